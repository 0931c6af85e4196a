// Layout margins, safe area, readable content guide and layout direction (facts §5, §6).
import Testing
@testable import AutoLayout

/// A container at (10, 10, 200, 100) in the root, and a child pinned to a guide of the container.
struct GuideFixture {
    let root = View(identifier: "root")
    let container: View
    let child: View
    init(frame: Rect = rect(10, 10, 200, 100), guide: (View) -> LayoutGuide) {
        container = box("container", in: root)
        child = box("child", in: container)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.minX),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY),
            container.widthAnchor.constraint(equalToConstant: frame.width),
            container.heightAnchor.constraint(equalToConstant: frame.height),
        ])
        let g = guide(container)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: g.leadingAnchor), child.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            child.topAnchor.constraint(equalTo: g.topAnchor), child.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
    }
}

@Suite struct MarginsSafeAreaTests {
    /// An ordinary view's margins are 8 on every side: (8, 8, 200 − 16, 100 − 16).
    @Test func defaultMarginsAreEight() throws {
        let f = GuideFixture { $0.layoutMarginsGuide }
        let r = try lay(f.root, Devices.plain(400, 300))
        #expect(r.frame("child") == rect(8, 8, 184, 84))
        #expect(f.container.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// Directional margins follow the direction: leading 10, trailing 30 → x 10 left to right, x 30 right to
    /// left; absolute `layoutMargins` never flip.
    @Test func directionalMarginsFlipAbsoluteOnesDoNot() throws {
        let f = GuideFixture { $0.layoutMarginsGuide }
        f.container.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        #expect(try lay(f.root, Devices.plain(400, 300)).frame("child") == rect(10, 1, 160, 97))
        #expect(try lay(f.root, Devices.plain(400, 300, rtl: true)).frame("child") == rect(30, 1, 160, 97))
        f.container.layoutMargins = EdgeInsets(top: 1, left: 10, bottom: 2, right: 30)
        #expect(try lay(f.root, Devices.plain(400, 300, rtl: true)).frame("child") == rect(10, 1, 160, 97))
    }

    /// The root view's margins: the system minimum, 16 leading/trailing in compact width, 20 in regular,
    /// 0 top and bottom; custom margins below the minimum are raised unless the view opts out.
    @Test func rootSystemMinimumMarginsBySizeClass() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(try lay(root, Devices.plain(400, 300)).frame("a") == rect(16, 0, 368, 10))
        var regular = Devices.plain(400, 300)
        regular.horizontalSizeClass = .regular
        #expect(try lay(root, regular).frame("a") == rect(20, 0, 360, 10))
        root.layoutMargins = EdgeInsets(top: 5, left: 4, bottom: 0, right: 30)
        #expect(try lay(root, Devices.plain(400, 300)).frame("a") == rect(16, 5, 354, 10))
        root.viewRespectsSystemMinimumLayoutMargins = false
        #expect(try lay(root, Devices.plain(400, 300)).frame("a") == rect(4, 5, 366, 10))
    }

    /// A bar across the top of an iPhone 15 Pro (393 × 852, safe area 59/34): its safe area starts 59 down,
    /// its margins guide 59 + 8 = 67 down (margins measured from the safe area), or 8 without that.
    /// In landscape (safe area L59 R59 B21) the bar's safe area is inset 59 at both sides.
    @Test func safeAreaFlowsToSubviewsByOverlap() throws {
        let safe = GuideFixture(frame: rect(0, 0, 393, 100)) { $0.safeAreaLayoutGuide }
        #expect(try lay(safe.root, Devices.pro15()).frame("child") == rect(0, 59, 393, 41))
        let landscape = GuideFixture(frame: rect(0, 0, 852, 100)) { $0.safeAreaLayoutGuide }
        #expect(try lay(landscape.root, Devices.pro15(landscape: true)).frame("child") == rect(59, 0, 734, 100))
        let margins = GuideFixture(frame: rect(0, 0, 393, 100)) { $0.layoutMarginsGuide }
        #expect(try lay(margins.root, Devices.pro15()).frame("child") == rect(8, 67, 377, 25))
        margins.container.insetsLayoutMarginsFromSafeArea = false
        #expect(try lay(margins.root, Devices.pro15()).frame("child") == rect(8, 8, 377, 84))
        // A view away from the unsafe edges has no safe-area insets.
        let inner = GuideFixture(frame: rect(0, 200, 393, 100)) { $0.safeAreaLayoutGuide }
        #expect(try lay(inner.root, Devices.pro15()).frame("child") == rect(0, 0, 393, 100))
    }

