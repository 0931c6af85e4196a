/// What a system control shows, as values: its state and the colours it is tinted with. Layout
/// reports it per view and rendering draws it, so a switch turned off, a slider at another value
/// or a segmented control's titles show in PNG baselines; without it a settings screen's switches
/// were drawn as nothing. A nil colour is the system's (the light appearance's, iOS 13 and later).
public enum ControlAppearance: Hashable, Sendable, Codable {
    /// UISwitch: a track with a round thumb at the end its state says.
    case toggle(isOn: Bool, onTint: Color?, thumbTint: Color?)
    /// UISlider: a thin track filled with the minimum tint up to the thumb at `fraction` (0…1).
    case slider(fraction: Double, minimumTrackTint: Color?, maximumTrackTint: Color?, thumbTint: Color?)
    /// UIProgressView: a thin track filled up to `fraction` (0…1).
    case progress(fraction: Double, progressTint: Color?, trackTint: Color?)
    /// UISegmentedControl: its segments' titles (nil for an image segment) and the selected one.
    case segmented(titles: [String?], selected: Int?)
    /// UIStepper: a minus and a plus half.
    case stepper
    /// UIPageControl: a dot per page, the current one in its own tint.
    case pageControl(pages: Int, current: Int, indicatorTint: Color?, currentTint: Color?)
    /// UIActivityIndicatorView while it shows: spokes around the centre.
    case activityIndicator(large: Bool, color: Color?)

    /// `value` between `minimum` and `maximum` as 0…1, clamped as UIKit clamps a slider's value;
    /// 0 for an empty or inverted range, or a value that is not a number.
    public static func fraction(_ value: Double, from minimum: Double, to maximum: Double) -> Double {
        guard maximum > minimum, value.isFinite else { return 0 }
        return min(1, max(0, (value - minimum) / (maximum - minimum)))
    }

    /// The system's colours for the parts a control does not tint.
    public enum SystemColors {
        /// UISwitch's track when off, and the slider and progress track: systemGray5 in the light appearance
        /// (`UIColor.systemFill`'s 120, 120, 128 at 16% over white rounds to it).
        public static let track = Color.systemGray5
        /// UISegmentedControl's and UIStepper's background, `tertiarySystemFill`.
        public static let fill = Color(r: 118, g: 118, b: 128, alpha: 0.12)
        /// Thumbs and the selected segment.
        public static let thumb = Color.white
        /// The thumb's edge, standing in for its shadow (a shadow would blur every baseline's pixels).
        public static let thumbEdge = Color(r: 0, g: 0, b: 0, alpha: 0.12)
        /// UIPageControl's default indicators, made for a dark background (white, the others at 30%).
        public static let pageIndicator = Color(r: 255, g: 255, b: 255, alpha: 0.3)
        public static let currentPageIndicator = Color.white
        /// UIActivityIndicatorView's medium and large style in the light appearance.
        public static let activityIndicator = Color.systemGray
    }
}
