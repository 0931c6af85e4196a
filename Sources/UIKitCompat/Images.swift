// UIImageView's and UIButton's image API, and UIImage.SymbolConfiguration's initialisers.

extension SymbolConfiguration {
    /// UIImage.SymbolConfiguration(font:): the font's size and weight; a text-style font's style,
    /// so that the symbol grows with Dynamic Type as the font does.
    public init(font: Font) {
        if let style = font.textStyle {
            self.init(textStyle: style, weight: font.weight)
        } else {
            self.init(pointSize: font.size, weight: font.weight)
        }
    }

    /// UIImage.SymbolConfiguration(font:scale:).
    public init(font: Font, scale: SymbolScale) {
        self.init(font: font)
        self.scale = scale
    }

    /// UIImage.SymbolConfiguration(textStyle:scale:).
    public init(textStyle: TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle, weight: nil, scale: scale) }

    /// UIImage.SymbolConfiguration.unspecified.
    public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

    /// UIImage.SymbolConfiguration(hierarchicalColor:) and the other colour configurations: drawing only.
    public init(hierarchicalColor: Color) { self.init() }
    public init(paletteColors: [Color]) { self.init() }
    public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
}

extension ImageView {
    /// UIImageView(image:).
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    /// UIImageView(image:highlightedImage:).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}

extension Button {
    /// Only the normal state's image is laid out (the others show while touched or disabled).
    public func setImage(_ image: UIImage?, for state: UIControlState) {
        if state == .normal { self.image = image }
    }

    /// UIButton.image(for:).
    public func image(for state: UIControlState) -> UIImage? { state == .normal ? image : nil }

    /// Only the normal state's background image is laid out.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControlState) {
        if state == .normal { backgroundImage = image }
    }

    /// UIButton.backgroundImage(for:).
    public func backgroundImage(for state: UIControlState) -> UIImage? { state == .normal ? backgroundImage : nil }

    /// UIButton.currentImage.
    public var currentImage: UIImage? { image }

    /// UIButton.setPreferredSymbolConfiguration(_:forImageIn:).
    public func setPreferredSymbolConfiguration(_ configuration: SymbolConfiguration?, forImageIn state: UIControlState) {
        if state == .normal, let configuration, let image { self.image = image.applyingSymbolConfiguration(configuration) ?? image }
    }

    /// UIButton.setAttributedTitle(_:for:): its string is the normal state's title; its first
    /// run's font, the title's font.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControlState) {
        guard state == .normal else { return }
        self.title = title?.string ?? ""
        if let title, title.length > 0, let font = title.attribute(.font, at: 0, effectiveRange: nil) as? Font {
            titleFont = font
        }
    }

    /// UIButton(configuration:primaryAction:). The action is kept by nothing: it would only run on a tap.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
    }

    /// UIButton(type:primaryAction:): the action's title and image become the button's, as in UIKit.
    public convenience init(type: UIButtonType, primaryAction: UIAction?) {
        self.init(type: type)
        adopt(primaryAction)
    }

    /// UIButton(frame:primaryAction:).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { title = action.title }
        if let image = action.image { self.image = image }
    }
}

/// UIAction: a title, an image and a handler that layout never runs.
public final class UIAction: @unchecked Sendable {
    public var title: String
    public var image: UIImage?
    let handler: (UIAction) -> Void

    /// UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:), its layout part.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}

extension Button.Configuration {
    /// UIButton.Configuration.updated(for:): the configuration does not depend on the state here.
    public func updated(for button: Button) -> Button.Configuration { self }
}
