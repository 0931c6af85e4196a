import LayoutTypes

extension PinnedFonts {
    private static let liberation = "/usr/share/fonts/truetype/liberation2/"
    private static let liberationNarrow = "/usr/share/fonts/truetype/liberation/"
    private static let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    private static let manrope = "/usr/share/fonts/truetype/manrope/"

    /// The faces standing in for the fonts iOS ships (`IOSFonts`), in a fixed order. Every
    /// weight and slant a family has is pinned, so that fontconfig picks the nearest real face
    /// (Manrope's Medium for `Avenir-Medium`) rather than a synthesized one.
    static let iOSStandInFiles: [PinnedFontFile] = {
        var files: [PinnedFontFile] = []
        let styles = ["Regular", "Bold", "Italic", "BoldItalic"]
        for family in ["LiberationSans", "LiberationSerif", "LiberationMono"] {
            for style in styles {
                files.append(PinnedFontFile(path: liberation + "\(family)-\(style).ttf", debianPackage: "fonts-liberation2"))
            }
        }
        // Liberation 2 dropped the narrow family; Liberation 1.07 (fonts-liberation) still has it.
        for style in styles {
            files.append(PinnedFontFile(path: liberationNarrow + "LiberationSansNarrow-\(style).ttf", debianPackage: "fonts-liberation"))
        }
        files.append(PinnedFontFile(path: dejaVu + "DejaVuSansMono.ttf", debianPackage: "fonts-dejavu-core"))
        files.append(PinnedFontFile(path: dejaVu + "DejaVuSansMono-Bold.ttf", debianPackage: "fonts-dejavu-core"))
        for style in ["Oblique", "BoldOblique"] {
            files.append(PinnedFontFile(path: dejaVu + "DejaVuSansMono-\(style).ttf", debianPackage: "fonts-dejavu-extra"))
        }
        for style in ["", "-Bold", "-Italic", "-BoldItalic"] {
            files.append(PinnedFontFile(path: dejaVu + "DejaVuSerifCondensed\(style).ttf", debianPackage: "fonts-dejavu-extra"))
        }
        for weight in ["ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold"] {
            files.append(PinnedFontFile(path: manrope + "Manrope-\(weight).ttf", debianPackage: "fonts-manrope"))
        }
        return files
    }()
}
