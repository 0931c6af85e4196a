// Views with intrinsic content: label, button, image view, text field, switch.
import Foundation

/// Shared text behaviour for label, button title and text field: measuring with a one-entry-per-request cache.
final class TextMeasureCache {
    private var entries: [TextMeasureRequest: TextMeasurement] = [:]
    /// The last answer: a view asks for the same text again and again (every pass of every
    /// re-layout), and comparing equal strings that share storage costs less than hashing them.
    private var last: (request: TextMeasureRequest, measurement: TextMeasurement)?
    func measure(_ request: TextMeasureRequest, _ measurer: any TextMeasuring) -> TextMeasurement {
        if let last, last.request == request { return last.measurement }
        let m: TextMeasurement
        if let hit = entries[request] {
            m = hit
        } else {
            m = measurer.measure(request)
            if entries.count > 64 { entries.removeAll() }
            entries[request] = m
        }
        last = (request, m)
        return m
    }
}

/// Text content of a view as the measurer sees it.
struct TextSpec {
    var string: String
    var font: Font
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
}

extension View {
    /// Text size rounded up to pixels plus padding; an empty string contributes nothing across.
    func paddedSize(_ m: TextMeasurement, _ insets: EdgeInsets, _ context: MeasureContext, emptyWidth: Bool) -> Size {
        let s = context.environment.scale
        return Size(width: (emptyWidth ? 0 : ceilToPixel(m.size.width, scale: s)) + insets.left + insets.right,
                    height: ceilToPixel(m.size.height, scale: s) + insets.top + insets.bottom)
    }

    /// Baselines of text centred in the padded box.
    func paddedBaselines(_ m: TextMeasurement, _ insets: EdgeInsets, _ context: MeasureContext) -> BaselineOffsets {
        let h = ceilToPixel(m.size.height, scale: context.environment.scale)
        let shift = (insets.top - insets.bottom) / 2
        return BaselineOffsets(first: shift + m.firstBaseline - h / 2, last: shift + m.lastBaseline - h / 2)
    }

    func measureText(_ spec: TextSpec, _ cache: TextMeasureCache, _ context: MeasureContext, maxWidth: Double?,
                     category: ContentSizeCategory) -> TextMeasurement {
        let request = TextMeasureRequest(string: spec.string, font: spec.font.resolved(for: category), contentSizeCategory: category,
                                         maxWidth: maxWidth, numberOfLines: spec.numberOfLines,
                                         lineBreakMode: spec.lineBreakMode,
                                         localeIdentifier: context.environment.localeIdentifier)
        return cache.measure(request, context.measurer)
    }
}

