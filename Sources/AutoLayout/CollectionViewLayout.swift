// UICollectionViewLayout and UICollectionViewFlowLayout: where a collection view's cells go. The
// flow layout fills lines along the cross axis (facts §15); app layouts answer with attributes.
import Foundation

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
