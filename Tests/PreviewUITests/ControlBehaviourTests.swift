import Drawing
import PreviewUI
import Testing

/// Controls, geometry, preferences, lifecycle and the Combine and UIKit subsets, through the host.
@MainActor
struct ControlBehaviourTests {
    struct Unmatched: View {
        @State var choice = 42
        let style: Int
        var body: some View {
            let picker = Picker("Number", selection: $choice) {
                ForEach(0..<3) { Text("\($0)") }
            }
            if style == 0 { picker.pickerStyle(.segmented) } else { picker.pickerStyle(.wheel) }
        }
    }

    @Test("A picker whose selection matches no tag shows no selection and reports it")
    func unmatchedSelection() throws {
        let segmented = ViewHost(Unmatched(style: 0))
        let list = try segmented.displayList
        // No thumb: no white rounded rectangle with the segmented thumb radius.
        #expect(!list.dump.contains("r6.93"))
        #expect(segmented.approximations.contains { $0.cause.hasPrefix("Picker selection 42 matches no tag (tags: 0, 1, 2)") })
        let wheel = ViewHost(Unmatched(style: 1))
        #expect(!(try wheel.displayList.dump.contains("matrix(1.12")), "no row is magnified as selected")
        #expect(try wheel.value(ofControl: "picker") == AnyHashable(42))
    }

    struct Tagged: View {
        @State var flavour = "b"
        var body: some View {
            Picker("Flavour", selection: $flavour) {
                Text("Apple").tag("a")
                Text("Banana").tag("b")
                Text("Cherry").tag("c")
            }
            .pickerStyle(.segmented)
            Text("chose \(flavour)")
        }
    }

    @Test("Explicit tags win over positions; selecting by the shown label sets the binding")
    func explicitTags() throws {
        let host = ViewHost(Tagged())
        #expect(try host.shownTexts.contains("chose b"))
        try host.select("Cherry")
        #expect(try host.shownTexts.contains("chose c"))
        try host.tap(text: "Apple")
        #expect(try host.shownTexts.contains("chose a"))
        #expect(throws: HostError.self) { try host.select("Durian") }
    }

