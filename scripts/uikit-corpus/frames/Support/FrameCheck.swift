// What every frames check of a real corpus file shares (scripts/check-uikit-corpus-frames):
// text metrics simple enough to derive frames by hand, the windows the checks lay out in, and
// the assertion that records a frame differing from its hand-derived value.
import UIKitCompat

/// Text metrics a reader can follow with pencil and paper: every character advances 0.5 × the
/// point size, a line is 1.2 × the size tall with its first baseline 0.8 × the size below its
/// top, and text wraps at spaces when a width is offered and more than one line is allowed.
/// Text styles are taken at their Large (default) size: body and headline 17, title3 20,
/// footnote 13, caption1 12. Pango's real metrics are what `layoutcheck` uses; these checks
/// test the layout model (constraints, margins, intrinsic sizes, overrides), not the font.
public struct HalfEmMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let size = request.font.size
        let advance = 0.5 * size, lineHeight = 1.2 * size
        let paragraphs = request.string.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [Int] = []  // characters per line
        let wraps = request.numberOfLines != 1 && request.maxWidth != nil
        let limit = request.maxWidth.map { max(Int(($0 + 1e-9) / advance), 1) } ?? Int.max
        for paragraph in paragraphs {
            guard wraps else {
                lines.append(paragraph.count)
                continue
            }
            var current = 0
            var started = false
            for word in paragraph.split(separator: " ") {
                let length = word.count
                if started, current + 1 + length <= limit {
                    current += 1 + length
                } else {
                    if started { lines.append(current) }
                    current = length
                    started = true
                }
            }
            lines.append(current)
        }
        var truncated = false
        if request.numberOfLines > 0, lines.count > request.numberOfLines {
            lines = Array(lines.prefix(request.numberOfLines))
            truncated = true
        }
        var width = Double(lines.max() ?? 0) * advance
        if let limit = request.maxWidth, width > limit + 1e-9 {
            width = limit
            truncated = true
        }
        let height = Double(max(lines.count, 1)) * lineHeight
        return TextMeasurement(size: Size(width: width, height: height), firstBaseline: 0.8 * size,
                               lastBaseline: height - 0.4 * size, lineCount: max(lines.count, 1), isTruncated: truncated)
    }
}

/// The windows the checks lay out in (docs/reference/uikit-layout-facts.md §10.1).
public enum Window {
    /// iPhone SE (2nd and 3rd generation), portrait: 375 × 667 at @2x, a 20-point status bar.
    public static let iPhoneSE = Environment(windowSize: Size(width: 375, height: 667), scale: 2,
                                             safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// A window of `size` at @2x with no safe-area insets: a view as a container lays it out.
    public static func plain(_ width: Double, _ height: Double) -> Environment {
        Environment(windowSize: Size(width: width, height: height), scale: 2)
    }
}

/// One corpus file's check. Every assertion that fails is kept with the view's name, the
/// expected and the actual value, and the line of the check that made it.
public final class FrameCheck {
    public let file: String
    public private(set) var failures: [String] = []
    public private(set) var assertions = 0
    /// Frames where LayoutCheck's model is known to differ from UIKit, each with its reason.
    public private(set) var knownDifferences: [String] = []

    public init(file: String) { self.file = file }

    /// Lays `root` out as the root of a window (it fills `environment.windowSize`), as UIKit's
    /// layout pass does before the window is shown; a conflict or an ambiguity UIKit would log
    /// fails the check, since hand-derived frames assume a layout with one answer.
    @discardableResult
    public func layOut(_ root: UIView, in environment: Environment, line: UInt = #line) throws -> LayoutEngine {
        let engine = try LayoutEngine(root: root, environment: environment, measurer: HalfEmMeasurer())
        root.layoutIfNeeded()
        for diagnostic in engine.layout().diagnostics {
            record("layout: \(diagnostic)", line: line)
        }
        return engine
    }

    /// `view.frame` (in its superview's coordinates) equals `expected`, to a thousandth of a point.
    public func frame(_ name: String, _ view: UIView?, _ expected: CGRect, line: UInt = #line) {
        assertions += 1
        guard let view else {
            record("\(name): no such view (expected \(Self.text(expected)))", line: line)
            return
        }
        let actual = view.frame
        if !Self.same(actual, expected) {
            record("\(name): expected \(Self.text(expected)), actual \(Self.text(actual))", line: line)
        }
    }

    /// A frame where LayoutCheck's model is known to differ from UIKit: `uikit` is UIKit's value,
    /// derived by hand, `model` what LayoutCheck gives today. Passes, and is reported as a known
    /// difference, while the model gives `model`; fails on anything else, UIKit's value included,
    /// so a fix in the model turns this into a plain `frame` assertion instead of passing silently.
    public func knownDifference(_ name: String, _ view: UIView?, uikit: CGRect, model: CGRect, because reason: String,
                                line: UInt = #line) {
        assertions += 1
        guard let view else {
            record("\(name): no such view (expected \(Self.text(uikit)) in UIKit)", line: line)
            return
        }
        let actual = view.frame
        if Self.same(actual, model) {
            knownDifferences.append("\(name): UIKit \(Self.text(uikit)), LayoutCheck \(Self.text(actual)): \(reason)")
        } else if Self.same(actual, uikit) {
            record("\(name): now equals UIKit's \(Self.text(uikit)); make it a plain frame assertion", line: line)
        } else {
            record("\(name): expected \(Self.text(uikit)) (UIKit) or the known \(Self.text(model)), actual \(Self.text(actual))", line: line)
        }
    }

    /// A number the layout produced (a content size, an intrinsic width) equals `expected`.
    public func value(_ name: String, _ actual: Double, _ expected: Double, line: UInt = #line) {
        assertions += 1
        if !Self.same(actual, expected) {
            record("\(name): expected \(Self.number(expected)), actual \(Self.number(actual))", line: line)
        }
    }

    /// A fact the check relies on (a view hidden, a row count) holds.
    public func require(_ condition: Bool, _ what: String, line: UInt = #line) {
        assertions += 1
        if !condition { record("expected \(what)", line: line) }
    }

    /// Fails the check with `message` (an error the check could not get past).
    public func fail(_ message: String, line: UInt = #line) {
        assertions += 1
        record(message, line: line)
    }

    private func record(_ message: String, line: UInt) {
        failures.append("\(message) (\(file.replacingOccurrences(of: ".swift", with: ".check.swift")):\(line))")
    }

    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
    }

    static func number(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func text(_ r: CGRect) -> String {
        "(x \(number(r.minX)), y \(number(r.minY)), w \(number(r.width)), h \(number(r.height)))"
    }
}

/// CGRect(x:y:width:height:), short, for tables of expected frames.
public func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
