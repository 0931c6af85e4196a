import Foundation

/// What each system control shows (`ControlAppearance`), read from its state when a layout's
/// result is built, so rendering can draw it. One function over the control classes, rather than
/// an override per class: an app's subclass of a control shows as the control does.
func controlAppearance(of view: View) -> ControlAppearance? {
    if let drawn = view.drawnControl { return drawn }
    switch view {
    case let toggle as Switch:
        return .toggle(isOn: toggle.isOn, onTint: toggle.onTintColor, thumbTint: toggle.thumbTintColor)
    case let slider as Slider:
        return .slider(fraction: ControlAppearance.fraction(Double(slider.value), from: Double(slider.minimumValue), to: Double(slider.maximumValue)),
                       minimumTrackTint: slider.minimumTrackTintColor ?? slider.tintColor,
                       maximumTrackTint: slider.maximumTrackTintColor, thumbTint: slider.thumbTintColor)
    case let progress as ProgressView:
        return .progress(fraction: ControlAppearance.fraction(Double(progress.progress), from: 0, to: 1),
                         progressTint: progress.progressTintColor ?? progress.tintColor, trackTint: progress.trackTintColor)
    case let segmented as SegmentedControl:
        let selected = segmented.selectedSegmentIndex
        return .segmented(titles: segmented.titles, selected: segmented.titles.indices.contains(selected) ? selected : nil)
    case is Stepper:
        return .stepper
    case let pages as PageControl:
        return .pageControl(pages: max(0, pages.numberOfPages), current: pages.currentPage,
                            indicatorTint: pages.pageIndicatorTintColor, currentTint: pages.currentPageIndicatorTintColor)
    case let indicator as ActivityIndicatorView:
        return .activityIndicator(large: [.large, .whiteLarge].contains(indicator.style), color: indicator.color)
    case let control as SystemControl:
        // Made from an Interface Builder file: its kind, with the system's state.
        switch control.kind {
        case .stepper: return .stepper
        case .progressView: return .progress(fraction: 0, progressTint: control.tintColor, trackTint: nil)
        case .segmentedControl: return .segmented(titles: [], selected: nil)
        case .activityIndicator(let large): return .activityIndicator(large: large, color: nil)
        case .searchBar, .navigationBar, .toolbar, .tabBar, .datePickerWheels: return nil
        }
    default:
        return nil
    }
}
