import PreviewTesting
import PreviewUI
import XCTest

/// `assertSnapshot` from XCTest, against a reference committed in `__Snapshots__/` next to
/// this file, as swift-snapshot-testing users keep theirs.
final class AssertSnapshotXCTests: XCTestCase {
    // XCTest on Linux calls test methods on the main thread but cannot call @MainActor ones.
    func testCardMatchesCommittedReference() {
        MainActor.assumeIsolated { Self.checkCard() }
    }

    @MainActor
    private static func checkCard() {
        let card = VStack(alignment: .leading, spacing: 4) {
            Text("Proofsheet").font(.headline)
            Text("Snapshots without a Mac").font(.footnote).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
        .shadow(radius: 4, y: 2)
        .padding()
        assertSnapshot(of: card, as: .image(), named: "card")
        assertSnapshot(of: card, as: .displayList, named: "card")
    }
}