/// UILabel: single- or multi-line text; multi-line labels wrap at the width layout gives them.
open class Label: View {
    /// UILabel.text; nil and "" both show nothing. Setting it drops `attributedText`'s attributes, as UIKit does.
    open var text: String? {
        didSet {
            intrinsicRevision &+= 1
            if !settingAttributedText { attributedStorage = nil }
        }
    }
    /// UILabel.font, implicitly unwrapped as UIKit declares it, so `label.font = UIFont(name: "Lato-Bold",
    /// size: 17)` compiles; nil restores the default 17-point system font, as in UIKit.
    open var font: Font! {
        get { fontStorage }
        set { fontStorage = newValue ?? .system(size: 17) }
    }
    private var fontStorage: Font = .system(size: 17) { didSet { intrinsicRevision &+= 1 } }
    /// UILabel.textColor, implicitly unwrapped as UIKit declares it, so an optional colour assigns
    /// directly; nil restores the default black, as in UIKit.
    open var textColor: Color! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .black }
    }
    var textColorStorage: Color = .black
    /// UILabel.isEnabled: a disabled label draws dimmed; its size does not change.
    open var isEnabled = true
    /// UILabel.isHighlighted and the colour it then draws in; layout does not depend on them.
    open var isHighlighted = false
    open var highlightedTextColor: Color?
    /// 0 means as many lines as needed.
    open var numberOfLines = 1 { didSet { intrinsicRevision &+= 1 } }
    open var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { intrinsicRevision &+= 1 } }
    open var textAlignment: TextAlignment = .natural
    /// The wrapping width for the intrinsic size; 0 means automatic (the width layout gives).
    public var preferredMaxLayoutWidth: Double = 0 { didSet { intrinsicRevision &+= 1 } }
    public var adjustsFontForContentSizeCategory = false { didSet { intrinsicRevision &+= 1 } }
    /// When the text does not fit the width layout gives, it is drawn smaller, down to
    /// `minimumScaleFactor` of its size, before it is truncated. The intrinsic size stays the
    /// unscaled text's (UIKit's too): only what is drawn, and the truncation audit, change.
    open var adjustsFontSizeToFitWidth = false
    /// 0 (UIKit's default) means the font size itself: no shrinking.
    open var minimumScaleFactor: Double = 0
    /// Accepted: the tightening UIKit tries before truncating is a fraction of a point a glyph, not modelled.
    open var allowsDefaultTighteningForTruncation = false
    /// Accepted: it moves line breaks between words of nearly full lines, which the measurer's breaks stand in for.
    open var lineBreakStrategy = LineBreakStrategy.standard
    let cache = TextMeasureCache()
    /// Passed `inout` on every measurement, which runs `didSet` each time: only a change counts.
    var launchCategory: ContentSizeCategory? { didSet { if launchCategory != oldValue { intrinsicRevision &+= 1 } } }
    var attributedStorage: NSAttributedString? { didSet { intrinsicRevision &+= 1 } }
    private var settingAttributedText = false

    /// UILabel.attributedText. Its string is the text; the first run's font, kern and
    /// paragraph style (line spacing, alignment, line break mode) are measured, and its colour drawn.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { NSAttributedString(string: $0) } }
        set {
            settingAttributedText = true
            text = newValue?.string
            settingAttributedText = false
            attributedStorage = newValue
        }
    }

    /// The attributes of the first run, read by the keys UIKit uses (`NSFont`, `NSKern`, …).
    var runAttributes: TextRunAttributes { TextRunAttributes(attributedStorage) }
    /// The font text is measured and drawn in: the first run's, else `font`.
    var shownFont: Font { runAttributes.font ?? fontStorage }

    /// UILabel(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UILabel(coder:): as `init(frame: .zero)` (nothing is unarchived on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A label named `identifier` showing `text` in `font`.
    public convenience init(identifier: String = "", text: String?, font: Font = .system(size: 17)) {
        self.init(frame: .zero)
        self.identifier = identifier
        self.text = text
        self.font = font
    }

    /// A label named `identifier` in `font`, without text yet.
    public convenience init(identifier: String = "", font: Font) {
        self.init(identifier: identifier, text: nil, font: font)
    }

    override open var className: String { "UILabel" }

    var shownText: String { text ?? "" }
    var spec: TextSpec {
        TextSpec(string: shownText, font: shownFont, numberOfLines: numberOfLines,
                 lineBreakMode: runAttributes.lineBreakMode ?? lineBreakMode)
    }

    /// A Dynamic Type or `UIFontMetrics`-scaled font follows the category only if the label
    /// adjusts; otherwise it keeps the first one seen.
    func category(_ env: Environment) -> ContentSizeCategory {
        textCategory(env, adjusts: adjustsFontForContentSizeCategory, font: shownFont, launch: &launchCategory)
    }

    var wrapsAtResolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    override open var intrinsicHeightDependsOnWidth: Bool { wrapsAtResolvedWidth }

    func wrapWidth(_ context: MeasureContext) -> Double? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        // Conflicting constraints can lay a label out narrower than nothing; its text then wraps
        // as at zero width, as it is drawn (the negative size itself is the audits' finding).
        return context.resolvedWidth.map { max(0, $0) }
    }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        let category = category(context.environment)
        let m = measureText(spec, cache, context, maxWidth: wrapWidth(context), category: category)
        return runAttributes.adjusted(m, string: shownText, numberOfLines: numberOfLines)
            .spaced(pitch: spec.font.linePitch(category: category))
    }

    /// The font the text is drawn in at `width` × `height`: with `adjustsFontSizeToFitWidth`, the
    /// largest size down to `minimumScaleFactor` of the font's at which nothing is truncated
    /// (the smallest when even that truncates). A one-line label shrinks by the ratio of the
    /// width to the text's own width, checked, then in steps; wrapped text by halving intervals.
    func fittedFont(_ request: TextMeasureRequest, height: Double, measurer: any TextMeasuring) -> Font {
        let font = request.font
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let width = request.maxWidth,
              !request.string.isEmpty else { return font }
        let base = font.textStyle.map { style -> Font in
            var plain = Font.system(size: DynamicType.spec(style, request.contentSizeCategory).pointSize, weight: font.weight)
            plain.family = font.family
            return plain
        } ?? font
        func fits(_ scale: Double) -> Bool {
            var r = request
            r.font = base
            r.font.size = base.size * scale
            let m = runAttributes.adjusted(measurer.measure(r), string: r.string, numberOfLines: r.numberOfLines)
            return !m.isTruncated && m.size.width <= width + 1e-9 && (r.numberOfLines == 1 || m.size.height <= height + 1e-6)
        }
        if fits(1) { return font }
        var scaled = base
        if numberOfLines == 1 {
            var unconstrained = request
            unconstrained.maxWidth = nil
            unconstrained.font = base
            let natural = runAttributes.adjusted(measurer.measure(unconstrained), string: request.string, numberOfLines: 1).size.width
            // Rounded down to 1e-9: the width carries the caller's 1e-9 tolerance, not a size to draw.
            let ratio = natural > 0 ? (min(1, width / natural) * 1e9).rounded(.down) / 1e9 : 0
            var scale = max(minimumScaleFactor, ratio)
            // Tracking and rounding are not linear in the size: step down until it fits.
            var steps = 0
            while !fits(scale) && scale > minimumScaleFactor && steps < 20 {
                scale = max(minimumScaleFactor, scale - 0.01)
                steps += 1
            }
            scaled.size = base.size * scale
            return scaled
        }
        var low = minimumScaleFactor, high = 1.0
        if !fits(low) {
            scaled.size = base.size * low
            return scaled
        }
        for _ in 0..<12 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        scaled.size = base.size * low
        return scaled
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        if shownText.isEmpty { return .zero }
        let m = measurement(context)
        let s = context.environment.scale
        return Size(width: ceilToPixel(m.size.width, scale: s), height: ceilToPixel(m.size.height, scale: s))
    }

    override open func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        let m = measurement(context)
        let h = shownText.isEmpty ? 0 : ceilToPixel(m.size.height, scale: context.environment.scale)
        return BaselineOffsets(first: m.firstBaseline - h / 2, last: m.lastBaseline - h / 2)
    }
}

