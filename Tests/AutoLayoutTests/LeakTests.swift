// A laid-out tree is freed once the caller drops it: views hold their constraints, constraints
// do not hold views (as in UIKit), so no cycle keeps a tree alive in a long-running process.
import Testing
@testable import AutoLayout

@Suite struct LeakTests {
    /// Weak references to every object of one laid-out tree, taken before the tree goes out of scope.
    final class Watched {
        weak var root: View?
        weak var child: View?
        weak var label: View?
        weak var stack: View?
        weak var constraint: LayoutConstraint?
        weak var margins: LayoutGuide?
        var allFreed: Bool {
            root == nil && child == nil && label == nil && stack == nil && constraint == nil && margins == nil
        }
    }

    /// Builds and lays out a tree with constraints to the root's own edges, its margins guide,
    /// a stack view (which makes its own guides and constraints) and a label, then lets it go.
    static func layOutAndDrop(into watched: Watched) throws {
        let root = View(identifier: "root")
        let child = box("child", in: root)
        let label = Label(identifier: "label", text: "Hello", font: .system(size: 10))
        let stack = StackView(identifier: "stack", arrangedSubviews: [label, box("b")])
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            pin,
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalTo: child.widthAnchor),
            stack.topAnchor.constraint(equalTo: child.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        let result = try lay(root, Devices.plain(400, 300))
        // child: x = 20, y = 8, 100 × 100 (height = width).
        #expect(result.frame("child") == rect(20, 8, 100, 100))
        watched.root = root
        watched.child = child
        watched.label = label
        watched.stack = stack
        watched.constraint = pin
        watched.margins = root.layoutMarginsGuide
        #expect(!watched.allFreed)
    }

    @Test func laidOutTreeIsFreed() throws {
        let watched = Watched()
        try Self.layOutAndDrop(into: watched)
        #expect(watched.root == nil)
        #expect(watched.child == nil)
        #expect(watched.label == nil)
        #expect(watched.stack == nil)
        #expect(watched.constraint == nil)
        #expect(watched.margins == nil)
    }

    @Test func constraintOutlivingItsViewsDescribesThemAsFreed() {
        var constraint: LayoutConstraint?
        do {
            let a = View(identifier: "a")
            constraint = a.widthAnchor.constraint(equalToConstant: 10)
            #expect(constraint?.firstItem === a)
        }
        // UIKit's firstItem would dangle here; ours is a placeholder that names no view.
        #expect(constraint?.firstItem.identifier == "freed")
        #expect(constraint?.secondItem == nil)
    }
}
