import Foundation
import Snapshots

/// Parses constraint equations such as `title.leading == safeArea.leading + 16 @750` and
/// `image.width == 0.5 * card.width`.
///
/// Grammar: `anchor relation [number *] anchor [* number] {(+|-) constant} [@priority]`, or
/// `anchor relation constant [@priority]` for a dimension; a constant is a number or a
/// metric name; priorities are numbers or `required`, `high`, `low`, `fittingSize`.
/// Errors carry the 0-based character offset in the text, which the screen parser turns
/// into a file position.
package enum EquationParser {
    package struct Failure: Error, Equatable {
        package var offset: Int
        package var message: String
    }

    private enum Token: Equatable {
        case name(String), number(Double), relation(Equation.Relation), plus, minus, times, at, end
    }

    package static func parse(_ text: String, metrics: [String: Double] = [:]) throws(Failure) -> Equation {
        let tokens = try tokenize(text)
        var index = 0
        func peek() -> (token: Token, offset: Int) { tokens[min(index, tokens.count - 1)] }
        func next() -> (token: Token, offset: Int) {
            defer { index += 1 }
            return peek()
        }
        func describe(_ token: Token) -> String {
            switch token {
            case let .name(name): return "'\(name)'"
            case let .number(value): return "'\(FramesSnapshot.number(value))'"
            case let .relation(relation): return "'\(relation.rawValue)'"
            case .plus: return "'+'"
            case .minus: return "'-'"
            case .times: return "'*'"
            case .at: return "'@'"
            case .end: return "the end"
            }
        }
        func anchor(_ name: String, at offset: Int) throws(Failure) -> AnchorReference {
            try parseAnchor(name, offset: offset)
        }

        let (firstToken, firstOffset) = next()
        guard case let .name(firstName) = firstToken else {
            throw Failure(offset: firstOffset, message: "expected an anchor such as title.leading, found \(describe(firstToken))")
        }
        let first = try anchor(firstName, at: firstOffset)
        let (relationToken, relationOffset) = next()
        guard case let .relation(relation) = relationToken else {
            throw Failure(offset: relationOffset, message: "expected ==, <= or >=, found \(describe(relationToken))")
        }

        var second: AnchorReference?
        var multiplier = 1.0
        var constant = 0.0
        var sign = 1.0
        var firstTerm = true
        if case .minus = peek().token {
            sign = -1
            index += 1
        }
        while true {
            let (token, offset) = next()
            switch token {
            case let .number(value):
                if case .times = peek().token, firstTerm, second == nil {
                    index += 1
                    let (anchorToken, anchorOffset) = next()
                    guard case let .name(name) = anchorToken else {
                        throw Failure(offset: anchorOffset, message: "expected an anchor after '*', found \(describe(anchorToken))")
                    }
                    second = try anchor(name, at: anchorOffset)
                    multiplier = sign * value
                } else {
                    constant += sign * value
                }
            case let .name(name):
                if let metric = metrics[name] {
                    constant += sign * metric
                } else if name.contains(".") {
                    guard second == nil, firstTerm || sign == 1 else {
                        throw Failure(offset: offset, message: "only one anchor may appear on the right-hand side")
                    }
                    second = try anchor(name, at: offset)
                    multiplier = sign
                    if case .times = peek().token {
                        index += 1
                        let (numberToken, numberOffset) = next()
                        guard case let .number(value) = numberToken else {
                            throw Failure(offset: numberOffset, message: "expected a number after '*', found \(describe(numberToken))")
                        }
                        multiplier *= value
                    }
                } else {
                    throw Failure(offset: offset, message: "'\(name)' is neither an anchor (view.attribute) nor a metric")
                }
            default:
                throw Failure(offset: offset, message: "expected a number, a metric or an anchor, found \(describe(token))")
            }
            firstTerm = false
            if case .plus = peek().token {
                sign = 1
                index += 1
            } else if case .minus = peek().token {
                sign = -1
                index += 1
            } else {
                break
            }
        }

        // Each number is finite, but a sum of them (or a metric and a number) may not be.
        guard constant.isFinite else {
            throw Failure(offset: 0, message: "the constant adds up to \(constant), not a finite number")
        }

        var priority = 1000.0
        if case .at = peek().token {
            index += 1
            let (token, offset) = next()
            switch token {
            case let .number(value): priority = value
            case .name("required"): priority = 1000
            case .name("high"): priority = 750
            case .name("low"): priority = 250
            case .name("fittingSize"): priority = 50
            default: throw Failure(offset: offset, message: "expected a priority (1…1000, required, high, low, fittingSize), found \(describe(token))")
            }
            guard priority >= 1, priority <= 1000 else {
                throw Failure(offset: offset, message: "a priority must be between 1 and 1000")
            }
        }
        let (endToken, endOffset) = next()
        guard endToken == .end else { throw Failure(offset: endOffset, message: "unexpected \(describe(endToken))") }

        if let second {
            let compatible = (first.attribute.isDimension && second.attribute.isDimension)
                || (first.attribute.isHorizontalPosition && second.attribute.isHorizontalPosition)
                || (first.attribute.isVerticalPosition && second.attribute.isVerticalPosition)
            guard compatible else {
                throw Failure(offset: firstOffset, message: "\(first.attribute.rawValue) cannot be related to \(second.attribute.rawValue): "
                    + "x-axis, y-axis and dimension anchors only relate to their own kind")
            }
        } else if !first.attribute.isDimension {
            throw Failure(offset: firstOffset, message: "a position (\(first.attribute.rawValue)) needs a second anchor; only width and height can equal a constant")
        }
        return Equation(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                        priority: priority, identifier: nil)
    }

    /// `view.attr`, `root.attr`, `safeArea.attr` (the root's guides), `view.safeArea.attr`.
    static func parseAnchor(_ text: String, offset: Int) throws(Failure) -> AnchorReference {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, let last = parts.last,
              let attribute = AnchorReference.Attribute(rawValue: last) else {
            let known = AnchorReference.Attribute.allCases.map(\.rawValue).joined(separator: ", ")
            throw Failure(offset: offset, message: "'\(text)' is not item.attribute (attributes: \(known))")
        }
        if parts.count == 3 {
            guard let guide = AnchorReference.Guide(rawValue: parts[1]) else {
                throw Failure(offset: offset + parts[0].count + 1, message: "'\(parts[1])' is not a guide (safeArea, margins, readable)")
            }
            return AnchorReference(item: .guide(owner: parts[0], guide), attribute: attribute)
        }
        let item: AnchorReference.Item
        if parts[0] == "root" || parts[0] == "superview" {
            item = .root
        } else if let guide = AnchorReference.Guide(rawValue: parts[0]) {
            item = .guide(owner: nil, guide)
        } else {
            item = .view(parts[0])
        }
        return AnchorReference(item: item, attribute: attribute)
    }

    private static func tokenize(_ text: String) throws(Failure) -> [(token: Token, offset: Int)] {
        let characters = Array(text)
        var tokens: [(token: Token, offset: Int)] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let start = i
            if c == " " || c == "\t" {
                i += 1
            } else if c.isLetter || c == "_" {
                var name = ""
                while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" || characters[i] == "." {
                    name.append(characters[i])
                    i += 1
                }
                tokens.append((.name(name), start))
            } else if c.isNumber || c == "." {
                var number = ""
                while i < characters.count, characters[i].isNumber || characters[i] == "." {
                    number.append(characters[i])
                    i += 1
                }
                guard let value = Double(number), value.isFinite else {
                    throw Failure(offset: start, message: "'\(number)' is not a number")
                }
                tokens.append((.number(value), start))
            } else if (c == "=" || c == "<" || c == ">"), i + 1 < characters.count, characters[i + 1] == "=" {
                tokens.append((.relation(c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual), start))
                i += 2
            } else if c == "+" {
                tokens.append((.plus, start)); i += 1
            } else if c == "-" {
                tokens.append((.minus, start)); i += 1
            } else if c == "*" {
                tokens.append((.times, start)); i += 1
            } else if c == "@" {
                tokens.append((.at, start)); i += 1
            } else {
                throw Failure(offset: start, message: "unexpected character '\(c)'")
            }
        }
        tokens.append((.end, characters.count))
        return tokens
    }
}
