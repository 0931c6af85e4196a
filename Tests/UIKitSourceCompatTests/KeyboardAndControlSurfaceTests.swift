// The responder surface of view controllers (first responder, key commands, input accessory views,
// touches), table cells made with `Cell()`, scroll views' gesture states, bar styles, archiving,
// and segmented controls sized by their title attributes. Sizes are derived by hand in comments.
import Testing
import UIKitCompat

/// A PIN pad taking the hardware keyboard, as 2FAS's does.
private final class PINPadController: UIViewController {
    var pressed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        (0...9).map { UIKeyCommand(input: String($0), modifierFlags: [], action: Selector("numberPressed:")) }
            + [UIKeyCommand(input: UIKeyCommand.inputDelete, modifierFlags: [], action: Selector("deletePressed:"))]
    }
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    override var inputAccessoryView: UIView? { bar }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { pressed.append("touch") }
}

/// A cell overriding only UITableViewCell's two designated initialisers, as Authenticator's do.
private final class OptionCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class ArchivingView: UIView {
    var archived = false
    override func encode(with coder: NSCoder) {
        archived = true
        super.encode(with: coder)
    }
}

/// A segmented control pinned at the top left of its controller's view.
private final class SegmentsController: UIViewController {
    let control = UISegmentedControl(items: ["One", "Three"])
    override func viewDidLoad() {
        super.viewDidLoad()
        control.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(control)
        NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            control.topAnchor.constraint(equalTo: view.topAnchor),
        ])
    }
}

@Suite struct KeyboardAndControlSurfaceTests {
    @Test func controllersAreResponders() {
        let pad = PINPadController()
        #expect(pad.becomeFirstResponder() && pad.isFirstResponder)
        #expect(pad.keyCommands?.count == 11)
        #expect(pad.keyCommands?.last?.input == UIKeyCommand.inputDelete)
        #expect(pad.inputAccessoryView === pad.bar)
        pad.touchesBegan([], with: nil)
        #expect(pad.pressed == ["touch"])
        #expect(pad.resignFirstResponder() && !pad.isFirstResponder)
        // A controller that does not say it can is never first responder, as in UIKit.
        #expect(!UIViewController().becomeFirstResponder())
        let field = UITextField()
        field.inputAccessoryView = pad.bar
        #expect(field.inputAccessoryView === pad.bar)
    }

    /// `OptionCell()` reaches the overridden `init(style:reuseIdentifier:)` through the inherited
    /// `init()` → `init(frame: .zero)`, as UIKit's convenience initialisers do: the style is value1.
    @Test func cellsOverridingTheDesignatedInitialisersInheritInit() {
        let cell = OptionCell()
        #expect(cell.detailTextLabel != nil)
        #expect(cell.frame == .zero)
        #expect(cell.contentView.frame == .zero)
        let sized = OptionCell(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(sized.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test func restingStatesBarStylesAndArchiving() {
        let scroll = UIScrollView()
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating && !scroll.isZooming)
        let toolbar = UIToolbar()
        toolbar.barStyle = .blackTranslucent
        #expect(toolbar.barStyle == .blackTranslucent)
        #expect(UIBarStyle.blackOpaque == .black)
        let view = ArchivingView()
        view.encode(with: NSCoder())
        #expect(view.archived)
    }

    /// With a measurer giving each character half the font size: "Three" is the widest title, at
    /// 13 points 5 × 6.5 = 32.5, so two equal segments are 2 × (32.5 + 24) = 113 wide. A `.normal`
    /// font of 20 points makes it 5 × 10 = 50: 2 × (50 + 24) = 148. Then a first segment set to
    /// 80 wide: 80 + (50 + 24) = 154. Position adjustments do not change the size.
    @Test func segmentWidthsFollowTitleAttributesAndSetWidths() throws {
        let controller = SegmentsController()
        let window = try UIWindow(rootViewController: controller, environment: Environment(windowSize: CGSize(width: 375, height: 812)),
                                  measurer: HalfEmMeasurer())
        window.layoutIfNeeded()
        #expect(controller.control.frame.width == 113)
        controller.control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red], for: .normal)
        controller.control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 2), forSegmentType: .any, barMetrics: .default)
        window.layoutIfNeeded()
        #expect(controller.control.frame.width == 148)
        controller.control.setWidth(80, forSegmentAt: 0)
        window.layoutIfNeeded()
        #expect(controller.control.frame.width == 154)
        #expect(controller.control.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == UIOffset(horizontal: 0, vertical: 2))
        #expect(controller.control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }
}
