import Foundation

// The asset symbols Xcode 15 generates from an app's asset catalog (`UIImage(resource: .avatar)`,
// `UIColor(resource: .brand)`): the generated `extension ImageResource { static let avatar = … }`
// is the app's (a stand-in, or the generator's output); the types and initialisers are here.

/// DeveloperToolsSupport's ImageResource: an image of an asset catalog, by name.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    /// The bundle is kept but chooses nothing: catalogs are registered (`UIImage.registerAssetCatalog`).
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// DeveloperToolsSupport's ColorResource: a colour set of an asset catalog, by name.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension ImageSource {
    /// UIImage(resource:): the registered image of the resource's name. The initialiser cannot fail
    /// (Xcode generates the symbol from an image that exists); an image no catalog registered here
    /// is empty, sized 0 × 0, as `#imageLiteral` gives.
    public init(resource: ImageResource) {
        self.init(imageLiteralResourceName: resource.name)
    }
}

extension Color {
    /// UIColor(resource:): the registered colour set of the resource's name in the current
    /// appearance. It cannot fail; a colour set no catalog registered here is clear, so a missing
    /// registration shows as a missing colour in a rendered image rather than as a plausible one.
    public init(resource: ColorResource) {
        self = Color(named: resource.name) ?? .clear
    }
}