/// How a button sizes itself: the pre-iOS 15 `UIButton` (`contentEdgeInsets`, sizes in whole
/// points), or a `UIButton.Configuration` (iOS 15; its own content insets, sizes in pixels).
public enum ButtonSizing: Sendable, Hashable {
    /// A button without a configuration. UIKit rounds its title's size up to whole points:
    /// of 195 buttons in 21 repositories' IB files whose width only the title decides, 186 are
    /// stored at whole-point widths, on @3x devices too (5 repositories); 17-point titles are
    /// 33 tall (21 + 2 × 6) on @2x devices in 5 repositories, not 32.5. `minimumWidth` is the
    /// button type's (`Button.ButtonType.legacySizing`).
    case legacy(minimumWidth: Double)
    /// `UIButton.Configuration` (plain, gray, tinted, filled) at the default medium size:
    /// content insets 7 above and below, 12 on each side, sizes rounded to pixels. IB's stored
    /// frames show it: "Button" in 17-point body text is 75 × 34.5 on @2x (woocommerce-ios),
    /// "Tap Me" 79.667 × 34.333 on @3x (Kingfisher), an image-only button 34 tall.
    case configuration

    /// The insets a configuration adds around its content at the medium size.
    public static let configurationInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    /// A configuration's default content insets at each `buttonSize`. Medium's are the ones
    /// above, which Xcode's stored frames show. UNVERIFIED for the other sizes: Apple publishes
    /// no numbers and no stored frame in the corpora settles them; these are the values UIKit
    /// 15–17 is reported to use (large 14/20, small 5/10, mini 3/8), to be corrected when
    /// measured.
    public static func configurationInsets(_ size: ButtonConfigurationSize) -> EdgeInsets {
        switch size {
        case .mini: return EdgeInsets(top: 3, left: 8, bottom: 3, right: 8)
        case .small: return EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        case .medium: return configurationInsets
        case .large: return EdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
        }
    }
}

/// `UIButton.Configuration.Size`.
public enum ButtonConfigurationSize: Sendable, Hashable, CaseIterable {
    case mini, small, medium, large

