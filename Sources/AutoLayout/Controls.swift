// Views with intrinsic content: label, button, image view, text field, switch.

/// Shared text behaviour for label, button title and text field: measuring with a one-entry-per-request cache.
final class TextMeasureCache {
    private var entries: [TextMeasureRequest: TextMeasurement] = [:]
    func measure(_ request: TextMeasureRequest, _ measurer: any TextMeasuring) -> TextMeasurement {
        if let hit = entries[request] { return hit }
        let m = measurer.measure(request)
        if entries.count > 64 { entries.removeAll() }
        entries[request] = m
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
        let request = TextMeasureRequest(string: spec.string, font: spec.font, contentSizeCategory: category,
                                         maxWidth: maxWidth, numberOfLines: spec.numberOfLines,
                                         lineBreakMode: spec.lineBreakMode,
                                         localeIdentifier: context.environment.localeIdentifier)
        return cache.measure(request, context.measurer)
    }
}

/// UILabel: single- or multi-line text; multi-line labels wrap at the width layout gives them.
public final class Label: View {
    /// UILabel.text; nil and "" both show nothing.
    public var text: String?
    public var font: Font = .system(size: 17)
    public var textColor: Color = .black
    /// 0 means as many lines as needed.
    public var numberOfLines = 1
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    public var textAlignment: TextAlignment = .natural
    /// The wrapping width for the intrinsic size; 0 means automatic (the width layout gives).
    public var preferredMaxLayoutWidth: Double = 0
    public var adjustsFontForContentSizeCategory = false
    let cache = TextMeasureCache()
    var launchCategory: ContentSizeCategory?

    public init(identifier: String = "", text: String? = nil, font: Font = .system(size: 17)) {
        self.text = text
        self.font = font
        super.init(identifier: identifier)
    }

    override public var className: String { "UILabel" }

    var shownText: String { text ?? "" }
    var spec: TextSpec { TextSpec(string: shownText, font: font, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode) }

    /// A Dynamic Type font follows the category only if the label adjusts; otherwise it keeps the first one seen.
    func category(_ env: Environment) -> ContentSizeCategory {
        if adjustsFontForContentSizeCategory || font.textStyle == nil { return env.contentSizeCategory }
        if let c = launchCategory { return c }
        launchCategory = env.contentSizeCategory
        return env.contentSizeCategory
    }

    var wrapsAtResolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    override public var intrinsicHeightDependsOnWidth: Bool { wrapsAtResolvedWidth }

    func wrapWidth(_ context: MeasureContext) -> Double? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return context.resolvedWidth
    }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        measureText(spec, cache, context, maxWidth: wrapWidth(context), category: category(context.environment))
    }

    override public func intrinsicContentSize(_ context: MeasureContext) -> Size {
        if shownText.isEmpty { return .zero }
        let m = measurement(context)
        let s = context.environment.scale
        return Size(width: ceilToPixel(m.size.width, scale: s), height: ceilToPixel(m.size.height, scale: s))
    }

    override public func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        let m = measurement(context)
        let h = shownText.isEmpty ? 0 : ceilToPixel(m.size.height, scale: context.environment.scale)
        return BaselineOffsets(first: m.firstBaseline - h / 2, last: m.lastBaseline - h / 2)
    }
}

/// UIButton: a title plus content insets.
public final class Button: View {
    public var title: String = ""
    /// The title's font, which is `titleLabel`'s (UIKit code sets `button.titleLabel?.font`).
    public var titleFont: Font {
        get { titleLabelStorage.font }
        set { titleLabelStorage.font = newValue }
    }
    private let titleLabelStorage = Label(font: .system(size: 15))
    /// UIButton.titleLabel: the label whose font the title is measured in. It is not a
    /// subview here: the button measures and draws its title itself.
    public var titleLabel: Label? { titleLabelStorage }
    public var titleColor: Color = Color(red: 0, green: 0.478, blue: 1)
    public var contentEdgeInsets: EdgeInsets = .zero
    let cache = TextMeasureCache()

    public init(identifier: String = "", title: String = "") {
        self.title = title
        super.init(identifier: identifier)
    }

    override public var className: String { "UIButton" }

    var spec: TextSpec { TextSpec(string: title, font: titleFont, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle) }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        measureText(spec, cache, context, maxWidth: nil, category: context.environment.contentSizeCategory)
    }

    override public func intrinsicContentSize(_ context: MeasureContext) -> Size {
        if title.isEmpty {
            let e = contentEdgeInsets
            return Size(width: e.left + e.right, height: e.top + e.bottom)
        }
        return paddedSize(measurement(context), contentEdgeInsets, context, emptyWidth: false)
    }

    override public func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        paddedBaselines(measurement(context), contentEdgeInsets, context)
    }
}

/// UIImageView: intrinsic size is the image's size in points.
public final class ImageView: View {
    /// nil: no image, no intrinsic size.
    public var imageSize: Size?
    public var imageName: String?

    public init(identifier: String = "", imageSize: Size? = nil) {
        self.imageSize = imageSize
        super.init(identifier: identifier)
    }

    override public var className: String { "UIImageView" }

    override public func intrinsicContentSize(_ context: MeasureContext) -> Size {
        imageSize ?? Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
    }
}

/// UITextField: sized by its text, or by its placeholder while empty, plus padding insets.
public final class TextField: View {
    /// UITextField.text; nil and "" both show the placeholder.
    public var text: String?
    public var placeholder: String?
    public var font: Font = .system(size: 17)
    public var textAlignment: TextAlignment = .natural
    /// Padding around the text (a bordered style adds some; none by default).
    public var contentInsets: EdgeInsets = .zero
    let cache = TextMeasureCache()

    public init(identifier: String = "", placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(identifier: identifier)
    }

    override public var className: String { "UITextField" }

    var shownText: String {
        if let text, !text.isEmpty { return text }
        return placeholder ?? ""
    }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        let spec = TextSpec(string: shownText.isEmpty ? " " : shownText, font: font, numberOfLines: 1, lineBreakMode: .byClipping)
        return measureText(spec, cache, context, maxWidth: nil, category: context.environment.contentSizeCategory)
    }

    override public func intrinsicContentSize(_ context: MeasureContext) -> Size {
        paddedSize(measurement(context), contentInsets, context, emptyWidth: shownText.isEmpty)
    }

    override public func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        paddedBaselines(measurement(context), contentInsets, context)
    }
}

/// UISwitch: a fixed 51 × 31 frame that hugs at 750 on both axes (facts §1.4), whose alignment
/// rectangle leaves out its frame's last 2 points on the right. Xcode's stored frames show it:
/// a switch 16 from a 320-wide cell's trailing edge is stored at x 255 (320 − 16 − 49), 51
/// wide, and a 292-wide stack holds 235 + 8 + 49.
public final class Switch: View {
    public var isOn = false

    override public init(identifier: String = "", frame: Rect = .zero) {
        super.init(identifier: identifier, frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    }

    override public var className: String { "UISwitch" }

    /// The alignment rectangle's size: the 51 × 31 frame less the right inset.
    override public func intrinsicContentSize(_ context: MeasureContext) -> Size { Size(width: 49, height: 31) }
}
