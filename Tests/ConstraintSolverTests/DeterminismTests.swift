import Foundation
import SolverJSON
import Testing

/// The same input gives the same bytes in two separate processes (Swift seeds hashing per
/// process, so any Dictionary- or Set-order dependence would show up here).
struct DeterminismTests {
    /// `layoutcheck` sits beside the test bundle in the build folder.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutcheck")
    }

    static func solve(_ path: String) throws -> (Data, Int32) {
        let p = Process()
        p.executableURL = executable
        p.arguments = ["solve", path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (data, p.terminationStatus)
    }

    /// A system with many ties and near-ties (L1 optima on faces, many priority levels):
    /// exactly where a hash-order-dependent pivot rule would pick different vertices.
    static func tieHeavySystem() -> String {
        var rng = SplitMix64(seed: 0xC0FFEE)
        var constraints: [String] = []
        let priorities = [1000, 999, 750, 500, 251, 250, 25]
        for i in 0..<300 {
            let a = Int(rng.next() % 60), b = Int(rng.next() % 60)
            let op = ["==", "<=", ">="][Int(rng.next() % 3)]
            let p = priorities[Int(rng.next() % UInt64(priorities.count))]
            let c = -Double(rng.next() % 400) / 4
            let terms = a == b ? "{\"v\(a)\": 1}" : "{\"v\(a)\": 1, \"v\(b)\": -1}"
            let req = p == 1000 && op == "==" ? 999 : p   // keep the required part feasible
            constraints.append("{\"id\": \"k\(i)\", \"terms\": \(terms), \"constant\": \(c), \"op\": \"\(op)\", \"priority\": \(req)}")
        }
        for v in 0..<60 {
            constraints.append("{\"terms\": {\"v\(v)\": 1}, \"op\": \">=\", \"priority\": 1000}")
            constraints.append("{\"terms\": {\"v\(v)\": 1}, \"constant\": -1000, \"op\": \"<=\", \"priority\": 1000}")
        }
        return "{\"constraints\": [\n" + constraints.joined(separator: ",\n") + "\n], \"edits\": [{\"variable\": \"v0\", \"priority\": 900}], \"suggestions\": [{\"v0\": 10}, {\"v0\": 500}, {\"v0\": 3}]}"
    }

    @Test func bitIdenticalAcrossProcesses() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            Issue.record("build layoutcheck first (swift build): \(Self.executable.path) is missing")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solver-determinism-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ties.json")
        try Data(Self.tieHeavySystem().utf8).write(to: file)

        let (first, status1) = try Self.solve(file.path)
        let (second, status2) = try Self.solve(file.path)
        #expect(status1 == 0 && status2 == 0)
        #expect(first.count > 1000)
        #expect(first == second)
        // And the same bytes as this process computes in-process.
        let system = try SolverSystem.decode(Array(Self.tieHeavySystem().utf8))
        let inProcess = SolverOutput.ok(system, try SolveResult.compute(system))
        #expect(String(decoding: first, as: UTF8.self) == inProcess)
    }
}

/// A tiny deterministic generator (SplitMix64) shared by the randomised tests.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
