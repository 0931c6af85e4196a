/// Internal symbols are `Int32` indexes assigned in creation order; every tie in the
/// simplex is broken by the smaller id, which makes the solver deterministic.
typealias Symbol = Int32

enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// An inequality's slack: ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
    /// Phase 1's artificial variable: ≥ 0, exists only during one add.
    case artificial
}

/// Coefficients smaller than this are treated as zero and dropped from rows. Coefficients
/// are ratios of the user's coefficients (typically ±1), so an absolute bound is meaningful.
let coefficientEpsilon = 1e-9

/// A sparse linear form `constant + Σ coefs[i]·ids[i]`, ids strictly increasing. A basic
/// symbol's row reads `basic = constant + Σ…`.
struct Row {
    var constant: Double
    var ids: [Symbol] = []
    var coefs: [Double] = []

    init(constant: Double) { self.constant = constant }

    /// The row of the scratch `dense`'s entries at `keys` (sorted here; repeats read once), each
    /// cleared as it is read so the scratch is all zeros again; entries under `coefficientEpsilon`
    /// are left out. Substitution and the shallow rows both expand into a dense scratch first.
    static func gathering(constant: Double, keys: inout [Symbol], from dense: inout [Double]) -> Row {
        keys.sort()
        var out = Row(constant: constant)
        out.ids.reserveCapacity(keys.count)
        out.coefs.reserveCapacity(keys.count)
        var previous: Symbol = -1
        for k in keys where k != previous {
            previous = k
            let v = dense[Int(k)]
            dense[Int(k)] = 0
            if abs(v) >= coefficientEpsilon {
                out.ids.append(k)
                out.coefs.append(v)
            }
        }
        return out
    }

    var isEmpty: Bool { ids.isEmpty }

    /// Position of `s` or, when absent, the insertion point encoded as `-(point + 1)`.
    @inline(__always)
    func search(_ s: Symbol) -> Int {
        var lo = 0
        var hi = ids.count
        while lo < hi {
            let mid = (lo + hi) &>> 1
            let v = ids[mid]
            if v < s { lo = mid + 1 } else if v > s { hi = mid } else { return mid }
        }
        return -(lo + 1)
    }

    func coefficient(of s: Symbol) -> Double {
        let i = search(s)
        return i >= 0 ? coefs[i] : 0
    }

    func contains(_ s: Symbol) -> Bool { search(s) >= 0 }

    /// Adds `c` to the coefficient of `s`; returns true when `s` is new in the row.
    @discardableResult
    mutating func add(_ s: Symbol, _ c: Double) -> Bool {
        let i = search(s)
        if i >= 0 {
            let v = coefs[i] + c
            if abs(v) < coefficientEpsilon {
                ids.remove(at: i)
                coefs.remove(at: i)
            } else {
                coefs[i] = v
            }
            return false
        }
        if abs(c) < coefficientEpsilon { return false }
        let at = -i - 1
        ids.insert(s, at: at)
        coefs.insert(c, at: at)
        return true
    }

    /// Removes `s` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        let i = search(s)
        guard i >= 0 else { return 0 }
        let c = coefs[i]
        ids.remove(at: i)
        coefs.remove(at: i)
        return c
    }

    mutating func scale(_ f: Double) {
        constant *= f
        for i in coefs.indices { coefs[i] *= f }
    }

    /// Rewrites `0 = self` (which contains `s`) as `s = …`.
    mutating func solve(for s: Symbol) {
        let c = remove(s)
        scale(-1 / c)
    }

    /// Adds `factor·other` to this row. Keys new to this row are appended to `newKeys`.
    mutating func add(_ other: Row, times factor: Double, newKeys: inout [Symbol]) {
        var buffer = MergeBuffer()
        add(other, times: factor, dropping: -1, newKeys: &newKeys, buffer: &buffer)
    }

    /// Adds `factor·other` to this row and removes `dropped` (a substituted symbol). Short
    /// rows are folded in by binary search (a short pivot row into a long row, as in chains);
    /// rows of similar length are merged in one linear pass into `buffer`, whose storage is
    /// swapped with the row's, so repeated merges reuse two allocations.
    mutating func add(_ other: Row, times factor: Double, dropping dropped: Symbol,
                      newKeys: inout [Symbol], buffer: inout MergeBuffer) {
        constant += other.constant * factor
        let k = other.ids.count
        if k * 8 < ids.count {
            if dropped >= 0 { remove(dropped) }
            for j in 0..<k {
                if add(other.ids[j], other.coefs[j] * factor) { newKeys.append(other.ids[j]) }
            }
            return
        }
        // The merge writes through pointers into the buffer, sized first (the appends' checks of
        // uniqueness and capacity were a large part of a pivot). The buffer holds the storage of
        // the row merged before (swapped below), so only what it lacks is appended, not all of it
        // zeroed again: every cell written is read, and the rest is cut off.
        let n = ids.count
        let capacity = n + k
        if buffer.ids.count < capacity { buffer.ids.append(contentsOf: repeatElement(0, count: capacity - buffer.ids.count)) }
        if buffer.coefs.count < capacity { buffer.coefs.append(contentsOf: repeatElement(0, count: capacity - buffer.coefs.count)) }
        var w = 0
        buffer.ids.withUnsafeMutableBufferPointer { outIDs in
        buffer.coefs.withUnsafeMutableBufferPointer { outCoefs in
        ids.withUnsafeBufferPointer { ids in
        coefs.withUnsafeBufferPointer { coefs in
        other.ids.withUnsafeBufferPointer { otherIDs in
        other.coefs.withUnsafeBufferPointer { otherCoefs in
            var i = 0
            var j = 0
            while i < n || j < k {
                if j == k || (i < n && ids[i] < otherIDs[j]) {
                    if ids[i] != dropped { outIDs[w] = ids[i]; outCoefs[w] = coefs[i]; w += 1 }
                    i += 1
                } else if i == n || otherIDs[j] < ids[i] {
                    let v = otherCoefs[j] * factor
                    if abs(v) >= coefficientEpsilon {
                        outIDs[w] = otherIDs[j]; outCoefs[w] = v; w += 1
                        newKeys.append(otherIDs[j])
                    }
                    j += 1
                } else {
                    let v = coefs[i] + otherCoefs[j] * factor
                    if abs(v) >= coefficientEpsilon { outIDs[w] = ids[i]; outCoefs[w] = v; w += 1 }
                    i += 1; j += 1
                }
            }
        }
        }
        }
        }
        }
        }
        buffer.ids.removeLast(buffer.ids.count - w)
        buffer.coefs.removeLast(buffer.coefs.count - w)
        swap(&ids, &buffer.ids)
        swap(&coefs, &buffer.coefs)
    }
}

/// Scratch storage for row merges (see `Row.add(_:times:dropping:newKeys:buffer:)`).
struct MergeBuffer {
    var ids: [Symbol] = []
    var coefs: [Double] = []
}
