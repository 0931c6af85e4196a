import ConstraintSolver
import Foundation
import SolverJSON
import Testing

/// The JSON layer of `layoutcheck solve`: reading with order and positions, validation
/// messages that name the place, the output format and the run semantics.
struct SolverJSONTests {
    static let example = """
        {
          "variables": ["W", "a.x", "a.w"],
          "constraints": [
            {"id": "c0", "terms": {"a.x": 1}, "constant": -20, "op": "==", "priority": 1000},
            {"id": "c1", "terms": {"a.w": 1}, "constant": -120, "op": "<=", "priority": 250},
            {"id": "c2", "terms": {"W": 1, "a.x": -1, "a.w": -1}, "constant": -20, "op": ">=", "priority": 1000}
          ],
          "edits": [{"variable": "W", "priority": 999}],
          "suggestions": [{"W": 375}, {"W": 812}]
        }
        """

    func decode(_ text: String) throws(SolverInputError) -> SolverSystem {
        try SolverSystem.decode(Array(text.utf8))
    }

    func inputError(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func keepsOrderOfVariablesAndTerms() throws {
        let s = try decode(Self.example)
        #expect(s.variables == ["W", "a.x", "a.w"])
        // c2's terms in written order: W, a.x, a.w → indexes 0, 1, 2.
        #expect(s.constraints[2].terms.map(\.variable) == [0, 1, 2])
        #expect(s.constraints[2].terms.map(\.coefficient) == [1, -1, -1])
        #expect(s.constraints.map(\.id) == ["c0", "c1", "c2"])
        #expect(s.suggestions.count == 2)
        // Undeclared names join in first-use order; absent ids become the index.
        let t = try decode(#"{"constraints": [{"terms": {"b": 1, "a": 2}, "op": ">="}]}"#)
        #expect(t.variables == ["b", "a"])
        #expect(t.constraints[0].id == "0")
        #expect(t.constraints[0].priority == 1000)
        // 999.99999999 rounds to 1000 as a Float; it must stay optional (below 1000).
        let u = try decode(#"{"constraints": [{"terms": {"a": 1}, "op": ">=", "priority": 999.99999999}]}"#)
        #expect(u.constraints[0].priority < 1000)
        #expect(u.constraints[0].priority > 999.99)
    }

    @Test func exampleSolves() throws {
        let s = try decode(Self.example)
        let r = try SolveResult.compute(s)
        // Before suggestions W is drawn to 0 (999); c2 forces a.w <= W - 40 = -40, and c1
        // (a.w <= 120) holds: a.w = -40 is one optimum among all a.w <= -40 → ambiguous.
        #expect(r.values == [0, 20, -40])
        #expect(r.ambiguous == [2])
        // After W = 375 and W = 812, W follows the suggestion (999 beats nothing) and a.x = 20;
        // a.w stays free below 120, so it is not asserted.
        #expect(r.steps.count == 2)
        #expect(r.steps[0][0] == 375 && r.steps[0][1] == 20)
        #expect(r.steps[1][0] == 812)
        let text = SolverOutput.ok(s, r)
        #expect(text.hasPrefix("{\"status\": \"ok\",\n \"values\": {\"W\": 0, \"a.x\": 20, \"a.w\": -40},\n \"steps\": [{\"values\": {\"W\": 375, "))
        #expect(text.hasSuffix("\"ambiguous\": [\"a.w\"]}\n"))
    }

    @Test func unsatisfiableNamesConflictInFileOrder() throws {
        let s = try decode("""
            {"constraints": [
              {"id": "x>=10", "terms": {"x": 1}, "constant": -10, "op": ">="},
              {"id": "free", "terms": {"y": 1}, "constant": -3, "op": "=="},
              {"id": "y=x", "terms": {"y": 1, "x": -1}, "op": "=="},
              {"id": "soft", "terms": {"x": 1}, "constant": -50, "op": "==", "priority": 500}
            ]}
            """)
        // y = 3 and y = x force x = 3 < 10: all three required constraints are needed.
        #expect(throws: SystemRun.Unsatisfiable(conflict: ["x>=10", "free", "y=x"])) {
            try SolveResult.compute(s)
        }
        #expect(SolverOutput.unsatisfiable(["a", "b"]) == "{\"status\": \"unsatisfiable\", \"conflict\": [\"a\", \"b\"]}\n")
    }

    @Test func malformedInputNamesThePlace() {
        #expect(inputError(#"{"constraints": [{"terms": {"x": 1}, "op": "=~"}]}"#)
                == #"1:44: constraints[0].op: expected "==", "<=" or ">=""#)
        #expect(inputError("{\"constraints\": [\n  1,\n}") == "3:1: unexpected character '}', expected a value")
        #expect(inputError(#"{"constraints": [{"terms": {"x": 1}, "op": "==", "priority": 0}]}"#)
                == "1:62: constraints[0].priority: expected a priority from 1 to 1000, found 0.0")
        #expect(inputError(#"{"constraints": [{"terms": {"x": 1e400}, "op": "=="}]}"#)
                == "1:34: constraints[0].terms.x: not a finite number")
        #expect(inputError(#"{"constraints": [{"terms": {"x": "1"}, "op": "=="}]}"#)
                == "1:34: constraints[0].terms.x: expected a number, found a string")
        #expect(inputError(#"{"constraints": [], "suggestions": [{"W": 1}]}"#)
                == #"1:43: suggestions[0].W: "W" is not an edit variable (declare it in "edits")"#)
        #expect(inputError(#"{"constraints": [], "edits": [{"variable": "W", "priority": 1000}]}"#)
                == "1:61: edits[0].priority: expected a priority from 1 to 999, found 1000.0")
        #expect(inputError(#"{"constraints": [{"terms": {"x": 1, "x": 2}, "op": "=="}]}"#)
                == #"1:37: duplicate key "x""#)
        #expect(inputError(#"{"constraint": []}"#) == #"1:16: constraint: unknown key (expected one of "variables", "constraints", "edits", "suggestions")"#)
        #expect(inputError(#"{"variables": ["a", "a"], "constraints": []}"#) == #"1:21: variables[1]: duplicate variable "a""#)
        #expect(inputError("") == "1:1: unexpected end of input, expected a value")
        #expect(inputError(#"{"constraints": [{"terms": {}, "op": "==", "id": "a"}, {"terms": {}, "op": "==", "id": "a"}]}"#)
                == #"1:56: constraints[1].id: duplicate id "a" (first used by constraints[0])"#)
        #expect(inputError(String(repeating: "[", count: 100_000)) == "1:257: nesting deeper than 256 levels")
        #expect(inputError("{\"constraints\": [], \"x\": \"\\ud800\"}") != nil)
    }

    @Test func numbersPrintDeterministically() {
        #expect(SolverOutput.number(20) == "20")
        #expect(SolverOutput.number(-8) == "-8")
        #expect(SolverOutput.number(-0.0) == "0")
        #expect(SolverOutput.number(12.5) == "12.5")
        #expect(SolverOutput.number(0.1) == "0.1")
        #expect(SolverOutput.number(1e-7) == "1e-07")
        #expect(SolverOutput.number(1e300) == "1e+300")
        #expect(SolverOutput.string("a\"b\\c\u{1}") == #""a\"b\\c\u0001""#)
    }
}
