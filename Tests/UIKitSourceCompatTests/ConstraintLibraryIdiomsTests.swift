// Idioms of constraint DSL libraries that the SnapKit trial (SnapKit/SnapKit at 2842e6e,
// Sources/LayoutConstraint.swift, Constraint.swift, LayoutConstraintItem.swift,
// ConstraintLayoutSupport.swift) met: a subclass of NSLayoutConstraint made with the item/attribute
// initialiser from items typed as the library's own protocol, the deprecated layout guides typed
// `UILayoutSupport`, and app subclasses of UILayoutGuide.
import Testing
import UIKitCompat

/// SnapKit's `LayoutConstraintItem`: views and guides seen through a protocol of the library's.
protocol ConstraintTarget: AnyObject {}
extension UIView: ConstraintTarget {}
extension UILayoutGuide: ConstraintTarget {}

/// SnapKit's `LayoutConstraint`: a label and an owner on top of NSLayoutConstraint, no initialiser
/// of its own, so the item/attribute initialiser is inherited.
final class LabelledConstraint: NSLayoutConstraint {
    var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
}

/// A guide of the app's own, subclassed as UIKit allows.
final class HeaderGuide: UILayoutGuide {
    override init() {
        super.init()
        identifier = "header"
    }
}

/// SnapKit's `ConstraintLayoutSupportDSL` reads only what `UILayoutSupport` declares.
func supportHeight(_ support: UILayoutSupport) -> NSLayoutDimension { support.heightAnchor }

@Suite struct ConstraintLibraryIdiomsTests {
    @Test func aSubclassMadeFromProtocolTypedItemsLaysOut() throws {
        // Root 375 wide (see layOut): the card's leading is 20 from the root's, its top 44 (the safe
        // area) + 10, and it is 100 tall with no width: x 20, y 54, 0 × 100, then its width is the
        // root's minus 40 by a second constraint: 335.
        let card = UIView()
        let root = try layOut { root in
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let from: ConstraintTarget = card
            let to: ConstraintTarget? = root.safeAreaLayoutGuide
            let top = LabelledConstraint(item: from, attribute: .top, relatedBy: .equal, toItem: to, attribute: .top,
                                         multiplier: 1, constant: 10)
            top.label = "card.top"
            let height = LabelledConstraint(item: from, attribute: .height, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 100)
            let leading = LabelledConstraint(item: from, attribute: .leading, relatedBy: .equal, toItem: root as ConstraintTarget,
                                             attribute: .leading, multiplier: 1, constant: 20)
            let width = LabelledConstraint(item: from, attribute: .width, relatedBy: .equal, toItem: root as AnyObject,
                                           attribute: .width, multiplier: 1, constant: -40)
            NSLayoutConstraint.activate([top, height, leading, width])
            #expect(top.identifier == "card.top" && top.isActive)
        }
        #expect(card.frame == CGRect(x: 20, y: 54, width: 335, height: 100))
        _ = root
    }

    @Test func anItemThatIsNotAViewOrGuideIsReportedNotTrapped() throws {
        // UIKit raises "Constraint items must each be a view or layout guide"; here the
        // constraint is made, activating it records the problem on nothing it could lay out, and
        // the error names the type that was passed.
        let c = NSLayoutConstraint(item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 10)
        #expect(throws: LayoutError.notAnItem("String")) { try c.activateChecked() }
    }

    @Test func theDeprecatedGuidesAreLayoutSupportOfTheSafeAreasLength() throws {
        // The window of layOut has a 44 pt top and a 34 pt bottom safe area, so the top guide
        // reaches 44 into the controller's view and the bottom one 34. A bar pinned under the top
        // guide sits at y 44; one as tall as the bottom guide is 34 tall.
        final class Controller: UIViewController {}
        let controller = Controller()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        controller.view = root
        let bar = UIView(), footer = UIView()
        for v in [bar, footer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100), bar.heightAnchor.constraint(equalToConstant: 10),
            footer.heightAnchor.constraint(equalTo: supportHeight(controller.bottomLayoutGuide)),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor), footer.widthAnchor.constraint(equalToConstant: 100),
        ])
        let window = Environment(windowSize: CGSize(width: 375, height: 812), scale: 2,
                                 safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // `length` is read from the hosting engine's last layout, so the engine is kept alive here.
        let engine = try LayoutEngine(root: root, environment: window, measurer: HalfEmMeasurer())
        #expect(engine.layout().diagnostics.isEmpty)
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 100, height: 10))
        #expect(footer.frame == CGRect(x: 0, y: 778, width: 100, height: 34))
        #expect(controller.topLayoutGuide.length == 44 && controller.bottomLayoutGuide.length == 34)
    }

    @Test func anAppGuideSubclassTakesPartInLayout() throws {
        // The guide spans the root's width (375) and is 60 tall from the top: 0, 0, 375, 60; a
        // label-sized box centred in it, 100 × 20: x (375 - 100) / 2 = 137.5, y (60 - 20) / 2 = 20.
        let guide = HeaderGuide()
        let box = UIView()
        _ = try layOut { root in
            root.addLayoutGuide(guide)
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                guide.topAnchor.constraint(equalTo: root.topAnchor), guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor), guide.heightAnchor.constraint(equalToConstant: 60),
                box.centerXAnchor.constraint(equalTo: guide.centerXAnchor), box.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        #expect(guide.identifier == "header")
        #expect(box.frame == CGRect(x: 137.5, y: 20, width: 100, height: 20))
    }

    @Test func layoutFrameIsWhereTheLastLayoutPutTheGuide() throws {
        // A 375 × 812 window with 44/34 safe-area insets (as layOut's). A panel at (20, 100), 300 ×
        // 200, owns a guide inset 10 from its edges: (10, 10, 280, 180) in the panel's coordinates,
        // though the solver places it at (30, 110) in the window's. The root's safe-area guide is
        // its bounds less the insets: (0, 44, 375, 812 − 44 − 34 = 734), named by no constraint.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let guide = UILayoutGuide()
        panel.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            panel.widthAnchor.constraint(equalToConstant: 300), panel.heightAnchor.constraint(equalToConstant: 200),
            guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
            guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            guide.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -10),
        ])
        #expect(guide.layoutFrame == .zero)
        let window = Environment(windowSize: CGSize(width: 375, height: 812), scale: 2,
                                 safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let engine = try LayoutEngine(root: root, environment: window, measurer: HalfEmMeasurer())
        #expect(engine.layout().diagnostics.isEmpty)
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
    }
}

