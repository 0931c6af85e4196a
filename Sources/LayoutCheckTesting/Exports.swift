// One import for a test target: the types `assertLayout` takes and returns.
@_exported import AutoLayout
@_exported import LayoutCheck
