// UIKit's IndexPath additions (row, section, item), which Foundation on Linux does not have:
// tables and collection views address their cells by them.
import Foundation

extension IndexPath {
    /// IndexPath(row:section:), as UIKit adds it for tables.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// IndexPath(item:section:), as UIKit adds it for collection views.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (first index; 0 for an empty path rather than UIKit's exception).
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The row within the section (second index; 0 when there is none).
    public var row: Int { count > 1 ? self[1] : 0 }
    /// The item within the section, the collection view's name for `row`.
    public var item: Int { row }
}
