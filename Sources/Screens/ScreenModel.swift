import Foundation
import LayoutTypes
import ProjectFiles
import TextLayout

/// A screen as declared in a `*.layout.yaml` file, before it becomes an AutoLayout view
/// tree: the harness's own model, so parse errors keep their file positions and the same
/// screen can be built for every scenario.
public struct ScreenDefinition: Sendable {
    public var name: String
    /// The file as named in messages.
    public var file: String
    public var background: RGBAColor?
    /// Named numbers usable in VFL predicates and equation constants.
    public var metrics: [String: Double]
    /// The root view's subviews, in order.
    public var views: [ViewDeclaration]
    public var constraints: [ConstraintDeclaration]

    /// Every declared view, depth first in declaration order.
    public var allViews: [ViewDeclaration] {
        var result: [ViewDeclaration] = []
        func visit(_ view: ViewDeclaration) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        views.forEach(visit)
        return result
    }
}

/// The kinds of view a screen can declare.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, button, image, textField, `switch`, stack
}

/// Where a view's text comes from.
public enum TextSource: Sendable, Equatable {
    /// A key of the string tables, with the count for plural entries.
    case key(String, count: Int?)
    /// Literal text, not localized.
    case literal(String)
}

/// A font: a Dynamic Type text style (scaled by the content size category) or a fixed size.
public enum FontDeclaration: Sendable, Equatable {
    case style(TextStyle)
    case system(size: Double, weight: FontWeight)
    /// A font the app ships (`fonts:` in the project), by PostScript or family name.
    case named(String, size: Double, weight: FontWeight)
}

/// An sRGB colour with alpha, 0…1 per component.
public struct RGBAColor: Sendable, Equatable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or one of a few UIKit colour names.
    public static func parse(_ text: String) -> RGBAColor? {
        if let named = named[text] { return named }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        // Hex digits only: UInt64(_:radix:) also takes a sign, so "#+12345" was a colour.
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else { return nil }
        let components = hex.count == 6 ? [value >> 16, value >> 8, value, 0xFF] : [value >> 24, value >> 16, value >> 8, value]
        let c = components.map { Double($0 & 0xFF) / 255 }
        return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

/// Stack view settings.
public struct StackDeclaration: Sendable, Equatable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Double = 0
    /// Extra spacing after an arranged view, by its id.
    public var customSpacing: [String: Double] = [:]
    public var layoutMarginsRelative = false
    public var baselineRelative = false
}

/// Per-axis priorities (content hugging or compression resistance); nil keeps the kind's default.
public struct AxisPriorities: Sendable, Equatable {
    public var horizontal: Double?
    public var vertical: Double?
}

/// One view of a screen.
public struct ViewDeclaration: Sendable {
    public var id: String
    public var kind: ViewKind
    public var location: SourceLocation
    public var text: TextSource?
    /// Text fields: the placeholder shown when there is no text.
    public var placeholder: TextSource?
    public var font: FontDeclaration?
    public var textColor: RGBAColor?
    public var numberOfLines: Int?
    public var lineBreakMode: String?
    public var textAlignment: String?
    public var background: RGBAColor?
    public var cornerRadius: Double?
    public var borderWidth: Double?
    public var borderColor: RGBAColor?
    public var alpha: Double?
    public var isHidden = false
    public var clipsToBounds = false
    public var semanticContentAttribute: String?
    public var hugging = AxisPriorities()
    public var resistance = AxisPriorities()
    /// Plain views: a fixed intrinsic size; image views: the image's size.
    public var intrinsicSize: (width: Double, height: Double)?
    /// Directional layout margins (top, leading, bottom, trailing).
    public var margins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    /// Set for views laid out by autoresizing mask rather than constraints.
    public var frame: (x: Double, y: Double, width: Double, height: Double)?
    public var autoresizingMask: [String] = []
    public var stack: StackDeclaration?
    /// Children; for a stack, its arranged subviews in order.
    public var subviews: [ViewDeclaration] = []
}

/// A constraint of a screen: a Visual Format Language string or an equation.
public enum ConstraintDeclaration: Sendable {
    case visualFormat(String, options: [String], location: SourceLocation)
    case equation(Equation, location: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case let .visualFormat(_, _, location), let .equation(_, location): return location
        }
    }
}

/// `first.attribute relation multiplier × second.attribute + constant @priority`.
public struct Equation: Sendable, Equatable {
    public enum Relation: String, Sendable { case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }
    public var first: AnchorReference
    public var relation: Relation
    public var second: AnchorReference?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
}

/// An item and one of its layout attributes.
public struct AnchorReference: Sendable, Equatable {
    public enum Item: Sendable, Equatable {
        /// The screen's root view.
        case root
        case view(String)
        /// A layout guide of the root (owner nil) or of a view.
        case guide(owner: String?, Guide)
    }
    public enum Guide: String, Sendable, Equatable { case safeArea, margins, readable }
    public enum Attribute: String, Sendable, CaseIterable {
        case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

        public var isHorizontalPosition: Bool { [.leading, .trailing, .left, .right, .centerX].contains(self) }
        public var isVerticalPosition: Bool { [.top, .bottom, .centerY, .firstBaseline, .lastBaseline].contains(self) }
        public var isDimension: Bool { self == .width || self == .height }
    }
    public var item: Item
    public var attribute: Attribute
}
