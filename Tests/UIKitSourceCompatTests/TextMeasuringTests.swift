// String and NSAttributedString measured as app code measures them (cell heights from
// `boundingRect`), through the measurer labels use. Sizes derived by hand in the comments.
import Testing
import UIKitCompat

/// Every character advances 0.5 × the point size; a line is 1.2 × the size tall, its baseline
/// 0.8 × the size below its top; text wraps after as many whole characters as fit the width.
struct WrappingHalfEmMeasurer: TextMeasuring {
    func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let advance = 0.5 * request.font.size
        let count = request.string.count
        var perLine = count
        if let width = request.maxWidth { perLine = max(1, Int((width / advance).rounded(.down))) }
        var lines = count == 0 ? 1 : (count + perLine - 1) / perLine
        var truncated = false
        if request.numberOfLines > 0, lines > request.numberOfLines {
            lines = request.numberOfLines
            truncated = true
        }
        let width = Double(min(count, perLine)) * advance
        let height = Double(lines) * 1.2 * request.font.size
        return TextMeasurement(size: CGSize(width: width, height: height), firstBaseline: 0.8 * request.font.size,
                               lastBaseline: height - 0.4 * request.font.size, lineCount: lines, isTruncated: truncated)
    }
}

/// A view that sizes itself from `boundingRect`, as self-sizing code does in `sizeThatFits`.
final class MeasuringView: UIView {
    var measured: CGRect = .zero
    override func layoutSubviews() {
        super.layoutSubviews()
        measured = "Hello world".boundingRect(with: CGSize(width: bounds.width, height: .greatestFiniteMagnitude),
                                              options: .usesLineFragmentOrigin,
                                              attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil)
    }
}

/// A field that moves its placeholder up half a point, as WireGuard's does.
final class RaisedPlaceholderField: UITextField {
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        super.placeholderRect(forBounds: bounds).integral.offsetBy(dx: 0, dy: -0.5)
    }
}

@Suite struct TextMeasuringTests {
    let font = UIFont.systemFont(ofSize: 10)

    @Test func boundingRectWrapsAtTheWidth() {
        TraitContext.withMeasurer(WrappingHalfEmMeasurer()) {
            // "Hello world": 11 characters of 5 points: 55 × 12 on one line.
            let wide = "Hello world".boundingRect(with: CGSize(width: 200, height: .greatestFiniteMagnitude),
                                                  options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                  attributes: [.font: font], context: nil)
            #expect(wide == CGRect(x: 0, y: 0, width: 55, height: 12))
            // 30 points fit 6 characters: 2 lines, 30 × 24.
            let narrow = "Hello world".boundingRect(with: CGSize(width: 30, height: .greatestFiniteMagnitude),
                                                    options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            #expect(narrow == CGRect(x: 0, y: 0, width: 30, height: 24))
            // Without usesLineFragmentOrigin: one line, measured from its baseline (8 below the top).
            let line = "Hello world".boundingRect(with: CGSize(width: 30, height: 100), options: [],
                                                  attributes: [.font: font], context: nil)
            #expect(line == CGRect(x: 0, y: -8, width: 55, height: 12))
            // truncatesLastVisibleLine in 20 points of height: one 12-point line fits.
            let cut = "Hello world".boundingRect(with: CGSize(width: 30, height: 20),
                                                 options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                                 attributes: [.font: font], context: nil)
            #expect(cut == CGRect(x: 0, y: 0, width: 30, height: 12))
        }
    }

    @Test func defaultFontSizeAndContext() {
        TraitContext.withMeasurer(WrappingHalfEmMeasurer()) {
            // No font: Helvetica 12, so "abcd" is 4 × 6 = 24 wide and 14.4 tall.
            let size = "abcd".size(withAttributes: nil)
            #expect(size.width == 24)
            #expect(abs(size.height - 14.4) < 1e-9)
            #expect("abcd".size(withAttributes: [.font: font]) == CGSize(width: 20, height: 12))
            let context = NSStringDrawingContext()
            let rect = "ab".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                         attributes: [.font: font], context: context)
            #expect(context.totalBounds == rect)
            #expect(rect == CGRect(x: 0, y: 0, width: 10, height: 12))
            #expect(context.actualScaleFactor == 1)
        }
    }

    @Test func attributedStringUsesItsFirstRunsFontAndKern() {
        TraitContext.withMeasurer(WrappingHalfEmMeasurer()) {
            let text = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 1.0])
            // 5 characters of 10 points plus 1 point of kern after each: 55 × 24 on one line.
            #expect(text.size() == CGSize(width: 55, height: 24))
            let wrapped = NSAttributedString(string: "Hello world", attributes: [.font: font])
                .boundingRect(with: CGSize(width: 30, height: 1000), options: .usesLineFragmentOrigin, context: nil)
            #expect(wrapped == CGRect(x: 0, y: 0, width: 30, height: 24))
        }
    }

    @Test func measuredWithTheLayoutsMeasurerDuringLayout() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 100))
        let view = MeasuringView(frame: CGRect(x: 0, y: 0, width: 30, height: 100))
        root.addSubview(view)
        let engine = try LayoutEngine(root: root, environment: Environment(windowSize: CGSize(width: 30, height: 100)),
                                      measurer: WrappingHalfEmMeasurer())
        _ = engine.layout()
        // Inside the layout: wrapped at the view's 30 points, two 12-point lines.
        #expect(view.measured == CGRect(x: 0, y: 0, width: 30, height: 24))
    }

    @Test func nothingToMeasureWithOutsideALayout() {
        // No layout under way and no measurer set: no size can be known.
        #expect("Hello".size(withAttributes: [.font: font]) == .zero)
    }

    @Test func drawingTextIsRecorded() {
        var operations: [CGContext.Operation] = []
        TraitContext.withMeasurer(WrappingHalfEmMeasurer()) {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { context in
                "Hi".draw(in: CGRect(x: 1, y: 2, width: 50, height: 20), withAttributes: [.font: font])
                // At a point: the text's own size, 2 × 5 by 12.
                "Hi".draw(at: CGPoint(x: 3, y: 4), withAttributes: [.font: font])
                operations = context.cgContext.operations
            }
        }
        #expect(operations == [.drawText("Hi", in: CGRect(x: 1, y: 2, width: 50, height: 20)),
                               .drawText("Hi", in: CGRect(x: 3, y: 4, width: 10, height: 12))])
    }

    @Test func textFieldRectanglesLeaveOutPaddingAndSideViews() {
        let field = RaisedPlaceholderField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        field.leftViewMode = .always
        let bounds = field.bounds
        // The left view at the leading edge, centred: y = 17 − 10.
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 10, height: 20))
        // Text after 7 of padding and the 10-point view, 7 of padding at the right: 200 − 17 − 7 = 176.
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 17, y: 0, width: 176, height: 34))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.placeholderRect(forBounds: bounds) == CGRect(x: 17, y: -0.5, width: 176, height: 34))
        #expect(field.rightViewRect(forBounds: bounds).size == .zero)
        #expect(field.borderRect(forBounds: bounds) == bounds)
    }
}
