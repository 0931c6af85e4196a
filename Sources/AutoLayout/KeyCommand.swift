// Hardware-keyboard commands (UIKeyCommand): app responders list them in `keyCommands`, which a
// view controller overrides. No keyboard is attached here, so none is ever performed; they are
// kept with what the app gave them.

import Foundation

/// UIKeyModifierFlags, with UIKit's raw values.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// UIKeyCommand: a key, its modifiers and the action it sends.
open class KeyCommand: NSObject {
    open private(set) var input: String?
    open private(set) var modifierFlags: KeyModifierFlags
    open private(set) var action: Selector?
    open var title: String
    open var discoverabilityTitle: String?
    open var wantsPriorityOverSystemBehavior = false

    /// UIKeyCommand(input:modifierFlags:action:).
    public init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        title = ""
    }

    /// UIKeyCommand(input:modifierFlags:action:discoverabilityTitle:) (deprecated in iOS 13).
    public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// UIKeyCommand(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)
    /// without the menu-only arguments (image, property list, alternates, attributes, state).
    public init(title: String = "", action: Selector, input: String, modifierFlags: KeyModifierFlags = [],
                discoverabilityTitle: String? = nil) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
    }

    // The special keys' inputs (UIKeyInputUpArrow, …): opaque strings compared by value.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputTab = "\t"
}
