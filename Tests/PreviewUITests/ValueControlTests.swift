import Drawing
import Foundation
import PreviewUI
import Testing

/// Slider, Stepper, ProgressView and Gauge: their geometry, their values, the interactions
/// that change them, and one light and dark golden of them in a form.
@MainActor
struct ValueControlTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    /// What callbacks did, in order.
    final class Log {
        var entries: [String] = []
        func callAsFunction(_ s: String) { entries.append(s) }
    }

    /// Every filled shape, with its colour, in page coordinates (groups' transforms applied).
    static func fills(in ops: [DisplayOp], transform: AffineMatrix = .identity) -> [(shape: ShapePath, rect: CGRect, color: RGBAColor)] {
        ops.flatMap { op -> [(shape: ShapePath, rect: CGRect, color: RGBAColor)] in
            switch op {
            case .fill(let s, let c): return [(s, transform.apply(to: s.bounds), c)]
            case .group(let g): return fills(in: g.ops, transform: g.transform.concatenating(transform))
            default: return []
            }
        }
    }

    /// The slider's thumb: a white circle 27 pt across (drawn once per shadow).
    static func thumb(_ host: ViewHost) throws -> CGRect {
        let thumbs = fills(in: try host.displayList.ops).filter {
            if case .ellipse = $0.shape { return $0.color == .white && abs($0.rect.width - 27) < 0.01 } else { return false }
        }
        return try #require(thumbs.first).rect
    }

    // MARK: Slider

    struct Volume: View {
        @State var value = 0.0
        let log: Log
        var body: some View {
            VStack {
                Slider(value: $value, in: 0...10, step: 1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                } onEditingChanged: { log("editing \($0)") }
                Text("value \(Approximation.number(value))")
            }
            .padding(.horizontal, 20)
            .frame(width: 340, height: 80)
        }
    }

    @Test("A drag on the slider's thumb moves it by the finger's travel, snapping to the step, editing true then false")
    func sliderDrag() throws {
        let log = Log()
        let host = ViewHost(Volume(log: log))
        let labels = try (#require(try host.frame(ofText: "0")), #require(try host.frame(ofText: "10")))
        // The track and thumb sit 8 pt inside the value labels; at the minimum the thumb's
        // edge is at the track's start.
        let start = try Self.thumb(host)
        let slotStart = labels.0.maxX + 8, slotEnd = labels.1.minX - 8
        #expect(abs(start.minX - slotStart) <= halfPixel)
        let travel = slotEnd - slotStart - 27
        // 4.4 steps' travel snaps to 4.
        try host.drag(from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX + travel * 0.44, y: start.midY + 5))
        #expect(try host.shownTexts.contains("value 4"))
        #expect(log.entries == ["editing true", "editing false"])
        #expect(try host.value(ofControl: "slider", titled: "Volume") == AnyHashable(4.0))
        // Drawn at 4 of 10.
        #expect(abs(try Self.thumb(host).minX - (slotStart + travel * 0.4)) <= halfPixel)
        // To the middle by name, then past the end: clamped at the maximum, its edge at the track's end.
        try host.setSlider(5, titled: "Volume")
        #expect(try host.shownTexts.contains("value 5"))
        #expect(abs(try Self.thumb(host).midX - (slotStart + slotEnd) / 2) <= halfPixel)
        let mid = try Self.thumb(host)
        try host.drag(from: CGPoint(x: mid.midX, y: mid.midY), to: CGPoint(x: mid.midX + 400, y: mid.midY))
        #expect(try host.shownTexts.contains("value 10"))
        #expect(abs(try Self.thumb(host).maxX - slotEnd) <= halfPixel)
        #expect(log.entries.count == 6)
        // A finger on the track, away from the thumb, moves nothing.
        #expect(throws: HostError.self) { try host.drag(from: CGPoint(x: slotStart + 30, y: mid.midY), to: CGPoint(x: slotStart, y: mid.midY)) }
    }

    @Test("The slider's track: the tint up to the thumb, the system fill after it; .tint recolours, .disabled greys and stops drags")
    func sliderColours() throws {
        let blue = RGBAColor(hex: 0x007AFF), fill = RGBAColor(hex: 0x787880, alpha: 0.2)
        func capsules(_ host: ViewHost) throws -> [(rect: CGRect, color: RGBAColor)] {
            Self.fills(in: try host.displayList.ops).compactMap { if case .capsule = $0.shape { ($0.rect, $0.color) } else { nil } }
        }
        let plain = ViewHost(Slider(value: .constant(0.25)).frame(width: 200), layout: .fixed(width: 200, height: 40))
        let parts = try capsules(plain)
        #expect(parts.map(\.color) == [blue, fill])
        #expect(parts.allSatisfy { $0.rect.height == 4 })
        let thumb = try Self.thumb(plain)
        #expect(abs(parts[0].rect.maxX - thumb.midX) < 0.01 && parts[0].rect.minX == 1 && parts[1].rect.maxX == 199)
        #expect(abs(thumb.midX - (13.5 + 0.25 * 173)) < 0.01)
        // The thumb's circle 0.5 pt above the slider's middle, the track 0.5 pt below it.
        #expect(parts[0].rect.midY - thumb.midY == 1, "\(thumb) \(parts[0].rect)")
        let tinted = ViewHost(Slider(value: .constant(0.5)).tint(.red).frame(width: 200), layout: .fixed(width: 200, height: 40))
        #expect(try capsules(tinted).first?.color == RGBAColor(hex: 0xFF3B30))
        let disabled = ViewHost(Slider(value: .constant(0.5)).disabled(true).frame(width: 200), layout: .fixed(width: 200, height: 40))
        #expect(try capsules(disabled).first?.color == RGBAColor(hex: 0x3C3C43, alpha: 0.3))
        #expect(throws: HostError.self) { try disabled.drag(from: CGPoint(x: 100, y: 19.5), to: CGPoint(x: 150, y: 19.5)) }
    }

    @Test("Sliders over Float and other ranges: the default range is 0…1, a step spans the whole steps that fit")
    func sliderRanges() throws {
        struct Floats: View {
            @State var f: Float = 0.5
            var body: some View {
                VStack {
                    Slider(value: $f)
                    Text("f \(f)")
                }
                .frame(width: 227)
            }
        }
        let host = ViewHost(Floats())
        try host.setSlider(1)
        let shown = try host.shownTexts
        #expect(shown.contains("f 1.000000"), "\(shown)")
        // 0…10 in steps of 3: the track spans 0…9, and 9 is at its end.
        let steps = ViewHost(Slider(value: .constant(9.0), in: 0...10, step: 3).frame(width: 227), layout: .fixed(width: 227, height: 40))
        #expect(abs(try Self.thumb(steps).maxX - 227) < 0.01)
    }

    // MARK: Stepper

    struct Counter: View {
        @State var count = 1
        let log: Log
        var body: some View {
            VStack {
                Stepper("Count", value: $count, in: 0...3, onEditingChanged: { log("editing \($0)") })
                Text("count \(count)")
            }
            .frame(width: 300)
        }
    }

    /// The − and + glyphs' colours: the minus bar, then the plus's two bars.
    static func glyphColors(_ host: ViewHost) throws -> [RGBAColor] {
        fills(in: try host.displayList.ops).compactMap { f -> RGBAColor? in
            guard case .capsule = f.shape, max(f.rect.width, f.rect.height) == 14 else { return nil }
            return f.color
        }
    }

    @Test("Stepper taps step the value within its bounds; a side at its bound is greyed and does nothing")
    func stepperBounds() throws {
        let log = Log()
        let host = ViewHost(Counter(log: log))
        let label = RGBAColor(hex: 0x000000), off = RGBAColor(hex: 0x3C3C43, alpha: 0.3)
        #expect(try Self.glyphColors(host) == [label, label, label])
        try host.decrementStepper(titled: "Count")
        #expect(try host.shownTexts.contains("count 0"))
        #expect(try Self.glyphColors(host) == [off, label, label])
        try host.decrementStepper()
        #expect(try host.shownTexts.contains("count 0"))
        #expect(log.entries == ["editing true", "editing false"])
        for _ in 0..<5 { try host.incrementStepper() }
        #expect(try host.shownTexts.contains("count 3"))
        #expect(try Self.glyphColors(host) == [label, off, off])
        #expect(try host.value(ofControl: "stepper", titled: "Count") == AnyHashable(3))
        // The control: 94 × 32 at the trailing edge, the label leading.
        let control = try #require(Self.fills(in: try host.displayList.ops).first {
            if case .roundedRect = $0.shape { return true } else { return false }
        })
        #expect(control.rect.size == CGSize(width: 94, height: 32) && control.rect.maxX == 300)
        #expect(try host.frame(ofText: "Count")?.minX == 0)
    }

    @Test("onIncrement and onDecrement run on taps; a nil one greys its side")
    func stepperActions() throws {
        let log = Log()
        let host = ViewHost(Stepper("Pages", onIncrement: { log("up") }, onDecrement: nil).frame(width: 200))
        try host.incrementStepper()
        try host.decrementStepper()
        #expect(log.entries == ["up"])
        let off = RGBAColor(hex: 0x3C3C43, alpha: 0.3)
        #expect(try Self.glyphColors(host).first == off)
    }

    // MARK: ProgressView

    final class Seen {
        var fractions: [Double?] = []
        var hadLabel: [Bool] = []
    }

    struct Recording: ProgressViewStyle {
        let seen: Seen
        func makeBody(configuration: Configuration) -> some View {
            seen.fractions.append(configuration.fractionCompleted)
            seen.hadLabel.append(configuration.label != nil)
            return ProgressView(configuration).padding(4).border(Color.pink)
        }
    }

    /// The bar's done part: the tint capsule.
    static func done(_ host: ViewHost) throws -> CGRect? {
        fills(in: try host.displayList.ops).first { f in
            if case .capsule = f.shape { return f.color == RGBAColor(hex: 0x007AFF) } else { return false }
        }?.rect
    }

    @Test("Progress fractions are value / total clamped to 0…1; a custom style gets them and draws the default inside")
    func progressFractions() throws {
        let half = ViewHost(ProgressView(value: 1, total: 4).frame(width: 200), layout: .fixed(width: 200, height: 20))
        #expect(try Self.done(half)?.width == 50)
        let over = ViewHost(ProgressView(value: 7.0, total: 4).frame(width: 200), layout: .fixed(width: 200, height: 20))
        #expect(try Self.done(over)?.width == 200)
        let under = ViewHost(ProgressView(value: -1.0).frame(width: 200), layout: .fixed(width: 200, height: 20))
        #expect(try Self.done(under) == nil)
        let seen = Seen()
        let custom = VStack {
            ProgressView(value: 0.25) { Text("Upload") }
            ProgressView(value: 5, total: 4)
            ProgressView()
        }
        .progressViewStyle(Recording(seen: seen))
        .frame(width: 200)
        let host = ViewHost(custom)
        _ = try host.displayList
        #expect(seen.fractions == [0.25, 1, nil] && seen.hadLabel == [true, false, false])
        // Inside the custom style the default draws: the bar, and the spinner's eight spokes.
        #expect(try host.shownTexts.contains("Upload"))
        #expect(try Self.done(host) != nil)
    }

    @Test("A timer interval is read at the preview's clock; a Progress shows its descriptions; circular on iOS is the spinner")
    func progressSources() throws {
        let now = PreviewClock.defaultNow
        let range = now.addingTimeInterval(-30)...now.addingTimeInterval(90)
        let up = ViewHost(ProgressView(timerInterval: range, countsDown: false).frame(width: 200))
        #expect(try Self.done(up)?.width == 50)
        #expect(try up.shownTexts == ["0:30"])
        let down = ViewHost(ProgressView(timerInterval: range) { Text("Workout") }.frame(width: 200))
        #expect(try Self.done(down)?.width == 150)
        #expect(try down.shownTexts == ["Workout", "1:30"])
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 5
        let foundation = ViewHost(ProgressView(progress).frame(width: 200))
        #expect(try foundation.shownTexts == ["50% completed", "5 of 10"])
        func spokes(_ host: ViewHost) throws -> Int {
            Self.fills(in: try host.displayList.ops).filter { f in
                if case .capsule(let r) = f.shape { return r.width == 2 && abs(r.height - 10.0 * 2 / 3) < 0.01 } else { return false }
            }.count
        }
        #expect(try spokes(ViewHost(ProgressView())) == 8)
        #expect(try spokes(ViewHost(ProgressView(value: 0.6).progressViewStyle(.circular))) == 8)
        let linear = ViewHost(ProgressView().progressViewStyle(.linear).frame(width: 100))
        _ = try linear.displayList
        #expect(linear.approximations.contains { $0.cause.contains("indeterminate ProgressView in the linear style") && $0.location != nil })
    }

    // MARK: Gauge

    struct Levels: GaugeStyle {
        let seen: Seen
        func makeBody(configuration: Configuration) -> some View {
            seen.fractions.append(configuration.value)
            return configuration.label
        }
    }

    @Test("A gauge's value is its fraction of the range; marked values are reported; every style draws")
    func gauges() throws {
        let seen = Seen()
        let host = ViewHost(Gauge(value: 30, in: 20...60) { Text("Speed") }.gaugeStyle(Levels(seen: seen)))
        #expect(try host.shownTexts == ["Speed"])
        #expect(seen.fractions == [0.25])
        let marked = ViewHost(Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50") } markedValueLabels: { Text("Half") })
        _ = try marked.displayList
        #expect(marked.approximations.contains { $0.cause.hasPrefix("Gauge markedValueLabels") && $0.location == "ValueControlTests.swift:\(#line - 2)" })
        let bar = ViewHost(Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50%") }.frame(width: 200))
        #expect(try bar.shownTexts == ["Battery", "50%"])
        #expect(try Self.done(bar)?.width == 100)
        let gauge = Gauge(value: 0.5) { Text("G") } currentValueLabel: { Text("5") }
        let styled: [(String, AnyView)] = [
            ("accessoryLinear", AnyView(gauge.gaugeStyle(.accessoryLinear))),
            ("accessoryLinearCapacity", AnyView(gauge.gaugeStyle(.accessoryLinearCapacity))),
            ("accessoryCircular", AnyView(gauge.gaugeStyle(.accessoryCircular))),
            ("accessoryCircularCapacity", AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))),
        ]
        for (name, view) in styled {
            #expect(try ViewHost(view).shownTexts.contains("5"), "\(name)")
        }
    }

    // MARK: Golden

    @Test("A form with a slider, a stepper, a progress bar with labels, a spinner and gauges", arguments: schemes)
    func form(scheme: ColorScheme) throws {
        let form = Form {
            Slider(value: .constant(0.3)) {
                Text("Brightness")
            } minimumValueLabel: {
                Image(systemName: "sun.min")
            } maximumValueLabel: {
                Image(systemName: "sun.max")
            }
            Stepper("Copies: 2", value: .constant(2), in: 1...10)
            ProgressView(value: 0.6) {
                Text("Downloading")
            } currentValueLabel: {
                Text("60%")
            }
            HStack {
                Text("Syncing")
                Spacer()
                ProgressView()
            }
            Gauge(value: 0.45) { Text("Storage") } currentValueLabel: { Text("45 GB of 100 GB") }
            HStack(spacing: 16) {
                Gauge(value: 0.7) { Text("CPU") } currentValueLabel: { Text("70") }
                    .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 0.4, in: 0...1) { Text("Fuel") } currentValueLabel: { Text("40") } minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
                    .gaugeStyle(.accessoryCircular)
            }
        }
        try GoldenImage.check(form, named: "value-controls-form-\(scheme)", layout: .fixed(width: 360, height: 440), colorScheme: scheme)
    }
}
