// UITraitCollection and the environment app code reads while it builds and lays out views
// (`traitCollection`, `UITraitCollection.current`, `UIScreen.main`, `UIApplication.shared`).

/// UIUserInterfaceStyle. Scenarios draw the light appearance, so traits say `.light` unless a
/// view's `overrideUserInterfaceStyle` says otherwise.
public enum UserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0, light, dark
}

/// UIUserInterfaceIdiom, which a window's size classes decide here (regular on both axes: iPad).
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// UITraitEnvironmentLayoutDirection: a trait collection's direction, which may be unspecified.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// UIAccessibilityContrast.
public enum AccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1, normal = 0, high = 1
}

/// UILegibilityWeight.
public enum LegibilityWeight: Int, Sendable, Hashable {
    case unspecified = -1, regular = 0, bold = 1
}

/// UITraitCollection: the traits a view lays out under, read from the environment of the layout
/// under way (or the engine hosting the view), so `traitCollection.horizontalSizeClass` in app
/// code answers what the scenario's device says.
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass = .unspecified
    public var verticalSizeClass: SizeClass = .unspecified
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Unspecified is nil (UIKit's `.unspecified` category has no Dynamic Type size).
    public var contentSizeCategory: ContentSizeCategory?
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    public var displayScale: Double = 0
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    public var accessibilityContrast: AccessibilityContrast = .unspecified
    public var legibilityWeight: LegibilityWeight = .unspecified

    /// UITraitCollection(): every trait unspecified.
    public init() {}

    /// The traits an environment gives a window (light appearance, normal contrast).
    public init(environment: Environment) {
        horizontalSizeClass = environment.horizontalSizeClass
        verticalSizeClass = environment.verticalSizeClass
        userInterfaceStyle = .light
        contentSizeCategory = environment.contentSizeCategory
        layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        displayScale = environment.scale
        userInterfaceIdiom = environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular ? .pad : .phone
        accessibilityContrast = .normal
        legibilityWeight = .regular
    }

    /// UITraitCollection(horizontalSizeClass:).
    public init(horizontalSizeClass: SizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// UITraitCollection(verticalSizeClass:).
    public init(verticalSizeClass: SizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// UITraitCollection(userInterfaceStyle:).
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// UITraitCollection(displayScale:).
    public init(displayScale: Double) { self.displayScale = displayScale }
    /// UITraitCollection(preferredContentSizeCategory:).
    public init(preferredContentSizeCategory: ContentSizeCategory) { contentSizeCategory = preferredContentSizeCategory }
    /// UITraitCollection(layoutDirection:).
    public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// UITraitCollection(userInterfaceIdiom:).
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// UITraitCollection(traitsFrom:): later collections' specified traits win.
    public init(traitsFrom collections: [TraitCollection]) {
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if let category = c.contentSizeCategory { contentSizeCategory = category }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
            if c.accessibilityContrast != .unspecified { accessibilityContrast = c.accessibilityContrast }
            if c.legibilityWeight != .unspecified { legibilityWeight = c.legibilityWeight }
        }
    }

    /// UITraitCollection.preferredContentSizeCategory (`.large` when unspecified, UIKit's default).
    public var preferredContentSizeCategory: ContentSizeCategory { contentSizeCategory ?? .large }

    /// UITraitCollection.containsTraits(in:): every trait `other` specifies has the same value here.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return TraitCollection(traitsFrom: [self, other]) == self
    }

    /// Whether colours resolve differently under `other` (style or contrast differ).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
    }

    /// The traits of the layout under way on this thread (or of `performAsCurrent`); light,
    /// unspecified size classes otherwise, as before a window exists.
    public static var current: TraitCollection {
        if let traits = TraitContext.traits { return traits }
        return TraitContext.environment.map(TraitCollection.init(environment:)) ?? TraitCollection(userInterfaceStyle: .light)
    }

    /// UITraitCollection.performAsCurrent(_:): `current` (and so dynamic colours) resolve with these traits.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try TraitContext.$traits.withValue(self) { try actions() }
    }
}

