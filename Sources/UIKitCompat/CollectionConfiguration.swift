// The configuration-era collection view API (iOS 14): list layouts, list cells, and cell and
// supplementary registrations with `dequeueConfigured…`.
//
// List metrics. UNVERIFIED, not observed here: rows and supplementary headers start at an
// estimated 44 points (then fitted to their cells, as UIKit self-sizes list rows); inset-grouped
// sections are inset 16 points at the sides. Plain and grouped lists run edge to edge (their
// rows' margins inset the content).

/// UICollectionLayoutListConfiguration.
public struct UICollectionLayoutListConfiguration {
    /// UICollectionLayoutListConfiguration.Appearance.
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    /// HeaderMode and FooterMode.
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public var appearance: Appearance
    /// Drawing only.
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header (iOS 15); nil: none.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) { self.appearance = appearance }
}

/// The estimate a list's rows and supplementary views start at (UNVERIFIED, file header).
let listEstimatedRowHeight: CGFloat = 44

extension NSCollectionLayoutSection {
    /// NSCollectionLayoutSection.list(using:layoutEnvironment:): one full-width, self-sizing row
    /// per item; a header and footer as the configuration's modes ask.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listEstimatedRowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        if configuration.appearance == .insetGrouped {
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        }
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listEstimatedRowHeight))
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: boundarySize,
                                                                          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: boundarySize,
                                                                          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        if let padding = configuration.headerTopPadding {
            section.contentInsets.top += configuration.headerMode == .none ? padding : 0
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// UICollectionViewCompositionalLayout.list(using:): every section a list section.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// UICollectionViewListCell: a list row, fitted at the width its list gives it (the row's width
/// is required, its height follows its content).
open class UICollectionViewListCell: UICollectionViewCell {
    /// Stored: accessories are drawn beside the content.
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    override open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = contentView.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        layoutAttributes.size = CGSize(width: layoutAttributes.size.width, height: fitted.height)
        return layoutAttributes
    }
}

// MARK: Registrations

/// The cell (or view) a registration makes: its own maker, else the class itself when it is
/// UIKit's, else what the collection view has registered for the registration's class name.
private func made<T: UICollectionReusableView>(_ make: (() -> T)?, base: () -> UICollectionReusableView,
                                               registered: () -> UICollectionReusableView?) -> T? {
    if let make { return make() }
    if let cell = registered() as? T { return cell }
    return base() as? T
}

extension UICollectionView {
    /// UICollectionView.CellRegistration: how cells of one class are configured for an item.
    /// Swift cannot make an app's subclass from its type alone (`init(frame:)` is not
    /// `required`), so such a cell comes from `init(make:handler:)`'s maker or from
    /// `register(forCellWithReuseIdentifier: "\(Cell.self)", make:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let make: (() -> Cell)?

        public init(handler: @escaping Handler) {
            self.handler = handler
            make = nil
        }
        /// LayoutCheck's form: cells made by `make`.
        public init(make: @escaping () -> Cell, handler: @escaping Handler) {
            self.handler = handler
            self.make = make
        }
    }

    /// UICollectionView.SupplementaryRegistration: how supplementary views of one kind are configured.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let make: (() -> Supplementary)?

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            make = nil
        }
        /// LayoutCheck's form: views made by `make`.
        public init(elementKind: String, make: @escaping () -> Supplementary, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.make = make
        }
    }

    /// UICollectionView.dequeueConfiguredReusableCell(using:for:item:): a cell configured by the
    /// registration's handler. A registration whose cell cannot be made (see CellRegistration)
    /// stops with a message naming the class and the two ways to supply it.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let identifier = "\(Cell.self)"
        let base: () -> UICollectionReusableView = {
            Cell.self == UICollectionViewListCell.self ? UICollectionViewListCell(frame: .zero) : UICollectionViewCell(frame: .zero)
        }
        guard let cell: Cell = made(registration.make, base: base,
                                    registered: { self.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }) else {
            preconditionFailure("UICollectionView.CellRegistration<\(identifier)>: Swift cannot make \(identifier) from its type; "
                                + "use CellRegistration(make:handler:) or register(forCellWithReuseIdentifier: \"\(identifier)\", make:)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// UICollectionView.dequeueConfiguredReusableSupplementary(using:for:): a view configured by
    /// the registration's handler (made as for cells).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let identifier = "\(Supplementary.self)"
        guard let view: Supplementary = made(registration.make, base: { UICollectionReusableView(frame: .zero) }, registered: {
            self.dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath)
        }) else {
            preconditionFailure("UICollectionView.SupplementaryRegistration<\(identifier)>: Swift cannot make \(identifier) from its type; "
                                + "use SupplementaryRegistration(elementKind:make:handler:) or register(forSupplementaryViewOfKind:withReuseIdentifier: \"\(identifier)\", make:)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
