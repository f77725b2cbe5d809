// `import PreviewUI` alone is enough for a SwiftUI-style file, as `import SwiftUI` is on Apple
// systems: CGFloat, CGSize, Date, Notification and friends come from Foundation, and
// `@Observable`, `@ObservationIgnored` and `withObservationTracking` from Observation (which
// SwiftUI re-exports too).
@_exported import Foundation
@_exported import Observation
