import Drawing
import Foundation
import PreviewUI
import Testing

/// `.buttonStyle`: the built-in styles' geometry and colours by role, control size and border
/// shape (measured on the real renders where there is one: `ControlMetrics.bordered`), custom
/// `ButtonStyle`s and `PrimitiveButtonStyle`s, and one light and dark golden sheet of them all.
@MainActor
struct ButtonStyleTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    static let accent = RGBAColor(hex: 0x007AFF)
    static let red = RGBAColor(hex: 0xFF3B30)

    /// The fills of a view drawn on its own.
    static func fills(_ view: some View, scheme: ColorScheme = .light) throws -> [(ShapePath, RGBAColor)] {
        try controlFills(ViewHost(view, layout: .sizeThatFits, colorScheme: scheme))
    }

    static func runs(_ view: some View, scheme: ColorScheme = .light) throws -> [TextRun] {
        textRuns(in: try ViewHost(view, layout: .sizeThatFits, colorScheme: scheme).displayList.ops)
    }

    // MARK: Built-in styles

    @Test("A regular bordered button: the label 12 pt in at the sides and 6.5 above and below, on the tint at 18 % in 9-pt corners")
    func borderedRegular() throws {
        let button = Button("Registration") {}.buttonStyle(.bordered)
        let size = try ViewHost(button, layout: .sizeThatFits).displayList.size
        let label = try TextSize.ideal(Text("Registration"))
        #expect(abs(size.height - (label.height + 13)) < 0.01, "spezi_login: 6.5 pt above and below")
        #expect(abs(size.width - (label.width + 24)) < 0.01)
        let fill = try #require(try Self.fills(button).first)
        guard case .roundedRect(let r, let radius, let style) = fill.0 else { Issue.record("not a rounded rectangle: \(fill.0)"); return }
        #expect(radius == 9 && style == .continuous && abs(r.height - size.height) <= halfPixel, "drawn on the pixel grid")
        #expect(fill.1 == Self.accent.multiplyingAlpha(0.18), "prefire: #D1E7FF on white")
        #expect(try Self.runs(button).first?.color == Self.accent)
    }

    @Test("Control sizes: large is 14.5 pt above and below (the Prefire render), small is subheadline, mini footnote")
    func controlSizes() throws {
        let line = TextSize.line(17)
        let large = try ViewHost(Button("Sign In") {}.buttonStyle(.borderedProminent).controlSize(.large), layout: .sizeThatFits)
        #expect(abs(try large.displayList.size.height - (line + 29)) < 0.01)
        let small = try Self.runs(Button("Small") {}.buttonStyle(.bordered).controlSize(.small))
        #expect(small.first?.spec.font.size == 15)
        let mini = try Self.runs(Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini))
        #expect(mini.first?.spec.font.size == 13)
        // A font the label sets wins over the size's.
        let titled = try Self.runs(Button("Big") {}.buttonStyle(.bordered).controlSize(.mini).font(.title))
        #expect(titled.first?.spec.font.size == 28)
        // Borderless buttons keep their font whatever the size, as on iOS.
        #expect(try Self.runs(Button("Plain") {}.controlSize(.mini)).first?.spec.font.size == 17)
    }

    @Test("controlSize is read with @Environment(\\.controlSize); regular unless set")
    func controlSizeEnvironment() throws {
        struct Reader: View {
            @Environment(\.controlSize) var size
            var body: some View { Text("\(size)") }
        }
        #expect(try ViewHost(Reader(), layout: .sizeThatFits).shownTexts == ["regular"])
        #expect(try ViewHost(Reader().controlSize(.extraLarge), layout: .sizeThatFits).shownTexts == ["extraLarge"])
        #expect(ControlSize.allCases.count == 5)
    }

    @Test("Prominent: a white label on the tint; .tint(_:) colours it; destructive fills red")
    func prominent() throws {
        let plain = Button("Go") {}.buttonStyle(.borderedProminent)
        #expect(try Self.fills(plain).first?.1 == Self.accent)
        #expect(try Self.runs(plain).first?.color == .white)
        let black = Button("Sign In") {}.tint(.black.opacity(0.9)).buttonStyle(.borderedProminent)
        #expect(try Self.fills(black).first?.1 == RGBAColor(white: 0, alpha: 0.9))
        let delete = Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
        #expect(try Self.fills(delete).first?.1 == Self.red)
        #expect(try Self.runs(delete).first?.color == .white)
    }

    @Test("Destructive: red text in every style but plain, on red at 18 % when bordered; cancel looks like no role")
    func roles() throws {
        let bordered = Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        #expect(try Self.fills(bordered).first?.1 == Self.red.multiplyingAlpha(0.18))
        #expect(try Self.runs(bordered).first?.color == Self.red)
        for style in [AnyView(Button("Delete", role: .destructive) {}), AnyView(Button("Delete", role: .destructive) {}.buttonStyle(.borderless))] {
            #expect(try Self.runs(style).first?.color == Self.red)
        }
        #expect(try Self.runs(Button("Delete", role: .destructive) {}.buttonStyle(.plain)).first?.color == .black)
        #expect(try Self.runs(Button("Cancel", role: .cancel) {}.buttonStyle(.bordered)).first?.color == Self.accent)
    }

    @Test("Border shapes: capsule, a given radius, and a circle round the label as wide as it is tall")
    func borderShapes() throws {
        let capsule = try #require(try Self.fills(Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)).first)
        guard case .capsule = capsule.0 else { Issue.record("not a capsule: \(capsule.0)"); return }
        let radius = try #require(try Self.fills(Button("R") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))).first)
        guard case .roundedRect(_, let r, _) = radius.0 else { Issue.record("not a rounded rectangle"); return }
        #expect(r == 4)
        let automatic = try #require(try Self.fills(Button("A") {}.buttonStyle(.bordered).controlSize(.small).buttonBorderShape(.roundedRectangle)).first)
        guard case .roundedRect(_, let ar, _) = automatic.0 else { Issue.record("not a rounded rectangle"); return }
        #expect(ar == 7, "the control size's corners")
        let circle = try #require(try Self.fills(Button { } label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent)
            .buttonBorderShape(.circle)).first)
        guard case .ellipse(let e) = circle.0 else { Issue.record("not a circle: \(circle.0)"); return }
        #expect(abs(e.width - e.height) < 0.01)
        // As a shape of its own (iOS 17).
        let path = ButtonBorderShape.capsule.path(in: CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test("A bordered button takes taps on its shape, not only on its label; disabled, none")
    func borderedTaps() throws {
        struct Counter: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Button("Add") { n += 1 }.buttonStyle(.bordered).controlSize(.large)
                    Text("n \(n)")
                }
            }
        }
        let host = ViewHost(Counter(), layout: .fixed(width: 200, height: 200))
        let label = try #require(try host.frame(ofText: "Add"))
        // 10 pt above the label's top: inside the large button's 14.5-pt padding.
        try host.tap(at: CGPoint(x: label.midX, y: label.minY - 10))
        #expect(try host.shownTexts.contains("n 1"))
    }

    @Test("The glass styles (iOS 26) are drawn as the bordered ones and say so")
    func glass() throws {
        let line = #line + 1
        let host = ViewHost(Button("Glass") {}.buttonStyle(.glass), layout: .sizeThatFits)
        #expect(try controlFills(host).first?.1 == Self.accent.multiplyingAlpha(0.18))
        let report = try #require(host.approximations.first)
        #expect(report.message == "buttonStyle(.glass): GlassButtonStyle is iOS 26's Liquid Glass, which PreviewUI (iOS 18's look) does not draw; drawn as a bordered button")
        #expect(report.line == line)
        let prominent = ViewHost(Button("Glass") {}.buttonStyle(.glassProminent), layout: .sizeThatFits)
        #expect(try controlFills(prominent).first?.1 == Self.accent)
    }

    // MARK: Custom styles

    struct Outlined: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(configuration.role == .destructive ? Color.red : Color.blue))
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    /// Fires on a tap of its own, and draws the button in the style round it.
    struct Relayed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4)
        }
    }

    /// Fires through `trigger()` from a gesture of its own.
    struct Tapped: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(6).onTapGesture { configuration.trigger() }
        }
    }

    /// Draws a built-in style's body.
    struct Wrapped: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            BorderedProminentButtonStyle().makeBody(configuration: configuration)
        }
    }

    struct Taps<S: PrimitiveButtonStyle>: View {
        let style: S
        @State var n = 0
        var body: some View {
            VStack {
                Button("Fire") { n += 1 }.buttonStyle(style)
                Text("fired \(n)")
            }
        }
    }

    @Test("A ButtonStyle wraps the label (its role given, never pressed); a tap on what it draws fires")
    func customButtonStyle() throws {
        struct Screen: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Button("Remove", role: .destructive) { n += 1 }.buttonStyle(Outlined())
                    Text("removed \(n)")
                }
            }
        }
        let host = ViewHost(Screen(), layout: .fixed(width: 200, height: 120))
        #expect(try host.displayList.dump.contains("#FF3B30FF"), "the destructive role reaches the style")
        let label = try #require(try host.frame(ofText: "Remove"))
        try host.tap(at: CGPoint(x: label.minX - 4, y: label.midY))
        #expect(try host.shownTexts.contains("removed 1"), "the style's padding takes the tap")
    }

    @Test("A PrimitiveButtonStyle fires through trigger(); Button(configuration) is drawn in the style round it")
    func primitiveStyles() throws {
        let tapped = ViewHost(Taps(style: Tapped()), layout: .fixed(width: 200, height: 120))
        try tapped.tap(text: "Fire")
        #expect(try tapped.shownTexts.contains("fired 1"))

        let relayed = ViewHost(Taps(style: Relayed()).buttonStyle(.bordered), layout: .fixed(width: 200, height: 120))
        #expect(try PreviewUITests.fills(in: relayed.displayList.ops).contains { $0.1 == Self.accent.multiplyingAlpha(0.18) },
                "drawn bordered, the style outside the relaying one")
        try relayed.tap(text: "Fire")
        #expect(try relayed.shownTexts.contains("fired 1"))

        let wrapped = ViewHost(Taps(style: Wrapped()), layout: .fixed(width: 200, height: 120))
        #expect(try PreviewUITests.fills(in: wrapped.displayList.ops).contains { $0.1 == Self.accent })
        try wrapped.tap(text: "Fire")
        #expect(try wrapped.shownTexts.contains("fired 1"))
    }

    @Test("Disabled, a primitive style's trigger() does nothing")
    func disabledPrimitive() throws {
        let host = ViewHost(Taps(style: Tapped()).disabled(true), layout: .fixed(width: 200, height: 120))
        #expect(throws: (any Error).self, "a disabled view's gestures take no taps") { try host.tap(text: "Fire") }
        #expect(try host.shownTexts.contains("fired 0"))
    }

    // MARK: Golden

    /// Every style in every role, enabled and disabled; the sizes; the border shapes.
    struct Sheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                row("automatic") { Button("Save") {} }
                row("borderless") { Button("Save") {} }.buttonStyle(.borderless)
                row("plain") { Button("Save") {} }.buttonStyle(.plain)
                row("bordered") { Button("Save") {} }.buttonStyle(.bordered)
                row("prominent") { Button("Save") {} }.buttonStyle(.borderedProminent)
                row("tinted") { Button("Save") {} }.buttonStyle(.borderedProminent).tint(.orange)
                ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { size in
                    HStack(spacing: 8) {
                        Button("\(size)") {}.buttonStyle(.bordered)
                        Button("\(size)") {}.buttonStyle(.borderedProminent)
                        Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                    }
                    .controlSize(size)
                }
                HStack(spacing: 8) {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Radius 2") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                    Button { } label: { Image(systemName: "plus") }.buttonBorderShape(.circle)
                    Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                }
                .buttonStyle(.borderedProminent)
                Button { } label: { Text("Sign In").frame(maxWidth: .infinity) }
                    .buttonStyle(.borderedProminent).controlSize(.large)
            }
            .padding(16)
            .frame(width: 393, alignment: .leading)
        }

        func row<B: View>(_ name: String, @ViewBuilder _ button: () -> B) -> some View {
            HStack(spacing: 6) {
                Text(name).font(.caption2).foregroundStyle(.secondary).lineLimit(1).frame(width: 58, alignment: .leading)
                button()
                Button("Delete", role: .destructive) {}
                button().disabled(true)
                Button("Delete", role: .destructive) {}.disabled(true)
            }
        }
    }

    @Test("Golden: button styles × roles × control sizes, enabled and disabled", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Sheet(), layout: .sizeThatFits, colorScheme: scheme)
        let size = try host.displayList.size
        #expect(size.width <= 393 && size.height <= 800, "\(size)")
        try GoldenImage.check(host: host, named: "button-styles-\(scheme)")
    }

    @Test("iOS 26's confirm and close roles draw as a button without a role and say so at the button's line")
    func iOS26Roles() throws {
        let line = #line + 3
        let host = ViewHost(HStack {
            Button("Plain") {}.buttonStyle(.bordered)
            Button("Done", role: .confirm) {}.buttonStyle(.bordered)
            Button("Close", role: .close) {}.buttonStyle(.bordered)
        })
        let runs = textRuns(in: try host.displayList.ops)
        let colour = { (text: String) in runs.first { $0.spec.string == text }?.color }
        #expect(colour("Done") == colour("Plain") && colour("Close") == colour("Plain"))
        let reports = host.approximations.filter { $0.cause.contains("iOS 26") }
        #expect(reports.count == 2, "\(host.approximations)")
        #expect(reports.contains { $0.line == line && $0.file.hasSuffix("ButtonStyleTests.swift") && $0.cause.contains("confirm") }, "\(reports.map(\.line))")
        #expect(reports.contains { $0.line == line + 1 && $0.cause.contains("close") })
    }
}
