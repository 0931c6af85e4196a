import CPangoCairo
import LayoutTypes
import Foundation

/// One face of a font file an app ships (`Lato-Bold.ttf`), as fontconfig reads it.
public struct ProjectFontFace: Sendable, Hashable, Codable {
    /// The file it came from, as given.
    public let path: String
    /// The family name in the file (`Lato`): what `FontFamily.named` takes.
    public let family: String
    /// The PostScript name (`Lato-Bold`): what iOS code and IB documents usually name.
    public let postScriptName: String
    public let weight: FontWeight
    public let isItalic: Bool
}

/// The app's own font files, read once: the faces they hold and their SHA-256, so a project
/// can measure text in the fonts it ships (IB documents and screens name them by PostScript
/// or family name) instead of a stand-in.
public struct ProjectFonts: Sendable, Hashable {
    public let faces: [ProjectFontFace]
    /// In the order the files were given.
    public let hashes: [VersionStamp.FontHash]

    public static let none = ProjectFonts(faces: [], hashes: [])

    /// Reads every face of every file (a `.ttc` holds several). A file that is missing or is
    /// not a font fontconfig can read is an error naming it.
    public init(files: [String]) throws {
        var faces: [ProjectFontFace] = []
        var hashes: [VersionStamp.FontHash] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw TextLayoutError.projectFontUnreadable(path: path, reason: "no such file, or it cannot be read")
            }
            hashes.append(VersionStamp.FontHash(file: URL(fileURLWithPath: path).lastPathComponent,
                                                sha256: SHA256.hex([UInt8](data))))
            faces += try Self.query(path)
        }
        self.faces = faces
        self.hashes = hashes
    }

    /// Several files' fonts as one, in order.
    public init(_ parts: [ProjectFonts]) {
        self.init(faces: parts.flatMap(\.faces), hashes: parts.flatMap(\.hashes))
    }

    private init(faces: [ProjectFontFace], hashes: [VersionStamp.FontHash]) {
        self.faces = faces
        self.hashes = hashes
    }

    /// Family names, first appearance first.
    public var families: [String] {
        var seen: [String] = []
        for face in faces where !seen.contains(face.family) { seen.append(face.family) }
        return seen
    }

    /// Each family followed by its faces' PostScript names, first appearance first: what an
    /// unknown font name's error lists.
    public var availableNames: [String] {
        var names: [String] = []
        for family in families {
            names.append(family)
            for face in faces where face.family == family && face.postScriptName != family && !names.contains(face.postScriptName) {
                names.append(face.postScriptName)
            }
        }
        return names
    }

    /// Every PostScript and family name, for a document reader to know what the app ships.
    public var names: Set<String> { Set(faces.flatMap { [$0.postScriptName, $0.family] }) }

    /// The face a name from iOS code or a document means: its PostScript name (`Lato-Bold`,
    /// any case), or its family name (`Lato`) for the family's regular (else first) face.
    public func face(named name: String) -> ProjectFontFace? {
        let lowered = name.lowercased()
        if let exact = faces.first(where: { $0.postScriptName.lowercased() == lowered }) { return exact }
        let family = faces.filter { $0.family.lowercased() == lowered }
        return family.first { $0.weight == .regular && !$0.isItalic } ?? family.first
    }

    private static func query(_ path: String) throws -> [ProjectFontFace] {
        var faces: [ProjectFontFace] = []
        var count: Int32 = 1
        var index: Int32 = 0
        while index < count {
            guard let pattern = FcFreeTypeQuery(path, UInt32(index), nil, &count) else {
                throw TextLayoutError.projectFontUnreadable(path: path, reason: "fontconfig cannot read face \(index) as a font")
            }
            defer { FcPatternDestroy(pattern) }
            guard let family = string(pattern, FC_FAMILY) else {
                throw TextLayoutError.projectFontUnreadable(path: path, reason: "face \(index) has no family name")
            }
            var weight: Int32 = 80
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            var slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            faces.append(ProjectFontFace(path: path, family: family, postScriptName: string(pattern, FC_POSTSCRIPT_NAME) ?? family,
                                         weight: FontWeight(openTypeWeight: Int(FcWeightToOpenType(weight))),
                                         isItalic: slant != 0))
            index += 1
        }
        return faces
    }

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

extension FontWeight {
    /// The nearest UIKit weight to an OpenType weight class.
    init(openTypeWeight weight: Int) {
        self = FontWeight.allCases.min { abs($0.openTypeWeight - weight) < abs($1.openTypeWeight - weight) } ?? .regular
    }
}
