// UICollectionViewCompositionalLayout (iOS 13): sections of groups of items, each sized by
// dimensions relative to its container. Laid out for real for vertical scrolling: groups follow
// one another down the section (`interGroupSpacing` between), a horizontal group fills its width
// with its items left to right (`interItemSpacing` between) and a vertical group its height;
// items' `contentInsets` inset them inside the space they take; boundary supplementary items go
// above (`.top`) and below (`.bottom`) their section. Estimated dimensions start at their
// estimate and items shown are fitted to their cells (`preferredLayoutAttributesFitting`), as
// UIKit self-sizes them. Not modelled: orthogonal scrolling (such sections lay out as groups
// down the page), horizontal scroll direction, pinned headers, decoration views, and
// `contentInsetsReference` (insets are from the collection view's edges).

/// NSCollectionLayoutDimension: a length absolute, estimated, or a fraction of the container's.
public final class NSCollectionLayoutDimension: Hashable {
    enum Kind: Hashable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    /// The fraction, points, or estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }
    /// iOS 17: siblings share the largest fitted size; laid out here as estimated.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { Self(.uniformAcrossSiblings, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    public static func == (a: NSCollectionLayoutDimension, b: NSCollectionLayoutDimension) -> Bool { a.kind == b.kind && a.dimension == b.dimension }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(dimension)
    }
}

/// NSCollectionLayoutSize: a width and a height dimension.
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension.resolve(in: container)), height: max(0, heightDimension.resolve(in: container)))
    }
}

/// NSCollectionLayoutSpacing: a fixed or least spacing.
public final class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
    private init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing`: laid out as that spacing (the leftover is not spread here).
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, fixed: false) }
}

/// NSCollectionLayoutEdgeSpacing: space outside an item, added before it in its group.
public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// NSDirectionalRectEdge.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// NSRectAlignment: where a boundary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// NSCollectionLayoutItem: one cell's size and insets.
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets inside the space the item takes (its cell is that space less these).
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// NSCollectionLayoutGroup: items (or groups) in a row, a column, or a custom arrangement.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// From `horizontal(layoutSize:subitem:count:)`: exactly `count` items share the group's length.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Items left to right, repeated while they fit the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` sharing the group's width equally (less the spacing).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// iOS 16's spelling of the same.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// Items top to bottom, repeated while they fit the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// NSCollectionLayoutSupplementaryItem: a supplementary view attached to an item.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// NSCollectionLayoutBoundarySupplementaryItem: a section's (or the layout's) header or footer.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Stored: headers do not stay pinned here (nothing scrolls).
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// NSCollectionLayoutDecorationItem: a section background; stored (decoration views are not shown).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}

/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// UIContentInsetsReference.
public enum UIContentInsetsReference: Int, Sendable { case automatic = 0, none, safeArea, layoutMargins, readableContent }

/// NSCollectionLayoutSection: a section's group, spacing and boundary items.
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Whether headers and footers are inset by `contentInsets` too (UIKit's default: yes).
    open var supplementariesFollowContentInsets = true
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic

    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// NSCollectionLayoutContainer: the size a section is laid out in.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// NSCollectionLayoutEnvironment: what a section provider is told.
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}

/// UICollectionViewCompositionalLayoutConfiguration.
open class UICollectionViewCompositionalLayoutConfiguration {
    /// Stored; only vertical scrolling is laid out (see the file's header).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init() {}
}

/// UICollectionViewCompositionalLayoutSectionProvider.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UICollectionViewCompositionalLayout.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// Lays every section out down the collection view's width.
    override open func prepare() {
        guard let cv = collectionView else {
            attributes = []
            contentSize = .zero
            return
        }
        let width = cv.bounds.width, height = cv.bounds.height
        let visible = CGRect(x: cv.contentOffset.x, y: cv.contentOffset.y, width: width, height: height)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
                                            traitCollection: cv.traitCollection)
        var placer = CompositionalPlacer(collectionView: cv, visible: visible)
        var y: CGFloat = 0
        for item in configuration.boundarySupplementaryItems where item.alignment == .top {
            y += placer.boundary(item, section: 0, x: 0, y: y, width: width, containerHeight: height)
        }
        for section in 0..<cv.numberOfSections {
            guard let layoutSection = provider(section, environment) else { continue }
            if section > 0 { y += configuration.interSectionSpacing }
            y = placer.section(layoutSection, index: section, y: y, width: width, containerHeight: height)
        }
        for item in configuration.boundarySupplementaryItems where item.alignment == .bottom {
            y += placer.boundary(item, section: 0, x: 0, y: y, width: width, containerHeight: height)
        }
        attributes = placer.attributes
        contentSize = CGSize(width: width, height: y)
    }
}

/// One pass of a compositional layout: places items, groups and boundary items, fitting shown
/// self-sizing items to their cells.
struct CompositionalPlacer {
    let collectionView: UICollectionView
    let visible: CGRect
    var attributes: [UICollectionViewLayoutAttributes] = []
    private var nextItem = 0
    private var itemCount = 0
    private var sectionIndex = 0

