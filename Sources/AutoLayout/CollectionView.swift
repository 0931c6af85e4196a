// UICollectionView with UICollectionViewFlowLayout: items in lines that wrap at the width (or the
// height, scrolling horizontally), cells asked for the visible area only (facts §15).
import Foundation

/// UICollectionView.ScrollDirection (the flow layout's).
public enum CollectionViewScrollDirection: Int, Sendable, Hashable { case vertical = 0, horizontal }
/// UICollectionView.ScrollPosition.
public struct CollectionViewScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)
}

/// UICollectionReusableView: a header, footer or decoration of a collection view; cells are these too.
open class CollectionReusableView: View {
    public internal(set) var reuseIdentifier: String?
    /// UICollectionReusableView(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UICollectionReusableView(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override open var className: String { "UICollectionReusableView" }
    open func prepareForReuse() {}

    /// UICollectionReusableView.preferredLayoutAttributesFitting(_:): a self-sizing item's size,
    /// asked with the estimate; the size nearest it that the view's (a cell's content view's)
    /// constraints allow. App cells override it (often keeping the width and fitting the height).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let measured = (self as? CollectionViewCell)?.contentView ?? self
        layoutAttributes.size = measured.systemLayoutSizeFitting(layoutAttributes.size)
        return layoutAttributes
    }
}

/// UICollectionViewCell: app subclasses lay their views out in `contentView`, which always fills
/// the cell (its margins are UIView's 8, as cells of a storyboard's collection view keep them,
/// xib-format §6).
open class CollectionViewCell: CollectionReusableView {
    public let contentView: View
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: View?
    open var selectedBackgroundView: View?

