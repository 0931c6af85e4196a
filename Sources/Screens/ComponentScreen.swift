import AutoLayout

/// How a component (a view that is not a whole screen: a card, a footer, a cell's content) sits
/// in the scenario's window, as swift-snapshot-testing's `.sizeThatFits` and `.fixed` layouts do.
/// A screen's root fills the window instead; a component pinned to every edge of it would have
/// its content stretched and, where nothing prefers one view's height, left ambiguous.
public enum ComponentSizing: Sendable, Hashable {
    /// The window's width and the height its content asks for: the compressed fitting height
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority:
    /// .fittingSizeLevel)`), at the window's top.
    case fittingHeight
    /// A size in points, at the window's top left.
    case fixed(width: Double, height: Double)
}

extension ScreenSource {
    /// A component built in Swift, laid out as `sizing` says inside the window (named `window`;
    /// the component keeps the name `root`). Judged as a component: it is not held to the safe area.
    public static func component(_ name: String, sizing: ComponentSizing = .fittingHeight,
                                 _ body: @escaping @Sendable (_ localized: (String) -> String) throws -> View) -> ScreenSource {
        let screen = swift(name, body)
        return ScreenSource(name: name, file: nil) { localizer, scenario in
            let built = try screen.build(localizer, scenario)
            var hosted = BuiltScreen(root: host(built.root, sizing: sizing), missingStrings: built.missingStrings, notes: built.notes,
                                     environment: built.environment, isComponent: true)
            hosted.owner = built.owner
            hosted.runNotes = built.runNotes
            return hosted
        }
    }

    /// The window-filling view that holds `component` at its size.
    static func host(_ component: View, sizing: ComponentSizing) -> View {
        let window = View(identifier: "window")
        component.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(component)
        var constraints = [
            component.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            component.topAnchor.constraint(equalTo: window.topAnchor),
        ]
        switch sizing {
        case .fittingHeight:
            let compressed = component.heightAnchor.constraint(equalToConstant: 0)
            compressed.priority = .fittingSizeLevel
            constraints += [component.trailingAnchor.constraint(equalTo: window.trailingAnchor), compressed]
        case .fixed(let width, let height):
            constraints += [component.widthAnchor.constraint(equalToConstant: width),
                            component.heightAnchor.constraint(equalToConstant: height)]
        }
        LayoutConstraint.activate(constraints)
        return window
    }
}
