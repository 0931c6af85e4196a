import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Audits
@testable import ProjectFiles
@testable import Reports
@testable import Snapshots

/// A sandbox for one hostile run: `outside/` (with a file that must survive) beside the
/// project in `project/`, so a write or removal escaping the project shows up as a change.
private final class Sandbox {
    let folder: TemporaryFolder
    var project: URL { folder.url.appendingPathComponent("project") }

    /// One phone, one locale (a pseudo-locale needs no string tables), frames only.
    static let projectFile = """
    screens: [Screens]
    matrix:
      devices: [iPhone 15 Pro]
      locales: [en-XA]

    """

    init(files: [String: String]) throws {
        folder = try TemporaryFolder()
        try folder.write("outside/keep.json", "{}\n")
        var files = files
        if files["layoutcheck.yml"] == nil { files["layoutcheck.yml"] = Self.projectFile }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try folder.write("project/" + path, text) }
    }

    /// Every file below the sandbox (symlinks listed, not followed) with its bytes.
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: [.isSymbolicLinkKey])
        while let item = enumerator?.nextObject() as? URL {
            let path = relativePath(item, to: folder.url)
            if (try? item.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true {
                result[path] = Data(((try? FileManager.default.destinationOfSymbolicLink(atPath: item.path)) ?? "?").utf8)
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = (try? Data(contentsOf: item)) ?? Data()
            }
        }
        return result
    }

    /// Runs `layoutcheck ARGS --project …` in-process, capturing what it prints.
    func run(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let capture = CommandOutput.Capture()
        let projectFile = project.appendingPathComponent("layoutcheck.yml").path
        let quiet = ["test", "record"].contains(arguments.first ?? "") ? ["--quiet"] : []
        let status = await CommandOutput.$capture.withValue(capture) {
            await layoutcheck(arguments + ["--project", projectFile] + quiet)
        }
        return (status, capture.standardOutput, capture.standardError)
    }
}

/// `views:` nested `levels` deep (v0 … v{levels-1}), the innermost holding a label `leaf`.
/// Level i (0-based) is `- view: v{i}` on line 2 + 2i, indented 2 + 4i, so its first key
/// (where its mapping starts) is at column 2 + 4i + 3; the leaf is level `levels`.
private func nestedViews(_ levels: Int) -> String {
    var text = "views:\n"
    var indent = "  "
    for index in 0..<levels {
        text += "\(indent)- view: v\(index)\n\(indent)  subviews:\n"
        indent += "    "
    }
    return text + "\(indent)- label: leaf\n\(indent)  literal: deep\n"
}

/// One hostile input: the files it writes into the project, the command, the exit status
/// and the text the run must print (on standard error, or in `report.json` for scenario errors).
private struct HostileCase: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    var arguments: [String] = ["test"]
    var status: Int32
    var standardError: String? = nil
    var reportMessage: String? = nil
    /// Baseline files the run may write (hand-derived paths); bad input writes none.
    var baselinesWritten: [String] = []
    var testDescription: String { name }
}

private let plainView = """
views:
  - view: v
    %FIELD%
constraints:
  - "H:|[v(10)]"
  - "V:|[v(10)]"

"""

/// A view field at line 3; its key starts at column 5 and its value at column 5 + "key: ".count.
private func screenWith(_ field: String) -> [String: String] {
    ["Screens/s.layout.yaml": plainView.replacingOccurrences(of: "%FIELD%", with: field)]
}

/// An Interface Builder file whose views nest `depth` elements deep: line 1 the XML
/// declaration, then one element per line, so the element at depth k is on line k + 1.
private func nestedXIB(depth: Int) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                 "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21507\" "
                     + "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\">",
                 "<objects>"]
    var open: [String] = []
    for index in 0..<(depth - 2) {
        let name = index % 2 == 0 ? "view" : "subviews"
        lines.append(name == "view" ? "<view id=\"v\(index / 2)\">" : "<subviews>")
        open.append(name)
    }
    lines += open.reversed().map { "</\($0)>" } + ["</objects>", "</document>"]
    return lines.joined(separator: "\n") + "\n"
}

/// The plain screen with the default project plus `lines` (each ending in a newline) at line 2.
private func projectWith(_ lines: String) -> [String: String] {
    screenWith("hidden: false").merging([
        "layoutcheck.yml": "screens: [Screens]\n\(lines)matrix:\n  devices: [iPhone 15 Pro]\n  locales: [en-XA]\n",
    ]) { _, b in b }
}

