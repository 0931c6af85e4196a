// UIKit controls whose intrinsic size their style and the iOS release fix, not their content.
import Foundation
//
// Every metric is what Xcode stores for such a control when nothing but its intrinsic size
// decides the frame, counted over the IB files of 70 open-source repositories (the 1,089 files
// of 26 repositories mirrored for this work and the 171 of /work/ib-corpus); "n repositories"
// below counts distinct repositories that agree, none disagreeing unless said.

/// The iOS release whose controls a layout follows. Xcode lays out a document with the SDK it
/// ships, so an IB file's `toolsVersion` decides it (`iOSRelease(interfaceBuilderBuild:)`).
public struct IOSRelease: Sendable, Hashable, Comparable {
    public var major: Int

    public init(_ major: Int) { self.major = major }

    /// The newest release the model knows; what a layout without a document uses.
    public static let current = IOSRelease(18)

    /// The SDK of the Xcode whose Interface Builder has this build number (the number in
    /// `toolsVersion`): Xcode 8 and earlier (< 13000) ship iOS 10, Xcode 9–10 (< 15400) iOS 11–12,
    /// Xcode 11 (< 17000) iOS 13, Xcode 12 to 16 iOS 14 or newer, Xcode 26 (24000 and up) iOS 26.
    /// `32700.99.1234`, the constant Xcode 15 and 16 often write instead of their build, is not
    /// Xcode 26: those documents keep the pre-26 controls (openhab's and duckduckgo's switches
    /// are 51 × 31).
    public static func of(interfaceBuilderBuild build: Int) -> IOSRelease {
        switch build {
        case ..<13000: return IOSRelease(10)
        case ..<15400: return IOSRelease(12)
        case ..<17000: return IOSRelease(13)
        case ..<24000: return IOSRelease(14)
        case ..<32700: return IOSRelease(26)
        default: return IOSRelease(14)
        }
    }

    public static func < (a: IOSRelease, b: IOSRelease) -> Bool { a.major < b.major }
}

/// A UIKit control with a fixed intrinsic size.
public enum SystemControlKind: Sendable, Hashable {
    /// UIActivityIndicatorView: `large` for the large styles (`large`, `whiteLarge`).
    case activityIndicator(large: Bool)
    case stepper
    /// UISegmentedControl: a fixed height; its width comes from its segments (`contentWidth`).
    case segmentedControl
    /// UIProgressView: a fixed height, no intrinsic width.
    case progressView
    /// UISearchBar: a fixed height, no intrinsic width.
    case searchBar
    /// UINavigationBar placed as a view: `largeTitle` when it prefers large titles; `inSheet` when
    /// it sits in the root of a controller presented as a phone sheet, where UIKit draws it 56 tall.
    case navigationBar(largeTitle: Bool, inSheet: Bool = false)
    /// UIToolbar placed as a view.
    case toolbar
    /// UITabBar placed as a view.
    case tabBar
    /// UIDatePicker in the wheels style (and every mode before iOS 13.4's compact style).
    case datePickerWheels
}

/// A UIKit control sized by `SystemControlKind` and the release (see each metric's evidence).
public final class SystemControl: View {
    public let kind: SystemControlKind
    public let release: IOSRelease
    /// The content's width along a segmented control (its segments); `noIntrinsicMetric` otherwise.
    public var contentWidth: Double = noIntrinsicMetric

    public init(identifier: String = "", kind: SystemControlKind, release: IOSRelease = .current) {
        self.kind = kind
        self.release = release
        super.init(frame: .zero)
        self.identifier = identifier
        if kind == .segmentedControl { alignmentRectInsets = Self.segmentedControlAlignmentInsets }
    }

    /// Not made from archives: a system control needs its kind, which only the other initialiser takes.
    public required init?(coder: NSCoder) { return nil }

    override public var className: String {
        switch kind {
        case .activityIndicator: return "UIActivityIndicatorView"
        case .stepper: return "UIStepper"
        case .segmentedControl: return "UISegmentedControl"
        case .progressView: return "UIProgressView"
        case .searchBar: return "UISearchBar"
        case .navigationBar: return "UINavigationBar"
        case .toolbar: return "UIToolbar"
        case .tabBar: return "UITabBar"
        case .datePickerWheels: return "UIDatePicker"
        }
    }

