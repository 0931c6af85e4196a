import Foundation
import Testing

/// `layoutcheck solve` as a process: exit statuses 0/1/2, stdout and the one-line stderr.
struct SolveExitStatusTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func solve(_ json: String, name: String = "system.json") throws -> Run {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solve-exit-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try Data(json.utf8).write(to: file)
        return try run(["solve", file.path], cwd: dir)
    }

    static func run(_ arguments: [String], cwd: URL) throws -> Run {
        let p = Process()
        p.executableURL = DeterminismTests.executable
        p.arguments = arguments
        p.currentDirectoryURL = cwd
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    var available: Bool {
        if FileManager.default.isExecutableFile(atPath: DeterminismTests.executable.path) { return true }
        Issue.record("build layoutcheck first (swift build): \(DeterminismTests.executable.path) is missing")
        return false
    }

    @Test func solvedIsZero() throws {
        guard available else { return }
        // x = 20 (required), y = x + 5 = 25.
        let r = try Self.solve(#"{"constraints": [{"terms": {"x": 1}, "constant": -20, "op": "=="}, {"terms": {"y": 1, "x": -1}, "constant": -5, "op": "=="}]}"#)
        #expect(r.status == 0)
        #expect(r.stdout == "{\"status\": \"ok\",\n \"values\": {\"x\": 20, \"y\": 25}}\n")
        #expect(r.stderr.isEmpty)
    }

    @Test func unsatisfiableIsOne() throws {
        guard available else { return }
        // x >= 10 and x <= 5 (both required) cannot hold; "free" is not part of the conflict.
        let r = try Self.solve("""
            {"constraints": [
              {"id": "lo", "terms": {"x": 1}, "constant": -10, "op": ">="},
              {"id": "free", "terms": {"y": 1}, "op": ">="},
              {"id": "hi", "terms": {"x": 1}, "constant": -5, "op": "<="}]}
            """)
        #expect(r.status == 1)
        #expect(r.stdout == "{\"status\": \"unsatisfiable\", \"conflict\": [\"lo\", \"hi\"]}\n")
    }

    @Test func malformedIsTwoWithOneLineNamingThePlace() throws {
        guard available else { return }
        let r = try Self.solve("{\"constraints\": [\n  {\"terms\": {\"x\": 1}, \"op\": \"=>\"}]}", name: "bad.json")
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasSuffix("bad.json:2:29: constraints[0].op: expected \"==\", \"<=\" or \">=\"\n"))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)

        let syntax = try Self.solve("{\"constraints\": [\n  {\"terms\": {\"x\": 1,}}]}", name: "syntax.json")
        #expect(syntax.status == 2)
        #expect(syntax.stderr.hasSuffix("syntax.json:2:21: expected a string key\n"))

        let badOption = try Self.run(["solve", "/nonexistent/system.json", "--repeat", "0"], cwd: FileManager.default.temporaryDirectory)
        #expect(badOption.status == 2)
        #expect(badOption.stderr == "layoutcheck solve: --repeat 0 must be between 1 and 1000000\n")

        let missing = try Self.run(["solve", "/nonexistent/system.json"], cwd: FileManager.default.temporaryDirectory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/system.json"))
    }
}
