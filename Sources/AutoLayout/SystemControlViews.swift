// UIKit's system controls as classes app code makes and subclasses, sized by the metrics the
// importer uses (`SystemControl.intrinsicSize`, SystemControls.swift) at the current release.
import Foundation

/// UIActivityIndicatorView.Style.
public enum ActivityIndicatorViewStyle: Int, Sendable, Hashable { case whiteLarge = 0, white, gray, medium = 100, large = 101 }

/// UIActivityIndicatorView: 20 × 20, or 37 × 37 in the large styles; hidden while stopped when
/// `hidesWhenStopped` (the default), as UIKit hides it.
open class ActivityIndicatorView: View {
    open var style: ActivityIndicatorViewStyle = .medium
    open var color: Color?
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    public private(set) var isAnimating = false

    /// UIActivityIndicatorView(style:).
    public init(style: ActivityIndicatorViewStyle) {
        self.style = style
        super.init(frame: .zero)
        setUp()
    }
    /// UIActivityIndicatorView(frame:): the medium style.
    override public init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }
    /// UIActivityIndicatorView(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isHidden = hidesWhenStopped
        // Fixed-size controls hug at 750 (facts §1.4).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    override open var className: String { "UIActivityIndicatorView" }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        SystemControl.intrinsicSize(.activityIndicator(large: style == .large || style == .whiteLarge), release: .current)
    }
}

/// UIProgressView.Style.
public enum ProgressViewStyle: Int, Sendable, Hashable { case `default` = 0, bar }

/// UIProgressView: 4 tall (iOS 14 and later), as wide as its constraints make it.
open class ProgressView: View {
    open var progressViewStyle: ProgressViewStyle = .default
    open var progress: Float = 0
    open var progressTintColor: Color?
    open var trackTintColor: Color?

    /// UIProgressView(progressViewStyle:).
    public init(progressViewStyle: ProgressViewStyle) {
        self.progressViewStyle = progressViewStyle
        super.init(frame: .zero)
    }
    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIProgressView" }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        SystemControl.intrinsicSize(.progressView, release: .current)
    }
}

/// UISlider: an intrinsic height and no width; its frame reaches past its alignment rectangle
/// (`SystemControl.sliderAlignmentInsets`).
open class Slider: Control {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: Color?
    open var maximumTrackTintColor: Color?
    open var thumbTintColor: Color?

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UISlider" }
    override open var alignmentRectInsets: EdgeInsets {
        get { SystemControl.sliderAlignmentInsets(release: .current) }
        set {}
    }
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        SystemControl.sliderIntrinsicSize(release: .current)
    }
}

/// UIPageControl: sized by its number of pages (`SystemControl.pageControlSize`).
open class PageControl: Control {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: Color?
    open var currentPageIndicatorTintColor: Color?

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIPageControl" }

    /// UIPageControl.size(forNumberOfPages:).
    open func size(forNumberOfPages pageCount: Int) -> Size { SystemControl.pageControlSize(pages: pageCount) }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size { size(forNumberOfPages: numberOfPages) }
}

/// UIDatePicker.Mode.
public enum DatePickerMode: Int, Sendable, Hashable { case time = 0, date, dateAndTime, countDownTimer, yearAndMonth = 4 }
/// UIDatePickerStyle.
public enum DatePickerStyle: Int, Sendable, Hashable { case automatic = 0, wheels, compact, inline }

/// UIDatePicker: the wheels are 216 tall with no intrinsic width; the compact and inline styles'
/// sizes are not measured (no intrinsic size: constrain them).
open class DatePicker: Control {
    open var datePickerMode: DatePickerMode = .dateAndTime
    open var preferredDatePickerStyle: DatePickerStyle = .automatic
    open var date = Date(timeIntervalSince1970: 0)
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open var locale: Locale?
    open var countDownDuration: TimeInterval = 0

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIDatePicker" }
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The style shown: `automatic` is compact from iOS 14, except the count-down timer, which is always wheels.
    open var datePickerStyle: DatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        datePickerStyle == .wheels ? SystemControl.intrinsicSize(.datePickerWheels, release: .current)
            : Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
    }
}

