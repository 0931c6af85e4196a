// FullWidthSelfSizingCell (IGListKit examples): a wrapping label 15 from every edge of the content
// view; the cell's `preferredLayoutAttributesFitting` override keeps the width it is offered and
// takes the height `systemLayoutSizeFitting` gives, rounded up to a whole point. The one item of
// a flow layout with an estimated size of 375 × 50, in a collection view filling a 375 × 667
// window at @2x, no safe area.
import FrameCheckSupport
import UIKitCompat

final class SelfSizingItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = FullWidthSelfSizingCell(frame: .zero)
        cell.text = "Lorem ipsum dolor sit amet"
        return cell
    }
}

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 375, height: 50)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let items = SelfSizingItems()
    collectionView.dataSource = items
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(collectionView)
    NSLayoutConstraint.activate([
        collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        collectionView.topAnchor.constraint(equalTo: root.topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    try check.layOut(root, in: Window.plain(375, 667))
    guard let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FullWidthSelfSizingCell else {
        check.fail("no FullWidthSelfSizingCell at item 0")
        return
    }
    let label = cell.contentView.subviews.first

    // The fitting: "Lorem ipsum dolor sit amet", 26 characters in the label's 17 points, one line
    // 20.4 → 20.5 tall (the pixel at @2x): 15 + 20.5 + 15 = 50.5, which the override rounds up
    // (ceil) to 51; the width stays the 375 offered.
    check.frame("cell", cell, rect(0, 0, 375, 51))
    check.frame("contentView", cell.contentView, rect(0, 0, 375, 51))
    // The label 15 in: 375 − 30 = 345 wide, 51 − 30 = 21 tall (its own 20.5 stretched to the cell).
    check.frame("label", label, rect(15, 15, 345, 21))
}
