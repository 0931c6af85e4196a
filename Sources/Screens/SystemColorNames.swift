import AutoLayout

extension RGBAColor {
    /// UIKit's colour names a screen file may use, from the one table of them
    /// (`AutoLayout.Color.systemColors`, light appearance).
    static let named: [String: RGBAColor] = Dictionary(
        AutoLayout.Color.systemColors.map { ($0.name, RGBAColor(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha)) },
        uniquingKeysWith: { first, _ in first })
}