    /// The title's text style: body at medium and large (17 points, as configured "Button"s
    /// are stored 34.5 tall on @2x: 20.3 + 2 × 7), smaller text below (UNVERIFIED: subheadline
    /// for small, footnote for mini).
    public var titleStyle: TextStyle {
        switch self {
        case .mini: return .footnote
        case .small: return .subheadline
        case .medium, .large: return .body
        }
    }
}

/// Title and image side by side, centred on one another, as UIButton lays them out without a
/// configuration (and Interface Builder's buttons with an image): nil when there is neither.
public func buttonContentSize(title: Size?, image: Size?) -> Size? {
    guard let image else { return title }
    let t = title ?? .zero
    return Size(width: t.width + image.width, height: max(t.height, image.height))
}

/// UIButton: a title plus content insets.
open class Button: Control {
    /// The normal state's title; `titleLabel`'s text follows it, as UIKit's does after `setTitle(_:for:)`
    /// (view code measures `titleLabel?.text` itself: ElaWorkshop/TagListView's TagView does).
    open var title: String = "" {
        didSet { titleLabelStorage.text = title.isEmpty ? nil : title }
    }
    /// The title's font, which is `titleLabel`'s (UIKit code sets `button.titleLabel?.font`).
    public var titleFont: Font {
        get { titleLabelStorage.font }
        set { titleLabelStorage.font = newValue }
    }
    private let titleLabelStorage = Label(font: .system(size: 15))
    /// UIButton.titleLabel: the label whose font the title is measured in. It is not a
    /// subview here: the button measures and draws its title itself.
    public var titleLabel: Label? { titleLabelStorage }
    /// The normal state's title colour: until one is set (`setTitleColor(_:for:)`), UIKit's default
    /// for the type: white for `.custom` (`UIButton()`, `UIButton(frame:)`), the tint for the others.
    public var titleColor: Color {
        get { explicitTitleColor ?? (buttonType == .custom ? .white : tintColor) }
        set { explicitTitleColor = newValue }
    }
    private var explicitTitleColor: Color?
    /// With `.configuration` sizing, the configuration's content insets instead.
    public var contentEdgeInsets: EdgeInsets = .zero
    /// Moves the title inside the button, not its size (UIButton's documentation: "The button
    /// does not use this property to determine intrinsicContentSize"); its baselines move along.
    public var titleEdgeInsets: EdgeInsets = .zero
    /// `.custom`'s legacy sizing until `buttonType` or a configuration says otherwise.
    public var sizing: ButtonSizing = .legacy(minimumWidth: 0)
    /// Whether zero `contentEdgeInsets` measure as UIKit's padding around a title
    /// (`ButtonSizing.legacyInsets`). Off only for views that stand in for what UIKit draws
    /// with other classes (a bar button item's title), whose sizes the padding would change.
    public var padsTitleWhenInsetsAreZero = true
    /// UIButton.buttonType: `.custom`, as `UIButton(frame:)` makes. UIKit fixes it at creation
    /// (`init(type:)`); it is settable here for importers. It sets a legacy `sizing`'s minimum width.
    public var buttonType: ButtonType = .custom {
        didSet { if sizing != .configuration { sizing = buttonType.legacySizing } }
    }
    /// The normal state's image (`setImage(_:for:)`), beside the title on its leading side, or
    /// its trailing side when `semanticContentAttribute` forces the other direction.
    public var image: ImageSource?
    /// The normal state's background image: the button is at least its size.
    public var backgroundImage: ImageSource?
    /// Moves the image inside the button, not its size (UIButton documents it so, as for `titleEdgeInsets`).
    public var imageEdgeInsets: EdgeInsets = .zero
    private lazy var imageViewStorage = ImageView(frame: .zero)
    /// UIButton.imageView: the view whose image is the normal state's. Not a subview here: the
    /// button measures its image itself.
    public var imageView: ImageView? {
        imageViewStorage.image = image
        return imageViewStorage
    }
    /// UIButton.configuration (iOS 15): when set, the button's content, insets and sizing are the configuration's.
    public var configuration: Configuration? {
        didSet { if configuration != nil { sizing = .configuration } }
    }
    /// Called when the configuration should follow the button's state; called once when set, as
    /// UIKit calls it before the button first shows.
    public var configurationUpdateHandler: ((Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private var updatingConfiguration = false
    let cache = TextMeasureCache()
    let subtitleCache = TextMeasureCache()

    /// UIButton(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UIButton(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A button named `identifier` titled `title`.
    public convenience init(identifier: String = "", title: String) {
        self.init(frame: .zero)
        self.identifier = identifier
        self.title = title
    }

    /// UIButton(type:).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        // An initialiser's own assignment does not run `didSet`.
        sizing = type.legacySizing
    }

    override open var className: String { "UIButton" }

    /// UIButton.setNeedsUpdateConfiguration(): runs `configurationUpdateHandler` now.
    public func setNeedsUpdateConfiguration() {
        guard let handler = configurationUpdateHandler, !updatingConfiguration else { return }
        updatingConfiguration = true
        handler(self)
        updatingConfiguration = false
    }

    /// The title shown: the configuration's when it has one.
    var shownTitle: String { configuration.map { $0.shownTitle } ?? title }
    /// The title's font: the configuration's (its size's text style, or its attributed title's font).
    var shownTitleFont: Font { configuration?.titleFont ?? titleFont }
    var shownImage: ImageSource? { configuration.map { $0.image } ?? image }

    var spec: TextSpec { TextSpec(string: shownTitle, font: shownTitleFont, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle) }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        measureText(spec, cache, context, maxWidth: nil, category: context.environment.contentSizeCategory)
    }

