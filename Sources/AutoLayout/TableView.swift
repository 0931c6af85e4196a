// UITableView: asks its data source for the rows of the visible area and lays them out as cells,
// sized to their content when the row height is `automaticDimension` (facts §15).
import Foundation

/// UITableView.Style.
public enum TableViewStyle: Int, Sendable, Hashable { case plain = 0, grouped, insetGrouped }
/// UITableViewCell.SeparatorStyle.
public enum TableViewCellSeparatorStyle: Int, Sendable, Hashable { case none = 0, singleLine, singleLineEtched }
/// UITableView.ScrollPosition.
public enum TableViewScrollPosition: Int, Sendable, Hashable { case none = 0, top, middle, bottom }
/// UITableView.RowAnimation.
public enum TableViewRowAnimation: Int, Sendable, Hashable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }

/// UITableViewDataSource. UIKit's optional methods have defaults here (one section, no titles).
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
}

/// UITableViewDelegate: the heights and section views the layout asks for; the rest is accepted
/// and never called (nothing is tapped here).
public protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
}

/// How a reuse identifier makes its view: a class UIKit would instantiate, or a closure.
enum ReusableRegistration<Made> {
    case cellClass(AnyClass)
    case factory((String) -> Made)
}

/// UITableView: rows from its data source, laid out top to bottom in the visible area.
open class TableView: ScrollView {
    /// UITableView.automaticDimension: size the row (or header, footer) to its content.
    public static let automaticDimension: Double = -1

