import Audits
import DeviceCatalog
import Foundation
import LayoutTypes
import Localization
import ProjectFiles
import Scenarios
import Screens
import Snapshots
import TextLayout

/// An `include` entry of the matrix: concrete values per dimension; a dimension left out
/// takes every value of the matrix.
package struct IncludeRule: Sendable {
    package var screens: [String]?
    package var devices: [Device]?
    package var orientations: [Orientation]?
    package var locales: [ScenarioLocale]?
    package var sizes: [ContentSizeCategory]?
}

/// `layoutcheck.yml`, read and checked: every device, locale and size resolved.
package struct Project: Sendable {
    /// The project file as named in messages.
    package var file: String
    /// The folder that holds the project file; relative paths start here.
    package var root: URL
    package var screenFiles: [URL]
    /// Interface Builder files a screen folder holds for another platform (a macOS or watchOS
    /// target beside the iOS app), left out: relative path and `targetRuntime`.
    package var skippedScreenFiles: [(path: String, runtime: String)] = []
    /// iOS Interface Builder files a screen folder holds in Xcode 4's archive format, which is
    /// not read, left out: relative paths.
    package var skippedArchiveFiles: [String] = []
    package var stringFolders: [URL]
    package var tables: StringTables
    package var developmentLanguage: String
    package var baselines: URL
    /// Where `test` writes actual and diff images and reports.
    package var output: URL
    /// Pixels per point of the PNG baselines (independent of the device's scale, so
    /// baselines stay small).
    package var renderScale: Double
    package var longStringsFactor: Double
    package var tolerance: Tolerance
    package var devices: [Device]
    package var orientations: [Orientation]
    package var locales: [ScenarioLocale]
    package var sizes: [ContentSizeCategory]
    package var include: [IncludeRule]
    package var exclude: [ScenarioRule]
    /// Scenarios matching any of these also render a PNG; `png: all` is one empty rule.
    package var png: [ScenarioRule]
    package var directory: DeviceDirectory
    /// The app's own font files (`fonts:`), which text in those fonts is measured and drawn in.
    package var fonts: ProjectFonts = .none
    /// `audits:`: severities and exceptions for the layout audits.
    package var audits = AuditPolicy()
    /// `knownFindings:`: the file of audit errors accepted at adoption (read into
    /// `audits.known`; it need not exist yet).
    package var knownFindingsFile: URL?
    /// `intrinsicSizes:`: the app's view classes sized in code, in the order listed.
    package var classIntrinsicSizes: [ClassIntrinsicSize] = []
    /// `swift:`: the executable product of the app's package that registers its Swift screens.
    package var swiftProduct: SwiftScreensProduct?

    static let topLevelKeys = ["screens", "strings", "developmentLanguage", "baselines", "output", "renderScale",
                               "pseudoLocales", "tolerance", "png", "devices", "matrix", "fonts", "audits", "intrinsicSizes",
                               "knownFindings", "swift"]

    /// Reads the project file at `url`. `catalogue` is the built-in device list.
    package static func load(_ url: URL, catalogue: [Device] = DeviceCatalog.all) throws -> Project {
        let root = url.deletingLastPathComponent().standardizedFileURL
        let display = url.lastPathComponent
        let yaml = try YAMLValue.load(url, displayName: display)
        return try parse(yaml, root: root, catalogue: catalogue)
    }

    /// Parses project YAML text; paths are relative to `root`.
    package static func parse(text: String, file: String, root: URL, catalogue: [Device] = DeviceCatalog.all) throws -> Project {
        try parse(YAMLValue.parse(text, file: file), root: root, catalogue: catalogue)
    }

    static func parse(_ yaml: YAMLValue, root: URL, catalogue: [Device]) throws -> Project {
        let top = try yaml.mapping("the project file")
        func folder(_ key: String, default value: String) throws -> URL {
            let path = try top[key]?.string(key) ?? value
            return URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
        }

        var screenFiles: [URL] = []
        var skipped: [(path: String, runtime: String)] = []
        var skippedArchives: [String] = []
        let swiftProduct = try top["swift"].map { try SwiftScreensProduct.parse($0, root: root) }
        // Swift screens alone make a project: `screens:` is then optional.
        let screenEntries = swiftProduct == nil ? try top.required("screens").list("screens") : try top["screens"]?.list("screens") ?? []
        for entry in screenEntries {
            let path = try entry.string("a screen path")
            guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw entry.error("a screen path may not be empty") }
            let found: ScreenFiles.Expansion
            do {
                found = try ScreenFiles.expand(path, root: root)
            } catch let tooMany as ScreenFiles.TooManyEntries {
                throw entry.error("'\(path)' holds more than \(tooMany.limit) files and folders: name the folders that hold screens")
            }
            for (file, runtime) in found.otherPlatforms where !skipped.contains(where: { $0.path == relativePath(file, to: root) }) {
                skipped.append((relativePath(file, to: root), runtime))
            }
            for file in found.xcode4Archives where !skippedArchives.contains(relativePath(file, to: root)) {
                skippedArchives.append(relativePath(file, to: root))
            }
            if found.files.isEmpty {
                if !found.xcode4Archives.isEmpty {
                    throw entry.error("'\(path)' holds no screen LayoutCheck can read: its \(found.xcode4Archives.count) iOS Interface Builder "
                        + "file\(found.xcode4Archives.count == 1 ? " is" : "s are") in Xcode 4's archive format (open "
                        + "\(found.xcode4Archives.count == 1 ? "it" : "them") in Xcode 5 or later and save to convert)")
                }
                if !found.otherPlatforms.isEmpty {
                    let runtimes = orderedUnique(found.otherPlatforms.map(\.runtime)).joined(separator: ", ")
                    throw entry.error("'\(path)' holds no iOS screen: its \(found.otherPlatforms.count) Interface Builder files are for \(runtimes)")
                }
                if found.isFolder {
                    throw entry.error("the folder '\(path)' holds no *.layout.yaml, .xib or .storyboard file, in it or in its subfolders")
                }
                throw entry.error("no screen file matches '\(path)'")
            }
            for file in found.files where !screenFiles.contains(file) { screenFiles.append(file) }
        }

        let stringsValue = top["strings"]
        let stringFolders = try (stringsValue?.strings("strings") ?? []).map {
            URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL
        }
        let tables: StringTables
        do {
            tables = try StringTables.load(folders: stringFolders, displayRoot: root)
        } catch var error as LayoutCheckError where error.location == nil {
            error.location = stringsValue?.location
            throw error
        }

        let developmentLanguage = try top["developmentLanguage"]?.string("developmentLanguage") ?? "en"
        var longStringsFactor = 1.5
        if let pseudo = top["pseudoLocales"] {
            let mapping = try pseudo.mapping("pseudoLocales")
            if let factor = mapping["longStringsFactor"] {
                longStringsFactor = try factor.double("longStringsFactor")
                guard longStringsFactor >= 1, longStringsFactor <= 10 else {
                    throw factor.error("longStringsFactor must be between 1 and 10")
                }
            }
            try mapping.rejectUnknownKeys(known: ["longStringsFactor"])
        }

        var renderScale = 1.0
        if let value = top["renderScale"] {
            renderScale = try value.double("renderScale")
            guard [1, 2, 3].contains(renderScale) else { throw value.error("renderScale must be 1, 2 or 3 (pixels per point of the PNGs)") }
        }

        var directory = DeviceDirectory(devices: catalogue)
        if let custom = top["devices"] {
            for (index, entry) in try custom.list("devices").enumerated() {
                try directory.addCustom(try CustomDevice.parse(entry), at: entry.location, customCount: index)
            }
        }

        let matrixValue = try top.required("matrix")
        let matrix = try matrixValue.mapping("matrix")
        let resolveLocale = { (value: YAMLValue) throws -> ScenarioLocale in
            let identifier = try value.string("a locale")
            guard let locale = ScenarioLocale.resolve(identifier, tables: tables, developmentLanguage: developmentLanguage,
                                                      longStringsFactor: longStringsFactor) else {
                let known = tables.languages.keys.sorted().joined(separator: ", ")
                throw value.error("unknown locale '\(identifier)': no string table for it (tables: \(known.isEmpty ? "none" : known)) "
                    + "and not a pseudo-locale (\(ScenarioLocale.pseudoIdentifiers.joined(separator: ", ")))")
            }
            return locale
        }
        let resolveDevice = { (value: YAMLValue) throws -> Device in
            let name = try value.string("a device")
            guard let device = directory.device(named: name) else {
                let hint = directory.suggestions(for: name)
                throw value.error("unknown device '\(name)'" + (hint.isEmpty ? " (the catalogue is empty; declare it under devices:)"
                    : " (did you mean \(hint.map { "'\($0)'" }.joined(separator: ", "))?)"))
            }
            return device
        }
        let devices = try unique(try matrix.required("devices").list("devices").map(resolveDevice), what: "device", at: matrixValue) { $0.id }
        let orientations = try unique(try (matrix["orientations"]?.list("orientations") ?? []).map(parseOrientation),
                                      what: "orientation", at: matrixValue) { $0.rawValue }
        let locales = try unique(try matrix.required("locales").list("locales").map(resolveLocale), what: "locale", at: matrixValue) {
            PathSanitizer.component($0.identifier)
        }
        let sizes = try unique(try (matrix["sizes"]?.list("sizes") ?? []).map(parseSize), what: "size", at: matrixValue) { $0.rawValue }

        var include: [IncludeRule] = []
        for entry in try matrix["include"]?.list("include") ?? [] {
            let mapping = try entry.mapping("an include entry")
            var rule = IncludeRule()
            rule.screens = try mapping["screen"]?.strings("screen")
            rule.devices = try mapping["device"]?.list("device").map(resolveDevice)
            rule.orientations = try mapping["orientation"]?.list("orientation").map(parseOrientation)
            rule.locales = try mapping["locale"]?.list("locale").map(resolveLocale)
            rule.sizes = try mapping["size"]?.list("size").map(parseSize)
            try mapping.rejectUnknownKeys(known: ScenarioRule.keys)
            include.append(rule)
        }
        let exclude = try (matrix["exclude"]?.list("exclude") ?? []).map { try ScenarioRule.parse($0, what: "an exclude entry") }
        try matrix.rejectUnknownKeys(known: ["devices", "orientations", "locales", "sizes", "include", "exclude"])

        var png: [ScenarioRule] = []
        if let value = top["png"] {
            if case .scalar = value.node {
                switch try value.string("png") {
                case "all": png = [ScenarioRule()]
                case "none": png = []
                default: throw value.error("png must be all, none, or a list of rules such as {device: …, locale: …}")
                }
            } else {
                png = try value.list("png").map { try ScenarioRule.parse($0, what: "a png rule") }
            }
        }

        let tolerance = try parseTolerance(top["tolerance"])
        let baselines = try folder("baselines", default: "Baselines")
        try checkBaselinesHoldNothingElse(baselines, at: top["baselines"] ?? yaml, root: root, screenFiles: screenFiles,
                                          stringFolders: stringFolders)
        let output = try folder("output", default: ".layoutcheck")
        let fonts = try top["fonts"].map { try readFonts($0, root: root) } ?? .none
        var audits = try top["audits"].map(AuditPolicy.parse) ?? AuditPolicy()
        let knownFile = try top["knownFindings"].map { try readKnownFindings($0, root: root, baselines: baselines, into: &audits) }
        let classSizes = try top["intrinsicSizes"].map(ClassIntrinsicSize.parse) ?? []
        try top.rejectUnknownKeys(known: topLevelKeys)

        var project = Project(
            file: yaml.file, root: root, screenFiles: screenFiles, stringFolders: stringFolders, tables: tables,
            developmentLanguage: developmentLanguage, baselines: baselines,
            output: output, renderScale: renderScale,
            longStringsFactor: longStringsFactor, tolerance: tolerance, devices: devices,
            orientations: orientations.isEmpty ? [.portrait] : orientations, locales: locales,
            sizes: sizes.isEmpty ? [.large] : sizes, include: include, exclude: exclude, png: png, directory: directory)
        project.fonts = fonts
        project.audits = audits
        project.classIntrinsicSizes = classSizes
        project.skippedScreenFiles = skipped
        project.skippedArchiveFiles = skippedArchives
        project.knownFindingsFile = knownFile
        project.swiftProduct = swiftProduct
        return project
    }

    /// `knownFindings: FILE`: a file of the project (`audit --write-known` writes it there), not
    /// in the baselines folder (`clean --delete` would remove it); read when it exists.
    static func readKnownFindings(_ value: YAMLValue, root: URL, baselines: URL, into audits: inout AuditPolicy) throws -> URL {
        let path = try value.string("knownFindings")
        let url = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
        guard ContainedFolder(root: root).contains(url), relativePath(url, to: root) != "." else {
            throw value.error("knownFindings must name a file inside the project's folder, not '\(path)'")
        }
        guard !ContainedFolder(root: baselines).contains(url) else {
            throw value.error("knownFindings may not be in the baselines folder ('\(path)'): `clean --delete` would remove it")
        }
        if FileManager.default.fileExists(atPath: url.path) {
            let display = relativePath(url, to: root)
            audits.known = try KnownFindings.decode(InputFile.read(url, displayName: display), displayName: display)
        }
        return url
    }

    /// `clean --delete` removes whatever in the baselines folder no scenario produces, so the
    /// folder must not hold the project itself (`baselines: .`, `..` or `/`), a screen or a
    /// string table: an error at the `baselines` entry rather than deleted sources.
    static func checkBaselinesHoldNothingElse(_ baselines: URL, at value: YAMLValue, root: URL, screenFiles: [URL],
                                              stringFolders: [URL]) throws {
        let folder = ContainedFolder(root: baselines)
        let path = relativePath(baselines, to: root)
        if folder.contains(root) {
            throw value.error("the baselines folder '\(path)' holds the project file's folder; baselines need a folder of their own")
        }
        for file in screenFiles + stringFolders where folder.contains(file) {
            throw value.error("the baselines folder '\(path)' holds \(relativePath(file, to: root)); baselines need a folder of their own")
        }
    }

    /// `fonts:` lists font files and folders (searched recursively for .ttf, .otf and .ttc, in
    /// path order), relative to the project file. A path that is missing, a folder without
    /// fonts, or a file fontconfig cannot read is an error at its entry.
    static func readFonts(_ value: YAMLValue, root: URL) throws -> ProjectFonts {
        var files: [String] = []
        var parts: [ProjectFonts] = []
        for entry in try value.list("fonts") {
            do {
                for file in try AppFontFiles.files(named: try entry.string("a font file or folder"), root: root)
                where !files.contains(file) {
                    parts.append(try AppFontFiles.read(file))
                    files.append(file)
                }
            } catch let error as LayoutCheckError where error.location == nil {
                throw entry.error(error.message)
            }
        }
        return ProjectFonts(parts)
    }

    private static func parseOrientation(_ value: YAMLValue) throws -> Orientation {
        let text = try value.string("an orientation")
        guard let orientation = Orientation(rawValue: text.lowercased()) else {
            throw value.error("unknown orientation '\(text)' (portrait or landscape)")
        }
        return orientation
    }

    private static func parseSize(_ value: YAMLValue) throws -> ContentSizeCategory {
        let text = try value.string("a content size")
        guard let size = ContentSizeCategory.parse(text) else {
            throw value.error("unknown content size '\(text)' (one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), or xSmall … xxxLarge, AX1 … AX5)")
        }
        return size
    }

    private static func parseTolerance(_ value: YAMLValue?) throws -> Tolerance {
        var tolerance = Tolerance()
        guard let value else { return tolerance }
        let mapping = try value.mapping("tolerance")
        if let v = mapping["frames"] {
            tolerance.framePoints = try v.double("tolerance.frames")
            guard tolerance.framePoints >= 0 else { throw v.error("tolerance.frames must not be negative") }
        }
        if let v = mapping["pixelThreshold"] {
            tolerance.pixelThreshold = try v.double("tolerance.pixelThreshold")
            guard (0...1).contains(tolerance.pixelThreshold) else { throw v.error("tolerance.pixelThreshold must be between 0 and 1") }
        }
        if let v = mapping["maxDifferingPixels"] {
            tolerance.maxDifferingPixels = try v.int("tolerance.maxDifferingPixels")
            guard tolerance.maxDifferingPixels >= 0 else { throw v.error("tolerance.maxDifferingPixels must not be negative") }
        }
        if let v = mapping["maxDifferingRatio"] {
            tolerance.maxDifferingRatio = try v.double("tolerance.maxDifferingRatio")
            guard (0...1).contains(tolerance.maxDifferingRatio) else { throw v.error("tolerance.maxDifferingRatio must be between 0 and 1") }
        }
        if let v = mapping["includeAntiAliasing"] { tolerance.includeAntiAliasing = try v.bool("tolerance.includeAntiAliasing") }
        try mapping.rejectUnknownKeys(known: ["frames", "pixelThreshold", "maxDifferingPixels", "maxDifferingRatio", "includeAntiAliasing"])
        return tolerance
    }

    /// Values in order; a repeat (by `key`) is an error naming the list.
    private static func unique<T>(_ values: [T], what: String, at list: YAMLValue, key: (T) -> String) throws -> [T] {
        var seen: Set<String> = []
        for value in values where !seen.insert(key(value)).inserted {
            throw list.error("the \(what) '\(key(value))' is listed twice in the matrix")
        }
        return values
    }
}