    init(collectionView: UICollectionView, visible: CGRect) {
        self.collectionView = collectionView
        self.visible = visible
    }

    /// Lays out a section from `y`; returns the y below it.
    mutating func section(_ s: NSCollectionLayoutSection, index: Int, y top: CGFloat, width: CGFloat, containerHeight: CGFloat) -> CGFloat {
        sectionIndex = index
        nextItem = 0
        itemCount = collectionView.numberOfItems(inSection: index)
        let insets = s.contentInsets
        let supplementaryX = s.supplementariesFollowContentInsets ? insets.leading : 0
        let supplementaryWidth = s.supplementariesFollowContentInsets ? max(0, width - insets.leading - insets.trailing) : width
        var y = top
        for item in s.boundarySupplementaryItems where item.alignment == .top || item.alignment == .topLeading || item.alignment == .topTrailing {
            y += boundary(item, section: index, x: supplementaryX, y: y, width: supplementaryWidth, containerHeight: containerHeight)
        }
        y += insets.top
        let groupContainer = CGSize(width: max(0, width - insets.leading - insets.trailing), height: containerHeight)
        var first = true
        while nextItem < itemCount {
            if !first { y += s.interGroupSpacing }
            first = false
            let before = nextItem
            let size = group(s.group, origin: CGPoint(x: insets.leading, y: y), container: groupContainer)
            y += size.height
            if nextItem == before { break }
        }
        y += insets.bottom
        for item in s.boundarySupplementaryItems where item.alignment == .bottom || item.alignment == .bottomLeading || item.alignment == .bottomTrailing {
            y += boundary(item, section: index, x: supplementaryX, y: y, width: supplementaryWidth, containerHeight: containerHeight)
        }
        return y
    }

    /// Places a header or footer at `y`; returns its height (an estimated one fitted to nothing: its estimate).
    mutating func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat,
                           width: CGFloat, containerHeight: CGFloat) -> CGFloat {
        let size = item.layoutSize.resolve(in: CGSize(width: width, height: containerHeight))
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        a.frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
        a.zIndex = item.zIndex
        attributes.append(a)
        return item.extendsBoundary ? size.height : 0
    }

    /// Places one instance of `g` at `origin`, taking items from the section; returns its size
    /// (an estimated height grows to the items placed in it).
    mutating func group(_ g: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize) -> CGSize {
        var size = g.layoutSize.resolve(in: container)
        let spacing = g.interItemSpacing?.spacing ?? 0
        let horizontal = g.axis == .horizontal
        let length = horizontal ? size.width : size.height
        var along: CGFloat = 0, across: CGFloat = 0
        var placed = 0
        var index = 0
        while nextItem < itemCount {
            if let count = g.count, placed == count { break }
            let sub = g.subitems.isEmpty ? nil : g.subitems[index % g.subitems.count]
            guard let sub else { break }
            var subSize = sub.layoutSize.resolve(in: size)
            if let count = g.count {
                let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
                if horizontal { subSize.width = share } else { subSize.height = share }
            }
            let start = along + (placed > 0 ? spacing : 0)
            let subLength = horizontal ? subSize.width : subSize.height
            // Another repetition only while it fits (the first always goes in).
            if g.count == nil, placed > 0, start + subLength > length + 1e-6 { break }
            let at = horizontal ? CGPoint(x: origin.x + start, y: origin.y) : CGPoint(x: origin.x, y: origin.y + start)
            let taken: CGSize
            if let inner = sub as? NSCollectionLayoutGroup {
                taken = group(inner, origin: at, container: subSize)
            } else {
                taken = item(sub, origin: at, size: subSize, estimatedHeight: sub.layoutSize.heightDimension.isEstimated)
            }
            along = start + (horizontal ? taken.width : taken.height)
            across = max(across, horizontal ? taken.height : taken.width)
            placed += 1
            index += 1
        }
        if horizontal, g.layoutSize.heightDimension.isEstimated { size.height = across }
        if !horizontal, g.layoutSize.heightDimension.isEstimated { size.height = along }
        return size
    }

    /// Places the next item in `size` at `origin`, inset by its content insets; an estimated
    /// height is fitted to the cell when the item is shown. Returns the space it takes.
    mutating func item(_ item: NSCollectionLayoutItem, origin: CGPoint, size: CGSize, estimatedHeight: Bool) -> CGSize {
        let path = IndexPath(item: nextItem, section: sectionIndex)
        nextItem += 1
        let i = item.contentInsets
        var frame = CGRect(x: origin.x + i.leading, y: origin.y + i.top,
                           width: max(0, size.width - i.leading - i.trailing), height: max(0, size.height - i.top - i.bottom))
        if estimatedHeight, frame.intersects(visible) {
            frame.size.height = collectionView.fittedItemSize(at: path, estimatedFrame: frame).height
        }
        let a = UICollectionViewLayoutAttributes(forCellWith: path)
        a.frame = frame
        attributes.append(a)
        return CGSize(width: size.width, height: estimatedHeight ? frame.height + i.top + i.bottom : size.height)
    }
}
