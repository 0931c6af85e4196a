// Elements that store a frame but get none from the layout, each with the reason, so that
// `layoutcheck frames` accounts for every stored frame of a document (issue 28, item 1): what the
// reader does not lay out (a navigation item's title view, a scene-dock view, a collection
// view's section header) and what a size-class variation uninstalls for the traits laid out.

/// An element with a stored frame and no computed one.
public struct IBAbsentView: Sendable, Hashable {
    public var id: String
    /// The UIKit class (`UILabel`), or the custom class when the document names one.
    public var className: String
    public var scene: String
    public var stored: IBRect
    /// Why no frame is given.
    public var reason: String
}

extension Reader {
    /// Every element below `root` with a `<rect key="frame">` whose id is not in `placed`, with why
    /// it is not laid out; `sceneName` names the scene an element of a `<scene>` belongs to.
    func unplacedElements(_ root: XMLNode, placed: Set<String>, sceneName: (String) -> String?) -> [IBAbsentView] {
        var out: [IBAbsentView] = []
        // (node, its ancestors' element names and keys, nearest first, the enclosing scene's id)
        var stack: [(XMLNode, [String], String?)] = [(root, [], nil)]
        while let (node, ancestors, sceneID) = stack.popLast() {
            let here = node.name == "scene" ? node["sceneID"] : sceneID
            let path = [node.name + (node["key"].map { "[\($0)]" } ?? "")] + ancestors
            for child in node.children.reversed() { stack.append((child, path, here)) }
            guard let id = node["id"], !placed.contains(id), let rect = node.child("rect", key: "frame"),
                  let x = Double(rect["x"] ?? "0"), let y = Double(rect["y"] ?? "0"),
                  let w = Double(rect["width"] ?? "0"), let h = Double(rect["height"] ?? "0"),
                  [x, y, w, h].allSatisfy({ $0.isFinite }) else { continue }
            out.append(IBAbsentView(id: id, className: node["customClass"] ?? ViewTreeBuilder.uikitClass(node.name),
                                    scene: here.flatMap(sceneName) ?? here ?? "",
                                    stored: IBRect(x: x, y: y, width: w, height: h),
                                    reason: Self.whyUnplaced(node, ancestors: ancestors)))
        }
        return out
    }

    /// The reason, from where the element sits.
    private static func whyUnplaced(_ node: XMLNode, ancestors: [String]) -> String {
        if ancestors.contains(where: { $0.hasPrefix("navigationItem") }) {
            return "in a navigation item, which its navigation bar places (beside other bar items, in a navigation bar view, "
                + "or saved by an Xcode whose bar layout is not modelled): not laid out"
        }
        if node.name == "refreshControl" {
            return "a refresh control, stored at a placeholder frame; its scroll view shows it only while refreshing: not laid out"
        }
        if ancestors.first(where: { $0.hasSuffix("Controller") || $0.hasSuffix("Controller[view]") }) != nil
            && !ancestors.contains("scene") {
            return "in a view controller object of a xib (not File's Owner's view): not laid out"
        }
        if node.name == "collectionReusableView" {
            return "a collection view's section header or footer, which its collection view layout places: not laid out"
        }
        if let parent = ancestors.first, parent == "objects", ancestors.dropFirst().first == "scene" {
            return "in the scene's dock, outside the controller's view: not on the screen until code adds it"
        }
        if ancestors.contains(where: { $0 == "objects" }) && ancestors.contains(where: { $0 == "scene" })
            && !ancestors.contains(where: { $0.hasSuffix("[view]") }) {
            return "inside a scene-dock view or a container's element: not laid out"
        }
        return "not laid out by LayoutCheck (an element of a kind it does not place)"
    }
}

extension IBScene {
    /// Views of the scene as read that `applied` (the scene with its variations applied) no longer
    /// holds: a size-class variation uninstalls them for the traits laid out.
    func uninstalledViews(in applied: IBScene, traits: IBTraits) -> [IBAbsentView] {
        let kept = Set(applied.root.allViews.map(\.id))
        let traitsText = "\(traits.horizontal.name) width, \(traits.vertical.name) height"
        return root.allViews.compactMap { view in
            guard !kept.contains(view.id), let stored = view.frame else { return nil }
            return IBAbsentView(id: view.id, className: view.customClass ?? ViewTreeBuilder.uikitClass(view.elementName),
                                scene: name, stored: stored,
                                reason: "not installed for \(traitsText) (a size-class variation removes it, or a view it is in)")
        }
    }
}
