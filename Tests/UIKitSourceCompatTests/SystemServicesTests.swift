// System services as app code touches them: the pasteboard, the edit menu, device
// notifications and key-value observing (kept, `.initial` delivered, no later change reported).
import Foundation
import Testing
import UIKitCompat

/// An app model observed with key paths, as WireGuard's tunnel is.
final class Tunnel: NSObject {
    var name = "home"
    var isActive = false
}

/// A view that hears string-keyed observations, as ownCloud's progress view does.
final class ObservingView: UIView {
    var heard: [String] = []
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        heard.append(keyPath ?? "")
    }
}

@Suite struct SystemServicesTests {
    @Test func pasteboardKeepsWhatWasCopied() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0)
        let before = board.changeCount
        board.string = "wg0"
        #expect(board.string == "wg0" && board.strings == ["wg0"] && board.hasStrings)
        #expect(board.changeCount == before + 1)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.numberOfItems == 2)
        // Setting an image replaces the strings, as a new set of items does.
        board.image = UIImage(systemName: "doc")
        #expect(board.strings == nil && board.hasImages && board.image?.name == "doc")
        board.url = URL(string: "https://example.org")
        #expect(board.url?.host == "example.org" && board.changeCount == before + 4)
        // A named pasteboard is the same items however it is reached.
        let again = UIPasteboard(name: board.name, create: false)
        #expect(again?.url == board.url)
        #expect(UIPasteboard(name: UIPasteboard.Name("SystemServicesTests.never-made"), create: false) == nil)
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
        #expect(UIPasteboard.general === UIPasteboard.general)
    }

    @Test func menuControllerKeepsItsState() {
        let menu = UIMenuController.shared
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        menu.menuItems = [UIMenuItem(title: "Copy key", action: Selector("copyKey"))]
        menu.setTargetRect(CGRect(x: 10, y: 5, width: 30, height: 20), in: view)
        menu.setMenuVisible(true, animated: true)
        #expect(menu.isMenuVisible)
        #expect(menu.menuFrame == CGRect(x: 10, y: 5, width: 30, height: 20))
        #expect(menu.menuItems?.map(\.title) == ["Copy key"])
        menu.hideMenu()
        #expect(!menu.isMenuVisible && menu.menuFrame == .zero)
    }

    @Test func deviceNotificationsAndTheirCount() {
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        // Two begins, one end: still generating.
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func keyPathObservationDeliversOnlyTheInitialValue() {
        let tunnel = Tunnel()
        var names: [String?] = []
        let token = tunnel.observe(\.name, options: [.initial, .new]) { observed, change in
            #expect(observed === tunnel)
            #expect(change.kind == .setting && change.oldValue == nil)
            names.append(change.newValue)
        }
        // `.initial` runs at once with the current value; a later change is not reported.
        tunnel.name = "office"
        #expect(names == ["home"])
        #expect(token.keyPath == \Tunnel.name && token.isValid)
        token.invalidate()
        #expect(!token.isValid)
        // Without `.initial` nothing runs; without `.new` the value is not passed.
        var calls = 0
        var passed: Bool?? = nil
        _ = tunnel.observe(\.isActive) { _, _ in calls += 1 }
        _ = tunnel.observe(\.isActive, options: .initial) { _, change in passed = change.newValue }
        #expect(calls == 0)
        #expect(passed == .some(nil))
        // Views and layers are observable too.
        let layer = CALayer()
        var opacities: [Float] = []
        _ = layer.observe(\.opacity, options: [.initial, .new]) { _, change in opacities.append(change.newValue ?? -1) }
        #expect(opacities == [1])
    }

    @Test func stringKeyedObserversAreRegisteredAndRemoved() {
        let progress = Progress(totalUnitCount: 10)
        let view = ObservingView(frame: .zero)
        progress.addObserver(view, forKeyPath: "fractionCompleted", options: [], context: nil)
        progress.addObserver(view, forKeyPath: "cancelled", options: [.initial], context: nil)
        #expect(progress.observedKeyPaths(by: view) == ["fractionCompleted", "cancelled"])
        progress.completedUnitCount = 5
        // Foundation on Linux announces no change, so the view hears nothing.
        #expect(view.heard.isEmpty)
        progress.removeObserver(view, forKeyPath: "fractionCompleted")
        progress.removeObserver(view, forKeyPath: "cancelled", context: nil)
        #expect(progress.observedKeyPaths(by: view).isEmpty)
        // Removing one never added is harmless here.
        progress.removeObserver(view, forKeyPath: "finished")
    }
}
