/// Writes `layoutcheck solve`'s output. Numbers are deterministic: a value with no
/// fractional part and magnitude below 2^53 prints as an integer (`20`, `-8`), anything else
/// as Swift's shortest round-trip form of the Double (`12.5`, `0.1`, `1e-07`), which reads
/// back to the identical bits. Negative zero prints as `0`.
public enum SolverOutput {
    public static func number(_ x: Double) -> String {
        if x == 0 { return "0" }
        if x == x.rounded(), abs(x) < 9_007_199_254_740_992 { return String(Int64(x)) }
        return x.description
    }

    /// A JSON string literal (`JSONText.string`).
    public static func string(_ s: String) -> String { JSONText.string(s) }

    static func valuesObject(_ names: [String], _ values: [Double]) -> String {
        let pairs = zip(names, values).map { "\(string($0)): \(number($1))" }
        return "{" + pairs.joined(separator: ", ") + "}"
    }

    /// Timing figures for `--timing`: best-of-N milliseconds.
    public struct Timing: Sendable {
        public var buildMilliseconds: Double
        public var suggestMilliseconds: Double
        public var repeatCount: Int
        public init(buildMilliseconds: Double, suggestMilliseconds: Double, repeatCount: Int) {
            self.buildMilliseconds = buildMilliseconds
            self.suggestMilliseconds = suggestMilliseconds
            self.repeatCount = repeatCount
        }
    }

    /// The `"status": "ok"` document, laid out as in solver-json.md (one key per line).
    public static func ok(_ system: SolverSystem, _ result: SolveResult, timing: Timing? = nil) -> String {
        let names = system.variables
        var lines = ["{\"status\": \"ok\"", " \"values\": " + valuesObject(names, result.values)]
        if !result.steps.isEmpty {
            let steps = result.steps.map { "{\"values\": " + valuesObject(names, $0) + "}" }
            lines.append(" \"steps\": [" + steps.joined(separator: ",\n           ") + "]")
        }
        if !result.ambiguous.isEmpty {
            lines.append(" \"ambiguous\": [" + result.ambiguous.map { string(names[$0]) }.joined(separator: ", ") + "]")
        }
        if let t = timing {
            let ms = { (x: Double) in number((x * 1000).rounded() / 1000) }
            lines.append(" \"timing\": {\"build_ms\": \(ms(t.buildMilliseconds)), \"suggest_ms\": \(ms(t.suggestMilliseconds)), \"repeat\": \(t.repeatCount)}")
        }
        return lines.joined(separator: ",\n") + "}\n"
    }

    public static func unsatisfiable(_ conflict: [String]) -> String {
        "{\"status\": \"unsatisfiable\", \"conflict\": [" + conflict.map(string).joined(separator: ", ") + "]}\n"
    }
}
