// UITextInputTraits and UITextFieldDelegate: what app code sets on its fields. None of the traits
// changes layout (they choose a keyboard); they are stored so the code compiles and reads back.
import Foundation

/// UIKeyboardType.
public enum KeyboardType: Int, Sendable, Hashable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = KeyboardType.asciiCapable
}

/// UIReturnKeyType.
public enum ReturnKeyType: Int, Sendable, Hashable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UITextAutocapitalizationType.
public enum TextAutocapitalizationType: Int, Sendable, Hashable { case none = 0, words, sentences, allCharacters }
/// UITextAutocorrectionType.
public enum TextAutocorrectionType: Int, Sendable, Hashable { case `default` = 0, no, yes }
/// UITextSpellCheckingType.
public enum TextSpellCheckingType: Int, Sendable, Hashable { case `default` = 0, no, yes }
/// UIKeyboardAppearance.
public enum KeyboardAppearance: Int, Sendable, Hashable { case `default` = 0, dark, light }

/// UITextContentType: what autofill offers (`.username`, `.oneTimeCode`, …).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = TextContentType(rawValue: "name")
    public static let givenName = TextContentType(rawValue: "given-name")
    public static let familyName = TextContentType(rawValue: "family-name")
    public static let nickname = TextContentType(rawValue: "nickname")
    public static let emailAddress = TextContentType(rawValue: "email")
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "new-password")
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    public static let URL = TextContentType(rawValue: "url")
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    public static let postalCode = TextContentType(rawValue: "postal-code")
    public static let addressCity = TextContentType(rawValue: "address-level2")
    public static let countryName = TextContentType(rawValue: "country-name")
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    public static let organizationName = TextContentType(rawValue: "organization")
    public static let jobTitle = TextContentType(rawValue: "organization-title")
    public static let location = TextContentType(rawValue: "location")
}

/// UITextField.ViewMode: when the clear button or a side view shows.
public enum TextFieldViewMode: Int, Sendable, Hashable { case never = 0, whileEditing, unlessEditing, always }

/// UITextField.DidEndEditingReason.
public enum TextFieldDidEndEditingReason: Int, Sendable, Hashable { case committed = 0, cancelled }

/// UITextFieldDelegate. Every method has UIKit's default answer, so a conformer implements
/// any subset, as with the optional Objective-C protocol. Layout never calls them (nothing is edited).
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textFieldDidEndEditing(_ textField: TextField, reason: TextFieldDidEndEditingReason)
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: TextField)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextFieldDidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
