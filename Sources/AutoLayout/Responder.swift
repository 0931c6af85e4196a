// UIResponder: the touch and first-responder surface UIView inherits, and UIKit's accessibility
// properties (an informal protocol on every object in UIKit), which views and controls override.

/// UIResponder: the superclass of `View`. Touches never arrive here (nothing is tapped), but app
/// subclasses override these methods, so they exist with UIKit's signatures.
open class Responder: LayoutItem {
    private var isFirstResponderFlag = false

    /// UIResponder.next: the next responder in the chain (a view's superview).
    open var next: Responder? { nil }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// UIResponder.canBecomeFirstResponder: false unless a subclass says otherwise, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// UIResponder.isFirstResponder.
    open var isFirstResponder: Bool { isFirstResponderFlag }

    /// UIResponder.becomeFirstResponder(): a responder that can becomes its tree's one first
    /// responder (the previous one resigns). No keyboard appears, so no frame changes.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        willBecomeFirstResponder()
        isFirstResponderFlag = true
        return true
    }

    /// UIResponder.resignFirstResponder().
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isFirstResponderFlag = false
        return true
    }

    /// UIResponder.keyCommands: the hardware-keyboard commands this responder offers.
    open var keyCommands: [KeyCommand]? { nil }
    /// UIResponder.inputView and inputAccessoryView: what the system keyboard would show for this
    /// responder (text fields and views set them; controllers override them). No keyboard appears here.
    open var inputView: View? { nil }
    open var inputAccessoryView: View? { nil }

    /// Where a view tree makes the previous first responder resign.
    func willBecomeFirstResponder() {}

    /// UIResponder.canPerformAction(_:withSender:): whether the next responder can, as UIKit's default asks.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }
    // UIResponderStandardEditActions: no menu or pasteboard exists here, so nothing calls them.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}

    /// NSObject.observeValue(forKeyPath:of:change:context:), which a view overrides to hear of
    /// changes it registered for with `addObserver(_:forKeyPath:options:context:)` (UIKitCompat);
    /// called for `.initial` only, since nothing here changes Foundation objects' values.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    // MARK: Accessibility (stored for app code and the audits)

    private var explicitIsAccessibilityElement: Bool?
    /// UIView.isAccessibilityElement: true by default for controls, labels and image views with an
    /// image, false for plain containers, as UIKit's defaults.
    open var isAccessibilityElement: Bool {
        get { explicitIsAccessibilityElement ?? isAccessibilityElementByDefault }
        set { explicitIsAccessibilityElement = newValue }
    }
    /// The default of `isAccessibilityElement` for this kind of responder.
    var isAccessibilityElementByDefault: Bool { false }

    private var explicitAccessibilityLabel: String?
    /// The label VoiceOver speaks: what the app set, else the view's own text (a label's text, a
    /// button's title), as UIKit's defaults.
    open var accessibilityLabel: String? {
        get { explicitAccessibilityLabel ?? accessibilityLabelByDefault }
        set { explicitAccessibilityLabel = newValue }
    }
    var accessibilityLabelByDefault: String? { nil }
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: AccessibilityTraits = .none
    /// The elements in reading order, when the app sets them (`[Any]?`, as UIKit takes views and elements).
    open var accessibilityElements: [Any]?
    /// UIAccessibility's `accessibilityPath`: the outline VoiceOver highlights, when not the frame.
    open var accessibilityPath: BezierPath?
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?
    open var accessibilityElementsHidden = false
    open var accessibilityIgnoresInvertColors = false
    /// UIAccessibilityAction: what VoiceOver's gestures call. No VoiceOver runs here; overrides are kept.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }
    open func accessibilityScroll(_ direction: Int) -> Bool { false }
}

/// NSKeyValueChangeKey: the keys of a key-value observing change dictionary.
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = KeyValueChangeKey(rawValue: "kind")
    public static let newKey = KeyValueChangeKey(rawValue: "new")
    public static let oldKey = KeyValueChangeKey(rawValue: "old")
    public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}
