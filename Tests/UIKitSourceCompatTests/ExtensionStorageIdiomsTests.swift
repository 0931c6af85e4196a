// Idioms the third trial met in view libraries (scalessec/Toast-Swift at d780ff8, Toast.swift;
// KennethTsang/GrowingTextView at 9d75311, GrowingTextView.swift): stored properties added to
// UIView in an extension through associated objects, selector-based timers, and a UITextView
// subclass with its own delegate protocol and notifications.
import Testing
import UIKitCompat

/// Toast.swift's shape: a queue kept on every view through an associated object (Toast keys
/// its associations by static Strings; a byte serves the same way without a warning).
private enum ToastKeys {
    nonisolated(unsafe) static var queue: UInt8 = 0
    nonisolated(unsafe) static var timer: UInt8 = 0
}

extension UIView {
    fileprivate var toastQueue: NSMutableArray {
        if let queue = objc_getAssociatedObject(self, &ToastKeys.queue) as? NSMutableArray { return queue }
        let queue = NSMutableArray()
        objc_setAssociatedObject(self, &ToastKeys.queue, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return queue
    }
}

/// GrowingTextView's shape: its own delegate protocol refining UITextViewDelegate, the
/// designated initializer UIKit gives UITextView subclasses, and notifications it observes.
protocol GrowingDelegate: UITextViewDelegate {
    func textViewDidChangeHeight(_ textView: GrowingView, height: CGFloat)
}

final class GrowingView: UITextView {
    var heights: [CGFloat] = []
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        NotificationCenter.default.addObserver(self, selector: Selector("textDidChange:"), name: UITextView.textDidChangeNotification, object: self)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func grow(to height: CGFloat) {
        if let delegate = delegate as? GrowingDelegate { delegate.textViewDidChangeHeight(self, height: height) }
        scrollRangeToVisible(NSRange(location: 0, length: 0))
        undoManager?.removeAllActions()
    }
}

final class HeightListener: GrowingDelegate {
    var heights: [CGFloat] = []
    func textViewDidChangeHeight(_ textView: GrowingView, height: CGFloat) { heights.append(height) }
}

final class Payload {}

@Suite struct ExtensionStorageIdiomsTests {
    @Test func anAssociatedValueBelongsToItsObjectAndKey() {
        let a = UIView(), b = UIView()
        a.toastQueue.add("first")
        a.toastQueue.add("second")
        // The same array each time, on this view only, and under this key only.
        #expect(a.toastQueue.count == 2 && b.toastQueue.count == 0)
        #expect(objc_getAssociatedObject(a, &ToastKeys.timer) == nil)
        // nil removes the association; removing all of them empties every key.
        objc_setAssociatedObject(a, &ToastKeys.timer, 5, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &ToastKeys.timer) as? Int == 5)
        objc_setAssociatedObject(a, &ToastKeys.timer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &ToastKeys.timer) == nil)
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &ToastKeys.queue) == nil)
    }

    @Test func assignHoldsWeaklyAndRetainKeepsAlive() {
        let owner = UIView()
        weak var assigned: Payload?
        weak var retained: Payload?
        do {
            let first = Payload(), second = Payload()
            assigned = first
            retained = second
            objc_setAssociatedObject(owner, &ToastKeys.timer, first, .OBJC_ASSOCIATION_ASSIGN)
            objc_setAssociatedObject(owner, &ToastKeys.queue, second, .OBJC_ASSOCIATION_RETAIN)
        }
        // ASSIGN does not keep its value alive (Objective-C would leave a dangling pointer; a
        // weak reference answers nil instead); RETAIN does, for as long as the owner lives.
        #expect(assigned == nil && objc_getAssociatedObject(owner, &ToastKeys.timer) == nil)
        #expect(retained != nil && objc_getAssociatedObject(owner, &ToastKeys.queue) as? Payload === retained)
    }

    @Test func aDeadObjectsValuesAreDroppedAsTheTableGrows() {
        weak var orphan: Payload?
        do {
            let owner = UIView(), payload = Payload()
            orphan = payload
            objc_setAssociatedObject(owner, &ToastKeys.queue, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // The owner is gone; once the table has doubled past its last sweep (at least 64
        // entries, so 129 owners suffice), the dead owner's value is released.
        let owners = (0..<300).map { _ in UIView() }
        for owner in owners { objc_setAssociatedObject(owner, &ToastKeys.timer, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        #expect(orphan == nil)
        withExtendedLifetime(owners) {}
    }

    @Test func selectorTimersAreMadeAndNeverFire() {
        // Toast.swift: `Timer(timeInterval: duration, target: self, selector: …, userInfo: toast,
        // repeats: false)`, added to the main run loop once the toast has faded in.
        let timer = Timer(timeInterval: 3, target: UIView(), selector: Selector("toastTimerDidFinish:"), userInfo: nil, repeats: false)
        // A one-shot timer reports its fire date (Foundation answers 0 for its interval).
        #expect(timer.isValid && timer.fireDate.timeIntervalSinceNow > 2 && timer.fireDate.timeIntervalSinceNow <= 3)
        let scheduled = Timer.scheduledTimer(timeInterval: 0.5, target: UIView(), selector: Selector("tick"), userInfo: nil, repeats: true)
        #expect(scheduled.timeInterval == 0.5 && scheduled.isValid)
        scheduled.invalidate()
        #expect(!scheduled.isValid)
    }

    @Test func aTextViewSubclassWithItsOwnDelegateProtocol() {
        let container = NSTextContainer(size: CGSize(width: 200, height: 0))
        container.lineFragmentPadding = 0
        let view = GrowingView(frame: .zero, textContainer: container)
        // The container given is the view's own: its padding applies.
        #expect(view.textContainer.lineFragmentPadding == 0)
        let listener = HeightListener()
        view.delegate = listener
        view.grow(to: 44)
        #expect(listener.heights == [44])
        #expect(view.undoManager == nil)
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        #expect(UITextField.textDidEndEditingNotification.rawValue == "UITextFieldTextDidEndEditingNotification")
    }
}
