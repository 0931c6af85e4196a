// IB controls → AutoLayout views with UIKit's intrinsic metrics by style (buttons, text fields,
// and the fixed-size controls of `SystemControl`).
import AutoLayout
import Foundation
import DeviceCatalog

/// UIButton with an image: the image beside the title, plus content insets, rounded as its
/// sizing says (`ButtonSizing`).
public final class DocumentButton: View {
    public var title: String
    public var titleFont: Font
    public var imageSize: Size?
    /// With `.configuration` sizing, the configuration's content insets instead.
    public var contentEdgeInsets: EdgeInsets
    public var sizing: ButtonSizing

    init(identifier: String, title: String, font: Font, imageSize: Size?, contentInsets: EdgeInsets, sizing: ButtonSizing) {
        self.title = title
        titleFont = font
        self.imageSize = imageSize
        contentEdgeInsets = contentInsets
        self.sizing = sizing
        super.init(frame: .zero)
        self.identifier = identifier
    }

    /// Made from Interface Builder documents only, never from an archive.
    public required init?(coder: NSCoder) { return nil }

    override public var className: String { "UIButton" }

    var insets: EdgeInsets {
        sizing == .configuration ? ButtonSizing.configurationInsets : ButtonSizing.legacyInsets(contentEdgeInsets, titled: !title.isEmpty)
    }

    func titleMeasurement(_ context: MeasureContext) -> TextMeasurement? {
        guard !title.isEmpty else { return nil }
        let env = context.environment
        return context.measurer.measure(TextMeasureRequest(
            string: title, font: titleFont, contentSizeCategory: env.contentSizeCategory, maxWidth: nil,
            numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, localeIdentifier: env.localeIdentifier))
    }

    override public func intrinsicContentSize(_ context: MeasureContext) -> Size {
        // The title and the image side by side, centred on one another, as `Button` lays them out.
        let content = buttonContentSize(title: titleMeasurement(context)?.size, image: imageSize)
        return buttonSize(content: content, sizing: sizing, insets: insets, scale: context.environment.scale)
    }

    override public func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? {
        guard let m = titleMeasurement(context) else { return nil }
        let shift = (insets.top - insets.bottom) / 2
        return BaselineOffsets(first: shift + m.firstBaseline - m.size.height / 2,
                               last: shift + m.lastBaseline - m.size.height / 2)
    }
}

