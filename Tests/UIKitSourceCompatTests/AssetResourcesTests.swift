// Xcode's generated asset symbols (ImageResource, ColorResource) read the registered catalogs.
#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Testing

// What Xcode generates for an app's catalog: one static symbol per image and colour set.
extension ImageResource {
    fileprivate static let lockCover = ImageResource(name: "AssetResourcesTests.LockCover", bundle: .main)
    fileprivate static let unregistered = ImageResource(name: "AssetResourcesTests.Nowhere", bundle: .main)
}
extension ColorResource {
    fileprivate static let brand = ColorResource(name: "AssetResourcesTests.Brand", bundle: .main)
    fileprivate static let unregistered = ColorResource(name: "AssetResourcesTests.NoColour", bundle: .main)
}

@Suite struct AssetResourcesTests {
    /// An image view shows the registered 120 × 80 image, so its intrinsic size is 120 × 80; a symbol
    /// nothing registered gives the empty image (0 × 0), never a made-up size.
    @Test func imageResourceIsTheRegisteredImage() {
        UIImage.register("AssetResourcesTests.LockCover", size: CGSize(width: 120, height: 80))
        #expect(UIImageView(image: UIImage(resource: .lockCover)).image?.size == CGSize(width: 120, height: 80))
        #expect(UIImage(resource: .unregistered).size == .zero)
    }

    /// UIColor(resource:) is the registered colour set; an unregistered one is clear.
    @Test func colorResourceIsTheRegisteredColour() {
        UIColor.register("AssetResourcesTests.Brand", color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(resource: .brand) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(resource: .unregistered) == .clear)
    }
}
