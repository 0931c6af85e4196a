import Foundation
import Testing
@testable import InterfaceBuilder

/// Malformed XML is told in plain words at its line and column, never as libxml2's error number.
@Suite struct XMLMessageTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var error: String
        var description: String { error }
    }

    static let cases: [Case] = [
        // The quote after text= never closes: the next line's `<` is read as inside the value.
        Case(text: "<document>\n  <label text=\"Hello/>\n</document>\n",
             error: "Bad.xib:3:1: error: malformed XML: '<' inside an attribute value (write &lt;) (inside <document> opened at line 1)"),
        // The file ends inside the value, after the line's 20 characters: column 21.
        Case(text: "<document>\n  <label text=\"Hello",
             error: "Bad.xib:2:21: error: malformed XML: an attribute value is not closed (its closing quote is missing) (inside <document> opened at line 1)"),
        Case(text: "<document>\n  <label id=\"a\" id=\"b\"/>\n</document>\n",
             error: "Bad.xib:2:23: error: malformed XML: an attribute appears twice on one element (inside <document> opened at line 1)"),
        Case(text: "<document>\n  <label text=\"Fish & Chips\"/>\n</document>\n",
             error: "Bad.xib:2:22: error: malformed XML: a name is expected here (an element, attribute or entity name; write &amp; for an ampersand) (inside <document> opened at line 1)"),
        Case(text: "<document>\n  <label text=\"a < b\"/>\n</document>\n",
             error: "Bad.xib:2:18: error: malformed XML: '<' inside an attribute value (write &lt;) (inside <document> opened at line 1)"),
        Case(text: "<document>\n  <objects>\n  </document>\n",
             error: "Bad.xib:3:14: error: malformed XML: an end tag does not match the open element (inside <objects> opened at line 2)"),
    ]

    @Test(arguments: cases) func saidPlainly(_ c: Case) {
        do {
            _ = try IBDocumentReader.read(data: Data(c.text.utf8), file: "Bad.xib")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == c.error)
            #expect(!error.description.contains("parser error"))
        }
    }

    @Test func everyLibxmlCodeHasWords() {
        // Codes 1…205 that libxml2's parser reports: none reads as a bare number.
        for code in 1...205 {
            #expect(!XMLTreeBuilder.plainReason(code: code).hasPrefix("parser error"))
        }
        #expect(XMLTreeBuilder.plainReason(code: 40) == "an attribute value is not closed (its closing quote is missing)")
        #expect(XMLTreeBuilder.plainReason(code: 999) == "the XML is not well-formed (libxml2 error 999)")
    }
}
