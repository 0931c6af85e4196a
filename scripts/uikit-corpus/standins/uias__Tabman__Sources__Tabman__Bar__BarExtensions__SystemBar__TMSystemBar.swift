#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Tabman: its bar protocol and the types it uses, its animation, its bar item protocol and its
// background view, as the library declares them.

public struct TMAnimation {
    public let isEnabled: Bool
    public let duration: TimeInterval

    public init(isEnabled: Bool, duration: TimeInterval) {
        self.isEnabled = isEnabled
        self.duration = duration
    }
}

@MainActor public protocol TMBarItemable: AnyObject {
    var title: String? { get set }
    var image: UIImage? { get set }
    var selectedImage: UIImage? { get set }
    var badgeValue: String? { get set }
}

@MainActor public protocol TMBarDataSource: AnyObject {
    func barItem(for bar: TMBar, at index: Int) -> TMBarItemable
}

@MainActor public protocol TMBarDelegate: AnyObject {
    func bar(_ bar: TMBar,
             didRequestScrollTo index: Int)
}

public enum TMBarReloadContext {
    case full
    case insertion
    case deletion
}

public enum TMBarUpdateDirection {
    case none
    case forward
    case reverse
}

@MainActor public protocol BaseTMBar: AnyObject { }

public protocol TMBar: BaseTMBar where Self: UIView {
    var dataSource: TMBarDataSource? { get set }
    var delegate: TMBarDelegate? { get set }
    var items: [TMBarItemable]? { get }
    func reloadData(at indexes: ClosedRange<Int>,
                    context: TMBarReloadContext)
    func update(for position: CGFloat,
                capacity: Int,
                direction: TMBarUpdateDirection,
                animation: TMAnimation)
}

open class TMBarBackgroundView: UIView {
    public enum Style {
        case clear
        case flat(color: UIColor)
        case blur(style: UIBlurEffect.Style)
        case custom(view: UIView)
    }

    open var style: Style {
        didSet {
            update(for: style)
        }
    }

    @available(*, unavailable)
    open override var backgroundColor: UIColor? {
        didSet {
        }
    }

    private var backgroundView: UIView?

    public init(style: Style = .clear) {
        self.style = style
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        super.backgroundColor = .clear
        update(for: style)
    }

    @available(*, unavailable)
    public required init?(coder aDecoder: NSCoder) {
        fatalError("Use init(style:)")
    }

    private func update(for style: Style) {
        backgroundView?.removeFromSuperview()
        guard let backgroundView = view(for: style) else {
            return
        }
        self.backgroundView = backgroundView
        addSubview(backgroundView)
        backgroundView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            backgroundView.leadingAnchor.constraint(equalTo: leadingAnchor),
            backgroundView.topAnchor.constraint(equalTo: topAnchor),
            backgroundView.trailingAnchor.constraint(equalTo: trailingAnchor),
            backgroundView.bottomAnchor.constraint(equalTo: bottomAnchor)
            ])
    }

    private func view(for style: Style) -> UIView? {
        switch style {
        case .flat(let color):
            let view = UIView()
            view.backgroundColor = color
            return view
        case .blur(let style):
            let effect = UIBlurEffect(style: style)
            return UIVisualEffectView(effect: effect)
        case .custom(let view):
            if view.superview !== nil {
                view.removeFromSuperview()
            }
            return view
        default:
            return nil
        }
    }
}
