// The smaller control and anchor APIs app code uses: anchorWithOffset(to:) in the solver, text
// field rectangles, and stored control properties. HalfEmMeasurer metrics (SeedScreensLayoutTests.swift).
import Testing
import UIKitCompat

@Suite struct UIKitControlsTests {
    /// a at x 20, 30 wide, y 100…110. `a.leading → b.leading == 2 × a.width` puts b at
    /// 20 + 60 = 80; `a.centerY → b.centerY == 50` puts b's centre at 105 + 50 = 155, so y 150.
    @Test func anchorWithOffsetIsADimensionTheSolverHonours() throws {
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        let root = try layOut { view in
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 30),
                a.heightAnchor.constraint(equalToConstant: 10),
                b.widthAnchor.constraint(equalToConstant: 10),
                b.heightAnchor.constraint(equalToConstant: 10),
                a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: a.widthAnchor, multiplier: 2),
                a.centerYAnchor.anchorWithOffset(to: b.centerYAnchor).constraint(equalToConstant: 50),
            ])
        }
        #expect(find("b", in: root)?.frame == rect(80, 150, 10, 10))
        #expect(root.layoutGuides.filter { $0.identifier == "anchorWithOffset" }.count == 2)
    }

    /// A rounded-rect field 200 × 34 with a 10-wide left view: text from 7 + 10 = 17, 200 − 17 − 7
    /// = 176 wide; a subclass's override (KeyValueCell's) starts from it.
    @Test func textFieldRectangles() {
        final class Field: UITextField {
            override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
                super.placeholderRect(forBounds: bounds).integral.offsetBy(dx: 0, dy: -0.5)
            }
        }
        let field = Field(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        field.leftViewMode = .always
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(field.textRect(forBounds: bounds) == rect(17, 0, 176, 34))
        #expect(field.placeholderRect(forBounds: bounds) == rect(17, -0.5, 176, 34))
        #expect(field.leftViewRect(forBounds: bounds) == rect(0, 7, 10, 20))
    }

    @Test func storedControlProperties() {
        let toggle = UISwitch()
        toggle.onTintColor = .green
        toggle.thumbTintColor = .white
        #expect(toggle.onTintColor == .green)
        #expect(toggle.thumbTintColor == .white)

        let label = UILabel()
        let theme: UIColor? = .red
        label.textColor = theme
        #expect(label.textColor == .red)
        label.textColor = nil
        #expect(label.textColor == .black)

        let item = UIBarButtonItem()
        item.primaryAction = UIAction(title: "Close") { _ in }
        #expect(item.title == "Close")
        let made = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in })
        #expect(made.title == "Share")
        let system = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "Ignored") { _ in })
        #expect(system.title == nil)
        #expect(system.primaryAction?.title == "Ignored")
    }
}
