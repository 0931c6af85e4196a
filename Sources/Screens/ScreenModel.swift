import Foundation
import LayoutTypes
import ProjectFiles
import TextLayout

/// A screen as declared in a `*.layout.yaml` file, before it becomes an AutoLayout view
/// tree: the harness's own model, so parse errors keep their file positions and the same
/// screen can be built for every scenario.
package struct ScreenDefinition: Sendable {
    package var name: String
    /// The file as named in messages.
    package var file: String
    package var background: Color?
    /// Named numbers usable in VFL predicates and equation constants.
    package var metrics: [String: Double]
    /// The root view's subviews, in order.
    package var views: [ViewDeclaration]
    package var constraints: [ConstraintDeclaration]
    /// Old spellings the file still uses (`imageSize:`), each a note with its place and the new spelling.
    package var notes: [String] = []

    /// Every declared view, depth first in declaration order.
    package var allViews: [ViewDeclaration] {
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
package enum ViewKind: String, Sendable, CaseIterable {
    case view, label, button, image, textField, `switch`, stack
}

/// Where a view's text comes from.
package enum TextSource: Sendable, Equatable {
    /// A key of the string tables, with the count for plural entries.
    case key(String, count: Int?)
    /// Literal text, not localized.
    case literal(String)
}

/// A font: a Dynamic Type text style (scaled by the content size category) or a fixed size.
package enum FontDeclaration: Sendable, Equatable {
    case style(TextStyle)
    case system(size: Double, weight: FontWeight)
    /// A font the app ships (`fonts:` in the project), by PostScript or family name.
    case named(String, size: Double, weight: FontWeight)
}

extension Color {
    /// `#RRGGBB`, `#RRGGBBAA`, or one of a few UIKit colour names.
    package static func parse(_ text: String) -> Color? {
        if let named = named[text] { return named }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        // Hex digits only: UInt64(_:radix:) also takes a sign, so "#+12345" was a colour.
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else { return nil }
        let components = hex.count == 6 ? [value >> 16, value >> 8, value, 0xFF] : [value >> 24, value >> 16, value >> 8, value]
        let c = components.map { Double($0 & 0xFF) / 255 }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

/// Stack view settings.
package struct StackDeclaration: Sendable, Equatable {
    package enum Axis: String, Sendable { case horizontal, vertical }
    package enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    package enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
    package var axis: Axis = .horizontal
    package var distribution: Distribution = .fill
    package var alignment: Alignment = .fill
    package var spacing: Double = 0
    /// Extra spacing after an arranged view, by its id.
    package var customSpacing: [String: Double] = [:]
    package var layoutMarginsRelative = false
    package var baselineRelative = false
}

/// Per-axis priorities (content hugging or compression resistance); nil keeps the kind's default.
package struct AxisPriorities: Sendable, Equatable {
    package var horizontal: Double?
    package var vertical: Double?
}

/// One view of a screen.
package struct ViewDeclaration: Sendable {
    package var id: String
    package var kind: ViewKind
    package var location: SourceLocation
    package var text: TextSource?
    /// Text fields: the placeholder shown when there is no text.
    package var placeholder: TextSource?
    package var font: FontDeclaration?
    package var textColor: Color?
    package var numberOfLines: Int?
    package var lineBreakMode: String?
    package var textAlignment: String?
    package var background: Color?
    package var cornerRadius: Double?
    package var borderWidth: Double?
    package var borderColor: Color?
    package var alpha: Double?
    /// `on:` of a switch (UISwitch.isOn); drawn, no effect on layout.
    package var isOn = false
    package var isHidden = false
    package var clipsToBounds = false
    package var semanticContentAttribute: String?
    package var hugging = AxisPriorities()
    package var resistance = AxisPriorities()
    /// Plain views: a fixed intrinsic size; image views: the image's size.
    package var intrinsicSize: (width: Double, height: Double)?
    /// Directional layout margins (top, leading, bottom, trailing).
    package var margins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    /// Set for views laid out by autoresizing mask rather than constraints.
    package var frame: (x: Double, y: Double, width: Double, height: Double)?
    package var autoresizingMask: [String] = []
    package var stack: StackDeclaration?
    /// Children; for a stack, its arranged subviews in order.
    package var subviews: [ViewDeclaration] = []
}

/// A constraint of a screen: a Visual Format Language string or an equation.
package enum ConstraintDeclaration: Sendable {
    case visualFormat(String, options: [String], location: SourceLocation)
    case equation(Equation, location: SourceLocation)

    package var location: SourceLocation {
        switch self {
        case let .visualFormat(_, _, location), let .equation(_, location): return location
        }
    }
}

/// `first.attribute relation multiplier × second.attribute + constant @priority`.
package struct Equation: Sendable, Equatable {
    package enum Relation: String, Sendable { case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }
    package var first: AnchorReference
    package var relation: Relation
    package var second: AnchorReference?
    package var multiplier: Double
    package var constant: Double
    package var priority: Double
    package var identifier: String?
}

/// An item and one of its layout attributes.
package struct AnchorReference: Sendable, Equatable {
    package enum Item: Sendable, Equatable {
        /// The screen's root view.
        case root
        case view(String)
        /// A layout guide of the root (owner nil) or of a view.
        case guide(owner: String?, Guide)
    }
    package enum Guide: String, Sendable, Equatable { case safeArea, margins, readable }
    package enum Attribute: String, Sendable, CaseIterable {
        case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

        package var isHorizontalPosition: Bool { [.leading, .trailing, .left, .right, .centerX].contains(self) }
        package var isVerticalPosition: Bool { [.top, .bottom, .centerY, .firstBaseline, .lastBaseline].contains(self) }
        package var isDimension: Bool { self == .width || self == .height }
    }
    package var item: Item
    package var attribute: Attribute
}
