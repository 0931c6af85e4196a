// Lays out IB screens and reports each view's frame beside the frame Xcode stored.
import AutoLayout
import DeviceCatalog

/// One view's computed frame next to its stored one.
public struct IBViewFrame: Sendable, Hashable {
    public var id: String
    /// The UIKit class (`UILabel`), or the custom class when the document names one.
    public var className: String
    public var scene: String
    /// In the superview's coordinates, as IB stores frames; a root keeps its stored origin.
    public var frame: IBRect
    public var stored: IBRect?
    public var hidden: Bool
    /// Hidden itself or inside a hidden view, and arranged in a stack view: IB's stored frame is stale.
    public var hiddenInStack: Bool
}

/// The frames of every view of the laid-out scenes.
public struct IBLayoutResult: Sendable {
    public var device: Device
    public var orientation: Orientation
    public var views: [IBViewFrame]
    public var notes: [IBNote]
    /// Unsatisfiable or ambiguous layout reported by AutoLayout, as UIKit would print it.
    public var diagnostics: [String]
}

extension IBDocument {
    /// Lays out `scenes` (default: all) with `options`; text is measured with `measurer`.
    public func layout(scenes chosen: [IBScene]? = nil, options: IBLayoutOptions,
                       measurer: any TextMeasuring = ApproximateTextMeasurer()) throws(IBError) -> IBLayoutResult {
        var views: [IBViewFrame] = []
        var notes: [IBNote] = self.notes
        var diagnostics: [String] = []
        var device = options.device
        var orientation = options.orientation
        for scene in chosen ?? scenes {
            let tree = try viewTree(scene, options: options)
            device = tree.device
            orientation = tree.orientation
            for note in tree.notes where !notes.contains(note) { notes.append(note) }
            let frames = try IBLayoutRun.frames(tree, measurer: measurer, diagnostics: &diagnostics)
            views += frames
        }
        let resolvedDevice: Device
        if let device { resolvedDevice = device } else { resolvedDevice = try documentDevice() }
        return IBLayoutResult(device: resolvedDevice, orientation: orientation ?? .portrait, views: views,
                              notes: notes, diagnostics: diagnostics)
    }
}

enum IBLayoutRun {
    static func frames(_ tree: IBViewTree, measurer: any TextMeasuring,
                       diagnostics: inout [String]) throws(IBError) -> [IBViewFrame] {
        let rootLocation = tree.scene.root.location
        let engine: LayoutEngine
        do {
            engine = try LayoutEngine(root: tree.layoutRoot, environment: tree.environment, measurer: measurer)
        } catch {
            throw IBError(rootLocation, "cannot lay out scene '\(tree.scene.name)': \(error)")
        }
        let result = engine.layout()
        diagnostics += result.diagnostics.map { "\(tree.scene.name): \($0.text)" }
        var frameByID: [String: Rect] = [:]
        for v in result.views { frameByID[v.identifier] = v.frame }
        var hiddenInStack: Set<String> = []
        var out: [IBViewFrame] = []
        for entry in tree.views {
            let ib = entry.ib
            if let parent = entry.superviewID, hiddenInStack.contains(parent) || (entry.isArranged && ib.hidden) {
                hiddenInStack.insert(ib.id)
            }
            guard var frame = frameByID[entry.view.identifier] else { continue }
            if entry.superviewID == nil, let stored = ib.frame {
                frame.origin = Point(x: stored.x, y: stored.y)
            }
            out.append(IBViewFrame(id: ib.id, className: ib.customClass ?? ViewTreeBuilder.uikitClass(ib.elementName),
                                   scene: tree.scene.name,
                                   frame: IBRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
                                   stored: ib.frame, hidden: ib.hidden, hiddenInStack: hiddenInStack.contains(ib.id)))
        }
        return out
    }
}
