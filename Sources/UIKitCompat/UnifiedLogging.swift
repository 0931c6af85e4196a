// Apple's unified logging (`import os.log`, `import OSLog`): app and library code logs through
// `os_log` and `Logger` (FloatingPanel logs every state change, view controllers their errors).
// Linux has no unified logging system, so the rewrite drops those imports and these stand in:
// errors and faults go to standard error, as Xcode's console would show them beside a failing
// test; the other levels are dropped, so a layout run's output stays the report.
import Foundation

/// OSLogType: a message's level.
public struct OSLogType: Equatable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    /// Whether a message at this level is written (errors and faults).
    var isShown: Bool { self == .error || self == .fault }
}

/// OSLog: a subsystem and category that messages are filed under.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing, whatever the level.
    public static let disabled = OSLog(disabled: ())

    /// OSLog.isEnabled(type:).
    public func isEnabled(type: OSLogType) -> Bool { isEnabled && type.isShown }

    func write(_ type: OSLogType, _ text: @autoclosure () -> String) {
        guard isEnabled(type: type) else { return }
        let origin = subsystem.isEmpty ? "" : "[\(subsystem)\(category.isEmpty ? "" : ":" + category)] "
        FileHandle.standardError.write(Data("\(origin)\(text())\n".utf8))
    }
}

/// os_log(_:log:type:_:): a `printf`-style message whose `%@`, `%d`, `%s`… (with or without
/// `{public}`/`{private}`) take the arguments in order.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    log.write(type, OSLogFormat.format(message.description, args))
}

/// os_log(_:dso:log:_:_:), the level first (iOS 12).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    log.write(type, OSLogFormat.format(message.description, args))
}

/// The format string's conversions filled in order with the arguments' descriptions; width,
/// precision and privacy are read past, as they change only how a value is shown.
enum OSLogFormat {
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var out = ""
        var next = 0
        var chars = format.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { out.append(c); continue }
            var spec = ""
            var conversion: Character?
            while let d = chars.next() {
                if d == "%" && spec.isEmpty { out.append("%"); break }
                // `{public}`, `{private}`: privacy, read past whole.
                if d == "{" {
                    while let e = chars.next(), e != "}" {}
                    spec.append("{}")
                    continue
                }
                if d.isLetter && !"hlqjztL".contains(d) || d == "@" {
                    conversion = d
                    break
                }
                spec.append(d)
            }
            guard conversion != nil else { continue }
            if next < args.count {
                out += String(describing: args[next])
                next += 1
            }
        }
        return out
    }
}

/// Logger (iOS 14): levels as methods, messages as interpolations whose `privacy:` is read past.
public struct Logger: Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }
    public init() { log = .default }

    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// OSLogPrivacy: how a value would be redacted in the system log; here values are written as they are.
public struct OSLogPrivacy: Sendable {
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static let auto = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }

    /// OSLogPrivacy.Mask: the hash Apple's log would show in place of a private value.
    public struct Mask: Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// OSLogMessage: the text of a `Logger` call.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Appends values the way `Logger` messages interpolate them, `privacy:` accepted and read past.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T?, privacy: OSLogPrivacy = .auto) {
            text += value().map { String(describing: $0) } ?? "nil"
        }
    }
}
