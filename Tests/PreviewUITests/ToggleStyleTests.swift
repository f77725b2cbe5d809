import Drawing
import Foundation
import PreviewUI
import Testing

/// `.toggleStyle`: the switch (tinted, disabled), the button style, custom `ToggleStyle`s that
/// flip the state themselves, mixed sources, and one light and dark golden sheet.
@MainActor
struct ToggleStyleTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    static let accent = RGBAColor(hex: 0x007AFF)

    /// GoodSwiftUI's checkbox (`cases.json`'s recreation of gr_checkbox_off_gray_border): a
    /// button that flips the toggle, a stroked rounded square.
    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Button { configuration.isOn.toggle() } label: {
                    ZStack {
                        RoundedRectangle(cornerRadius: 6).foregroundColor(.clear)
                        RoundedRectangle(cornerRadius: 6).strokeBorder().foregroundColor(.gray)
                        if configuration.isOn { Image(systemName: "checkmark").foregroundColor(.gray) }
                    }
                }
                .frame(width: 32, height: 32)
            }
            .contentShape(Rectangle())
        }
    }

    /// GoodSwiftUI's radio (gr_radio_on_circles).
    struct Radio: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Button { configuration.isOn.toggle() } label: {
                    ZStack {
                        Circle().foregroundColor(configuration.isOn ? .red.opacity(0.2) : .clear)
                        Circle().strokeBorder().foregroundColor(configuration.isOn ? .red : .gray)
                        if configuration.isOn {
                            Circle().foregroundColor(.red).frame(maxWidth: 32 / 2.5, maxHeight: 32 / 2.5)
                        }
                    }
                }
                .frame(width: 32, height: 32)
            }
            .contentShape(Rectangle())
        }
    }

    /// Adds a caption under the automatic look (`Toggle(configuration)`), and shows mixed.
    struct Captioned: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                Toggle(configuration)
                Text(configuration.isMixed ? "mixed" : configuration.isOn ? "all on" : "off").font(.caption)
            }
        }
    }

    struct Settings<S: ToggleStyle>: View {
        let style: S
        @State var on = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $on).toggleStyle(style)
                Text(on ? "is on" : "is off")
            }
            .frame(width: 260)
        }
    }

    static func track(_ host: ViewHost) throws -> RGBAColor? {
        fills(in: try host.displayList.ops).first { if case .capsule(let r) = $0.0 { return r.width == 51 } else { return false } }?.1
    }

    @Test(".switch is the automatic look; SwitchToggleStyle(tint:) colours the track when on")
    func switchStyle() throws {
        let automatic = ViewHost(Toggle("A", isOn: .constant(true)).frame(width: 200), layout: .sizeThatFits)
        let switched = ViewHost(Toggle("A", isOn: .constant(true)).toggleStyle(.switch).frame(width: 200), layout: .sizeThatFits)
        #expect(try automatic.displayList.dump == switched.displayList.dump)
        #expect(try Self.track(automatic) == RGBAColor(hex: 0x34C759))
        let tinted = ViewHost(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)), layout: .sizeThatFits)
        #expect(try Self.track(tinted) == RGBAColor(hex: 0xFF9500))
        let host = ViewHost(Settings(style: .switch), layout: .sizeThatFits)
        try host.setToggle(true, titled: "Wi-Fi")
        #expect(try host.shownTexts.contains("is on"))
    }

    @Test(".button: the label in the tint, filled with the tint at 18 % while on; a tap flips it")
    func buttonStyle() throws {
        let host = ViewHost(Settings(style: .button), layout: .sizeThatFits)
        let tinted = { try fills(in: host.displayList.ops).filter { $0.1 == Self.accent.multiplyingAlpha(0.18) } }
        #expect(try tinted().isEmpty, "off: nothing behind the label")
        #expect(try textRuns(in: host.displayList.ops).first { $0.spec.string == "Wi-Fi" }?.color == Self.accent)
        let offSize = try #require(try host.frame(ofText: "Wi-Fi"))
        try host.tap(text: "Wi-Fi")
        #expect(try host.shownTexts.contains("is on"))
        let fill = try #require(try tinted().first)
        let label = try #require(try host.frame(ofText: "Wi-Fi"))
        #expect(fill.0.bounds.insetBy(dx: 12, dy: 6.5).integral.contains(label.insetBy(dx: 1, dy: 1).integral), "a regular bordered shape round it")
        #expect(label == offSize, "on or off, the same size")
        try host.setToggle(false, titled: "Wi-Fi")
        #expect(try host.shownTexts.contains("is off"))
    }

    @Test("A custom ToggleStyle flips configuration.isOn with its own button; the host finds it by its label")
    func customStyle() throws {
        struct Box: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle(isOn: $on) { Text("Accept") }.toggleStyle(Checkbox())
                    Text(on ? "accepted" : "not yet")
                }
            }
        }
        let host = ViewHost(Box(), layout: .fixed(width: 200, height: 120))
        #expect(!(try host.shownTexts.contains("accepted")))
        let label = try #require(try host.frame(ofText: "Accept"))
        // The square to the right of the label.
        try host.tap(at: CGPoint(x: label.maxX + 8 + 16, y: label.midY))
        #expect(try host.shownTexts.contains("accepted"))
        try host.setToggle(false, titled: "Accept")
        #expect(try host.shownTexts.contains("not yet"))
    }

    @Test("Toggle(configuration) draws the automatic look inside a custom style; isMixed follows the sources")
    func configurationAndMixed() throws {
        struct Lights: View {
            @State var kitchen = true
            @State var hall = false
            var body: some View {
                Toggle("All lights", sources: [$kitchen, $hall], isOn: \.self).toggleStyle(Captioned()).frame(width: 240)
            }
        }
        let host = ViewHost(Lights(), layout: .sizeThatFits)
        #expect(try host.shownTexts.contains("mixed"))
        #expect(try Self.track(host) == SystemPaletteColors.offTrack, "mixed is not all on: the switch is off")
        try host.setToggle(true, titled: "All lights")
        #expect(try host.shownTexts.contains("all on"))
        #expect(try Self.track(host) == RGBAColor(hex: 0x34C759))
    }

    @Test("In a menu a toggle is a checked row, whatever its style")
    func inMenu() throws {
        struct Screen: View {
            var body: some View {
                Menu("Options") {
                    Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                }
            }
        }
        let host = ViewHost(Screen(), layout: .fixed(width: 300, height: 300))
        try host.tap(text: "Options")
        #expect(try host.shownTexts.contains("Bold"))
        #expect(try host.displayList.dump.contains("checkmark"))
    }

    @Test("In a toolbar the automatic style is the button style")
    func inToolbar() throws {
        let view = NavigationStack {
            Text("Page").toolbar {
                ToolbarItem { Toggle(isOn: .constant(true)) { Image(systemName: "star") } }
            }
        }
        let host = ViewHost(view, layout: .fixed(width: 393, height: 300))
        #expect(try Self.track(host) == nil, "no switch")
        #expect(try fills(in: host.displayList.ops).contains { $0.1 == Self.accent.multiplyingAlpha(0.18) })
    }

    // MARK: Golden

    struct Sheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Switch on", isOn: .constant(true))
                Toggle("Switch off", isOn: .constant(false))
                Toggle("Disabled on", isOn: .constant(true)).disabled(true)
                Toggle("Disabled off", isOn: .constant(false)).disabled(true)
                Toggle("Tinted", isOn: .constant(true)).tint(.orange)
                HStack(spacing: 8) {
                    Toggle("Bold", isOn: .constant(true))
                    Toggle("Italic", isOn: .constant(false))
                    Toggle(isOn: .constant(true)) { Label("Flag", systemImage: "flag.fill") }
                    Toggle("Off", isOn: .constant(true)).disabled(true)
                }
                .toggleStyle(.button)
                HStack(spacing: 8) {
                    Toggle("Large", isOn: .constant(true))
                    Toggle("Capsule", isOn: .constant(true)).buttonBorderShape(.capsule)
                }
                .toggleStyle(.button)
                .controlSize(.large)
                HStack(spacing: 16) {
                    Toggle(isOn: .constant(false)) {}.toggleStyle(Checkbox())
                    Toggle(isOn: .constant(true)) {}.toggleStyle(Checkbox())
                    Toggle(isOn: .constant(false)) {}.toggleStyle(Radio())
                    Toggle(isOn: .constant(true)) {}.toggleStyle(Radio())
                }
                .fixedSize()
            }
            .padding(16)
            .frame(width: 393)
        }
    }

    @Test("Golden: switch on, off and disabled; the button style on and off; custom styles", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Sheet(), layout: .sizeThatFits, colorScheme: scheme)
        let size = try host.displayList.size
        #expect(size.width <= 393 && size.height <= 800, "\(size)")
        try GoldenImage.check(host: host, named: "toggle-styles-\(scheme)")
    }
}

/// The switch's off track: the secondary system fill (light).
enum SystemPaletteColors {
    static let offTrack = RGBAColor(hex: 0x787880, alpha: 0.16)
}
