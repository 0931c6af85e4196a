// swift-tools-version: 6.1
// LayoutCheck: UIKit's layout model on Linux, for catching layout regressions in CI.
//
// Dependencies point one way: ConstraintSolver ← AutoLayout ← (UIKitCompat, InterfaceBuilder);
// the harness modules ProjectFiles ← Localization ← Scenarios ← Snapshots ← Screens,
// Scenarios ← Audits, (Audits, Snapshots) ← Reports, and all of them ← LayoutCheck (the
// harness); Raster ← (PNG, Rendering, ImageDiff) and TextLayout below them. The `layoutcheck` executable is a thin shell over LayoutCheckCLI, which uses LayoutCheck
// only. ARCHITECTURE.md draws every arrow.
import Foundation
import PackageDescription

/// The pkg-config file the Pango/Cairo module builds against. `scripts/bootstrap` writes
/// `layoutcheck-pangocairo.pc`: Pango's own flags without `-pthread`, which SwiftPM refuses
/// with a "prohibited flag(s)" warning on every build. Where it is absent — a package that
/// depends on LayoutCheck, on a machine that only installed the Debian packages — Pango's own
/// `pangocairo.pc` gives the same include paths and libraries (SwiftPM drops `-pthread`,
/// which Swift code does not need, and says so in one warning). `LAYOUTCHECK_PKG_CONFIG`
/// names another file, e.g. `pangocairo` to build as such a machine would.
let pangoCairoPkgConfig: String = {
    if let name = ProcessInfo.processInfo.environment["LAYOUTCHECK_PKG_CONFIG"], !name.isEmpty { return name }
    // SwiftPM's own search path for .pc files: PKG_CONFIG_PATH, then the usual folders.
    let searched = (ProcessInfo.processInfo.environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init)
        + ["/usr/local/lib/pkgconfig", "/usr/local/share/pkgconfig", "/usr/lib/pkgconfig", "/usr/share/pkgconfig"]
    let bootstrapped = searched.contains { FileManager.default.fileExists(atPath: $0 + "/layoutcheck-pangocairo.pc") }
    return bootstrapped ? "layoutcheck-pangocairo" : "pangocairo"
}()