    struct Switch: View {
        @State var on = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $on)
            Text(on ? "on" : "off")
        }
    }

    @Test("Toggles switch by tap and by the host")
    func toggles() throws {
        let host = ViewHost(Switch().frame(width: 300))
        #expect(try host.shownTexts.last == "off")
        try host.setToggle(true, titled: "Wi-Fi")
        #expect(try host.shownTexts.last == "on")
        let track = try #require(try host.frame(ofText: "Wi-Fi"))
        try host.tap(at: CGPoint(x: 300 - 20, y: track.midY))
        #expect(try host.shownTexts.last == "off")
    }

    struct Offsetting: View {
        struct Key: PreferenceKey {
            static let defaultValue = CGRect.zero
            static func reduce(value: inout CGRect, nextValue: () -> CGRect) {}
        }
        @State var shift: CGFloat = 0
        @State var seen = CGRect.zero
        var body: some View {
            VStack(spacing: 0) {
                Button("Move") { shift = 100 }
                Color.blue.frame(width: 50, height: 20)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: Key.self, value: proxy.frame(in: .global))
                    })
                    .offset(y: shift)
                Text("y \(Int(seen.minY))")
            }
            .onPreferenceChange(Key.self) { seen = $0 }
        }
    }

    @Test("A GeometryReader inside an offset view reports the moved frame in .global, and its preference fires")
    func offsetMovesGeometry() throws {
        let host = ViewHost(Offsetting(), layout: .fixed(width: 200, height: 300))
        let before = try #require(try host.shownTexts.last)
        try host.tap(text: "Move")
        let after = try #require(try host.shownTexts.last)
        let y0 = Int(before.dropFirst(2))!, y1 = Int(after.dropFirst(2))!
        #expect(y1 - y0 == 100)
    }

    struct Named: View {
        @State var y: CGFloat = -1
        struct Key: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
        }
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                GeometryReader { proxy in
                    Color.clear.preference(key: Key.self, value: proxy.frame(in: .named("stack")).minY)
                }
                .frame(height: 10)
                Text("\(Int(y))")
            }
            .padding(20)
            .coordinateSpace(name: "stack")
            .onPreferenceChange(Key.self) { y = $0 }
        }
    }

    @Test("frame(in: .named) measures from the named view")
    func namedSpace() throws {
        let host = ViewHost(Named(), layout: .fixed(width: 200, height: 200))
        #expect(try host.shownTexts.last == "50")
    }

    struct Lifecycle: View {
        @State var appeared = 0
        @State var count = 0
        @State var changes: [String] = []
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Text("appeared \(appeared)")
                Text(changes.joined(separator: ","))
            }
            .onAppear { appeared += 1 }
            .onChange(of: count) { old, new in changes.append("\(old)>\(new)") }
        }
    }

    @Test("onAppear runs once; onChange gets the old and new values")
    func lifecycle() throws {
        let host = ViewHost(Lifecycle())
        #expect(try host.shownTexts.contains("appeared 1"))
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        let texts = try host.shownTexts
        #expect(texts.contains("appeared 1"))
        #expect(texts.contains("0>1,1>2"))
    }

    struct Receiver: View {
        static let ping = Notification.Name("ProofsheetTestPing")
        @State var received: [Int] = []
        var body: some View {
            VStack {
                Button("Post") { NotificationCenter.default.post(name: Self.ping, object: nil, userInfo: ["n": 7]) }
                Text(received.map(String.init).joined(separator: ","))
            }
            .onReceive(
                Publishers.Merge(
                    NotificationCenter.default.publisher(for: Self.ping).map { $0.userInfo?["n"] as? Int ?? 0 },
                    Just(1)
                ).eraseToAnyPublisher()
            ) { received.append($0) }
        }
    }

    @Test("onReceive delivers Just at once and notifications posted from a button, to its own host only")
    func onReceive() throws {
        let a = ViewHost(Receiver()), b = ViewHost(Receiver())
        #expect(try a.shownTexts.last == "1")
        _ = try b.displayList
        try a.tap(text: "Post")
        #expect(try a.shownTexts.last == "1,7")
        #expect(try b.shownTexts.last == "1", "another host must not see A's notification")
    }

    @Test("The Combine subset: map, filter, MergeMany, sink and cancellation")
    func combineSubset() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let token = Publishers.MergeMany(subject.map { $0 * 2 }.eraseToAnyPublisher(), subject.filter { $0 > 1 }.map { $0 + 100 }.eraseToAnyPublisher())
            .eraseToAnyPublisher()
            .sink { seen.append("\($0)") }
        subject.send(1)
        subject.send(2)
        token.cancel()
        subject.send(3)
        #expect(seen == ["2", "4", "102"])
    }

    struct Screen: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height))")
        }
    }

    @Test("UIScreen.main is the preview's screen; UIColor resolves light and dark")
    func uikitSubset() throws {
        #expect(try ViewHost(Screen(), layout: .screen(.iPhoneSE)).shownTexts.contains("375×667"))
        // A `%lld` interpolation is formatted in the locale, with grouping, as on iOS
        // (`Text("\(2024)")` shows "2,024" there).
        #expect(try ViewHost(Screen(), layout: .screen(.iPad)).shownTexts.contains("820×1,180"))
        let light = Color(uiColor: .secondarySystemGroupedBackground.withAlphaComponent(0.5)).resolve(in: EnvironmentValues())
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let darkColor = Color(uiColor: .systemGray6).resolve(in: dark)
        #expect(light.red == 1 && light.opacity == 0.5)
        #expect(abs(darkColor.red - Float(0x1C) / 255) < 0.001)
    }

    @Test("An inline navigation title is inline whether the display mode is set before or after .navigationTitle")
    func titleDisplayModeInEitherOrder() throws {
        // ha_navview_inline_title_sections_checkmark_light sets the mode inside the title.
        let inside = NavigationStack {
            List { Text("Row") }
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Title 1")
        }
        let outside = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Title 1")
                .navigationBarTitleDisplayMode(.inline)
        }
        let large = NavigationStack { List { Text("Row") }.navigationTitle("Title 1") }
        func title(_ view: some View) throws -> TextRun {
            try #require(textRuns(in: try ViewHost(view, layout: .device).displayList.ops).first { $0.spec.string == "Title 1" })
        }
        for view in [AnyView(inside), AnyView(outside)] {
            let run = try title(view)
            #expect(run.spec.font.size == 17 && run.spec.font.weight == .semibold, "\(run.spec.font)")
        }
        #expect(try title(large).spec.font.size == 34)
    }
}
