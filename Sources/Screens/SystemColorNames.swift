import AutoLayout

extension Color {
    /// UIKit's colour names a screen file may use, from the one table of them
    /// (`AutoLayout.Color.systemColors`, light appearance).
    static let named: [String: Color] = Dictionary(
        Color.systemColors.map { ($0.name, $0.color) },
        uniquingKeysWith: { first, _ in first })
}
