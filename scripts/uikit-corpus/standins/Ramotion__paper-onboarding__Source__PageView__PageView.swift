#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif


// paper-onboarding's helpers, as the library writes them (Helpers/Configuring.swift, Helpers/ConstraintsHelper.swift).
internal func Init<Type>(_ value: Type, block: (_ object: Type) -> Void) -> Type {
    block(value)
    return value
}

struct ConstraintInfo {
    var attribute: NSLayoutConstraint.Attribute = .left
    var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var constant: CGFloat = 0
    var identifier: String?
    var relation: NSLayoutConstraint.Relation = .equal
}

precedencegroup constOp {
    associativity: left
    higherThan: AssignmentPrecedence
}

infix operator >>>-: constOp

@discardableResult
func >>>- <T: UIView>(left: (T, T), block: (inout ConstraintInfo) -> Void) -> NSLayoutConstraint {
    var info = ConstraintInfo()
    block(&info)
    info.secondAttribute = info.secondAttribute == .notAnAttribute ? info.attribute : info.secondAttribute

    let constraint = NSLayoutConstraint(item: left.1,
                                        attribute: info.attribute,
                                        relatedBy: info.relation,
                                        toItem: left.0,
                                        attribute: info.secondAttribute,
                                        multiplier: 1,
                                        constant: info.constant)
    constraint.identifier = info.identifier
    left.0.addConstraint(constraint)
    return constraint
}

@discardableResult
func >>>- <T: UIView>(left: T, block: (inout ConstraintInfo) -> Void) -> NSLayoutConstraint {
    var info = ConstraintInfo()
    block(&info)

    let constraint = NSLayoutConstraint(item: left,
                                        attribute: info.attribute,
                                        relatedBy: info.relation,
                                        toItem: nil,
                                        attribute: info.attribute,
                                        multiplier: 1,
                                        constant: info.constant)
    constraint.identifier = info.identifier
    left.addConstraint(constraint)
    return constraint
}

@discardableResult
func >>>- <T: UIView>(left: (T, T, T), block: (inout ConstraintInfo) -> Void) -> NSLayoutConstraint {
    var info = ConstraintInfo()
    block(&info)
    info.secondAttribute = info.secondAttribute == .notAnAttribute ? info.attribute : info.secondAttribute

    let constraint = NSLayoutConstraint(item: left.1,
                                        attribute: info.attribute,
                                        relatedBy: info.relation,
                                        toItem: left.2,
                                        attribute: info.secondAttribute,
                                        multiplier: 1,
                                        constant: info.constant)
    constraint.identifier = info.identifier
    left.0.addConstraint(constraint)
    return constraint
}

// PageView/Item/PageViewItem.swift: a page dot, a centred circle view and an image; the circle's
// shape-layer animation is reduced to the selected state it ends in.
class PageViewItem: UIView {
    let circleRadius: CGFloat
    let selectedCircleRadius: CGFloat
    let lineWidth: CGFloat
    let itemColor: UIColor

    var select: Bool
    var centerView: UIView?
    var imageView: UIImageView?

    init(radius: CGFloat, itemColor: UIColor, selectedRadius: CGFloat, lineWidth: CGFloat = 3, isSelect: Bool = false) {
        self.itemColor = itemColor
        self.lineWidth = lineWidth
        circleRadius = radius
        selectedCircleRadius = selectedRadius
        select = isSelect
        super.init(frame: CGRect.zero)
        commonInit()
    }

    required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension PageViewItem {
    func animationSelected(_ selected: Bool, duration: Double, fillColor: Bool) {
        select = selected
        imageView?.alpha = selected == true ? 1 : 0
        centerView?.backgroundColor = fillColor == true ? itemColor : UIColor.clear
    }
}

extension PageViewItem {
    fileprivate func commonInit() {
        centerView = createBorderView()
        imageView = createImageView()
    }

    fileprivate func createBorderView() -> UIView {
        let view = Init(UIView(frame: CGRect.zero)) {
            $0.backgroundColor = .clear
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
        addSubview(view)
        [NSLayoutConstraint.Attribute.centerX, NSLayoutConstraint.Attribute.centerY].forEach { attribute in
            (self, view) >>>- {
                $0.attribute = attribute
                return
            }
        }
        [NSLayoutConstraint.Attribute.height, NSLayoutConstraint.Attribute.width].forEach { attribute in
            view >>>- {
                $0.attribute = attribute
                return
            }
        }
        return view
    }

    fileprivate func createImageView() -> UIImageView {
        let imageView = Init(UIImageView(frame: CGRect.zero)) {
            $0.contentMode = .scaleAspectFit
            $0.translatesAutoresizingMaskIntoConstraints = false
            $0.alpha = select == true ? 1 : 0
        }
        addSubview(imageView)
        [NSLayoutConstraint.Attribute.left, NSLayoutConstraint.Attribute.right, NSLayoutConstraint.Attribute.top, NSLayoutConstraint.Attribute.bottom].forEach { attribute in
            (self, imageView) >>>- { $0.attribute = attribute; return }
        }
        return imageView
    }
}

// PageView/PageContainerView/PageContainer.swift: the row of dots (its own corpus file); here the row
// laid out with the same helpers, its size animation reduced to the end state.
class PageContainer: UIView {
    var items: [PageViewItem]?
    let space: CGFloat
    var currentIndex = 0

    fileprivate let itemRadius: CGFloat
    fileprivate let selectedItemRadius: CGFloat

    init(radius: CGFloat, selectedRadius: CGFloat, space: CGFloat, itemsCount: Int, itemColor: (Int) -> UIColor) {
        self.space = space
        itemRadius = radius
        selectedItemRadius = selectedRadius
        super.init(frame: CGRect.zero)
        var items = [PageViewItem]()
        var previous: PageViewItem?
        for index in 0 ..< itemsCount {
            let item = PageViewItem(radius: radius, itemColor: itemColor(index), selectedRadius: selectedRadius, isSelect: index == 0)
            item.translatesAutoresizingMaskIntoConstraints = false
            item.tag = index + 1
            addSubview(item)
            (self, item) >>>- { $0.attribute = .centerY; return }
            if let previous = previous {
                (self, item, previous) >>>- {
                    $0.attribute = .leading
                    $0.secondAttribute = .trailing
                    $0.constant = space
                    return
                }
            } else {
                (self, item) >>>- { $0.attribute = .left; return }
            }
            let size = (index == 0 ? selectedRadius : radius) * 2.0
            [NSLayoutConstraint.Attribute.width, NSLayoutConstraint.Attribute.height].forEach { attribute in
                item >>>- {
                    $0.attribute = attribute
                    $0.constant = size
                    $0.identifier = "animationKey"
                    return
                }
            }
            items.append(item)
            previous = item
        }
        self.items = items
    }

    required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func currenteIndex(_ index: Int, duration: Double, animated _: Bool) {
        guard let items = self.items, index != currentIndex else { return }
        for (item, selected) in [(items[index], true), (items[currentIndex], false)] {
            let toValue = selected ? selectedItemRadius * 2 : itemRadius * 2
            item.constraints.filter { $0.identifier == "animationKey" }.forEach { $0.constant = toValue }
            item.animationSelected(selected, duration: duration, fillColor: index > currentIndex)
        }
        currentIndex = index
    }
}