    /// keyboardLayoutGuide with the keyboard hidden (UIKeyboardLayoutGuide.usesBottomSafeArea, true by
    /// default since iOS 17: the guide's top is the safe area's bottom). A 44-pt field pinned 8 above the
    /// guide on an iPhone 15 Pro (852 tall, safe-area bottom 34): guide top 852 − 34 = 818, field
    /// y = 818 − 8 − 44 = 766. Landscape (393 tall, bottom 21): 393 − 21 − 8 − 44 = 320. Without the safe
    /// area the guide starts at the bottom edge: 852 − 8 − 44 = 800.
    @Test func keyboardGuideSitsOnTheSafeAreaBottomWhileHidden() throws {
        let root = View(identifier: "root")
        let field = box("field", in: root)
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.keyboardLayoutGuide.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: root.keyboardLayoutGuide.trailingAnchor, constant: -16),
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(try lay(root, Devices.pro15()).frame("field") == rect(16, 766, 361, 44))
        #expect(try lay(root, Devices.pro15(landscape: true)).frame("field") == rect(16, 320, 820, 44))
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        #expect(try lay(root, Devices.pro15()).frame("field") == rect(16, 800, 361, 44))
    }

    /// preservesSuperviewLayoutMargins: the container (200 × 100) has 30-pt margins; a child filling it has
    /// its own 8-pt margins, so `inner` (pinned to the child's margins) is (8, 8, 184, 84) — until the child
    /// preserves its superview's margins, which overlap it by 30 on every side: (30, 30, 140, 40).
    @Test func preservesSuperviewLayoutMargins() throws {
        let f = GuideFixture { $0.safeAreaLayoutGuide }
        f.container.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let inner = box("inner", in: f.child)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: f.child.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: f.child.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: f.child.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: f.child.layoutMarginsGuide.bottomAnchor),
        ])
        #expect(try lay(f.root, Devices.plain(400, 300)).frame("inner") == rect(8, 8, 184, 84))
        f.child.preservesSuperviewLayoutMargins = true
        #expect(try lay(f.root, Devices.plain(400, 300)).frame("inner") == rect(30, 30, 140, 40))
    }

    /// The readable guide on a 1024-wide regular-width window: margins 20, readable width 672 (Large),
    /// centred: 20 + (984 − 672)/2 = 176 from each side, as measured on an iPad Air 2 in landscape.
    /// On a phone the margins box is narrower than 672, so the readable guide equals it.
    @Test func readableContentGuide() throws {
        let root = View(identifier: "root")
        let text = box("text", in: root)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor), text.heightAnchor.constraint(equalToConstant: 10),
        ])
        var pad = Devices.plain(1024, 768)
        pad.horizontalSizeClass = .regular
        #expect(try lay(root, pad).frame("text") == rect(176, 0, 672, 10))
        #expect(try lay(root, Devices.se()).frame("text") == rect(16, 0, 343, 10))
        #expect(readableContentWidth(.large) == 672)
    }

    /// A view's semantic attribute decides how its contents are laid out: in an Arabic layout a playback
    /// container (pinned to the root's leading, the right edge: x = 200) lays its child out left to right
    /// (x 10), while an ordinary container puts it at 200 − 10 − 50 = 140. forceRightToLeft flips in English.
    @Test(arguments: [(SemanticContentAttribute.unspecified, true, 140.0), (.playback, true, 10), (.spatial, true, 10),
                      (.forceLeftToRight, true, 10), (.forceRightToLeft, false, 140), (.unspecified, false, 10)])
    func semanticContentAttribute(attribute: SemanticContentAttribute, rtl: Bool, childX: Double) throws {
        let root = View(identifier: "root")
        let container = box("container", in: root)
        let child = box("child", in: container)
        container.semanticContentAttribute = attribute
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10), child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
        ])
        let r = try lay(root, Devices.plain(400, 100, rtl: rtl))
        #expect(r.frame("container") == rect(rtl ? 200 : 0, 0, 200, 50))
        #expect(r.frame("child") == rect(childX, 0, 50, 50))
        #expect(r.view("container")?.layoutDirection == container.effectiveLayoutDirection(in: Devices.plain(400, 100, rtl: rtl)))
    }
}