    /// The insets around the content: the configuration's, or `contentEdgeInsets` (UIKit's
    /// 6-point padding above and below a title when they are zero, `ButtonSizing.legacyInsets`).
    public var effectiveInsets: EdgeInsets {
        if let configuration { return configuration.resolvedContentInsets }
        if sizing == .configuration { return ButtonSizing.configurationInsets }
        guard padsTitleWhenInsetsAreZero else { return contentEdgeInsets }
        return ButtonSizing.legacyInsets(contentEdgeInsets, titled: !shownTitle.isEmpty)
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        let category = context.environment.contentSizeCategory
        let title = shownTitle.isEmpty ? nil : measurement(context).size
        if let configuration {
            var subtitle: Size?
            if let text = configuration.subtitleText, !text.isEmpty {
                let spec = TextSpec(string: text, font: configuration.subtitleFont, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
                subtitle = measureText(spec, subtitleCache, context, maxWidth: nil, category: category).size
            }
            let image = configuration.image?.displayedSize(category, preferred: configuration.preferredSymbolConfigurationForImage)
            let content = configuration.contentSize(title: title, subtitle: subtitle, image: image)
            return buttonSize(content: content, sizing: .configuration, insets: effectiveInsets, scale: context.environment.scale)
        }
        let content = buttonContentSize(title: title, image: image?.displayedSize(category))
        var size = buttonSize(content: content, sizing: sizing, insets: effectiveInsets, scale: context.environment.scale)
        if let background = backgroundImage?.displayedSize(category) {
            size = Size(width: max(size.width, background.width), height: max(size.height, background.height))
        }
        return size
    }

    override open func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        let e = effectiveInsets, t = titleEdgeInsets
        let insets = EdgeInsets(top: e.top + t.top, left: e.left, bottom: e.bottom + t.bottom, right: e.right)
        return paddedBaselines(measurement(context), insets, context)
    }
}

/// A button's size around content of `content` size (nil: none): rounded as `sizing` says.
public func buttonSize(content: Size?, sizing: ButtonSizing, insets: EdgeInsets, scale: Double) -> Size {
    var width = 0.0, height = 0.0
    if let content {
        switch sizing {
        case .legacy:
            width = content.width.rounded(.up)
            height = content.height.rounded(.up)
        case .configuration:
            width = ceilToPixel(content.width, scale: scale)
            height = ceilToPixel(content.height, scale: scale)
        }
    }
    var size = Size(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    if case .legacy(let minimumWidth) = sizing, content != nil { size.width = max(size.width, minimumWidth) }
    return size
}

/// UIImageView: intrinsic size is the image's size in points; an SF Symbol's follows its
/// configuration, `preferredSymbolConfiguration` and, for a text style, the content size category.
open class ImageView: View {
    /// The image as layout sees it (UIImageView.image); nil: no image, no intrinsic size.
    public var image: ImageSource? {
        didSet {
            intrinsicRevision &+= 1
            invalidateIntrinsicContentSize()
        }
    }
    /// The image's size (for a symbol, in the default configuration); nil: no image.
    public var imageSize: Size? {
        get { image?.size }
        set {
            if let newValue { image = ImageSource(name: imageName ?? "", size: newValue, symbol: image?.symbol) } else { image = nil }
        }
    }
    private var nameWithoutImage: String?
    /// The image's name, kept when set before the image's size is known.
    public var imageName: String? {
        get { image?.name ?? nameWithoutImage }
        set {
            nameWithoutImage = newValue
            if let newValue { image?.name = newValue }
        }
    }
    /// UIImageView.preferredSymbolConfiguration: applied over the image's own.
    public var preferredSymbolConfiguration: SymbolConfiguration? { didSet { intrinsicRevision &+= 1 } }
    /// UIImageView.highlightedImage: shown only while highlighted, so never sized.
    public var highlightedImage: ImageSource?
    open var isHighlighted = false

    /// UIImageView(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UIImageView(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An image view named `identifier` showing an image of `imageSize` points (nil: none).
    public convenience init(identifier: String = "", imageSize: Size?) {
        self.init(frame: .zero)
        self.identifier = identifier
        self.imageSize = imageSize
    }

    override open var className: String { "UIImageView" }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        guard let image else { return Size(width: noIntrinsicMetric, height: noIntrinsicMetric) }
        return image.displayedSize(context.environment.contentSizeCategory, preferred: preferredSymbolConfiguration)
    }
}

