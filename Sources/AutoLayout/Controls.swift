// Views with intrinsic content: label, button, image view, text field, switch.
import Foundation

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
open class Label: View {
    /// UILabel.text; nil and "" both show nothing.
    open var text: String?
    open var font: Font = .system(size: 17)
    open var textColor: Color = .black
    /// 0 means as many lines as needed.
    open var numberOfLines = 1
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    open var textAlignment: TextAlignment = .natural
    /// The wrapping width for the intrinsic size; 0 means automatic (the width layout gives).
    public var preferredMaxLayoutWidth: Double = 0
    public var adjustsFontForContentSizeCategory = false
    let cache = TextMeasureCache()
    var launchCategory: ContentSizeCategory?

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
    var spec: TextSpec { TextSpec(string: shownText, font: font, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode) }

    /// A Dynamic Type font follows the category only if the label adjusts; otherwise it keeps the first one seen.
    func category(_ env: Environment) -> ContentSizeCategory {
        if adjustsFontForContentSizeCategory || font.textStyle == nil { return env.contentSizeCategory }
        if let c = launchCategory { return c }
        launchCategory = env.contentSizeCategory
        return env.contentSizeCategory
    }

    var wrapsAtResolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    override open var intrinsicHeightDependsOnWidth: Bool { wrapsAtResolvedWidth }

    func wrapWidth(_ context: MeasureContext) -> Double? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return context.resolvedWidth
    }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        measureText(spec, cache, context, maxWidth: wrapWidth(context), category: category(context.environment))
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
    /// 33 tall (21 + 2 × 6) on @2x devices in 5 repositories, not 32.5. `minimumWidth` is 30
    /// for the system types, whose short titles ("OK", "yes") are stored 30 wide in 3 repositories.
    case legacy(minimumWidth: Double)
    /// `UIButton.Configuration` (plain, gray, tinted, filled) at the default medium size:
    /// content insets 7 above and below, 12 on each side, sizes rounded to pixels. IB's stored
    /// frames show it: "Button" in 17-point body text is 75 × 34.5 on @2x (woocommerce-ios),
    /// "Tap Me" 79.667 × 34.333 on @3x (Kingfisher), an image-only button 34 tall.
    case configuration

    /// The insets a configuration adds around its content.
    public static let configurationInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
}

/// UIButton: a title plus content insets.
open class Button: Control {
    open var title: String = ""
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
    /// With `.configuration` sizing, the configuration's content insets instead.
    public var contentEdgeInsets: EdgeInsets = .zero
    /// Moves the title inside the button, not its size (UIButton's documentation: "The button
    /// does not use this property to determine intrinsicContentSize"); its baselines move along.
    public var titleEdgeInsets: EdgeInsets = .zero
    public var sizing: ButtonSizing = .legacy(minimumWidth: 0)
    let cache = TextMeasureCache()

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

    override open var className: String { "UIButton" }

    var spec: TextSpec { TextSpec(string: title, font: titleFont, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle) }

    func measurement(_ context: MeasureContext) -> TextMeasurement {
        measureText(spec, cache, context, maxWidth: nil, category: context.environment.contentSizeCategory)
    }

    /// The insets around the title: the configuration's, or `contentEdgeInsets`.
    public var effectiveInsets: EdgeInsets { sizing == .configuration ? ButtonSizing.configurationInsets : contentEdgeInsets }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        let content = title.isEmpty ? nil : measurement(context).size
        return buttonSize(content: content, sizing: sizing, insets: effectiveInsets, scale: context.environment.scale)
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

/// UIImageView: intrinsic size is the image's size in points.
open class ImageView: View {
    /// nil: no image, no intrinsic size.
    public var imageSize: Size?
    public var imageName: String?

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
        imageSize ?? Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
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
/// - `roundedRect`: text inset 7 points on each side; the line rounded up to whole points plus
///   13, but never lower than `roundedRectMinimumHeight`, 34 since iOS 13 (Xcode 11), 30
///   before. The default 14-point field is stored 34 tall by Xcode 11 to 16 in 7 repositories
///   (IQKeyboardManager ×104, SkeletonView, ProtonVPN, owncloud, element-ios, SwiftMessages,
///   tinode; 16-point and body-style fields too, in keepassium and woocommerce) and 30 by Xcode 7
///   to 10 in 3 (17 + 13: RxSwift ×11, blink, firebase).
///   Taller fonts grow by the line; no stored frame tells that growth apart from the floor.
/// - `line` and `bezel`: no iOS file among the 1,260 searched uses them; sized as `none`.
open class TextField: Control {
    /// UITextField.text; nil and "" both show the placeholder.
    open var text: String?
    open var placeholder: String?
    open var font: Font = .system(size: 17)
    open var textAlignment: TextAlignment = .natural
    public var borderStyle: TextFieldBorderStyle = .none
    /// The least height of a rounded-rect field: 34 since iOS 13, 30 before (see above).
    public var roundedRectMinimumHeight: Double = 34
    /// Padding around the text beyond the border style's own.
    public var contentInsets: EdgeInsets = .zero
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
        let spec = TextSpec(string: shownText.isEmpty ? " " : shownText, font: font, numberOfLines: 1, lineBreakMode: .byClipping)
        return measureText(spec, cache, context, maxWidth: nil, category: context.environment.contentSizeCategory)
    }

    /// The style's padding around a text line of `lineHeight`, before `contentInsets`.
    func styleInsets(lineHeight: Double) -> EdgeInsets {
        let line = lineHeight.rounded(.up)
        switch borderStyle {
        case .none, .line, .bezel:
            return EdgeInsets(top: (line + 1 - lineHeight) / 2, left: 0, bottom: (line + 1 - lineHeight) / 2, right: 0)
        case .roundedRect:
            let height = max(roundedRectMinimumHeight, line + 13)
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
        return Size(width: width + insets.left + insets.right, height: m.size.height + insets.top + insets.bottom)
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
