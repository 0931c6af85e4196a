import Foundation

/// Describes a set of scenarios over the matrix's dimensions, so that a change or finding seen
/// in 66 scenarios reads as one line: `chatInput × all devices × all locales × portrait`.
///
/// The set is factored into products of per-dimension value sets. A product is exact when every
/// scenario of the run that lies in it is in the set (excluded combinations never count against
/// it). When one product is not exact, the set is split along the dimension whose values fall
/// into the fewest groups with identical remainders, and each part is described in turn; the
/// parts are joined with "; ". Everything is in matrix order, never hashing order.
package enum ScenarioPattern {
    /// At most this many products are spelled out; the rest are counted.
    package static let maximumProducts = 4

    /// `selected` (scenarios of `universe`, matched by name) described compactly.
    package static func describe(_ selected: [ScenarioResult], in universe: [ScenarioResult]) -> String {
        Describer(universe).describe(selected)
    }

    /// The products that cover `selected`, in matrix order.
    package static func products(_ selected: [ScenarioResult], in universe: [ScenarioResult]) -> [ScenarioProduct] {
        Describer(universe).products(selected)
    }

    /// Describes many sets of one run: the run's dimensions are indexed once (a report with
    /// hundreds of groups over thousands of scenarios describes each against the same index).
    package struct Describer: Sendable {
        fileprivate let space: Space

        package init(_ universe: [ScenarioResult]) { space = Space(universe) }

        package func describe(_ selected: [ScenarioResult]) -> String {
            let all = products(selected)
            guard !all.isEmpty else { return "no scenarios" }
            var parts = all.prefix(maximumProducts).map(\.phrase)
            let rest = all.dropFirst(maximumProducts).reduce(0) { $0 + $1.count }
            if rest > 0 { parts.append("\(rest) more scenario\(rest == 1 ? "" : "s")") }
            return parts.joined(separator: "; ")
        }

        package func products(_ selected: [ScenarioResult]) -> [ScenarioProduct] {
            var points: [[Int]] = []
            var seen = Set<String>()
            for result in selected where seen.insert(result.name).inserted {
                points.append(space.point(result))
            }
            guard !points.isEmpty else { return [] }
            return space.cover(points.sorted(by: lexicographic)).map(space.product)
        }
    }
}

/// A product of values per dimension (screen, device, orientation, locale, size) that a set of
/// scenarios covers, with how many of them it holds.
package struct ScenarioProduct: Sendable, Equatable {
    package var screens: [String]
    package var devices: [String]
    package var orientations: [String]
    package var locales: [String]
    package var sizes: [String]
    /// Per dimension, whether the values are every value the run has.
    package var covers: [Bool]
    package var count: Int
    package var phrase: String

    /// The filters that select this product (`--screen chatInput --locale de`), leaving out
    /// dimensions it covers whole.
    package var filters: [(option: String, value: String)] {
        let dimensions = [("--screen", screens), ("--device", devices), ("--orientation", orientations),
                          ("--locale", locales), ("--size", sizes)]
        return dimensions.enumerated().flatMap { d, entry in
            covers[d] ? [] : entry.1.map { (entry.0, $0) }
        }
    }

    package static func == (a: ScenarioProduct, b: ScenarioProduct) -> Bool {
        a.screens == b.screens && a.devices == b.devices && a.orientations == b.orientations && a.locales == b.locales
            && a.sizes == b.sizes && a.covers == b.covers && a.count == b.count
    }
}

/// A product of value sets (indices into each dimension's values), with how many of the
/// described scenarios it covers.
private struct Product {
    var values: [[Int]]
    var count: Int
}

private func lexicographic(_ a: [Int], _ b: [Int]) -> Bool { a.lexicographicallyPrecedes(b) }

/// The run's dimensions in name order: screen, device, orientation, locale, content size.
private struct Space: Sendable {
    static let plurals = ["screens", "devices", "orientations", "locales", "sizes"]

    /// Each dimension's values in the order the run met them (matrix order).
    var values: [[String]] = Array(repeating: [], count: 5)
    var index: [[String: Int]] = Array(repeating: [:], count: 5)
    /// Every scenario of the run as a point, for exactness checks.
    var universe = Set<[Int]>()
    var universePoints: [[Int]] = []

    init(_ results: [ScenarioResult]) {
        for result in results {
            let point = intern(result)
            if universe.insert(point).inserted { universePoints.append(point) }
        }
    }

    private mutating func intern(_ result: ScenarioResult) -> [Int] {
        Self.coordinates(result).enumerated().map { d, value in
            if let i = index[d][value] { return i }
            index[d][value] = values[d].count
            values[d].append(value)
            return values[d].count - 1
        }
    }

    static func coordinates(_ result: ScenarioResult) -> [String] {
        [result.screen, result.device, result.orientation, result.locale, result.size]
    }