/// The environment of the layout under way (or of the scenario being built) on this task or
/// thread, which code that has no view to ask reads: `UIScreen.main`, `UIApplication.shared`,
/// `UITraitCollection.current`. A hosting `LayoutEngine` sets it while it lays out; a harness
/// wraps the building of a scenario's views in `withEnvironment` so code run in initialisers
/// sees the scenario's window too.
public enum TraitContext {
    @TaskLocal static var environment: Environment?
    @TaskLocal static var traits: TraitCollection?

    /// The environment in force here, if a layout or a harness set one.
    public static var currentEnvironment: Environment? { environment }

    @TaskLocal static var measurerBox: MeasurerBox?
    /// The text measurer of the layout under way (or of `withMeasurer`), so text measured without a
    /// view (`String.boundingRect`, `size(withAttributes:)`) uses the one labels use.
    public static var currentMeasurer: (any TextMeasuring)? { measurerBox?.measurer }

    /// Runs `body` with `measurer` as `currentMeasurer`.
    public static func withMeasurer<T>(_ measurer: any TextMeasuring, _ body: () throws -> T) rethrows -> T {
        try $measurerBox.withValue(MeasurerBox(measurer: measurer)) { try body() }
    }

    /// A measurer is used on the thread that lays out, never shared across tasks at once.
    struct MeasurerBox: @unchecked Sendable { let measurer: any TextMeasuring }

    /// Runs `body` with `environment` as the one `UIScreen.main` and friends read.
    public static func withEnvironment<T>(_ environment: Environment, _ body: () throws -> T) rethrows -> T {
        try $environment.withValue(environment) { try body() }
    }
}

extension LayoutEngine {
    /// One layout with this engine's environment in force for code that reads it without a view,
    /// and `traitCollectionDidChange` told to every view whose traits differ from the last layout's.
    /// A sub-layout measuring a fitting size (no hosted root) keeps the outer layout's context.
    func runInContext() -> LayoutResult {
        guard root.hostingEngine === self else { return run() }
        return TraitContext.withEnvironment(environment) {
            TraitContext.withMeasurer(measurer) {
                if root.superview == nil {
                    root.deliverTraitChanges(inherited: TraitCollection(environment: environment))
                } else {
                    root.deliverTraitChanges()
                }
                return run()
            }
        }
    }
}

extension View {
    /// UIKit tells a view of new traits before it lays out under them; the first layout only records them.
    func deliverTraitChanges() {
        let now = traitCollection
        let previous = reportedTraits
        reportedTraits = now
        if let previous, previous != now {
            traitCollectionDidChange(previous)
            didChangeTraits?(previous)
        }
        for s in subviews { s.deliverTraitChanges() }
    }

    /// `deliverTraitChanges()` for a tree whose root has no superview, whose traits are
    /// `inherited` (its environment's): each view's traits are its superview's with its own
    /// override, so the walk costs one step per view, not one per ancestor (a rotation of 1,000
    /// views read ~8,000 superview links). The override is read after the view heard of its change,
    /// as `traitCollection` would read it for the subviews.
    func deliverTraitChanges(inherited: TraitCollection) {
        var now = inherited
        if overrideUserInterfaceStyle != .unspecified { now.userInterfaceStyle = overrideUserInterfaceStyle }
        let previous = reportedTraits
        reportedTraits = now
        if let previous, previous != now {
            traitCollectionDidChange(previous)
            didChangeTraits?(previous)
            now = inherited
            if overrideUserInterfaceStyle != .unspecified { now.userInterfaceStyle = overrideUserInterfaceStyle }
        }
        forEachSubview { $0.deliverTraitChanges(inherited: now) }
    }

    /// UIView.traitCollection: the environment's traits (the layout under way, else the hosting
    /// engine's, else the current context's) with `overrideUserInterfaceStyle` of this view or the
    /// nearest ancestor that sets one.
    public var traitCollection: TraitCollection {
        var traits: TraitCollection
        if let environment = measuringEnvironment ?? rootView.hostingEngine?.environment {
            traits = TraitCollection(environment: environment)
        } else {
            traits = TraitCollection.current
        }
        var v: View? = self
        while let cur = v {
            if cur.overrideUserInterfaceStyle != .unspecified {
                traits.userInterfaceStyle = cur.overrideUserInterfaceStyle
                break
            }
            v = cur.superview
        }
        return traits
    }
}
