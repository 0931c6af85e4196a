// CoreGraphics' rectangle functions as app code calls them, and a text field's input traits,
// delegate and side views. Text metrics are FixedMetricsMeasurer's (0.5 × size per character,
// 1.2 × size per line).
import Testing
import UIKitCompat

@Suite struct UIKitGeometryAndInputTests {
    @Test func rectangleFunctionsFollowCoreGraphics() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        // Maximum edges are outside: x 110 is not in, 109.9 is.
        #expect(r.contains(CGPoint(x: 10, y: 20)))
        #expect(!r.contains(CGPoint(x: 110, y: 30)))
        #expect(r.contains(CGPoint(x: 109.9, y: 69.9)))
        #expect(r.contains(CGRect(x: 20, y: 30, width: 10, height: 10)))
        // Overlap of x 10…110 with 60…160 is 60…110; of y 20…70 with 0…30 is 20…30.
        #expect(r.intersection(CGRect(x: 60, y: 0, width: 100, height: 30)) == CGRect(x: 60, y: 20, width: 50, height: 10))
        #expect(r.intersection(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull)
        #expect(!r.intersects(CGRect(x: 200, y: 0, width: 1, height: 1)))
        // Union spans x 0…110, y 0…70.
        #expect(r.union(CGRect(x: 0, y: 0, width: 5, height: 5)) == CGRect(x: 0, y: 0, width: 110, height: 70))
        #expect(r.insetBy(dx: 5, dy: 10) == CGRect(x: 15, y: 30, width: 90, height: 30))
        #expect(r.offsetBy(dx: -10, dy: 5) == CGRect(x: 0, y: 25, width: 100, height: 50))
        // A negative width extends left of the origin: standardized, x 0…10.
        #expect(CGRect(x: 10, y: 0, width: -10, height: 5).standardized == CGRect(x: 0, y: 0, width: 10, height: 5))
        let (slice, rest) = r.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(rest == CGRect(x: 40, y: 20, width: 70, height: 50))
        #expect(CGRect(x: 0.5, y: 0.2, width: 10, height: 10).integral == CGRect(x: 0, y: 0, width: 11, height: 11))
    }

    final class FormController: UITextFieldDelegate {
        var returned = false
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returned = true; return false }
    }

    /// "abc" at 10 pt is 15 × 12; a field without border adds half a point above and below
    /// (12 rounded up + 1 = 13 tall); the 10-point padding view on the left makes it 25 wide,
    /// and a 20 × 20 icon on the right (shown unless editing) 45 wide and 20 tall.
    @Test func sideViewsCountInTheFieldsSize() throws {
        let root = UIView(identifier: "root")
        let field = UITextField()
        field.accessibilityIdentifier = "field"
        field.text = "abc"
        field.font = .systemFont(ofSize: 10)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        field.leftViewMode = .always
        field.keyboardType = .emailAddress
        field.textContentType = .username
        field.autocapitalizationType = .none
        field.returnKeyType = .next
        let controller = FormController()
        field.delegate = controller
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        field.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        field.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(try lay(root, Devices.plain(200, 200)).frame("field") == rect(0, 0, 25, 13))

        let icon = UIImageView(image: UIImage(named: "icon", size: CGSize(width: 20, height: 20)))
        field.rightView = icon
        field.rightViewMode = .unlessEditing
        #expect(try lay(root, Devices.plain(200, 200)).frame("field") == rect(0, 0, 45, 20))

        // Defaults answer as UIKit's do; the implemented method is the conformer's.
        #expect(field.delegate?.textFieldShouldBeginEditing(field) == true)
        #expect(field.delegate?.textFieldShouldReturn(field) == false)
        #expect(controller.returned)
        #expect(field.keyboardType == .emailAddress && field.textContentType == .username)
    }

    /// An alert and a share sheet built as app code builds them keep what the code reads back;
    /// presenting one records it on the presenter.
    @Test func systemControllersKeepWhatCodeReadsBack() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone.")
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields?.first?.placeholder == "Name")
        let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop]
        let presenter = UIViewController()
        presenter.present(alert, animated: true)
        #expect(presenter.presentedViewController === alert)
        #expect(share.excludedActivityTypes == [.airDrop])
        NotificationCenter.default.addObserver(presenter, selector: Selector("refresh"), name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    /// UILabel.font is implicitly unwrapped and UITextField.font optional, as UIKit declares them:
    /// a failable `UIFont(name:size:)` assigns directly, and an unknown name (nil) leaves the
    /// default 17-point system font.
    @Test func fontsTakeTheFailableInitialiserDirectly() {
        let label = UILabel()
        label.font = UIFont(name: "NoSuchFont-Bold", size: 20)
        #expect(label.font.size == 17)
        label.font = .systemFont(ofSize: 12)
        #expect(label.font.size == 12)
        let field = UITextField()
        field.font = UIFont(name: "NoSuchFont-Bold", size: 20)
        #expect(field.font?.size == 17)
    }

    final class RotatingController: UIViewController {
        var changes: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.verticalSizeClass)
        }
    }

    /// A controller hears its view's trait change: the SE rotated to landscape has a compact
    /// vertical size class (the first layout only records the traits).
    @Test func controllerHearsTraitChanges() throws {
        let controller = RotatingController()
        let window = try UIWindow(rootViewController: controller, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        window.layoutIfNeeded()
        #expect(controller.changes.isEmpty)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        try window.setEnvironment(Devices.se(landscape: true))
        #expect(controller.changes == [.compact])
    }

    /// Bar appearances are configured as iOS 13 code does and read back; the bar's size is unchanged.
    @Test func barAppearancesReadBack() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance.copy()
        #expect(bar.standardAppearance.backgroundColor == .systemBackground)
        #expect(bar.scrollEdgeAppearance?.titleTextAttributes.count == 1)
        #expect(bar.scrollEdgeAppearance !== appearance)
        let toolbar = UIToolbarAppearance()
        // The default background is the chrome material; a transparent one has no blur, and a set
        // effect survives a copy.
        #expect(toolbar.backgroundEffect?.style == .systemChromeMaterial)
        toolbar.configureWithTransparentBackground()
        #expect(toolbar.shadowColor == .clear)
        #expect(toolbar.backgroundEffect == nil)
        toolbar.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
        #expect(toolbar.copy().backgroundEffect?.style == .systemThinMaterial)
    }
}
