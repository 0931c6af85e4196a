#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// ChattoAdditions' CircleProgressIndicatorView: a round progress view; here the ring is the layer's
// border and the progress a value, which is what layout sees.
public final class CircleProgressIndicatorView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.commonInit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.commonInit()
    }

    private func commonInit() {
        self.layer.masksToBounds = true
    }

    public var progressLineColor: UIColor! {
        didSet { self.layer.borderColor = self.progressLineColor.cgColor }
    }

    public var progressLineWidth: CGFloat! {
        didSet { self.layer.borderWidth = self.progressLineWidth }
    }

    public private(set) var progress: CGFloat = 0

    public func setProgress(_ progress: CGFloat) {
        self.progress = min(progress, 1)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        self.layer.cornerRadius = min(self.bounds.width, self.bounds.height) / 2
    }
}

public extension CircleProgressIndicatorView {
    convenience init(size: CGSize) {
        self.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    static func `default`() -> CircleProgressIndicatorView {
        return CircleProgressIndicatorView(size: CGSize(width: 28, height: 28))
    }
}
