#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Cryptomator: its cell view-model base class and the protocol of configurable cells.
class TableViewCellViewModel: Hashable {
    var type: ConfigurableTableViewCell.Type {
        fatalError("not implemented")
    }

    var cellStyle: UITableViewCell.CellStyle {
        return .default
    }

    private let identifier = UUID()

    static func == (lhs: TableViewCellViewModel, rhs: TableViewCellViewModel) -> Bool {
        return lhs.identifier == rhs.identifier
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}

protocol ConfigurableTableViewCell: UITableViewCell {
    func configure(with viewModel: TableViewCellViewModel)
}
