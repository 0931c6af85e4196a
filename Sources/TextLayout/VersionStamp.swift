import CPangoCairo
import Foundation

/// The versions of everything that decides a measured size or a drawn pixel: the text and
/// drawing libraries and the exact font files. Baselines and PNG text chunks record it, so a
/// changed result can be traced to a changed library or font.
public struct VersionStamp: Sendable, Hashable, Codable {
    /// One pinned font file: a font update changes glyph advances without any library version changing.
    public struct FontHash: Sendable, Hashable, Codable {
        /// The file name (the pinned directory is fixed in `PinnedFonts`).
        public let file: String
        /// SHA-256 of the file's bytes, lowercase hex (`sha256sum` output).
        public let sha256: String
    }

    public let pango: String
    public let cairo: String
    public let harfbuzz: String
    public let fontconfig: String
    public let freetype: String
    /// In `PinnedFonts.files` order, then the system font's derived faces (`SystemFontFaces`).
    public let fonts: [FontHash]

    /// One line: `pango 1.50.12; cairo 1.16.0; …; fonts Inter-Regular.otf sha256:…, …`.
    public var line: String {
        "pango \(pango); cairo \(cairo); harfbuzz \(harfbuzz); fontconfig \(fontconfig); freetype \(freetype); fonts "
            + fonts.map { "\($0.file) sha256:\($0.sha256)" }.joined(separator: ", ")
    }

    /// The running libraries' versions and the pinned fonts' hashes (computed once per process;
    /// a font file is read and hashed only when `FontDigests` has no digest for it as it is now).
    public static func current() throws -> VersionStamp { try computed.get() }

    private static let computed = Result { try VersionStamp.compute() }

    private static func compute() throws -> VersionStamp {
        var fonts: [FontHash] = []
        for file in PinnedFonts.files {
            guard let digest = FontDigests.shared.sha256(ofFileAt: file.path) else {
                throw TextLayoutError.missingFontFile(path: file.path, debianPackage: file.debianPackage)
            }
            fonts.append(FontHash(file: URL(fileURLWithPath: file.path).lastPathComponent, sha256: digest))
        }
        for face in try SystemFontFaces.faces() {
            fonts.append(FontHash(file: URL(fileURLWithPath: face.path).lastPathComponent, sha256: face.sha256))
        }
        FontDigests.shared.save()
        let fc = Int(FcGetVersion())
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        layoutcheck_freetype_version(&major, &minor, &patch)
        return VersionStamp(
            pango: String(cString: pango_version_string()),
            cairo: String(cString: cairo_version_string()),
            harfbuzz: String(cString: hb_version_string()),
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            freetype: "\(major).\(minor).\(patch)",
            fonts: fonts)
    }
}
