import UIKitCompat

extension ScreenSource {
    /// A screen that is a view controller's view, as a window shows it: made anew for each
    /// scenario, loaded (`viewDidLoad` builds it), told it will appear, and kept alive while its
    /// view is laid out: `assertLayout(of: .viewController { InboxViewController() }, as: .frames)`.
    public static func viewController(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                                      _ make: @escaping @Sendable () throws -> UIViewController) -> ScreenSource {
        .viewController(named: "viewController", fileID: fileID, filePath: filePath, line: line, make)
    }
}
