#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Simplenote: the tag entry field (an Objective-C UITextField subclass), its tag cell, input validator and layout helper.
extension UIView {
    // Simplenote: pins a subview to all edges.
    func addFillingSubview(_ view: UIView, edgeInsets: UIEdgeInsets = .zero, target: UIView? = nil) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        let target = target ?? self
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: edgeInsets.left),
            view.trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -edgeInsets.right),
            view.topAnchor.constraint(equalTo: target.topAnchor, constant: edgeInsets.top),
            view.bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -edgeInsets.bottom)
        ])
    }
}
protocol SPTagEntryFieldDelegate: AnyObject {
    func tagEntryFieldDidChange(_ tagTextField: SPTagEntryField!)
}
class SPTagEntryField: UITextField {
    weak var tagDelegate: SPTagEntryFieldDelegate?
}
class TagViewCell: UIView {
    var onTap: (() -> Void)?
    var onDelete: (() -> Void)?
    var isDeleteButtonVisible = false
    let tagName: String
    init(tagName: String) {
        self.tagName = tagName
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
struct TagTextFieldInputValidator {
    enum Result { case valid, endingWithDisallowedCharacter(_ text: String), invalid }
    func validateInput(originalText: String, range: Range<String.Index>, replacement: String) -> Result { .valid }
}
// Simplenote: UIApplication+Simplenote.swift.
extension UIApplication {
    static var isRTL: Bool { shared.userInterfaceLayoutDirection == .rightToLeft }
}
