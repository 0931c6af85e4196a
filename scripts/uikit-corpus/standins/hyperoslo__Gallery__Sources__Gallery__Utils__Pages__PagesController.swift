#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Gallery: its configuration, its run-once helper, its page indicator and its constraint helpers
// (the last as the library declares them).
public struct Config {
    public struct PageIndicator {
        public static var backgroundColor: UIColor = UIColor(red: 0, green: 3/255, blue: 10/255, alpha: 1)
        public static var textColor: UIColor = UIColor.white
    }
}

class Once {
    var already: Bool = false

    func run(_ block: () -> Void) {
        guard !already else { return }
        block()
        already = true
    }
}

protocol PageIndicatorDelegate: AnyObject {
    func pageIndicator(_ pageIndicator: PageIndicator, didSelect index: Int)
}

// The library's row of page titles with a marker under the selected one (which it animates there).
class PageIndicator: UIView {
    let items: [String]
    var buttons: [UIButton] = []
    let indicator = UIView()
    weak var delegate: PageIndicatorDelegate?
    private var selectedIndex = 0

    required init(items: [String]) {
        self.items = items
        super.init(frame: .zero)
        buttons = items.map { title in
            let button = UIButton(type: .custom)
            button.setTitle(title, for: .normal)
            addSubview(button)
            return button
        }
        indicator.backgroundColor = Config.PageIndicator.textColor
        addSubview(indicator)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.size.width / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: width * CGFloat(i), y: 0, width: width, height: bounds.size.height)
        }
        indicator.frame = CGRect(x: width * CGFloat(selectedIndex), y: bounds.size.height - 2, width: width, height: 2)
    }

    func select(index: Int, animated: Bool = true) {
        selectedIndex = index
        setNeedsLayout()
    }
}

extension UIView {
    @discardableResult func g_pin(on type1: NSLayoutConstraint.Attribute,
                                  view: UIView? = nil, on type2: NSLayoutConstraint.Attribute? = nil,
                                  constant: CGFloat = 0,
                                  priority: Float? = nil) -> NSLayoutConstraint? {
        guard let view = view ?? superview else {
            return nil
        }
        translatesAutoresizingMaskIntoConstraints = false
        let type2 = type2 ?? type1
        let constraint = NSLayoutConstraint(item: self, attribute: type1,
                                            relatedBy: .equal,
                                            toItem: view, attribute: type2,
                                            multiplier: 1, constant: constant)
        if let priority = priority {
            constraint.priority = UILayoutPriority(priority)
        }
        constraint.isActive = true
        return constraint
    }

    func g_pinEdges(view: UIView? = nil) {
        g_pin(on: .top, view: view)
        g_pin(on: .bottom, view: view)
        g_pin(on: .left, view: view)
        g_pin(on: .right, view: view)
    }

    func g_pinUpward(view: UIView? = nil) {
        g_pin(on: .top, view: view)
        g_pin(on: .left, view: view)
        g_pin(on: .right, view: view)
    }

    func g_pinDownward(view: UIView? = nil) {
        g_pin(on: .bottom, view: view)
        g_pin(on: .left, view: view)
        g_pin(on: .right, view: view)
    }
}

struct Constraint {
    static func on(constraints: [NSLayoutConstraint]) {
        constraints.forEach {
            ($0.firstItem as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
            $0.isActive = true
        }
    }

    static func on(_ constraints: NSLayoutConstraint ...) {
        on(constraints: constraints)
    }
}