extension ViewTreeBuilder {
    /// The iOS release whose controls the document's Xcode drew.
    var release: IOSRelease {
        IOSRelease.of(interfaceBuilderBuild: DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion))
    }

    /// The title font a button shows without a font description: UIButton's 15-point system
    /// font, or a configuration's body style (17 points: configured "Button"s are stored
    /// 34.333 tall on @3x and 34.5 on @2x, 20.3 + 2 × 7).
    static func defaultTitleFont(_ ib: IBView) -> IBFont {
        ib.button?.configurationStyle != nil ? .textStyle("UICTFontTextStyleBody") : .system(size: 15, weight: "regular")
    }

    /// A titled button without an image is AutoLayout's `Button`; a button with an image is a
    /// `DocumentButton` that adds the image's size from the document's resources. A configured
    /// button (`<buttonConfiguration>`, iOS 15) takes the configuration's insets; `titleEdgeInsets`
    /// move the title's baselines without resizing the button, as UIButton documents.
    mutating func makeButton(_ ib: IBView) -> View {
        let title = ib.button?.title ?? ""
        let font = font(ib.text?.font ?? Self.defaultTitleFont(ib), of: ib)
        let i = ib.button?.contentInsets ?? .zero
        // Zero insets around a title measure as UIKit's padding (`ButtonSizing.legacyInsets`).
        let insets = EdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        let sizing = buttonSizing(ib)
        guard let imageName = ib.button?.image else {
            let button = Button(type: Self.buttonType(ib))
            button.identifier = ib.id
            button.title = title
            button.titleFont = font
            button.contentEdgeInsets = insets
            button.sizing = sizing
            if let t = ib.button?.titleInsets {
                button.titleEdgeInsets = EdgeInsets(top: t.top, left: t.left, bottom: t.bottom, right: t.right)
            }
            return button
        }
        var imageSize: Size?
        if let size = document.displayedImageSize(imageName, symbolScale: ib.button?.symbolScale) {
            imageSize = Size(width: size.width, height: size.height)
        } else {
            notes.append(IBNote(ib.location, "'\(ib.id)': button image '\(imageName)' has no size in <resources>"))
        }
        return DocumentButton(identifier: ib.id, title: title, font: font, imageSize: imageSize, contentInsets: insets, sizing: sizing)
    }

    func buttonSizing(_ ib: IBView) -> ButtonSizing {
        if ib.button?.configurationStyle != nil { return .configuration }
        return Self.buttonType(ib).legacySizing
    }

    /// The document's `buttonType`; a button without one is custom.
    static func buttonType(_ ib: IBView) -> Button.ButtonType {
        switch ib.button?.buttonType {
        case "system"?, "roundedRect"?: return .system
        case "detailDisclosure"?: return .detailDisclosure
        case "infoLight"?: return .infoLight
        case "infoDark"?: return .infoDark
        case "contactAdd"?: return .contactAdd
        case "close"?: return .close
        default: return .custom
        }
    }

    /// The info, add and detail-disclosure buttons are UIKit's glyphs whatever their title:
    /// 22 × 22 before iOS 13 (ChatSecure's detail disclosure and info buttons, GitHawk's info
    /// button). Later glyphs are SF Symbols whose size no stored frame settles (keepassium's is
    /// 25.667, corona-warn-app's are pinned): their stored frame stays their size.
    func systemGlyphButton(_ ib: IBView, stored: Size) -> View? {
        guard ib.button?.isSystemGlyph == true else { return nil }
        if release < IOSRelease(13) { return documentSized(ib, Size(width: 22, height: 22)) }
        return documentSized(ib, stored)
    }

    mutating func makeTextField(_ ib: IBView) -> TextField {
        let field = TextField(identifier: ib.id, placeholder: ib.text?.placeholder ?? "")
        field.text = ib.text?.text ?? ""
        field.font = font(ib.text?.font, of: ib)
        field.textAlignment = Self.alignment(ib.text?.textAlignment)
        switch ib.control.borderStyle {
        case "roundedRect"?: field.borderStyle = .roundedRect
        case "line"?: field.borderStyle = .line
        case "bezel"?: field.borderStyle = .bezel
        default: field.borderStyle = .none
        }
        field.roundedRectMinimumHeight = release >= IOSRelease(13) ? 34 : 30
        // Xcode 9.4 (build 13771) and earlier store borderless fields a point shorter (TextField);
        // the next build seen, 14460 (Xcode 10.1), stores the point.
        field.borderlessExtraHeight = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) < 14000 ? 0 : 1
        return field
    }

    /// A control `SystemControl` sizes, or nil for one whose size its content decides (a date
    /// picker in the compact or inline style).
    mutating func makeSystemControl(_ ib: IBView, stored: Size) -> View? {
        let kind: SystemControlKind
        switch ib.elementName {
        case "activityIndicatorView":
            kind = .activityIndicator(large: ["large", "whiteLarge"].contains(ib.control.style ?? ""))
        case "stepper": kind = .stepper
        case "segmentedControl": kind = .segmentedControl
        case "progressView": kind = .progressView
        case "searchBar": kind = .searchBar
        case "navigationBar":
            kind = .navigationBar(largeTitle: ib.control.prefersLargeTitles, inSheet: placedInPresentedSheet(ib))
        case "toolbar": kind = .toolbar
        case "tabBar": kind = .tabBar
        case "datePicker":
            // A count-down timer is always wheels, and every picker was before iOS 14's compact style.
            let wheels = ib.control.datePickerMode == "countDownTimer" || ib.control.datePickerStyle == "wheels"
                || release < IOSRelease(14)
            guard wheels else { return nil }
            kind = .datePickerWheels
        default:
            return nil
        }
        let control = SystemControl(identifier: ib.id, kind: kind, release: release)
        if kind == .segmentedControl {
            // Segment widths come from their titles, which are not measured here: the stored
            // width stands in for them.
            control.contentWidth = stored.width
        }
        return control
    }
}