/// UITextField.BorderStyle.
public enum TextFieldBorderStyle: Sendable, Hashable {
    case none, line, bezel, roundedRect
}

/// UITextField: sized by its text, or by its placeholder while empty, plus its border style's
/// padding and any `contentInsets`.
///
/// Heights by style, as Xcode's stored frames of fields whose height nothing else decides show:
/// - `none`: the line height rounded up to whole points, plus 1: 17-point fields are 22 tall
///   (ProtonVPN, tinode, element-ios), 16-point 21 (blink), 18-point 23 (tinode, 15 of 17).
///   Xcode 9.4 and earlier store them without the point (`borderlessExtraHeight` 0): 17-point
///   fields 21 tall (QuickBlox ×6, sprinkler, element-ios), 16-point 20 (QuickBlox ×6).
/// - `roundedRect`: text inset 7 points on each side; the line rounded up to whole points plus
///   8, but never lower than `roundedRectMinimumHeight`, 34 since iOS 13 (Xcode 11), 30
///   before. The default 14-point field is stored 34 tall by Xcode 11 to 16 in 7 repositories
///   (IQKeyboardManager ×104, SkeletonView, ProtonVPN, owncloud, element-ios, SwiftMessages,
///   tinode; 16-point and body-style fields too, in keepassium and woocommerce) and 30 by Xcode 7
///   to 10 in 3 (RxSwift ×11, blink, firebase). Taller fonts grow by the line: subscription-tracker's
///   50-point field is 68 tall (60 + 8), and my_tracking_app's five 18-point fields 34 (22 + 8
///   is under the floor; 13 instead of 8 would make them 35).
/// - `line` and `bezel`: no iOS file among the 1,260 searched uses them; sized as `none`.
open class TextField: Control {
    /// UITextField.text; nil and "" both show the placeholder.
    open var text: String?
    open var placeholder: String?
    /// UITextField.font, optional as UIKit declares it (`field.font = UIFont(name:size:)` compiles);
    /// nil restores the default 17-point system font, so reading it never gives nil.
    open var font: Font? {
        get { fontStorage }
        set { fontStorage = newValue ?? .system(size: 17) }
    }
    var fontStorage: Font = .system(size: 17)
    /// UITextField.inputView and inputAccessoryView, which the app sets (no keyboard appears here).
    private var assignedInputView: View?, assignedInputAccessoryView: View?
    override open var inputView: View? {
        get { assignedInputView }
        set { assignedInputView = newValue }
    }
    override open var inputAccessoryView: View? {
        get { assignedInputAccessoryView }
        set { assignedInputAccessoryView = newValue }
    }
    /// UITextField.textColor (nil: the label colour); drawing only.
    open var textColor: Color?
    open var textAlignment: TextAlignment = .natural
    public var borderStyle: TextFieldBorderStyle = .none
    /// The least height of a rounded-rect field: 34 since iOS 13, 30 before (see above).
    public var roundedRectMinimumHeight: Double = 34
    /// What a borderless field adds to its line rounded up to whole points: 1, 0 in the
    /// canvases of Xcode 9.4 and earlier (see above).
    public var borderlessExtraHeight: Double = 1
    /// Padding around the text beyond the border style's own.
    public var contentInsets: EdgeInsets = .zero
    /// UITextField.delegate (weak, as UIKit holds it).
    public weak var delegate: (any TextFieldDelegate)?
    public var keyboardType: KeyboardType = .default
    public var returnKeyType: ReturnKeyType = .default
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    public var autocorrectionType: TextAutocorrectionType = .default
    public var spellCheckingType: TextSpellCheckingType = .default
    public var keyboardAppearance: KeyboardAppearance = .default
    public var textContentType: TextContentType?
    open var isSecureTextEntry = false
    public var enablesReturnKeyAutomatically = false
    public var clearButtonMode: TextFieldViewMode = .never
    public var clearsOnBeginEditing = false
    /// Dynamic Type fonts already follow the scenario's category here, as they do once this is set.
    public var adjustsFontForContentSizeCategory = false
    public var adjustsFontSizeToFitWidth = false
    public var minimumFontSize: Double = 0
    /// A view beside the text on the leading (left) side, e.g. an icon or a padding view; shown
    /// as `leftViewMode` says, and then its width counts in the field's intrinsic width.
    public var leftView: View?
    public var leftViewMode: TextFieldViewMode = .never
    /// The same on the trailing (right) side.
    public var rightView: View?
    public var rightViewMode: TextFieldViewMode = .never
    let cache = TextMeasureCache()

