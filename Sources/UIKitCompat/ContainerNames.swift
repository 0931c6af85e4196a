// UIKit's nested type names for the container and system classes (`UITableView.Style`,
// `UITableViewCell.AccessoryType`, …), so code spelling them compiles unchanged.

extension ScrollView {
    public typealias ContentInsetAdjustmentBehavior = AutoLayout.ContentInsetAdjustmentBehavior
    public typealias KeyboardDismissMode = AutoLayout.KeyboardDismissMode
    public typealias IndicatorStyle = ScrollIndicatorStyle
}

extension TableView {
    public typealias Style = TableViewStyle
    public typealias ScrollPosition = TableViewScrollPosition
    public typealias RowAnimation = TableViewRowAnimation
}

extension TableViewCell {
    public typealias CellStyle = TableViewCellStyle
    public typealias AccessoryType = TableViewCellAccessoryType
    public typealias SelectionStyle = TableViewCellSelectionStyle
    public typealias SeparatorStyle = TableViewCellSeparatorStyle
    public typealias EditingStyle = TableViewCellEditingStyle
    public typealias FocusStyle = TableViewCellFocusStyle
}

extension CollectionView {
    public typealias ElementCategory = CollectionElementCategory
    public typealias ScrollDirection = CollectionViewScrollDirection
    public typealias ScrollPosition = CollectionViewScrollPosition
}

extension ActivityIndicatorView {
    public typealias Style = ActivityIndicatorViewStyle
}

extension ProgressView {
    public typealias Style = ProgressViewStyle
}

extension DatePicker {
    public typealias Mode = DatePickerMode
}

extension BlurEffect {
    public typealias Style = BlurEffectStyle
}

extension SearchBar {
    public typealias Style = SearchBarStyle
}
