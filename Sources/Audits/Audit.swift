import AutoLayout
import Foundation

/// One check run over every scenario's layout, in the manner of Xcode's accessibility audit and
/// its constraint warnings: a name (as `layoutcheck.yml` spells it), the severity it has unless
/// the project says otherwise, and what it reads off one laid-out scenario.
package struct Audit: Sendable {
    package let name: String
    /// Errors fail `test` and `record`; warnings are reported; nil is off unless enabled.
    package let defaultSeverity: AuditFinding.Severity?
    let check: @Sendable (AuditInput) -> [AuditObservation]

    init(name: String, defaultSeverity: AuditFinding.Severity?, check: @escaping @Sendable (AuditInput) -> [AuditObservation]) {
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.check = check
    }

    /// Every audit, in the order findings are listed. Defaults follow issue #11: what breaks a
    /// screen for everyone (conflicts, ambiguity, off-screen or unreadable content) is an error;
    /// what needs judgement is a warning.
    package static let all: [Audit] = [
        .conflict, .ambiguous, .negativeSize, .offscreen, .truncated, .clipped,
        .overlap, .touchTarget, .textScaling, .rtlMirroring, .contrast,
    ]

    package static func named(_ name: String) -> Audit? { all.first { $0.name == name } }
}

/// What an audit saw, before the policy gives it a severity or an exception drops it.
struct AuditObservation: Sendable {
    var view: String
    var message: String
    var detail: String?
    var location: String?
    var frame: [Double]?
}

/// One scenario's layout as the audits read it: views indexed by identifier, with the tree
/// relations the checks need (effective visibility, ancestors, content kinds).
struct AuditInput: Sendable {
    let layout: LayoutResult
    /// The screen's file, where a finding has no declaration of its own.
    let screenFile: String?
    /// A cell or freeform view laid out at its own size, not a whole screen.
    let isComponent: Bool
    private let index: [String: Int]
    /// Per view (tree order), the position of its superview in `views`.
    private let parentPosition: [Int?]
    /// Per view, whether it and all its ancestors are drawn: computed once, read by every audit.
    private let visible: [Bool]

    init(layout: LayoutResult, screenFile: String?, isComponent: Bool = false) {
        self.layout = layout
        self.screenFile = screenFile
        self.isComponent = isComponent
        var index: [String: Int] = [:]
        for (i, view) in layout.views.enumerated() where index[view.identifier] == nil { index[view.identifier] = i }
        self.index = index
        // Views come in tree order, so a superview's visibility is known before its subviews'.
        var parents: [Int?] = [], visible: [Bool] = []
        for view in layout.views {
            let parent = view.parent.flatMap { index[$0] }.flatMap { $0 < parents.count ? $0 : nil }
            parents.append(parent)
            visible.append(!view.isHidden && view.alpha > 0 && (parent.map { visible[$0] } ?? true))
        }
        self.parentPosition = parents
        self.visible = visible
    }

    var views: [ViewFrame] { layout.views }

    func view(_ identifier: String) -> ViewFrame? { index[identifier].map { layout.views[$0] } }

    /// The view's ancestors, nearest first.
    func ancestors(of view: ViewFrame) -> [ViewFrame] {
        var result: [ViewFrame] = []
        var position = index[view.identifier].flatMap { parentPosition[$0] }
        while let p = position, result.count < layout.views.count {
            result.append(layout.views[p])
            position = parentPosition[p]
        }
        return result
    }

    /// Drawn at all: neither it nor an ancestor hidden or fully transparent.
    func isVisible(_ view: ViewFrame) -> Bool {
        index[view.identifier].map { visible[$0] } ?? (!view.isHidden && view.alpha > 0)
    }

    /// Where a finding about this view points: its declaration, else the screen file.
    func location(of view: ViewFrame?) -> String? { view?.sourceLocation ?? screenFile }

    static func frame(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
}

/// UIKit's class names of the views whose content a user reads or touches.
enum ContentKind {
    static let text: Set<String> = ["UILabel", "UIButton", "UITextField"]
    static let interactive: Set<String> = ["UIButton", "UITextField", "UISwitch"]
    static let content: Set<String> = ["UILabel", "UIButton", "UITextField", "UISwitch", "UIImageView"]
    /// Views whose subviews scroll: their content may lie beyond them, and the window, by design.
    static let scrolling: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
}

/// Numbers in messages: whole points print whole, others with one decimal.
func points(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : fixed(rounded, decimals: 1)
}

/// `value` with `decimals` digits after the point, as printf's `%.Nf` spells it: the C library
/// does the rounding, as under `String(format:)`, without Foundation's format-string machinery
/// (a run with many findings spent 2% of its time there).
func fixed(_ value: Double, decimals: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let written = withVaList([decimals, value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
    // Only a value beyond 10^60 outgrows the buffer; let Foundation print that one.
    guard written >= 0, Int(written) < buffer.count else { return String(format: "%.\(decimals)f", value) }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A constraint as UIKit prints it, without the address that makes each scenario's text differ.
func constraintText(_ description: String) -> String {
    var text = description
    if let range = text.range(of: #":0x[0-9a-f]+ "#, options: .regularExpression) { text.replaceSubrange(range, with: " ") }
    if text.hasPrefix("<") && text.hasSuffix(">") { text = String(text.dropFirst().dropLast()) }
    return text.replacingOccurrences(of: "   (active)", with: "")
}