    /// The alignment rectangle's size.
    override public func intrinsicContentSize(_ context: MeasureContext) -> Size {
        Self.intrinsicSize(kind, release: release, contentWidth: contentWidth)
    }

    /// A segmented control's frame reaches 1 point below its alignment rectangle, as a slider's
    /// does: one pinned with a height constraint of 31 is stored 32 tall.
    public static let segmentedControlAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// Room a segment gives its title beyond the title's width, on both sides together. Not
    /// measured (Interface Builder's stored widths stand in for the titles in imported files):
    /// an assumption of this model (facts §15).
    public static let segmentPadding: Double = 24

    /// UISlider's frame reaches past its alignment rectangle 2 points on each side and 1 below:
    /// pinned to a margin at 20 it is stored at x 18, 4 points wider than the span, and a cell's
    /// constraints leaving it 30.5 tall store it 31.5. iOS 26's slider (Xcode 26 documents) has
    /// no such insets: its frame is its alignment rectangle (xib-format §7).
    public static func sliderAlignmentInsets(release: IOSRelease) -> EdgeInsets {
        release >= IOSRelease(26) ? .zero : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    }

    /// UISlider's intrinsic (alignment) size: no width, 30 tall, so its frame is 31 tall: free
    /// sliders are stored 31 tall in 8 repositories (SideMenu ×6, openhab ×2, Rocket.Chat,
    /// nextcloud talk, pocket-casts, simplenote, SwiftMessages, element-ios); the iOS 26 slider is
    /// not measured and keeps the same height.
    public static func sliderIntrinsicSize(release: IOSRelease) -> Size {
        Size(width: noIntrinsicMetric, height: 30)
    }

    /// UIPageControl's size for `pages` pages: 7-point dots 9 points apart, 37 tall, so 16 × pages
    /// − 9 wide (Rocket.Chat's 3-page control is stored 39 wide). The iOS 14 redesign's size is
    /// not measured (facts §15).
    public static func pageControlSize(pages: Int) -> Size {
        Size(width: pages > 0 ? 16 * Double(pages) - 9 : 0, height: 37)
    }