    /// UITextField(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UITextField(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A field named `identifier` showing `placeholder` while empty.
    public convenience init(identifier: String = "", placeholder: String?) {
        self.init(frame: .zero)
        self.identifier = identifier
        self.placeholder = placeholder
    }

    override open var className: String { "UITextField" }

    var shownText: String {
        if let text, !text.isEmpty { return text }
        return placeholder ?? ""
    }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        let spec = TextSpec(string: shownText.isEmpty ? " " : shownText, font: fontStorage, numberOfLines: 1, lineBreakMode: .byClipping)
        return measureText(spec, cache, context, maxWidth: nil, category: context.environment.contentSizeCategory)
    }

    /// The style's padding around a text line of `lineHeight`, before `contentInsets`.
    func styleInsets(lineHeight: Double) -> EdgeInsets {
        let line = lineHeight.rounded(.up)
        switch borderStyle {
        case .none, .line, .bezel:
            let padding = (line + borderlessExtraHeight - lineHeight) / 2
            return EdgeInsets(top: padding, left: 0, bottom: padding, right: 0)
        case .roundedRect:
            let height = max(roundedRectMinimumHeight, line + 8)
            return EdgeInsets(top: (height - lineHeight) / 2, left: 7, bottom: (height - lineHeight) / 2, right: 7)
        }
    }

    /// Horizontal padding around the text: the style's and `contentInsets`.
    public var horizontalPadding: Double {
        (borderStyle == .roundedRect ? 14 : 0) + contentInsets.left + contentInsets.right
    }

    func totalInsets(_ m: TextMeasurement) -> EdgeInsets {
        let s = styleInsets(lineHeight: m.size.height), c = contentInsets
        return EdgeInsets(top: s.top + c.top, left: s.left + c.left, bottom: s.bottom + c.bottom, right: s.right + c.right)
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        let m = measurement(context)
        let insets = totalInsets(m)
        let width = shownText.isEmpty ? 0 : ceilToPixel(m.size.width, scale: context.environment.scale)
        let sides = [sideViewSize(leftView, leftViewMode, context), sideViewSize(rightView, rightViewMode, context)]
        let height = m.size.height + insets.top + insets.bottom
        return Size(width: width + insets.left + insets.right + sides.reduce(0) { $0 + $1.width },
                    height: sides.reduce(height) { max($0, $1.height) })
    }

    /// A side view's size where it shows without editing (`always`, `unlessEditing`): the frame the
    /// app gave it (the 10-point padding view of `leftView = UIView(frame: …)`), else its intrinsic size.
    func sideViewSize(_ view: View?, _ mode: TextFieldViewMode, _ context: MeasureContext) -> Size {
        guard let view, mode == .always || mode == .unlessEditing else { return .zero }
        if view.assignedFrame.size != .zero { return view.assignedFrame.size }
        let intrinsic = view.intrinsicContentSize(context)
        return Size(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }

    // UITextField's drawing rectangles, which a subclass overrides to move its text or side views
    // (`super`'s plus an offset). Layout does not read them: the intrinsic size above is UIKit's.

    /// UITextField.borderRect(forBounds:): the bounds.
    open func borderRect(forBounds bounds: Rect) -> Rect { bounds }
    /// UITextField.textRect(forBounds:): the bounds less the border style's horizontal padding,
    /// `contentInsets`, and the side views shown beside the text.
    open func textRect(forBounds bounds: Rect) -> Rect {
        let left = (borderStyle == .roundedRect ? 7 : 0) + contentInsets.left + leftViewRect(forBounds: bounds).width
        let right = (borderStyle == .roundedRect ? 7 : 0) + contentInsets.right + rightViewRect(forBounds: bounds).width
        return Rect(x: bounds.minX + left, y: bounds.minY + contentInsets.top, width: max(0, bounds.width - left - right),
                    height: max(0, bounds.height - contentInsets.top - contentInsets.bottom))
    }
    /// UITextField.placeholderRect(forBounds:) and editingRect(forBounds:): where the text is.
    open func placeholderRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }
    /// UITextField.leftViewRect(forBounds:): the left view's size at the leading edge, centred
    /// vertically; empty where it is not shown without editing.
    open func leftViewRect(forBounds bounds: Rect) -> Rect { sideRect(leftView, leftViewMode, bounds, leading: true) }
    open func rightViewRect(forBounds bounds: Rect) -> Rect { sideRect(rightView, rightViewMode, bounds, leading: false) }
    /// UITextField.clearButtonRect(forBounds:): nothing is being edited, so the clear button never shows.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect { Rect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }

    private func sideRect(_ view: View?, _ mode: TextFieldViewMode, _ bounds: Rect, leading: Bool) -> Rect {
        guard let view, mode == .always || mode == .unlessEditing else {
            return Rect(x: leading ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        let size = view.frame.size
        return Rect(x: leading ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                    width: size.width, height: size.height)
    }

    override open func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        let m = measurement(context)
        let insets = totalInsets(m)
        let shift = (insets.top - insets.bottom) / 2
        return BaselineOffsets(first: shift + m.firstBaseline - m.size.height / 2, last: shift + m.lastBaseline - m.size.height / 2)
    }
}

