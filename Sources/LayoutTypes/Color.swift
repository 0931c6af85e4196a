// One colour value for layout (a view's background, a label's text), the screen model and
// rendering, so a colour reaches Cairo as it was declared.

/// An sRGB colour with alpha, each component 0...1 (UIColor's model, not premultiplied).
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// From 8-bit components, as in `#RRGGBB` design values.
    public init(r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// sRGB from 0–255 components, as Apple's colour tables give them.
    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }
}

/// UIKit's semantic and system colours in the light appearance, default contrast (Apple's Human
/// Interface Guidelines, "Color": system colors and iOS dynamic system colors).
extension Color {
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let label = Color.black
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let link = rgb(0, 122, 255)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemRed = rgb(255, 59, 48)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)

    /// Every colour UIKit names that has a value here, by name, in a fixed order (listings of
    /// the names do not depend on hashing).
    public static let systemColors: [(name: String, color: Color)] = [
        ("clear", .clear), ("white", .white), ("black", .black),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground), ("label", .label),
        ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel),
        ("placeholderText", .placeholderText), ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
        ("link", .link), ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
        ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemPink", .systemPink),
        ("systemPurple", .systemPurple), ("systemIndigo", .systemIndigo), ("systemTeal", .systemTeal),
        ("systemMint", .systemMint), ("systemCyan", .systemCyan), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
    ]
}
