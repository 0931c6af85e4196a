// UIListContentConfiguration and UIListContentView: a list cell's image, text and secondary text.
//
// Metrics, and where each comes from:
// - Layout margins: "the content view preserves the layout margins of its superview on both
//   axes" and `directionalLayoutMargins` are the minimums (Apple's documentation of
//   UIListContentConfiguration.directionalLayoutMargins), so a cell's sides follow the cell's own
//   margins (16 or 20, facts §6). The padding between image and text applies "only when there's
//   both an image and text", the vertical padding between the texts only when both are shown
//   and stacked (the documentation of imageToTextPadding and textToSecondaryTextVerticalPadding).
// - Texts wrap (numberOfLines 0) and take Dynamic Type text styles: body text for cells,
//   as UIKit's list cells show it.
// - UNVERIFIED, not observed here: the secondary and header text styles per configuration, the
//   11-point top and bottom minimum margins of cells (6 below headers), the 3-point vertical
//   padding between the texts, 16 points between image and text, and 8 points between
//   side-by-side texts.

/// UIListContentConfiguration.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// UIListContentConfiguration.TextProperties.
    public struct TextProperties: Hashable {
        /// TextProperties.TextTransform.
        public enum TextTransform: Int, Hashable, Sendable { case none = 0, uppercase, lowercase, capitalized }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs, as list cells wrap by default.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// TextProperties.resolvedColor(): the colour.
        public func resolvedColor() -> UIColor { color }
    }

    /// UIListContentConfiguration.ImageProperties.
    public struct ImageProperties: Hashable {
        public var preferredSymbolConfiguration: SymbolConfiguration?
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// Zero: the image's own size (UIKit's `maximumSize` default), else at most this.
        public var maximumSize: CGSize = .zero
        /// Stored; the image's column is as wide as the image here.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The style it was made as (`cell`, `plainHeader`, …), for reading back.
    public let style: String

    init(style: String, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool = false) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 0)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 6, trailing: 0)
    private static func props(_ style: UIFont.TextStyle, _ color: UIColor, bold: Bool = false) -> TextProperties {
        TextProperties(font: bold ? .system(size: Font.preferred(style).size, weight: .semibold) : .preferred(style), color: color)
    }

    public static func cell() -> Self {
        Self(style: "cell", text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel), margins: cellMargins)
    }
    public static func subtitleCell() -> Self {
        Self(style: "subtitleCell", text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel), margins: cellMargins)
    }
    public static func valueCell() -> Self {
        Self(style: "valueCell", text: props(.body, .label), secondary: props(.body, .secondaryLabel), margins: cellMargins, sideBySide: true)
    }
    public static func plainHeader() -> Self {
        Self(style: "plainHeader", text: props(.headline, .label), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    public static func plainFooter() -> Self {
        Self(style: "plainFooter", text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }
    public static func groupedHeader() -> Self {
        Self(style: "groupedHeader", text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }
    public static func groupedFooter() -> Self {
        Self(style: "groupedFooter", text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }
    public static func prominentInsetGroupedHeader() -> Self {
        Self(style: "prominentInsetGroupedHeader", text: props(.title3, .label, bold: true), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(style: "extraProminentInsetGroupedHeader", text: props(.title2, .label, bold: true), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    public static func sidebarCell() -> Self { cell() }
    public static func sidebarSubtitleCell() -> Self { subtitleCell() }
    public static func accompaniedSidebarCell() -> Self { cell() }
    public static func sidebarHeader() -> Self { plainHeader() }
    /// iOS 18's header and footer for the list the item is in (plain lists' here).
    public static func header() -> Self { plainHeader() }
    public static func footer() -> Self { plainFooter() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    /// The configuration for `state`: nothing here is selected or highlighted, so itself.
    public func updated(for state: UIConfigurationState) -> Self { self }

    /// The characters the text label shows, after the text transform.
    var shownText: String? { Self.transformed(attributedText?.string ?? text, textProperties.transform) }
    var shownSecondaryText: String? { Self.transformed(secondaryAttributedText?.string ?? secondaryText, secondaryTextProperties.transform) }

    private static func transformed(_ s: String?, _ t: TextProperties.TextTransform) -> String? {
        guard let s else { return nil }
        switch t {
        case .none: return s
        case .uppercase: return s.uppercased()
        case .lowercase: return s.lowercased()
        case .capitalized: return s.capitalized
        }
    }
}

/// UIAxis.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// UIListContentView: lays out a list configuration's image, text and secondary text inside its
/// layout margins: the image at the leading margin, centred; the texts after it, stacked (or
/// side by side for a value cell, the secondary text at the trailing margin).
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// The views shown, made again for each configuration (nothing here is reused across frames).
    public private(set) var textLabel: UILabel?
    public private(set) var secondaryTextLabel: UILabel?
    public private(set) var imageView: UIImageView?
    private var shownConstraints: [NSLayoutConstraint] = []

    /// UIListContentView(configuration:).
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        apply()
    }

    override open var className: String { "UIListContentView" }

    /// UIContentView.configuration: a list configuration; another kind is not applied (UIKit
    /// asks `supports(_:)` first).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func label(_ text: String?, _ props: UIListContentConfiguration.TextProperties, _ name: String) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.identifier = name
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = props.font
        label.textColor = props.color
        label.textAlignment = props.alignment
        label.lineBreakMode = props.lineBreakMode
        label.numberOfLines = props.numberOfLines
        label.adjustsFontSizeToFitWidth = props.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = props.minimumScaleFactor
        addSubview(label)
        return label
    }

    private func apply() {
        NSLayoutConstraint.deactivate(shownConstraints)
        shownConstraints = []
        for view in [textLabel, secondaryTextLabel, imageView] { view?.removeFromSuperview() }
        let c = listConfiguration
        directionalLayoutMargins = c.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !c.axesPreservingSuperviewLayoutMargins.isEmpty
        textLabel = label(c.shownText, c.textProperties, "text")
        secondaryTextLabel = label(c.shownSecondaryText, c.secondaryTextProperties, "secondaryText")
        imageView = c.image.map { image in
            let view = UIImageView(frame: .zero)
            view.identifier = "image"
            view.translatesAutoresizingMaskIntoConstraints = false
            view.image = image
            addSubview(view)
            return view
        }
        let margins = layoutMarginsGuide
        var made: [NSLayoutConstraint] = []
        var textLeading = margins.leadingAnchor
        var textLeadingPadding: CGFloat = 0
        if let imageView {
            made += [imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                     imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                     imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                     imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)]
            let maximum = c.imageProperties.maximumSize
            if maximum.width > 0 { made.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: maximum.width)) }
            if maximum.height > 0 { made.append(imageView.heightAnchor.constraint(lessThanOrEqualToConstant: maximum.height)) }
            if textLabel != nil || secondaryTextLabel != nil {
                textLeading = imageView.trailingAnchor
                textLeadingPadding = c.imageToTextPadding
            }
        }
        let texts = [textLabel, secondaryTextLabel].compactMap { $0 }
        if c.prefersSideBySideTextAndSecondaryText, let first = textLabel, let second = secondaryTextLabel {
            made += [first.leadingAnchor.constraint(equalTo: textLeading, constant: textLeadingPadding),
                     second.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding),
                     second.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
            for label in texts {
                made += [label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                         label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                         label.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
            }
            // The pair is as tall as the taller text.
            let hug = first.heightAnchor.constraint(equalTo: margins.heightAnchor)
            hug.priority = .defaultLow
            made.append(hug)
        } else {
            var above = margins.topAnchor
            var gap: CGFloat = 0
            for label in texts {
                made += [label.leadingAnchor.constraint(equalTo: textLeading, constant: textLeadingPadding),
                         label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                         label.topAnchor.constraint(equalTo: above, constant: gap)]
                above = label.bottomAnchor
                gap = c.textToSecondaryTextVerticalPadding
            }
            if let last = texts.last { made.append(last.bottomAnchor.constraint(equalTo: margins.bottomAnchor)) }
        }
        if texts.isEmpty, imageView == nil {
            made.append(margins.heightAnchor.constraint(equalToConstant: 0))
        }
        NSLayoutConstraint.activate(made)
        shownConstraints = made
    }
}
