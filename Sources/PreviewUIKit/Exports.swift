// `import UIKit` in a target that aliases it here (`-module-alias UIKit=PreviewUIKit`):
// PreviewUI's UIKit-shaped subset (`UIColor`, `UIScreen`) comes with PreviewUI, which also
// makes `#if canImport(UIKit)` take the iOS branch in that target.
@_exported import PreviewUI