    /// UICollectionViewCell(frame:), the initialiser app subclasses override.
    override public init(frame: Rect) {
        contentView = SystemContainerView(uikitName: "UICollectionViewCellContentView", frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// UICollectionViewCell(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        contentView = SystemContainerView(uikitName: "UICollectionViewCellContentView", frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override open var className: String { "UICollectionViewCell" }
}

/// UICollectionViewDataSource; the optional methods have defaults.
public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}

/// UICollectionViewDelegate: accepted, never called (nothing is tapped here).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// UICollectionViewDelegateFlowLayout: per-item sizes and per-section spacing; the defaults are the layout's properties.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> Size
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> Size
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> Double {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// UICollectionView: cells from its data source, placed by its layout in the visible area.
open class CollectionView: ScrollView {
    /// UICollectionView.elementKindSectionHeader.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// UICollectionView.elementKindSectionFooter.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: CollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    open weak var dataSource: (any CollectionViewDataSource)?
    open weak var collectionViewDelegate: (any CollectionViewDelegate)?
    /// UICollectionView.delegate: also the scroll view's delegate, as in UIKit.
    override open var delegate: (any ScrollViewDelegate)? {
        get { collectionViewDelegate ?? super.delegate }
        set {
            collectionViewDelegate = newValue as? any CollectionViewDelegate
            super.delegate = newValue
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: View?
    open var isPrefetchingEnabled = true

    private var cellRegistrations: [String: ReusableRegistration<CollectionViewCell>] = [:]
    private var supplementaryRegistrations: [String: ReusableRegistration<CollectionReusableView>] = [:]
    private var shownCells: [IndexPath: CollectionViewCell] = [:]
    private var shownSupplementary: [String: CollectionReusableView] = [:]
    private var fittedSizes: [IndexPath: Size] = [:]

    /// UICollectionView(frame:collectionViewLayout:).
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// UICollectionView(coder:): with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    override open var className: String { "UICollectionView" }

    // MARK: Registration

    /// Registers a cell class; as for tables, only `UICollectionViewCell` itself can be made from
    /// its class in Swift: an app subclass is made by `register(forCellWithReuseIdentifier:make:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if let cellClass { cellRegistrations[identifier] = .cellClass(cellClass) } else { cellRegistrations[identifier] = nil }
    }
    open func register(forCellWithReuseIdentifier identifier: String, make: @escaping (String) -> CollectionViewCell) {
        cellRegistrations[identifier] = .factory(make)
    }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        if let viewClass { supplementaryRegistrations[kind + "/" + identifier] = .cellClass(viewClass) } else { supplementaryRegistrations[kind + "/" + identifier] = nil }
    }
    open func register(forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                       make: @escaping (String) -> CollectionReusableView) {
        supplementaryRegistrations[kind + "/" + identifier] = .factory(make)
    }

    /// A new cell for the identifier (UIKit raises for an unregistered one; here it is a plain cell).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell: CollectionViewCell
        if case .factory(let make)? = cellRegistrations[identifier] { cell = make(identifier) } else { cell = CollectionViewCell(frame: .zero) }
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> CollectionReusableView {
        let view: CollectionReusableView
        if case .factory(let make)? = supplementaryRegistrations[kind + "/" + identifier] { view = make(identifier) } else { view = CollectionReusableView(frame: .zero) }
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Data

    open func reloadData() {
        for path in shownCells.keys.sorted() { shownCells[path]?.removeFromSuperview() }
        for key in shownSupplementary.keys.sorted() { shownSupplementary[key]?.removeFromSuperview() }
        shownCells = [:]
        shownSupplementary = [:]
        fittedSizes = [:]
    }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool) {}

    open var numberOfSections: Int { max(0, dataSource?.numberOfSections(in: self) ?? 0) }
    open func numberOfItems(inSection section: Int) -> Int { max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0) }
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { shownCells[indexPath] }
    /// UICollectionView.indexPath(for:): the item a shown cell is in.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? { shownCells.keys.sorted().first { shownCells[$0] === cell } }
    /// Nothing is selected here (nothing is tapped).
    open var indexPathsForSelectedItems: [IndexPath]? { nil }
    open var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { shownCells[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }

    // MARK: Flow layout's questions (the delegate's answers, else the layout's properties)

    var flowDelegate: (any CollectionViewDelegateFlowLayout)? { collectionViewDelegate as? any CollectionViewDelegateFlowLayout }
    func flowInset(_ section: Int, _ layout: CollectionViewFlowLayout) -> EdgeInsets {
        flowDelegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
    }
    func flowLineSpacing(_ section: Int, _ layout: CollectionViewFlowLayout) -> Double {
        flowDelegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
    }
    func flowItemSpacing(_ section: Int, _ layout: CollectionViewFlowLayout) -> Double {
        flowDelegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
    }

    // MARK: Layout

    /// Asks the layout for the elements in the visible area (a flow layout first gets the items'
    /// sizes: its delegate's, or self-sizing cells fitted to their content) and places their cells
    /// and supplementary views; cells that left the visible area are removed.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard rootView.hostingEngine != nil else { return }
        let layout = collectionViewLayout
        layout.collectionView = self
        let offset = contentOffset
        let visible = Rect(x: offset.x, y: offset.y, width: bounds.width, height: bounds.height)
        if let flow = layout as? CollectionViewFlowLayout { prepareFlow(flow, visible: visible) }
        layout.prepare()
        let elements = (layout.layoutAttributesForElements(in: visible) ?? []).filter { !$0.isHidden }
        var shownPaths = Set<IndexPath>(), shownKeys = Set<String>()
        for a in elements {
            let frame = Rect(x: a.frame.minX - offset.x, y: a.frame.minY - offset.y, width: a.frame.width, height: a.frame.height)
            switch a.representedElementCategory {
            case .cell:
                let cell = shownCells[a.indexPath] ?? makeCell(a.indexPath)
                shownPaths.insert(a.indexPath)
                cell.frame = frame
                cell.contentView.frame = Rect(origin: .zero, size: a.frame.size)
            case .supplementaryView:
                guard let kind = a.representedElementKind else { continue }
                shownKeys.insert(supplementaryKey(kind, a.indexPath))
                supplementary(kind, a.indexPath, frame)
            case .decorationView:
                continue
            }
        }
        for path in shownCells.keys.sorted() where !shownPaths.contains(path) {
            shownCells[path]?.removeFromSuperview()
            shownCells[path] = nil
        }
        for key in shownSupplementary.keys.sorted() where !shownKeys.contains(key) {
            shownSupplementary[key]?.removeFromSuperview()
            shownSupplementary[key] = nil
        }
        contentSize = layout.collectionViewContentSize
    }

    /// The flow layout's inputs for this pass: each item's size (self-sizing cells in view fitted
    /// at their estimates' places) and the sections' header and footer sizes.
    private func prepareFlow(_ flow: CollectionViewFlowLayout, visible: Rect) {
        let sections = numberOfSections
        let selfSizing = flow.estimatedItemSize != .zero
        var sizes: [[Size]] = []
        for section in 0..<sections {
            var row: [Size] = []
            for item in 0..<numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                if selfSizing {
                    row.append(fittedSizes[path] ?? estimated(flow))
                } else {
                    let size = flowDelegate?.collectionView(self, layout: flow, sizeForItemAt: path) ?? flow.itemSize
                    row.append(Size(width: max(0, size.width), height: max(0, size.height)))
                }
            }
            sizes.append(row)
        }
        let headers = (0..<sections).map { flowDelegate?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: $0) ?? flow.headerReferenceSize }
        let footers = (0..<sections).map { flowDelegate?.collectionView(self, layout: flow, referenceSizeForFooterInSection: $0) ?? flow.footerReferenceSize }
        if selfSizing {
            for placed in flow.layout(sizes: sizes, in: self, headers: headers, footers: footers).items
            where fittedSizes[placed.path] == nil && intersects(placed.frame, visible) {
                let cell = shownCells[placed.path] ?? makeCell(placed.path)
                let asked = CollectionViewLayoutAttributes(forCellWith: placed.path)
                asked.frame = placed.frame
                let answer = cell.preferredLayoutAttributesFitting(asked).size
                let size = Size(width: max(0, answer.width.isFinite ? answer.width : 0), height: max(0, answer.height.isFinite ? answer.height : 0))
                fittedSizes[placed.path] = size
                sizes[placed.path.section][placed.path.item] = size
            }
        }
        flow.preparedSizes = sizes
        flow.preparedHeaders = headers
        flow.preparedFooters = footers
    }

    /// The size a self-sizing item takes when offered `estimatedFrame` (content coordinates): its
    /// cell's `preferredLayoutAttributesFitting` answer, fitted once per data load as the flow
    /// layout fits its items. App layouts (a compositional layout's estimated dimensions) call
    /// it from `prepare()` for the items they show.
    public func fittedItemSize(at indexPath: IndexPath, estimatedFrame: Rect) -> Size {
        if let known = fittedSizes[indexPath] { return known }
        let cell = shownCells[indexPath] ?? makeCell(indexPath)
        let asked = CollectionViewLayoutAttributes(forCellWith: indexPath)
        asked.frame = estimatedFrame
        let answer = cell.preferredLayoutAttributesFitting(asked).size
        let size = Size(width: max(0, answer.width.isFinite ? answer.width : 0), height: max(0, answer.height.isFinite ? answer.height : 0))
        fittedSizes[indexPath] = size
        return size
    }

    private func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func estimated(_ flow: CollectionViewFlowLayout) -> Size {
        flow.estimatedItemSize == CollectionViewFlowLayout.automaticSize ? flow.itemSize : flow.estimatedItemSize
    }

    private func makeCell(_ path: IndexPath) -> CollectionViewCell {
        let cell = dataSource.map { $0.collectionView(self, cellForItemAt: path) } ?? CollectionViewCell(frame: .zero)
        shownCells[path] = cell
        if cell.superview !== self { addSubview(cell) }
        collectionViewDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        return cell
    }

    private func supplementaryKey(_ kind: String, _ path: IndexPath) -> String { "\(kind)/\(path.section)/\(path.item)" }

    private func supplementary(_ kind: String, _ path: IndexPath, _ frame: Rect) {
        let key = supplementaryKey(kind, path)
        let view: CollectionReusableView
        if let known = shownSupplementary[key] {
            view = known
        } else {
            guard let ds = dataSource else { return }
            view = ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
            shownSupplementary[key] = view
            if view.superview !== self { addSubview(view) }
        }
        view.frame = frame
    }
}
