import Foundation
import Testing
@testable import InterfaceBuilder

/// Bytes that made Foundation's XMLParser trap on Linux (SIGILL, SIGSEGV) are refused before it
/// runs, each at its line and column (columns count characters, 1-based).
@Suite struct XMLPrecheckTests {
    struct Case: Sendable, CustomStringConvertible {
        var bytes: [UInt8]
        var error: String
        var description: String { error }
    }

    static let cases: [Case] = [
        // `<` then 0xC4, a two-byte lead, followed by 'l' (0x6C), not a continuation: column 2.
        Case(bytes: Array("<".utf8) + [0xC4] + Array("lsi".utf8),
             error: "Bad.xib:1:2: error: not UTF-8: byte 0x6C after 0xC4 is not a continuation of that character"),
        // 0xFF never starts a UTF-8 character; it is the fifth character of the line.
        Case(bytes: Array("<!--".utf8) + [0xFF] + Array("-->".utf8),
             error: "Bad.xib:1:5: error: not UTF-8: byte 0xFF cannot start a character"),
        Case(bytes: Array("<?x?>".utf8),
             error: "Bad.xib:1:1: error: malformed XML: a processing instruction; only the XML declaration (<?xml …?>) "
                + "at the start of the file is allowed"),
        // A processing instruction after the declaration, on line 2.
        Case(bytes: Array("<?xml version=\"1.0\"?>\n<?php x?><document/>".utf8),
             error: "Bad.xib:2:1: error: malformed XML: a processing instruction; only the XML declaration (<?xml …?>) "
                + "at the start of the file is allowed"),
        Case(bytes: Array("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document>&a;</document>".utf8),
             error: "Bad.xib:2:1: error: malformed XML: a document type declaration, which Interface Builder files never have "
                + "(entities are not expanded)"),
        // `<document>` is 10 characters: the NUL is the 11th of line 2.
        Case(bytes: Array("<?xml version=\"1.0\"?>\n<document>".utf8) + [0] + Array("</document>".utf8),
             error: "Bad.xib:2:11: error: malformed XML: a NUL byte, which XML does not allow"),
        // An encoded surrogate (ED A0 80) is not UTF-8: 0xA0 is outside ED's 80…9F continuation range.
        Case(bytes: Array("<d a=\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"/>".utf8),
             error: "Bad.xib:1:7: error: not UTF-8: byte 0xA0 after 0xED is not a continuation of that character"),
        Case(bytes: Array("<d>".utf8) + [0xE2, 0x82],
             error: "Bad.xib:1:4: error: not UTF-8: the file ends inside a character"),
        Case(bytes: [0xFF, 0xFE] + Array("<".utf8),
             error: "Bad.xib:1:1: error: not UTF-8: the file starts with a UTF-16 byte order mark (Interface Builder writes UTF-8)"),
        Case(bytes: Array("<d><!-- never closed".utf8),
             error: "Bad.xib:1:4: error: malformed XML: the comment starting here never ends"),
    ]

    @Test(arguments: cases) func refusedAtItsPlace(_ c: Case) {
        do {
            _ = try IBDocumentReader.read(data: Data(c.bytes), file: "Bad.xib")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == c.error)
        }
    }

    @Test func wellFormedUnicodeCommentsAndTheDeclarationPass() throws {
        // A BOM, the declaration, a comment holding `<?` and non-ASCII text, and CDATA are all fine;
        // the document then fails later only for what it is (no <objects>), not for its bytes.
        let text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- <?not a PI?> ünïcødé 日本 -->\n"
            + "<document><![CDATA[<?x?>]]></document>"
        do {
            _ = try IBDocumentReader.read(data: Data(text.utf8), file: "Fine.xib")
        } catch {
            #expect(!error.message.contains("UTF-8") && !error.message.contains("processing instruction"), "\(error)")
        }
    }
}
