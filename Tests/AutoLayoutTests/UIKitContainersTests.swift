// UIKit's scrolling containers as app code uses them: scroll views with their layout guides,
// tables and their cells, collection views with a flow layout or an app's layout (controllers
// and system controls: UIKitContainerControllersTests). Every frame is derived by hand in the
// comment beside it.
// Text metrics are FixedMetricsMeasurer's: 0.5 × size per character, 1.2 × size per line.
import Testing
import UIKitCompat

/// A full-screen vertical scroll view whose content stack is pinned to the content guide and as
/// wide as the frame guide, as countless form screens are built.
private final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let rowHeights: [CGFloat]
    /// Pins the stack to the scroll view's own edges and width, as code written before iOS 11
    /// does (no layout guides): the edges then mean the content area, the width the frame.
    let legacyEdges: Bool

    init(rowHeights: [CGFloat], legacyEdges: Bool = false) {
        self.rowHeights = rowHeights
        self.legacyEdges = legacyEdges
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.accessibilityIdentifier = "scroll"
        stack.accessibilityIdentifier = "stack"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        for (i, h) in rowHeights.enumerated() {
            let row = UIView()
            row.accessibilityIdentifier = "row\(i)"
            row.heightAnchor.constraint(equalToConstant: h).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        guard !legacyEdges else {
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            ])
            return
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }
}


/// A cell as apps write one: a label in the content view, `|-[label]-|` both ways, wrapping.
private final class MessageCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let views = ["label": label]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[label]-|", options: [], metrics: nil, views: views))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table screen: a full-screen table whose data source hands out `MessageCell`s.
private final class MessagesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let messages: [String]

    init(messages: [String]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "table"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        // An app subclass is made by a closure: Swift cannot instantiate it from its class alone.
        tableView.register(forCellReuseIdentifier: "message") { MessageCell(style: .default, reuseIdentifier: $0) }
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as? MessageCell else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.accessibilityIdentifier = "cell\(indexPath.row)"
        cell.label.accessibilityIdentifier = "label\(indexPath.row)"
        cell.label.text = messages[indexPath.row]
        return cell
    }
}

/// A tag cloud: a collection view with a flow layout whose delegate sizes each item.
private final class TagCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .gray
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class TagsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    init(sizes: [CGSize]) {
        self.sizes = sizes
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.scrollDirection = .vertical
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView.accessibilityIdentifier = "tags"
        collectionView.register(forCellWithReuseIdentifier: "tag") { _ in TagCell(frame: .zero) }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        cell.accessibilityIdentifier = "tag\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }
}

/// A settings list as a table view controller subclass writes it, with the default cell style.
private final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting") ?? UITableViewCell(style: .default, reuseIdentifier: "setting")
        cell.accessibilityIdentifier = "setting\(indexPath.row)"
        cell.textLabel?.text = "Wi-Fi"
        cell.textLabel?.font = .systemFont(ofSize: 10)
        cell.textLabel?.accessibilityIdentifier = "title\(indexPath.row)"
        return cell
    }
}

/// A self-sizing tag: a label 8 from each edge of the content view.
private final class ChipCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class ChipsSource: NSObject, UICollectionViewDataSource {
    let titles: [String]
    init(titles: [String]) { self.titles = titles }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        cell.accessibilityIdentifier = "chip\(indexPath.item)"
        (cell as? ChipCell)?.label.text = titles[indexPath.item]
        (cell as? FullWidthCell)?.label.text = titles[indexPath.item]
        return cell
    }
}

/// One section with a header view whose content decides its height, and a table header view.
private final class SectionedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "row"
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        header.accessibilityIdentifier = "sectionHeader"
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: header.topAnchor),
            box.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        return header
    }
}


/// The left-aligned flow layout of many apps: the superclass's lines, each item moved left.
private final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var maxY: CGFloat = -1
        for attribute in attributes where attribute.representedElementCategory == .cell {
            if attribute.frame.minY >= maxY { left = sectionInset.left }
            attribute.frame.origin.x = left
            left += attribute.frame.width + minimumInteritemSpacing
            maxY = max(attribute.frame.maxY, maxY)
        }
        return attributes
    }
}


