#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// NetNewsWire: its image assets.
enum Assets {
    enum Images {
        static var articleExtractorError: UIImage? { UIImage(named: "articleExtractorError") }
        static var articleExtractorOff: UIImage? { UIImage(named: "articleExtractorOff") }
        static var articleExtractorOn: UIImage? { UIImage(named: "articleExtractorOn") }
        static var articleExtractorOffSF: UIImage? { UIImage(named: "articleExtractorOffSF") }
        static var articleExtractorOnSF: UIImage? { UIImage(named: "articleExtractorOnSF") }
    }
}
