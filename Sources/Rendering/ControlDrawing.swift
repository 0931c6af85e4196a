import CPangoCairo
import Foundation
import LayoutTypes
import TextLayout

/// Draws the system controls (`ControlAppearance`) in their light, iOS 13-and-later look: the
/// parts a reviewer reads in a baseline — where a switch's thumb sits, how far a slider or a
/// progress bar is filled, which segment is selected and what each says — in flat shapes.
/// Shadows and gradients are left out: they blur pixels without telling anything about layout.
/// Controls that mirror in right-to-left layouts (switches, sliders, progress bars, segmented
/// and page controls) are drawn mirrored.
struct ControlDrawing {
    let engine: TextLayoutEngine

    func draw(_ appearance: ControlAppearance, in frame: Rect, direction: LayoutDirection, _ cr: OpaquePointer) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        let rtl = direction == .rightToLeft
        switch appearance {
        case .toggle(let isOn, let onTint, let thumbTint):
            drawToggle(isOn: isOn, onTint: onTint, thumbTint: thumbTint, frame, rtl: rtl, cr)
        case .slider(let fraction, let minimumTint, let maximumTint, let thumbTint):
            drawSlider(fraction: fraction, minimumTint: minimumTint, maximumTint: maximumTint, thumbTint: thumbTint, frame, rtl: rtl, cr)
        case .progress(let fraction, let progressTint, let trackTint):
            drawProgress(fraction: fraction, progressTint: progressTint, trackTint: trackTint, frame, rtl: rtl, cr)
        case .segmented(let titles, let selected):
            try drawSegmented(titles: titles, selected: selected, frame, rtl: rtl, cr)
        case .stepper:
            drawStepper(frame, cr)
        case .pageControl(let pages, let current, let indicatorTint, let currentTint):
            drawPageControl(pages: pages, current: current, indicatorTint: indicatorTint, currentTint: currentTint, frame, rtl: rtl, cr)
        case .activityIndicator(let large, let color):
            drawActivityIndicator(large: large, color: color, frame, cr)
        }
    }

    /// The track fills the frame with round ends; the thumb is a circle 2 pt inside it, at the
    /// trailing end when on (UISwitch: 51 × 31 with a 27-pt thumb; iOS 26's 63 × 28 alike).
    func drawToggle(isOn: Bool, onTint: Color?, thumbTint: Color?, _ frame: Rect, rtl: Bool, _ cr: OpaquePointer) {
        roundedRect(cr, frame, radius: min(frame.width, frame.height) / 2)
        setSource(cr, isOn ? onTint ?? .systemGreen : ControlAppearance.SystemColors.track)
        cairo_fill(cr)
        let radius = max(0, frame.height / 2 - 2)
        let atTrailing = isOn != rtl
        let cx = atTrailing ? frame.maxX - 2 - radius : frame.minX + 2 + radius
        thumb(cx: cx, cy: frame.midY, radius: radius, tint: thumbTint, cr)
    }

    /// A 4-pt track across the frame, filled from the leading end to the thumb's centre; the
    /// 28-pt thumb's centre runs from one radius in from each end (UISlider).
    func drawSlider(fraction: Double, minimumTint: Color?, maximumTint: Color?, thumbTint: Color?, _ frame: Rect, rtl: Bool,
                    _ cr: OpaquePointer) {
        let track = Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
        let radius = min(14, frame.width / 2, frame.height / 2)
        let travel = max(0, frame.width - 2 * radius)
        let cx = rtl ? frame.maxX - radius - fraction * travel : frame.minX + radius + fraction * travel
        roundedRect(cr, track, radius: 2)
        setSource(cr, maximumTint ?? ControlAppearance.SystemColors.track)
        cairo_fill(cr)
        let filled = rtl ? Rect(x: cx, y: track.minY, width: track.maxX - cx, height: 4)
                         : Rect(x: track.minX, y: track.minY, width: cx - track.minX, height: 4)
        if filled.width > 0 {
            roundedRect(cr, filled, radius: min(2, filled.width / 2))
            setSource(cr, minimumTint ?? .systemBlue)
            cairo_fill(cr)
        }
        thumb(cx: cx, cy: frame.midY, radius: radius, tint: thumbTint, cr)
    }

    /// The frame is the bar (4 pt by default), round-ended, filled from the leading edge.
    func drawProgress(fraction: Double, progressTint: Color?, trackTint: Color?, _ frame: Rect, rtl: Bool, _ cr: OpaquePointer) {
        let radius = min(frame.width, frame.height) / 2
        roundedRect(cr, frame, radius: radius)
        setSource(cr, trackTint ?? ControlAppearance.SystemColors.track)
        cairo_fill(cr)
        let width = fraction * frame.width
        guard width > 0 else { return }
        let filled = Rect(x: rtl ? frame.maxX - width : frame.minX, y: frame.minY, width: width, height: frame.height)
        roundedRect(cr, filled, radius: min(radius, width / 2))
        setSource(cr, progressTint ?? .systemBlue)
        cairo_fill(cr)
    }

    /// A rounded background with equal segments; the selected one a white rounded plate 2 pt
    /// inside it, its title semibold; 1-pt separators between unselected neighbours; 13-pt titles.
    func drawSegmented(titles: [String?], selected: Int?, _ frame: Rect, rtl: Bool, _ cr: OpaquePointer) throws {
        roundedRect(cr, frame, radius: min(9, frame.height / 2))
        setSource(cr, ControlAppearance.SystemColors.fill)
        cairo_fill(cr)
        guard !titles.isEmpty else { return }
        let width = frame.width / Double(titles.count)
        func segment(_ index: Int) -> Rect {
            let slot = rtl ? titles.count - 1 - index : index
            return Rect(x: frame.minX + Double(slot) * width, y: frame.minY, width: width, height: frame.height)
        }
        if let selected {
            let plate = segment(selected)
            let inset = Rect(x: plate.minX + 2, y: plate.minY + 2, width: max(0, plate.width - 4), height: max(0, plate.height - 4))
            roundedRect(cr, inset, radius: min(7, inset.width / 2, inset.height / 2))
            setSource(cr, ControlAppearance.SystemColors.thumb)
            cairo_fill_preserve(cr)
            setSource(cr, ControlAppearance.SystemColors.thumbEdge)
            cairo_set_line_width(cr, 0.5)
            cairo_stroke(cr)
        }
        for index in 1..<titles.count where index != selected && index - 1 != selected {
            // The separator on the boundary between segments index − 1 and index.
            let x = rtl ? segment(index).maxX : segment(index).minX
            cairo_rectangle(cr, x - 0.5, frame.minY + frame.height / 4, 1, frame.height / 2)
            setSource(cr, .opaqueSeparator)
            cairo_fill(cr)
        }
        for (index, title) in titles.enumerated() {
            guard let title, !title.isEmpty else { continue }
            let slot = segment(index)
            let font = Font(weight: index == selected ? .semibold : .regular, pointSize: 13)
            setSource(cr, .label)
            try engine.draw(TextRequest(title, font: font, maxWidth: max(0, slot.width - 8), numberOfLines: 1), alignment: .center,
                            direction: rtl ? .rightToLeft : .leftToRight, in: cr,
                            x: slot.minX + 4, y: slot.minY, width: max(0, slot.width - 8), height: slot.height)
        }
    }

    /// Two halves on a rounded background with a divider; a minus in the left, a plus in the
    /// right (UIStepper keeps that order in right-to-left layouts).
    func drawStepper(_ frame: Rect, _ cr: OpaquePointer) {
        roundedRect(cr, frame, radius: min(8, frame.height / 2))
        setSource(cr, ControlAppearance.SystemColors.fill)
        cairo_fill(cr)
        let half = frame.width / 2
        cairo_rectangle(cr, frame.minX + half - 0.5, frame.minY + frame.height / 4, 1, frame.height / 2)
        setSource(cr, .opaqueSeparator)
        cairo_fill(cr)
        let arm = min(7, half / 3, frame.height / 3)
        setSource(cr, .label)
        let minus = (x: frame.minX + half / 2, y: frame.midY), plus = (x: frame.minX + 1.5 * half, y: frame.midY)
        cairo_rectangle(cr, minus.x - arm, minus.y - 1, 2 * arm, 2)
        cairo_rectangle(cr, plus.x - arm, plus.y - 1, 2 * arm, 2)
        cairo_rectangle(cr, plus.x - 1, plus.y - arm, 2, 2 * arm)
        cairo_fill(cr)
    }

    /// 7-pt dots 16 pt apart, centred; the current page in its own colour.
    func drawPageControl(pages: Int, current: Int, indicatorTint: Color?, currentTint: Color?, _ frame: Rect, rtl: Bool,
                         _ cr: OpaquePointer) {
        guard pages > 0 else { return }
        let pitch = 16.0, radius = 3.5
        let first = frame.midX - pitch * Double(pages - 1) / 2
        for page in 0..<min(pages, 1_000) {
            let slot = rtl ? pages - 1 - page : page
            cairo_new_sub_path(cr)
            cairo_arc(cr, first + Double(slot) * pitch, frame.midY, radius, 0, 2 * Double.pi)
            setSource(cr, page == current ? currentTint ?? ControlAppearance.SystemColors.currentPageIndicator
                                          : indicatorTint ?? ControlAppearance.SystemColors.pageIndicator)
            cairo_fill(cr)
        }
    }

    /// Eight spokes around the centre, the top one opaque and the others fading clockwise (a
    /// still frame of the spinning indicator).
    func drawActivityIndicator(large: Bool, color: Color?, _ frame: Rect, _ cr: OpaquePointer) {
        let size = min(frame.width, frame.height)
        let outer = size / 2 - max(1, size / 20), inner = size * (large ? 0.24 : 0.22)
        let base = color ?? ControlAppearance.SystemColors.activityIndicator
        cairo_set_line_width(cr, max(1, size / 10))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            cairo_move_to(cr, frame.midX + cos(angle) * inner, frame.midY + sin(angle) * inner)
            cairo_line_to(cr, frame.midX + cos(angle) * outer, frame.midY + sin(angle) * outer)
            var tint = base
            tint.alpha *= 1 - Double(spoke) * 0.1
            setSource(cr, tint)
            cairo_stroke(cr)
        }
    }

    /// A white (or tinted) circle with a thin edge standing in for UIKit's shadow.
    private func thumb(cx: Double, cy: Double, radius: Double, tint: Color?, _ cr: OpaquePointer) {
        guard radius > 0 else { return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, cy, radius, 0, 2 * Double.pi)
        setSource(cr, tint ?? ControlAppearance.SystemColors.thumb)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, 0.5)
        setSource(cr, ControlAppearance.SystemColors.thumbEdge)
        cairo_stroke(cr)
    }
}
