// App code that finds "the" window through scenes or the app delegate, reads the keyboard's
// language, and caches images in NSCache (focus-ios's UIApplication+Orientation.swift and
// FaviIconGenerator.swift, mozilla-mobile/focus-ios, BlockzillaPackage/Sources/UIHelpers).
import Foundation
import Testing
import UIKitCompat

@Suite struct ScenesAndCacheTests {
    /// focus-ios's `UIApplication.orientation` and `textInputMode`, as written there.
    static func orientation() -> UIInterfaceOrientation? {
        UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.windowScene?.interfaceOrientation
    }
    static func textInputMode() -> UITextInputMode? {
        UIApplication.shared.delegate?.window??.textInputMode
    }

    @Test func theScenariosSceneAnswersOrientationAndLanguage() {
        // A 375 × 667 window is portrait, 667 × 375 landscape; the keyboard types the scenario's
        // language; no app delegate runs under test.
        let portrait = Environment(windowSize: Size(width: 375, height: 667), localeIdentifier: "de")
        let landscape = Environment(windowSize: Size(width: 667, height: 375), localeIdentifier: "de")
        TraitContext.withEnvironment(portrait) {
            #expect(Self.orientation() == .portrait)
            #expect(UITextInputMode.activeInputModes.map(\.primaryLanguage) == ["de"])
            #expect(UIApplication.shared.windows.first?.textInputMode?.primaryLanguage == "de")
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.activationState == .foregroundActive)
            #expect(scene?.screen.bounds.width == 375 && scene?.windows.count == 1)
        }
        TraitContext.withEnvironment(landscape) {
            #expect(Self.orientation() == .landscapeRight)
        }
        #expect(Self.textInputMode() == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test func valueCacheKeepsValueTypesByKeyValue() {
        // What an app's `NSCache` becomes (the rewrite renames it): two NSStrings of one text are
        // one key, as in Foundation's NSCache.
        let cache = ValueCache<NSString, UIImage>()
        let image = UIImage(systemName: "star")
        cache.setObject(image!, forKey: "F" as NSString)
        #expect(cache.object(forKey: NSString(string: "F"))?.name == "star")
        #expect(cache.object(forKey: "G" as NSString) == nil)
        cache.removeObject(forKey: "F" as NSString)
        #expect(cache.object(forKey: "F" as NSString) == nil)
        // countLimit evicts the oldest first.
        let numbers = ValueCache<NSString, NSNumber>()
        numbers.countLimit = 2
        for (i, key) in ["a", "b", "c"].enumerated() { numbers.setObject(NSNumber(value: i), forKey: key as NSString) }
        #expect(numbers.object(forKey: "a") == nil)
        #expect(numbers.object(forKey: "b") == 1 && numbers.object(forKey: "c") == 2)
        numbers.removeAllObjects()
        #expect(numbers.object(forKey: "c") == nil)
    }
}