/// IGListKit's full-width self-sizing cell: keeps the width it is offered and fits the height,
/// calling `layoutIfNeeded()` and `systemLayoutSizeFitting` as UIKit code does.
private final class FullWidthCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 15),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -15),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -15),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        setNeedsLayout()
        layoutIfNeeded()
        let size = contentView.systemLayoutSizeFitting(CGSize(width: layoutAttributes.size.width, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        var newFrame = layoutAttributes.frame
        newFrame.size.height = ceil(size.height)
        layoutAttributes.frame = newFrame
        return layoutAttributes
    }
}

@Suite struct UIKitContainersTests {
    // MARK: Scroll views

    /// iPhone 15 Pro, 393 × 852, safe area 59 / 34 (facts §10.1). The scroll view fills the
    /// screen: (0, 0, 393, 852). The content is 3 × 400 = 1200 tall, more than 852, so it scrolls
    /// vertically and `automatic` adds the top and bottom safe area to the inset: adjusted 59 / 34,
    /// offset at rest (0, −59). The content guide starts at 0 − (−59) = 59 and is the stack's
    /// 393 × 1200; the first row is (0, 59, 393, 400) on screen, not under the sensor housing.
    @Test func fullScreenScrollViewKeepsContentBelowTheSafeArea() throws {
        let controller = FormViewController(rowHeights: [400, 400, 400])
        let window = try UIWindow(rootViewController: controller, environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
        let r = window.layoutIfNeeded()
        #expect(r.frame("scroll") == rect(0, 0, 393, 852))
        #expect(r.windowFrame("stack") == rect(0, 59, 393, 1200))
        #expect(r.windowFrame("row0") == rect(0, 59, 393, 400))
        #expect(r.windowFrame("row2") == rect(0, 859, 393, 400))
        #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.scrollView.contentSize == CGSize(width: 393, height: 1200))
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(r.diagnostics.isEmpty)
    }

    /// The same form with the stack pinned to the scroll view's own edges (code from before iOS 11):
    /// edges related to the content mean the content area, the width the frame (Apple's Auto Layout
    /// Guide, "Working with Scroll Views"), so the frames are the layout guides' above: the stack
    /// 393 × 1200 at y 59, the content size 393 × 1200. Read as the frame's edges, the stack would
    /// have to be 852 tall and 1200 tall at once.
    @Test func scrollViewEdgesRelatedToContentMeanTheContentArea() throws {
        let controller = FormViewController(rowHeights: [400, 400, 400], legacyEdges: true)
        let window = try UIWindow(rootViewController: controller, environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
        let r = window.layoutIfNeeded()
        #expect(r.windowFrame("stack") == rect(0, 59, 393, 1200))
        #expect(r.windowFrame("row2") == rect(0, 859, 393, 400))
        #expect(controller.scrollView.contentSize == CGSize(width: 393, height: 1200))
        #expect(r.diagnostics.isEmpty)
    }

    /// Content 300 tall does not scroll in 852, so `automatic` (as `scrollableAxes`) leaves the
    /// inset at 0 and the stack at y 0; `always` takes the safe area anyway: y 59. `never` with a
    /// content inset of 10 on top: y 10.
    @Test func adjustmentBehaviours() throws {
        let short = FormViewController(rowHeights: [300])
        let r1 = try UIWindow(rootViewController: short, environment: Devices.pro15(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r1.windowFrame("stack") == rect(0, 0, 393, 300))
        #expect(short.scrollView.adjustedContentInset == .zero)

        let always = FormViewController(rowHeights: [300])
        always.loadViewIfNeeded()
        always.scrollView.contentInsetAdjustmentBehavior = .always
        let r2 = try UIWindow(rootViewController: always, environment: Devices.pro15(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r2.windowFrame("stack") == rect(0, 59, 393, 300))

        let never = FormViewController(rowHeights: [400, 400, 400])
        never.loadViewIfNeeded()
        never.scrollView.contentInsetAdjustmentBehavior = .never
        never.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let r3 = try UIWindow(rootViewController: never, environment: Devices.pro15(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r3.windowFrame("stack") == rect(0, 10, 393, 1200))
    }

    /// In landscape (852 × 393, safe area left and right 59, bottom 21) the content is as wide as
    /// the frame, so it does not scroll sideways and the inset takes only the bottom 21 (the top is
    /// 0): the stack at (0, 0, 852, 1200). Its rows keep the side safe area: a badge on the first
    /// row's leading margin sits at 59 + 8 = 67.
    @Test func landscapeScrollContentKeepsTheSideSafeArea() throws {
        let controller = FormViewController(rowHeights: [400, 400, 400])
        controller.loadViewIfNeeded()
        let badge = UIView()
        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        let row = controller.stack.arrangedSubviews[0]
        row.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            badge.topAnchor.constraint(equalTo: row.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try UIWindow(rootViewController: controller, environment: Devices.pro15(landscape: true),
                             measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("stack") == rect(0, 0, 852, 1200))
        #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(r.windowFrame("badge") == rect(67, 0, 10, 10))
    }

    /// A scroll view that is a navigation controller's content takes the top and bottom safe
    /// area even when its content does not scroll (`automatic`, UIKit's header): on the 15 Pro
    /// the 300-tall content starts below the bar, at 59 + 44 = 103.
    @Test func scrollViewInANavigationControllerTakesTheBarsInset() throws {
        let form = FormViewController(rowHeights: [300])
        let nav = UINavigationController(rootViewController: form)
        let r = try UIWindow(rootViewController: nav, environment: Devices.pro15(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("scroll") == rect(0, 0, 393, 852))
        #expect(r.windowFrame("stack") == rect(0, 103, 393, 300))
        #expect(form.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    // MARK: Tables

    /// iPhone SE, 375 × 667 @2x, status bar 20 (facts §10.1). The table fills the screen and
    /// bounces vertically, so its inset takes the status bar: rows start at y 20. The content view
    /// is 375 wide with margins 11 / 16 / 11 / 16 (a cell of 375 or less, facts §15): the label is
    /// at x 16, 375 − 32 = 343 wide, one 12-point line ("Hi", 10 pt) at y 20 + 11 = 31. The row is
    /// 11 + 12 + 11 = 34 plus the 0.5-point separator: 34.5; the content view 34.
    @Test func tableCellDefaultMarginsOnA375WidePhone() throws {
        let controller = MessagesViewController(messages: ["Hi"])
        let r = try UIWindow(rootViewController: controller, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.frame("table") == rect(0, 0, 375, 667))
        #expect(r.frame("cell0") == rect(0, 20, 375, 34.5))
        #expect(r.windowFrame("label0") == rect(16, 31, 343, 12))
        #expect(r.frame("label0") == rect(16, 11, 343, 12))
        #expect(r.view("cell0.UITableViewCellContentView[0]")?.frame == rect(0, 0, 375, 34))
        #expect(controller.tableView.visibleCells.count == 1)
        #expect(r.diagnostics.isEmpty)
    }

    /// iPhone 15 Pro, 393 wide @3x: wider than 375, so the side margins are 20: the label at x 20,
    /// 393 − 40 = 353 wide; rows start below the 59-point safe area: y 59 + 11 = 70. The row is 34
    /// plus a 1/3-point separator (1 pixel at @3x).
    @Test func tableCellDefaultMarginsOnAWiderPhone() throws {
        let controller = MessagesViewController(messages: ["Hi"])
        let r = try UIWindow(rootViewController: controller, environment: Devices.pro15(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("label0") == rect(20, 70, 353, 12))
        // Edges snap to the @3x grid: the bottom at 59 + 34 + 1/3 = 280/3.
        #expect(r.frame("cell0") == rect(0, 59, 393, 280.0 / 3 - 59))
    }

    /// A cell laid out on its own in a 414 × 44 window (as a cell's snapshot test does) has the
    /// margins of its width: 20 at the sides, so the label is at x 20, 414 − 40 = 374 wide; pinned
    /// to the top and bottom margins of the 44-point cell it is 11 down and 44 − 22 = 22 tall.
    @Test func cellOnItsOwnTakesTheMarginsOfItsWidth() throws {
        let cell = MessageCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "cell"
        cell.label.accessibilityIdentifier = "label"
        cell.label.text = "Hi"
        let r = try lay(cell, Devices.plain(414, 44))
        #expect(r.windowFrame("label") == rect(20, 11, 374, 22))
    }

    /// Three self-sizing rows on the SE. The label is 343 wide: 68 characters of 5 points per line,
    /// so 13 four-letter words (13 × 4 + 12 = 64 characters) fit on a line. 1, 20 and 30 words make
    /// 1, 2 and 3 lines: 12, 24 and 36 tall. Rows: 34.5, 11 + 24 + 11 + 0.5 = 46.5 and
    /// 11 + 36 + 11 + 0.5 = 58.5, stacked from y 20: 20, 54.5 and 101.
    @Test func selfSizingRows() throws {
        let words = { (n: Int) in Array(repeating: "word", count: n).joined(separator: " ") }
        let controller = MessagesViewController(messages: [words(1), words(20), words(30)])
        let r = try UIWindow(rootViewController: controller, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.frame("cell0") == rect(0, 20, 375, 34.5))
        #expect(r.frame("cell1") == rect(0, 54.5, 375, 46.5))
        #expect(r.frame("cell2") == rect(0, 101, 375, 58.5))
        #expect(r.frame("label1") == rect(16, 11, 343, 24))
        #expect(r.frame("label2") == rect(16, 11, 343, 36))
        // The content size is the rows': 34.5 + 46.5 + 58.5 = 139.5.
        #expect(controller.tableView.contentSize == CGSize(width: 375, height: 139.5))
    }

    /// A disclosure indicator takes the side margin plus 10.5 (facts §15): on the SE the content
    /// view is 375 − 26.5 = 348.5 wide and its trailing margin beside the accessory is 8, so the
    /// label spans 16 to 348.5 − 8 = 340.5: 324.5 wide.
    @Test func accessoryNarrowsTheContentView() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = MessageCell(style: .default, reuseIdentifier: nil)
                cell.accessoryType = .disclosureIndicator
                cell.label.accessibilityIdentifier = "label"
                cell.label.text = "Hi"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.accessibilityIdentifier = "root"
        table.dataSource = source
        let r = try withExtendedLifetime(source) { try lay(table, Devices.plain(375, 667)) }
        #expect(r.windowFrame("label") == rect(16, 11, 324.5, 12))
    }

    /// Right to left on the SE, the disclosure indicator is on the left: the content view starts
    /// at 26.5 and is 348.5 wide; its leading margin (right) is 16 and its trailing one (left,
    /// beside the accessory) 8, so the label spans 26.5 + 8 = 34.5 to 375 − 16 = 359: 324.5 wide.
    @Test func accessorySideFollowsTheDirection() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = MessageCell(style: .default, reuseIdentifier: nil)
                cell.accessoryType = .disclosureIndicator
                cell.label.accessibilityIdentifier = "label"
                cell.label.text = "Hi"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.accessibilityIdentifier = "root"
        table.dataSource = source
        let r = try withExtendedLifetime(source) { try lay(table, Devices.plain(375, 667, rtl: true)) }
        #expect(r.windowFrame("label") == rect(34.5, 11, 324.5, 12))
    }

    /// A `UITableViewController` subclass on the SE: the table is the controller's view, rows from
    /// y 20 (the status bar, taken by the inset). The default style's text label ("Wi-Fi", 10 pt:
    /// 25 × 12) needs 12 + 11 + 11 = 34, less than UIKit's standard 44, so rows are 44 tall at 20
    /// and 64; the content view is 44 − 0.5 = 43.5 tall. The label spans the margins, 16 to
    /// 375 − 16: 343 wide, centred: y round((43.5 − 12) / 2) = round(15.75) = 16.
    @Test func tableViewControllerWithDefaultStyleCells() throws {
        let controller = SettingsViewController(style: .plain)
        let r = try UIWindow(rootViewController: controller, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("root") == rect(0, 0, 375, 667))
        #expect(r.frame("setting0") == rect(0, 20, 375, 44))
        #expect(r.frame("setting1") == rect(0, 64, 375, 44))
        #expect(r.frame("title0") == rect(16, 16, 343, 12))
        #expect(controller.tableView.visibleCells.count == 2)
    }

    /// Built-in labels mirror too: right to left a value-1 cell puts its title "Wi-Fi" (25 wide)
    /// against the leading margin on the right, at 375 − 16 − 25 = 334, and its detail "On"
    /// (10 wide) against the trailing margin on the left, at x 16.
    @Test func builtInLabelsMirrorRightToLeft() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "Wi-Fi"
                cell.textLabel?.font = .systemFont(ofSize: 10)
                cell.textLabel?.accessibilityIdentifier = "title"
                cell.detailTextLabel?.text = "On"
                cell.detailTextLabel?.font = .systemFont(ofSize: 10)
                cell.detailTextLabel?.accessibilityIdentifier = "detail"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.accessibilityIdentifier = "root"
        table.dataSource = source
        let r = try withExtendedLifetime(source) { try lay(table, Devices.plain(375, 667, rtl: true)) }
        // Rows are UIKit's standard 44 (12 + 22 is less); the labels centred in 43.5: y 16.
        #expect(r.windowFrame("title") == rect(334, 16, 25, 12))
        #expect(r.windowFrame("detail") == rect(16, 16, 10, 12))
    }

    /// A table as the root of a 375 × 667 window without safe area: the table header view (100 tall
    /// by its frame) at the top, then the section header, 30 tall by its content, then the row (a
    /// cell without content: UIKit's standard 44) at 100 + 30 = 130.
    @Test func tableHeaderAndSectionHeader() throws {
        let source = SectionedSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.accessibilityIdentifier = "table"
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        header.accessibilityIdentifier = "tableHeader"
        table.tableHeaderView = header
        table.dataSource = source
        table.delegate = source
        let r = try withExtendedLifetime(source) { try lay(table, Devices.plain(375, 667)) }
        #expect(r.frame("tableHeader") == rect(0, 0, 375, 100))
        #expect(r.frame("sectionHeader") == rect(0, 100, 375, 30))
        #expect(r.frame("row") == rect(0, 130, 375, 44))
    }

    // MARK: Collection views

    /// A cell that overrides `preferredLayoutAttributesFitting`: offered 320 × 50 (the estimate),
    /// it keeps 320 and fits its height at that width: the label is 320 − 30 = 290 wide, 58
    /// characters of 5 points a line, so 20 four-letter words (20 × 4 + 19 = 99 characters; 11
    /// words, 54 characters, fill a line) take 2 lines: 24, plus 15 + 15: 54 tall.
    @Test func cellOverridingPreferredLayoutAttributes() throws {
        let text = Array(repeating: "word", count: 20).joined(separator: " ")
        let source = ChipsSource(titles: [text])
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 50)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.accessibilityIdentifier = "root"
        collection.register(forCellWithReuseIdentifier: "chip") { _ in
            let cell = FullWidthCell(frame: .zero)
            return cell
        }
        collection.dataSource = source
        let r = try withExtendedLifetime(source) { try lay(collection, Devices.plain(320, 480)) }
        #expect(r.frame("chip0") == rect(0, 0, 320, 54))
    }

    /// A 320 × 480 window without safe area. Items 0–2 are 100 × 50: 100 + 10 + 100 + 10 + 100 = 320
    /// fills the first line, so item 3 (155 wide) wraps; items 3 and 4 (155 × 60) fill the second:
    /// 155 + 10 + 155 = 320. Lines 10 apart: the second at y 50 + 10 = 60. Content 320 × 120.
    @Test func flowLayoutWrapsItemsIntoLines() throws {
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
                     CGSize(width: 155, height: 60), CGSize(width: 155, height: 60)]
        let controller = TagsViewController(sizes: sizes)
        let r = try UIWindow(rootViewController: controller, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.frame("tag0") == rect(0, 0, 100, 50))
        #expect(r.frame("tag1") == rect(110, 0, 100, 50))
        #expect(r.frame("tag2") == rect(220, 0, 100, 50))
        #expect(r.frame("tag3") == rect(0, 60, 155, 60))
        #expect(r.frame("tag4") == rect(165, 60, 155, 60))
        #expect(controller.collectionView.contentSize == CGSize(width: 320, height: 120))
        #expect(controller.collectionView.visibleCells.count == 5)
    }

    /// With a 320 × 40 header and a section inset of 20 on top, the first line starts at
    /// 40 + 20 = 60 and the second at 60 + 50 + 10 = 120.
    @Test func flowLayoutHeaderAndSectionInset() throws {
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
                     CGSize(width: 155, height: 60), CGSize(width: 155, height: 60)]
        let controller = TagsViewController(sizes: sizes)
        controller.loadViewIfNeeded()
        controller.layout.headerReferenceSize = CGSize(width: 320, height: 40)
        controller.layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let r = try UIWindow(rootViewController: controller, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.frame("tag0") == rect(0, 60, 100, 50))
        #expect(r.frame("tag4") == rect(165, 120, 155, 60))
        #expect(controller.collectionView.contentSize == CGSize(width: 320, height: 180))
    }

    /// Right to left, the flow layout mirrors within the 320-point width: the first line's items
    /// at x 320 − 100 = 220, 110 and 0; the second's at 320 − 155 = 165 and 0.
    @Test func flowLayoutMirrorsRightToLeft() throws {
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
                     CGSize(width: 155, height: 60), CGSize(width: 155, height: 60)]
        let controller = TagsViewController(sizes: sizes)
        let r = try UIWindow(rootViewController: controller, environment: Devices.plain(320, 480, rtl: true),
                             measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.frame("tag0") == rect(220, 0, 100, 50))
        #expect(r.frame("tag1") == rect(110, 0, 100, 50))
        #expect(r.frame("tag2") == rect(0, 0, 100, 50))
        #expect(r.frame("tag3") == rect(165, 60, 155, 60))
        #expect(r.frame("tag4") == rect(0, 60, 155, 60))
    }

    /// Self-sizing items (`estimatedItemSize`): "Swift" in 10 pt is 25 × 12, so each cell is
    /// 8 + 25 + 8 = 41 by 8 + 12 + 8 = 28. In a collection 143 wide the three fill one line
    /// exactly: 41 + 10 + 41 + 10 + 41 = 143, at x 0, 51 and 102.
    @Test func selfSizingCollectionItems() throws {
        let source = ChipsSource(titles: ["Swift", "UIKit", "Linux"])
        let root = UIView(identifier: "root")
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let chips = UICollectionView(frame: .zero, collectionViewLayout: layout)
        chips.accessibilityIdentifier = "chips"
        chips.register(forCellWithReuseIdentifier: "chip") { _ in ChipCell(frame: .zero) }
        chips.dataSource = source
        chips.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(chips)
        NSLayoutConstraint.activate([
            chips.topAnchor.constraint(equalTo: root.topAnchor),
            chips.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            chips.widthAnchor.constraint(equalToConstant: 143),
            chips.heightAnchor.constraint(equalToConstant: 100),
        ])
        let r = try withExtendedLifetime(source) { try lay(root, Devices.plain(320, 480)) }
        #expect(r.frame("chip0") == rect(0, 0, 41, 28))
        #expect(r.frame("chip1") == rect(51, 0, 41, 28))
        #expect(r.frame("chip2") == rect(102, 0, 41, 28))
    }

    /// A flow layout subclass that moves its superclass's attributes: five 60 × 30 items in 320,
    /// 10 apart: four fit a line (4 × 60 + 3 × 10 = 270; a fifth needs 340), the fifth wraps to
    /// y 30 + 10 = 40. Left-aligned, the first line's items sit at 0, 70, 140 and 210 (the flow
    /// layout would spread them) and the fifth at 0 (the flow layout would centre it).
    @Test func customLayoutAttributesPlaceTheCells() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.accessibilityIdentifier = "item\(indexPath.item)"
                return cell
            }
        }
        let source = Source()
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 30)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.accessibilityIdentifier = "root"
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        let r = try withExtendedLifetime(source) { try lay(collection, Devices.plain(320, 480)) }
        #expect(r.frame("item0") == rect(0, 0, 60, 30))
        #expect(r.frame("item3") == rect(210, 0, 60, 30))
        #expect(r.frame("item4") == rect(0, 40, 60, 30))
        #expect(collection.indexPath(for: collection.visibleCells[4]) == IndexPath(item: 4, section: 0))
    }
}
