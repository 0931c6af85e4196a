// System services view code touches beside layout: the pasteboard, the edit menu, device
// notifications and key-value observing. None of them changes a frame; they keep what app code
// sets so that it reads it back, and nothing arrives that a device would send on its own.
import Foundation

// MARK: UIPasteboard

/// UIPasteboard: items app code copies (strings, images, URLs, colours), kept in memory per
/// pasteboard. `general` is one for the process, as the system's is for the device.
public final class UIPasteboard: @unchecked Sendable {
    /// UIPasteboard.Name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// One item's value (a pasteboard item holds one representation here).
    private enum Value {
        case string(String), image(UIImage), url(URL), color(UIColor)
    }

    /// A pasteboard's items, shared by every `UIPasteboard` of its name.
    private final class Storage: @unchecked Sendable {
        // Guarded by `lock`: code on several threads (scenarios built at once) may copy.
        var values: [Value] = []
        var changes = 0
        let lock = NSLock()
    }

    private let storage: Storage
    public let name: Name

    private init(name: Name, storage: Storage) {
        self.name = name
        self.storage = storage
    }

    // Guarded by `registryLock`.
    nonisolated(unsafe) private static var registry: [Name: Storage] = [:]
    private static let registryLock = NSLock()

    private static func storage(named name: Name, create: Bool) -> Storage? {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let existing = registry[name] { return existing }
        guard create else { return nil }
        let made = Storage()
        registry[name] = made
        return made
    }

    /// UIPasteboard.general: the same items however often it is asked for.
    public static let general = UIPasteboard(name: .general, storage: Storage())

    /// UIPasteboard(name:create:): the named pasteboard, made when `create` is true, else nil
    /// when none of that name exists.
    public convenience init?(name: Name, create: Bool) {
        if name == .general {
            self.init(name: name, storage: UIPasteboard.general.storage)
            return
        }
        guard let storage = UIPasteboard.storage(named: name, create: create) else { return nil }
        self.init(name: name, storage: storage)
    }

    /// UIPasteboard.withUniqueName().
    public static func withUniqueName() -> UIPasteboard {
        let name = Name("LayoutCheck.pasteboard.\(UUID().uuidString)")
        return UIPasteboard(name: name, storage: storage(named: name, create: true) ?? Storage())
    }

    /// UIPasteboard.remove(withName:).
    public static func remove(withName name: Name) {
        registryLock.lock()
        defer { registryLock.unlock() }
        registry[name] = nil
    }

    private func read<T>(_ body: ([Value], Int) -> T) -> T {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return body(storage.values, storage.changes)
    }

    private func write(_ new: [Value]) {
        storage.lock.lock()
        storage.values = new
        storage.changes += 1
        storage.lock.unlock()
    }

    /// UIPasteboard.changeCount: one more after every write.
    public var changeCount: Int { read { _, changes in changes } }
    public var numberOfItems: Int { read { list, _ in list.count } }

