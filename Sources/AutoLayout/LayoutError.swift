// Errors for bad input: each names the view, the attribute or the format position.

/// A constraint, format or value that cannot be used. Messages follow UIKit's exception texts.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two items of a constraint share no ancestor.
    case noCommonAncestor(first: String, second: String)
    /// Two attributes that cannot be related (x against y, x against a width, leading against left, …).
    case incompatibleAttributes(first: String, second: String, reason: String)
    /// A location attribute equal to a constant (zero multiplier or missing second item).
    case locationEqualToConstant(item: String)
    /// NaN or infinity where a number is needed.
    case nonFinite(place: String, value: Double)
    /// A priority outside 1...1000.
    case invalidPriority(place: String, value: Float)
    /// A required constraint made optional after activation, or the other way round.
    case requiredPriorityChange(constraint: String, from: Float, to: Float)
    /// A malformed visual format string; `position` is the character offset of the caret.
    case visualFormat(reason: String, format: String, position: Int)
    /// A stack-view arrangement UIKit refuses.
    case invalidArrangement(stack: String, reason: String)
    /// A constraint item that is neither a view nor a layout guide (the type is named).
    case notAnItem(String)

    public var description: String {
        switch self {
        case let .noCommonAncestor(first, second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case let .incompatibleAttributes(first, second, reason):
            return "Invalid pairing of layout attributes \(first) and \(second): \(reason)"
        case let .locationEqualToConstant(item):
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. "
                + "(first item \(item))"
        case let .nonFinite(place, value):
            return "Non-finite number \(value) for \(place)"
        case let .invalidPriority(place, value):
            return "Invalid priority \(value) for \(place): a priority must be greater than 0 and at most 1000"
        case let .requiredPriorityChange(constraint, from, to):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                + "You passed priority \(LayoutPriority(to)) and the existing priority was \(LayoutPriority(from)). (\(constraint))"
        case let .visualFormat(reason, format, position):
            if position < 0 { return "Unable to parse constraint format: \(reason)" }
            return "Unable to parse constraint format: \n\(reason) \n\(format) \n"
                + String(repeating: " ", count: position) + "^"
        case let .invalidArrangement(stack, reason):
            return "Invalid arrangement for \(stack): \(reason)"
        case let .notAnItem(type):
            return "Constraint items must each be a view or layout guide (got a \(type))."
        }
    }
}

func checkFinite(_ value: Double, _ place: @autoclosure () -> String) throws {
    if !value.isFinite { throw LayoutError.nonFinite(place: place(), value: value) }
}
