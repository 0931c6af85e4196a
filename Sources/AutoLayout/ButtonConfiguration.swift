// UIButton.Configuration (iOS 15): a button's content and the insets around it.
import Foundation

extension Button {
    /// `UIButton.Configuration.ImagePlacement`.
    public enum ImagePlacement: Sendable, Hashable { case leading, trailing, top, bottom }

    /// `UIButton.Configuration.CornerStyle`: drawing only.
    public enum CornerStyle: Sendable, Hashable { case fixed, dynamic, small, medium, large, capsule }

    /// UIButton.Configuration. The styles differ in colours and backgrounds, which do not move
    /// frames; the content, its spacing, the size and the content insets do.
    public struct Configuration: Sendable, Hashable {
        /// `UIButton.Configuration.Size`.
        public typealias Size = ButtonConfigurationSize
        /// The style's name (`plain`, `filled`, …), for reading back.
        public private(set) var style: String
        public var title: String?
        public var subtitle: String?
        /// Its characters are the title; its fonts are not read (use `titleFont` semantics: the size's style).
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: ImageSource?
        public var preferredSymbolConfigurationForImage: SymbolConfiguration?
        public var imagePlacement: ImagePlacement = .leading
        /// Between the image and the titles.
        public var imagePadding: Double = 0
        /// Between the title and the subtitle.
        public var titlePadding: Double = 0
        /// The default follows `buttonSize` until set.
        public var contentInsets: DirectionalEdgeInsets {
            get { explicitInsets ?? Self.defaultInsets(buttonSize) }
            set { explicitInsets = newValue }
        }
        private var explicitInsets: DirectionalEdgeInsets?
        public var buttonSize: ButtonConfigurationSize = .medium
        public var cornerStyle: CornerStyle = .dynamic
        public var baseBackgroundColor: Color?
        public var baseForegroundColor: Color?
        public var showsActivityIndicator = false
        /// UIButton.Configuration.background: drawing only.
        public var background: BackgroundConfiguration = .clear()
        /// Run over the title's attributes; the font it sets is the title's (ConfigurationTextAttributes.swift).
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// The same for the subtitle.
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?

        init(style: String) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
        /// iOS 26's Liquid Glass styles: sized as the others (the glass is drawing).
        public static func glass() -> Configuration { Configuration(style: "glass") }
        public static func prominentGlass() -> Configuration { Configuration(style: "prominentGlass") }
        public static func clearGlass() -> Configuration { Configuration(style: "clearGlass") }
        public static func prominentClearGlass() -> Configuration { Configuration(style: "prominentClearGlass") }

        static func defaultInsets(_ size: ButtonConfigurationSize) -> DirectionalEdgeInsets {
            let e = ButtonSizing.configurationInsets(size)
            return DirectionalEdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
        }

        /// The insets as left and right: their sum is all a size needs.
        var resolvedContentInsets: EdgeInsets { contentInsets.resolved(.leftToRight) }

        var shownTitle: String {
            if let attributedTitle { return String(attributedTitle.characters) }
            return title ?? ""
        }

        var subtitleText: String? {
            if let attributedSubtitle { return String(attributedSubtitle.characters) }
            return subtitle
        }

        /// The size's text style (`ButtonConfigurationSize.titleStyle`), as the title transformer changes it.
        var titleFont: Font {
            let base = Font.preferred(buttonSize.titleStyle)
            return titleTextAttributesTransformer?.font(from: base) ?? base
        }
        /// UNVERIFIED: the subtitle in the next smaller style than the title's (then the transformer's).
        var subtitleFont: Font {
            let base: Font
            switch buttonSize {
            case .mini: base = .preferred(.caption2)
            case .small: base = .preferred(.footnote)
            case .medium, .large: base = .preferred(.subheadline)
            }
            return subtitleTextAttributesTransformer?.font(from: base) ?? base
        }

        /// The content's size: the title over the subtitle (`titlePadding` between), and the
        /// image on the side `imagePlacement` names (`imagePadding` between), centred across.
        func contentSize(title: AutoLayout.Size?, subtitle: AutoLayout.Size?, image: AutoLayout.Size?) -> AutoLayout.Size? {
            var text = title
            if let subtitle {
                let t = title ?? .zero
                text = AutoLayout.Size(width: max(t.width, subtitle.width),
                                       height: t.height + (title == nil ? 0 : titlePadding) + subtitle.height)
            }
            guard let image else { return text }
            guard let text else { return image }
            switch imagePlacement {
            case .leading, .trailing:
                return AutoLayout.Size(width: image.width + imagePadding + text.width, height: max(image.height, text.height))
            case .top, .bottom:
                return AutoLayout.Size(width: max(image.width, text.width), height: image.height + imagePadding + text.height)
            }
        }
    }
}
