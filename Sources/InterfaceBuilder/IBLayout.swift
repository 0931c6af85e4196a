// Lays out IB screens and reports each view's frame beside the frame Xcode stored.
import AutoLayout
import DeviceCatalog

/// One view's computed frame next to its stored one.
public struct IBViewFrame: Sendable, Hashable {
    public var id: String
    /// The name `test`, reports and baselines give the view (`IBView.displayName`), so both outputs meet.
    public var name: String
    /// The UIKit class (`UILabel`), or the custom class when the document names one.
    public var className: String
    public var scene: String
    /// In the superview's coordinates, as IB stores frames; a root keeps its stored origin.
    public var frame: IBRect
    public var stored: IBRect?
    public var hidden: Bool
    /// Hidden itself or inside a hidden view, and arranged in a stack view: IB's stored frame is stale.
    public var hiddenInStack: Bool
    /// Pulled to its stored frame by an IB-canvas tie-breaker (only with
    /// `IBLayoutOptions.resolvesAmbiguityWithStoredFrames`): the axes UIKit's constraints left ambiguous.
    public var tiedToStoredFrame: [LayoutAxis] = []
    /// Xcode's own flags on the stored frame (`misplaced`, `ambiguous`): a miss it explains.
    public var xcodeFlags: [String] = []
    /// Why a width or height is shown as 0: the constraints gave a negative one, which UIKit never
    /// displays (a view's size is clamped at 0), and which constraint broke or what was ambiguous.
    public var clampedSize: String? = nil
    /// Why the stored frame is not compared: Xcode stores a placeholder there, not what it draws
    /// (a tab bar controller's tab bar). Such a view is left out of `storedFrameTally`.
    public var storedFrameStale: String? = nil
}

/// The frames of every view of the laid-out scenes.
public struct IBLayoutResult: Sendable {
    public var device: Device
    public var orientation: Orientation
    public var views: [IBViewFrame]
    public var notes: [IBNote]
    /// Unsatisfiable or ambiguous layout reported by AutoLayout, as UIKit would print it.
    public var diagnostics: [String]
    /// Whether IB-canvas tie-breakers were allowed (`IBLayoutOptions.resolvesAmbiguityWithStoredFrames`).
    public var storedFrameTieBreakers: Bool
    /// Elements with a stored frame that get none, each with the reason (not compared).
    public var absent: [IBAbsentView] = []
}

