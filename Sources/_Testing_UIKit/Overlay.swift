// Swift Testing's cross-import overlay for UIKit. The toolchain's Testing module names
// `_Testing_UIKit` as the overlay to load when a file imports both Testing and UIKit; with
// UIKit aliased to PreviewUIKit that module must exist, and an overlay shadows the module it
// overlays, so it re-exports Testing (an empty one hides `@Test`).
@_exported import Testing
