// Content configurations (iOS 14): a value describing a cell's content, and the view it makes.
// Setting a cell's `contentConfiguration` puts that view in the cell's content view, pinned to its
// edges, so the cell sizes to it; the list configuration's view lays its image and texts out with
// constraints from the configuration's metrics (ListContentConfiguration.swift).
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer

/// UIConfigurationState: what a configuration is updated for.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// UIConfigurationStateCustomKey.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// UIViewConfigurationState: a view's state (nothing is touched or focused here).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
            && a.isFocused == b.isFocused && a.isPinned == b.isPinned && a.custom == b.custom
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isDisabled)
        hasher.combine(isHighlighted)
        hasher.combine(isSelected)
        hasher.combine(isFocused)
        hasher.combine(isPinned)
    }
}

/// UICellConfigurationState: a cell's state, its view state plus the editing and swiping ones.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// UIContentConfiguration: a description of content that makes the view showing it.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// UIContentView: a view showing a content configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// UIKit's default: any configuration of the view's own kind can be applied in place.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// Puts a configuration's view in `contentView`: applied in place when the shown content view
/// supports it, else a new one replaces it, pinned to the content view's edges (so the cell is as
/// tall as the content's layout makes it).
func applyContentConfiguration(_ configuration: UIContentConfiguration?, in contentView: UIView) {
    let shown = contentView.subviews.first { $0 is UIContentView }
    if let configuration, let current = shown as? UIView & UIContentView, current.supports(configuration) {
        current.configuration = configuration
        return
    }
    shown?.removeFromSuperview()
    guard let configuration else { return }
    let made = configuration.makeContentView()
    made.translatesAutoresizingMaskIntoConstraints = false
    contentView.insertSubview(made, at: 0)
    NSLayoutConstraint.activate([
        made.topAnchor.constraint(equalTo: contentView.topAnchor),
        made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
    ])
}

/// The configuration shown in `contentView`: its content view's (a cell keeps no other copy).
func shownContentConfiguration(in contentView: UIView) -> UIContentConfiguration? {
    (contentView.subviews.first { $0 is UIContentView } as? UIContentView)?.configuration
}

extension UICollectionViewCell {
    /// UICollectionViewCell.contentConfiguration.
    public var contentConfiguration: UIContentConfiguration? {
        get { shownContentConfiguration(in: contentView) }
        set { applyContentConfiguration(newValue, in: contentView) }
    }
    /// UICollectionViewCell.configurationState.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    /// UICollectionViewListCell.defaultContentConfiguration(): a list cell's.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

extension UITableViewCell {
    /// UITableViewCell.contentConfiguration.
    public var contentConfiguration: UIContentConfiguration? {
        get { shownContentConfiguration(in: contentView) }
        set { applyContentConfiguration(newValue, in: contentView) }
    }
    /// UITableViewCell.configurationState.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
    /// UITableViewCell.defaultContentConfiguration(): the configuration matching the cell's style.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        default: return .cell()
        }
    }
}

extension UITableViewHeaderFooterView {
    /// UITableViewHeaderFooterView.contentConfiguration.
    public var contentConfiguration: UIContentConfiguration? {
        get { shownContentConfiguration(in: contentView) }
        set { applyContentConfiguration(newValue, in: contentView) }
    }
    /// UITableViewHeaderFooterView.defaultContentConfiguration(): a grouped table's header.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
}

// MARK: Background configurations on cells

/// The view showing a cell's background configuration: its colour and corner radius (what is
/// drawn), kept as the cell's `backgroundView`, which layout does not place.
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        apply()
    }

    required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
        apply()
    }

    private func apply() {
        backgroundColor = configuration.backgroundColor
        layer.cornerRadius = configuration.cornerRadius
    }
}

/// The configuration a background view shows, and the view to keep for a new one: the same view
/// updated in place, a new one, or none.
private func configuredBackgroundView(for configuration: UIBackgroundConfiguration?, replacing shown: UIView?) -> UIView? {
    guard let configuration else { return shown is BackgroundConfigurationView ? nil : shown }
    if let view = shown as? BackgroundConfigurationView {
        view.configuration = configuration
        return view
    }
    return BackgroundConfigurationView(configuration)
}

extension UICollectionViewCell {
    /// UICollectionViewCell.backgroundConfiguration: drawing only; shown by the background view.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { (backgroundView as? BackgroundConfigurationView)?.configuration }
        set { backgroundView = configuredBackgroundView(for: newValue, replacing: backgroundView) }
    }
    /// UICollectionViewListCell.defaultBackgroundConfiguration(): a plain list's cell.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

extension UITableViewCell {
    /// UITableViewCell.backgroundConfiguration: drawing only; shown by the background view.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { (backgroundView as? BackgroundConfigurationView)?.configuration }
        set { backgroundView = configuredBackgroundView(for: newValue, replacing: backgroundView) }
    }
    /// UITableViewCell.defaultBackgroundConfiguration(): a plain list's cell.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}
