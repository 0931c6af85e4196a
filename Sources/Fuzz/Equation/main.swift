// fuzz-equation: libFuzzer target for the screen files' constraint equations
// (`scripts/fuzz equation`). Declarations only: see Sources/Fuzz/VFL/main.swift.
import LayoutCheck

/// One input: an equation as `ScreenParser` passes a constraint string, with a screen's metrics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEquation(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    do {
        let equation = try EquationParser.parse(text, metrics: ["gap": 8, "inset": 16.5, "huge": 1e300])
        // The offset must point into the text, since the screen parser adds it to a column.
        _ = equation
    } catch {
        if error.offset < 0 || error.offset > text.count { preconditionFailure("offset \(error.offset) outside '\(text)'") }
    }
    return 0
}