    /// The metrics, by kind and release.
    public static func intrinsicSize(_ kind: SystemControlKind, release: IOSRelease, contentWidth: Double = noIntrinsicMetric) -> Size {
        let modern = release >= IOSRelease(13)
        switch kind {
        case .activityIndicator(let large):
            // 20 × 20 (medium, gray, white) in 10 repositories; 37 × 37 (large, whiteLarge) in 6.
            let side = large ? 37.0 : 20
            return Size(width: side, height: side)
        case .stepper:
            // 94 × 32 since Xcode 11 (SkeletonView, IQKeyboardManager ×2 files); 94 × 29 before
            // (blink's settings, saved long ago and never laid out again).
            return Size(width: 94, height: modern ? 32 : 29)
        case .segmentedControl:
            // Frames 32 tall since Xcode 11: 17 of 25 stored frames, in 8 repositories
            // (openfoodfacts, element-ios, SwiftMessages, ProtonVPN, SkeletonView, RxSwift, OsmAnd,
            // blink), pinned by height constraints of 31 where pinned; 29 before (28 inside the
            // 1-point bottom inset; blink's stale settings and older samples).
            return Size(width: contentWidth, height: modern ? 31 : 28)
        case .progressView:
            // 4 tall since iOS 14 (element-ios, ish, Loop, habitica, tinode, keepassium); 2
            // before (Rocket.Chat, duckduckgo).
            return Size(width: noIntrinsicMetric, height: release >= IOSRelease(14) ? 4 : 2)
        case .searchBar:
            // 64 on Xcode 26 (iOS 26), default and minimal styles alike. THIN: two repositories,
            // none against: GoMap's MainStoryboard (default style, every version of builds
            // 24127–24765, 17 blobs) and IQKeyboardManager's SpecialCase (minimal, 24127), each
            // unconstrained in height; every other Xcode 26 search bar of the mirrors' histories
            // is pinned (LNPopupController, 65 by a height constraint or 66 between top and bottom
            // pins) or a table header that keeps its stored frame. The two Xcode 26 beta versions
            // of GoMap's file (24093.7) store 60 and are not modelled. Build 23727 still stores 56
            // (threema, GoMap, two SeSAC repositories), as does `32700.99.1234` (GoMap, threema,
            // IQKeyboardManager, a SeSAC repository): docs/ib-round-ios26.md.
            if release >= IOSRelease(26) { return Size(width: noIntrinsicMetric, height: 64) }
            // 56 since iOS 11 in 4 repositories (openfoodfacts ×3, Rocket.Chat, AdGuard,
            // woocommerce ×2, minimal style too); 44 before (RxSwift, DZNEmptyDataSet).
            return Size(width: noIntrinsicMetric, height: release >= IOSRelease(11) ? 56 : 44)
        case .navigationBar(let largeTitle, let inSheet):
            // 44 in 26 repositories; all 14 bars stored 96 tall prefer large titles (6
            // repositories: Rocket.Chat, Loop, Hackers, ResearchKit, IQKeyboardManager, tinode).
            if largeTitle && release >= IOSRelease(11) { return Size(width: noIntrinsicMetric, height: 96) }
            // In a phone sheet (iOS 13 to 18) a bar at the sheet's top is 56 tall, as a presented
            // navigation controller's own bar is: WSDOT, GoMap and Simple-Login store their placed
            // bars (0, 56) in presented sheet roots (docs/ib-round-insets.md).
            return Size(width: noIntrinsicMetric, height: inSheet && release >= IOSRelease(13) && release < IOSRelease(26) ? 56 : 44)
        case .toolbar:
            // 44 in 6 repositories (duckduckgo has one 49 on a notched phone, element-ios one 52).
            return Size(width: noIntrinsicMetric, height: 44)
        case .tabBar:
            // 49 in 15 repositories.
            return Size(width: noIntrinsicMetric, height: 49)
        case .datePickerWheels:
            // The wheels are 216 tall (keepassium, corona-warn-app ×2); their width follows constraints.
            return Size(width: noIntrinsicMetric, height: 216)
        }
    }
}

/// UIKit's bar heights, shared by the importer's inferred container bars (`ContainerBars`) and the
/// navigation and tab bar controllers of UIKitCompat.
public enum BarMetrics {
    /// The standard navigation bar: 44 on a phone in regular height (54 from iOS 26), 32 on a
    /// phone in compact height, 50 on an iPad (iOS 12 and later; zotero's iPad storyboard stores
    /// its root 1180 − 24 − 50 tall) (xib-format §11).
    public static func navigationBarHeight(pad: Bool, compactHeight: Bool, release: IOSRelease = .current) -> Double {
        if pad { return 50 }
        if compactHeight { return 32 }
        return release >= IOSRelease(26) ? 54 : 44
    }

    /// What a large title adds below the standard bar where the height is regular: 52 (a bar that
    /// prefers large titles is stored 96 tall, 14 bars in 6 repositories; `SystemControl`).
    public static let largeTitleExtra: Double = 52

    /// A navigation controller's toolbar: 44 on a phone, 49 on a home-indicator phone where the
    /// height is regular (siskin-im stores its toolbars 49 tall at y 813 on retina6_1; AdGuard's and
    /// DuckDuckGo's roots above a simulated toolbar end 34 + 49 above the bottom), 32 in compact
    /// height, 50 on an iPad (xib-format §11).
    public static func toolbarHeight(pad: Bool, compactHeight: Bool, homeIndicator: Bool) -> Double {
        if pad { return 50 }
        if compactHeight { return 32 }
        return homeIndicator ? 49 : 44
    }

    /// The tab bar above the bottom safe area: 49 on a phone (15 repositories), 32 in compact
    /// height, 50 on an iPad; on a home-indicator phone it reaches on down under the indicator
    /// (49 + 34 = 83 tall).
    public static func tabBarHeight(pad: Bool, compactHeight: Bool) -> Double {
        if pad { return 50 }
        return compactHeight ? 32 : 49
    }

    /// Whether an environment is an iPad's full screen (regular in both size classes, which no
    /// iPhone is, facts §10).
    public static func isPad(_ environment: Environment) -> Bool {
        environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
    }
}