/// UISegmentedControl: 31 tall (32 with its frame's extra point); as wide as its segments, each as
/// wide as the widest title plus `SystemControl.segmentPadding` (not measured in UIKit).
open class SegmentedControl: Control {
    /// UISegmentedControl.noSegment: no segment selected.
    public static let noSegment = -1
    /// UISegmentedControl.Segment: which segments a content adjustment applies to.
    public enum Segment: Int, Sendable { case any = 0, left, center, right, alone }

    private(set) var titles: [String?]
    private var widths: [Int: Double] = [:]
    private var titleAttributes: [(state: ControlState, attributes: [NSAttributedString.Key: Any])] = []
    private var positionAdjustments: [(segment: Segment, metrics: BarMetricsKind, offset: Offset)] = []
    open var selectedSegmentIndex = SegmentedControl.noSegment
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: Color?
    open var isMomentary = false
    private let cache = TextMeasureCache()

    /// UISegmentedControl(items:): titles (strings); images count as empty segments.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
        setUp()
    }
    override public init(frame: Rect) {
        titles = []
        super.init(frame: frame)
        setUp()
    }
    public required init?(coder: NSCoder) {
        titles = []
        super.init(coder: coder)
        setUp()
    }

    private func setUp() { alignmentRectInsets = SystemControl.segmentedControlAlignmentInsets }

    override open var className: String { "UISegmentedControl" }
    open var numberOfSegments: Int { titles.count }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: max(0, min(segment, titles.count)))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        if titles.indices.contains(segment) { titles.remove(at: segment) }
    }
    open func removeAllSegments() { titles = [] }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// UISegmentedControl.setWidth(_:forSegmentAt:): 0 lets the segment size itself.
    open func setWidth(_ width: Double, forSegmentAt segment: Int) {
        if width > 0 { widths[segment] = width } else { widths[segment] = nil }
        invalidateIntrinsicContentSize()
    }
    open func widthForSegment(at segment: Int) -> Double { widths[segment] ?? 0 }

    /// UISegmentedControl.setTitleTextAttributes(_:for:): the `.normal` state's font is the one
    /// titles are measured in (UIKit sizes segments by it), instead of the 13-point system font.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        titleAttributes.removeAll { $0.state == state }
        if let attributes { titleAttributes.append((state, attributes)) }
        invalidateIntrinsicContentSize()
    }
    open func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        titleAttributes.first { $0.state == state }?.attributes
    }

    /// UISegmentedControl.setContentPositionAdjustment(_:forSegmentType:barMetrics:): moves titles
    /// within their segments (drawing only; sizes do not change).
    open func setContentPositionAdjustment(_ adjustment: Offset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetricsKind) {
        positionAdjustments.removeAll { $0.segment == leftCenterRightOrAlone && $0.metrics == barMetrics }
        positionAdjustments.append((leftCenterRightOrAlone, barMetrics, adjustment))
    }
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetricsKind) -> Offset {
        positionAdjustments.first { $0.segment == leftCenterRightOrAlone && $0.metrics == barMetrics }?.offset ?? .zero
    }

    /// The font titles are measured in: the `.normal` attributes' font, else UIKit's 13-point system font.
    var titleFont: Font {
        titleTextAttributes(for: .normal)?[NSAttributedString.Key(rawValue: "NSFont")] as? Font ?? .system(size: 13)
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        let font = titleFont
        let widths = titles.map { title -> Double in
            guard let title, !title.isEmpty else { return 0 }
            let spec = TextSpec(string: title, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            return ceilToPixel(measureText(spec, cache, context, maxWidth: nil, category: .large).size.width, scale: context.environment.scale)
        }
        let padding = SystemControl.segmentPadding
        // A width set with `setWidth(_:forSegmentAt:)` is that segment's; the others size as UIKit
        // sizes them (by content, or all as wide as the widest title).
        let content = widths.enumerated().reduce(0.0) { sum, segment in
            let automatic = apportionsSegmentWidthsByContent ? segment.element + padding : (widths.max() ?? 0) + padding
            return sum + (self.widths[segment.offset] ?? automatic)
        }
        return SystemControl.intrinsicSize(.segmentedControl, release: .current, contentWidth: content)
    }
}

