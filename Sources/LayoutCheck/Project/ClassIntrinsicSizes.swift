import Foundation
import InterfaceBuilder
import ProjectFiles

/// `intrinsicSizes:` in `layoutcheck.yml`: the intrinsic content size of the app's own view
/// classes, which their code computes (`intrinsicContentSize`) and an Interface Builder file does
/// not hold. Without it such a view, placed by its centre or an edge only, is ambiguous.
///
/// ```yaml
/// intrinsicSizes:
///   AvatarView: {width: 40, height: 40}
///   DotsView: {height: 8}        # an axis left out has no intrinsic metric
///   RatingView: stored           # each view's size as the document stored it
/// ```
///
/// `stored` suits an `@IBDesignable` class: Xcode rendered it with the class's own code and
/// stored the size that code gave, which differs view by view (a rating of 30-pt stars, another
/// of 53-pt ones).
package struct ClassIntrinsicSize: Sendable, Hashable {
    /// The class as Interface Builder stores it (`customClass`).
    package var className: String
    package var size: IBClassSize
    package var location: SourceLocation

    /// Lengths stay within what the rest of the model accepts.
    static let largest = 1e7

    static func parse(_ value: YAMLValue) throws -> [ClassIntrinsicSize] {
        var result: [ClassIntrinsicSize] = []
        for entry in try value.mapping("intrinsicSizes").entries {
            let name = entry.key.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
                throw entry.keyNode.error("'\(entry.key)' is not a class name")
            }
            if result.contains(where: { $0.className == name }) {
                throw entry.keyNode.error("the class '\(name)' is listed twice in intrinsicSizes")
            }
            if let word = try? entry.value.string("the intrinsic size of \(name)") {
                guard word == "stored" else {
                    throw entry.value.error("the intrinsic size of \(name) is `stored` (each view's stored size) or {width: …, height: …}, not '\(word)'")
                }
                result.append(ClassIntrinsicSize(className: name, size: .stored, location: entry.keyNode.location))
                continue
            }
            let sides = try entry.value.mapping("the intrinsic size of \(name)")
            func axis(_ key: String) throws -> Double? {
                guard let node = sides[key] else { return nil }
                if (try? node.string(key))?.lowercased() == "none" { return nil }
                let length = try node.double("\(name)'s intrinsic \(key)")
                guard length >= 0, length <= largest else {
                    throw node.error("\(name)'s intrinsic \(key) must be between 0 and \(Int(largest)) points, or none")
                }
                return length
            }
            let size = IBClassSize(width: try axis("width"), height: try axis("height"))
            try sides.rejectUnknownKeys(known: ["width", "height"])
            result.append(ClassIntrinsicSize(className: name, size: size, location: entry.keyNode.location))
        }
        return result
    }
}
