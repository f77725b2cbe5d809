// `import PreviewUI` alone is enough for a SwiftUI-style file, as `import SwiftUI` is on Apple
// systems: CGFloat, CGSize, Date, Notification and friends come from Foundation.
@_exported import Foundation
