import Foundation

/// A place in an input file: the project file, a screen, a string table or a baseline.
/// Line and column are 1-based; either may be unknown (a file that could not be read at all).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): return "\(file):\(line):\(column)"
        case let (line?, nil): return "\(file):\(line)"
        default: return file
        }
    }
}

/// Every failure the harness reports: what went wrong and where.
///
/// The kind decides the exit status of a command (bad configuration is 2), and the
/// description reads like a compiler diagnostic so editors and CI logs can link it.
public struct LayoutCheckError: Error, Sendable, CustomStringConvertible, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `layoutcheck.yml`, a screen file, a string table or a command-line option is wrong.
        case configuration
        /// A baseline file exists but cannot be read (corrupt JSON or PNG).
        case baseline
        /// The file system refused (permissions, disk full, a path escaping its root).
        case io
        /// Laying out or rendering a scenario failed.
        case layout
    }

    public var kind: Kind
    public var location: SourceLocation?
    public var message: String

    public init(_ kind: Kind, at location: SourceLocation? = nil, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    public static func configuration(_ message: String, at location: SourceLocation? = nil) -> LayoutCheckError {
        LayoutCheckError(.configuration, at: location, message)
    }

    public var description: String {
        if let location { return "\(location): error: \(message)" }
        return "error: \(message)"
    }
}

extension LayoutCheckError: LocalizedError {
    public var errorDescription: String? { description }
}
