/// Groups differing pixels into regions: the image is cut into square tiles, each tile keeps
/// the bounding box and count of its differing pixels, and tiles that touch (8-connected)
/// merge. Memory is one small record per tile, allocated at the first difference.
struct RegionBuilder {
    struct Tile {
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        var count: Int32 = 0
    }

    let tile: Int
    let tilesX: Int
    let tilesY: Int
    var tiles: [Tile] = []

    init(width: Int, height: Int, tile: Int) {
        // A tile at least the image's size is one tile whatever its size; capping it keeps
        // `width + tile - 1` from overflowing for a huge `regionTileSize`.
        self.tile = min(max(tile, 1), max(width, height, 1))
        tilesX = (width + self.tile - 1) / self.tile
        tilesY = (height + self.tile - 1) / self.tile
    }

    mutating func add(x: Int, y: Int) {
        if tiles.isEmpty { tiles = [Tile](repeating: Tile(), count: tilesX * tilesY) }
        let t = (y / tile) * tilesX + x / tile
        let x32 = Int32(truncatingIfNeeded: x), y32 = Int32(truncatingIfNeeded: y)
        tiles[t].minX = min(tiles[t].minX, x32); tiles[t].maxX = max(tiles[t].maxX, x32)
        tiles[t].minY = min(tiles[t].minY, y32); tiles[t].maxY = max(tiles[t].maxY, y32)
        tiles[t].count += 1
    }

    /// Connected groups of non-empty tiles, sorted by top, then left, then size.
    func regions() -> [DiffRegion] {
        guard !tiles.isEmpty else { return [] }
        var visited = [Bool](repeating: false, count: tiles.count)
        var stack: [Int] = []
        var found: [DiffRegion] = []
        for start in 0..<tiles.count where tiles[start].count > 0 && !visited[start] {
            var box = Tile()
            visited[start] = true
            stack.append(start)
            while let t = stack.popLast() {
                let cell = tiles[t]
                box.minX = min(box.minX, cell.minX); box.maxX = max(box.maxX, cell.maxX)
                box.minY = min(box.minY, cell.minY); box.maxY = max(box.maxY, cell.maxY)
                box.count += cell.count
                let tx = t % tilesX, ty = t / tilesX
                for ny in max(ty - 1, 0)...min(ty + 1, tilesY - 1) {
                    for nx in max(tx - 1, 0)...min(tx + 1, tilesX - 1) {
                        let n = ny * tilesX + nx
                        if tiles[n].count > 0 && !visited[n] {
                            visited[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            found.append(DiffRegion(x: Int(box.minX), y: Int(box.minY), width: Int(box.maxX - box.minX) + 1,
                                    height: Int(box.maxY - box.minY) + 1, pixels: Int(box.count)))
        }
        return found.sorted { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
    }
}
