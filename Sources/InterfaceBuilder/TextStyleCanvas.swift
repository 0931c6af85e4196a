// The sizes Interface Builder's canvas draws text styles at, which are not always UIKit's.
import AutoLayout

/// Xcode 12.5 to 13.4 (documents saved with toolsVersion 18122 to 20037) draw every text style
/// at the extra-small content size category, not the default Large, and store the frames that
/// follow: a one-line Body label is 17 tall (14 pt, line 16.71), not 20.5 (17 pt); Headline 17,
/// Footnote 14.5 (12 pt), Caption 1 13.5 (11 pt); a configured plain button, whose title is
/// Body, 31 tall (17 + 2 × 7), not 34.5. Across the five IB folders, 77 one-line text-style
/// labels of those builds are stored at the extra-small line height and 6 at Large's (all
/// held by constraints), against 2 and 227 for every other build; e.g. battucave/telemed-ios-app
/// iOS/Shared/Views/Main.storyboard (18122), AU-COVIDSafe/mobile-ios CovidSafe/Base.lproj/
/// Main.storyboard (19455), zotero/zotero-ios CollectionCellContentView.xib (19529),
/// tigase/siskin-im Groupchat.storyboard and freeotp/freeotp-ios Main.storyboard (20037).
/// Xcode 12.0 (17701) and 14.0 (21225) store Large's sizes. UIKit at run time uses the
/// category the device has, so only a layout of the canvas (`frames`) takes these sizes
/// (`IBLayoutOptions.textStylesAtCanvasSize`).
enum IBTextStyleCanvas {
    /// The builds whose canvas draws text styles at the extra-small size.
    static let extraSmallBuilds = 18122...20037

    static func drawsExtraSmall(build: Int) -> Bool { extraSmallBuilds.contains(build) }

    /// The style as the canvas draws it: the system font at the style's extra-small size, weight
    /// and leading, fixed (the canvas does not follow a content size category).
    static func font(_ style: TextStyle) -> Font {
        let spec = DynamicType.spec(style, .extraSmall)
        var font = Font.system(size: spec.pointSize, weight: style.weight)
        // Wrapped lines keep the style's leading at that size (`Font.linePitch`).
        font.styleLeading = spec.leading
        return font
    }
}
