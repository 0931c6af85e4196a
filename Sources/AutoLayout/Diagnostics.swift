// Diagnostics as data and as the text UIKit logs (facts §9).
import Foundation

/// Something layout noticed. `text` is what UIKit would print for it.
public enum Diagnostic: Equatable, Sendable, Codable {
    /// Required constraints that cannot hold together; `broken` was left out so layout could continue.
    case unsatisfiable(conflict: [String], broken: String)
    /// A view whose frame is not uniquely determined on one axis (`hasAmbiguousLayout`).
    case ambiguous(view: String, className: String, axis: LayoutAxis, variables: [String])
    /// An installed constraint naming an item outside the laid-out tree; it was skipped.
    case outsideHierarchy(constraint: String, view: String)
    /// Wrapping text or guide insets still changing after the maximum number of passes.
    case unsettled(passes: Int, views: [String])
    /// An activation or change that was refused (no common ancestor, non-finite number, priority change).
    case invalidConstraint(constraint: String, message: String)

    public var text: String {
        switch self {
        case let .unsatisfiable(conflict, broken):
            return UnsatisfiableText.render(conflict: conflict, broken: broken)
        case let .ambiguous(view, className, axis, variables):
            return "AMBIGUOUS LAYOUT for \(className):\(view).\(variables.joined(separator: ", ")) (\(axis.name) axis)"
        case let .outsideHierarchy(constraint, view):
            return "The view hierarchy is not prepared for the constraint: \(constraint)\n"
                + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). "
                + "\(view) is not in the laid-out hierarchy; the constraint was ignored."
        case let .unsettled(passes, views):
            return "Layout did not settle after \(passes) passes; still changing: \(views.joined(separator: ", "))"
        case let .invalidConstraint(constraint, message):
            return "\(message)\n\tConstraint: \(constraint)"
        }
    }
}

enum UnsatisfiableText {
    static let header = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        """
    static let footer = """
        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
        """

    static func render(conflict: [String], broken: String) -> String {
        var lines = [header, "("]
        for (i, c) in conflict.enumerated() {
            lines.append("    \"\(c)\"" + (i + 1 < conflict.count ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append(footer)
        return lines.joined(separator: "\n")
    }
}

/// Number formatting as UIKit's descriptions use it (`%g`: 100, 0.5, -32.0324).
enum ConstraintText {
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%g", v)
    }
}

extension LayoutEngine {
    /// A constraint as UIKit prints it, with the engine's serial number standing in for the address.
    func describe(_ e: Entry) -> String {
        let c = e.constraint
        let address = "0x" + String(e.serial, radix: 16)
        let id = c.identifier.map { "'\($0)' " } ?? ""
        let priority = c.priority.isRequired ? "" : " @\(c.priority)"
        switch c.origin {
        case .contentSize(let axis):
            guard let v = c.firstItem as? View else { break }
            let hug = v.contentHuggingPriority(for: axis), cr = v.contentCompressionResistancePriority(for: axis)
            return "<NSContentSizeLayoutConstraint:\(address) \(v.debugName).\(c.firstAttribute.name) == "
                + "\(ConstraintText.number(c.constant)) Hug:\(hug) CompressionResistance:\(cr)   (active)>"
        case .autoresizing(let tag):
            let names: [LayoutAttribute: String] = [.left: "minX", .top: "minY", .width: "width", .height: "height"]
            var rhs = ""
            if let s = c.secondItem, c.secondAttribute != .notAnAttribute {
                if c.secondAttribute == c.firstAttribute && c.multiplier == 1 && [.left, .top].contains(c.firstAttribute) {
                    // A fixed origin: minX and minY are already measured from the superview ('|').
                    rhs = ""
                } else if c.secondAttribute == c.firstAttribute && c.multiplier == 1 {
                    rhs = "\(s.debugName).\(names[c.secondAttribute] ?? c.secondAttribute.name)"
                } else {
                    rhs = "\(ConstraintText.number(c.multiplier))*\(s.debugName).\(c.secondAttribute.name)"
                }
            }
            let k = c.constant
            let constantText = rhs.isEmpty ? ConstraintText.number(k)
                : (k == 0 ? "" : (k > 0 ? " + " : " - ") + ConstraintText.number(abs(k)))
            let superName = c.secondItem?.debugName ?? "nil"
            return "<NSAutoresizingMaskLayoutConstraint:\(address) \(tag) \(c.firstItem.debugName).\(names[c.firstAttribute] ?? c.firstAttribute.name) == "
                + "\(rhs)\(constantText)   (active, names: '|':\(superName) )>"
        default: break
        }
        return "<NSLayoutConstraint:\(address) \(id)\(c.debugSummary)\(priority)   (active)>"
    }
}
