import Audits
import Foundation
import ProjectFiles
import TextLayout

/// What a project says beyond its matrix, for screens run from a test (`assertLayout`,
/// `ScreenMatrix`): the audit policy — severities, exceptions with their reasons, known
/// findings — the app's fonts and its string tables, read from its `layoutcheck.yml` or given here.
public struct LayoutSettings: Sendable {
    package var audits = AuditPolicy()
    package var fonts: ProjectFonts = .none
    /// Folders of `<lang>.lproj` string tables (the project's `strings:`).
    public var strings: [URL] = []
    /// The project's `developmentLanguage:`; nil when no project was read.
    public var developmentLanguage: String?

    public init() {}

    /// The `audits:`, `knownFindings:`, `fonts:`, `strings:` and `developmentLanguage:` of a
    /// project file (the whole file is read and checked, as `layoutcheck` reads it).
    public static func project(_ file: URL) throws -> LayoutSettings {
        let project = try Project.load(file)
        var settings = LayoutSettings()
        settings.audits = project.audits
        settings.fonts = project.fonts
        settings.strings = project.stringFolders
        settings.developmentLanguage = project.developmentLanguage
        return settings
    }

    /// These settings with the app's font files (`.ttf`, `.otf`, `.ttc`, or folders of them, as
    /// `fonts:` in `layoutcheck.yml` takes them), so text in those fonts is measured in them.
    public func addingFonts(_ paths: [URL]) throws -> LayoutSettings {
        var settings = self
        var parts = [fonts]
        var seen = Set(fonts.faces.map(\.path))
        for path in paths {
            for file in try AppFontFiles.files(named: path.path, root: URL(fileURLWithPath: "/")) where !seen.contains(file) {
                parts.append(try AppFontFiles.read(file))
                seen.insert(file)
            }
        }
        settings.fonts = ProjectFonts(parts)
        return settings
    }
}
