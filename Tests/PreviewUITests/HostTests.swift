import Drawing
import PreviewUI
import Testing

@MainActor
struct HostTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Add") { count += 1 }
            Text("\(count)")
        }
    }

    @Test("@State writes from a button render the next frame")
    func stateChangesOnTap() throws {
        let host = ViewHost(Counter())
        #expect(try host.shownTexts == ["Add", "0"])
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        #expect(try host.shownTexts == ["Add", "2"])
    }

    @Test("Each host keeps its own state for the same view value")
    func hostsDoNotShareState() throws {
        let view = Counter()
        let a = ViewHost(view), b = ViewHost(view)
        try a.tap(text: "Add")
        #expect(try a.shownTexts.last == "1")
        #expect(try b.shownTexts.last == "0")
    }

    struct Loop: View {
        struct Key: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        @State var n = 0
        var body: some View {
            Text("\(n)")
                .preference(key: Key.self, value: n)
                .onPreferenceChange(Key.self) { n = $0 + 1 }
        }
    }

    @Test("A preference action that never settles stops with an error naming the key")
    func preferenceLoop() throws {
        let host = ViewHost(Loop())
        #expect {
            try host.render()
        } throws: { error in
            guard case HostError.preferencesNeverSettled(let keys, _) = error else { return false }
            return keys.contains("Key") && "\(error)".contains("Key")
        }
    }

    @Test("Tapping a text nobody shows says what is shown")
    func missingText() throws {
        let host = ViewHost(Counter())
        #expect {
            try host.tap(text: "Remove")
        } throws: { error in
            "\(error)".contains("no view shows the text \"Remove\"") && "\(error)".contains("\"Add\"")
        }
    }
}
