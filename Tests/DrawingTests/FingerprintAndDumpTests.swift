import Drawing
import Foundation
import Testing

/// The renderer fingerprint against pkg-config, and the display list's text form.
@Suite struct FingerprintAndDumpTests {
    static let pkgConfig = ["/usr/bin/pkg-config", "/usr/local/bin/pkg-config"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `pkg-config --modversion module`, or nil when pkg-config does not know it.
    static func modversion(_ module: String, pkgConfig: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pkgConfig)
        process.arguments = ["--modversion", module]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func fingerprintFieldsAreFilledIn() throws {
        let f = try RendererFingerprint.current()
        for (name, value) in [("cairo", f.cairo), ("pango", f.pango), ("freetype", f.freetype), ("librsvg", f.librsvg), ("libpng", f.libpng)] {
            #expect(!value.isEmpty, "\(name) is empty")
            #expect(value.split(separator: ".").count == 3 && value.split(separator: ".").allSatisfy { Int($0) != nil },
                    "\(name) '\(value)' is not a version")
        }
        #expect(f.freetype != "0.0.0")
        #expect(f.fonts.count == 16 && f.fonts.allSatisfy(\.isHexDigit))
        #expect(f.fonts != String(repeating: "0", count: 16))
        #expect(try RendererFingerprint.current() == f, "computed once, the same every time")
        #expect(f.summary.contains("cairo \(f.cairo)") && f.summary.contains("fonts \(f.fonts)"))
        #expect(f.differences(from: f).isEmpty)
        var other = f
        other.pango = "0.0.1"
        #expect(f.differences(from: other) == ["pango 0.0.1 → \(f.pango)"])
    }

    @Test func fingerprintListsEveryPinnedFontFile() throws {
        let f = try RendererFingerprint.current()
        let names = f.fontFiles.map { String($0.prefix { $0 != " " }) }
        for name in ["Inter-Regular.otf", "InterDisplay-Regular.otf", "NotoColorEmoji.ttf", "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc",
                     "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSerif-Regular.ttf", "JetBrainsMono-Regular.ttf",
                     "Quicksand-Regular.ttf"] {
            #expect(names.contains(name), "the fingerprint does not list \(name)")
        }
        #expect(names == names.sorted() && Set(names).count == names.count)
        for entry in f.fontFiles {
            // name, version, 16 hex digits of the contents
            let parts = entry.split(separator: " ")
            #expect(parts.count == 3, "\(entry)")
            #expect(parts.count == 3 && Double(parts[1]) != nil && Double(parts[1])! > 0, "\(entry): no version")
            #expect(parts.count == 3 && parts[2].count == 16 && parts[2].allSatisfy(\.isHexDigit), "\(entry): no hash")
        }
        #expect(f.fontFiles.contains { $0.hasPrefix("NotoColorEmoji.ttf 2.0") }, "Debian 12's Noto Color Emoji is 2.0xx")
        // A changed file is named in the differences.
        var other = f
        other.fonts = "0000000000000001"
        other.fontFiles = f.fontFiles.map { $0.hasPrefix("NotoColorEmoji.ttf ") ? "NotoColorEmoji.ttf 1.000 0123456789abcdef" : $0 }
        let emoji = try #require(f.fontFiles.first { $0.hasPrefix("NotoColorEmoji.ttf ") })
        #expect(f.differences(from: other) == ["fonts 0000000000000001 → \(f.fonts)", "font NotoColorEmoji.ttf 1.000 0123456789abcdef → \(emoji)"])
    }

    @Test func aFingerprintRecordedBeforeTheFileListStillReads() throws {
        let json = #"{"cairo":"1.16.0","fonts":"7280fb4c41ff6771","freetype":"2.12.1","libpng":"1.6.39","librsvg":"2.54.7","pango":"1.50.12"}"#
        let old = try JSONDecoder().decode(RendererFingerprint.self, from: Data(json.utf8))
        #expect(old.fontFiles.isEmpty && old.fonts == "7280fb4c41ff6771")
        let f = try RendererFingerprint.current()
        #expect(f.differences(from: old) == ["fonts 7280fb4c41ff6771 → \(f.fonts)"])
    }

