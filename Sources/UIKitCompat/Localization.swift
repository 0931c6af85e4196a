// Localisation as apps write it — `NSLocalizedString`, `String(localized:)`,
// `LocalizedStringResource`, `Bundle.localizedString(forKey:value:table:)` — resolved through
// whatever string lookup is in effect for the current task. The LayoutCheck harness installs one
// per scenario (its string tables and locale) while it builds and lays out the screen, so a view
// controller written as usual is localised per scenario; scenarios built at once on several
// threads each see their own (a task-local value, never a process-wide one).
//
// Name lookup: a file that imports UIKitCompat alone sees these declarations instead of
// Foundation's (a module shadows the modules it imports). A file that also imports Foundation
// itself sees both `NSLocalizedString`s; the overloads below that take exactly the arguments a
// call writes win over Foundation's single one with defaults (Swift prefers the candidate that
// fills fewer parameters from defaults), and a string literal table name picks the non-optional
// overload. Left ambiguous there: all five arguments with a table name that is `nil` or an
// optional variable, and `Bundle.localizedString(forKey:value:table:)` unless both value and table
// are string literals (Swift ranks an extension's member and Foundation's equal). Foundation on
// Linux has no `String(localized:)` or `LocalizedStringResource`: these are the only ones.

/// One string asked for: its key, the table code names (nil: `Localizable`), the text code gives
/// for it (`value:`, `defaultValue:`, or the key of `String(localized:)`), and the count that picks
/// a plural form.
public struct LocalizedStringRequest: Sendable, Hashable {
    public var key: String
    public var table: String?
    public var defaultValue: String?
    public var count: Int?

    public init(key: String, table: String?, defaultValue: String?, count: Int? = nil) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.count = count
    }

    /// The table read: `Localizable` unless code names another (an empty name is the default, as in Foundation).
    public var tableName: String {
        guard let table, !table.isEmpty else { return "Localizable" }
        return table
    }
}

/// Where localized strings come from in the current task. The harness sets one for each scenario
/// (`LocalizedStringLookup.$current.withValue(lookup) { … }`); without one, a string is its
/// default value, else its key, as on iOS when no table has it.
public struct LocalizedStringLookup: Sendable {
    /// The locale identifier of the scenario (`de`, `ar`, `pseudo-long`).
    public let localeIdentifier: String
    private let resolve: @Sendable (LocalizedStringRequest) -> String

    /// `resolve` returns the text for a request, its format specifiers still in it.
    public init(localeIdentifier: String, resolve: @escaping @Sendable (LocalizedStringRequest) -> String) {
        self.localeIdentifier = localeIdentifier
        self.resolve = resolve
    }

    /// The lookup of the current task; nil outside a scenario.
    @TaskLocal public static var current: LocalizedStringLookup?

    /// The text for a request through the current lookup, with `arguments` put in its format specifiers.
    static func text(_ request: LocalizedStringRequest, arguments: [LocalizationArgument] = []) -> String {
        var request = request
        if request.count == nil { request.count = arguments.lazy.compactMap(\.integer).first }
        let format: String
        if let current {
            format = current.resolve(request)
        } else if let value = request.defaultValue, !value.isEmpty {
            format = value
        } else {
            format = request.key
        }
        return arguments.isEmpty ? format : LocalizationFormat.apply(format, arguments)
    }
}

// MARK: NSLocalizedString

/// Foundation's NSLocalizedString, resolved through the scenario's tables (see the file's header
/// for why there is one overload per set of arguments).
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                              comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: value))
}

public func NSLocalizedString(_ key: String, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: nil, defaultValue: nil))
}

public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: nil))
}

public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: nil, defaultValue: nil))
}

public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: nil, defaultValue: value))
}

public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: nil))
}

public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: value))
}

public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: nil, defaultValue: value))
}

public func NSLocalizedString(_ key: String, tableName: String, bundle: Bundle, value: String, comment: String) -> String {
    LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: value))
}

extension Bundle {
    /// Bundle.localizedString(forKey:value:table:), resolved through the scenario's tables whatever
    /// the bundle (there is one app here).
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: value))
    }

    /// The same with a literal value and table: chosen over Foundation's in a file that imports both.
    public func localizedString(forKey key: String, value: String, table tableName: String) -> String {
        LocalizedStringLookup.text(LocalizedStringRequest(key: key, table: tableName, defaultValue: value))
    }
}

// MARK: String(localized:) and LocalizedStringResource

/// A value put into a localized format: the text `%@` shows, an integer (`%lld`, which also picks a
/// plural form), or a floating-point number (`%lf`).
enum LocalizationArgument: Sendable, Hashable {
    case text(String)
    case integer(Int64)
    case unsigned(UInt64)
    case real(Double)

    var integer: Int? {
        switch self {
        case let .integer(value): return Int(exactly: value)
        case let .unsigned(value): return Int(exactly: value)
        case .text, .real: return nil
        }
    }
}

