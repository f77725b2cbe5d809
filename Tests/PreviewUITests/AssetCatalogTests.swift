import Drawing
import Foundation
import PreviewUI
import Testing

/// Asset catalogues read from a bundle folder, as SwiftPM copies `Assets.xcassets` on Linux:
/// image sets by appearance and scale, colour sets in Xcode's component formats, namespaced
/// folders, and what cannot be drawn reported with its place.
@MainActor @Suite struct AssetCatalogTests {
    /// A bundle folder holding `Assets.xcassets`, removed by the caller.
    static func makeBundle() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString).resources")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func write(_ text: String, _ path: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func png(_ rgba: [UInt8], _ w: Int, _ h: Int, _ path: String) throws {
            let image = RGBAImage(width: w, height: h, pixels: Array([[UInt8]](repeating: rgba, count: w * h).joined()))
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(try PNGCodec.encode(image)).write(to: url)
        }
        try write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"255","green":"0x80","blue":"0.000","alpha":"1.000"}}},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"white":"0.500","alpha":"0.500"}}}]}"#,
                  "Accent.colorset/Contents.json")
        try write(#"{"colors":[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":"0.500","green":"0.400","blue":"0.300","alpha":"1.000"}}}]}"#,
                  "Wide.colorset/Contents.json")
        try write(#"{"images":[{"idiom":"universal","filename":"a.png","scale":"1x"},{"idiom":"universal","filename":"a@3x.png","scale":"3x"}]}"#,
                  "Icons/Star.imageset/Contents.json")
        try write(#"{"properties":{"provides-namespace":true}}"#, "Icons/Contents.json")
        try png([255, 0, 0, 255], 8, 4, "Icons/Star.imageset/a.png")
        try png([0, 0, 255, 255], 24, 12, "Icons/Star.imageset/a@3x.png")
        try write(#"{"images":[{"idiom":"universal","filename":"doc.pdf"}]}"#, "Doc.imageset/Contents.json")
        try write("%PDF-1.4", "Doc.imageset/doc.pdf")
        try write(#"{"images":[{"idiom":"universal","filename":"square.pdf"}],"properties":{"preserves-vector-representation":true}}"#,
                  "Square.imageset/Contents.json")
        try write(Self.squarePDF, "Square.imageset/square.pdf")
        try write("{ not json", "Broken.colorset/Contents.json")
        return (try #require(Bundle(path: root.path)), root)
    }

    /// `Fixtures/` holds a catalogue as SwiftPM copies one into a resource bundle.
    static let fixtureBundle = Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path)

    /// The fixture catalogue's logo (2x file, and its dark variant), its template SVG glyph in
    /// the foreground colour, and its named colour, light and dark.
    @Test("An asset-catalogue image, template image and colour", arguments: [ColorScheme.light, .dark])
    func catalogueGolden(scheme: ColorScheme) throws {
        let bundle = try #require(Self.fixtureBundle)
        let view = HStack(spacing: 8) {
            Image("Logo", bundle: bundle)
            Image("Glyph", bundle: bundle).foregroundStyle(.red)
            Image("Glyph", bundle: bundle).renderingMode(.original)
            Text("Brand").font(.headline).foregroundStyle(Color("Brand", bundle: bundle))
            Color("Brand", bundle: bundle).frame(width: 20, height: 20)
        }
        .padding()
        let host = ViewHost(view, layout: .sizeThatFits, colorScheme: scheme, displayScale: 2)
        _ = try host.render()
        #expect(host.approximations.isEmpty, "\(host.approximations)")
        try GoldenImage.check(view, named: "asset-catalogue-\(scheme)", colorScheme: scheme)
    }

    @Test func imagesTakeTheScaleAtOrAboveTheScreensAndTheirSizeInPoints() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        for (scale, blue) in [(1.0, false), (2.0, true), (3.0, true)] {
            let host = ViewHost(Image("Icons/Star", bundle: bundle), layout: .sizeThatFits, displayScale: scale)
            let list = try host.displayList
            #expect(list.size == CGSize(width: 8, height: 4), "8 × 4 pt whichever file is drawn")
            guard case .image(let run)? = list.ops.first(where: { if case .image = $0 { true } else { false } }) else {
                Issue.record("no image drawn at \(scale)x")
                continue
            }
            #expect((run.image.pixels[2] == 255) == blue, "at \(scale)x the \(blue ? "3x" : "1x") file")
            #expect(host.approximations.isEmpty)
        }
    }

    @Test func anAssetImageInsideTextStandsOnTheBaselineAtItsOwnSize() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let host = ViewHost(Text("A \(Image("Icons/Star", bundle: bundle)) B"), layout: .fixed(width: 120, height: 40), displayScale: 2)
        let list = try host.displayList
        #expect(host.approximations.isEmpty, "\(host.approximations)")
        let run = try #require(StyledTextTests.textRuns(list).first)
        let symbol = try #require(run.spec.spans.compactMap(\.attributes.symbol).first)
        #expect(symbol.width == 8 && symbol.height == 4, "the image's own size in points")
        #expect(symbol.bitmap?.pixels.width == 24, "the 3x file at 2x")
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        var blue = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 2] > 200 && image.pixels[i] < 60 { blue += 1 }
        #expect(blue >= 8 * 4 * 4 * 3 / 4, "the bitmap is drawn (\(blue) blue pixels)")
    }

    /// One page, 20 × 10 pt, filled red.
    static let squarePDF: String = {
        let content = "1 0 0 rg 0 0 20 10 re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for o in offsets { out += String(repeating: "0", count: 10 - String(o).count) + "\(o) 00000 n \n" }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return out
    }()

    @Test func aPDFImageIsDrawnAtTheScreensScaleFromItsPageSize() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let host = ViewHost(Image("Square", bundle: bundle), layout: .sizeThatFits, displayScale: 3)
        let list = try host.displayList
        #expect(host.approximations.isEmpty, "\(host.approximations)")
        #expect(list.size == CGSize(width: 20, height: 10), "the page's size in points")
        guard case .image(let run)? = list.ops.first(where: { if case .image = $0 { true } else { false } }) else {
            Issue.record("no image drawn")
            return
        }
        #expect(run.image.width == 60 && run.image.height == 30, "drawn at 3x")
        #expect(run.image[30, 15] == (255, 0, 0, 255))
    }

    @Test func coloursReadXcodesComponentFormatsPerAppearance() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        var env = EnvironmentValues()
        let light = Color("Accent", bundle: bundle).resolve(in: env)
        #expect(light.red == 1 && abs(light.green - 128 / 255) < 0.001 && light.blue == 0)
        env.colorScheme = .dark
        let dark = Color("Accent", bundle: bundle).resolve(in: env)
        #expect(dark.red == 0.5 && dark.green == 0.5 && dark.opacity == 0.5)
        // Display P3 (0.5, 0.4, 0.3) in sRGB, as Color(.displayP3, …) converts it.
        let wide = Color("Wide", bundle: bundle).resolve(in: EnvironmentValues())
        #expect(abs(Double(wide.red) - 0.519) < 0.002 && abs(Double(wide.blue) - 0.284) < 0.002)
    }

    @Test func whatCannotBeDrawnIsReportedWithThePlaceAndTheCataloguesSearched() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let line = #line + 2
        let host = ViewHost(VStack {
            Image("Missing", bundle: bundle)
            Image("Doc", bundle: bundle)
            Color("Nope", bundle: bundle).frame(width: 4, height: 4)
        }, layout: .fixed(width: 60, height: 90))
        _ = try host.render()
        let causes = host.approximations.map(\.cause)
        #expect(causes.contains { $0.hasPrefix("image 'Missing' is in no asset catalogue (searched ") && $0.contains("Assets.xcassets") })
        #expect(causes.contains { $0.hasPrefix("image 'Doc': cannot read the image") })
        #expect(causes.contains { $0.hasPrefix("colour 'Nope' is in no asset catalogue") })
        #expect(host.approximations.first?.line == line)
    }
}
