import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a call to `assertLayout` is written, so its failure is reported there.
public struct CallSite: Sendable {
    public var fileID: StaticString
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed assertion to whichever test framework runs the caller: Swift Testing
/// (`Issue.record` at the call site) inside a `@Test`, else XCTest (`XCTFail` at the file and
/// line). Outside both the message goes to standard error, so it is never lost.
func reportFailure(_ message: String, at site: CallSite) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                                                    line: Int(site.line), column: Int(site.column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: site.filePath, line: site.line)
    #else
    FileHandle.standardError.write(Data("\(site.filePath):\(site.line):\(site.column): error: \(message)\n".utf8))
    #endif
}