extension String {
    /// String.LocalizationValue: a key written as a literal with interpolations, whose key is the
    /// literal with a format specifier per interpolation (`"\(count) photos"` → `%lld photos`),
    /// as Xcode extracts it into the string tables.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: a plain literal as written; with interpolations, the literal text with `%`
        /// written `%%` and a specifier per interpolation (then the text is formatted).
        public let key: String
        let arguments: [LocalizationArgument]

        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The text in the development language: the key with its arguments put in.
        public var description: String { arguments.isEmpty ? key : LocalizationFormat.apply(key, arguments) }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [LocalizationArgument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation(_ value: String) {
                key += "%@"
                arguments.append(.text(value))
            }

            public mutating func appendInterpolation<T: SignedInteger>(_ value: T) {
                key += "%lld"
                arguments.append(.integer(Int64(clamping: value)))
            }

            public mutating func appendInterpolation<T: UnsignedInteger>(_ value: T) {
                key += "%llu"
                arguments.append(.unsigned(UInt64(clamping: value)))
            }

            public mutating func appendInterpolation(_ value: Double) {
                key += "%lf"
                arguments.append(.real(value))
            }

            public mutating func appendInterpolation(_ value: Float) {
                key += "%f"
                arguments.append(.real(Double(value)))
            }

            public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
                key += "%@"
                arguments.append(.text(value.description))
            }
        }
    }

    /// String(localized:table:bundle:locale:comment:): the key is the literal (its development
    /// language text); the scenario's locale is used whatever `locale` says.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringLookup.text(
            LocalizedStringRequest(key: keyAndValue.key, table: table, defaultValue: keyAndValue.key), arguments: keyAndValue.arguments)
    }

    /// String(localized:defaultValue:table:bundle:locale:comment:): a key with its development language text.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringLookup.text(
            LocalizedStringRequest(key: "\(key)", table: table, defaultValue: defaultValue.key), arguments: defaultValue.arguments)
    }

    /// String(localized:) of a resource (a literal argument is the `LocalizationValue` overload's).
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = LocalizedStringLookup.text(
            LocalizedStringRequest(key: resource.key, table: resource.table, defaultValue: resource.defaultValue.key),
            arguments: resource.defaultValue.arguments)
    }

    /// String(localized:options:): as `String(localized:)` of the resource.
    public init(localized resource: LocalizedStringResource, options: LocalizedStringResource.Options) {
        self.init(localized: resource)
    }
}

/// LocalizedStringResource: a key, its development language text and its table, resolved when
/// shown (`String(localized: resource)`).
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    /// Where a resource's table lives; one app here, so every case reads the scenario's tables.
    public enum BundleDescription: Sendable, Hashable {
        case main
        case atURL(URL)
        case forClass(ClassIdentifier)

        /// `.forClass(MyView.self)`.
        public static func forClass(_ type: AnyClass) -> BundleDescription { .forClass(ClassIdentifier(type)) }
    }

    /// A class as `BundleDescription.forClass` holds it.
    public struct ClassIdentifier: Sendable, Hashable {
        let id: ObjectIdentifier
        init(_ type: AnyClass) { id = ObjectIdentifier(type) }
    }

    /// String(localized:options:)'s options; none changes the text here.
    public struct Options: Sendable, Hashable {
        public init() {}
    }

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resolved text (in the scenario's locale inside one).
    public var description: String { String(localized: self) }
}

/// printf-style formatting of a localized format with its arguments: `%@`, the integer and
/// floating-point conversions, positional `%2$@`, width and precision, and `%%`. A specifier with
/// no argument left is kept as written, as a mismatched translation would show it.
enum LocalizationFormat {
    static func apply(_ format: String, _ arguments: [LocalizationArgument]) -> String {
        var result = ""
        var scalars = Substring(format).unicodeScalars[...]
        var next = 0
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard first == "%" else {
                result.unicodeScalars.append(first)
                continue
            }
            if scalars.first == "%" {
                result += "%"
                scalars = scalars.dropFirst()
                continue
            }
            var spec = String.UnicodeScalarView()
            var rest = scalars
            while let c = rest.first, "0123456789$.-+# lhqjztL".unicodeScalars.contains(c) {
                spec.append(c)
                rest = rest.dropFirst()
            }
            guard let conversion = rest.first, "@diuoxXfFeEgGcs".unicodeScalars.contains(conversion) else {
                result += "%"
                continue
            }
            scalars = rest.dropFirst()
            var flags = String(spec)
            var index = next
            if let dollar = flags.firstIndex(of: "$"), let position = Int(flags[flags.startIndex..<dollar]), position >= 1 {
                index = position - 1
                flags = String(flags[flags.index(after: dollar)...])
            } else {
                next += 1
            }
            guard index < arguments.count else {
                result += "%" + String(spec) + String(conversion)
                continue
            }
            result += render(arguments[index], conversion: conversion, flags: flags)
        }
        return result
    }

    /// One argument in its conversion; length modifiers are dropped (the values are already 64-bit).
    private static func render(_ argument: LocalizationArgument, conversion: Unicode.Scalar, flags: String) -> String {
        var options = flags.filter { !"lhqjztL".contains($0) }
        // A width or precision comes from a translation file: beyond 64 it is a typo, not a layout.
        if options.split(whereSeparator: { !$0.isNumber }).contains(where: { (Int($0) ?? Int.max) > 64 }) { options = "" }
        switch (argument, conversion) {
        case let (.text(text), _): return text
        case let (.integer(value), "d"), let (.integer(value), "i"), let (.integer(value), "@"):
            return String(format: "%\(options)lld", value)
        case let (.unsigned(value), "u"), let (.unsigned(value), "@"), let (.unsigned(value), "d"):
            return String(format: "%\(options)llu", value)
        case let (.real(value), "@"):
            return "\(value)"
        case let (.real(value), c) where "fFeEgG".unicodeScalars.contains(c):
            return String(format: "%\(options)\(Character(c))", value)
        case let (.integer(value), c) where "ouxX".unicodeScalars.contains(c):
            return String(format: "%\(options)ll\(Character(c))", value)
        case let (.unsigned(value), c) where "ouxX".unicodeScalars.contains(c):
            return String(format: "%\(options)ll\(Character(c))", value)
        case let (.integer(value), _): return String(value)
        case let (.unsigned(value), _): return String(value)
        case let (.real(value), _): return "\(value)"
        }
    }
}
