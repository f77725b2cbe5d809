import Drawing
import Foundation
import Testing

/// A SwiftUI package on Linux, as a new user makes one: the five articles' code as published
/// (each file starts with `import SwiftUI`), every `#Preview` form and trait, a
/// `PreviewProvider`, `import Testing` next to the aliased UIKit, `canImport` in targets that
/// alias nothing, malformed previews, and the previews tool the README describes.
extension FixturePackage {
@Suite(.serialized) struct SwiftUIPackageTests {
    private func fixture() async throws -> SwiftUIPackageFixture {
        let fixture = try await SwiftUIPackageFixture.shared.value
        try #require(fixture.toolBuild.status == 0, "the fixture package did not build:\n\(fixture.toolBuild.output.suffix(6000))")
        return fixture
    }

    /// `list --json` of the fixture's tool, as dictionaries.
    private func list(_ fixture: SwiftUIPackageFixture, _ filter: String? = nil) throws -> [[String: Any]] {
        let run = try fixture.tool(["list", "--json"] + (filter.map { [$0] } ?? []))
        try #require(run.status == 0, "\(run)")
        let json = run.output.split(separator: "\n").drop { !$0.hasPrefix("[") }.joined(separator: "\n")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], "\(run.output)")
    }

    /// Preview name → `declaredAt`, one per preview.
    private func declared(_ rows: [[String: Any]]) -> [String: String] {
        var out: [String: String] = [:]
        for row in rows { out[row["preview"] as! String] = row["declaredAt"] as? String }
        return out
    }

    @Test func theArticlesCompileUnchangedAndTheirPreviewsAreListedAndRendered() async throws {
        let fixture = try await fixture()
        for article in 1...5 {
            let folder = fixture.root.appendingPathComponent("Sources/Article\(article)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let firstImport = text.split(separator: "\n").first { $0.hasPrefix("import ") }
                #expect(firstImport == "import SwiftUI" || firstImport == "import Combine", "\(file)")
            }
        }
        let rows = try list(fixture)
        let articles = rows.filter { ["TextAndIconPicker", "CollapseIndicator"].contains($0["component"] as? String) }
        let previews = declared(articles)
        let picker = try fixture.previewLines("Sources/Article3/TextAndIconPicker.swift")
        let indicator = try fixture.previewLines("Sources/Article4/CollapseIndicator.swift")
        #expect(picker.count == 2 && indicator.count == 1)
        #expect(previews == [
            "text-and-icon-picker": "TextAndIconPicker.swift:\(picker[0])",
            "text-and-icon-picker-2": "TextAndIconPicker.swift:\(picker[1])",
            "collapse-indicator": "CollapseIndicator.swift:\(indicator[0])",
        ])
        #expect(articles.allSatisfy { $0["declaration"] as? String == "#Preview" })

        // Rendered, recorded and checked by the tool: the device screen at 2x.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let render = try fixture.tool(["render", "collapse-indicator", "--output", output.path, "--format", "png"])
        #expect(render.status == 0, "\(render)")
        let png = try Data(contentsOf: output.appendingPathComponent("collapse-indicator/initial-light@2x.png"))
        let size = try #require(pngSize(png))
        #expect(size.0 == 786 && size.1 == 1704)
        let record = try fixture.tool(["record", "text-and-icon-picker", "--all"])
        #expect(record.status == 0, "\(record)")
        let check = try fixture.tool(["check", "text-and-icon-picker"])
        #expect(check.status == 0, "\(check)")
        #expect(check.output.contains("12 passed, 0 failed, 0 missing, 0 orphaned"))
    }

    @Test func everyPreviewFormAndTraitIsListed() async throws {
        let fixture = try await fixture()
        let rows = try list(fixture)
        let cards = try fixture.previewLines("Sources/Features/Cards.swift")
        let byPreview = Dictionary(grouping: rows, by: { $0["preview"] as! String })
        let expected: [(name: String, line: Int)] = [
            ("cards", cards[0]), ("titled", cards[1]), ("fits", cards[2]), ("fixed", cards[3]), ("landscape", cards[4]),
            ("cards-6", cards[5]), ("switch", cards[6]), ("cafe", cards[7]), ("sample-data", cards[8]),
            ("available", cards[9]), ("debug-only", cards[10]),
        ]
        for (name, line) in expected {
            let first = try #require(byPreview[name]?.first, "no preview \(name) in \(byPreview.keys.sorted())")
            #expect(first["declaredAt"] as? String == "Cards.swift:\(line)", "\(name)")
        }
        // Not compiled on Linux, so not there.
        #expect(byPreview["ios-only"] == nil)
        // Default layout: the device's screen; traits: their sizes.
        #expect(byPreview["cards"]?.first?["width"] as? Double == 393)
        #expect(byPreview["fixed"]?.first?["width"] as? Double == 320)
        #expect(byPreview["fixed"]?.first?["height"] as? Double == 120)
        // Two views in one body: one picture, the second below the first.
        #expect((byPreview["cards-6"]?.first?["height"] as? Double ?? 0) > (byPreview["fits"]?.first?["height"] as? Double ?? 0) * 1.9)
        // @Previewable state with states and variants added by name from the tool target.
        #expect(byPreview["switch"]?.map { $0["name"] as! String }.sorted() == [
            "switch/off-dark-rtl@2x", "switch/off-dark@2x", "switch/off-light@2x",
            "switch/on-dark-rtl@2x", "switch/on-dark@2x", "switch/on-light@2x",
        ])
        #expect(byPreview["switch"]?.first { $0["state"] as? String == "on" }?["interactions"] as? [String] == ["turn on"])
        // A PreviewProvider's Group: one preview per child, with its modifiers.
        #expect(byPreview["provider-light"]?.map { $0["variant"] as! String }.sorted() == ["dark", "light"])
        #expect(byPreview["card-2"]?.map { $0["variant"] as! String } == ["dark"])
        #expect(byPreview["card-2"]?.first?["declaration"] as? String == "PreviewProvider")
        #expect(byPreview["card-2"]?.first?["declaredAt"] as? String == "LegacyPreviews.swift:3")

        // The switch's states differ where the toggle is.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let render = try fixture.tool(["render", "=switch", "--output", output.path, "--format", "png"])
        #expect(render.status == 0, "\(render)")
        let off = try Data(contentsOf: output.appendingPathComponent("switch/off-light@2x.png"))
        let on = try Data(contentsOf: output.appendingPathComponent("switch/on-light@2x.png"))
        #expect(off != on)
    }

    /// The Features target declares `resources: [.process("Assets.xcassets")]`: SwiftPM copies
    /// the catalogue into its bundle, and `Image(_:bundle: .module)`/`Color(_:bundle: .module)`
    /// read it — the 2x logo (blue, 20 × 10 pt) and its dark variant (yellow), the template SVG
    /// glyph tinted red, the named colour in each appearance.
    @Test func assetCatalogueImagesAndColoursAreDrawnFromTheModuleBundle() async throws {
        let fixture = try await fixture()
        let rows = try list(fixture, "=brand-badge")
        #expect(rows.count == 2)
        for row in rows {
            #expect((row["approximations"] as? [Any])?.isEmpty == true, "\(row)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let render = try fixture.tool(["render", "=brand-badge", "--output", output.path, "--format", "png", "--strict"])
        #expect(render.status == 0, "\(render)")
        func colours(_ variant: String) throws -> Set<[UInt8]> {
            let image = try PNGCodec.decode(contentsOf: output.appendingPathComponent("brand-badge/initial-\(variant)@2x.png"))
            var seen = Set<[UInt8]>()
            for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] == 255 {
                seen.insert(Array(image.pixels[i..<(i + 3)]))
            }
            return seen
        }
        let light = try colours("light"), dark = try colours("dark")
        #expect(light.contains([0x20, 0x60, 0xF0]), "the logo's 2x file")
        #expect(!light.contains([0xF0, 0xC0, 0x20]))
        #expect(dark.contains([0xF0, 0xC0, 0x20]), "the logo's dark file")
        #expect(light.contains { $0[0] > 200 && $0[1] < 80 && $0[2] < 80 }, "the glyph tinted red")
        #expect(light.contains([0xE0, 0x80, 0x30]) || light.contains { abs(Int($0[0]) - 0xE0) < 3 && abs(Int($0[1]) - 0x80) < 3 },
                "the Brand colour in light")
    }

    @Test func anUndeclaredCatalogueIsWarnedAboutWithTheLineToAdd() async throws {
        let fixture = try await fixture()
        #expect(fixture.undeclaredBuild.status == 0, "\(fixture.undeclaredBuild.output.suffix(3000))")
        #expect(fixture.undeclaredBuild.output.contains(
            "Undeclared has Assets.xcassets but does not declare it as a resource"), "\(fixture.undeclaredBuild.output.suffix(3000))")
        #expect(fixture.undeclaredBuild.output.contains(#"resources: [.process("Assets.xcassets")]"#))
        #expect(!fixture.toolBuild.output.contains("Features has Assets.xcassets"), "Features declares its catalogue")
    }

    @Test func onlyTheAliasedTargetsCanImportSwiftUICombineAndUIKit() async throws {
        let fixture = try await fixture()
        #expect(fixture.canImport.status == 0, "\(fixture.canImport)")
        let line = try #require(fixture.canImport.output.split(separator: "\n").last { $0.hasPrefix("{") })
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(seen["featuresBranch"] as? String == "UIKit")
        for key in ["unrelatedSwiftUI", "unrelatedCombine", "unrelatedUIKit", "branchingSwiftUI", "branchingCombine"] {
            #expect(seen[key] as? Bool == false, "\(key) after an incremental build")
        }
    }

    @Test func importTestingNextToTheAliasedUIKitCompiles() async throws {
        let fixture = try await fixture()
        #expect(fixture.testsBuild.status == 0, "\(fixture.testsBuild.output.suffix(4000))")
    }

    @Test func malformedPreviewsGetDiagnosticsAtTheirLines() async throws {
        let fixture = try await fixture()
        #expect(fixture.malformedBuild.status != 0)
        let output = fixture.malformedBuild.output
        #expect(output.contains("Malformed/BadPreviews.swift:11:5: error: @Previewable declarations must come first in the #Preview body"), "\(output.suffix(3000))")
        #expect(output.contains("Malformed/BadPreviews.swift:16:9: error: @Previewable must be at the top level of the #Preview body"), "\(output.suffix(3000))")
    }

    @Test func aUserBuildHasNoWarningsFromTheIndexOrFromProofsheet() async throws {
        let fixture = try await fixture()
        #expect(fixture.toolBuild.output.contains("Compiling Features"), "the user's targets were compiled this run")
        #expect(fixture.toolBuild.warnings == [], "\(fixture.toolBuild.warnings.joined(separator: "\n"))")
    }

    /// Width and height from a PNG's IHDR.
    private func pngSize(_ data: Data) -> (Int, Int)? {
        let b = [UInt8](data.prefix(24))
        guard b.count == 24 else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    /// Issue #32's probes in a user's package (`Features/ShapeProbes.swift`): custom shapes from
    /// literal coordinates, a `Path` from a reader's size, transformed shapes, iOS 17's chaining
    /// and set operations build as the README says and draw in their own frames: the bars stand
    /// on one baseline below the title, not at the screen's top; the first triangle fills its
    /// 50-point frame 24 points in (padding 16 + 8); nothing about them is reported.
    @Test func theShapeProbesDrawInTheirFrames() async throws {
        let fixture = try await fixture()
        let output = fixture.root.deletingLastPathComponent().appendingPathComponent("probes")
        try? FileManager.default.removeItem(at: output)
        let render = try fixture.tool(["render", "=shape-probes/initial-light", "--output", output.path, "--format", "png"])
        #expect(render.status == 0, "\(render)")
        #expect(!render.output.contains("ShapeProbes.swift"), "no report about the probes: \(render.output)")
        let image = try PNGCodec.decode(contentsOf: output.appendingPathComponent("shape-probes/initial-light@2x.png"))
        func pixels(where match: (UInt8, UInt8, UInt8) -> Bool) -> [(x: Int, y: Int)] {
            var out: [(x: Int, y: Int)] = []
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    if match(image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]) { out.append((x, y)) }
                }
            }
            return out
        }
        // The bars: system blue (0, 122, 255).
        let blue = pixels { r, g, b in r < 20 && g > 100 && g < 140 && b > 240 }
        try #require(!blue.isEmpty)
        #expect(blue.map(\.y).min()! > 200, "below the status bar and the title")
        let bottoms = Dictionary(grouping: blue, by: { $0.x / 40 }).values.map { $0.map(\.y).max()! }
        #expect(Set(bottoms).count == 1, "every bar ends on the same baseline: \(Set(bottoms))")
        // The first triangle: system red (255, 59, 48), 50 pt square at 2x, 24 pt in.
        let red = pixels { r, g, b in r > 240 && g > 40 && g < 80 && b > 30 && b < 70 }
        try #require(!red.isEmpty)
        let xs = red.map(\.x), ys = red.map(\.y)
        #expect(xs.min()! == 48 && xs.max()! - xs.min()! >= 96 && xs.max()! - xs.min()! <= 100, "\(xs.min()!)…\(xs.max()!)")
        #expect(ys.max()! - ys.min()! >= 96 && ys.max()! - ys.min()! <= 100)
    }
}
}
