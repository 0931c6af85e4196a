// LoadingCell (IGListKit examples): a medium activity indicator centred in the cell's content
// view. The cell laid out on its own as a 375 × 55 collection view item, @2x.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let cell = LoadingCell(frame: CGRect(x: 0, y: 0, width: 375, height: 55))
    try check.layOut(cell, in: Window.plain(375, 55))

    check.frame("LoadingCell", cell, rect(0, 0, 375, 55))
    check.frame("contentView", cell.contentView, rect(0, 0, 375, 55))
    // The medium indicator is 20 × 20, centred: x = 187.5 − 10 = 177.5, y = 27.5 − 10 = 17.5.
    let indicator = cell.contentView.subviews.first { $0 is UIActivityIndicatorView }
    check.frame("activityIndicator", indicator, rect(177.5, 17.5, 20, 20))
    check.require(indicator?.isHidden == false, "the animating indicator to be shown")
}