extension IBLayoutResult {
    /// Views compared with the frames Xcode stored (every view with one, except hidden views in
    /// stack views, whose stored frames are stale: xib-format §10) and those within one device
    /// pixel: x, y, width and height each within 1/scale, plus 1e-3 for the files' float noise.
    /// `flaggedMisses` counts the misses Xcode itself flags `misplaced` or `ambiguous` in the file:
    /// their stored frame is, by Xcode's own word, not what the constraints give (xib-format §12).
    public var storedFrameTally: (matched: Int, compared: Int, flaggedMisses: Int) {
        let tolerance = 1 / device.scale + 1e-3
        var matched = 0, compared = 0, flaggedMisses = 0
        for view in views where !view.hiddenInStack && view.storedFrameStale == nil {
            guard let stored = view.stored else { continue }
            compared += 1
            let f = view.frame
            if abs(f.x - stored.x) <= tolerance && abs(f.y - stored.y) <= tolerance
                && abs(f.width - stored.width) <= tolerance && abs(f.height - stored.height) <= tolerance {
                matched += 1
            } else if !view.xcodeFlags.isEmpty {
                flaggedMisses += 1
            }
        }
        return (matched, compared, flaggedMisses)
    }
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
        var absent: [IBAbsentView] = []
        // Each scene, then its title view, dock views and bar items' custom views as scenes of their own.
        var units: [IBScene] = []
        for scene in chosen ?? scenes {
            units.append(scene)
            for view in scene.auxiliaryViews {
                units.append(IBScene(name: scene.name, id: view.id, controller: nil, root: view, isViewControllerRoot: false,
                                     placement: view.key == "titleView" ? .titleView : .dock))
            }
            units += barButtonCustomViewScenes(scene)
        }
        for scene in units {
            var tree = try viewTree(scene, options: options)
            var (engine, result) = try IBLayoutRun.solve(tree, measurer: measurer)
            var ties: [String: [LayoutAxis]] = [:]
            if options.resolvesAmbiguityWithStoredFrames {
                // IB-canvas emulation: only what UIKit leaves ambiguous, or settles by nothing but its
                // ambiguity suppression, is tied.
                ties = IBLayoutRun.undeterminedAxes(tree, engine, result)
                if !ties.isEmpty {
                    tree = try viewTree(scene, options: options, storedFrameTies: ties)
                    (engine, result) = try IBLayoutRun.solve(tree, measurer: measurer)
                }
            }
            device = tree.device
            orientation = tree.orientation
            for note in tree.notes where !notes.contains(note) { notes.append(note) }
            diagnostics += result.diagnostics.map { "\(tree.scene.name): \($0.text)" }
            views += IBLayoutRun.frames(tree, result, ties: ties, rootOrigin: rootOrigin(scene, tree))
            absent += scene.uninstalledViews(in: tree.scene, traits: IBTraits(device: tree.device, orientation: tree.orientation))
        }
        if chosen == nil {
            for container in containers { views += try containerBarFrames(container, options: options) }
            absent += unplaced
        }
        let resolvedDevice: Device
        if let device {
            resolvedDevice = device
        } else if deviceID == nil, let era = try? DeviceCatalog.device(eraDevice) {
            resolvedDevice = era
        } else {
            resolvedDevice = try documentDevice()
        }
        return IBLayoutResult(device: resolvedDevice, orientation: orientation ?? .portrait, views: views,
                              notes: notes, diagnostics: diagnostics,
                              storedFrameTieBreakers: options.resolvesAmbiguityWithStoredFrames, absent: absent)
    }
}

extension IBDocument {
    /// A title view's origin in its navigation bar: centred in the bar (the screen's width, the
    /// release's standard height) at its stored size, as siskin-im (255 × 40 at 79.5, 2 in a 414 ×
    /// 44 bar), Ramotion's expanding-collection (240 × 33 at 67.5, 5.5 on 375) and Tropos (200 × 30
    /// at 87.67, 7) store it. nil for any other root, which keeps its stored origin.
    func rootOrigin(_ scene: IBScene, _ tree: IBViewTree) -> Point? {
        guard let stored = scene.root.frame else { return nil }
        if case let .barButtonCustomView(trailing, barWidth, sheet) = scene.placement {
            return barButtonCustomViewOrigin(trailing: trailing, barWidth: barWidth, sheet: sheet, stored: stored,
                                             device: tree.device, orientation: tree.orientation)
        }
        guard scene.placement == .titleView else { return nil }
        let compact = tree.device.sizeClasses(tree.orientation).vertical == .compact
        let release = IOSRelease.of(interfaceBuilderBuild: DeviceCatalog.interfaceBuilderBuild(toolsVersion: toolsVersion))
        let height = BarMetrics.navigationBarHeight(pad: tree.device.idiom == .pad, compactHeight: compact, release: release)
        let width = tree.device.size(tree.orientation).width
        return Point(x: (width - stored.width) / 2, y: (height - stored.height) / 2)
    }
}

