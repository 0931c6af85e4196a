import AutoLayout
import Foundation
import Screens
import UIKitCompat

extension ScreenSource {
    /// A screen that is a view built by the app's Swift code, made anew for each scenario. Its
    /// `NSLocalizedString`s and `String(localized:)`s read the scenario's tables. Findings with no
    /// view of their own, and errors, name the file and line this is written at.
    public static func view(named name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                            _ make: @escaping @Sendable () throws -> View) -> ScreenSource {
        ScreenSource(name: name, fileID: fileID, filePath: filePath, line: line) { _, _ in
            let root = try make()
            if root.identifier.isEmpty { root.identifier = ScreenBuilder.rootIdentifier }
            return BuiltScreen(root: root, missingStrings: [])
        }
    }

    /// A screen that is a view controller's view, as a window shows it: made anew for each
    /// scenario, its view loaded (`loadView`, `viewDidLoad`), told it will appear
    /// (`viewWillAppear(false)`), then laid out with the controller alive, so its
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` run (a view holds its controller weakly).
    public static func viewController(named name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                                      _ make: @escaping @Sendable () throws -> UIViewController) -> ScreenSource {
        ScreenSource(name: name, fileID: fileID, filePath: filePath, line: line) { _, _ in
            let controller = try make()
            controller.loadViewIfNeeded()
            controller.viewWillAppear(false)
            var built = BuiltScreen(root: controller.view, missingStrings: [])
            built.owner = controller
            return built
        }
    }
}

/// The Swift screens a program registered: an app's screens product runs the `layoutcheck`
/// command with them (`LayoutCheckMain.run(screens:)`), and they join the screens that
/// `layoutcheck.yml` names. Task-local, so tests can run commands with screens of their own at once.
public enum SwiftScreens {
    /// nil outside a screens program (the plain `layoutcheck` executable).
    @TaskLocal public static var registered: [ScreenSource]?

    /// The environment variable a delegating `layoutcheck` sets for the screens program it runs:
    /// a program that sees it but registered no screens stops instead of delegating again.
    public static let delegationVariable = "LAYOUTCHECK_SWIFT_SCREENS_PRODUCT"
}
