// UIKit's attributes on Foundation's AttributeContainer (`container.font`, `.foregroundColor`),
// the text-attributes transformer button configurations run over their title, and
// UIBackgroundConfiguration: the pieces of UIKit's configuration API that Button.Configuration
// stores, so they live beside it.
import Foundation

extension AttributeScopes {
    /// AttributeScopes.UIKitAttributes: the attributes UIKit reads from an AttributeContainer.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes

        /// NSAttributedString.Key.font's attribute.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "NSFont"
        }
        /// NSAttributedString.Key.foregroundColor's attribute; drawing only.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "NSColor"
        }
        /// NSAttributedString.Key.backgroundColor's attribute; drawing only.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "NSBackgroundColor"
        }
    }

    /// AttributeScopes.uiKit.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font` and the other UIKit attributes, as UIKit's scope adds them.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// UIConfigurationTextAttributesTransformer: a function over a text's attributes, applied to a
/// configuration's title; the font it gives is the one the title is measured in.
public struct ConfigurationTextAttributesTransformer: Hashable, Sendable {
    /// Closures cannot be compared: two transformers are equal when they are the same one.
    private final class Box: Sendable {
        let transform: @Sendable (AttributeContainer) -> AttributeContainer
        init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    }
    private let box: Box

    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { box = Box(transform) }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { box.transform(input) }

    public static func == (a: Self, b: Self) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }

    /// The font `font` becomes: the transformer's, or `font` when it sets none.
    func font(from font: Font) -> Font {
        var container = AttributeContainer()
        container.font = font
        return self(container).font ?? font
    }
}

/// UIBackgroundConfiguration: a background's colour, corners, stroke and insets. All of it is
/// drawing: a background never changes the frames of the content it is behind.
public struct BackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    public var backgroundInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var strokeColor: Color?
    public var strokeWidth: Double = 0
    public var strokeOutset: Double = 0
    public var image: ImageSource?
    /// Which configuration it was made from (`clear`, `listCell`, …), for reading back.
    public let style: String

    init(style: String, backgroundColor: Color? = nil) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// No colour: what `clear()` gives.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(style: "clear", backgroundColor: .clear) }
    /// A plain list's cell: the system background.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(style: "listPlainCell", backgroundColor: .systemBackground) }
    /// An inset-grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration(style: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground) }
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(style: "listSidebarCell") }
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: "listPlainHeaderFooter", backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: "listGroupedHeaderFooter", backgroundColor: .clear) }
    /// iOS 18's list cell, header and footer.
    public static func listCell() -> BackgroundConfiguration { BackgroundConfiguration(style: "listCell", backgroundColor: .systemBackground) }
    public static func listHeader() -> BackgroundConfiguration { BackgroundConfiguration(style: "listHeader") }
    public static func listFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: "listFooter") }

    /// UIBackgroundConfiguration.resolvedBackgroundColor(for:): the colour, else the tint.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color { backgroundColor ?? tintColor }
}