    /// UIPasteboard.string: the first string item; setting it replaces every item.
    public var string: String? {
        get { strings?.first }
        set { write(newValue.map { [.string($0)] } ?? []) }
    }
    public var strings: [String]? {
        get { read { list, _ in list.compactMap { if case .string(let s) = $0 { s } else { nil } } }.nilIfEmpty }
        set { write((newValue ?? []).map { .string($0) }) }
    }
    public var image: UIImage? {
        get { images?.first }
        set { write(newValue.map { [.image($0)] } ?? []) }
    }
    public var images: [UIImage]? {
        get { read { list, _ in list.compactMap { if case .image(let i) = $0 { i } else { nil } } }.nilIfEmpty }
        set { write((newValue ?? []).map { .image($0) }) }
    }
    public var url: URL? {
        get { urls?.first }
        set { write(newValue.map { [.url($0)] } ?? []) }
    }
    public var urls: [URL]? {
        get { read { list, _ in list.compactMap { if case .url(let u) = $0 { u } else { nil } } }.nilIfEmpty }
        set { write((newValue ?? []).map { .url($0) }) }
    }
    public var color: UIColor? {
        get { colors?.first }
        set { write(newValue.map { [.color($0)] } ?? []) }
    }
    public var colors: [UIColor]? {
        get { read { list, _ in list.compactMap { if case .color(let c) = $0 { c } else { nil } } }.nilIfEmpty }
        set { write((newValue ?? []).map { .color($0) }) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasImages: Bool { images != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasColors: Bool { colors != nil }

    /// UIPasteboard.changedNotification and removedNotification: nothing posts them here.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
}

extension Array {
    fileprivate var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}

// MARK: UIMenuController

/// UIMenuItem: a custom edit-menu command.
open class UIMenuItem {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}

/// UIMenuController: the edit menu. Nothing is shown on Linux; it keeps whether app code asked
/// for it to be visible, where, and with which items, so that code reads back what it set.
public final class UIMenuController: @unchecked Sendable {
    /// UIMenuController.ArrowDirection.
    public enum ArrowDirection: Int, Sendable { case `default` = 0, up, down, left, right }

    /// UIMenuController.shared: one for the process, as UIKit's.
    public static let shared = UIMenuController()

    // Guarded by `lock`.
    private var state = State()
    private struct State {
        var visible = false
        var targetRect = CGRect.zero
        var items: [UIMenuItem]?
        var arrow = ArrowDirection.default
    }
    private let lock = NSLock()

    private init() {}

    private func access<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    public var isMenuVisible: Bool {
        get { access { $0.visible } }
        set { access { $0.visible = newValue } }
    }
    public var menuItems: [UIMenuItem]? {
        get { access { $0.items } }
        set { access { $0.items = newValue } }
    }
    public var arrowDirection: ArrowDirection {
        get { access { $0.arrow } }
        set { access { $0.arrow = newValue } }
    }
    /// UIMenuController.menuFrame: the target rectangle while visible (no menu is drawn to size
    /// one), zero while hidden.
    public var menuFrame: CGRect { access { $0.visible ? $0.targetRect : .zero } }

    /// setTargetRect(_:in:): the rectangle, in `view`'s coordinates as given.
    public func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { access { $0.targetRect = targetRect } }
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }
    /// showMenu(from:rect:).
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        access {
            $0.targetRect = targetRect
            $0.visible = true
        }
    }
    public func hideMenu(from targetView: UIView) { isMenuVisible = false }
    public func hideMenu() { isMenuVisible = false }
    public func update() {}

    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")
}

// MARK: UIDevice notifications

extension UIDevice {
    /// Posted by UIKit when the device turns; nothing turns here (a scenario's orientation is its own).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    private static let orientationNotifications = OrientationNotificationCount()
    private final class OrientationNotificationCount: @unchecked Sendable {
        // Guarded by `lock`: UIKit nests begin/end calls, counting them.
        var count = 0
        let lock = NSLock()
    }

    /// beginGeneratingDeviceOrientationNotifications(): counted, as UIKit nests them.
    public func beginGeneratingDeviceOrientationNotifications() {
        let c = UIDevice.orientationNotifications
        c.lock.lock()
        c.count += 1
        c.lock.unlock()
    }
    public func endGeneratingDeviceOrientationNotifications() {
        let c = UIDevice.orientationNotifications
        c.lock.lock()
        c.count = max(0, c.count - 1)
        c.lock.unlock()
    }
    public var isGeneratingDeviceOrientationNotifications: Bool {
        let c = UIDevice.orientationNotifications
        c.lock.lock()
        defer { c.lock.unlock() }
        return c.count > 0
    }
}

extension Timer {
    // The selector-based timers, which Foundation on Linux lacks (there is no runtime to send
    // the selector). Like targets and gesture recognizers here, they are kept and never fire:
    // a layout shows one moment, before any timer would.

    /// Timer(timeInterval:target:selector:userInfo:repeats:).
    /// It fires, or would, `interval` from now (Foundation on Linux's block initializer of the
    /// same name dates it now).
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { _ in }
    }

    /// Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:): not scheduled.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }
}
