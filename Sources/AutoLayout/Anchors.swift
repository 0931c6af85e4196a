// Type-safe anchors: x anchors relate only to x anchors, y to y, dimensions to dimensions.

/// The standard spacing UIKit uses between sibling views (VFL `-`, system spacing): 8 pt.
public let standardSiblingSpacing: Double = 8

/// Marker for horizontal-position anchors.
public enum XAxis {}
/// Marker for vertical-position anchors (including baselines).
public enum YAxis {}

/// A position anchor on one axis. The axis is part of the type, so relating an x anchor to a y anchor
/// does not compile (NSLayoutAnchor<AnchorType>).
public struct PositionAnchor<Axis> {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    func make(_ r: LayoutRelation, _ other: PositionAnchor<Axis>, _ c: Double) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, r, other.item, other.attribute, 1, c)
    }
    public func constraint(equalTo other: PositionAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant)
    }
    public func constraint(greaterThanOrEqualTo other: PositionAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant)
    }
    public func constraint(lessThanOrEqualTo other: PositionAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant)
    }
}

/// NSLayoutXAxisAnchor.
public typealias XAxisAnchor = PositionAnchor<XAxis>
/// NSLayoutYAxisAnchor.
public typealias YAxisAnchor = PositionAnchor<YAxis>

extension PositionAnchor where Axis == XAxis {
    /// `self == other + multiplier × standard spacing` (8 pt).
    public func constraint(equalToSystemSpacingAfter other: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, other, standardSiblingSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, standardSiblingSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter other: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.lessThanOrEqual, other, standardSiblingSpacing * multiplier)
    }
}

extension PositionAnchor where Axis == YAxis {
    /// `self == other + multiplier × standard spacing` (8 pt).
    public func constraint(equalToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, other, standardSiblingSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, standardSiblingSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.lessThanOrEqual, other, standardSiblingSpacing * multiplier)
    }
}

/// A size anchor (NSLayoutDimension): relates to other dimensions or to constants.
public struct DimensionAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalToConstant c: Double) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, .equal, nil, .notAnAttribute, 1, c)
    }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, c)
    }
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, c)
    }
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, .equal, other.item, other.attribute, multiplier, constant)
    }
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, .greaterThanOrEqual, other.item, other.attribute, multiplier, constant)
    }
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor: item, attribute, .lessThanOrEqual, other.item, other.attribute, multiplier, constant)
    }
}

func anchorDescription(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
    let kind: String
    switch attribute.kind {
    case .x: kind = "NSLayoutXAxisAnchor"
    case .y: kind = "NSLayoutYAxisAnchor"
    default: kind = "NSLayoutDimension"
    }
    return "<\(kind) \"\(item.debugName).\(attribute.name)\">"
}
