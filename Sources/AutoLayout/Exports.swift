// AutoLayout's public API takes and returns the shared value types (`Rect`, `EdgeInsets`,
// `Color`, `TextStyle`, `ContentSizeCategory`, …), which live in `LayoutTypes` so that text,
// rendering and the device catalogue use the same definitions without depending on layout.
// This is the one place they are re-exported: a module that imports AutoLayout (or
// UIKitCompat, LayoutCheckTesting) can name them without importing LayoutTypes itself.
@_exported import LayoutTypes