    public let style: TableViewStyle
    open weak var dataSource: (any TableViewDataSource)?
    open weak var tableViewDelegate: (any TableViewDelegate)?
    /// UITableView.delegate: also the scroll view's delegate, as in UIKit.
    override open var delegate: (any ScrollViewDelegate)? {
        get { tableViewDelegate ?? super.delegate }
        set {
            tableViewDelegate = newValue as? any TableViewDelegate
            super.delegate = newValue
        }
    }
    /// The rows' height; `automaticDimension` (UIKit's default since iOS 11) sizes each cell to its content.
    open var rowHeight: Double = TableView.automaticDimension
    /// The height assumed for rows not yet shown (their cells are never asked for), for `contentSize`.
    open var estimatedRowHeight: Double = TableView.automaticDimension
    open var sectionHeaderHeight: Double = TableView.automaticDimension
    open var sectionFooterHeight: Double = TableView.automaticDimension
    open var estimatedSectionHeaderHeight: Double = TableView.automaticDimension
    open var estimatedSectionFooterHeight: Double = TableView.automaticDimension
    /// iOS 15's padding above each section header (plain style); not laid out.
    open var sectionHeaderTopPadding: Double = TableView.automaticDimension
    open var separatorStyle: TableViewCellSeparatorStyle = .singleLine
    open var separatorColor: Color?
    open var separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var cellLayoutMarginsFollowReadableWidth = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var backgroundView: View?
    open var sectionIndexColor: Color?
    /// A view above the rows, as tall as its frame (or its fitting height when that is 0), as wide as the table.
    open var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableHeaderView { addSubview(v) }
        }
    }
    /// A view below the rows, placed as `tableHeaderView`.
    open var tableFooterView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableFooterView { addSubview(v) }
        }
    }

    private var cellRegistrations: [String: ReusableRegistration<TableViewCell>] = [:]
    private var headerFooterRegistrations: [String: ReusableRegistration<TableViewHeaderFooterView>] = [:]
    /// The cells of the rows shown, by index path, kept across layout passes (asked for once).
    private var shownCells: [IndexPath: TableViewCell] = [:]
    private var shownSectionViews: [String: View] = [:]
    /// Fitted heights by index path and width, so the layout passes measure each cell once.
    private var fittedHeights: [IndexPath: (width: Double, height: Double)] = [:]

    /// UITableView(frame:style:).
    public init(frame: Rect, style: TableViewStyle) {
        self.style = style
        super.init(frame: frame)
        // A table bounces vertically even when its rows fit, so its inset takes the top and bottom
        // safe area (facts §15; the importer's `tableContentTakesNoVerticalSafeArea` evidence).
        alwaysBounceVertical = true
    }

    /// UITableView(frame:): a plain table.
    override public convenience init(frame: Rect) { self.init(frame: frame, style: .plain) }

    /// UITableView(coder:): a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    /// UITableView(style:) (iOS 13): a zero frame.
    public convenience init(style: TableViewStyle) { self.init(frame: .zero, style: style) }

    override open var className: String { "UITableView" }

    // MARK: Registration and dequeueing

    /// UITableView.register(_:forCellReuseIdentifier:). Swift cannot make an instance of an app's
    /// subclass from its class alone (UIKit does it through the Objective-C runtime): a registered
    /// subclass is made by `register(forCellReuseIdentifier:make:)`; `UITableViewCell` itself by this.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass { cellRegistrations[identifier] = .cellClass(cellClass) } else { cellRegistrations[identifier] = nil }
    }

    /// Registers how an identifier's cells are made (`{ MyCell(style: .default, reuseIdentifier: $0) }`),
    /// for an app subclass that `register(_:forCellReuseIdentifier:)` cannot instantiate.
    open func register(forCellReuseIdentifier identifier: String, make: @escaping (String) -> TableViewCell) {
        cellRegistrations[identifier] = .factory(make)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let aClass { headerFooterRegistrations[identifier] = .cellClass(aClass) } else { headerFooterRegistrations[identifier] = nil }
    }

    open func register(forHeaderFooterViewReuseIdentifier identifier: String, make: @escaping (String) -> TableViewHeaderFooterView) {
        headerFooterRegistrations[identifier] = .factory(make)
    }

    /// UITableView.dequeueReusableCell(withIdentifier:): a new cell for a registered identifier, nil otherwise.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        switch cellRegistrations[identifier] {
        case .factory(let make)?: return make(identifier)
        case .cellClass(let cls)? where cls == TableViewCell.self: return TableViewCell(style: .default, reuseIdentifier: identifier)
        case .cellClass?: return TableViewCell(style: .default, reuseIdentifier: identifier)
        case nil: return nil
        }
    }

    /// UITableView.dequeueReusableCell(withIdentifier:for:): UIKit raises for an unregistered
    /// identifier; here the cell is a plain default-style one.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        switch headerFooterRegistrations[identifier] {
        case .factory(let make)?: return make(identifier)
        case .cellClass?: return TableViewHeaderFooterView(reuseIdentifier: identifier)
        case nil: return nil
        }
    }

    // MARK: Data

    /// UITableView.reloadData(): forgets the cells shown; the next layout asks the data source again.
    open func reloadData() {
        for cell in shownCells.values.sorted(by: { $0.frame.minY < $1.frame.minY }) { cell.removeFromSuperview() }
        for v in shownSectionViews.keys.sorted().compactMap({ shownSectionViews[$0] }) { v.removeFromSuperview() }
        shownCells = [:]
        shownSectionViews = [:]
        fittedHeights = [:]
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) { reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: TableViewRowAnimation) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) { reloadData() }
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: TableViewScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: TableViewScrollPosition, animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    open var numberOfSections: Int { max(0, dataSource?.numberOfSections(in: self) ?? 0) }
    open func numberOfRows(inSection section: Int) -> Int { max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0) }

    /// UITableView.indexPath(for:): the row a shown cell is in.
    open func indexPath(for cell: TableViewCell) -> IndexPath? { shownCells.keys.sorted().first { shownCells[$0] === cell } }
    /// Nothing is selected here (nothing is tapped).
    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForSelectedRows: [IndexPath]? { nil }

    /// UITableView.cellForRow(at:): the cell shown for the row, if its row is in the visible area.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shownCells[indexPath] }
    /// UITableView.visibleCells, top to bottom.
    open var visibleCells: [TableViewCell] { indexPathsForVisibleRows?.compactMap { shownCells[$0] } ?? [] }
    open var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }

    // MARK: Layout

    /// The 1-pixel separator below each row's content view, when separators are drawn (facts §15).
    func separatorHeight(scale: Double) -> Double { separatorStyle == .none ? 0 : 1 / scale }

    /// UIKit's table lays out its rows in its own `layoutSubviews`: the table knows its width only
    /// now. Rows are placed from the content origin until the visible area is full; each row asks
    /// for its cell once and keeps it.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard let engine = rootView.hostingEngine else { return }
        let scale = engine.environment.scale
        let direction = effectiveLayoutDirection(in: engine.environment)
        let inset = style == .insetGrouped ? tableCellSideMargin(width: bounds.width) : 0
        let width = max(0, bounds.width - 2 * inset)
        let offset = contentOffset
        let visibleBottom = offset.y + bounds.height
        var y = 0.0
        func place(_ v: View, height: Double, x: Double = 0, w: Double) {
            v.frame = Rect(x: x, y: y - offset.y, width: w, height: height)
            y += height
        }
        if let header = tableHeaderView {
            place(header, height: fittedHeight(header, width: bounds.width, engine: engine), w: bounds.width)
        }
        let sections = numberOfSections
        for section in 0..<sections {
            if let header = sectionView(header: true, section: section, width: width, engine: engine) {
                place(header.view, height: header.height, x: inset, w: width)
            }
            let rows = numberOfRows(inSection: section)
            for row in 0..<rows {
                let path = IndexPath(row: row, section: section)
                // Rows outside the visible area are not asked for (their estimated heights stand in);
                // a cell whose row left it is removed, as UIKit recycles it.
                let known = fittedHeights[path].map { $0.width == width ? $0.height : estimatedHeight(path) } ?? estimatedHeight(path)
                guard y < visibleBottom && y + known > offset.y else {
                    shownCells[path]?.removeFromSuperview()
                    shownCells[path] = nil
                    y += known
                    continue
                }
                let cell = shownCells[path] ?? makeCell(path)
                let height = rowHeight(cell, path, width: width, engine: engine)
                place(cell, height: height, x: inset, w: width)
                cell.contentView.frame = cell.contentFrame(size: Size(width: width, height: height), separator: separatorHeight(scale: scale),
                                                           direction: direction)
                if let accessory = cell.accessoryView {
                    let w = accessory.frame.width > 0 ? accessory.frame.width : max(0, accessory.intrinsicContentSize.width)
                    let h = accessory.frame.height > 0 ? accessory.frame.height : max(0, accessory.intrinsicContentSize.height)
                    let side = tableCellSideMargin(width: width)
                    let x = direction == .rightToLeft ? side : width - side - w
                    accessory.frame = Rect(x: x, y: ((height - h) / 2).rounded(), width: w, height: h)
                }
            }
            if let footer = sectionView(header: false, section: section, width: width, engine: engine) {
                place(footer.view, height: footer.height, x: inset, w: width)
            }
        }
        if let footer = tableFooterView {
            place(footer, height: fittedHeight(footer, width: bounds.width, engine: engine), w: bounds.width)
        }
        contentSize = Size(width: bounds.width, height: y)
    }

    private func makeCell(_ path: IndexPath) -> TableViewCell {
        let cell = dataSource.map { $0.tableView(self, cellForRowAt: path) } ?? TableViewCell(style: .default, reuseIdentifier: nil)
        shownCells[path] = cell
        if cell.superview !== self { addSubview(cell) }
        tableViewDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// A row's height: the delegate's or `rowHeight`, else the cell's content fitted at the row's
    /// width plus the separator; a content view whose constraints give no height gets UIKit's
    /// standard 44 (UIKit logs that it considers the collapse unintentional).
    private func rowHeight(_ cell: TableViewCell, _ path: IndexPath, width: Double, engine: LayoutEngine) -> Double {
        let asked = tableViewDelegate.map { $0.tableView(self, heightForRowAt: path) } ?? rowHeight
        if asked >= 0 { return asked }
        if let known = fittedHeights[path], known.width == width { return known.height }
        let scale = engine.environment.scale
        let direction = effectiveLayoutDirection(in: engine.environment)
        cell.applyDefaultMargins(width: width, accessory: cell.accessoryType != .none || cell.accessoryView != nil)
        let content = cell.contentFrame(size: Size(width: width, height: 44), separator: 0, direction: direction)
        var height: Double
        if cell.usesBuiltInContent {
            height = cell.builtInContentHeight()
        } else {
            let fitted = LayoutEngine.fittingLength(of: cell.contentView, axis: .vertical, across: content.width,
                                                    environment: engine.environment, measurer: engine.measurer)
            height = fitted > 0 ? ceilToPixel(fitted, scale: scale) + separatorHeight(scale: scale) : 44
        }
        height = max(0, height)
        fittedHeights[path] = (width, height)
        return height
    }

    private func estimatedHeight(_ path: IndexPath) -> Double {
        let explicit = tableViewDelegate.map { $0.tableView(self, heightForRowAt: path) } ?? rowHeight
        if explicit >= 0 { return explicit }
        let estimate = tableViewDelegate.map { $0.tableView(self, estimatedHeightForRowAt: path) } ?? estimatedRowHeight
        return estimate > 0 ? estimate : 44
    }

    /// A section's header or footer view from the delegate, with its height (the delegate's, else its fitted height).
    private func sectionView(header: Bool, section: Int, width: Double, engine: LayoutEngine) -> (view: View, height: Double)? {
        let key = "\(header ? "h" : "f")\(section)"
        let view: View
        if let known = shownSectionViews[key] {
            view = known
        } else {
            guard let d = tableViewDelegate,
                  let made = header ? d.tableView(self, viewForHeaderInSection: section) : d.tableView(self, viewForFooterInSection: section)
            else { return nil }
            view = made
            shownSectionViews[key] = made
            if made.superview !== self { addSubview(made) }
        }
        let asked = tableViewDelegate.map { header ? $0.tableView(self, heightForHeaderInSection: section) : $0.tableView(self, heightForFooterInSection: section) }
            ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        if asked >= 0 { return (view, asked) }
        return (view, fittedHeight((view as? TableViewHeaderFooterView)?.contentView ?? view, width: width, engine: engine))
    }

    /// A header or footer's height: its frame's when the code set one, else its content fitted at `width`.
    private func fittedHeight(_ v: View, width: Double, engine: LayoutEngine) -> Double {
        if let owner = v.superview as? TableViewHeaderFooterView, owner.contentView === v, owner.frame.height > 0 { return owner.frame.height }
        if v.frame.height > 0 && !(v is SystemContainerView) { return v.frame.height }
        let fitted = LayoutEngine.fittingLength(of: v, axis: .vertical, across: width, environment: engine.environment, measurer: engine.measurer)
        return ceilToPixel(max(0, fitted), scale: engine.environment.scale)
    }
}