/// UIStepper: 94 × 32.
open class Stepper: Control {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    override public init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIStepper" }
    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        SystemControl.intrinsicSize(.stepper, release: .current)
    }
}

/// UISearchBar.Style.
public enum SearchBarStyle: Int, Sendable, Hashable { case `default` = 0, prominent, minimal }

/// UISearchBarDelegate: never called here (nothing is typed); every method has an empty default.
public protocol SearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}

/// UISearchBar: 56 tall (64 from iOS 26), as wide as its constraints make it.
open class SearchBar: View {
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var searchBarStyle: SearchBarStyle = .default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var barTintColor: Color?
    open var isTranslucent = true
    open weak var delegate: (any SearchBarDelegate)?
    /// UISearchBar.searchTextField.
    public private(set) lazy var searchTextField = TextField(frame: .zero)

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UISearchBar" }
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        SystemControl.intrinsicSize(.searchBar, release: .current)
    }
}

/// UIRefreshControl: a scroll view's `refreshControl`, shown above the content only while
/// pulled, so it is kept off the laid-out tree.
open class RefreshControl: Control {
    public private(set) var isRefreshing = false

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIRefreshControl" }
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

/// UIDataDetectorTypes: what a text view links (drawing only).
public struct DataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    public static let all = DataDetectorTypes(rawValue: UInt.max)
}

/// UITextView: a scroll view of text. With scrolling on (the default) it has no intrinsic size;
/// with `isScrollEnabled = false` it sizes itself as a multi-line label does, plus
/// `textContainerInset` and the text container's line fragment padding on each side.
open class TextView: ScrollView {
    open var text: String! = ""
    /// UITextView.inputView and inputAccessoryView, which the app sets (no keyboard appears here).
    private var assignedInputView: View?, assignedInputAccessoryView: View?
    override open var inputView: View? {
        get { assignedInputView }
        set { assignedInputView = newValue }
    }
    override open var inputAccessoryView: View? {
        get { assignedInputAccessoryView }
        set { assignedInputAccessoryView = newValue }
    }
    open var font: Font? = .system(size: 12)
    open var textColor: Color?
    open var textAlignment: TextAlignment = .natural
    /// UITextView.textContainerInset: 8 above and below, 0 at the sides, as in UIKit.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var isEditable = true
    open var isSelectable = true
    open var dataDetectorTypes: DataDetectorTypes = []
    /// UITextView.attributedText: its string is measured in `font` (attributes are not measured).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var adjustsFontForContentSizeCategory = false
    /// The category a Dynamic Type font was first measured in (`textCategory`).
    private var launchCategory: ContentSizeCategory?
    /// UITextView.textContainer: its line fragment padding (5 on each side) narrows the text.
    public let textContainer = TextContainer()
    private let cache = TextMeasureCache()

    /// The parts of NSTextContainer that change a text view's size.
    public final class TextContainer {
        public var lineFragmentPadding: Double = 5
        /// 0: as many lines as needed.
        public var maximumNumberOfLines = 0
        public var lineBreakMode: LineBreakMode = .byWordWrapping
        /// NSTextContainer(size:): the size is the text view's to decide here.
        public init(size: Size = Size(width: 0, height: 0)) {}
    }

