// UIButton's legacy metrics (a button without a configuration), defined once for buttons made
// in code (UIKitCompat's UIButton), screens' `button:` views and the Interface Builder importer,
// so the three measure alike.

extension Button {
    /// UIButton.ButtonType. Layout depends on it through `legacySizing` only: the system
    /// type's minimum width.
    public enum ButtonType: Sendable, Hashable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close

        /// The pre-iOS 7 name of `.system`, which Interface Builder files still write.
        public static let roundedRect = ButtonType.system

        /// How a button of this type sizes itself without a configuration. The system type keeps
        /// short titles at least 30 wide: "OK" and "yes" are stored 30 wide in 3 repositories'
        /// IB files. No stored frame shows a minimum for the custom type.
        public var legacySizing: ButtonSizing { .legacy(minimumWidth: self == .system ? 30 : 0) }
    }
}

extension ButtonSizing {
    /// What UIKit puts around a title when `contentEdgeInsets` are zero: 6 points above and
    /// below. IB's default 15-point "Button" is 30 tall around its 18-point line; a 17-point
    /// title is 33 (21 + 12) in the custom type too (woocommerce-ios's ULErrorViewController.xib
    /// stores its two custom-type semibold buttons 33 tall in a stack that leaves their height to
    /// them), and at run time (a Stack Overflow answer, "UIButton not render exactly as XIB's
    /// contentVerticalAlignment value", id 70778238, measures 18-point titles in the view
    /// debugger: label 21, button 33, whatever the content alignment).
    public static let legacyTitlePadding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// The insets a button without a configuration measures its content in: `contentEdgeInsets`,
    /// or `legacyTitlePadding` when they are zero and the button shows a title. Any non-zero
    /// inset replaces the padding (UIKit code sets 0.01 above and below to remove it), and an
    /// image alone is not padded.
    public static func legacyInsets(_ contentEdgeInsets: EdgeInsets, titled: Bool) -> EdgeInsets {
        guard titled, contentEdgeInsets == .zero else { return contentEdgeInsets }
        return legacyTitlePadding
    }
}
