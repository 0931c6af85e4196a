// Re-layout on a laid-out tree (rotation, another device, right-to-left) must give exactly what a
// cold layout of the same tree in the new environment gives: every frame, text result and diagnostic.
import Foundation
import Testing
import UIKitCompat
@testable import AutoLayout

/// The seed layouts, each built fresh per call (a cold layout needs its own tree).
private let seedBuilders: [(name: String, build: @Sendable (UIViewController, SeedStrings) throws -> Void)] = [
    ("centredButtons", { try Seeds.centredButtons($0, $1) }),
    ("bottomToolbar", { vc, _ in Seeds.bottomToolbar(vc) }),
    ("bottomToolbarExtended", { vc, _ in Seeds.bottomToolbarExtended(vc) }),
    ("chatInputBar", { try Seeds.chatInputBar($0, $1) }),
    ("tabBar", { Seeds.tabBar($0, $1) }),
    ("labelStack", { _ = Seeds.labelStack($0, $1) }),
    ("form", { Seeds.form($0, $1) }),
    ("topToolbar", { vc, _ in Seeds.topToolbar(vc) }),
    ("topToolbarVFL", { vc, _ in try Seeds.topToolbarVFL(vc) }),
    ("autoresizing", { vc, _ in Seeds.autoresizing(vc) }),
]

/// A list like scripts/bench-layout's, small: rows of an image, a title over a subtitle (wrapping when
/// asked) and a button, in a vertical stack pinned to the root's margins and safe area.
private func listScreen(rows: Int, wrapping: Bool) -> View {
    let root = View(identifier: "root")
    let list = StackView(identifier: "list")
    list.axis = .vertical
    list.spacing = 4
    list.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(list)
    for i in 0..<rows {
        let image = ImageView(identifier: "image\(i)", imageSize: Size(width: 40, height: 40))
        let title = Label(identifier: "title\(i)", text: "Row \(i) title", font: .system(size: 17))
        let subtitle = Label(identifier: "subtitle\(i)", text: "A subtitle that wraps onto a second line \(i)", font: .system(size: 13))
        subtitle.numberOfLines = wrapping ? 0 : 1
        let texts = StackView(identifier: "texts\(i)", arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        texts.spacing = 2
        let button = Button(identifier: "button\(i)", title: "Open")
        button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        image.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = StackView(identifier: "row\(i)", arrangedSubviews: [image, texts, button])
        row.spacing = 8
        row.alignment = .center
        list.addArrangedSubview(row)
    }
    LayoutConstraint.activate([
        list.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    ])
    return root
}

/// A label wrapping at the readable width, a box under it pinned to the safe area's bottom edge.
private func readableScreen() -> View {
    let root = View(identifier: "root")
    let body = Label(identifier: "body", text: String(repeating: "Readable words wrap here. ", count: 12), font: .system(size: 15))
    body.numberOfLines = 0
    body.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(body)
    let footer = box("footer", in: root)
    LayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
        body.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        footer.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        footer.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        footer.heightAnchor.constraint(equalToConstant: 44),
        footer.topAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 8),
    ])
    return root
}

/// What a re-layout must reproduce: frames, text, diagnostics and reported constraints (not the pass count).
func expectSameAsCold(_ relaid: LayoutResult, _ cold: LayoutResult, _ context: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(relaid.views.count == cold.views.count, "\(context): view count", sourceLocation: sourceLocation)
    for (a, b) in zip(relaid.views, cold.views) where a != b {
        #expect(a == b, "\(context): \(a.identifier) re-laid out as \(a.windowFrame), cold \(b.windowFrame)",
                sourceLocation: sourceLocation)
    }
    #expect(relaid.diagnostics == cold.diagnostics, "\(context): diagnostics", sourceLocation: sourceLocation)
    #expect(relaid.brokenConstraints == cold.brokenConstraints, "\(context): broken constraints", sourceLocation: sourceLocation)
    #expect(relaid.absoluteDirectionConstraints == cold.absoluteDirectionConstraints, "\(context): left/right constraints",
            sourceLocation: sourceLocation)
}

private let environments: [(name: String, env: Environment)] = [
    ("SE portrait", Devices.se()), ("SE landscape", Devices.se(landscape: true)),
    ("15 Pro portrait", Devices.pro15()), ("15 Pro landscape", Devices.pro15(landscape: true)),
    ("15 Pro landscape RTL", Devices.pro15(landscape: true, rtl: true)),
]

