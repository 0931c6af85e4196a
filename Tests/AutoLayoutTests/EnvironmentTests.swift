// The environment: rotation and device changes re-solve in place; frames snap to the pixel grid in
// window coordinates (facts §8).
import Testing
import Foundation
@testable import AutoLayout

@Suite struct EnvironmentTests {
    /// Rounding to the nearest 1/scale, ties away from zero, after removing float noise.
    @Test func pixelRounding() {
        #expect(roundToPixel(35.7, scale: 2) == 35.5)
        #expect(roundToPixel(10.25, scale: 2) == 10.5)
        #expect(roundToPixel(10.2, scale: 2) == 10)
        #expect(roundToPixel(173.5, scale: 3) == 521.0 / 3)
        #expect(roundToPixel(0.1 + 0.2, scale: 1) == 0)
        #expect(roundToPixel(20.499999999999, scale: 2) == 20.5)
    }

    /// Edges are snapped in window space, so a child's local frame can change by a pixel with its parent's
    /// position. Parent at 0.3 (→ 0.5 on @2x); child 10.3 further (window 10.6 → 10.5): local x 10, and its
    /// width (10.6…30.9 → 10.5…31) is 20.5 where it was 20.3.
    @Test func edgesSnapInWindowCoordinates() throws {
        let root = View(identifier: "root")
        let parent = box("parent", in: root), child = box("child", in: parent)
        LayoutConstraint.activate([
            parent.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 0.3), parent.topAnchor.constraint(equalTo: root.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 50), parent.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10.3), child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20.3), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(100, 100))
        #expect(r.windowFrame("parent") == rect(0.5, 0, 50, 10))
        #expect(r.windowFrame("child") == rect(10.5, 0, 20.5, 10))
        #expect(r.frame("child") == rect(10, 0, 20.5, 10))
    }

    /// Three equal views across 100 pt @3x: edges at 33⅓ and 66⅔ are on the grid.
    @Test func thirdsOnThreeXScreens() throws {
        let root = View(identifier: "root")
        let stack = StackView(identifier: "stack", arrangedSubviews: [View(identifier: "a"), View(identifier: "b"), View(identifier: "c")])
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.rightAnchor.constraint(equalTo: root.rightAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor), stack.heightAnchor.constraint(equalToConstant: 10)])
        let r = try lay(root, Devices.plain(100, 100, scale: 3))
        #expect(close(r.frame("b"), rect(100.0 / 3, 0, 100.0 / 3, 10)))
        #expect(close(r.frame("c"), rect(200.0 / 3, 0, 100.0 / 3, 10)))
    }

    /// Rotating an SE (375 × 667 → 667 × 375) changes only constants: no row is re-created. A view pinned
    /// 20 from both sides and 10 above the bottom: (20, 627, 335, 30) then (20, 335, 627, 30).
    @Test func rotationChangesConstantsInPlace() throws {
        let root = View(identifier: "root")
        let bar = box("bar", in: root)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -10), bar.heightAnchor.constraint(equalToConstant: 30),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("bar") == rect(20, 627, 335, 30))
        let serials = engine.serialCounter
        let landscape = try engine.update(environment: Devices.se(landscape: true))
        #expect(landscape.frame("bar") == rect(20, 335, 627, 30))
        #expect(engine.serialCounter == serials)
        // Another device on the same engine: iPhone 15 Pro portrait, safe bottom 34: y = 852 − 34 − 10 − 30.
        #expect(try engine.update(environment: Devices.pro15()).frame("bar") == rect(20, 778, 353, 30))
        // Switching to Arabic re-creates only the rows whose leading/trailing now read the other way.
        let arabic = try engine.update(environment: Devices.pro15(rtl: true))
        #expect(arabic.frame("bar") == rect(20, 778, 353, 30))
        #expect(arabic.environment.layoutDirection == .rightToLeft)
    }
}

@Suite struct ResultCodingTests {
    /// Results round-trip through JSON (the harness stores them), diagnostics included.
    @Test func resultsAreCodable() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
        let r = try lay(root, Devices.se())
        let data = try JSONEncoder().encode(r)
        let back = try JSONDecoder().decode(LayoutResult.self, from: data)
        #expect(back == r)
        #expect(back.diagnostics.count == 1)
    }
}
