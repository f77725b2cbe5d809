import Drawing
import PreviewRegistry
import PreviewUI
import Testing

/// Gestures replayed through the host: drags, long presses, taps and their priorities, and
/// the states they leave, drawn.
@MainActor
struct GestureTests {
    /// What callbacks did, in order.
    final class Log {
        var entries: [String] = []
        func callAsFunction(_ s: String) { entries.append(s) }
    }

    /// A slider as apps write their own: a capsule track, a filled part and a circle thumb
    /// that a drag moves along the track, clamped to it.
    struct CustomSlider: View {
        @Binding var value: Double
        let width: CGFloat = 200
        let thumb: CGFloat = 28

        var body: some View {
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemGray5)).frame(width: width, height: 6)
                Capsule().fill(Color.accentColor).frame(width: thumb / 2 + value * (width - thumb), height: 6)
                Circle()
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.25), radius: 2, y: 1)
                    .frame(width: thumb, height: thumb)
                    .offset(x: value * (width - thumb))
                    .gesture(
                        DragGesture(minimumDistance: 0, coordinateSpace: .named("track"))
                            .onChanged { drag in
                                value = min(max(0, (drag.location.x - thumb / 2) / (width - thumb)), 1)
                            }
                    )
            }
            .frame(width: width, height: thumb)
            .coordinateSpace(name: "track")
        }
    }

    struct SliderDemo: View {
        @State var volume = 0.25
        var body: some View {
            VStack(spacing: 12) {
                CustomSlider(value: $volume)
                Text("\(Int((volume * 100).rounded()))%")
            }
            .padding(20)
        }
    }

    /// The thumb: the only ellipse the slider draws, wherever groups put it.
    static func ellipses(in ops: [DisplayOp], transform: AffineMatrix = .identity) -> [CGRect] {
        ops.flatMap { op -> [CGRect] in
            switch op {
            case .fill(.ellipse(let r), _): return [transform.apply(to: r)]
            case .group(let g): return ellipses(in: g.ops, transform: g.transform.concatenating(transform))
            default: return []
            }
        }
    }

    func thumbFrame(_ host: ViewHost) throws -> CGRect {
        try #require(Self.ellipses(in: try host.displayList.ops).first)
    }

    @Test("A custom slider reaches a value by a drag of its thumb, and the thumb is drawn there")
    func sliderDrag() throws {
        let host = ViewHost(SliderDemo())
        let start = try thumbFrame(host)
        #expect(start.minX == 20 + 0.25 * 172)
        #expect(try host.shownTexts.contains("25%"))
        try host.drag(from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX + 86, y: start.midY))
        #expect(try host.shownTexts.contains("75%"))
        let moved = try thumbFrame(host)
        #expect(abs(moved.minX - (20 + 0.75 * 172)) < 0.01)
        #expect(moved.width == 28)
        // Past the end: clamped to the track.
        try host.drag(from: CGPoint(x: moved.midX, y: moved.midY), to: CGPoint(x: moved.midX + 300, y: moved.midY))
        #expect(try host.shownTexts.contains("100%"))
        #expect(abs(try thumbFrame(host).maxX - 220) < 0.01)
    }

    @Test("The slider after a drag", arguments: [ColorScheme.light, .dark])
    func sliderGolden(scheme: ColorScheme) throws {
        let host = ViewHost(SliderDemo(), colorScheme: scheme)
        let thumb = try thumbFrame(host)
        try host.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + 60, y: thumb.midY + 8))
        let image = try RasterRenderer.render(try host.displayList, scale: GoldenImage.scale).rgba()
        try GoldenImage.compare(image, named: "gesture-slider-dragged-\(scheme)")
    }

    struct Draggable: View {
        @GestureState var offset = CGSize.zero
        var body: some View {
            Color.blue.frame(width: 40, height: 40)
                .accessibilityIdentifier("square")
                .offset(offset)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                .frame(width: 200, height: 200)
        }
    }

    @Test("A @GestureState offset moves the view during the drag and goes back after it")
    func gestureStateResets() throws {
        let host = ViewHost(Draggable())
        let start = try #require(try host.frame(ofIdentifier: "square"))
        try host.touchDown(at: CGPoint(x: start.midX, y: start.midY))
        try host.moveTouch(to: CGPoint(x: start.midX + 40, y: start.midY + 30), steps: 4)
        let during = try #require(try host.frame(ofIdentifier: "square"))
        #expect(during.minX == start.minX + 40 && during.minY == start.minY + 30)
        try host.touchUp()
        #expect(try host.frame(ofIdentifier: "square") == start)
    }

    struct Ordered: View {
        let log: Log
        @GestureState var isDragging = false
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .gesture(
                    DragGesture()
                        .updating($isDragging) { value, state, _ in
                            log("updating \(Int(value.translation.width))")
                            state = true
                        }
                        .onEnded { value in log("ended \(Int(value.translation.width)) dragging: \(isDragging)") }
                )
        }
    }

    @Test("updating runs for each change once the drag has moved its minimum distance; the state is reset before onEnded")
    func updatingThenEnded() throws {
        let log = Log()
        let host = ViewHost(Ordered(log: log))
        try host.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 70, y: 50), steps: 5)
        #expect(log.entries == ["updating 10", "updating 20", "updating 30", "updating 40", "updating 50",
                                "ended 50 dragging: false"])
    }

    @Test("A long press runs its action and reports pressing; a tap does not run it")
    func longPress() throws {
        let log = Log()
        let view = Text("Hold me")
            .onLongPressGesture(perform: { log("action") }, onPressingChanged: { log("pressing \($0)") })
        let host = ViewHost(view)
        try host.tap(text: "Hold me")
        #expect(log.entries == ["pressing true", "pressing false"])
        log.entries = []
        try host.longPress(text: "Hold me")
        #expect(log.entries == ["pressing true", "pressing false", "action"])
    }

    @Test("A long press of two seconds is held long enough")
    func longLongPress() throws {
        let log = Log()
        let host = ViewHost(Text("Slow").onLongPressGesture(minimumDuration: 2) { log("action") })
        try host.longPress(text: "Slow")
        #expect(log.entries == ["action"])
    }

    @Test("onTapGesture(count: 2) runs on a double tap only; a single tap goes to the one-tap gesture after it")
    func doubleTap() throws {
        let log = Log()
        let view = Text("Photo")
            .onTapGesture(count: 2) { log("double") }
            .onTapGesture { log("single") }
        let host = ViewHost(view)
        try host.tap(text: "Photo")
        #expect(log.entries == ["single"])
        let frame = try #require(try host.frame(ofText: "Photo"))
        try host.tap(at: CGPoint(x: frame.midX, y: frame.midY), count: 2)
        #expect(log.entries == ["single", "double"])
    }

    @Test("onTapGesture(coordinateSpace:) gives the location in the view")
    func spatialTap() throws {
        var location: CGPoint?
        let host = ViewHost(Color.red.frame(width: 100, height: 100).onTapGesture { location = $0 }.padding(10))
        try host.tap(at: CGPoint(x: 30, y: 40))
        #expect(location == CGPoint(x: 20, y: 30))
    }

    enum Attach { case normal, high, simultaneous }

    func parentAndChild(_ attach: Attach, _ log: Log) -> some View {
        let child = Text("Child").onTapGesture { log("child") }.padding(30)
        let parent = TapGesture().onEnded { log("parent") }
        return Group {
            switch attach {
            case .normal: child.gesture(parent)
            case .high: child.highPriorityGesture(parent)
            case .simultaneous: child.simultaneousGesture(parent)
            }
        }
    }

    @Test("A child's gesture beats its parent's .gesture; .highPriorityGesture beats the child; .simultaneousGesture runs with it")
    func priorities() throws {
        for (attach, expected) in [(Attach.normal, ["child"]), (.high, ["parent"]), (.simultaneous, ["child", "parent"])] {
            let log = Log()
            let host = ViewHost(parentAndChild(attach, log))
            try host.tap(text: "Child")
            #expect(log.entries == expected, "\(attach)")
        }
    }

    @Test("A parent's drag gets a drag that starts on a child's button, which does not fire")
    func dragFromButton() throws {
        let log = Log()
        let view = VStack { Button("Press") { log("button") } }
            .padding(40)
            .background(Color.yellow)
            .gesture(DragGesture().onEnded { log("drag \(Int($0.translation.height))") })
        let host = ViewHost(view)
        let frame = try #require(try host.frame(ofText: "Press"))
        try host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.midY + 30))
        #expect(log.entries == ["drag 30"])
        try host.tap(text: "Press")
        #expect(log.entries == ["drag 30", "button"])
    }

    @Test("allowsHitTesting(false) lets a tap through to the view below")
    func allowsHitTesting() throws {
        for passes in [false, true] {
            let log = Log()
            let view = ZStack {
                Color.blue.frame(width: 100, height: 100).onTapGesture { log("below") }
                Color.red.frame(width: 100, height: 100).onTapGesture { log("above") }.allowsHitTesting(!passes)
            }
            try ViewHost(view).tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == [passes ? "below" : "above"])
        }
    }

    @Test(".disabled(true) stops a drag")
    func disabledStopsDrag() throws {
        struct Disabled: View {
            @State var volume = 0.25
            var body: some View { CustomSlider(value: $volume).disabled(true).padding(20) }
        }
        let host = ViewHost(Disabled())
        let start = try thumbFrame(host)
        #expect(throws: HostError.nothingToTouch("drag", at: CGPoint(x: start.midX, y: start.midY))) {
            try host.drag(from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX + 86, y: start.midY))
        }
        #expect(try thumbFrame(host) == start)
    }

    @Test("contentShape(Rectangle()) makes the empty, padded part of a row take the tap")
    func contentShape() throws {
        for shaped in [false, true] {
            let log = Log()
            let row = HStack { Text("Row"); Spacer() }.padding().frame(width: 300)
            let view = Group {
                if shaped { row.contentShape(Rectangle()).onTapGesture { log("tap") } } else { row.onTapGesture { log("tap") } }
            }
            let host = ViewHost(view)
            let empty = CGPoint(x: 250, y: 8)
            if shaped {
                try host.tap(at: empty)
                #expect(log.entries == ["tap"])
            } else {
                #expect(throws: HostError.nothingToTap(at: empty)) { try host.tap(at: empty) }
                try host.tap(text: "Row")
                #expect(log.entries == ["tap"])
            }
            #expect(host.approximations.isEmpty)
        }
    }

    @Test("sequenced(before:): a long press, then a drag, with SequenceGesture's values")
    func sequence() throws {
        let log = Log()
        let gesture = LongPressGesture()
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): log("first \(pressing)")
                case .second(let pressed, let drag): log("second \(pressed) \(drag.map { Int($0.translation.width) }.map(String.init) ?? "nil")")
                }
            }
            .onEnded { _ in log("ended") }
        let host = ViewHost(Color.orange.frame(width: 100, height: 100).gesture(gesture))
        try host.touchDown(at: CGPoint(x: 20, y: 50))
        try host.holdTouch(for: 0.5)
        try host.moveTouch(to: CGPoint(x: 60, y: 50), steps: 2)
        try host.touchUp()
        #expect(log.entries == ["first true", "second true nil", "second true 0", "second true 20", "second true 40", "ended"])
    }

    @Test("exclusively(before:) and simultaneously(with:) give their Value types")
    func exclusiveAndSimultaneous() throws {
        let log = Log()
        let exclusive = TapGesture(count: 2).exclusively(before: TapGesture())
            .onEnded { value in
                switch value {
                case .first: log("double")
                case .second: log("single")
                }
            }
        let simultaneous = DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 5))
            .map { $0.first?.translation.width ?? -1 }
            .onEnded { log("width \(Int($0))") }
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).gesture(exclusive)
            Color.blue.frame(width: 100, height: 100).gesture(simultaneous)
        })
        try host.tap(at: CGPoint(x: 50, y: 50))
        try host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        try host.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 80, y: 150))
        #expect(log.entries == ["single", "double", "width 60"])
    }

    /// A list row that a swipe to the left slides over its Delete button.
    struct SwipeRow: View {
        @State private var offset: CGFloat = 0
        @GestureState private var dragging: CGFloat = 0

        var body: some View {
            ZStack(alignment: .trailing) {
                Text("Delete").foregroundStyle(.white).frame(width: 80, height: 44).background(Color.red)
                HStack { Text("Groceries"); Spacer() }
                    .padding(.horizontal)
                    .frame(width: 300, height: 44)
                    .background(Color.yellow)
                    .offset(x: offset + dragging)
                    .gesture(
                        DragGesture()
                            .updating($dragging) { value, state, _ in state = min(0, value.translation.width) }
                            .onEnded { value in offset = value.predictedEndTranslation.width < -60 ? -80 : 0 }
                    )
            }
            .frame(width: 300, height: 44)
            .clipped()
        }
    }

    static func yellowRects(in ops: [DisplayOp]) -> [CGRect] {
        ops.flatMap { op -> [CGRect] in
            switch op {
            case .fill(let shape, let color) where color.red > 0.9 && color.green > 0.7 && color.blue < 0.2:
                return [shape.bounds]
            case .group(let g): return yellowRects(in: g.ops).map { g.transform.apply(to: $0) }
            default: return []
            }
        }
    }

    @Test("A swipe-to-reveal row reaches its revealed state through a PreviewState's dragView")
    func swipeToRevealState() throws {
        let preview = PreviewDefinition("Swipe row", component: "Row",
                                        states: [.initial(), PreviewState("revealed", .dragView("Groceries", dx: -100, dy: 0))]) { _ in
            SwipeRow()
        }
        #expect(preview.states[1].steps == ["drag “Groceries” by (-100, 0)"])
        let initial = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 2)
        let revealed = try Registry.frame(preview: preview, state: preview.states[1], variant: .light, scale: 2)
        #expect(Self.yellowRects(in: initial.displayList.ops).map(\.minX) == [0])
        #expect(Self.yellowRects(in: revealed.displayList.ops).map(\.minX) == [-80])
    }

    @Test("Interaction descriptions of drags and long presses")
    func descriptions() {
        #expect(Interaction.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 130.5, y: 20)).description == "drag from (10, 20) to (130.5, 20)")
        #expect(Interaction.longPress("Delete").description == "long-press “Delete”")
    }
}
