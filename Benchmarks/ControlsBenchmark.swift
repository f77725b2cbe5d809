import Drawing
import Foundation
import PreviewUI

/// `swift run -c release Benchmarks controls [runs] [--png FILE]`: an iPhone 15 Pro screen of
/// 40 controls of every kind (buttons in each style, role, size and border shape, toggles,
/// sliders, steppers, pickers, progress views, gauges, a date and a colour picker, fields,
/// menus, links, labels, groups), all on screen.
///
/// Median of `runs`, one thread: resolving, laying out and listing the drawing of a frame on a
/// new host each run (texts measured before, as in every frame after a preview's first; target
/// ≤ 3 ms), and drawing that frame to pixels at 2x, against the drawing benchmark's phone screen
/// drawn in the same run, the two taking turns (target: within 1.5× of it).
enum ControlsBenchmark {
    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 200
        let png = arguments.firstIndex(of: "--png").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        try MainActor.assumeIsolated { try measure(runs: runs, png: png) }
    }

    @MainActor
    static func measure(runs: Int, png: String?) throws {
        let layout = PreviewLayout.screen(.iPhone15Pro)
        let first = ViewHost(ControlsScreen(), layout: layout)
        let list = try first.displayList
        if let png {
            try Data(try PNGCodec.encode(RasterRenderer.render(list, scale: 2).rgba())).write(to: URL(fileURLWithPath: png))
            print("wrote \(png)")
        }
        print("A screen of \(ControlsScreen.controlCount) controls (iPhone 15 Pro), median of \(runs) runs, one thread; "
              + "\(LayoutBenchmark.count(list.ops)) ops, \(try first.shownTexts.count) texts")
        let frame = try Stopwatch.medianMilliseconds(runs: runs, warmup: 5) {
            _ = Stopwatch.opaque(try ViewHost(ControlsScreen(), layout: layout).displayList)
        }
        print("resolve + layout + display list: \(Stopwatch.format(frame, 3)) ms (target ≤ 3 ms)")

        // Drawing at 2x, in turns with the drawing benchmark's screen so both see the same load.
        let peer = DrawingBenchmark.screen
        _ = try RasterRenderer.render(list, scale: 2)
        _ = try RasterRenderer.render(peer, scale: 2)
        var ours: [Double] = [], theirs: [Double] = []
        for _ in 0..<max(runs / 4, 10) {
            ours.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { _ = Stopwatch.opaque(try RasterRenderer.render(list, scale: 2)) })
            theirs.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { _ = Stopwatch.opaque(try RasterRenderer.render(peer, scale: 2)) })
        }
        let a = Stopwatch.median(ours), b = Stopwatch.median(theirs)
        print("draw to pixels at 2x (786×1704 px): \(Stopwatch.format(a)) ms; the drawing benchmark's screen: \(Stopwatch.format(b)) ms; "
              + "ratio \(Stopwatch.format(a / b, 2))× (target ≤ 1.5×)")
    }
}

/// Forty controls in the styles apps use, laid out as a screen of settings and actions.
struct ControlsScreen: View {
    static let controlCount = 40

    @State private var wifi = true
    @State private var airplane = false
    @State private var volume = 0.6
    @State private var brightness = 0.3
    @State private var cups = 3
    @State private var period = 1
    @State private var sort = "Name"
    @State private var name = "Ana"
    @State private var password = "secret"
    @State private var date = Date(timeIntervalSinceReferenceDate: 786_000_000)
    @State private var colour = Color.orange
    @State private var expanded = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Button("Default") {}                                                  // 1
                    Button("Bordered") {}.buttonStyle(.bordered)                          // 2
                    Button("Prominent") {}.buttonStyle(.borderedProminent)                // 3
                }
                HStack {
                    Button("Borderless") {}.buttonStyle(.borderless)                      // 4
                    Button("Plain") {}.buttonStyle(.plain)                                // 5
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)        // 6
                    Button("Off") {}.buttonStyle(.bordered).disabled(true)                // 7
                }
                HStack {
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small)         // 8
                    Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule) // 9
                    Button { } label: { Image(systemName: "plus") }
                        .buttonStyle(.borderedProminent).buttonBorderShape(.circle)      // 10
                    Menu("Sort") { Button("Name") {}; Button("Date") {} }                // 11
                }
                HStack {
                    Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large) // 12
                    Toggle("Bold", isOn: $wifi).toggleStyle(.button)                      // 13
                    Toggle("Italic", isOn: $airplane).toggleStyle(.button)                // 14
                }
                Toggle("Wi-Fi", isOn: $wifi)                                              // 15
                Toggle("Airplane Mode", isOn: $airplane)                                 // 16
                Toggle("Locked", isOn: .constant(true)).disabled(true)                    // 17
                Slider(value: $volume)                                                     // 18
                Slider(value: $brightness, in: 0...1) {                                   // 19
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
                Stepper("Cups: \(cups)", value: $cups, in: 0...8)                         // 20
                Picker("Period", selection: $period) {                                    // 21
                    Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2)
                }
                .pickerStyle(.segmented)
                HStack {
                    Picker("Sort by", selection: $sort) {                                 // 22
                        Text("Name").tag("Name"); Text("Date").tag("Date")
                    }
                    .pickerStyle(.menu)
                    Spacer()
                    DatePicker("", selection: $date, displayedComponents: .date)         // 23
                        .labelsHidden()
                    ColorPicker("", selection: $colour).labelsHidden()                    // 24
                }
                ProgressView(value: 0.4)                                                  // 25
                HStack {
                    ProgressView()                                                         // 26
                    ProgressView(value: 0.7) { Text("Upload") }                           // 27
                }
                HStack(spacing: 16) {
                    Gauge(value: 0.5) { Text("CPU") }.gaugeStyle(.accessoryCircular)     // 28
                    Gauge(value: 0.8) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity) // 29
                    Gauge(value: 0.3) { Text("Disk") }.gaugeStyle(.linearCapacity)       // 30
                }
                HStack {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)         // 31
                    SecureField("Password", text: $password).textFieldStyle(.roundedBorder) // 32
                }
                HStack {
                    Link("Website", destination: URL(string: "https://example.com")!)     // 33
                    ShareLink(item: URL(string: "https://example.com")!)                  // 34
                    Label("Favourites", systemImage: "star.fill")                         // 35
                }
                LabeledContent("Version", value: "2.4.1")                                 // 36
                DisclosureGroup("Details", isExpanded: $expanded) {                       // 37
                    Text("Built on Linux").font(.footnote)
                }
                HStack(alignment: .top) {
                    GroupBox("Storage") { Text("12 GB free").font(.footnote) }            // 38
                    VStack {
                        ControlGroup {                                                    // 39
                            Button("Cut") {}; Button("Copy") {}
                        }
                        Stepper("Locked", value: .constant(1), in: 0...5).disabled(true)  // 40
                    }
                }
            }
            .padding(.horizontal, 16)
        }
    }
}
