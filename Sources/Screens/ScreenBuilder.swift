import AutoLayout
import Foundation
import Localization
import ProjectFiles

/// A screen turned into an AutoLayout view tree for one locale.
public struct BuiltScreen {
    public let root: View
    /// Keys the locale's tables lack, in the order the views use them.
    public var missingStrings: [MissingString]
    /// What must stay alive while the root is laid out: a view controller, whose view's layout
    /// callbacks hold it weakly, as UIKit's views do.
    public var owner: AnyObject?
    /// What the build settled without failing (an IB text shown untranslated), for the report.
    public var notes: [String] = []
    /// What the build approximated the same way in every scenario of the screen (a font the
    /// machine lacks, measured in another): told once per run, not once per scenario.
    public var runNotes: [String] = []
    /// The window to lay the screen out in when it is not the device's full screen: an
    /// Interface Builder cell or freeform view keeps its stored size (and its own insets), as
    /// `layoutcheck frames` and Xcode's canvas lay it out. nil: the scenario's device.
    public var environment: AutoLayout.Environment?
    /// A part of a screen (a cell, a freeform view of a xib) rather than a whole one: where the app
    /// places it is unknown, so the device's safe area says nothing about its content.
    public var isComponent: Bool
    /// Views of an Interface Builder screen whose class is the app's own and has no intrinsic
    /// size here, by view identifier, with the class: its code may compute one
    /// (`intrinsicContentSize`), which a document does not hold and `intrinsicSizes:` did not state.
    public var viewsSizedInCode: [String: String] = [:]

    public init(root: View, missingStrings: [MissingString], notes: [String] = [], environment: AutoLayout.Environment? = nil,
                isComponent: Bool = false) {
        self.root = root
        self.missingStrings = missingStrings
        self.notes = notes
        self.environment = environment
        self.isComponent = isComponent
    }
}

