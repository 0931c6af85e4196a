// UILayoutGuide.layoutFrame: app code places views by hand from a guide's rectangle
// (`view.safeAreaLayoutGuide.layoutFrame` in `viewWillLayoutSubviews`, a frame for a scroll view
// made in `viewDidLoad`), so a guide reports where the hosting engine's last layout put it.

extension LayoutGuide {
    /// UILayoutGuide.layoutFrame: the guide's rectangle in its owning view's coordinates after the
    /// hosting engine's last layout; zero before one, or for a guide no view owns.
    public var layoutFrame: Rect {
        guard let owner = owningView, let engine = owner.rootView.hostingEngine,
              let ownerData = engine.viewData[ObjectIdentifier(owner)] else { return .zero }
        let bounds = Rect(origin: .zero, size: ownerData.frame.size)
        // The system guides are their view's bounds inset by what they stand for, whether or not a
        // constraint named them (only a named guide has solver variables).
        switch role {
        case .safeArea: return bounds.inset(by: ownerData.insets.safeArea)
        case .layoutMargins: return bounds.inset(by: ownerData.insets.margins)
        case .readableContent: return bounds.inset(by: ownerData.insets.readable)
        case .custom, .keyboard, .stackInternal, .additionalSafeArea: break
        }
        // The solver's positions are the window's; the owner's frame from the same solve is too.
        guard let vars = engine.itemVariables[ObjectIdentifier(self)] else { return .zero }
        let solver = engine.solver
        return Rect(x: solver.value(vars.minX) - ownerData.frame.minX, y: solver.value(vars.minY) - ownerData.frame.minY,
                    width: solver.value(vars.width), height: solver.value(vars.height))
    }
}
