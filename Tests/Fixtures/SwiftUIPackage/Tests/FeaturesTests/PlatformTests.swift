import Features
import SwiftUI
import Testing
import UIKit

// `import Testing` next to UIKit and SwiftUI: Swift Testing's UIKit overlay must load.
@MainActor @Test func theUIKitBranchIsTaken() {
    #expect(Platform.branch == "UIKit")
    #expect(UIColor.systemBlue != UIColor.systemRed)
}
