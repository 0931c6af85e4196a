// UIColor's initialisers, named colours from the app's asset catalogs, CGColor, `#colorLiteral`
// and UIKit's fixed and semantic colours that `Color` does not already name.
import Foundation

/// CGColor: the same value as the UIColor it came from (`.cgColor`), so `layer.borderColor` takes either.
public typealias CGColor = Color
/// What `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it.
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components, as Xcode writes them.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Color {
    /// UIColor.cgColor.
    public var cgColor: CGColor { self }
    /// UIColor(cgColor:).
    public init(cgColor: CGColor) { self = cgColor }
    /// UIColor.withAlphaComponent(_:): the same colour with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// UIColor(hue:saturation:brightness:alpha:), HSB in 0...1 as UIKit takes it.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// UIColor(displayP3Red:green:blue:alpha:): converted to (extended) sRGB, the model drawing uses:
    /// decode the shared transfer curve, the P3 → sRGB primaries matrix, encode again.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        let (r, g, b) = Color.displayP3ToSRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func decode(_ c: Double) -> Double {
            let m = abs(c)
            let linear = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return c < 0 ? -linear : linear
        }
        func encode(_ c: Double) -> Double {
            let m = abs(c)
            let gamma = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
            return c < 0 ? -gamma : gamma
        }
        let lr = decode(r), lg = decode(g), lb = decode(b)
        return (encode(1.2249401 * lr - 0.2249404 * lg),
                encode(-0.0420569 * lr + 1.0420571 * lg),
                encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
    }

    /// UIColor(dynamicProvider:) (`UIColor { traits in … }`): `Color` is a value, so the provider is
    /// asked once, with `UITraitCollection.current` (the layout's or scenario's traits, light).
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self = dynamicProvider(TraitCollection.current)
    }

    /// UIColor.resolvedColor(with:): colours are resolved when made, so the colour itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

    /// UIColor.getRed(_:green:blue:alpha:). Always true: every colour here is RGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// UIColor.getWhite(_:alpha:): the Rec. 601 luma of the components.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (red, green, blue, opacity) = rgba
        white?.pointee = 0.299 * red + 0.587 * green + 0.114 * blue
        alpha?.pointee = opacity
        return true
    }

    /// UIColor.getHue(_:saturation:brightness:alpha:).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (red, green, blue, opacity) = rgba
        let high = max(red, green, blue), low = min(red, green, blue), delta = high - low
        var h = 0.0
        if delta > 0 {
            if high == red { h = (green - blue) / delta } else if high == green { h = 2 + (blue - red) / delta } else { h = 4 + (red - green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? delta / high : 0
        brightness?.pointee = high
        alpha?.pointee = opacity
        return true
    }
}

// UIKit's fixed colours (UIColor.h: "0.0 white", "1.0, 0.5, 0.0 RGB", …) and the semantic ones
// `Color` does not name, light appearance (Apple's HIG colour tables).
extension Color {
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let lightText = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
    public static let darkText = Color.black
    public static let systemFill = Color(r: 120, g: 120, b: 128, alpha: 0.2)
    public static let secondarySystemFill = Color(r: 120, g: 120, b: 128, alpha: 0.16)
    public static let tertiarySystemFill = Color(r: 118, g: 118, b: 128, alpha: 0.12)
    public static let quaternarySystemFill = Color(r: 116, g: 116, b: 128, alpha: 0.08)
    /// UIColor.tintColor (iOS 15): the default tint.
    public static let tintColor = Color.systemBlue
    public static let groupTableViewBackground = Color.systemGroupedBackground
}

// MARK: Named colours (asset catalogs)

extension Color {
    /// UIColor(named:): the colour registered under `name` (an asset catalog's colour set), in the
    /// current traits' appearance (`UITraitCollection.current`: light unless a dark style is in
    /// force); nil for a name nothing registered, as a missing asset gives on iOS.
    public init?(named name: String) {
        guard let color = ColorRegistry.shared.color(name, dark: TraitCollection.current.userInterfaceStyle == .dark) else { return nil }
        self = color
    }

    /// UIColor(named:in:compatibleWith:): the bundle is ignored (catalogs are registered), the traits choose the appearance.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        let dark = (traitCollection ?? TraitCollection.current).userInterfaceStyle == .dark
        guard let color = ColorRegistry.shared.color(name, dark: dark) else { return nil }
        self = color
    }

    /// Makes `UIColor(named: name)` give `color` (and `dark` in the dark appearance, when given).
    public static func register(_ name: String, color: Color, dark: Color? = nil) {
        ColorRegistry.shared.set(name, ColorRegistry.Entry(light: color, dark: dark))
    }

    /// Registers every `<name>.colorset` under an asset catalog folder (`Assets.xcassets`), as an
    /// app's bundle provides them: the universal (or iPhone) entry for any appearance, and the dark
    /// one. Components may be floats (`"0.500"`), 8-bit integers (`"128"`) or hex (`"0x80"`); sRGB,
    /// Display P3 (converted) and grey colour spaces, and references to UIKit's system colours.
    /// Throws naming the file for a set it cannot read.
    public static func registerAssetCatalog(at folder: URL) throws {
        let sets = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "colorset" }
            .sorted { $0.path < $1.path }
        for set in sets {
            ColorRegistry.shared.set(set.deletingPathExtension().lastPathComponent, try ColorSet.read(set))
        }
    }
}

