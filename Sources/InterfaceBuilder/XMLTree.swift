// A small element tree over Foundation's XMLParser that keeps each element's line and column,
// so every later error can name the place in the file.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A position in an Interface Builder file.
public struct IBLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One XML element: name, attributes, element children in document order, and where it starts.
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    var location: IBLocation
    /// The comment immediately before this element (storyboards name scenes this way).
    var precedingComment: String?
    /// Character data directly inside the element (`<string key="text">…</string>`).
    var text: String = ""

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Children with this element name, in document order.
    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The first child with this element name and, when given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// Parses XML text into an `XMLNode` tree; malformed XML becomes an `IBError` at its line.
enum XMLTreeBuilder {
    /// Deepest element nesting accepted (libxml2's own default limit). The reader, the view tree and
    /// the layout engine recurse once per level, and commands run on a concurrency thread's small stack:
    /// about 470 nested views overflowed it. Real documents nest views a few dozen levels at most.
    static let maximumDepth = 256

    static func parse(_ data: Data, file: String) throws(IBError) -> XMLNode {
        try XMLPrecheck.check(data, file: file)
        let delegate = Delegate(file: file, tagStarts: TagStarts(data))
        // Fed as a stream, in chunks: given the whole Data at once, libxml2 (without XML_PARSE_HUGE,
        // which XMLParser cannot set) fails a document over 10 MB at its end with error 1 ("huge
        // input lookup"): 20,000 labels, or a large storyboard, were refused as "not well-formed".
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        if let first = delegate.firstError {
            throw IBError(first.location, "malformed XML: \(first.message)")
        }
        if !ok || delegate.root == nil {
            let message = parser.parserError.map { describe($0) } ?? "not an XML document"
            throw IBError(IBLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                          "malformed XML: \(message)")
        }
        guard let root = delegate.root else {
            throw IBError(IBLocation(file: file, line: 1, column: 1), "malformed XML: no root element")
        }
        return root
    }

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let reason = ns.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty,
           !reason.hasPrefix("The operation could not be completed") {
            return reason
        }
        return plainReason(code: ns.code)
    }

    /// libxml2's error codes (`xmlParserErrors`, which `XMLParser.ErrorCode` numbers the same) in
    /// plain words: what a reader should look for at the line and column the message gives.
    static func plainReason(code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5, 77: return "the document ends before its elements are closed"
        case 3: return "the file does not start with an element ('<' expected)"
        case 86: return "text or markup after the root element's end"
        case 6, 7, 8: return "a character reference (&#…;) names no valid character"
        case 9: return "a character XML does not allow"
        case 10, 14, 18: return "the document ends inside an entity or character reference"
        case 11, 12, 13, 15, 16, 17, 19, 20, 21: return "an entity or character reference outside the root element"
        case 22, 24: return "'&' not followed by an entity name (write &amp; for an ampersand)"
        case 23, 25: return "an entity reference without its closing ';' (write &amp; for an ampersand)"
        case 26, 27: return "an entity that is not defined (XML knows &amp; &lt; &gt; &quot; &apos;)"
        case 28, 29, 30, 89, 90: return "an external or parameter entity, which Interface Builder files never use"
        case 31, 32, 79, 81: return "an encoding that is not supported (Interface Builder files are UTF-8)"
        case 33, 43: return "a quoted value is expected here"
        case 34, 44: return "a quoted value is not closed"
        case 35, 201, 202, 203, 204, 205: return "a malformed namespace declaration or prefix"
        case 36, 37: return "a malformed entity value"
        case 38: return "'<' inside an attribute value (write &lt;)"
        case 39: return "an attribute value is not quoted"
        case 40: return "an attribute value is not closed (its closing quote is missing)"
        case 41: return "an attribute without a value"
        case 42: return "an attribute appears twice on one element"
        case 45: return "a comment is not closed (<!-- without -->)"
        case 46, 47: return "a processing instruction (<?…?>) is not closed"
        case 48, 49, 50, 51, 52, 53, 54, 55, 58, 59, 60, 61, 83, 94: return "a malformed document type declaration"
        case 56, 57, 78: return "the XML declaration (<?xml …?>) is malformed"
        case 62: return "']]>' outside a CDATA section"
        case 63: return "a CDATA section is not closed (<![CDATA[ without ]]>)"
        case 64: return "an XML declaration that is not at the very start of the file"
        case 65: return "a space is missing between attributes"
        case 66, 67, 68: return "a name is expected here (an element, attribute or entity name; write &amp; for an ampersand)"
        case 69: return "text is expected here"
        case 70, 71, 91, 92: return "a malformed URI or identifier"
        case 72: return "'<' is expected here"
        case 73: return "a '>' is expected at the end of a tag"
        case 74: return "'</' is expected here"
        case 75: return "'=' is expected between an attribute's name and its value"
        case 76: return "an end tag does not match the open element"
        case 80: return "'--' inside a comment, which XML does not allow"
        case 82, 84, 87, 88: return "a malformed entity"
        case 85: return "the elements are not properly nested"
        default: return "the XML is not well-formed (libxml2 error \(code))"
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let file: String
        var stack: [XMLNode] = []
        var root: XMLNode?
        var pendingComment: String?
        /// The first error libxml2 reported, where it reported it (it may recover and fail later).
        var firstError: (location: IBLocation, message: String)?
        var tagStarts: TagStarts

        init(file: String, tagStarts: TagStarts) {
            self.file = file
            self.tagStarts = tagStarts
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard firstError == nil else { return }
            let open = stack.last.map { " (inside <\($0.name)> opened at line \($0.location.line))" } ?? ""
            firstError = (IBLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                          XMLTreeBuilder.describe(parseError) + open)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let start = tagStarts.start(of: elementName, endLine: parser.lineNumber, endColumn: parser.columnNumber)
            let location = IBLocation(file: file, line: start.line, column: start.column)
            guard stack.count < XMLTreeBuilder.maximumDepth else {
                if firstError == nil {
                    firstError = (location, "<\(elementName)> nests deeper than \(XMLTreeBuilder.maximumDepth) elements")
                }
                parser.abortParsing()
                return
            }
            stack.append(XMLNode(name: elementName, attributes: attributeDict, children: [],
                                 location: location, precedingComment: pendingComment))
            pendingComment = nil
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
            pendingComment = nil
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundComment comment: String) {
            pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}

/// Where a start tag begins. libxml2 reports an element at the end of its start tag (the column, in
/// characters, of its closing `>` or `/`), which for a 300-character `<button …>` line points past
/// everything a reader looks for; messages name the `<` instead.
///
/// Elements arrive in document order, so a cursor walks the bytes once: each element's reported
/// end is reached from the previous one, and its `<name` is searched backwards no further than the
/// previous element's end. Reading is linear in the file's bytes whatever its line structure (a
/// xib saved on one line used to re-decode that line for every element: quadratic).
struct TagStarts {
    private let bytes: [UInt8]
    /// Byte offset of each line's first byte; line n (1-based) starts at `lineStarts[n - 1]`.
    private let lineStarts: [Int]
    /// Start tags longer than this many lines are not searched (IB writes each on one line).
    static let linesSearched = 64

    /// Where the walk stands: a byte offset and its line and column (in characters, 1-based).
    private struct Position {
        var offset: Int
        var line: Int
        var column: Int
    }
    private var cursor = Position(offset: 0, line: 1, column: 1)
    /// The search for a `<name` stops here: the end of the previous element's start tag.
    private var floor = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The line and column (in characters, 1-based) of `<name` nearest before the reported end,
    /// or the reported position itself when it cannot be found.
    mutating func start(of name: String, endLine: Int, endColumn: Int) -> (line: Int, column: Int) {
        let fallback = (line: max(endLine, 1), column: max(endColumn, 1))
        guard endLine >= 1, endLine <= lineStarts.count else { return fallback }
        if endLine < cursor.line || (endLine == cursor.line && max(endColumn, 0) < cursor.column - 1) {
            // Out of order (only a hand-made call does this): start again from the line's start.
            cursor = Position(offset: lineStarts[endLine - 1], line: endLine, column: 1)
            floor = cursor.offset
        }
        let from = cursor
        // The end of the first `endColumn` characters of line `endLine` (or of the line, if shorter).
        advance(&cursor, toLine: endLine)
        while cursor.column <= endColumn, cursor.offset < bytes.count {
            let byte = bytes[cursor.offset]
            step(&cursor)
            if byte == 0x0A { break }
        }
        // The rest of the last character's bytes.
        while cursor.offset < bytes.count, bytes[cursor.offset] & 0xC0 == 0x80 { cursor.offset += 1 }
        let end = cursor.offset
        let lowest = max(floor, lineStarts[max(endLine - Self.linesSearched, 0)])
        floor = end
        guard let at = lastOpening(Array(("<" + name).utf8), before: end, notBefore: lowest), at >= from.offset else {
            return fallback
        }
        // Walked from the previous element's end, so each byte is walked once over the whole file.
        var walk = from
        while walk.offset < at { step(&walk) }
        return (walk.line, walk.column)
    }

    /// Moves `position` over one byte, counting a character at each byte that starts one (the
    /// precheck has refused ill-formed UTF-8) and a line at each newline.
    private func step(_ position: inout Position) {
        let byte = bytes[position.offset]
        position.offset += 1
        if byte == 0x0A {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
    }

    /// Moves `position` to the start of `line` if it is on an earlier one (jumping over the lines
    /// between: nothing on them is looked at).
    private func advance(_ position: inout Position, toLine line: Int) {
        guard position.line < line else { return }
        position = Position(offset: lineStarts[line - 1], line: line, column: 1)
    }

    /// The offset of the last `<name` in `bytes[notBefore..<end]` that is a whole tag name (followed
    /// by white space, `>` or `/`, or by `end`).
    private func lastOpening(_ opening: [UInt8], before end: Int, notBefore: Int) -> Int? {
        var i = end - opening.count
        while i >= notBefore {
            if bytes[i] == UInt8(ascii: "<") && bytes[i..<(i + opening.count)].elementsEqual(opening) {
                let next = i + opening.count
                if next == end || [0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[next]) {
                    return i
                }
            }
            i -= 1
        }
        return nil
    }
}