    /// UITextView(frame:): as in UIKit, a convenience for `init(frame:textContainer: nil)`, so a
    /// subclass that overrides the designated initializers still answers `init()` and `init(frame:)`.
    override public convenience init(frame: Rect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// UITextView(frame:textContainer:), designated as in UIKit, so a subclass overrides it. A
    /// container given is this view's own (its padding and line limits apply).
    public init(frame: Rect, textContainer: TextContainer?) {
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
            self.textContainer.lineBreakMode = textContainer.lineBreakMode
        }
        super.init(frame: frame)
    }

    /// UITextView.scrollRangeToVisible(_:): the text shows from its start (nothing scrolls
    /// during a layout).
    open func scrollRangeToVisible(_ range: NSRange) {}

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UITextView" }
    override open var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    private var horizontalPadding: Double { textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        guard !isScrollEnabled else { return Size(width: noIntrinsicMetric, height: noIntrinsicMetric) }
        return textSize(context)
    }

    /// UITextView.sizeThatFits(_:): its text's size at that width, whether or not it scrolls (an
    /// auto-growing text view sets its height from it).
    override open func sizeThatFits(_ size: Size) -> Size {
        guard let context = fittingContext(width: size.width) else { return super.sizeThatFits(size) }
        return Size(width: size.width, height: textSize(context).height)
    }

    /// The text with its container's insets and padding, wrapped at the context's width.
    private func textSize(_ context: MeasureContext) -> Size {
        let string = text ?? ""
        let spec = TextSpec(string: string.isEmpty ? " " : string, font: font ?? .system(size: 12),
                            numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode)
        let maxWidth = context.resolvedWidth.map { max(0, $0 - horizontalPadding) }
        let m = measureText(spec, cache, context, maxWidth: maxWidth,
                            category: textCategory(context.environment, adjusts: adjustsFontForContentSizeCategory,
                                                   font: spec.font, launch: &launchCategory))
        let s = context.environment.scale
        let width = string.isEmpty ? horizontalPadding : ceilToPixel(m.size.width, scale: s) + horizontalPadding
        return Size(width: width, height: ceilToPixel(m.size.height, scale: s) + textContainerInset.top + textContainerInset.bottom)
    }
}

/// UITextViewDelegate: every method optional, with UIKit's answers (editing allowed). As in
/// UIKit it refines the scroll view's delegate, which `delegate` (the scroll view's) holds.
public protocol TextViewDelegate: ScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewDidEndEditing(_ textView: TextView)
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: TextView)
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}

/// UIVisualEffect: what a visual effect view draws (not drawn here).
open class VisualEffect {
    public init() {}
}

/// UIBlurEffect.Style.
public enum BlurEffectStyle: Int, Sendable, Hashable {
    case extraLight = 0, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
         systemThickMaterial, systemChromeMaterial
}

/// UIBlurEffect(style:).
open class BlurEffect: VisualEffect {
    public let style: BlurEffectStyle
    public init(style: BlurEffectStyle) {
        self.style = style
        super.init()
    }
}

/// UIVibrancyEffect(blurEffect:).
open class VibrancyEffect: VisualEffect {
    public let blurEffect: BlurEffect
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// UIVisualEffectView(effect:): app views go in `contentView`, which fills it.
open class VisualEffectView: View {
    open var effect: VisualEffect?
    public let contentView: View

    /// UIVisualEffectView(effect:).
    public init(effect: VisualEffect?) {
        self.effect = effect
        contentView = SystemContainerView(uikitName: "_UIVisualEffectContentView", frame: .zero)
        super.init(frame: .zero)
        setUp()
    }
    override public init(frame: Rect) {
        contentView = SystemContainerView(uikitName: "_UIVisualEffectContentView", frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUp()
    }
    public required init?(coder: NSCoder) {
        contentView = SystemContainerView(uikitName: "_UIVisualEffectContentView", frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override open var className: String { "UIVisualEffectView" }
}
