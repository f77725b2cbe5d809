import Drawing
import Foundation
import PreviewUI
import Testing

/// `.disabled(true)`: `isEnabled` in the environment, and every control greyed out as iOS 18
/// greys it (measured on spezi_login_roundedborder_fields_prominent_disabled for the prominent
/// button; the rest E, `ControlMetrics`), taking no taps, and reporting nothing.
@MainActor
struct DisabledLookTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    static let tertiary = RGBAColor(hex: 0x3C3C43, alpha: 0.3)

    static func host(_ view: some View, scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(view, layout: .fixed(width: 393, height: 300), colorScheme: scheme)
    }

    static func color(of text: String, in host: ViewHost) throws -> RGBAColor? {
        textRuns(in: try host.displayList.ops).first { $0.spec.string == text }?.color
    }

    // MARK: The environment

    @Test("@Environment(\\.isEnabled) follows .disabled; .disabled(false) inside a disabled view does not turn it on again")
    func environment() throws {
        struct Reader: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "enabled" : "disabled") }
        }
        #expect(try ViewHost(Reader(), layout: .sizeThatFits).shownTexts == ["enabled"])
        #expect(try ViewHost(Reader().disabled(true), layout: .sizeThatFits).shownTexts == ["disabled"])
        #expect(try ViewHost(Reader().disabled(false).disabled(true), layout: .sizeThatFits).shownTexts == ["disabled"])
        #expect(try ViewHost(VStack { Reader().disabled(false) }.disabled(true), layout: .sizeThatFits).shownTexts == ["disabled"])
        #expect(try ViewHost(Reader().disabled(false), layout: .sizeThatFits).shownTexts == ["enabled"])
    }

    // MARK: Buttons

    struct Counter<B: View>: View {
        @State var n = 0
        let button: (Binding<Int>) -> B
        var body: some View {
            VStack {
                button($n)
                Text("count \(n)")
            }
        }
    }

    @Test("A disabled button: its label in the tertiary label colour, a Label's icon too; a tap does nothing")
    func button() throws {
        let host = Self.host(Counter { n in
            Button { n.wrappedValue += 1 } label: { Label("Share", systemImage: "square.and.arrow.up") }.disabled(true)
        })
        #expect(try Self.color(of: "Share", in: host) == Self.tertiary)
        let icon = try #require(icons(in: try host.displayList.ops).first { $0.name == "square.and.arrow.up" })
        #expect(icon.color == Self.tertiary)
        #expect(throws: (any Error).self, "nothing takes the tap") { try host.tap(text: "Share") }
        #expect(try host.shownTexts.contains("count 0"))
        #expect(host.approximations.isEmpty)
    }

    @Test("Disabled bordered and prominent buttons: #C2C2C4 on the secondary system fill (the Spezi render); dark E")
    func borderedButtons() throws {
        for style in [AnyView(Button("Login") {}.buttonStyle(.borderedProminent).disabled(true)),
                      AnyView(Button("Login") {}.buttonStyle(.bordered).tint(.red).disabled(true))] {
            let light = Self.host(style)
            #expect(try Self.color(of: "Login", in: light) == RGBAColor(hex: 0xC2C2C4))
            #expect(try controlFills(light).first?.1 == RGBAColor(hex: 0x787880, alpha: 0.16))
            let dark = Self.host(style, scheme: .dark)
            #expect(try Self.color(of: "Login", in: dark) == RGBAColor(hex: 0x464649))
            #expect(try controlFills(dark).first?.1 == RGBAColor(hex: 0x787880, alpha: 0.32))
        }
    }

    @Test("A disabled link and a disabled menu: labels greyed, no URL opened, no menu opened")
    func linkAndMenu() throws {
        let link = Self.host(Link("Help", destination: URL(string: "https://example.com")!).disabled(true))
        #expect(try Self.color(of: "Help", in: link) == Self.tertiary)
        #expect(throws: (any Error).self) { try link.tap(text: "Help") }
        #expect(link.openedURLs.isEmpty)
        let menu = Self.host(Menu("Sort") { Button("Name") {} }.disabled(true))
        #expect(try Self.color(of: "Sort", in: menu) == Self.tertiary)
        #expect(throws: (any Error).self) { try menu.tap(text: "Sort") }
        #expect(!(try menu.shownTexts.contains("Name")))
        #expect(link.approximations.isEmpty && menu.approximations.isEmpty)
    }

    // MARK: Other controls

    @Test("A disabled switch is drawn at half opacity, its label kept; taps and setToggle leave it")
    func toggle() throws {
        struct Wifi: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on).disabled(true)
                    Text(on ? "on" : "off")
                }
                .frame(width: 300)
            }
        }
        let host = Self.host(Wifi())
        let faded = groups(in: try host.displayList.ops).filter { $0.opacity == 0.5 }
        #expect(faded.count == 1 && fills(in: faded[0].ops).contains { if case .capsule = $0.0 { true } else { false } })
        #expect(try Self.color(of: "Wi-Fi", in: host) == .black)
        let track = try #require(fills(in: faded[0].ops).first).0.bounds
        #expect(throws: (any Error).self) { try host.tap(at: CGPoint(x: track.midX, y: track.midY)) }
        try host.setToggle(true, titled: "Wi-Fi")
        #expect(try host.shownTexts.contains("off"))
        #expect(host.approximations.isEmpty)
    }

    @Test("Disabled pickers: segment titles, a menu picker's value and an inline picker's options greyed; no taps")
    func pickers() throws {
        struct Transport: View {
            @State var mode = "Car"
            var body: some View {
                VStack {
                    Picker("Mode", selection: $mode) {
                        Text("Car").tag("Car")
                        Text("Bike").tag("Bike")
                    }
                    .pickerStyle(.segmented)
                    Picker("Menu", selection: $mode) {
                        Text("Car").tag("Car")
                        Text("Bike").tag("Bike")
                    }
                    .pickerStyle(.menu)
                    Text("mode \(mode)")
                }
                .disabled(true)
                .frame(width: 300)
            }
        }
        let host = Self.host(Transport())
        let runs = textRuns(in: try host.displayList.ops)
        #expect(runs.filter { $0.spec.string == "Bike" }.allSatisfy { $0.color == Self.tertiary })
        #expect(runs.filter { $0.spec.string == "Car" }.count == 2 && runs.filter { $0.spec.string == "Car" }.allSatisfy { $0.color == Self.tertiary })
        #expect(throws: (any Error).self) { try host.tap(text: "Bike") }
        try host.select("Bike", inPicker: "Mode")
        #expect(try host.shownTexts.contains("mode Car"))
        #expect(host.approximations.isEmpty)
    }

    @Test("A disabled text field: its text greyed; a tap does not focus it")
    func textField() throws {
        let host = Self.host(TextField("Name", text: .constant("Ada")).disabled(true))
        #expect(try Self.color(of: "Ada", in: host) == Self.tertiary)
        #expect(throws: (any Error).self) { try host.tap(text: "Ada") }
        #expect(try host.textField("Name").isFocused == false)
        #expect(host.approximations.isEmpty)
    }

    @Test("A disabled stepper greys both glyphs; a disabled slider's filled track is the tertiary label colour")
    func valueControls() throws {
        let stepper = Self.host(Stepper("Count", value: .constant(3), in: 0...10).disabled(true).frame(width: 300))
        let glyphs = fills(in: try stepper.displayList.ops).filter { if case .capsule = $0.0 { true } else { false } }
        #expect(glyphs.count == 3 && glyphs.allSatisfy { $0.1 == Self.tertiary })
        let slider = Self.host(Slider(value: .constant(0.5)).disabled(true).frame(width: 200))
        #expect(try fills(in: slider.displayList.ops).contains { $0.1 == Self.tertiary })
        #expect(stepper.approximations.isEmpty && slider.approximations.isEmpty)
    }

    @Test("A disabled navigation link row: its label greyed; a tap pushes nothing")
    func navigationLink() throws {
        let view = NavigationStack {
            Form {
                NavigationLink("Account") { Text("Account page") }.disabled(true)
            }
        }
        let host = ViewHost(view, layout: .fixed(width: 393, height: 300))
        #expect(try Self.color(of: "Account", in: host) == Self.tertiary)
        #expect(throws: (any Error).self) { try host.tap(text: "Account") }
        #expect(!(try host.shownTexts.contains("Account page")))
        #expect(host.approximations.isEmpty)
    }

    // MARK: Golden

    struct Sheet: View {
        @State var name = "Ada"
        var body: some View {
            Form {
                Section("Disabled") {
                    Button("Sign Out") {}
                    Toggle("Wi-Fi", isOn: .constant(true))
                    Toggle("Bluetooth", isOn: .constant(false))
                    Stepper("Copies: 2", value: .constant(2), in: 0...5)
                    Slider(value: .constant(0.4))
                    DatePicker("Starts", selection: .constant(Date(timeIntervalSinceReferenceDate: 786_000_000)), displayedComponents: .date)
                    Picker("Sort", selection: .constant(1)) {
                        Text("Name").tag(1)
                        Text("Date").tag(2)
                    }
                    Picker("Mode", selection: .constant(1)) {
                        Text("List").tag(1)
                        Text("Grid").tag(2)
                    }
                    .pickerStyle(.segmented)
                    TextField("Name", text: $name)
                    NavigationLink("Account") { Text("Account") }
                    Link("Help", destination: URL(string: "https://example.com")!)
                    Menu("Options") { Button("A") {} }
                    Label("Plain text stays", systemImage: "info.circle")
                }
                .disabled(true)
                Section("Buttons") {
                    HStack {
                        Button("Bordered") {}.buttonStyle(.bordered)
                        Button("Prominent") {}.buttonStyle(.borderedProminent)
                    }
                    .disabled(true)
                }
            }
            .frame(width: 393, height: 800)
        }
    }

    @Test("Golden: every control disabled in a form", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(NavigationStack { Sheet() }, layout: .fixed(width: 393, height: 800), colorScheme: scheme)
        #expect(host.approximations.isEmpty)
        try GoldenImage.check(host: host, named: "disabled-controls-\(scheme)")
        #expect(host.approximations.isEmpty, "\(host.approximations)")
    }
}
