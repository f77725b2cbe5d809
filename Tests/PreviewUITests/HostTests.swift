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

@MainActor
struct RightToLeftTests {
    @Test("Right to left: rows start at the right and text is not mirrored")
    func mirroredRow() throws {
        let row = HStack { Text("A"); Spacer(); Image(systemName: "chevron.right") }.frame(width: 200)
        let ltr = try ViewHost(row, layout: .fixed(width: 200, height: 40)).displayList.dump
        let rtl = try ViewHost(row, layout: .fixed(width: 200, height: 40)) { $0.layoutDirection = .rightToLeft }.displayList.dump
        #expect(!ltr.contains("matrix(-1"))
        // The page is flipped once, and the text and the symbol flipped back about their own boxes.
        #expect(rtl.contains("group matrix(-1,0,0,1,200,0) {"))
        #expect(rtl.components(separatedBy: "matrix(-1,0,0,1,").count - 1 == 3)
        // Leading text is aligned to the trailing edge of its box (the right, once mirrored).
        #expect(rtl.contains("text \"A\"") && rtl.contains(" trailing"))
        let image = try RasterRenderer.render(
            try ViewHost(row, layout: .fixed(width: 200, height: 40)) { $0.layoutDirection = .rightToLeft }.displayList, scale: 1).rgba()
        // Ink of "A" sits near the right edge now, the chevron near the left.
        func ink(_ x0: Int, _ x1: Int) -> Int {
            var n = 0
            for y in 0..<40 { for x in x0..<x1 where image[x, y].r < 128 { n += 1 } }
            return n
        }
        #expect(ink(185, 200) > 0, "A on the right")
        #expect(ink(0, 20) > 0, "chevron on the left")
        #expect(ink(60, 140) == 0)
    }
}
