import Drawing
import PreviewUI
import Testing

/// The system shape styles that name a role rather than a colour: `.separator` (iOS 17) and
/// `.selection`.
@MainActor
struct SystemShapeStyleTests {
    static func fillColour(_ view: some View, _ scheme: ColorScheme = .light) throws -> RGBAColor? {
        let host = ViewHost(view.frame(width: 20, height: 20), layout: .sizeThatFits, colorScheme: scheme)
        return PreviewUITests.fills(in: try host.displayList.ops).last?.1
    }

    @Test(".separator is UIKit's separator colour in light and dark")
    func separator() throws {
        #expect(try Self.fillColour(Rectangle().fill(.separator)) == RGBAColor(hex: 0x3C3C43, alpha: 0.29))
        #expect(try Self.fillColour(Rectangle().fill(.separator), .dark) == RGBAColor(hex: 0x545458, alpha: 0.6))
    }

    @Test(".selection is the tint: the accent colour, or what .tint sets")
    func selection() throws {
        #expect(try Self.fillColour(Rectangle().fill(.selection)) == RGBAColor(hex: 0x007AFF))
        #expect(try Self.fillColour(Rectangle().fill(.selection).tint(.red)) == RGBAColor(hex: 0xFF3B30))
    }
}

/// `ImagePaint`: a shape filled with an image's tiles.
@MainActor
struct ImagePaintTests {
    static func icons(_ ops: [DisplayOp]) -> [IconRun] {
        ops.flatMap { op -> [IconRun] in
            switch op {
            case .icon(let run): [run]
            case .group(let g): icons(g.ops)
            default: []
            }
        }
    }

    @Test("A shape filled with an image paint draws a tile per image size, from its corner, clipped to it")
    func tiles() throws {
        let star = Image(systemName: "star.fill")
        let natural = try ViewHost(star, layout: .sizeThatFits).displayList.size
        let host = ViewHost(RoundedRectangle(cornerRadius: 12).fill(.image(star, scale: 2)).frame(width: 100, height: 60),
                            layout: .sizeThatFits)
        let runs = Self.icons(try host.displayList.ops)
        let columns = Int((100 / (natural.width * 2)).rounded(.up)), rows = Int((60 / (natural.height * 2)).rounded(.up))
        #expect(runs.count == columns * rows, "\(runs.count) tiles of \(natural)")
        #expect(runs.allSatisfy { $0.name == "star.fill" })
        #expect(host.approximations.isEmpty, "\(host.approximations)")
    }

    @Test("Part of the image as sourceRect, and the paint as a text's colour, are said")
    func reported() throws {
        let line = #line + 2
        let host = ViewHost(VStack {
            Rectangle().fill(ImagePaint(image: Image(systemName: "circle"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
                .frame(width: 40, height: 40)
            Text("Tiled").foregroundStyle(ImagePaint(image: Image(systemName: "circle")))
        }, layout: .sizeThatFits)
        _ = try host.displayList
        #expect(host.approximations.contains { $0.cause.contains("sourceRect") && $0.line == line })
        #expect(host.approximations.contains { $0.cause.contains("single colour") && $0.line == line + 2 })
    }

    @Test("Golden: a card filled with tiled stars, light and dark", arguments: [ColorScheme.light, .dark])
    func golden(_ scheme: ColorScheme) throws {
        let view = RoundedRectangle(cornerRadius: 16)
            .fill(.image(Image(systemName: "star.fill"), scale: 1.5))
            .foregroundStyle(.orange)
            .frame(width: 160, height: 90)
            .padding(10)
        try GoldenImage.check(view, named: "image-paint-\(scheme == .dark ? "dark" : "light")", colorScheme: scheme)
    }
}
