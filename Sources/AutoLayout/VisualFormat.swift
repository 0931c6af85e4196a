// The Visual Format Language (facts §4): the documented grammar, UIKit's constraint shapes and error texts.

/// NSLayoutConstraint.FormatOptions with UIKit's raw values.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    var alignmentAttributes: [LayoutAttribute] {
        let all: [(FormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

extension LayoutConstraint {
    /// Constraints from a visual format string (NSLayoutConstraint.constraints(withVisualFormat:…)).
    /// Malformed formats throw `LayoutError.visualFormat` with UIKit's reason and the caret position.
    public static func constraints(visualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: LayoutItem]) throws -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics, views: views)
        return try parser.parse()
    }
}

/// One predicate: `(relation)? object (@priority)?`.
struct VFLPredicate {
    var relation: LayoutRelation
    var constant: Double
    var view: LayoutItem?
    var priority: LayoutPriority
}

/// A connection between two elements of the format.
enum VFLConnection {
    case flush
    case standard
    case predicates([VFLPredicate])
}

struct VisualFormatParser {
    let format: String
    let chars: [UInt8]
    let options: FormatOptions
    let metrics: [String: Double]
    let views: [String: LayoutItem]
    var pos = 0
    var vertical = false
    var out: [LayoutConstraint] = []