/// Builds AutoLayout view trees from `ScreenDefinition`s: views with their localized text,
/// then the constraints, each error naming the screen file's line and column.
package enum ScreenBuilder {
    package static let rootIdentifier = "root"

    package static func build(_ screen: ScreenDefinition, localizer: Localizer) throws -> BuiltScreen {
        let root = View(identifier: rootIdentifier)
        root.backgroundColor = screen.background
        var views: [String: View] = [:]
        var missing: [MissingString] = []
        func text(_ source: TextSource?) -> String {
            switch source {
            case nil: return ""
            case let .literal(text)?: return text
            case let .key(key, count)?:
                do {
                    return try localizer.string(key, count: count)
                } catch {
                    if !missing.contains(error) { missing.append(error) }
                    // Never the key: a visibly wrong placeholder of similar length keeps the layout plausible.
                    return String(repeating: "?", count: max(key.count, 1))
                }
            }
        }
        func make(_ declaration: ViewDeclaration) -> View {
            let view: View
            switch declaration.kind {
            case .view:
                view = View(identifier: declaration.id)
                if let size = declaration.intrinsicSize {
                    view.fixedIntrinsicContentSize = Size(width: size.width, height: size.height)
                }
            case .label:
                let label = Label(identifier: declaration.id, text: text(declaration.text))
                if let font = declaration.font { label.font = self.font(font); label.adjustsFontForContentSizeCategory = true }
                label.numberOfLines = declaration.numberOfLines ?? 1
                if let mode = declaration.lineBreakMode { label.lineBreakMode = lineBreakMode(mode) }
                if let alignment = declaration.textAlignment { label.textAlignment = textAlignment(alignment) }
                if let textColor = declaration.textColor { label.textColor = textColor }
                view = label
            case .button:
                // The system type, as `UIButton(type: .system)` and Interface Builder's default
                // button make it: tinted, its short titles kept 30 wide.
                let button = Button(type: .system)
                button.identifier = declaration.id
                button.title = text(declaration.text)
                if let font = declaration.font { button.titleFont = self.font(font) }
                if let textColor = declaration.textColor { button.titleColor = textColor }
                view = button
            case .image:
                view = ImageView(identifier: declaration.id,
                                 imageSize: declaration.intrinsicSize.map { Size(width: $0.width, height: $0.height) })
            case .textField:
                let field = TextField(identifier: declaration.id, placeholder: text(declaration.placeholder))
                field.text = text(declaration.text)
                if let font = declaration.font { field.font = self.font(font) }
                if let alignment = declaration.textAlignment { field.textAlignment = textAlignment(alignment) }
                view = field
            case .switch:
                let toggle = Switch(identifier: declaration.id)
                toggle.isOn = declaration.isOn
                view = toggle
            case .stack:
                let stack = StackView(identifier: declaration.id)
                if let settings = declaration.stack { configure(stack, settings) }
                view = stack
            }
            views[declaration.id] = view
            view.sourceLocation = declaration.location.description
            style(view, declaration)
            for child in declaration.subviews {
                let subview = make(child)
                if let stack = view as? StackView {
                    stack.addArrangedSubview(subview)
                    if let spacing = declaration.stack?.customSpacing[child.id] { stack.setCustomSpacing(spacing, after: subview) }
                } else {
                    view.addSubview(subview)
                }
            }
            return view
        }
        for declaration in screen.views { root.addSubview(make(declaration)) }
        for constraint in screen.constraints {
            try install(constraint, screen: screen, root: root, views: views)
        }
        return BuiltScreen(root: root, missingStrings: missing, notes: screen.notes)
    }

    private static func style(_ view: View, _ declaration: ViewDeclaration) {
        if let frame = declaration.frame {
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            var mask: AutoresizingMask = []
            for flag in declaration.autoresizingMask {
                switch flag {
                case "flexibleLeftMargin": mask.insert(.flexibleLeftMargin)
                case "flexibleWidth": mask.insert(.flexibleWidth)
                case "flexibleRightMargin": mask.insert(.flexibleRightMargin)
                case "flexibleTopMargin": mask.insert(.flexibleTopMargin)
                case "flexibleHeight": mask.insert(.flexibleHeight)
                default: mask.insert(.flexibleBottomMargin)
                }
            }
            view.autoresizingMask = mask
        } else {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        view.backgroundColor = declaration.background
        if declaration.borderWidth != nil || declaration.cornerRadius != nil {
            view.border = Border(width: declaration.borderWidth ?? 0, color: declaration.borderColor ?? Color(red: 0, green: 0, blue: 0, alpha: 0),
                                 cornerRadius: declaration.cornerRadius ?? 0)
        }
        if let alpha = declaration.alpha { view.alpha = alpha }
        view.isHidden = declaration.isHidden
        switch declaration.semanticContentAttribute {
        case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
        case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
        case "playback": view.semanticContentAttribute = .playback
        case "spatial": view.semanticContentAttribute = .spatial
        default: break
        }
        if let h = declaration.hugging.horizontal { view.setContentHuggingPriority(LayoutPriority(Float(h)), for: .horizontal) }
        if let v = declaration.hugging.vertical { view.setContentHuggingPriority(LayoutPriority(Float(v)), for: .vertical) }
        if let h = declaration.resistance.horizontal { view.setContentCompressionResistancePriority(LayoutPriority(Float(h)), for: .horizontal) }
        if let v = declaration.resistance.vertical { view.setContentCompressionResistancePriority(LayoutPriority(Float(v)), for: .vertical) }
        if let margins = declaration.margins {
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: margins.top, leading: margins.leading,
                                                                  bottom: margins.bottom, trailing: margins.trailing)
        }
    }

    private static func configure(_ stack: StackView, _ settings: StackDeclaration) {
        stack.axis = settings.axis == .horizontal ? .horizontal : .vertical
        switch settings.distribution {
        case .fill: stack.distribution = .fill
        case .fillEqually: stack.distribution = .fillEqually
        case .fillProportionally: stack.distribution = .fillProportionally
        case .equalSpacing: stack.distribution = .equalSpacing
        case .equalCentering: stack.distribution = .equalCentering
        }
        switch settings.alignment {
        case .fill: stack.alignment = .fill
        case .leading, .top: stack.alignment = .leading
        case .firstBaseline: stack.alignment = .firstBaseline
        case .center: stack.alignment = .center
        case .trailing, .bottom: stack.alignment = .trailing
        case .lastBaseline: stack.alignment = .lastBaseline
        }
        stack.spacing = settings.spacing
        stack.isLayoutMarginsRelativeArrangement = settings.layoutMarginsRelative
        stack.isBaselineRelativeArrangement = settings.baselineRelative
    }

    static func font(_ declaration: FontDeclaration) -> Font {
        switch declaration {
        case let .style(style):
            return Font.preferred(style)
        case let .system(size, weight):
            return Font.system(size: size, weight: weight)
        case let .named(name, size, weight):
            return Font(family: name, size: size, weight: weight)
        }
    }

    private static func lineBreakMode(_ name: String) -> LineBreakMode {
        switch name {
        case "word": return .byWordWrapping
        case "char": return .byCharWrapping
        case "clip": return .byClipping
        case "head": return .byTruncatingHead
        case "middle": return .byTruncatingMiddle
        default: return .byTruncatingTail
        }
    }

    private static func textAlignment(_ name: String) -> TextAlignment {
        switch name {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        default: return .natural
        }
    }

    private static let formatOptions: [String: FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline, "directionLeadingToTrailing": .directionLeadingToTrailing,
        "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
        "spacingEdgeToEdge": .spacingEdgeToEdge, "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    private static func install(_ declaration: ConstraintDeclaration, screen: ScreenDefinition, root: View,
                                views: [String: View]) throws {
        switch declaration {
        case let .visualFormat(format, optionNames, location):
            var options: FormatOptions = []
            for name in optionNames { options.formUnion(formatOptions[name] ?? []) }
            do {
                let constraints = try LayoutConstraint.constraints(visualFormat: format, options: options, metrics: screen.metrics,
                                                                   views: views.mapValues { $0 as LayoutItem })
                for constraint in constraints { constraint.sourceLocation = location.description }
                try LayoutConstraint.activateChecked(constraints)
            } catch let error as LayoutError {
                var at = location
                if case let .visualFormat(reason, _, position) = error, position >= 0 {
                    at.column = at.column.map { $0 + 1 + position }
                    throw LayoutCheckError.configuration("unable to parse constraint format: \(reason) in '\(format)'", at: at)
                }
                throw LayoutCheckError.configuration("\(error)", at: location)
            }
        case let .equation(equation, location):
            func item(_ reference: AnchorReference) -> LayoutItem? {
                switch reference.item {
                case .root: return root
                case let .view(id): return views[id]
                case let .guide(owner, guide):
                    let view = owner.map { views[$0] } ?? root
                    switch guide {
                    case .safeArea: return view?.safeAreaLayoutGuide
                    case .margins: return view?.layoutMarginsGuide
                    case .readable: return view?.readableContentGuide
                    }
                }
            }
            guard let first = item(equation.first) else {
                throw LayoutCheckError.configuration("unknown item in constraint", at: location)
            }
            let second = equation.second.flatMap(item)
            let relation: LayoutRelation
            switch equation.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            do {
                let constraint = try LayoutConstraint.validated(
                    item: first, attribute: attribute(equation.first.attribute), relatedBy: relation, toItem: second,
                    attribute: equation.second.map { attribute($0.attribute) } ?? .notAnAttribute,
                    multiplier: equation.multiplier, constant: equation.constant)
                try constraint.setPriority(LayoutPriority(Float(equation.priority)))
                constraint.identifier = equation.identifier
                constraint.sourceLocation = location.description
                try constraint.activateChecked()
            } catch {
                throw LayoutCheckError.configuration("\(error)", at: location)
            }
        }
    }

    private static func attribute(_ attribute: AnchorReference.Attribute) -> LayoutAttribute {
        switch attribute {
        case .leading: return .leading
        case .trailing: return .trailing
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        }
    }
}
