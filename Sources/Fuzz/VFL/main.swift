// fuzz-vfl: libFuzzer target for the Visual Format Language parser (`scripts/fuzz vfl`).
//
// Every fuzz target's main.swift holds declarations only: SwiftPM compiles a
// `--sanitize=fuzzer` build with -parse-as-library and links libFuzzer's `main`, which calls
// `LLVMFuzzerTestOneInput`; a normal `swift build` links the same file as a program that
// does nothing, so the targets never break the ordinary build.
import AutoLayout
import InterfaceBuilder

/// One input: the format as the screen builder passes it (`ScreenBuilder.install`), with the
/// names and metrics a screen declares, under no option and under alignment and direction
/// options; the first set that parses is activated and laid out, as a screen's constraints are
/// (one layout per input: solving dominates the time, and the sets parse alike).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let format = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let metrics: [String: Double] = ["m": 8, "gap": 20, "huge": 1e300, "negative": -16]
    let optionSets: [FormatOptions] = [[], [.alignAllCenterY], [.alignAllLeading, .alignAllTrailing, .directionRightToLeft],
                                       [.alignAllLastBaseline, .spacingBaselineToBaseline]]
    var laidOut = false
    for options in optionSets {
        let root = View(identifier: "root")
        var views: [String: LayoutItem] = [:]
        for name in ["a", "b", "c", "label", "button"] {
            let view = View(identifier: name)
            root.addSubview(view)
            views[name] = view
        }
        do {
            let constraints = try LayoutConstraint.constraints(visualFormat: format, options: options, metrics: metrics, views: views)
            guard !laidOut else { continue }
            laidOut = true
            try LayoutConstraint.activateChecked(constraints)
            let engine = try LayoutEngine(root: root, environment: Environment(windowSize: Size(width: 390, height: 844)),
                                          measurer: ApproximateTextMeasurer())
            _ = engine.layout()
        } catch {
            // A thrown error is the parser's answer to bad input; only a crash is a finding.
        }
    }
    return 0
}