/// A root that lays its two boxes out one above the other in a regular vertical size class and side by
/// side in a compact one, switching in `traitCollectionDidChange` as an app does; a third box follows the
/// margins and one more the readable width, which a rotation moves with the safe area.
private final class SizeClassRoot: View {
    let a = box("a"), b = box("b"), c = box("c"), d = box("d")
    var stacked: [LayoutConstraint] = []
    var sideBySide: [LayoutConstraint] = []

    init(compact: Bool) {
        super.init(frame: .zero)
        identifier = "root"
        for v in [a, b, c, d] { addSubview(v) }
        let safe = safeAreaLayoutGuide
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: safe.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 100), b.heightAnchor.constraint(equalToConstant: 100),
            b.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -10),
            c.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            c.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor), c.heightAnchor.constraint(equalToConstant: 20),
            d.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            d.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            d.bottomAnchor.constraint(equalTo: c.topAnchor), d.heightAnchor.constraint(equalToConstant: 20),
        ])
        stacked = [
            a.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -10),
            b.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
        ]
        sideBySide = [
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor),
        ]
        LayoutConstraint.activate(compact ? sideBySide : stacked)
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        let compact = traitCollection.verticalSizeClass == .compact
        LayoutConstraint.deactivate(compact ? stacked : sideBySide)
        LayoutConstraint.activate(compact ? sideBySide : stacked)
    }
}

@Suite struct RelayoutTests {
    /// Every seed, English and Arabic, laid out in one environment and then moved through all the
    /// others on the same window (rotations, a device change, a direction change), against a cold
    /// layout of a fresh tree in each.
    @Test(arguments: [false, true]) func seedsRelayOutAsColdLayouts(arabic: Bool) throws {
        let strings = SeedStrings(arabic: arabic)
        for seed in seedBuilders {
            let vc = UIViewController()
            try seed.build(vc, strings)
            let window = try UIWindow(rootViewController: vc, environment: environments[0].env, measurer: FixedMetricsMeasurer())
            window.layoutIfNeeded()
            for (name, env) in environments.dropFirst() + [environments[0]] {
                let relaid = try window.setEnvironment(env)
                let cold = try layoutSeed(env) { try seed.build($0, strings) }
                expectSameAsCold(relaid, cold, "\(seed.name) → \(name)")
            }
        }
    }