let package = Package(
    name: "LayoutCheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutcheck", targets: ["layoutcheck"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "LayoutCheck", targets: ["LayoutCheck"]),
        .library(name: "LayoutCheckTesting", targets: ["LayoutCheckTesting"]),
        // An app's unedited UIKit files in a package target on Linux (README, "Your UIKit files").
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
        .executable(name: "layoutcheck-uikit-rewrite", targets: ["layoutcheck-uikit-rewrite"]),
        // An app's screens program: the layoutcheck command with its Swift screens (LayoutCheckMain).
        .library(name: "LayoutCheckCLI", targets: ["LayoutCheckCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // MARK: Shared value types (geometry, colours, text attributes, traits): depends on nothing
        .target(name: "LayoutTypes"),

        // MARK: Solver and layout model
        .target(name: "ConstraintSolver"),
        .target(name: "SolverJSON", dependencies: ["ConstraintSolver"]),
        .target(name: "AutoLayout", dependencies: ["ConstraintSolver", "LayoutTypes"]),
        .target(name: "UIKitCompat", dependencies: ["AutoLayout"]),
        // App files as Linux compiles them: no Objective-C attributes or #selector (UIKitSources plugin).
        .target(name: "UIKitSourceRewriting"),
        .executableTarget(name: "layoutcheck-uikit-rewrite", dependencies: ["UIKitSourceRewriting"], path: "Sources/UIKitRewriteTool"),
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["layoutcheck-uikit-rewrite"]),
        .executableTarget(name: "layout-bench", dependencies: ["AutoLayout"], path: "Sources/LayoutBench"),
        .target(name: "DeviceCatalog", dependencies: ["LayoutTypes"]),
        .target(name: "InterfaceBuilder", dependencies: ["LayoutTypes", "AutoLayout", "DeviceCatalog"]),

        // MARK: Text and pixels (system libraries through pkg-config; see scripts/bootstrap)
        .systemLibrary(name: "CPangoCairo", pkgConfig: pangoCairoPkgConfig,
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .target(name: "Raster"),
        .target(name: "TextLayout", dependencies: ["LayoutTypes", "CPangoCairo"]),
        .target(name: "Rendering", dependencies: ["LayoutTypes", "Raster", "TextLayout", "CPangoCairo"]),
        .executableTarget(name: "layoutcheck-render", dependencies: ["Rendering", "PNG", "TextLayout"],
                          path: "Sources/LayoutCheckRender"),
        .target(name: "PNG", dependencies: ["Raster", "CLibPNG"]),
        .target(name: "ImageDiff", dependencies: ["Raster"]),

        // MARK: Harness and command line
        // Bottom to top; each imports only what is listed (ARCHITECTURE.md draws the graph).
        .target(name: "ProjectFiles", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(name: "Localization", dependencies: ["ProjectFiles"]),
        .target(name: "Scenarios", dependencies: ["ProjectFiles", "Localization", "LayoutTypes", "DeviceCatalog", "TextLayout"]),
        .target(name: "Snapshots", dependencies: [
            "ProjectFiles", "Localization", "Scenarios", "AutoLayout", "Raster", "PNG", "ImageDiff", "SolverJSON",
        ]),
        .target(name: "Screens", dependencies: [
            "ProjectFiles", "Localization", "Scenarios", "Snapshots", "LayoutTypes", "AutoLayout", "DeviceCatalog", "InterfaceBuilder",
            "TextLayout", .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "Audits", dependencies: ["ProjectFiles", "Scenarios", "AutoLayout"]),
        .target(name: "Reports", dependencies: ["ProjectFiles", "Audits", "Snapshots", "LayoutTypes", "TextLayout"]),
        .target(name: "LayoutCheck", dependencies: [
            "ProjectFiles", "Localization", "Scenarios", "Snapshots", "Screens", "Audits", "Reports",
            "LayoutTypes", "AutoLayout", "DeviceCatalog", "InterfaceBuilder", "TextLayout", "Rendering", "PNG", "ImageDiff", "Raster",
            "ConstraintSolver", "SolverJSON", "UIKitCompat",
        ]),
        // assertLayout for Swift Testing and XCTest (each imported where the toolchain has it).
        .target(name: "LayoutCheckTesting", dependencies: ["LayoutCheck", "AutoLayout", "UIKitCompat", "DeviceCatalog", "TextLayout"]),
        // The CLI reads options and prints; everything it runs is the harness's API.
        .target(name: "LayoutCheckCLI", dependencies: [
            "LayoutCheck", "LayoutTypes", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "layoutcheck", dependencies: ["LayoutCheckCLI"]),

        // MARK: Fuzz targets: one per parser, built only as scripts/fuzz builds them (DEVELOPERS.md, "Fuzzing")
        .executableTarget(name: "fuzz-vfl", dependencies: ["AutoLayout", "InterfaceBuilder"], path: "Sources/Fuzz/VFL"),
        .executableTarget(name: "fuzz-equation", dependencies: ["LayoutCheck"], path: "Sources/Fuzz/Equation"),
        .executableTarget(name: "fuzz-screen", dependencies: ["AutoLayout", "InterfaceBuilder", "LayoutCheck"], path: "Sources/Fuzz/Screen"),
        .executableTarget(name: "fuzz-project", dependencies: ["LayoutCheck"], path: "Sources/Fuzz/Project"),
        .executableTarget(name: "fuzz-ib", dependencies: ["InterfaceBuilder"], path: "Sources/Fuzz/IB"),
        .executableTarget(name: "fuzz-png", dependencies: ["PNG"], path: "Sources/Fuzz/PNG"),
        .executableTarget(name: "fuzz-strings", dependencies: ["LayoutCheck"], path: "Sources/Fuzz/Strings"),
        .executableTarget(name: "fuzz-rewrite", dependencies: ["UIKitSourceRewriting"], path: "Sources/Fuzz/Rewrite"),

        // MARK: Tests
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SolverJSON"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "UIKitCompat"]),
        // UIKit code compiled unchanged against the public UIKitCompat product (no @testable).
        .testTarget(name: "UIKitSourceCompatTests", dependencies: ["UIKitCompat"]),
        .testTarget(name: "UIKitSourceRewritingTests", dependencies: ["UIKitSourceRewriting", "UIKitCompat"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "AutoLayout", "DeviceCatalog"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["LayoutTypes", "TextLayout", "CPangoCairo"]),
        .testTarget(name: "PixelTests", dependencies: ["LayoutTypes", "Raster", "Rendering", "PNG", "ImageDiff", "TextLayout", "CPangoCairo"],
                    resources: [.copy("Fixtures")]),
        // assertLayout from a test target as an app writes one: public products only.
        .testTarget(name: "LayoutCheckTestingTests", dependencies: ["LayoutCheckTesting", "UIKitCompat"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutCheckTests", dependencies: [
            "LayoutCheck", "LayoutCheckCLI", "ProjectFiles", "Localization", "Scenarios", "Snapshots", "Screens", "Audits", "Reports",
            "AutoLayout", "UIKitCompat", "TextLayout", "Rendering", "InterfaceBuilder", "DeviceCatalog", "PNG", "Raster",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
