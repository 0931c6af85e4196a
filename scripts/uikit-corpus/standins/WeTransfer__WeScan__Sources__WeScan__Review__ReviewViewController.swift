#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// WeScan: its scan results, its scanner controllers and delegate, and its UIImage helpers.
public protocol ImageScannerControllerDelegate: NSObjectProtocol {
    func imageScannerController(_ scanner: ImageScannerController, didFinishScanningWithResults results: ImageScannerResults)
}

public final class ImageScannerController: UINavigationController {
    public weak var imageScannerDelegate: ImageScannerControllerDelegate?
}

public final class ScannerViewController: UIViewController {}

public struct ImageScannerScan {
    public var image: UIImage

    public init(image: UIImage) {
        self.image = image
    }

    mutating func rotate(by rotationAngle: Measurement<UnitAngle>) {
        guard rotationAngle.value != 0, rotationAngle.value != 360 else { return }
        image = image.rotated(by: rotationAngle) ?? image
    }
}

public struct ImageScannerResults {
    public var originalScan: ImageScannerScan
    public var croppedScan: ImageScannerScan
    public var enhancedScan: ImageScannerScan?
    public var doesUserPreferEnhancedScan: Bool
}

extension UIImage {
    convenience init?(
        systemName: String,
        named: String,
        in bundle: Bundle? = nil,
        compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        self.init(systemName: systemName, compatibleWith: traitCollection)
    }

    // The library redraws the bitmap turned by the angle; its size is all layout sees, and an
    // aspect-fit image view lays out the same either way, so the image is kept as it is.
    func rotated(by rotationAngle: Measurement<UnitAngle>) -> UIImage? {
        return self
    }
}
