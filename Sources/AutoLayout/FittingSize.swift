// UIView.systemLayoutSizeFitting: the size a view's constraints give it nearest a target size,
// each axis held to the target at the priority given, as self-sizing cells measure themselves.

extension LayoutEngine {
    /// The view's subtree laid out on its own in a window of `target` (constraints held outside it
    /// do not apply), its width and height pulled to the target at `horizontal` and `vertical`.
    static func fittingSize(of view: View, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority,
                            environment: Environment, measurer: any TextMeasuring) -> Size {
        var env = environment
        env.safeAreaInsets = .zero
        let finite = { (v: Double) in v.isFinite ? min(max(v, 0), largestConstant) : 0 }
        env.windowSize = Size(width: finite(target.width), height: finite(target.height))
        guard let engine = try? LayoutEngine(root: view, environment: env, measurer: measurer) else { return .zero }
        engine.checksAmbiguity = false
        engine.measuresRoot = true
        // encapsulated: left, top, width, height.
        engine.encapsulated[2].setInitialPriority(horizontal)
        engine.encapsulated[3].setInitialPriority(vertical)
        let saved = StackState.save(view)
        let frames = laidOutFrames(view)
        _ = engine.layout()
        saved.forEach { $0.restore() }
        restore(frames)
        return engine.data(view).frame.size
    }

    /// The frames the real layout gave a subtree about to be measured. UIKit's fitting only solves:
    /// the views keep their frames (a footer that sets its height from its own fitting size in
    /// `layoutSubviews` reads its real width and origin afterwards, not the measurement's).
    static func laidOutFrames(_ view: View) -> [(View, Rect?, Size?)] {
        var frames: [(View, Rect?, Size?)] = [(view, view.laidOutFrame, view.laidOutSize)]
        for s in view.subviews { frames += laidOutFrames(s) }
        return frames
    }

    static func restore(_ frames: [(View, Rect?, Size?)]) {
        for (view, frame, size) in frames { view.laidOutFrame = frame; view.laidOutSize = size }
    }
}

extension View {
    /// UIView.layoutFittingCompressedSize: the smallest size, as a fitting target.
    public static var layoutFittingCompressedSize: Size { .zero }

    /// What `systemLayoutSizeFitting` answers unless a subclass overrides it: the size nearest
    /// `targetSize` the view's constraints allow. Measured with the engine hosting the view's tree
    /// (its window and text measurer); a view in no hosted tree has nothing to measure with and
    /// answers `targetSize`.
    func constraintsFittingSize(_ targetSize: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        guard let engine = rootView.hostingEngine else { return targetSize }
        let scale = engine.environment.scale
        let size = LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical,
                                            environment: engine.environment, measurer: engine.measurer)
        return Size(width: ceilToPixel(max(0, size.width), scale: scale), height: ceilToPixel(max(0, size.height), scale: scale))
    }
}
