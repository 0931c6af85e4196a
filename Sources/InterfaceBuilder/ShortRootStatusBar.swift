// Whether an old Xcode canvas drew the status bar over a top-level view that is not the screen's
// size (xib-format §11; docs/ib-round-statusbar10.md).
import DeviceCatalog

extension ViewTreeBuilder {
    /// Xcode 9 to 10.1 (builds 13153 up to 14868) drew the status bar over a 4.7-inch phone's
    /// (retina4_7's) top-level view that is not the screen's size by the view's stored height
    /// alone: a view 480 points tall or taller has it, a shorter one has none, whether it is a
    /// freeform controller's root, an embedded (container) controller's root, a popover's content,
    /// a xib's File's Owner `view`, a free view or a collection cell. Evidence, every such view on
    /// retina4_7 of those builds in the mirrors' histories with a subview pinned to its top layout
    /// guide or safe area (`scripts/ib-statusbar10-evidence.tsv`, docs/ib-round-statusbar10.md):
    /// below 480 none stores the status bar (424 views 20–466 tall in 21 repositories: appcenter's,
    /// twilio's, kiwix's and Provenance's extension roots, Rocket.Chat's popovers, free views and
    /// collection cell, the embedded roots of SkyFloatingLabelTextField, Instructions, WSDOT and
    /// woocommerce, free views of SwiftEntryKit, habitica, vlc-ios, raivo-otp, Blockstream green,
    /// …); from 480 every one does (225 views 480–1120 tall in 12 repositories: File's Owner views
    /// of threema, woocommerce and pocket-casts, Rocket.Chat's free views, the embedded roots of
    /// XLPagerTabStrip, habitica and WSDOT, freeform roots of HackingWithSwift,
    /// SkyFloatingLabelTextField, FloatingPanel, eidolon and WordPressAuthenticator) but DropDown's
    /// navigation root, whose 0 is below its inferred bar, and WordPressAuthenticator's at 14854, an
    /// Xcode 10.2 beta. Xcode 8 disagrees with itself (Hero's 440-point roots have the status bar,
    /// XLPagerTabStrip's 497- and 554-point embedded roots both have and lack it), so the rule starts
    /// with Xcode 9; Xcode 10.2 draws no status bar on these phones at all (`InterfaceBuilderDevices`).
    /// No other phone and no iPad has such a view in the histories: they keep the screen-sized rule.
    /// A canvas fact: a device given on the command line keeps its status bar. nil where the rule
    /// does not apply.
    func xcode9To10_1StatusBarOnAShortRoot(fullScreen: Bool, storedHeight: Double) -> Bool? {
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)
        let screen = documentDevice.size(.portrait)
        guard options.device == nil, (13153..<14868).contains(build), !fullScreen,
              documentOrientation == .portrait, screen.width == 375, screen.height == 667 else { return nil }
        return storedHeight >= 480
    }
}
