import Components
import Drawing
import PreviewUI
import Testing

/// The articles' interactions, replayed through the host on the components.
@MainActor
struct ComponentInteractionTests {
    struct CupsForm: View {
        @State var cups = 1
        var body: some View {
            NavigationStack {
                Form {
                    CollapsibleWheelPicker(selection: $cups) {
                        ForEach(0..<9) { Text("\($0)") }
                    } label: {
                        Text("Cups of Water")
                        Spacer()
                        Text("\(cups)")
                    }
                }
            }
        }
    }

    @Test("Tapping the Cups of Water row reveals a wheel of 0…8 with 1 selected")
    func collapsibleWheelPickerOpens() throws {
        let host = ViewHost(CupsForm(), layout: .screen(.iPhone15Pro))
        #expect(try host.shownTexts == ["Cups of Water", "1"])
        try host.tap(text: "Cups of Water")
        // The drum shows the rows within reach of the band: 0 above 1, then down to 5 or 6.
        let texts = try host.shownTexts
        for n in 0...5 { #expect(texts.contains("\(n)"), "row \(n) missing") }
        #expect(!texts.contains("8"), "8 is round the back of the drum")
        #expect(try host.value(ofControl: "picker") == AnyHashable(1))
        try host.select("4")
        #expect(try host.value(ofControl: "picker") == AnyHashable(4))
        #expect(try host.shownTexts.prefix(2) == ["Cups of Water", "4"])
        // Tapping the row again folds the wheel away.
        try host.tap(text: "Cups of Water")
        #expect(try host.shownTexts == ["Cups of Water", "4"])
    }

    /// The white highlight card of a text-and-icon picker: its frame in the display list.
    static func highlight(_ list: DisplayList) -> CGRect? {
        var found: CGRect?
        func walk(_ ops: [DisplayOp]) {
            for op in ops {
                switch op {
                case .fill(.roundedRect(let r, let radius, _), let color) where radius == 5 && color == .white:
                    found = r
                case .group(let g):
                    walk(g.ops)
                default:
                    break
                }
            }
        }
        walk(list.ops)
        return found
    }

    struct Choice: View {
        @State var transport = TransportationType.car
        var body: some View {
            TextAndIconPicker(
                sources: TransportationType.allCases, imageForSource: { Image(systemName: $0.symbolName) },
                titleForSource: { $0.title }, selection: $transport)
        }
    }

    @Test("Tapping Bicycle moves the highlight under the Bicycle segment")
    func textAndIconPickerSelects() throws {
        let host = ViewHost(Choice())
        let before = try #require(Self.highlight(try host.displayList))
        let bicycle = try #require(try host.frame(ofText: "Bicycle"))
        #expect(!before.contains(CGPoint(x: bicycle.midX, y: bicycle.midY)))
        try host.tap(text: "Bicycle")
        let after = try #require(Self.highlight(try host.displayList))
        #expect(after.contains(CGPoint(x: bicycle.midX, y: bicycle.midY)))
        #expect(after.minX > before.maxX - 1)
        // The hard-coded form does the same.
        let fixed = ViewHost(TransportationPicker())
        try fixed.tap(text: "Airplane")
        let airplane = try #require(try fixed.frame(ofText: "Airplane"))
        #expect(try #require(Self.highlight(try fixed.displayList)).contains(CGPoint(x: airplane.midX, y: airplane.midY)))
    }

    struct Indicator: View {
        @State var open = false
        var body: some View {
            Text(open ? "Open" : "Closed")
            CollapseIndicator(isShowing: $open).accessibilityIdentifier("chevron")
        }
    }

    @Test("Tapping the chevron turns it 90°")
    func collapseIndicatorTurns() throws {
        let host = ViewHost(Indicator())
        #expect(!(try host.displayList.dump.contains("matrix(")))
        try host.tap(identifier: "chevron")
        #expect(try host.shownTexts == ["Open"])
        // A quarter turn: cos 0, sin 1.
        #expect(try host.displayList.dump.contains("matrix(0,1,-1,0,"))
    }

    struct Amounts: View {
        @State var show = false
        @State var amount = "€1.500"
        let avoids: Bool
        var body: some View {
            VStack {
                Spacer()
                Button { show.toggle() } label: {
                    if avoids {
                        Text(amount).bottomWheelPickerAdaptive().padding()
                    } else {
                        Text(amount).padding()
                    }
                }
                Text("The chosen amount")
                Text("is…")
                Text("Be kind")
            }
            .frame(minWidth: 300, minHeight: 600)
            .overlay(BottomWheelPicker(show: $show, selection: $amount, values: ["€1.500", "€3.000"]), alignment: .bottom)
        }
    }

    /// The frame of the picker's wheel band: the top of the picker is above it.
    static func pickerTop(_ host: ViewHost) throws -> CGFloat {
        let done = try #require(try host.frame(ofText: "Done"))
        return done.minY - 12
    }

    @Test("Showing the bottom picker covers a low button, unless the button avoids it")
    func bottomWheelPickerAvoidance() throws {
        let covered = ViewHost(Amounts(avoids: false), layout: .screen(.iPhone15Pro))
        let buttonBefore = try #require(try covered.frame(ofText: "€1.500"))
        try covered.tap(text: "€1.500")
        #expect(try covered.frame(ofText: "€1.500") == buttonBefore)
        #expect(buttonBefore.maxY > (try Self.pickerTop(covered)), "the picker should cover the button")

        let avoided = ViewHost(Amounts(avoids: true), layout: .screen(.iPhone15Pro))
        try avoided.tap(text: "€1.500")
        let button = try #require(try avoided.frame(ofText: "€1.500"))
        let top = try Self.pickerTop(avoided)
        #expect(button.maxY < top, "the button should sit above the picker")
        #expect(button.maxY > top - 60, "…and only just above it")
        // Done hides the picker and the button comes back down.
        try avoided.tap(text: "Done")
        #expect(try avoided.frame(ofText: "€1.500") == buttonBefore)
    }
}
