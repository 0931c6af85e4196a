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

/// UICollectionView.ElementCategory.
public enum CollectionElementCategory: UInt, Sendable, Hashable { case cell = 0, supplementaryView, decorationView }

/// UICollectionViewLayoutAttributes: where a layout puts one cell or supplementary view.
open class CollectionViewLayoutAttributes {
    open var frame: Rect
    open var isHidden = false
    open var alpha: Double = 1
    open var zIndex = 0
    public let indexPath: IndexPath
    public let representedElementCategory: CollectionElementCategory
    public let representedElementKind: String?

    /// UICollectionViewLayoutAttributes(forCellWith:).
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        frame = .zero
    }

    open var size: Size {
        get { frame.size }
        set { frame = Rect(origin: frame.origin, size: newValue) }
    }
    open var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame = Rect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height) }
    }

    /// NSCopying's copy(), as layouts that adjust their superclass's attributes call it.
    open func copy() -> Any {
        let c = representedElementCategory == .cell ? CollectionViewLayoutAttributes(forCellWith: indexPath)
            : CollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        c.frame = frame
        c.isHidden = isHidden
        c.alpha = alpha
        c.zIndex = zIndex
        return c
    }
}

/// UICollectionViewLayout: app layouts subclass it and answer `layoutAttributesForElements(in:)`
/// and `collectionViewContentSize`; the collection view places its cells where they say.
open class CollectionViewLayout {
    public internal(set) weak var collectionView: CollectionView?
    public init() {}
    /// UICollectionViewLayout(coder:).
    public required init?(coder: NSCoder) {}
    /// Called before each layout of the collection view; nothing is cached between passes here.
    open func prepare() {}
    open func invalidateLayout() {}
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }
    /// The content size (the scroll view's `contentSize` after layout).
    open var collectionViewContentSize: Size { .zero }
    /// The cells and supplementary views in `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// Whether the layout mirrors under right-to-left layout; a flow layout does (UIKit's
    /// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`, which the flow layout overrides).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// UICollectionViewFlowLayout: items in lines along the scroll direction's cross axis.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UICollectionViewFlowLayout.automaticSize: `estimatedItemSize` meaning "fit each cell".
    public static let automaticSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    open var itemSize = Size(width: 50, height: 50)
    /// Non-zero: cells size themselves to their content (the estimate stands for those not shown).
    open var estimatedItemSize: Size = .zero
    open var minimumLineSpacing: Double = 10
    open var minimumInteritemSpacing: Double = 10
    open var sectionInset: EdgeInsets = .zero
    open var scrollDirection: CollectionViewScrollDirection = .vertical
    open var headerReferenceSize: Size = .zero
    open var footerReferenceSize: Size = .zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    override public init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private(set) var lastContentSize: Size = .zero
    override open var collectionViewContentSize: Size { lastContentSize }

    /// The sizes the collection view found for this pass (its delegate's, or fitted cells'), read by `prepare`.
    var preparedSizes: [[Size]] = []
    var preparedHeaders: [Size] = []
    var preparedFooters: [Size] = []
    private var attributes: [CollectionViewLayoutAttributes] = []

    /// Lays out the lines for the sizes the collection view found, mirrored right to left.
    override open func prepare() {
        super.prepare()
        guard let cv = collectionView else {
            attributes = []
            return
        }
        let result = layout(sizes: preparedSizes, in: cv, headers: preparedHeaders, footers: preparedFooters)
        // Mirrored within the width: the first item at the trailing (right) edge. A horizontal
        // flow's mirrored content would start beyond the right edge at offset 0; it is not mirrored.
        let mirrored = flipsHorizontallyInOppositeLayoutDirection && scrollDirection == .vertical
            && cv.hostingEnvironment.map { cv.effectiveLayoutDirection(in: $0) == .rightToLeft } == true
        func placed(_ r: Rect) -> Rect {
            mirrored ? Rect(x: result.size.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        var out: [CollectionViewLayoutAttributes] = []
        for (section, frame) in result.headers.enumerated() where frame.width > 0 && frame.height > 0 {
            let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                                   with: IndexPath(item: 0, section: section))
            a.frame = placed(frame)
            out.append(a)
        }
        for item in result.items {
            let a = CollectionViewLayoutAttributes(forCellWith: item.path)
            a.frame = placed(item.frame)
            out.append(a)
        }
        for (section, frame) in result.footers.enumerated() where frame.width > 0 && frame.height > 0 {
            let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                                   with: IndexPath(item: 0, section: section))
            a.frame = placed(frame)
            out.append(a)
        }
        attributes = out
    }

    override open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.minX < rect.maxX && rect.minX < $0.frame.maxX && $0.frame.minY < rect.maxY && rect.minY < $0.frame.maxY }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// One item's place, in content coordinates.
    struct Placed { var path: IndexPath; var frame: Rect }

    /// Lines of items: each line is filled while the next item and the minimum spacing fit; a
    /// line of several items is spread to the full width with equal gaps, a line of one item is
    /// centred, and items are centred across the line (facts §15).
    func layout(sizes: [[Size]], in cv: CollectionView, headers: [Size], footers: [Size]) -> (items: [Placed], headers: [Rect], footers: [Rect], size: Size) {
        let vertical = scrollDirection == .vertical
        let extent = vertical ? cv.bounds.width : cv.bounds.height
        var along = 0.0
        var items: [Placed] = [], headerFrames: [Rect] = [], footerFrames: [Rect] = []
        // Lengths along the scroll axis (`a`) and across it (`c`), mapped back to x and y.
        func rect(c: Double, a: Double, cw: Double, aw: Double) -> Rect {
            vertical ? Rect(x: c, y: a, width: cw, height: aw) : Rect(x: a, y: c, width: aw, height: cw)
        }
        for (section, sectionSizes) in sizes.enumerated() {
            let inset = cv.flowInset(section, self)
            let lineSpacing = cv.flowLineSpacing(section, self), itemSpacing = cv.flowItemSpacing(section, self)
            let header = section < headers.count ? headers[section] : .zero
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                headerFrames.append(rect(c: 0, a: along, cw: extent, aw: headerLength))
                along += headerLength
            } else {
                headerFrames.append(.zero)
            }
            along += vertical ? inset.top : inset.left
            let start = vertical ? inset.left : inset.top
            let available = max(0, extent - start - (vertical ? inset.right : inset.bottom))
            var index = 0
            var firstLine = true
            while index < sectionSizes.count {
                var line: [Int] = [index]
                var used = vertical ? sectionSizes[index].width : sectionSizes[index].height
                var next = index + 1
                while next < sectionSizes.count {
                    let l = vertical ? sectionSizes[next].width : sectionSizes[next].height
                    if used + itemSpacing + l > available + 1e-6 { break }
                    used += itemSpacing + l
                    line.append(next)
                    next += 1
                }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let thickness = line.map { vertical ? sectionSizes[$0].height : sectionSizes[$0].width }.max() ?? 0
                let lengths = line.map { vertical ? sectionSizes[$0].width : sectionSizes[$0].height }
                let gap = line.count > 1 ? max(itemSpacing, (available - lengths.reduce(0, +)) / Double(line.count - 1)) : 0
                var c = line.count == 1 ? start + (available - lengths[0]) / 2 : start
                for (i, item) in line.enumerated() {
                    let t = vertical ? sectionSizes[item].height : sectionSizes[item].width
                    items.append(Placed(path: IndexPath(item: item, section: section),
                                        frame: rect(c: c, a: along + (thickness - t) / 2, cw: lengths[i], aw: t)))
                    c += lengths[i] + gap
                }
                along += thickness
                index = next
            }
            along += vertical ? inset.bottom : inset.right
            let footer = section < footers.count ? footers[section] : .zero
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                footerFrames.append(rect(c: 0, a: along, cw: extent, aw: footerLength))
                along += footerLength
            } else {
                footerFrames.append(.zero)
            }
        }
        let size = vertical ? Size(width: extent, height: along) : Size(width: along, height: extent)
        lastContentSize = size
        return (items, headerFrames, footerFrames, size)
    }
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
        guard let engine = rootView.hostingEngine else { return }
        let layout = collectionViewLayout
        layout.collectionView = self
        let offset = contentOffset
        let visible = Rect(x: offset.x, y: offset.y, width: bounds.width, height: bounds.height)
        if let flow = layout as? CollectionViewFlowLayout { prepareFlow(flow, visible: visible, engine: engine) }
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
    private func prepareFlow(_ flow: CollectionViewFlowLayout, visible: Rect, engine: LayoutEngine) {
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
                let size = fit(cell, engine: engine)
                fittedSizes[placed.path] = size
                sizes[placed.path.section][placed.path.item] = size
            }
        }
        flow.preparedSizes = sizes
        flow.preparedHeaders = headers
        flow.preparedFooters = footers
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

    /// A self-sizing cell's size: its content view's compressed width, then its height at that width.
    private func fit(_ cell: CollectionViewCell, engine: LayoutEngine) -> Size {
        let scale = engine.environment.scale
        let w = LayoutEngine.fittingLength(of: cell.contentView, axis: .horizontal, across: nil, environment: engine.environment, measurer: engine.measurer)
        let h = LayoutEngine.fittingLength(of: cell.contentView, axis: .vertical, across: w, environment: engine.environment, measurer: engine.measurer)
        return Size(width: ceilToPixel(max(0, w), scale: scale), height: ceilToPixel(max(0, h), scale: scale))
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
