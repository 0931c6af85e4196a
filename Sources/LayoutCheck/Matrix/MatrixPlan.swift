import DeviceCatalog
import Foundation
import LayoutTypes
import Localization
import ProjectFiles
import Scenarios
import TextLayout

/// The matrix without building it: `Matrix.expand`'s order and membership, decided cell by cell,
/// so a selection (a shard of a million-scenario matrix) costs a pass over small integers and the
/// scenarios it keeps, not a million `Scenario` values and a set of their names.
///
/// The matrix is a sequence of blocks: the product, then each `include`'s product. A cell of the
/// product is a scenario unless an `exclude` entry matches it; a cell of an include is one unless
/// its name came earlier (a cell of the product that was kept, or any cell of an earlier include).
/// A name is its three path components (screen; device and orientation; locale and size), so "came
/// earlier" is read from which components each block has. Rules match dimension by dimension, so
/// each is kept as one mask per dimension. When a block repeats a component (a device listed
/// twice), the first of two equal names wins by position; that rare case is left to `Matrix.expand`.
package struct MatrixPlan: Sendable {
    /// Which values of one block a rule matches, per dimension.
    struct RuleMask: Sendable {
        var screen: [Bool], device: [Bool], orientation: [Bool], locale: [Bool], size: [Bool]

        /// A block with an empty dimension has no cells to match: its masks stay empty.
        init(_ rule: ScenarioRule, _ block: Block, screens: [String]) {
            guard let s0 = block.screens.first, let d0 = block.devices.first, let o0 = block.orientations.first,
                  let l0 = block.locales.first, let z0 = block.sizes.first else {
                (screen, device, orientation, locale, size) = ([], [], [], [], [])
                return
            }
            let draft = Scenario(screen: screens[s0], device: d0, orientation: o0, locale: l0, contentSize: z0, rendersPNG: false)
            func single(_ key: String) -> ScenarioRule {
                ScenarioRule(screens: key == "screen" ? rule.screens : nil, devices: key == "device" ? rule.devices : nil,
                             orientations: key == "orientation" ? rule.orientations : nil,
                             locales: key == "locale" ? rule.locales : nil, sizes: key == "size" ? rule.sizes : nil)
            }
            func with(screen: String? = nil, device: Device? = nil, orientation: Orientation? = nil,
                      locale: ScenarioLocale? = nil, size: ContentSizeCategory? = nil) -> Scenario {
                Scenario(screen: screen ?? draft.screen, device: device ?? draft.device, orientation: orientation ?? draft.orientation,
                         locale: locale ?? draft.locale, contentSize: size ?? draft.contentSize, rendersPNG: false)
            }
            let (s, d, o, l, z) = (single("screen"), single("device"), single("orientation"), single("locale"), single("size"))
            screen = block.screens.map { rule.screens == nil || s.matches(with(screen: screens[$0])) }
            device = block.devices.map { rule.devices == nil || d.matches(with(device: $0)) }
            orientation = block.orientations.map { rule.orientations == nil || o.matches(with(orientation: $0)) }
            locale = block.locales.map { rule.locales == nil || l.matches(with(locale: $0)) }
            size = block.sizes.map { rule.sizes == nil || z.matches(with(size: $0)) }
        }

        @inline(__always)
        func matches(_ c: Cell) -> Bool {
            screen[c.screen] && device[c.device] && orientation[c.orientation] && locale[c.locale] && size[c.size]
        }
    }

    /// One product: the product itself (block 0) or an include.
    struct Block: Sendable {
        /// Indexes into the plan's screens.
        var screens: [Int]
        var devices: [Device]
        var orientations: [Orientation]
        var locales: [ScenarioLocale]
        var sizes: [ContentSizeCategory]
        /// Per device × orientation (device-major): the interned second path component.
        var pairs: [Int32] = []
        /// Per locale × size (locale-major): the interned third path component.
        var texts: [Int32] = []
        /// Over the plan's screens and interned components: which this block has.
        var hasScreen: [Bool] = []
        var hasPair: [Bool] = []
        var hasText: [Bool] = []
        /// Per own device × orientation and locale × size: the product's index of the same component, or -1.
        var productPair: [Int32] = []
        var productText: [Int32] = []
    }

    /// A cell of a block: indexes into the block's lists.
    struct Cell {
        var block: Int
        var screen: Int, device: Int, orientation: Int, locale: Int, size: Int
        var pair: Int { device * orientationCount + orientation }
        var text: Int { locale * sizeCount + size }
        let orientationCount: Int, sizeCount: Int
    }

    let project: Project
    let screens: [String]
    var blocks: [Block] = []
    /// The interned path components, by id.
    var pairNames: [String] = []
    var textNames: [String] = []
    var screenFolders: [String]
    /// The `exclude` entries over the product.
    var excludes: [RuleMask] = []
    /// False when a block repeats a path component: `Matrix.expand` then decides.
    var isExact = true

    package init(_ project: Project, screens: [String]) {
        self.project = project
        self.screens = screens
        screenFolders = screens.map(PathSanitizer.component)
        var product = Block(screens: Array(screens.indices), devices: project.devices, orientations: project.orientations,
                            locales: project.locales, sizes: project.sizes)
        var includes: [Block] = project.include.map { rule in
            let chosen = rule.screens.map { patterns in screens.indices.filter { i in patterns.contains { Glob.matches($0, screens[i]) } } }
            return Block(screens: chosen ?? Array(screens.indices), devices: rule.devices ?? project.devices,
                         orientations: rule.orientations ?? project.orientations, locales: rule.locales ?? project.locales,
                         sizes: rule.sizes ?? project.sizes)
        }
        var pairIDs: [String: Int32] = [:], textIDs: [String: Int32] = [:]
        func intern(_ name: String, _ ids: inout [String: Int32], _ names: inout [String]) -> Int32 {
            if let id = ids[name] { return id }
            ids[name] = Int32(names.count)
            names.append(name)
            return Int32(names.count - 1)
        }
        for b in 0...includes.count {
            var block = b == 0 ? product : includes[b - 1]
            for d in block.devices {
                for o in block.orientations {
                    block.pairs.append(intern(PathSanitizer.component("\(d.id)-\(o.rawValue)"), &pairIDs, &pairNames))
                }
            }
            for l in block.locales {
                for z in block.sizes {
                    block.texts.append(intern(PathSanitizer.component("\(l.identifier)-\(z.rawValue)"), &textIDs, &textNames))
                }
            }
            if Set(block.pairs).count != block.pairs.count || Set(block.texts).count != block.texts.count { isExact = false }
            if b == 0 { product = block } else { includes[b - 1] = block }
        }
        if Set(screenFolders).count != screenFolders.count { isExact = false }
        for block in [product] + includes {
            var b = block
            b.hasScreen = [Bool](repeating: false, count: screens.count)
            for s in b.screens { b.hasScreen[s] = true }
            b.hasPair = [Bool](repeating: false, count: pairNames.count)
            for p in b.pairs { b.hasPair[Int(p)] = true }
            b.hasText = [Bool](repeating: false, count: textNames.count)
            for t in b.texts { b.hasText[Int(t)] = true }
            var pairInProduct = [Int32](repeating: -1, count: pairNames.count)
            for (i, p) in product.pairs.enumerated() where pairInProduct[Int(p)] < 0 { pairInProduct[Int(p)] = Int32(i) }
            var textInProduct = [Int32](repeating: -1, count: textNames.count)
            for (i, t) in product.texts.enumerated() where textInProduct[Int(t)] < 0 { textInProduct[Int(t)] = Int32(i) }
            b.productPair = b.pairs.map { pairInProduct[Int($0)] }
            b.productText = b.texts.map { textInProduct[Int($0)] }
            blocks.append(b)
        }
        excludes = project.exclude.map { RuleMask($0, blocks[0], screens: screens) }
    }

    /// Whether the product keeps its cell `c` (block 0).
    @inline(__always)
    func productKeeps(_ c: Cell) -> Bool {
        !excludes.contains { $0.matches(c) }
    }

    /// Whether an include's cell is new: its name is neither a kept cell of the product nor in an earlier include.
    func includeKeeps(_ c: Cell) -> Bool {
        let block = blocks[c.block]
        let screen = block.screens[c.screen]
        let (pair, text) = (block.productPair[c.pair], block.productText[c.text])
        if pair >= 0 && text >= 0 {
            let product = blocks[0]
            let o = product.orientations.count, z = product.sizes.count
            let inProduct = Cell(block: 0, screen: screen, device: Int(pair) / o, orientation: Int(pair) % o,
                                 locale: Int(text) / z, size: Int(text) % z, orientationCount: o, sizeCount: z)
            if productKeeps(inProduct) { return false }
        }
        let (pairID, textID) = (Int(block.pairs[c.pair]), Int(block.texts[c.text]))
        for earlier in blocks[1..<c.block] where earlier.hasScreen[screen] && earlier.hasPair[pairID] && earlier.hasText[textID] {
            return false
        }
        return true
    }

    /// Calls `body` with each scenario's cell and position, in matrix order, until it returns false.
    func forEachCell(_ body: (Cell, Int) -> Bool) {
        var position = 0
        for (b, block) in blocks.enumerated() {
            let (o, z) = (block.orientations.count, block.sizes.count)
            for s in block.screens.indices {
                for d in block.devices.indices {
                    for oi in 0..<o {
                        for l in block.locales.indices {
                            for zi in 0..<z {
                                let c = Cell(block: b, screen: s, device: d, orientation: oi, locale: l, size: zi,
                                             orientationCount: o, sizeCount: z)
                                guard b == 0 ? productKeeps(c) : includeKeeps(c) else { continue }
                                if !body(c, position) { return }
                                position += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// The cell's scenario name, built as `Scenario.name` is.
    func name(_ c: Cell) -> String {
        let block = blocks[c.block]
        return screenFolders[block.screens[c.screen]] + "/" + pairNames[Int(block.pairs[c.pair])] + "/"
            + textNames[Int(block.texts[c.text])]
    }

    func scenario(_ c: Cell) -> Scenario {
        let block = blocks[c.block]
        let draft = Scenario(screen: screens[block.screens[c.screen]], device: block.devices[c.device],
                             orientation: block.orientations[c.orientation], locale: block.locales[c.locale],
                             contentSize: block.sizes[c.size], rendersPNG: false)
        let png = project.png.contains { $0.matches(draft) }
        return png ? Scenario(screen: draft.screen, device: draft.device, orientation: draft.orientation, locale: draft.locale,
                              contentSize: draft.contentSize, rendersPNG: true) : draft
    }

    /// Every scenario, in order: `Matrix.expand`.
    package func scenarios() -> [Scenario] {
        guard isExact else { return Matrix.expand(project, screens: screens) }
        var all: [Scenario] = []
        forEachCell { c, _ in all.append(scenario(c)); return true }
        return all
    }

    /// Whether the matrix has no scenario.
    package var isEmpty: Bool {
        guard isExact else { return Matrix.expand(project, screens: screens).isEmpty }
        var empty = true
        forEachCell { _, _ in empty = false; return false }
        return empty
    }

    /// `selection.apply(scenarios())` with each scenario's position in the full matrix; only the
    /// scenarios kept are built.
    package func select(_ selection: ScenarioSelection) -> [(index: Int, scenario: Scenario)] {
        guard isExact else {
            let all = Matrix.expand(project, screens: screens)
            let positions = Dictionary(all.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
            return selection.apply(all).map { (positions[$0.name] ?? 0, $0) }
        }
        let filters = selection.rule.isEmpty ? [] : blocks.map { RuleMask(selection.rule, $0, screens: screens) }
        let names = selection.names
        var kept: [(index: Int, scenario: Scenario)] = []
        var filtered = 0
        forEachCell { c, position in
            if !filters.isEmpty && !filters[c.block].matches(c) { return true }
            if !names.isEmpty {
                let name = name(c)
                if !names.contains(where: { Glob.matches($0, name) }) { return true }
            }
            defer { filtered += 1 }
            if let shard = selection.shard, filtered % shard.count != shard.index - 1 { return true }
            kept.append((position, scenario(c)))
            return true
        }
        return kept
    }
}
