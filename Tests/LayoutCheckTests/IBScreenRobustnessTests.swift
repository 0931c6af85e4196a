import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// An Interface Builder screen whose bytes trapped Foundation's XMLParser (the process died with
/// SIGILL or SIGSEGV) is now bad configuration: exit status 2, the file's line and column.
@Suite struct IBScreenRobustnessTests {
    static let cases: [(bytes: [UInt8], expected: String)] = [
        ([0x3C, 0xC4, 0x6C, 0x73, 0x69], "Bad.xib:1:2: error: not UTF-8"),               // "<\xC4lsi"
        ([0x3C, 0x21, 0x2D, 0x2D, 0xFF, 0x2D, 0x2D, 0x3E], "Bad.xib:1:5: error: not UTF-8"), // "<!--\xFF-->"
        ([0x3C, 0x3F, 0x78, 0x3F, 0x3E], "Bad.xib:1:1: error: malformed XML: a processing instruction"), // "<?x?>"
    ]

    @Test(arguments: cases)
    func testRefusesTheScreenAtItsPlace(_ bytes: [UInt8], _ expected: String) async throws {
        let folder = try TemporaryFolder()
        try folder.write("Bad.xib", Data(bytes))
        try folder.write("layoutcheck.yml", "screens: [Bad.xib]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en-XA]\n")
        let capture = CommandOutput.Capture()
        let project = folder.url.appendingPathComponent("layoutcheck.yml").path
        let status = await CommandOutput.$capture.withValue(capture) {
            await layoutcheck(["test", "--project", project, "--quiet"])
        }
        #expect(status == 2)
        #expect(capture.standardError.contains(expected), "\(capture.standardError)")
    }
}
