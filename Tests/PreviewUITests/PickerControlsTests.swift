import Drawing
import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// ColorPicker, ShareLink, PasteButton and AsyncImage: what each draws, what a tap does in a
/// preview (and reports), the host interactions and preview-only modifiers that reach their
/// other states, and one light and dark golden sheet of them.
@MainActor
struct PickerControlsTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    static let site = URL(string: "https://example.com/trip")!

    /// Every drawn shape with its colour or gradient, in page coordinates.
    static func shapes(in ops: [DisplayOp], transform: AffineMatrix = .identity) -> [(rect: CGRect, color: RGBAColor?, gradient: GradientPaint?)] {
        ops.flatMap { op -> [(rect: CGRect, color: RGBAColor?, gradient: GradientPaint?)] in
            switch op {
            case .fill(let s, let c): return [(transform.apply(to: s.bounds), c, nil)]
            case .stroke(let s, let c, _): return [(transform.apply(to: s.bounds), c, nil)]
            case .fillGradient(let s, let g), .strokeGradient(let s, let g, _): return [(transform.apply(to: s.bounds), nil, g)]
            case .gradientMask(let g, let inner):
                return [(shapes(in: inner, transform: transform).map(\.rect).reduce(CGRect.null) { $0.union($1) }, nil, g)]
            case .group(let g): return shapes(in: g.ops, transform: g.transform.concatenating(transform))
            default: return []
            }
        }
    }

    static func isConic(_ g: GradientPaint?) -> Bool {
        if case .conic = g?.geometry { return true }
        return false
    }

    // MARK: ColorPicker

    struct Palette: View {
        @State var tint = Color(red: 1, green: 0.5, blue: 0)
        @State var paper = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        var body: some View {
            VStack {
                ColorPicker("Tint", selection: $tint)
                ColorPicker("Paper", selection: $paper, supportsOpacity: false)
                Text("paper \(paper.components!.map { String(format: "%.2f", $0) }.joined(separator: " "))")
            }
            .frame(width: 320)
        }
    }

    @Test("ColorPicker: the label leading, a 28-point well at the trailing edge: a ring of hues round a disc of the colour")
    func colorPickerLook() throws {
        let host = ViewHost(Palette())
        let shapes = Self.shapes(in: try host.displayList.ops)
        let rings = shapes.filter { Self.isConic($0.gradient) }
        #expect(rings.count == 2)
        for ring in rings {
            // The stroke's path runs along the ring's middle, 1.5 in from the well's edge.
            #expect(abs(ring.rect.width - 25) < 0.01 && abs(ring.rect.height - 25) < 0.01)
            #expect(abs(ring.rect.maxX + 1.5 - 320) < 0.01)
        }
        // The discs: 28 less the ring (3) and the gap (2) on each side; opacity dropped when
        // it is not supported.
        let discs = shapes.filter { abs($0.rect.width - 18) < 0.01 && $0.color != nil }
        #expect(discs.map(\.color) == [RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1), RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)])
        let label = try #require(try host.frame(ofText: "Tint"))
        #expect(label.minX == 0 && abs(label.midY - rings[0].rect.midY) < 0.5)
    }

    @Test("chooseColor sets the colour as the system sheet would; a tap on the well presents nothing and says so")
    func colorPickerChoosing() throws {
        let host = ViewHost(Palette())
        try host.chooseColor(Color(red: 0, green: 1, blue: 0, opacity: 0.25), titled: "Paper")
        #expect(try host.shownTexts.contains("paper 0.00 1.00 0.00 1.00"))
        let ring = try #require(Self.shapes(in: try host.displayList.ops).first { Self.isConic($0.gradient) })
        try host.tap(at: CGPoint(x: ring.rect.midX, y: ring.rect.midY))
        #expect(host.approximations.contains { $0.cause.contains("ColorPicker") && $0.file.hasSuffix("PickerControlsTests.swift") })
        #expect(throws: HostError.self) { try host.chooseColor(.red, titled: "Ink") }

        let preview = PreviewDefinition("Palette", component: "Palette",
                                        states: [PreviewState("green", .chooseColor(Color(red: 0, green: 1, blue: 0), picker: "Paper"))]) { _ in
            Palette()
        }
        #expect(preview.states[0].steps == ["choose the colour #00FF00FF in “Paper”"])
        let frame = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 1)
        #expect(textRuns(in: frame.displayList.ops).map(\.spec.string).contains("paper 0.00 1.00 0.00 1.00"))
    }

    @Test("A disabled ColorPicker fades its well as UIKit fades a disabled control, takes no colour, and is not reported")
    func colorPickerDisabled() throws {
        let host = ViewHost(Palette().disabled(true))
        try host.chooseColor(Color(red: 0, green: 1, blue: 0), titled: "Paper")
        #expect(try host.shownTexts.contains("paper 0.00 0.00 1.00 0.50"))
        let ops = try host.displayList.ops
        func opacities(_ ops: [DisplayOp]) -> [Double] {
            ops.flatMap { op -> [Double] in
                if case .group(let g) = op { return [g.opacity] + opacities(g.ops) }
                return []
            }
        }
        let faded = opacities(ops)
        #expect(faded.filter { $0 == 0.5 }.count == 2, "\(faded)")
        #expect(textRuns(in: ops).first { $0.spec.string == "Tint" }?.color == RGBAColor(hex: 0x000000))
        #expect(host.approximations.isEmpty, "\(host.approximations)")
    }

    @Test("In a form the well sits on the row's trailing side and the row stays 44 points")
    func colorPickerInForm() throws {
        let form = Form {
            ColorPicker("Tint", selection: .constant(Color.red))
            Toggle("Bold", isOn: .constant(true))
        }
        let host = ViewHost(form, layout: .fixed(width: 393, height: 200))
        let tint = try #require(try host.frame(ofText: "Tint")), bold = try #require(try host.frame(ofText: "Bold"))
        #expect(abs(bold.midY - tint.midY - 44) < 0.01)
        let ring = try #require(Self.shapes(in: try host.displayList.ops).first { Self.isConic($0.gradient) })
        #expect(abs(ring.rect.maxX + 1.5 - 353) < 0.01 && abs(ring.rect.midY - tint.midY) < 0.5)
    }

    @Test("CGColor: components, alpha, copies, and Color(cgColor:) / cgColor both ways")
    func cgColor() throws {
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(c.components == [0.2, 0.4, 0.6, 1] && c.numberOfComponents == 4)
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 1])
        #expect(c.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(Color(cgColor: c).cgColor == c)
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5).cgColor == c.copy(alpha: 0.5))
        #expect(Color.red.cgColor == nil, "a system colour depends on the colour scheme")
    }

    // MARK: ShareLink

    /// A photo shared through a proxy, as Apple's SharePreview example does.
    struct Photo: Transferable {
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.caption)
        }
        var caption: String
    }

    @Test("ShareLink: square.and.arrow.up and \"Share\" in the tint; a tap records the share instead of presenting the sheet")
    func shareLink() throws {
        let host = ViewHost(VStack {
            ShareLink(item: Self.site, subject: Text("Trip"), message: Text("Look"))
            ShareLink("Send Photo", item: Photo(caption: "Dunes"), preview: SharePreview("Dunes at dusk"))
            ShareLink(item: "Some words") { Image(systemName: "paperplane") }
            ShareLink(items: [Self.site, URL(string: "https://example.com/b")!])
        })
        #expect(try host.shownTexts == ["Share", "Send Photo", "Share"])
        let icons = try host.displayList.ops.flatMap { op -> [IconRun] in
            if case .icon(let run) = op { return [run] }
            if case .group(let g) = op { return g.ops.compactMap { if case .icon(let r) = $0 { r } else { nil } } }
            return []
        }
        #expect(icons.map(\.name).filter { $0 == "square.and.arrow.up" }.count == 3)
        #expect(icons.allSatisfy { $0.color == RGBAColor(hex: 0x007AFF) })
        #expect(textRuns(in: try host.displayList.ops).allSatisfy { $0.color == RGBAColor(hex: 0x007AFF) })

        try host.tap(text: "Share")
        try host.tap(text: "Send Photo")
        #expect(host.sharedItems == [
            ShareRecord(items: ["https://example.com/trip"], subject: "Trip", message: "Look", previewTitles: nil),
            ShareRecord(items: ["Photo(caption: \"Dunes\")"], subject: nil, message: nil, previewTitles: ["Dunes at dusk"]),
        ])
        #expect(host.approximations.contains { $0.cause.contains("share sheet") })
    }

    // MARK: PasteButton

    struct Notes: View {
        @State var pasted: [String] = []
        var body: some View {
            VStack {
                PasteButton(payloadType: String.self) { pasted += $0 }
                Text("pasted \(pasted.joined(separator: ","))")
            }
        }
    }

    static func capsuleFill(_ host: ViewHost) throws -> RGBAColor? {
        ValueControlTests.fills(in: try host.displayList.ops).first { if case .capsule = $0.shape { true } else { false } }?.color
    }

    @Test("PasteButton: disabled (grey) while the preview's pasteboard is empty; with .previewPasteboard a tinted capsule that pastes")
    func pasteButton() throws {
        let empty = ViewHost(Notes())
        #expect(try Self.capsuleFill(empty) == RGBAColor(hex: 0x787880, alpha: 0.16))
        let paste = try #require(try empty.frame(ofText: "Paste"))
        #expect(throws: HostError.self) { try empty.tap(at: CGPoint(x: paste.midX, y: paste.midY)) }
        #expect(try empty.shownTexts.contains("pasted "))

        let numbers = ViewHost(Notes().previewPasteboard([42]))
        #expect(try Self.capsuleFill(numbers) == RGBAColor(hex: 0x787880, alpha: 0.16), "no String on the pasteboard")

        let full = ViewHost(Notes().previewPasteboard(["milk", 7, "eggs"]))
        #expect(try Self.capsuleFill(full) == RGBAColor(hex: 0x007AFF))
        let capsule = try #require(ValueControlTests.fills(in: try full.displayList.ops).first { if case .capsule = $0.shape { true } else { false } })
        #expect(abs(capsule.rect.height - 34) < 0.01)
        #expect(textRuns(in: try full.displayList.ops).first { $0.spec.string == "Paste" }?.color == .white)
        try full.tap(text: "Paste")
        #expect(try full.shownTexts.contains("pasted milk,eggs"))
        // The icon alone with .labelStyle(.iconOnly).
        let icon = ViewHost(Notes().labelStyle(.iconOnly))
        #expect(try !icon.shownTexts.contains("Paste"))
    }

    // MARK: AsyncImage

    struct Offline: Error {}

    @Test("AsyncImage: nothing is fetched: iOS's grey placeholder fills the frame and the URL is reported; a preview can give the image or a failure")
    func asyncImage() throws {
        let placeholder = ViewHost(AsyncImage(url: Self.site).frame(width: 100, height: 60), layout: .fixed(width: 100, height: 60))
        let fill = try #require(ValueControlTests.fills(in: try placeholder.displayList.ops).last)
        #expect(fill.rect == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(fill.color == RGBAColor(hex: 0x787880, alpha: 0.16))
        #expect(placeholder.approximations.contains { $0.cause.contains("https://example.com/trip") && $0.file.hasSuffix("PickerControlsTests.swift") })

        let none = ViewHost(AsyncImage(url: nil).frame(width: 100, height: 60))
        _ = try none.render()
        #expect(none.approximations.isEmpty, "a nil URL is the empty phase on iOS too")

        let bundle = try #require(AssetCatalogTests.fixtureBundle)
        let loaded = ViewHost(AsyncImage(url: Self.site) { image in
            image.resizable()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 100, height: 50)
        .previewAsyncImage(url: Self.site, image: Image("Logo", bundle: bundle)))
        let images = try loaded.displayList.ops.compactMap { if case .image(let run) = $0 { run } else { nil } }
        #expect(images.first?.rect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(loaded.approximations.isEmpty, "\(loaded.approximations)")

        let phases = ViewHost(AsyncImage(url: Self.site) { phase in
            if phase.image != nil {
                Text("image")
            } else if phase.error != nil {
                Text("failed")
            } else {
                Text("empty")
            }
        }
        .previewAsyncImage(url: Self.site, error: Offline()))
        #expect(try phases.shownTexts == ["failed"])
    }

    // MARK: Golden

    @Test("Golden: colour pickers, share links, paste buttons, async images", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let bundle = try #require(AssetCatalogTests.fixtureBundle)
        let sheet = VStack(spacing: 0) {
            Form {
                ColorPicker("Accent", selection: .constant(Color(red: 1, green: 0.18, blue: 0.33)))
                ColorPicker("Paper", selection: .constant(CGColor(red: 0.95, green: 0.9, blue: 0.75, alpha: 1)))
                ShareLink(item: Self.site)
            }
            .frame(height: 190)
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    ShareLink("Invite", item: Self.site)
                    PasteButton(payloadType: String.self) { _ in }.previewPasteboard(["text"])
                    PasteButton(payloadType: String.self) { _ in }
                }
                HStack(spacing: 16) {
                    AsyncImage(url: Self.site).frame(width: 120, height: 80)
                    AsyncImage(url: Self.site) { $0.resizable().scaledToFit() } placeholder: { Color.gray }
                        .frame(width: 120, height: 80)
                        .previewAsyncImage(url: Self.site, image: Image("Logo", bundle: bundle))
                }
            }
            .padding(16)
        }
        try GoldenImage.check(sheet, named: "colour-share-paste-\(scheme)", layout: .fixed(width: 393, height: 350), colorScheme: scheme)
    }
}