/// `devices:` entries: a custom device with its size, scale, safe areas and size classes.
enum CustomDevice {
    static func parse(_ value: YAMLValue) throws -> Device {
        let mapping = try value.mapping("a custom device")
        let nameValue = try mapping.required("name")
        let name = try nameValue.string("name")
        // Its id names baseline folders, as a screen name does.
        guard name.utf8.count <= ScreenParser.maximumNameLength else {
            throw nameValue.error("the device name is \(name.utf8.count) bytes long; at most \(ScreenParser.maximumNameLength) (it names baseline folders)")
        }
        let sizeValue = try mapping.required("size")
        let size = try sizeValue.list("size").map { try $0.double("size") }
        guard size.count == 2, size[0] > 0, size[1] > 0, size[0] <= 10_000, size[1] <= 10_000 else {
            throw sizeValue.error("size must be [width, height] in points, portrait, each between 0 and 10000")
        }
        var scale = 2.0
        if let v = mapping["scale"] {
            scale = try v.double("scale")
            guard [1, 2, 3].contains(scale) else { throw v.error("scale must be 1, 2 or 3") }
        }
        var portraitInsets = EdgeInsets.zero, landscapeInsets = EdgeInsets.zero
        if let v = mapping["safeArea"] {
            let insets = try v.mapping("safeArea")
            if let p = insets["portrait"] { portraitInsets = try parseInsets(p) }
            if let l = insets["landscape"] { landscapeInsets = try parseInsets(l) }
            try insets.rejectUnknownKeys(known: ["portrait", "landscape"])
        }
        var portraitClasses = SizeClasses.compactWidthRegularHeight
        var landscapeClasses = SizeClasses.compactWidthCompactHeight
        if let v = mapping["sizeClasses"] {
            let classes = try v.mapping("sizeClasses")
            if let p = classes["portrait"] { portraitClasses = try parseClasses(p) }
            if let l = classes["landscape"] { landscapeClasses = try parseClasses(l) }
            try classes.rejectUnknownKeys(known: ["portrait", "landscape"])
        }
        try mapping.rejectUnknownKeys(known: ["name", "size", "scale", "safeArea", "sizeClasses"])
        return Device.custom(name: name, width: size[0], height: size[1], scale: scale,
                             portraitSafeArea: portraitInsets, landscapeSafeArea: landscapeInsets,
                             portraitSizeClasses: portraitClasses, landscapeSizeClasses: landscapeClasses)
    }

