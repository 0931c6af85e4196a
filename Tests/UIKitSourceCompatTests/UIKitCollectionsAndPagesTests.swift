// Compositional layouts laid out for real, list sections of self-sizing list cells, cell and
// supplementary registrations, and the page view controller. HalfEmMeasurer metrics
// (SeedScreensLayoutTests.swift).
import Testing
import UIKitCompat

private final class Source: UICollectionViewDataSource {
    let count: Int
    let cells: UICollectionView.CellRegistration<UICollectionViewListCell, String>
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, _ in
        view.accessibilityIdentifier = kind
    }
    var configured: [IndexPath] = []

    init(count: Int) {
        self.count = count
        cells = UICollectionView.CellRegistration { cell, path, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "cell\(path.item)"
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configured.append(indexPath)
        return collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "Row \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
}

/// A collection view in the safe area (y 44…778) of a laid-out 375 × 812 root with `layout`,
/// laid out twice (the second pass sees the cells fitted in the first).
private func collection(_ layout: UICollectionViewLayout, _ source: Source) throws -> UICollectionView {
    let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
    cv.dataSource = source
    // Inside the safe area and not inset: the content offset is zero and no cell is under the
    // status bar (whose safe area would inset its content's margins).
    cv.contentInsetAdjustmentBehavior = .never
    let root = try layOut { view in
        cv.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cv)
        NSLayoutConstraint.activate([
            cv.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            cv.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            cv.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            cv.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
    root.layoutIfNeeded()
    return cv
}

@Suite struct UIKitCollectionsAndPagesTests {
    /// Two columns: the group is 375 − 2 × 16 = 343 wide, each item (343 − 11) / 2 = 166, at x 16
    /// and 16 + 166 + 11 = 193, 100 tall. The 30-tall header follows the insets: 16, 0, 343 × 30.
    /// Groups start at 30 + 10 = 40, then 40 + 100 + 5 = 145; the content is 145 + 100 + 10 = 255.
    @Test func gridSectionLaysOutGroupsAndHeader() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)),
                                                       subitem: item, count: 2)
        group.interItemSpacing = .fixed(11)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 5
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
                                                                 alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let source = Source(count: 4)
        let cv = try collection(UICollectionViewCompositionalLayout(section: section), source)
        let frames = (0..<4).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [rect(16, 40, 166, 100), rect(193, 40, 166, 100), rect(16, 145, 166, 100), rect(193, 145, 166, 100)])
        #expect(cv.contentSize == CGSize(width: 375, height: 255))
        let headerView = cv.subviews.first { $0.accessibilityIdentifier == UICollectionView.elementKindSectionHeader }
        #expect(headerView?.frame == rect(16, 0, 343, 30))
    }

    /// A plain list: full-width rows estimated at 44, fitted to their list cells. A row's list
    /// content view takes the content view's 8-point side margins and its own 11 above and
    /// below: body text "Row 0" is 5 × 8.5 = 42.5 wide and 20.4 tall, ceiled 20.5, so a row is
    /// 11 + 20.5 + 11 = 42.5 tall; rows at y 0 and 42.5, text at x 8, y 11.
    @Test func listLayoutSelfSizesListCells() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let source = Source(count: 2)
        let cv = try collection(layout, source)
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame == rect(0, 0, 375, 42.5))
        #expect(second.frame == rect(0, 42.5, 375, 42.5))
        let content = try #require(first.contentView.subviews.first as? UIListContentView)
        #expect(content.textLabel?.text == "Row 0")
        #expect(first.contentView.frame == rect(0, 0, 375, 42.5))
        #expect(content.frame == rect(0, 0, 375, 42.5))
        #expect(content.textLabel?.frame == rect(8, 11, 42.5, 20.5))
        #expect(cv.contentSize.height == 85)
    }

    @Test func collectionViewHasItsPanRecognizer() {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        final class Target {}
        let target = Target()
        cv.panGestureRecognizer.addTarget(target, action: Selector("pan"))
        #expect(cv.panGestureRecognizer.view === cv)
        #expect(cv.panGestureRecognizer.targetActions.count == 1)
        cv.panGestureRecognizer.removeTarget(target, action: nil)
        #expect(cv.panGestureRecognizer.targetActions.isEmpty)
    }

    /// The shown page fills the page view controller's 375 × 812 view; replacing it removes the old page.
    @Test func pageViewControllerShowsItsFirstPage() throws {
        final class Pages: UIPageViewControllerDataSource {
            let pages: [UIViewController]
            init(_ pages: [UIViewController]) { self.pages = pages }
            func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
                pages.firstIndex { $0 === vc }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
            }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
                pages.firstIndex { $0 === vc }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
            }
        }
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 12])
        let first = UIViewController(), second = UIViewController()
        let pages = Pages([first, second])
        pager.dataSource = pages
        var done = false
        pager.setViewControllers([first], direction: .forward, animated: false) { done = $0 }
        let window = try UIWindow(rootViewController: pager, environment: Environment(windowSize: CGSize(width: 375, height: 812)),
                                  measurer: HalfEmMeasurer())
        window.layoutIfNeeded()
        #expect(done)
        #expect(pager.interPageSpacing == 12)
        #expect(pager.spineLocation == .none)
        #expect(first.parent === pager)
        #expect(first.view.frame == rect(0, 0, 375, 812))
        let next = try #require(pages.pageViewController(pager, viewControllerAfter: first))
        pager.setViewControllers([next], direction: .forward, animated: true)
        window.layoutIfNeeded()
        #expect(pager.viewControllers?.first === second)
        #expect(first.parent == nil)
        #expect(first.view.superview == nil)
        #expect(second.view.frame == rect(0, 0, 375, 812))
    }
}
