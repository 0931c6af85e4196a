#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Go Map!!: its geometry helper, cross-hairs layer and the app delegate path to the aerial layer.
extension CGRect {
    func center() -> CGPoint { CGPoint(x: midX, y: midY) }
}
class CrossHairsLayer: CAShapeLayer {
    init(radius: CGFloat) { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class MapLayersView: UIView {
    let aerialLayer = CALayer()
}
final class MainView: UIView {
    let mapLayersView = MapLayersView()
}
final class AppDelegate {
    static let shared = AppDelegate()
    let mainView = MainView()
}
