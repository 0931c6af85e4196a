#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Tabman: its indicator base class, transition style and indicator layout handler, as the library declares them.
public enum TMTransitionStyle {
    case progressive
    case snap
    case none
}

@MainActor internal protocol TMTransitionStyleable: AnyObject {
    var transitionStyle: TMTransitionStyle { get set }
}

open class TMBarIndicator: UIView, TMTransitionStyleable {
    public enum DisplayMode {
        case top
        case bottom
        case fill
    }

    public enum OverscrollBehavior {
        case bounce
        case compress
        case none
    }

    open var displayMode: DisplayMode {
        fatalError("Return displayMode in subclass")
    }

    open var overscrollBehavior: OverscrollBehavior = .bounce
    open var isProgressive: Bool = false
    public var transitionStyle: TMTransitionStyle = .progressive

    public required init() {
        super.init(frame: .zero)
        initialize()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        initialize()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initialize()
    }

    private func initialize() {
        layout(in: self)
    }

    open func layout(in view: UIView) {
    }
}

@MainActor struct TMBarIndicatorLayoutHandler {
    private let leading: NSLayoutConstraint?
    private let width: NSLayoutConstraint?

    init(leading: NSLayoutConstraint?,
         width: NSLayoutConstraint?) {
        self.leading = leading
        self.width = width
    }

    func update(for rect: CGRect) {
        self.leading?.constant = rect.minX
        self.width?.constant = rect.size.width
    }
}