    /// The bench's list, single-line and wrapping: rotated back and forth on one engine.
    @Test(arguments: [false, true]) func listRelaysOutAsColdLayout(wrapping: Bool) throws {
        let engine = try LayoutEngine(root: listScreen(rows: 12, wrapping: wrapping), environment: Devices.pro15(),
                                      measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        for (name, env) in [environments[3], environments[2], environments[1], environments[3], environments[4]] {
            let relaid = try engine.update(environment: env)
            let cold = try lay(listScreen(rows: 12, wrapping: wrapping), env)
            expectSameAsCold(relaid, cold, "list → \(name)")
            #expect(relaid.diagnostics.isEmpty, "\(name): \(relaid.diagnosticText)")
        }
    }

    /// Readable width, margins and the safe area's bottom all move with a rotation.
    @Test func readableScreenRelaysOutAsColdLayout() throws {
        let engine = try LayoutEngine(root: readableScreen(), environment: Devices.se(), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        for (name, env) in environments.dropFirst() + [environments[0]] {
            expectSameAsCold(try engine.update(environment: env), try lay(readableScreen(), env), "readable → \(name)")
        }
    }

    /// A wrapping label under the safe area's top, a box under the label, on an SE turned to landscape
    /// and back. Text at 14 pt: 7 pt per character, 16.8 pt per line. The string has 48 characters
    /// (336 pt on one line).
    /// Portrait: width 375 − 20 − 20 = 335 holds 47 characters: "one … nine" (44) then "ten", 2 lines,
    /// 33.6 pt, ceiled to the @2x grid: 34. The label sits at y = 20 (safe area) + 10 = 30; the box at
    /// 30 + 34 + 8 = 72.
    /// Landscape: width 667 − 40 = 627 holds the whole line: 16.8 → 17 pt; no safe area: y = 10; the box
    /// at 10 + 17 + 8 = 35.
    @Test func rotatedWrappingLabelByHand() throws {
        let root = View(identifier: "root")
        let title = Label(identifier: "title", text: "one two three four five six seven eight nine ten", font: .system(size: 14))
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        let below = box("below", in: root)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            below.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            below.widthAnchor.constraint(equalToConstant: 100), below.heightAnchor.constraint(equalToConstant: 30),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        let portrait = engine.layout()
        #expect(portrait.frame("title") == rect(20, 30, 335, 34))
        #expect(portrait.frame("below") == rect(20, 72, 100, 30))
        #expect(portrait.view("title")?.text?.lines == 2)
        let serials = engine.serialCounter
        let landscape = try engine.update(environment: Devices.se(landscape: true))
        #expect(landscape.frame("title") == rect(20, 10, 627, 17))
        #expect(landscape.frame("below") == rect(20, 35, 100, 30))
        #expect(landscape.view("title")?.text?.lines == 1)
        let back = try engine.update(environment: Devices.se())
        #expect(back.frame("title") == rect(20, 30, 335, 34))
        #expect(back.frame("below") == rect(20, 72, 100, 30))
        // Only constants moved: no constraint was made anew.
        #expect(engine.serialCounter == serials)
    }

    /// A rotation that changes the vertical size class swaps constraints (`traitCollectionDidChange`),
    /// and moves the safe area, the margins and the readable width: each re-layout equals a cold one.
    /// By hand on the 15 Pro (393 × 852, safe area 59/34; landscape 852 × 393, safe area L59 R59 B21):
    /// portrait (regular): a = (10, 59 + 10, 393 − 20, 100) = (10, 69, 373, 100), b 10 below it at y = 179.
    /// Landscape (compact): the safe area spans x 59…793 (734 wide); a at 59 + 10 = 69, y = 0 + 10, and
    /// a + 10 + b = 734 − 20 with equal widths: 352 each, b at 69 + 352 + 10 = 431.
    @Test func sizeClassRotationRelaysOutAsColdLayout() throws {
        let root = SizeClassRoot(compact: false)
        let engine = try LayoutEngine(root: root, environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
        let portrait = engine.layout()
        #expect(portrait.frame("a") == rect(10, 69, 373, 100))
        #expect(portrait.frame("b") == rect(10, 179, 373, 100))
        let landscape = try engine.update(environment: Devices.pro15(landscape: true))
        #expect(landscape.frame("a") == rect(69, 10, 352, 100))
        #expect(landscape.frame("b") == rect(431, 10, 352, 100))
        expectSameAsCold(landscape, try lay(SizeClassRoot(compact: true), Devices.pro15(landscape: true)), "size class → landscape")
        for (name, env) in environments + [environments[3], environments[0]] {
            let compact = env.verticalSizeClass == .compact
            expectSameAsCold(try engine.update(environment: env), try lay(SizeClassRoot(compact: compact), env), "size class → \(name)")
        }
        let back = try engine.update(environment: Devices.pro15())
        #expect(back.frame("a") == rect(10, 69, 373, 100))
        #expect(back.frame("b") == rect(10, 179, 373, 100))
    }

    /// Moving a view into its former sibling keeps the tree's order (root, a, b) but not its parents:
    /// the engine keeps last pass's tree lists while the walk meets the same views in the same places,
    /// so the parents must count too. b's frame is autoresizing (10, 20, 50, 30) in its superview.
    @Test func reparentingInTreeOrderRelaysOutAsColdLayout() throws {
        func build(nested: Bool) -> (root: View, a: View, b: View) {
            let root = View(identifier: "root")
            let a = box("a", in: root)
            let b = View(identifier: "b")
            b.frame = rect(10, 20, 50, 30)
            (nested ? a : root).addSubview(b)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 5),
                a.widthAnchor.constraint(equalToConstant: 200), a.heightAnchor.constraint(equalToConstant: 100),
            ])
            return (root, a, b)
        }
        let tree = build(nested: false)
        let engine = try LayoutEngine(root: tree.root, environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
        // Portrait, safe area top 59: a at (0 + 5, 59 + 5); b in the root at its own frame.
        #expect(engine.layout().view("b")?.windowFrame == rect(10, 20, 50, 30))
        tree.a.addSubview(tree.b)
        let nested = engine.layout()
        // Inside a at (5, 64): b at (5 + 10, 64 + 20).
        #expect(nested.view("a")?.windowFrame == rect(5, 64, 200, 100))
        #expect(nested.view("b")?.windowFrame == rect(15, 84, 50, 30))
        expectSameAsCold(nested, try lay(build(nested: true).root, Devices.pro15()), "b moved into a")
        // Landscape, safe area left 59, top 0: a at (59 + 5, 0 + 5), b at (64 + 10, 5 + 20).
        let landscape = try engine.update(environment: Devices.pro15(landscape: true))
        #expect(landscape.view("b")?.windowFrame == rect(74, 25, 50, 30))
        expectSameAsCold(landscape, try lay(build(nested: true).root, Devices.pro15(landscape: true)), "b in a, landscape")
    }
}
