// EventInsightsTableViewCell (The Blue Alliance), the cell this file declares around its
// EventInsightsView: the view fills the cell's content view (at least 44 tall) and preserves its
// superview's margins, and its stack of three labels is pinned to the view's margins, so the
// labels sit inside the margins UIKit gives a cell's content view: 16 at the sides in a cell up
// to 375 points wide, 20 in a wider one, 11 above and below (facts §15). Each cell is the one row
// of a plain table filling a window, laid out at 375 and at 414 wide, @2x, no safe area.
import FrameCheckSupport
import UIKitCompat

final class InsightsRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = EventInsightsTableViewCell(style: .default, reuseIdentifier: EventInsightsTableViewCell.reuseIdentifier)
        cell.leftTitle = "12.5"
        cell.title = "Average Score"
        cell.rightTitle = "9.75"
        return cell
    }
}

public func runFrameCheck(_ check: FrameCheck) throws {
    for (width, side) in [(375.0, 16.0), (414.0, 20.0)] {
        let root = UIView()
        let table = UITableView(frame: .zero, style: .plain)
        let rows = InsightsRows()
        table.dataSource = rows
        table.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(table)
        NSLayoutConstraint.activate([
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            table.topAnchor.constraint(equalTo: root.topAnchor),
            table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        try check.layOut(root, in: Window.plain(width, 667))
        let at = " at \(Int(width))"
        guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? EventInsightsTableViewCell else {
            check.fail("no EventInsightsTableViewCell in row 0\(at)")
            continue
        }
        let insights = cell.contentView.subviews.first
        let stack = insights?.subviews.first
        // The labels: body (17 points) "12.5" and "9.75" 4 × 8.5 = 34 wide, 20.4 → 20.5 tall (the
        // pixel at @2x); the title in subheadline (15) 18 tall. Content: 11 + 20.5 + 11 = 42.5,
        // below the 44 minimum, so the view is 44 tall and the stack 44 − 11 − 11 = 22.
        // The row: 44 + the separator's one pixel, 0.5.
        check.frame("cell\(at)", cell, rect(0, 0, width, 44.5))
        check.frame("contentView\(at)", cell.contentView, rect(0, 0, width, 44))
        check.frame("EventInsightsView\(at)", insights, rect(0, 0, width, 44))
        // The stack inside the preserved margins: width − 2 × side.
        check.frame("stackView\(at)", stack, rect(side, 11, width - 2 * side, 22))
        // Spacing 8; the title hugs least (249) and takes the rest: (width − 2 × side) − 34 − 34 − 16.
        let inner = width - 2 * side
        check.frame("leftLabel\(at)", stack?.subviews[0], rect(0, 0, 34, 22))
        check.frame("titleLabel\(at)", stack?.subviews[1], rect(42, 0, inner - 84, 22))
        check.frame("rightLabel\(at)", stack?.subviews[2], rect(inner - 34, 0, 34, 22))
    }
}
