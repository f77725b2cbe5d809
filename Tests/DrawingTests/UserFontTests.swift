import CCairo
import CPango
@testable import Drawing
import Foundation
import Testing

/// Fonts a user's package bundles: found in resource-bundle folders, registered in the private
/// configuration by exact path, looked up by family and PostScript name, drawn for
/// `FontSpec.customName`, listed in the fingerprint. DejaVu Serif (`fonts-dejavu-core`) is not
/// pinned, so it is only there when registered.
@Suite struct UserFontTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"

    /// A bundle folder as SwiftPM copies `resources: [.copy("Fonts")]`, holding DejaVu Serif
    /// regular and bold (and a file that is not a font); removed by the caller.
    static func makeBundle() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("userfonts-\(UUID().uuidString)/App_Features.resources")
        let fonts = root.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"] {
            try FileManager.default.copyItem(atPath: dejaVu + "/" + name, toPath: fonts.appendingPathComponent(name).path)
        }
        try "not a font".write(to: root.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        return root
    }

    static func width(_ engine: TextEngine, _ font: FontSpec) -> Double {
        engine.measure(TextSpec("Cups of Water 0123", font: font)).size.width
    }

    static func families(_ engine: TextEngine, _ font: FontSpec) -> Set<String> {
        Set(engine.placedGlyphs(TextSpec("Cups of Water", font: font)).map(\.family))
    }

    /// The families of one of a configuration's font sets.
    static func families(_ fonts: PinnedFonts, _ set: FcSetName) -> Set<String> {
        guard let set = FcConfigGetFonts(fonts.config, set) else { return [] }
        var out = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                out.insert(String(cString: value))
            }
        }
        return out
    }

    @Test func fontFilesAreFoundInSortedOrderAtAnyDepth() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let files = UserFonts.files(in: [root, root])
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["DejaVuSerif-Bold.ttf", "DejaVuSerif.ttf"])
        #expect(files.allSatisfy { $0.hasPrefix(root.standardizedFileURL.path + "/Fonts/") })
        #expect(UserFonts.files(in: [root.appendingPathComponent("missing")]).isEmpty)
    }

    @Test func registrationAddsTheBundledFilesAndNothingElse() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let pinned = try PinnedFonts.build()
        let fonts = try PinnedFonts.build(userFontFolders: [root])
        #expect(fonts.userFiles.count == 2)
        #expect(fonts.files == (pinned.files + fonts.userFiles).sorted())
        #expect(Self.families(fonts, FcSetApplication) == ["DejaVu Serif"], "only the bundled files' faces")
        #expect(Self.families(fonts, FcSetSystem) == Self.families(pinned, FcSetSystem))
        #expect(fonts.userFamilies == ["DejaVu Serif"])
        #expect(pinned.userFamilies.isEmpty && pinned.customFace(named: "DejaVu Serif") == nil)
    }

    @Test func namesResolveByFamilyAndByPostScriptName() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let fonts = try PinnedFonts.build(userFontFolders: [root])
        #expect(fonts.customFace(named: "DejaVu Serif") == .init(family: "DejaVu Serif", weight: nil, italic: nil))
        #expect(fonts.customFace(named: "dejavu serif")?.family == "DejaVu Serif", "fontconfig ignores case")
        #expect(fonts.customFace(named: "DejaVuSerif") == .init(family: "DejaVu Serif", weight: 400, italic: false))
        #expect(fonts.customFace(named: "DejaVuSerif-Bold") == .init(family: "DejaVu Serif", weight: 700, italic: false))
        #expect(fonts.customFace(named: "Lobster") == nil)
        #expect(fonts.customFace(named: "Inter") == nil, "pinned stand-ins are not the user's fonts")
    }

    @Test func aRegisteredFontDrawsInsteadOfInter() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let engine = try TextEngine(fonts: PinnedFonts.build(userFontFolders: [root]))
        let inter = Self.width(engine, FontSpec(size: 17))
        let family = Self.width(engine, FontSpec(size: 17, customName: "DejaVu Serif"))
        #expect(Self.families(engine, FontSpec(size: 17, customName: "DejaVu Serif")) == ["DejaVu Serif"])
        #expect(abs(family - inter) > 5, "DejaVu Serif \(family), Inter \(inter)")
        #expect(Self.width(engine, FontSpec(size: 17, customName: "DejaVuSerif")) == family)
        // Weight applies to a family as to the system font; a PostScript name brings its own.
        let bold = Self.width(engine, FontSpec(size: 17, weight: .bold, customName: "DejaVu Serif"))
        #expect(bold > family + 1, "bold \(bold), regular \(family)")
        #expect(Self.width(engine, FontSpec(size: 17, customName: "DejaVuSerif-Bold")) == bold)
        #expect(Self.width(engine, FontSpec(size: 17, weight: .bold, customName: "DejaVuSerif-Bold")) == bold)
    }

    @Test func anUnknownNameDrawsTheSystemFont() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let engine = try TextEngine(fonts: PinnedFonts.build(userFontFolders: [root]))
        #expect(Self.width(engine, FontSpec(size: 17, customName: "Lobster")) == Self.width(engine, FontSpec(size: 17)))
        #expect(Self.families(engine, FontSpec(size: 17, customName: "Lobster")) == ["Inter"])
    }

    @Test func theFingerprintListsRegisteredFonts() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let listed = RendererFingerprint.fontFiles(of: try PinnedFonts.build(userFontFolders: [root]))
        let pinned = RendererFingerprint.fontFiles(of: try PinnedFonts.build())
        let added = listed.filter { !pinned.contains($0) }
        #expect(added.count == 2, "\(added)")
        let regular = try #require(added.first { $0.hasPrefix("DejaVuSerif.ttf ") })
        let parts = regular.split(separator: " ")
        #expect(parts.count == 3 && parts[1].contains(".") && parts[2].count == 16, "name, version, hash: \(regular)")
        #expect(listed == listed.sorted())
    }

    @Test func theDumpNamesACustomFontOnlyWhenSet() {
        func dump(_ font: FontSpec) -> String {
            DisplayList(size: CGSize(width: 10, height: 10), ops: [
                .text(TextRun(spec: TextSpec("a", font: font), color: RGBAColor(white: 0), origin: .zero, width: 10)),
            ]).dump
        }
        #expect(dump(FontSpec(size: 17, customName: "DejaVuSerif-Bold")).contains(#"text "a" 17pt regular font "DejaVuSerif-Bold" #"#))
        #expect(!dump(FontSpec(size: 17)).contains("font"))
    }

    /// The same text in a user font, drawn on two configurations built apart, is the same bytes.
    @Test func drawingAUserFontIsDeterministic() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        func draw() throws -> [UInt8] {
            let engine = try TextEngine(fonts: PinnedFonts.build(userFontFolders: [root]))
            let (w, h) = (160, 30)
            var bytes = [UInt8](repeating: 0, count: w * h * 4)
            bytes.withUnsafeMutableBufferPointer { buffer in
                let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))
                let cr = cairo_create(surface)
                let spec = TextSpec("Cups of Water", font: FontSpec(size: 17, weight: .bold, customName: "DejaVu Serif"))
                engine.draw(TextRun(spec: spec, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), origin: CGPoint(x: 2, y: 2),
                                    width: 156), on: cr!, asOutlines: true)
                cairo_surface_flush(surface)
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }
            return bytes
        }
        let first = try draw()
        #expect(first.contains { $0 != 0 }, "something is drawn")
        #expect(try draw() == first)
    }
}