    init(format: String, options: FormatOptions, metrics: [String: Double], views: [String: LayoutItem]) {
        self.format = format
        self.chars = Array(format.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    func fail(_ reason: String, at position: Int? = nil) -> LayoutError {
        .visualFormat(reason: reason, format: format, position: position ?? pos)
    }

    var current: UInt8? { pos < chars.count ? chars[pos] : nil }
    func peek(_ offset: Int) -> UInt8? { pos + offset < chars.count ? chars[pos + offset] : nil }

    mutating func parse() throws -> [LayoutConstraint] {
        if format.isEmpty { throw fail("It's an empty string.", at: -1) }
        if format.unicodeScalars.contains(where: { !$0.isASCII }) { throw fail("It contains non-ASCII characters.", at: -1) }
        try parseOrientation()
        if options.contains(.spacingBaselineToBaseline), !vertical {
            throw fail("BaselineToBaseline format option not valid for horizontal layout", at: -1)
        }
        let alignment = options.alignmentAttributes
        for a in alignment where (a.axis == .horizontal) != vertical {
            let edge = vertical ? "vertical" : "horizontal"
            throw fail("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", at: -1)
        }
        var leadingBar: (position: Int, connection: VFLConnection)?
        if current == UInt8(ascii: "|") {
            let barPos = pos
            pos += 1
            guard current == UInt8(ascii: "-") || current == UInt8(ascii: "[") else {
                throw fail("Expected a connection after the '|' character")
            }
            leadingBar = (barPos, try parseConnection())
        }
        guard current == UInt8(ascii: "[") else { throw fail(current == nil ? "Expected more input" : "Expected a view") }
        let firstMark = out.count
        var view = try parseView()
        if let bar = leadingBar {
            // Reading order: the bar's connection precedes the first view's own predicates.
            let predicatesOfView = Array(out[firstMark...])
            out.removeSubrange(firstMark...)
            try connectToSuperview(view, bar.connection, leading: true, barPosition: bar.position)
            out += predicatesOfView
        }
        var placed = [view]
        while let c = current {
            if c == UInt8(ascii: "|") {
                try connectToSuperview(view, .flush, leading: false, barPosition: pos)
                pos += 1
                break
            }
            guard c == UInt8(ascii: "-") || c == UInt8(ascii: "[") else { throw fail("Expected a view or '|'") }
            let connection = try parseConnection()
            if current == UInt8(ascii: "|") {
                try connectToSuperview(view, connection, leading: false, barPosition: pos)
                pos += 1
                break
            }
            guard current == UInt8(ascii: "[") else { throw fail(current == nil ? "Expected more input" : "Expected a view or '|'") }
            let mark = out.count
            let next = try parseView()
            try connect(view, next, connection, insertAt: mark)
            placed.append(next)
            view = next
        }
        if current != nil { throw fail("Expected the end of the format string") }
        for a in alignment {
            for (x, y) in zip(placed, placed.dropFirst()) {
                out.append(LayoutConstraint(anchor: x, a, .equal, y, a, 1, 0))
            }
        }
        return out
    }

    mutating func parseOrientation() throws {
        guard let c = current, c == UInt8(ascii: "H") || c == UInt8(ascii: "V") else { return }
        vertical = c == UInt8(ascii: "V")
        pos += 1
        guard current == UInt8(ascii: ":") else {
            throw fail(vertical ? "Expected ':' after 'V' to specify vertical arrangement"
                                : "Expected ':' after 'H' to specify horizontal arrangement")
        }
        pos += 1
    }

    // MARK: Elements

    mutating func parseName() -> String? {
        guard let c = current, isNameStart(c) else { return nil }
        let start = pos
        while let c = current, isNameStart(c) || (c >= 48 && c <= 57) { pos += 1 }
        return String(decoding: chars[start..<pos], as: UTF8.self)
    }

    func isNameStart(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }

    /// `[name(predicates)?]`
    mutating func parseView() throws -> LayoutItem {
        pos += 1
        guard current != nil else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let nameStart = pos
        guard let name = parseName() else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard let view = views[name] else { throw fail("\(name) is not a key in the views dictionary.", at: nameStart) }
        if current == UInt8(ascii: "(") {
            pos += 1
            let predicates = try parsePredicateList(allowViews: true)
            guard current == UInt8(ascii: ")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            pos += 1
            guard current == UInt8(ascii: "]") else {
                throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            let size: LayoutAttribute = vertical ? .height : .width
            for p in predicates {
                let c = LayoutConstraint(anchor: view, size, p.relation, p.view, p.view == nil ? .notAnAttribute : size, 1, p.constant)
                c.setInitialPriority(p.priority)
                out.append(c)
            }
        }
        guard current == UInt8(ascii: "]") else {
            throw fail(current == nil ? "Unexpectedly ran out of character fodder in the middle of parsing a view"
                                      : "Expected a ']' here. That is how you give the end of a view.")
        }
        pos += 1
        return view
    }

    /// `-`, `-pred-`, `-(preds)-` or nothing (flush). Leaves `pos` on the following `[` or `|`.
    mutating func parseConnection() throws -> VFLConnection {
        guard current == UInt8(ascii: "-") else { return .flush }
        pos += 1
        guard let c = current else { throw fail("Expected more input") }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "|") { return .standard }
        let predicates: [VFLPredicate]
        if c == UInt8(ascii: "(") {
            pos += 1
            predicates = try parsePredicateList(allowViews: false)
            guard current == UInt8(ascii: ")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            pos += 1
        } else if c == UInt8(ascii: "-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        } else {
            let value = try parseConstant(allowViews: false)
            predicates = [VFLPredicate(relation: .equal, constant: value.constant, view: nil, priority: .required)]
        }
        guard current == UInt8(ascii: "-") else {
            if current == UInt8(ascii: ",") {
                throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
            }
            throw fail("Expected a '-' here")
        }
        pos += 1
        return .predicates(predicates)
    }

    mutating func parsePredicateList(allowViews: Bool) throws -> [VFLPredicate] {
        var list = [try parsePredicate(allowViews: allowViews)]
        while current == UInt8(ascii: ",") {
            pos += 1
            list.append(try parsePredicate(allowViews: allowViews))
        }
        return list
    }

    /// `(== | <= | >=)? (number | metric | view) (@ (number | metric))?`
    mutating func parsePredicate(allowViews: Bool) throws -> VFLPredicate {
        var relation = LayoutRelation.equal
        if let c = current, c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") {
            guard peek(1) == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            relation = c == UInt8(ascii: "=") ? .equal : (c == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual)
            pos += 2
        }
        let object = try parseConstant(allowViews: allowViews)
        var priority = LayoutPriority.required
        if current == UInt8(ascii: "@") {
            pos += 1
            let start = pos
            let p = try parseConstant(allowViews: false).constant
            if p <= 0 { throw fail("Invalid priority specified: \(ConstraintText.number(p)). Priority must be greater than 0", at: start) }
            if p > 1000 {
                throw fail("Invalid priority specified: \(ConstraintText.number(p)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: start)
            }
            priority = LayoutPriority(Float(p))
        }
        return VFLPredicate(relation: relation, constant: object.constant, view: object.view, priority: priority)
    }

    /// A number (strtod-like), a metric name, or (inside a view) a view name.
    mutating func parseConstant(allowViews: Bool) throws -> (constant: Double, view: LayoutItem?) {
        let start = pos
        if let name = parseName() {
            if let m = metrics[name] {
                guard m.isFinite else { throw fail("Metric \"\(name)\" is not a finite number", at: start) }
                return (m, nil)
            }
            if let v = views[name] {
                if allowViews { return (0, v) }
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", at: start)
            }
            throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries", at: start)
        }
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { pos += 1 }
        var sawDigit = false
        while let c = current, (c >= 48 && c <= 57) || c == UInt8(ascii: ".") {
            if c != UInt8(ascii: ".") { sawDigit = true }
            pos += 1
        }
        if sawDigit, let c = current, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            pos += 1
            if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { pos += 1 }
            while let c = current, c >= 48 && c <= 57 { pos += 1 }
        }
        let text = String(decoding: chars[start..<pos], as: UTF8.self)
        guard sawDigit, let value = Double(text), value.isFinite else {
            pos = start
            throw fail(current == nil ? "Expected more input"
                                      : "Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return (value, nil)
    }

    // MARK: Constraints

    /// The attributes a horizontal connection uses: leading/trailing, or left/right with a direction option.
    var alongAttributes: (lead: LayoutAttribute, trail: LayoutAttribute, leadMargin: LayoutAttribute, trailMargin: LayoutAttribute, reversed: Bool) {
        if vertical { return (.top, .bottom, .topMargin, .bottomMargin, false) }
        if options.contains(.directionRightToLeft) { return (.right, .left, .rightMargin, .leftMargin, true) }
        if options.contains(.directionLeftToRight) { return (.left, .right, .leftMargin, .rightMargin, false) }
        return (.leading, .trailing, .leadingMargin, .trailingMargin, false)
    }

    /// `[a]-c-[b]` → `b.leading == a.trailing + c` (with right-to-left: `a.left == b.right + c`).
    mutating func connect(_ a: LayoutItem, _ b: LayoutItem, _ connection: VFLConnection, insertAt index: Int) throws {
        let attrs = alongAttributes
        var lead = attrs.lead, trail = attrs.trail
        if options.contains(.spacingBaselineToBaseline) { lead = .firstBaseline; trail = .lastBaseline }
        var made: [LayoutConstraint] = []
        for p in predicates(connection, standard: standardSiblingSpacing) {
            let c = attrs.reversed
                ? LayoutConstraint(anchor: a, trail, p.relation, b, lead, 1, p.constant)
                : LayoutConstraint(anchor: b, lead, p.relation, a, trail, 1, p.constant)
            c.setInitialPriority(p.priority)
            made.append(c)
        }
        out.insert(contentsOf: made, at: index)
    }

    /// `|-c-[a]` → `a.leading == superview.leading + c`; `[a]-c-|` → `superview.trailing == a.trailing + c`.
    /// The standard space to a superview goes to its margin (iOS 8+).
    mutating func connectToSuperview(_ view: LayoutItem, _ connection: VFLConnection, leading: Bool, barPosition: Int) throws {
        guard let superview = view.containerView else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: barPosition)
        }
        let attrs = alongAttributes
        // In reading order the bar's edge comes first at the start and last at the end; with a right-to-left
        // option reading runs against x, so the two items swap to keep the constant positive.
        let viewFirst = leading != attrs.reversed
        let edge = leading ? attrs.lead : attrs.trail
        let marginEdge = leading ? attrs.leadMargin : attrs.trailMargin
        func make(_ viewAttr: LayoutAttribute, _ superAttr: LayoutAttribute, _ p: VFLPredicate) -> LayoutConstraint {
            let c = viewFirst
                ? LayoutConstraint(anchor: view, viewAttr, p.relation, superview, superAttr, 1, p.constant)
                : LayoutConstraint(anchor: superview, superAttr, p.relation, view, viewAttr, 1, p.constant)
            c.setInitialPriority(p.priority)
            return c
        }
        if case .standard = connection {
            out.append(make(edge, marginEdge, VFLPredicate(relation: .equal, constant: 0, view: nil, priority: .required)))
            return
        }
        for p in predicates(connection, standard: 0) { out.append(make(edge, edge, p)) }
    }

    func predicates(_ connection: VFLConnection, standard: Double) -> [VFLPredicate] {
        switch connection {
        case .flush: return [VFLPredicate(relation: .equal, constant: 0, view: nil, priority: .required)]
        case .standard: return [VFLPredicate(relation: .equal, constant: standard, view: nil, priority: .required)]
        case .predicates(let list): return list
        }
    }
}