/// A colour set's `Contents.json`, read.
enum ColorSet {
    struct CatalogError: Error, CustomStringConvertible {
        let file: String
        let reason: String
        var description: String { "\(file): error: \(reason)" }
    }

    private struct Contents: Decodable {
        struct Appearance: Decodable { var appearance: String?; var value: String? }
        struct Definition: Decodable {
            var colorSpace: String?
            var components: [String: String]?
            var platform: String?
            var reference: String?
            enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components, platform, reference }
        }
        struct Entry: Decodable {
            var idiom: String?
            var appearances: [Appearance]?
            var color: Definition?
        }
        var colors: [Entry]?
    }

    static func read(_ set: URL) throws -> ColorRegistry.Entry {
        let file = set.appendingPathComponent("Contents.json")
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
        } catch {
            throw CatalogError(file: file.path, reason: "not a colour set's Contents.json (\(error))")
        }
        // iPhone scenarios: a universal entry, else the iPhone one.
        let entries = (contents.colors ?? []).filter { $0.color != nil }
        let phone = entries.filter { ($0.idiom ?? "universal") == "universal" }
        let candidates = phone.isEmpty ? entries.filter { $0.idiom == "iphone" } : phone
        func luminosity(_ e: Contents.Entry) -> String? {
            guard let appearances = e.appearances, !appearances.isEmpty else { return "any" }
            if appearances.contains(where: { $0.appearance == "contrast" }) { return nil }
            return appearances.first { $0.appearance == "luminosity" }?.value
        }
        guard let anyEntry = candidates.first(where: { luminosity($0) == "any" }) ?? candidates.first(where: { luminosity($0) == "light" }),
              let anyColor = anyEntry.color else {
            throw CatalogError(file: file.path, reason: "lists no colour for the iPhone in the any or light appearance")
        }
        let light = try color(anyColor, file: file.path)
        let dark = try candidates.first { luminosity($0) == "dark" }?.color.map { try color($0, file: file.path) }
        return ColorRegistry.Entry(light: light, dark: dark)
    }

    private static func color(_ definition: Contents.Definition, file: String) throws -> Color {
        if let reference = definition.reference {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let system = Color.systemColors.first(where: { $0.name == name }) else {
                throw CatalogError(file: file, reason: "refers to system colour '\(reference)', which is not known here")
            }
            return system.color
        }
        let components = definition.components ?? [:]
        func component(_ key: String, isAlpha: Bool = false) throws -> Double {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else {
                throw CatalogError(file: file, reason: "has no '\(key)' component")
            }
            let value: Double?
            if text.lowercased().hasPrefix("0x") {
                value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if !isAlpha, !text.contains("."), let integer = Int(text) {
                value = (0...255).contains(integer) ? Double(integer) / 255 : nil
            } else {
                value = Double(text)
            }
            guard let value, value.isFinite else {
                throw CatalogError(file: file, reason: "component '\(key)' is '\(text)', not a number Xcode writes")
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha", isAlpha: true)
        let space = definition.colorSpace ?? "srgb"
        switch space {
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "display-p3":
            return Color(displayP3Red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            return Color(red: white, green: white, blue: white, alpha: alpha)
        default:
            throw CatalogError(file: file, reason: "colour space '\(space)' is not sRGB, Display P3 or grey")
        }
    }
}

/// Registered named colours, shared by every thread that builds views.
final class ColorRegistry: @unchecked Sendable {
    struct Entry { var light: Color; var dark: Color? }
    static let shared = ColorRegistry()
    // Guarded by `lock`; scenarios build views on many threads at once.
    private var entries: [String: Entry] = [:]
    private let lock = NSLock()

    func set(_ name: String, _ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        entries[name] = entry
    }

    func color(_ name: String, dark: Bool) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[name] else { return nil }
        return dark ? entry.dark ?? entry.light : entry.light
    }
}
