#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Tinodios/widgets/PagerViewCell.swift (its own corpus file): a cell that pins the page it shows to
// its content view, as the app writes it.
public class PagerViewCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.setup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public var view: UIView? {
        didSet {
            self.setup()
        }
    }

    private func setup() {
        guard let view = view else { return }
        self.contentView.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: self.contentView.leftAnchor),
            view.topAnchor.constraint(equalTo: self.contentView.topAnchor),
            view.rightAnchor.constraint(equalTo: self.contentView.rightAnchor),
            view.bottomAnchor.constraint(equalTo: self.contentView.bottomAnchor)
        ])
    }
}
