// KeyValueCell (WireGuard): a table cell whose key label and value scroll view are placed on the
// content view's layout margins, the margins UIKit gives a cell (16 at the sides in a cell up to
// 375 points wide, 11 above and below: facts §15); the value is a text field pinned to the scroll
// view's content layout guide, as tall as the scroll view and at least as wide (at priority 251),
// so a long value scrolls sideways. At the default text size the two sit side by side. The cell is
// the one row of a plain table filling a 375 × 667 window at @2x, no safe area.
import FrameCheckSupport
import UIKitCompat

final class KeyValueRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = KeyValueCell(style: .default, reuseIdentifier: "KeyValueCell")
        cell.key = "Public key"
        cell.value = "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk="
        return cell
    }
}

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let table = UITableView(frame: .zero, style: .plain)
    let rows = KeyValueRows()
    table.dataSource = rows
    table.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(table)
    NSLayoutConstraint.activate([
        table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        table.topAnchor.constraint(equalTo: root.topAnchor),
        table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    try check.layOut(root, in: Window.plain(375, 667))
    guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? KeyValueCell else {
        check.fail("no KeyValueCell in row 0")
        return
    }

    // Heights: the key in body (17 points) 20.4 → 20.5 (the pixel at @2x); the text field's line
    // 20.4, rounded up to 21, plus 1: 22. Key and scroll view share their top (the top margin 11 +
    // half the system spacing, 8 × 0.5 = 4: 15) and their bottom (4 above the bottom margin), so
    // both are 22 tall, the taller need. Content view: 15 + 22 + 15 = 52; the row adds the
    // separator's pixel: 52.5.
    check.frame("cell", cell, rect(0, 0, 375, 52.5))
    check.frame("contentView", cell.contentView, rect(0, 0, 375, 52))
    // The key at the leading margin, "Public key" 10 × 8.5 = 85 wide (it hugs at 750 and resists
    // compression at 751).
    check.frame("keyLabel", cell.keyLabel, rect(16, 15, 85, 22))
    // The scroll view a system spacing (8) after the key, 16 + 85 + 8 = 109, to the trailing
    // margin 375 − 16 = 359: 250 wide.
    check.frame("valueLabelScrollView", cell.valueLabelScrollView, rect(109, 15, 250, 22))
    // The value, 44 characters × 8.5 = 374 wide: its compression resistance (750) beats the
    // width-equal-to-the-scroll-view at 251, so the content guide, and the content size, are
    // 374 × 22, and the text field sits at the content's origin.
    check.frame("valueTextField", cell.valueTextField, rect(0, 0, 374, 22))
    check.value("contentSize.width", cell.valueLabelScrollView.contentSize.width, 374)
    check.value("contentSize.height", cell.valueLabelScrollView.contentSize.height, 22)
}