    /// `[top, left, bottom, right]` in points.
    private static func parseInsets(_ value: YAMLValue) throws -> EdgeInsets {
        let values = try value.list("insets").map { try $0.double("an inset") }
        guard values.count == 4, values.allSatisfy({ $0 >= 0 && $0 < 1000 }) else {
            throw value.error("insets must be [top, left, bottom, right] in points")
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `[horizontal, vertical]`, each compact or regular.
    private static func parseClasses(_ value: YAMLValue) throws -> SizeClasses {
        let values = try value.list("size classes")
        guard values.count == 2 else { throw value.error("size classes must be [horizontal, vertical]") }
        let parsed = try values.map { item -> SizeClass in
            let text = try item.string("a size class")
            switch text {
            case "compact": return .compact
            case "regular": return .regular
            default: throw item.error("unknown size class '\(text)' (compact or regular)")
            }
        }
        return SizeClasses(horizontal: parsed[0], vertical: parsed[1])
    }
}

/// Screen paths in `layoutcheck.yml`: a file, a folder (every `*.layout.yaml`, `.xib` and
/// `.storyboard` in it and in its subfolders, as an app keeps them beside its code), or a
/// pattern with `*`/`?` in its last component; matches sorted by path.
package enum ScreenFiles {
    /// What a path names: its screen files, and (for a folder or a pattern) the Interface Builder
    /// files it also holds for another platform or in Xcode 4's archive format, left out. A file
    /// named on its own is kept whatever it holds: the reader then says why it cannot be read.
    package struct Expansion {
        package var files: [URL] = []
        package var otherPlatforms: [(file: URL, runtime: String)] = []
        /// iOS files in Xcode 4's archive format (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`):
        /// an old app keeps a few beside its newer screens, and one must not stop the others.
        package var xcode4Archives: [URL] = []
        /// The path is a folder (searched with its subfolders).
        package var isFolder = false
    }

    package static func expand(_ path: String, root: URL) throws -> Expansion {
        let url = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
        var isDirectory: ObjCBool = false
        let pattern = url.lastPathComponent
        var expansion = Expansion()
        var found: [URL]
        if Glob.hasWildcards(pattern) {
            let folder = url.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            found = names.filter { Glob.matches(pattern, $0) }.sorted().map { folder.appendingPathComponent($0) }
                .filter { isRegularFile($0) }
        } else if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { return Expansion(files: [url]) }
            expansion.isFolder = true
            found = []
            var budget = maximumEntries
            try collect(in: url, into: &found, budget: &budget)
        } else {
            return expansion
        }
        for file in found {
            if let runtime = otherPlatform(file) {
                expansion.otherPlatforms.append((file, runtime))
            } else if isXcode4Archive(file) {
                expansion.xcode4Archives.append(file)
            } else {
                expansion.files.append(file)
            }
        }
        return expansion
    }

    /// A folder too large to be an app's screens (`/`, a home folder): walking it would take
    /// minutes, so it is refused.
    package struct TooManyEntries: Error { package let limit: Int }
    static let maximumEntries = 200_000

    /// The `targetRuntime` of an Interface Builder file for another platform than iOS (Xcode
    /// writes it on the `<document>` element, within the first lines); nil for an iOS file or
    /// any other screen file.
    package static func otherPlatform(_ url: URL) -> String? {
        guard let head = interfaceBuilderHead(url) else { return nil }
        if let archive = archiveType(head) {
            // Xcode 4's archives name the platform in their type: `…CocoaTouch.XIB` is iOS.
            return archive.contains("CocoaTouch") ? nil : "\(archive) (Xcode 4 archive)"
        }
        guard let start = head.range(of: "targetRuntime=\"") else { return nil }
        let runtime = String(head[start.upperBound...].prefix { $0 != "\"" })
        return runtime.hasPrefix("iOS.CocoaTouch") ? nil : runtime
    }

    /// An iOS Interface Builder file in Xcode 4's archive format, which the reader refuses.
    package static func isXcode4Archive(_ url: URL) -> Bool {
        guard let head = interfaceBuilderHead(url), let archive = archiveType(head) else { return false }
        return archive.contains("CocoaTouch")
    }

    /// The first 4 KB of a `.xib`/`.storyboard`, where Xcode writes the root element.
    private static func interfaceBuilderHead(_ url: URL) -> String? {
        guard ["xib", "storyboard"].contains(url.pathExtension), let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The `type` of an `<archive type="com.apple.InterfaceBuilder3.…">` root, if the file has one.
    private static func archiveType(_ head: String) -> String? {
        guard let start = head.range(of: "<archive type=\"com.apple.InterfaceBuilder3.") else { return nil }
        return "com.apple.InterfaceBuilder3." + String(head[start.upperBound...].prefix { $0 != "\"" })
    }

    static func isScreenFile(_ name: String) -> Bool {
        name.hasSuffix(".layout.yaml") || name.hasSuffix(".layout.yml") || name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    /// Depth first, names sorted, so the order is the same on every machine. Hidden folders
    /// (`.build`, `.git`, `.layoutcheck`) and symbolic links to folders (which can loop) are
    /// not entered.
    private static func collect(in folder: URL, into found: inout [URL], budget: inout Int, depth: Int = 0) throws {
        guard depth < 64 else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        budget -= names.count
        guard budget >= 0 else { throw TooManyEntries(limit: maximumEntries) }
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                try collect(in: url, into: &found, budget: &budget, depth: depth + 1)
            } else if isScreenFile(name), isRegularFile(url) {
                found.append(url)
            }
        }
    }

    /// A file, or a link to one (a folder matched by a pattern is not a screen).
    private static func isRegularFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

/// `swift:` in `layoutcheck.yml`: the executable product of a Swift package whose `main` runs the
/// `layoutcheck` command with the app's Swift screens (`LayoutCheckMain.run(screens:)`).
///
/// ```yaml
/// swift:
///   product: AppScreens
///   package: .          # the package's folder, relative to this file (default: this file's folder)
/// ```
package struct SwiftScreensProduct: Sendable, Equatable {
    package var product: String
    /// The folder holding the package's `Package.swift`.
    package var package: URL
    package var location: SourceLocation

    static func parse(_ value: YAMLValue, root: URL) throws -> SwiftScreensProduct {
        let mapping = try value.mapping("swift")
        let productValue = try mapping.required("product")
        let product = try productValue.string("swift.product")
        // A product name is passed to `swift build --product` and names the program run: an identifier.
        guard !product.isEmpty, product.count <= 200,
              product.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_-.".unicodeScalars.contains($0)) }),
              !product.hasPrefix("-"), !product.hasPrefix(".") else {
            throw productValue.error("swift.product must be the name of an executable product of the package, such as AppScreens, not '\(product)'")
        }
        var folder = root
        if let packageValue = mapping["package"] {
            let path = try packageValue.string("swift.package")
            folder = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
                throw packageValue.error("swift.package: no Package.swift in '\(path)'")
            }
        } else if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            throw value.error("swift: no Package.swift beside the project file: name the package's folder with `package:`")
        }
        try mapping.rejectUnknownKeys(known: ["product", "package"])
        return SwiftScreensProduct(product: product, package: folder, location: value.location)
    }
}
