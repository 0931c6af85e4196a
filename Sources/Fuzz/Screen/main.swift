// fuzz-screen: libFuzzer target for `*.layout.yaml` screen files (`scripts/fuzz screen`).
// Declarations only: see Sources/Fuzz/VFL/main.swift.
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutCheck

/// Text keys resolve against no tables, so every key is a missing string (which the builder
/// reports rather than throws); `pseudo-long` still transforms the literal texts.
let localizer: Localizer? = ScenarioLocale.resolve("pseudo-long", tables: StringTables(), developmentLanguage: "en",
                                                    longStringsFactor: 1.5).map { Localizer(locale: $0, tables: StringTables()) }

/// One input: a screen file's bytes, read as `ScreenParser.load` reads a file (UTF-8 only) and,
/// when it parses, built as each scenario builds it (views, texts, VFL and equation
/// constraints) and laid out on an iPhone-sized window with the font-free measurer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreen(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let text = String(data: Data(UnsafeBufferPointer(start: bytes, count: count)), encoding: .utf8), let localizer else { return 0 }
    do {
        let screen = try ScreenParser.parse(text: text, file: "fuzz.layout.yaml", defaultName: "fuzz")
        let built = try ScreenBuilder.build(screen, localizer: localizer)
        let environment = built.environment ?? Environment(windowSize: Size(width: 390, height: 844), scale: 3)
        _ = try LayoutEngine(root: built.root, environment: environment, measurer: ApproximateTextMeasurer()).layout()
    } catch {
        // A thrown error is the parser's answer to bad input; only a crash is a finding.
    }
    return 0
}