private let hostileCases: [HostileCase] = [
    // 200 levels of views are refused at the 201st: the leaf, line 2 + 2·200 = 402, column 2 + 4·200 + 3 = 805.
    HostileCase(name: "views nested 201 deep", files: ["Screens/s.layout.yaml": nestedViews(200)], status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:402:805: error: views nest deeper than 200 levels here "
                    + "(this one would be level 201); flatten the tree\n"),
    // libyaml stops at 1000 nested collections; `views: ` is 7 characters, the brackets start on line 1.
    HostileCase(name: "100,000 nested [ in a screen",
                files: ["Screens/s.layout.yaml": "views: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"],
                status: 2, standardError: "invalid YAML: lists and mappings nest deeper than 1000 levels"),
    HostileCase(name: "100,000 nested [ in layoutcheck.yml",
                files: ["layoutcheck.yml": "screens: " + String(repeating: "[", count: 100_000) + "\n"],
                status: 2, standardError: "invalid YAML: lists and mappings nest deeper than 1000 levels"),
    // The first alias after an anchor: line 2, `b: &b [` is 7 characters, so `*a` is at column 8.
    HostileCase(name: "billion laughs (anchors and aliases)", files: ["Screens/s.layout.yaml": """
        a: &a [x, x, x, x, x, x, x, x, x]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: {? *c : 1, ? *b : 2}

        """], status: 2,
        standardError: "layoutcheck: Screens/s.layout.yaml:2:8: error: YAML aliases are not supported "
            + "(this file also defines an anchor at line 1): repeat the value instead\n"),
    // Values on line 3 start at column 5 + "lines: ".count = 12.
    HostileCase(name: "lines: 1e300", files: screenWith("lines: 1e300"), status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:3:12: error: lines must be a whole number, not '1e300'\n"),
    HostileCase(name: "lines beyond Int", files: screenWith("lines: 99999999999999999999"), status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:3:12: error: lines must be a whole number, not '99999999999999999999'\n"),
    HostileCase(name: "alpha: .nan", files: screenWith("alpha: .nan"), status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:3:12: error: alpha must be a number, not '.nan'\n"),
    HostileCase(name: "negative frame width", files: screenWith("frame: [0, 0, -5, 10]"), status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:3:12: error: frame must be [x, y, width, height]\n"),
    HostileCase(name: "negative intrinsic size", files: screenWith("intrinsicSize: [-1, 5]"), status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:3:21: error: intrinsicSize must not be negative\n"),
    // Each constant is a finite 10^308 - 1; their sum is not. Offset 0 of the plain scalar at line 4, column 5.
    HostileCase(name: "constants adding up to infinity", files: ["Screens/s.layout.yaml": """
        views:
          - view: v
        constraints:
          - v.width == \(String(repeating: "9", count: 308)) + \(String(repeating: "9", count: 308))

        """], status: 2, standardError: "layoutcheck: Screens/s.layout.yaml:4:5: error: the constant adds up to inf, not a finite number"),
    // An autoresizing frame at x = 5e8 lays out there (AutoLayout refuses only numbers beyond ±10^9):
    // refused when turned into device pixels, naming the view.
    HostileCase(name: "frame at 5e8 points", files: ["Screens/s.layout.yaml": """
        views:
          - view: v
            frame: [5e8, 0, 10, 10]
            autoresizing: [flexibleWidth]

        """], status: 1,
        reportMessage: "Screens/s.layout.yaml: error: s/iphone-15-pro-portrait/en-XA-large: the view 'v' was laid out with x 500000000.0, "
            + "outside the ±10000000 points a frames baseline holds (check its constants and sizes)"),
    HostileCase(name: "--shard beyond Int", files: screenWith("hidden: false"), arguments: ["test", "--shard", "1/99999999999999999999"],
                status: 2, standardError: "layoutcheck test: --shard takes i/n (for example 2/3), not '1/99999999999999999999'\n"),
    HostileCase(name: "--shard 0/0", files: screenWith("hidden: false"), arguments: ["list", "--shard", "0/0"],
                status: 2, standardError: "layoutcheck list: shard 0/0 is not valid: needs 1 ≤ index ≤ count\n"),
    // `name: ` is 6 characters: the value starts at line 1, column 7.
    HostileCase(name: "screen name with ../", files: ["Screens/s.layout.yaml": "name: ../../outside/evil\n" + plainView.replacingOccurrences(of: "%FIELD%", with: "hidden: false")],
                arguments: ["record"], status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:1:7: error: the screen name '../../outside/evil' may only use letters, "
                    + "digits, '.', '_' and '-' (it names baseline folders)\n"),
    HostileCase(name: "absolute screen name", files: ["Screens/s.layout.yaml": "name: /tmp/evil\n" + plainView.replacingOccurrences(of: "%FIELD%", with: "hidden: false")],
                arguments: ["record"], status: 2, standardError: "Screens/s.layout.yaml:1:7: error: the screen name '/tmp/evil' may only use letters"),
    HostileCase(name: "screen name with NUL", files: ["Screens/s.layout.yaml": "name: \"a\\0b\"\n" + plainView.replacingOccurrences(of: "%FIELD%", with: "hidden: false")],
                arguments: ["record"], status: 2, standardError: "Screens/s.layout.yaml:1:7: error: the screen name 'a\u{0}b' may only use letters"),
    HostileCase(name: "screen name of 300 characters", files: ["Screens/s.layout.yaml": "name: \(String(repeating: "a", count: 300))\n"
                + plainView.replacingOccurrences(of: "%FIELD%", with: "hidden: false")],
                arguments: ["record"], status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:1:7: error: the screen name is 300 characters long; at most 100 (it names a baseline folder)\n"),
    // Foundation refuses JSON and property lists nested deeper than 512.
    HostileCase(name: "string catalog nested 600 deep", files: [
        "layoutcheck.yml": "screens: [Screens]\nstrings: [Strings]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en]\n",
        "Strings/Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}}",
    ].merging(screenWith("hidden: false")) { a, _ in a }, status: 2,
                standardError: "layoutcheck: Strings/Localizable.xcstrings: error: not valid JSON (Too many nested arrays or dictionaries"),
    HostileCase(name: "stringsdict nested 600 deep", files: [
        "layoutcheck.yml": "screens: [Screens]\nstrings: [Strings]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en]\n",
        "Strings/en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>k</key>"
            + String(repeating: "<array>", count: 600) + String(repeating: "</array>", count: 600) + "</dict></plist>",
    ].merging(screenWith("hidden: false")) { a, _ in a }, status: 2,
                standardError: "layoutcheck: Strings/en.lproj/Localizable.stringsdict: error: not a valid property list (Too many nested arrays or dictionaries"),
    // Decoded, this baseline's frame is 0 pixels at scale 5e-324; comparing it at scale 3 multiplied by 3 / 5e-324 = ∞.
    HostileCase(name: "baseline with a denormal scale", files: screenWith("hidden: false").merging([
        "Baselines/s/iphone-15-pro-portrait/en-XA-large.json": """
            {"format": 1, "scenario": "s/iphone-15-pro-portrait/en-XA-large", "stamp": {},
             "window": {"width": 393, "height": 852, "scale": 5e-324},
             "views": [{"id": "root", "parent": null, "frame": [0, 0, 393, 852]}], "diagnostics": []}

            """]) { a, _ in a }, status: 1,
        reportMessage: "Baselines/s/iphone-15-pro-portrait/en-XA-large.json: error: corrupt frames baseline: "
            + "\"window\" needs finite width, height and a scale in [1, 4]"),
    // The importer refuses the 257th nested element: depth 257 is line 258, `<view id="v127">`
    // (elements 3, 5, … are views 0, 1, …), named where its tag starts, column 1.
    // The error names the importer's place once, not wrapped in a second location.
    HostileCase(name: "xib nested 300 elements deep", files: [
        "layoutcheck.yml": "screens: [Screens/d.xib]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en-XA]\n",
        "Screens/d.xib": nestedXIB(depth: 300),
    ], status: 2, standardError: "layoutcheck: Screens/d.xib:258:1: error: malformed XML: <view> nests deeper than 256 elements\n"),
    // /dev/zero never ends: refused before reading. Outside the project, it is named by its full path.
    HostileCase(name: "a device as a screen file", files: [
        "layoutcheck.yml": "screens: [/dev/zero]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en-XA]\n",
    ], status: 2, standardError: "layoutcheck: /dev/zero: error: not a regular file (a folder, device or pipe cannot be read as input)\n"),
    // One screen × 1 device × 2 orientations × 8 pseudo-locales × 12 sizes = 192 per product; the
    // matrix and 5,300 empty includes visit 192 × 5,301 = 1,017,792 combinations.
    HostileCase(name: "5,300 empty includes", files: screenWith("hidden: false").merging([
        "layoutcheck.yml": """
            screens: [Screens]
            matrix:
              devices: [iPhone 15 Pro]
              orientations: [portrait, landscape]
              locales: [pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl, pseudo-rtl-strings, pseudo-long, en-XA, ar-XB]
              sizes: [xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5]
              include:

            """ + String(repeating: "    - {}\n", count: 5300),
    ]) { _, b in b }, arguments: ["list"], status: 2,
        standardError: "layoutcheck: layoutcheck.yml: error: the matrix has 1017792 combinations (screens × devices × orientations × locales × sizes, "
            + "plus each include's); at most 1000000: split it into several projects\n"),
    // `fonts: [` is 8 characters: the entry is at line 2, column 9.
    HostileCase(name: "a device as a font file", files: projectWith("fonts: [/dev/zero]\n"), arguments: ["list"], status: 2,
        standardError: "layoutcheck: layoutcheck.yml:2:9: error: /dev/zero: not a regular file (a folder, device or pipe cannot be read as input)\n"),
    // A custom device's id is its sanitized name: "../../outside/evil" keeps letters, '.', '-'
    // and turns '/' into '-', then loses its leading dots and dashes: "outside-evil".
    HostileCase(name: "custom device named ../../outside/evil", files: screenWith("hidden: false").merging([
        "layoutcheck.yml": """
            screens: [Screens]
            devices:
              - {name: "../../outside/evil", size: [300, 600]}
            matrix:
              devices: ["../../outside/evil"]
              locales: [en-XA]

            """,
    ]) { _, b in b }, arguments: ["record"], status: 0,
        baselinesWritten: ["project/Baselines/s/outside-evil-portrait/en-XA-large.json"]),
    // `background: ` is 12 characters after column 5: the quoted value starts at column 17.
    HostileCase(name: "signed hex colour", files: screenWith("background: \"#+12345\""), status: 2,
                standardError: "layoutcheck: Screens/s.layout.yaml:3:17: error: '#+12345' is not a colour (#RRGGBB, #RRGGBBAA or one of "),
    // `baselines: ` is 11 characters: values at line 2, column 12. `clean --delete` would have
    // removed the project's own files as orphans.
    HostileCase(name: "baselines: . (the project folder)", files: projectWith("baselines: .\n"), arguments: ["clean", "--delete"], status: 2,
        standardError: "layoutcheck: layoutcheck.yml:2:12: error: the baselines folder '.' holds the project file's folder; "
            + "baselines need a folder of their own\n"),
    HostileCase(name: "baselines: / (an ancestor)", files: projectWith("baselines: /\n"), arguments: ["clean", "--delete"], status: 2,
        standardError: "layoutcheck: layoutcheck.yml:2:12: error: the baselines folder '/' holds the project file's folder; "
            + "baselines need a folder of their own\n"),
    HostileCase(name: "baselines: Screens", files: projectWith("baselines: Screens\n"), arguments: ["clean", "--delete"], status: 2,
        standardError: "layoutcheck: layoutcheck.yml:2:12: error: the baselines folder 'Screens' holds Screens/s.layout.yaml; "
            + "baselines need a folder of their own\n"),
    // Files in the baselines folder that are not shaped like baselines are never orphans.
    HostileCase(name: "clean --delete beside notes", files: screenWith("hidden: false").merging([
        "Baselines/README.md": "notes\n", "Baselines/s/notes.json": "{}\n", "Baselines/s/a/b/c.png": "x",
    ]) { a, _ in a }, arguments: ["clean", "--delete"], status: 0),
    // A VFL syntax error is bad configuration, found once when the project loads. The format
    // is a quoted scalar at line 4, column 5; AutoLayout's position 4 (after `H:|-`) is one more
    // for the quote: column 5 + 1 + 4 = 10.
    HostileCase(name: "VFL with a 400-digit spacing", files: ["Screens/s.layout.yaml": """
        views:
          - view: v
        constraints:
          - "H:|-\(String(repeating: "9", count: 400))-[v]"

        """], status: 2, standardError: "layoutcheck: Screens/s.layout.yaml:4:10: error: unable to parse constraint format: "
            + "Expected a number or key from the metrics dictionary, but encountered something else in 'H:|-"),
    // `  - {name: ` is 11 characters: the name at line 3, column 12.
    HostileCase(name: "custom device name of 300 characters",
                files: projectWith("devices:\n  - {name: \(String(repeating: "d", count: 300)), size: [300, 600]}\n"), arguments: ["list"],
                status: 2, standardError: "layoutcheck: layoutcheck.yml:3:12: error: the device name is 300 bytes long; at most 100 (it names baseline folders)\n"),
    HostileCase(name: "approve a path", files: screenWith("hidden: false"), arguments: ["approve", "../../outside/keep"], status: 2,
                standardError: "layoutcheck: error: no scenario matches ../../outside/keep (`layoutcheck list` prints every name)\n"),
]

@Suite struct HostileInputTests {
    /// Every hostile input: the documented exit status, the exact message naming the place,
    /// and nothing written outside the project's baselines and output folders.
    @Test(arguments: hostileCases)
    fileprivate func hostileInput(_ hostile: HostileCase) async throws {
        let sandbox = try Sandbox(files: hostile.files)
        let before = sandbox.snapshot()
        let run = await sandbox.run(hostile.arguments)
        #expect(run.status == hostile.status, "\(run.err)\(run.out)")
        if let expected = hostile.standardError {
            if expected.hasSuffix("\n") {
                #expect(run.err == expected)
            } else {
                #expect(run.err.contains(expected), "\(run.err)")
            }
        }
        if let expected = hostile.reportMessage {
            let url = sandbox.project.appendingPathComponent(".layoutcheck/report.json")
            let report = try RunReport.decode(Data(contentsOf: url), file: url.path)
            #expect(report.results.map(\.status) == [.error])
            #expect(report.results.first?.messages == [expected])
        }
        let after = sandbox.snapshot()
        let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }.sorted()
        let allowed = ["project/Baselines/", "project/.layoutcheck/"]
        #expect(changed.filter { path in !allowed.contains { path.hasPrefix($0) } } == [])
        // Bad input never gets as far as writing a baseline; names are sanitized inside the folder.
        #expect(changed.filter { $0.hasPrefix("project/Baselines/") } == hostile.baselinesWritten)
    }

    /// 199 levels of views and a leaf (level 200) are within the limit and go all the way
    /// through parsing, building, layout and the baseline: root + 199 + leaf = 201 views.
    @Test func viewsAtTheDepthLimitAreLaidOut() async throws {
        let sandbox = try Sandbox(files: ["Screens/s.layout.yaml": nestedViews(199)])
        // Nested views with no size are what the audits flag; depth is what this test is about.
        let run = await sandbox.run(["record", "--allow-findings"])
        #expect(run.status == 0, "\(run.err)\(run.out)")
        let url = sandbox.project.appendingPathComponent("Baselines/s/iphone-15-pro-portrait/en-XA-large.json")
        let baseline = try FramesSnapshot.decode(Data(contentsOf: url), file: url.path)
        #expect(baseline.views.count == 201)
        #expect(baseline.views.last?.id == "leaf")
        #expect(baseline.views.last?.parent == "v198")
    }

    /// A symlink inside the baselines folder pointing out of it is never written through,
    /// and `clean --delete` removes nothing through it.
    @Test func symlinkOutOfTheBaselinesIsRefused() async throws {
        let sandbox = try Sandbox(files: screenWith("hidden: false"))
        let baselines = sandbox.project.appendingPathComponent("Baselines")
        try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
        // Baselines/s → ../../outside: the screen's folder resolves to the sandbox's outside/.
        try FileManager.default.createSymbolicLink(atPath: baselines.appendingPathComponent("s").path, withDestinationPath: "../../outside")
        let before = sandbox.snapshot()
        let record = await sandbox.run(["record"])
        #expect(record.status == 1)
        #expect(record.out.contains("error: refusing to read or write 's/iphone-15-pro-portrait/en-XA-large.json': it resolves outside "))
        let clean = await sandbox.run(["clean", "--delete"])
        #expect(clean.status == 0)
        #expect(clean.out == "no orphaned baselines\n")
        // Nothing changed but the output folder's report.
        let after = sandbox.snapshot()
        #expect(Set(after.keys).union(before.keys).filter { after[$0] != before[$0] && !$0.hasPrefix("project/.layoutcheck/") } == [])
    }

    /// A FIFO would block the read forever and a huge file would be held in memory: a screen
    /// file that is a FIFO, one of 65 MiB (sparse) and a baseline that is a FIFO are refused.
    @Test func pipesAndHugeFilesAreRefused() async throws {
        let fifo = try Sandbox(files: screenWith("hidden: false"))
        #expect(mkfifo(fifo.project.appendingPathComponent("Screens/f.layout.yaml").path, 0o600) == 0)
        let fifoRun = await fifo.run(["list"])
        #expect(fifoRun.status == 2)
        #expect(fifoRun.err == "layoutcheck: Screens/f.layout.yaml: error: not a regular file (a folder, device or pipe cannot be read as input)\n")

        let huge = try Sandbox(files: screenWith("hidden: false"))
        let handle = try FileHandle(forWritingTo: huge.project.appendingPathComponent("Screens/s.layout.yaml"))
        // 65 MiB = 65 × 1,048,576 = 68,157,440 bytes; the limit is 64 MiB = 67,108,864.
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let hugeRun = await huge.run(["list"])
        #expect(hugeRun.status == 2)
        #expect(hugeRun.err == "layoutcheck: Screens/s.layout.yaml: error: the file is 68157440 bytes; input files may be at most 67108864 bytes\n")

        let baseline = try Sandbox(files: screenWith("hidden: false"))
        let folder = baseline.project.appendingPathComponent("Baselines/s/iphone-15-pro-portrait")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("en-XA-large.json").path, 0o600) == 0)
        let baselineRun = await baseline.run(["test"])
        #expect(baselineRun.status == 1)
        let url = baseline.project.appendingPathComponent(".layoutcheck/report.json")
        let report = try RunReport.decode(Data(contentsOf: url), file: url.path)
        #expect(report.results.first?.messages == ["s/iphone-15-pro-portrait/en-XA-large.json: error: not a regular file (a folder, device or pipe cannot be read as input)"])

        // `diff` with a FIFO and a device for images.
        let fifoPNG = fifo.folder.url.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifoPNG, 0o600) == 0)
        for (a, b) in [(fifoPNG, fifoPNG), ("/dev/zero", fifoPNG)] {
            let capture = CommandOutput.Capture()
            let status = await CommandOutput.$capture.withValue(capture) { await layoutcheck(["diff", a, b]) }
            #expect(status == 2)
            #expect(capture.standardError == "layoutcheck diff: \(a): error: not a regular file (a folder, device or pipe cannot be read as input)\n")
        }

        // `frames` on a FIFO named like a storyboard.
        let pipe = fifo.folder.url.appendingPathComponent("pipe.storyboard").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await layoutcheck(["frames", pipe]) }
        #expect(status == 2)
        #expect(capture.standardError == "layoutcheck frames: \(pipe): error: not a regular file (a folder, device or pipe cannot be read as input)\n")
    }

    /// A report.json is input as well: `review` copies into the page only PNGs from the
    /// baselines and output folders, never a file the report points at elsewhere.
    @Test func reviewCopiesNothingFromOutsideTheBaselinesAndOutput() async throws {
        let sandbox = try Sandbox(files: screenWith("hidden: false"))
        // Three files that all start with the PNG signature: one in the baselines folder, one
        // in the project root (neither baselines nor output) and one outside the project.
        for path in ["project/Baselines/s/iphone-15-pro-portrait/en-XA-large.png", "project/secret.png", "outside/secret.png"] {
            try sandbox.folder.write(path, Data(HTMLReport.pngSignature + Array(path.utf8)))
        }
        try sandbox.folder.write("project/.layoutcheck/report.json", """
            {"command": "test", "layoutcheck": "0.1.0", "results": [{"index": 0, "name": "s/iphone-15-pro-portrait/en-XA-large",
             "screen": "s", "device": "iPhone 15 Pro", "orientation": "portrait", "locale": "en-XA", "size": "large", "status": "failed",
             "messages": [], "changedViews": [], "changes": [], "stampDifferences": [],
             "files": {"baseline.png": "Baselines/s/iphone-15-pro-portrait/en-XA-large.png", "actual.png": "../outside/secret.png",
                       "diff.png": "secret.png"}}]}
            """)
        let run = await sandbox.run(["review"])
        #expect(run.status == 0, "\(run.err)")
        let images = sandbox.snapshot().keys.filter { $0.hasPrefix("project/.layoutcheck/report/images/") }.sorted()
        // Only the baseline image; neither the outside file nor the project root's.
        #expect(images == ["project/.layoutcheck/report/images/s/iphone-15-pro-portrait/en-XA-large.baseline.png"])
    }
}
