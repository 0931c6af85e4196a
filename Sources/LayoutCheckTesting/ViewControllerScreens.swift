import UIKitCompat

extension ScreenSource {
    /// A screen that is a view controller's view, loaded as a window loads it (`viewDidLoad`
    /// builds it); the controller is made anew for each scenario:
    /// `assertLayout(of: .viewController { InboxViewController() }, as: .frames)`.
    public static func viewController(_ make: @escaping @Sendable () throws -> UIViewController) -> ScreenSource {
        .swift("viewController") { _ in
            let controller = try make()
            controller.loadViewIfNeeded()
            return controller.view
        }
    }
}