/// UISwitch: a fixed 51 × 31 frame that hugs at 750 on both axes (facts §1.4), whose alignment
/// rectangle leaves out its frame's last 2 points on the right. Xcode's stored frames show it:
/// a switch 16 from a 320-wide cell's trailing edge is stored at x 255 (320 − 16 − 49), 51
/// wide, and a 292-wide stack holds 235 + 8 + 49. iOS 26's switch is 63 × 28 (xib-format §7).
open class Switch: Control {
    open var isOn = false
    /// UISwitch.onTintColor and thumbTintColor: drawing only (nil: the system's colours).
    open var onTintColor: Color?
    open var thumbTintColor: Color?
    /// The release whose switch is drawn: iOS 26 redrew it wider and lower.
    public var release: IOSRelease = .current

    /// UISwitch(frame:): the frame's size is ignored, as UIKit ignores it.
    override public init(frame: Rect) {
        super.init(frame: frame)
        setUpSwitch()
    }

    /// UISwitch(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    private func setUpSwitch() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    }

    override open var className: String { "UISwitch" }

    /// The alignment rectangle's size: the frame less the right inset. Every switch Xcode 26
    /// stores is 63 × 28 (18 in IQKeyboardManager and xdripswift; OsmAnd-iOS's one squeezed
    /// between two constraints is 28 tall), and it keeps the 2-point inset: xdripswift's
    /// 158-wide stack holds an 82-wide label, 15 of spacing and 61.
    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        release >= IOSRelease(26) ? Size(width: 61, height: 28) : Size(width: 49, height: 31)
    }
}

/// The content size category text is measured in: the scenario's when the view adjusts or its
/// font does not follow Dynamic Type; otherwise the first one seen (`launch`), as a preferred
/// font made at launch keeps its size in UIKit (labels and text views alike).
func textCategory(_ env: Environment, adjusts: Bool, font: Font, launch: inout ContentSizeCategory?) -> ContentSizeCategory {
    if adjusts || !font.followsContentSizeCategory { return env.contentSizeCategory }
    if let category = launch { return category }
    launch = env.contentSizeCategory
    return env.contentSizeCategory
}
