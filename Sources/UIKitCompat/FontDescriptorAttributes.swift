// UIFontDescriptor's attribute dictionaries. Apps change a font's weight or size through them
// (`fontDescriptor.addingAttributes([.traits: [.weight: UIFont.Weight.semibold]])`, then
// `UIFont(descriptor:size:)`), the usual way to get a weighted Dynamic Type font before iOS 16.
// The attributes that change measurement are applied (size, weight, symbolic traits, family
// or name); the others are kept and given back by `fontAttributes`.

extension UIFontDescriptor {
    /// UIFontDescriptor.AttributeName, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
    }

    /// UIFontDescriptor.TraitKey: the keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// UIFontDescriptor(fontAttributes:): the system font at 17 points (UIKit's default body
    /// size) with the attributes applied.
    public init(fontAttributes attributes: [AttributeName: Any]) {
        self = UIFontDescriptor(font: .systemFont(ofSize: 17)).addingAttributes(attributes)
    }

    /// UIFontDescriptor.addingAttributes(_:): a new descriptor with the attributes applied.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var f = font
        if let family = attributes[.family] as? String { f = Font(name: family, size: f.size) ?? Font(family: family, size: f.size) }
        if let name = attributes[.name] as? String { f = Font(name: name, size: f.size) ?? Font(family: name, size: f.size) }
        if let size = Self.number(attributes[.size]), size > 0 { f = f.withSize(size) }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = traits[.symbolic] {
                let raw = (symbolic as? SymbolicTraits)?.rawValue ?? Self.number(symbolic).map { UInt32(max(0, $0)) } ?? 0
                f = UIFontDescriptor(font: f).withSymbolicTraits(SymbolicTraits(rawValue: raw))?.font ?? f
            }
            if let weight = (traits[.weight] as? FontWeight) ?? Self.number(traits[.weight]).map(Self.nearestWeight) {
                f.weight = weight
            }
        }
        return UIFontDescriptor(font: f)
    }

    /// UIFontDescriptor.fontAttributes: what measurement uses, in UIKit's keys (the system font's
    /// family is the name iOS reports for it, `.AppleSystemUIFont`).
    public var fontAttributes: [AttributeName: Any] {
        [.family: font.family ?? ".AppleSystemUIFont", .size: font.size, .traits: [TraitKey.weight: font.weight.uiKitValue]]
    }

    /// A weight value as UIKit takes it (a number, `UIFont.Weight(rawValue:)`'s): the nearest named weight.
    static func nearestWeight(_ value: Double) -> FontWeight {
        FontWeight.allCases.min { abs($0.uiKitValue - value) < abs($1.uiKitValue - value) } ?? .regular
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }
}

extension NSMutableAttributedString {
    /// NSMutableAttributedString(): empty, as on Apple's platforms (swift-corelibs-foundation has
    /// only `init(string:)`).
    public convenience init() { self.init(string: "") }
}
