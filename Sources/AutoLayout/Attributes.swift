// Layout vocabulary: priorities, relations, attributes and axes with UIKit's raw values.

/// A constraint priority (UILayoutPriority): a Float in 1...1000; 1000 is required.
/// Fractional values such as 999.5 are distinct levels.
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }
    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)
    public var isRequired: Bool { rawValue >= 1000 }
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
    /// As UIKit logs priorities: `@750`, `@999.5`. Content priorities are not range-checked (IB's
    /// `horizontalHuggingPriority="1e20"` is accepted), so whole numbers beyond Int's range print as Floats.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }
    var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }
}

/// The relation of a constraint (NSLayoutConstraint.Relation raw values).
public enum LayoutRelation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
    var reversed: LayoutRelation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// A layout axis (NSLayoutConstraint.Axis).
public enum LayoutAxis: Int, Sendable, Hashable, Codable {
    case horizontal = 0
    case vertical = 1
    /// "horizontal" or "vertical", as UIKit's ambiguity messages name the axis.
    public var name: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// What a layout attribute measures, which decides what it may be related to.
enum AttributeKind: Equatable {
    case x, y, dimension(LayoutAxis)
}

/// NSLayoutConstraint.Attribute with UIKit's raw values.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable {
    case notAnAttribute = 0
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The name UIKit prints in constraint descriptions.
    public var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    var kind: AttributeKind? {
        switch self {
        case .notAnAttribute: return nil
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .x
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .y
        case .width: return .dimension(.horizontal)
        case .height: return .dimension(.vertical)
        }
    }

    var axis: LayoutAxis {
        switch kind {
        case .x, .dimension(.horizontal): return .horizontal
        default: return .vertical
        }
    }

    var isDimension: Bool {
        if case .dimension = kind { return true }
        return false
    }

    /// Leading/trailing family: flips with the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Left/right family: never flips, and UIKit refuses to mix it with leading/trailing.
    var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// The plain attribute of the margins guide that a margin attribute stands for.
    var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
