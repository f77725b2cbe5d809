// `import Combine` in a target that aliases it here (`-module-alias Combine=PreviewCombine`):
// PreviewUI's Combine subset (publishers, `AnyCancellable`, `ObservableObject`, `@Published`)
// comes with PreviewUI.
// The module has no code of its own; PreviewUI stays the one place its API lives.
@_exported import PreviewUI
