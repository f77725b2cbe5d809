import PreviewUI
import Testing

// `@Entry`, expanded by Proofsheet's macro plugin when this file compiles.

extension EnvironmentValues {
    @Entry var cardAccent: Color = .red
    @Entry var badgeCount = 3
    @Entry var caption: String?
}

extension Transaction {
    @Entry var isFromTest = false
}

@MainActor @Suite struct EntryTests {
    struct Badge: View {
        @Environment(\.badgeCount) private var count
        @Environment(\.caption) private var caption
        var body: some View {
            Text("\(count) \(caption ?? "none")")
        }
    }

    @Test("@Entry declares environment values with their defaults, set with .environment")
    func environmentEntries() throws {
        var values = EnvironmentValues()
        #expect(values.cardAccent == .red && values.badgeCount == 3 && values.caption == nil)
        values.cardAccent = .blue
        values.caption = "new"
        #expect(values.cardAccent == .blue && values.caption == "new")
        #expect(try ViewHost(Badge()).shownTexts == ["3 none"])
        let set = Badge().environment(\.badgeCount, 12).environment(\.caption, "unread")
        #expect(try ViewHost(set).shownTexts == ["12 unread"])
    }

    @Test("@Entry declares transaction values")
    func transactionEntries() {
        var transaction = Transaction()
        #expect(!transaction.isFromTest)
        transaction.isFromTest = true
        #expect(transaction.isFromTest)
    }
}