enum IBLayoutRun {
    /// For a view the constraints gave a negative width or height (unsatisfiable constraints once
    /// one is broken, ambiguous ones, or required ones asking for it: the stack of a misplaced
    /// cell), the reason it is shown as 0, naming the constraints broken around it; nil otherwise.
    static func clampedSizeReason(_ view: View, frame: Rect, diagnostics: [Diagnostic]) -> String? {
        var negative: [String] = []
        // Rounded to 1e-6 as the frames are printed (solver noise does not show).
        func text(_ v: Double) -> String {
            let r = (v * 1e6).rounded() / 1e6
            return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
        }
        if frame.width < 0 { negative.append("width \(text(frame.width))") }
        if frame.height < 0 { negative.append("height \(text(frame.height))") }
        guard !negative.isEmpty else { return nil }
        // A constraint names a view as `UIView:id.attribute`; the `.` keeps `id` from matching `id2`.
        let named = view.debugName + "."
        var broken: [String] = []
        var ambiguous: [String] = []
        for diagnostic in diagnostics {
            switch diagnostic {
            case let .unsatisfiable(conflict, brokenConstraint) where conflict.contains(where: { $0.contains(named) }):
                if !broken.contains(brokenConstraint) { broken.append(brokenConstraint) }
            case let .ambiguous(id, _, axis, _) where id == view.identifier:
                ambiguous.append(axis.name)
            default: break
            }
        }
        var reason = "\(negative.joined(separator: " and ")) shown as 0, as UIKit shows it"
        if !broken.isEmpty {
            reason += "; unsatisfiable constraints, broken to recover: " + broken.joined(separator: ", ")
        }
        if !ambiguous.isEmpty {
            reason += "; ambiguous on the \(ambiguous.joined(separator: " and ")) axis"
        }
        if broken.isEmpty && ambiguous.isEmpty {
            reason += "; no constraint broke: its required constraints ask for the negative size"
        }
        return reason
    }

    static func solve(_ tree: IBViewTree, measurer: any TextMeasuring) throws(IBError) -> (LayoutEngine, LayoutResult) {
        do {
            let engine = try LayoutEngine(root: tree.layoutRoot, environment: tree.environment, measurer: measurer)
            return (engine, engine.layout())
        } catch {
            throw IBError(tree.scene.root.location, "cannot lay out scene '\(tree.scene.name)': \(error)")
        }
    }

    /// The axes on which UIKit's constraints do not decide a view (IB id → axes): those the layout
    /// found ambiguous, and those whose only tie-breaker is a stack view's `UISV-ambiguity-suppression`
    /// (size 0 at 25). The second kind is IB-canvas evidence, not UIKit: Xcode keeps such views at
    /// their stored size (a spacer in a centre-aligned stack stays 240 wide, IB's library default,
    /// where UIKit collapses it to 0; a `height >= 95` view in a top-aligned stack stays 167 tall).
    static func undeterminedAxes(_ tree: IBViewTree, _ engine: LayoutEngine, _ result: LayoutResult) -> [String: [LayoutAxis]] {
        var out: [String: [LayoutAxis]] = [:]
        for case let .ambiguous(view, _, axis, _) in result.diagnostics where out[view, default: []].contains(axis) == false {
            out[view, default: []].append(axis)
        }
        for entry in tree.views where entry.isArranged {
            for axis in [LayoutAxis.horizontal, .vertical] where out[entry.ib.id, default: []].contains(axis) == false {
                let affecting = engine.constraintsAffectingLayout(for: entry.view, axis: axis)
                if affecting.contains(where: { $0.contains("'UISV-ambiguity-suppression'") }) {
                    out[entry.ib.id, default: []].append(axis)
                }
            }
        }
        return out
    }

    /// `rootOrigin`: where the root is shown, when not at its stored origin (`IBDocument.rootOrigin`).
    static func frames(_ tree: IBViewTree, _ result: LayoutResult, ties: [String: [LayoutAxis]],
                       rootOrigin: Point? = nil) -> [IBViewFrame] {
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
                frame.origin = rootOrigin ?? Point(x: stored.x, y: stored.y)
            }
            let clamped = clampedSizeReason(entry.view, frame: frame, diagnostics: result.diagnostics)
            out.append(IBViewFrame(id: ib.id, name: ib.displayName, className: ib.customClass ?? ViewTreeBuilder.uikitClass(ib.elementName),
                                   scene: tree.scene.name,
                                   frame: IBRect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0)),
                                   stored: ib.frame, hidden: ib.hidden, hiddenInStack: hiddenInStack.contains(ib.id),
                                   tiedToStoredFrame: ties[ib.id] ?? [], xcodeFlags: ib.xcodeFlags, clampedSize: clamped))
        }
        return out
    }
}