    /// A selected scenario's point; a value the run never met gets an index past the known ones,
    /// which no universe point has, so it is described by count only.
    func point(_ result: ScenarioResult) -> [Int] {
        Self.coordinates(result).enumerated().map { d, value in index[d][value] ?? values[d].count }
    }

    /// Products covering `points` (sorted, distinct), exact where the run allows.
    func cover(_ points: [[Int]]) -> [Product] {
        let sets = (0..<5).map { d in Array(Set(points.map { $0[d] })).sorted() }
        if isExact(sets, count: points.count) { return [Product(values: sets, count: points.count)] }
        // Split along the dimension whose values group into the fewest identical remainders
        // (a dimension whose values all share one remainder factors out and cannot split).
        var best: (dimension: Int, groups: [(values: [Int], points: [[Int]])])?
        for d in 0..<5 where sets[d].count > 1 {
            let groups = grouped(points, along: d)
            if groups.count > 1 && groups.count < (best?.groups.count ?? Int.max) { best = (d, groups) }
        }
        guard let best, best.groups.count > 1 else {
            // Only reachable when a point lies outside the run: no product can be exact.
            return [Product(values: sets, count: points.count)]
        }
        return best.groups.flatMap { cover($0.points) }
    }

    /// Values of dimension `d` grouped by the remainder (the other coordinates) they occur with.
    private func grouped(_ points: [[Int]], along d: Int) -> [(values: [Int], points: [[Int]])] {
        var byValue: [(value: Int, rest: [[Int]], points: [[Int]])] = []
        for value in Array(Set(points.map { $0[d] })).sorted() {
            let members = points.filter { $0[d] == value }
            let rest = members.map { point -> [Int] in var p = point; p.remove(at: d); return p }
            byValue.append((value, rest, members))
        }
        var groups: [(rest: [[Int]], values: [Int], points: [[Int]])] = []
        for entry in byValue {
            if let g = groups.firstIndex(where: { $0.rest == entry.rest }) {
                groups[g].values.append(entry.value)
                groups[g].points += entry.points
            } else {
                groups.append((entry.rest, [entry.value], entry.points))
            }
        }
        return groups.map { ($0.values, $0.points.sorted(by: lexicographic)) }
    }

    /// Whether every run scenario inside the product is one of the `count` described ones
    /// (which all lie inside it by construction).
    private func isExact(_ sets: [[Int]], count: Int) -> Bool {
        let cells = sets.reduce(1) { $0.multipliedReportingOverflow(by: $1.count).overflow ? Int.max : $0 * $1.count }
        var inside = 0
        if cells <= universePoints.count {
            var odometer = [Int](repeating: 0, count: 5)
            outer: while true {
                if universe.contains((0..<5).map { sets[$0][odometer[$0]] }) { inside += 1 }
                var d = 4
                while d >= 0 {
                    odometer[d] += 1
                    if odometer[d] < sets[d].count { continue outer }
                    odometer[d] = 0
                    d -= 1
                }
                break
            }
        } else {
            let members = sets.map(Set.init)
            inside = universePoints.filter { p in (0..<5).allSatisfy { members[$0].contains(p[$0]) } }.count
        }
        return inside == count
    }

    func product(_ product: Product) -> ScenarioProduct {
        let names = (0..<5).map { d in product.values[d].map { $0 < values[d].count ? values[d][$0] : "?" } }
        let covers = (0..<5).map { d in product.values[d].count == values[d].count }
        return ScenarioProduct(screens: names[0], devices: names[1], orientations: names[2], locales: names[3], sizes: names[4],
                               covers: covers, count: product.count, phrase: phrase(product))
    }

    /// "chatInput × all devices × de, fr × landscape × accessibility sizes"; a dimension the
    /// run has one value of is left out, except the screen.
    func phrase(_ product: Product) -> String {
        (0..<5).compactMap { d -> String? in
            let all = values[d]
            if d > 0 && all.count <= 1 { return nil }
            return phrase(product.values[d], of: d)
        }.joined(separator: " × ")
    }

    private func phrase(_ chosen: [Int], of d: Int) -> String {
        let all = values[d]
        let names = chosen.map { $0 < all.count ? all[$0] : "?" }
        if names.count == 1 { return names[0] }
        if chosen.count == all.count && chosen.allSatisfy({ $0 < all.count }) { return "all \(Self.plurals[d])" }
        if d == 4 {
            let accessibility = all.filter { $0.hasPrefix("accessibility") }
            if !accessibility.isEmpty && names == accessibility { return "accessibility sizes" }
            let standard = all.filter { !$0.hasPrefix("accessibility") }
            if standard.count > 1 && names == standard { return "standard sizes" }
        }
        let left = all.filter { !names.contains($0) }
        if left.count <= 2 && left.count < names.count { return "all \(Self.plurals[d]) but \(left.joined(separator: ", "))" }
        if names.count <= 4 { return names.joined(separator: ", ") }
        return names.prefix(3).joined(separator: ", ") + " +\(names.count - 3) more \(Self.plurals[d])"
    }
}