    @Test func fingerprintMatchesPkgConfig() throws {
        guard let pkgConfig = Self.pkgConfig else {
            print("SKIPPED fingerprintMatchesPkgConfig: pkg-config not found")
            return
        }
        let f = try RendererFingerprint.current()
        let expected: [(String, String, String)] = [
            ("cairo", "cairo", f.cairo), ("pango", "pango", f.pango), ("librsvg-2.0", "librsvg", f.librsvg), ("libpng", "libpng", f.libpng),
        ]
        for (module, field, value) in expected {
            guard let version = try Self.modversion(module, pkgConfig: pkgConfig) else {
                print("SKIPPED \(field): pkg-config does not know \(module)")
                continue
            }
            #expect(value == version, "\(field): fingerprint \(value), pkg-config \(version)")
        }
    }

    @Test func fingerprintRoundTripsThroughJSON() throws {
        let f = try RendererFingerprint.current()
        let data = try JSONEncoder().encode(f)
        #expect(try JSONDecoder().decode(RendererFingerprint.self, from: data) == f)
    }

    @Test func dumpOfASmallList() {
        let list = DisplayList(size: CGSize(width: 120, height: 80.5), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 120, height: 80.5)), .white),
            .fill(.roundedRect(CGRect(x: 8, y: 8, width: 104, height: 40), cornerRadius: 10, style: .continuous), RGBAColor(hex: 0x007AFF)),
            .stroke(.ellipse(CGRect(x: 1.005, y: 2, width: 3.333, height: 4)), RGBAColor(white: 0, alpha: 0.5),
                    StrokeStyle(lineWidth: 0.5, lineCap: .round, dash: [2, 1.5])),
            .stroke(.path([.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: -0.001)),
                           .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 5)),
                           .curve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 22, y: 3), control2: CGPoint(x: 28, y: 3)), .closeSubpath]),
                    .black, StrokeStyle()),
            .text(TextRun(spec: TextSpec("Say \"hi\"\n", font: FontSpec(size: 17, weight: .semibold, italic: true), wrapWidth: 100, lineLimit: 2),
                          color: .black, origin: CGPoint(x: 8, y: 52), width: 104, alignment: .center)),
            .group(DisplayGroup(
                transform: .translation(x: 10, y: 5), clip: Clip(.capsule(CGRect(x: 0, y: 0, width: 20, height: 10)), antialiased: false),
                opacity: 0.25, shadow: Shadow(color: RGBAColor(white: 0, alpha: 0.2), radius: 8, x: 0, y: 2),
                ops: [
                    .icon(IconRun(name: "chevron.right", rect: CGRect(x: 0, y: 0, width: 16, height: 16), color: RGBAColor(hex: 0x3C3C43))),
                    .group(DisplayGroup(transform: .rotation(radians: .pi / 2), ops: [
                        .image(ImageRun(image: RGBAImage(width: 2, height: 3), rect: CGRect(x: 0, y: 0, width: 4, height: 6), interpolated: false)),
                    ])),
                ])),
            .group(DisplayGroup(ops: [])),
        ])
        let expected = """
            frame 120x80.5
            fill rect(0,0 120x80.5) #FFFFFFFF
            fill roundedRect(8,8 104x40 r10 continuous) #007AFFFF
            stroke ellipse(1,2 3.33x4) #00000080 width 0.5 cap round dash 2,1.5
            stroke path(M0,0 L10,0 Q15,5 20,0 C22,3 28,3 30,0 Z) #000000FF width 1
            text "Say \\"hi\\"\\n" 17pt semibold italic #000000FF at 8,52 width 104 wrap 100 lines 2 center
            group translate(10,5) clip capsule(0,0 20x10) aliased opacity 0.25 shadow #00000033 r8 x0 y2 {
              icon "chevron.right" 0,0 16x16 #3C3C43FF
              group matrix(0,1,-1,0,0,0) {
                image 2x3 0,0 4x6 nearest
              }
            }
            group {
            }

            """
        #expect(list.dump == expected)
    }

    @Test func dumpIsStableAndDistinguishesLists() throws {
        let shadows = try #require(DrawingTestSupport.sample("shadows"))
        #expect(shadows.dump == shadows.dump)
        #expect(shadows.dump.hasPrefix("frame 330x190\n"))
        var moved = shadows
        moved.ops.append(.fill(.rect(CGRect(x: 0.004, y: 0, width: 1, height: 1)), .black))
        #expect(moved.dump != shadows.dump)
    }
}
