import UIKit
import Foundation // "import Foundation" in a string stays

@objc protocol Tappable {}

@objcMembers final class Card: UIView {
    @IBOutlet weak var title: UILabel!
    /* @objc in a /* nested */ comment */
    let s = "#selector(nope) \(#selector(Card.tapped(_:))) \#(1)"
    let raw = #"@objc "quoted" "#
    let multi = """
        @objc
        """
    @objc(tapWithSender:) private func tapped(_ sender: Any) {}
    func wire(_ b: UIButton) {
        b.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        let g = UITapGestureRecognizer(target: self, action: #selector (handle(gesture:)))
        _ = #selector(getter: UIView.isHidden)
        _ = #selector(setter: UIView.alpha)
    }
    @objc dynamic func handle(gesture: Any) {}
}
