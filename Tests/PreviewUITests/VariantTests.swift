import Drawing
import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// The variant matrix: its names and parsing, the devices and how they are held, and what
/// each accessibility setting and locale changes in what is drawn.
@Suite("Variants")
@MainActor
struct VariantTests {
    @Test("a list of values multiplies its axes and names each variant by its values")
    func matrixNames() throws {
        let one = try PreviewVariant.matrix(parsing: "dark,ax5,se-landscape")
        #expect(one.map(\.name) == ["dark-ax5-iphone-se-landscape"])
        #expect(one[0].device == .iPhoneSE && one[0].orientation == .landscapeLeft && one[0].dynamicTypeSize == .accessibility5)

        // No colour scheme given: light and dark, as a preview's default.
        #expect(try PreviewVariant.matrix(parsing: "ax5").map(\.name) == ["light-ax5", "dark-ax5"])
        let grid = try PreviewVariant.matrix(parsing: "light,dark,xs,l,ax5,iphone-se,15-pro-max,portrait,landscape")
        #expect(grid.count == 2 * 3 * 2 * 2)
        #expect(grid.first?.name == "light-xs-iphone-se" && grid.last?.name == "dark-ax5-iphone-15-pro-max-landscape")
        #expect(Set(grid.map(\.name)).count == grid.count)
        #expect(grid.allSatisfy { SnapshotName.isSafe($0.name) })

        // The defaults keep the names references already have.
        #expect(try PreviewVariant.matrix(parsing: "dark,rtl").map(\.name) == ["dark-rtl"])
        #expect(PreviewVariant.matrix().map(\.name) == PreviewVariant.lightAndDark.map(\.name))
    }

    @Test("a locale written right to left reads right to left; settings and the pseudo-locale name themselves")
    func localesAndSettings() throws {
        let arabic = try PreviewVariant.matrix(parsing: "light,ar")
        #expect(arabic.map(\.name) == ["light-ar"] && arabic[0].layoutDirection == .rightToLeft && arabic[0].locale == "ar")
        #expect(try PreviewVariant.matrix(parsing: "light,ar,ltr")[0].layoutDirection == .leftToRight)
        let settings = try PreviewVariant.matrix(parsing: "dark,bold,contrast,reduce-transparency,pseudo")
        #expect(settings.map(\.name) == ["dark-pseudo-bold-contrast-reduce-transparency"])
        #expect(settings[0].isPseudoLocalized && settings[0].locale == nil)
        #expect(settings[0].settings == [.boldText, .increaseContrast, .reduceTransparency])
    }

    @Test("an unknown value or an empty one is an error that lists what exists")
    func badValues() {
        #expect(throws: VariantError.unknown("huge")) { try PreviewVariant.matrix(parsing: "dark,huge") }
        #expect(throws: VariantError.empty("dark,,ax5")) { try PreviewVariant.matrix(parsing: "dark,,ax5") }
        let message = VariantError.unknown("huge").description
        for known in ["ax5", "iphone-16-pro-max", "landscape", "pseudo", "rtl", "bold"] { #expect(message.contains(known)) }
        // `xs` is a text size, never a language; `zz` is neither.
        #expect(throws: VariantError.unknown("zz")) { try PreviewVariant.matrix(parsing: "zz") }
    }

    @Test("the phones' screens, safe areas and size classes, upright and on their side")
    func devices() {
        #expect(Device.all.count == 9)
        #expect(Set(Device.all.map(\.identifier)).count == Device.all.count)
        let se = Device.iPhoneSE.held(.landscapeLeft)
        #expect(se.size == CGSize(width: 667, height: 375) && se.safeArea == EdgeInsets())
        #expect(se.verticalSizeClass == .compact && se.horizontalSizeClass == .compact)
        let max = Device.iPhone16ProMax.held(.landscapeRight)
        #expect(max.size == CGSize(width: 956, height: 440))
        #expect(max.safeArea == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(max.horizontalSizeClass == .regular && max.verticalSizeClass == .compact)
        #expect(Device.iPhone16Pro.portraitSize == CGSize(width: 402, height: 874) && Device.iPhone16Pro.safeArea.top == 62)
        #expect(Device.iPhone13mini.safeArea == EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))
        // Holding it on its side twice is the same as once.
        #expect(max.held(.landscapeLeft).size == max.size)
        #expect(Device.named("se") == .iPhoneSE && Device.named("15-pro-max") == .iPhone15ProMax && Device.named("x") == nil)
    }

    @Test("a variant's device and orientation lay the view out there, with its size classes")
    func layoutOnDevice() throws {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var h
            @Environment(\.verticalSizeClass) var v
            var body: some View {
                Text("\(h == .regular ? "regular" : "compact") \(v == .regular ? "regular" : "compact")")
                    .frame(maxWidth: .infinity)
            }
        }
        let fits = ViewHost(Probe(), layout: PreviewLayout.sizeThatFits.on(.iPhoneSE, .portrait))
        #expect(try fits.render().displayList.size.width == 375)
        let side = ViewHost(Probe(), layout: PreviewLayout.device.on(.iPhone15ProMax, .landscapeLeft))
        #expect(try side.render().displayList.size == CGSize(width: 932, height: 430))
        #expect(try side.shownTexts.contains("regular compact"))
        let upright = ViewHost(Probe(), layout: PreviewLayout.device.on(.iPhone16, .portrait))
        #expect(try upright.shownTexts.contains("compact regular"))
        // No status bar on a phone on its side, or when the variant leaves it out.
        func statusBar(_ host: ViewHost) throws -> Bool {
            textRuns(in: try host.render().displayList.ops).contains { $0.spec.string == "9:41" }
        }
        #expect(try !statusBar(side) && statusBar(upright))
        let variant = PreviewVariant("light", colorScheme: .light, settings: .noStatusBar)
        #expect(try !statusBar(ViewHost(Probe(), layout: variant.layout(for: .device))))
    }

    @Test("the pseudo-locale lengthens keys by 40 % with accents; interactions still name the source text")
    func pseudoLocale() throws {
        struct Row: View {
            @State var count = 1
            var body: some View {
                VStack {
                    Button("Cups of Water") { count += 1 }
                    Text("\(count)")
                    Text(verbatim: "Verbatim")
                }
            }
        }
        let variant = try PreviewVariant.matrix(parsing: "light,pseudo")[0]
        let host = ViewHost(Row()) { variant.apply(to: &$0) }
        #expect(try host.shownTexts == ["[Ĉûƥš öƒ Ŵåţéŕ ·····]", "1", "Verbatim"])
        try host.tap(text: "Cups of Water")
        #expect(try host.shownTexts.contains("2"))
    }

    @Test("strings tables: .strings pairs with comments and escapes, and a String Catalog's units")
    func stringTables() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try """
            /* A comment */
            "Cups of Water" = "Gläser Wasser"; // another
            "Say \\"hi\\"" = "Sag \\"hallo\\"\\n";
            """.write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try #"{"sourceLanguage":"en","strings":{"Done":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Terminé"}}}},"%lld cups":{"localizations":{"fr":{"variations":{"plural":{"one":{"stringUnit":{"value":"%lld tasse"}},"other":{"stringUnit":{"value":"%lld tasses"}}}}}}}},"version":"1.0"}"#
            .write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        struct Labels: View {
            let bundle: Bundle
            var body: some View {
                VStack {
                    Text("Cups of Water", bundle: bundle)
                    Text("Done", bundle: bundle)
                    Text("Untranslated", bundle: bundle)
                }
            }
        }
        let german = ViewHost(Labels(bundle: bundle)) { $0.locale = Locale(identifier: "de_DE") }
        #expect(try german.shownTexts == ["Gläser Wasser", "Done", "Untranslated"])
        let french = ViewHost(Labels(bundle: bundle)) { $0.locale = Locale(identifier: "fr") }
        #expect(try french.shownTexts == ["Cups of Water", "Terminé", "Untranslated"])
        // A plural variation is drawn in its "other" form, and said.
        let plural = ViewHost(Text("\(3) cups", bundle: bundle)) { $0.locale = Locale(identifier: "fr") }
        #expect(try plural.shownTexts == ["3 tasses"])
        #expect(plural.approximations.contains { $0.cause.contains("plural variations of \"%lld cups\"") && $0.drawnAs == "its “other” form" })
    }

    @Test("Bold Text draws text a weight heavier; Increase Contrast takes the high-contrast system colours")
    func boldAndContrast() throws {
        let view = VStack {
            Text("Body")
            Text("Headline").font(.headline)
            Circle().fill(Color.blue).frame(width: 10, height: 10)
        }
        let bold = try PreviewVariant.matrix(parsing: "light,bold")[0]
        let runs = textRuns(in: try ViewHost(view) { bold.apply(to: &$0) }.render().displayList.ops)
        #expect(runs.map(\.spec.font.weight) == [.semibold, .bold])
        let plain = textRuns(in: try ViewHost(view).render().displayList.ops)
        #expect(plain.map(\.spec.font.weight) == [.regular, .semibold])

        for (scheme, hex) in [(ColorScheme.light, 0x0040DD), (.dark, 0x409CFF)] {
            let contrast = PreviewVariant("c", colorScheme: scheme, settings: .increaseContrast)
            let host = ViewHost(view, colorScheme: scheme) { contrast.apply(to: &$0) }
            #expect(fills(in: try host.render().displayList.ops).contains { $0.1 == RGBAColor(hex: UInt32(hex)) })
        }
    }

    @Test("Reduce Transparency fills a material with a solid colour instead of a blur")
    func reduceTransparency() throws {
        let view = RoundedRectangle(cornerRadius: 8).fill(.regularMaterial).frame(width: 40, height: 20)
        let reduced = PreviewVariant("r", colorScheme: .light, settings: .reduceTransparency)
        let ops = try ViewHost(view) { reduced.apply(to: &$0) }.render().displayList.ops
        #expect(groups(in: ops).allSatisfy { $0.backdrop.isEmpty })
        #expect(fills(in: ops).contains { $0.1.alpha == 1 && $0.1 != RGBAColor(hex: 0xFFFFFF) })
        let blurred = try ViewHost(view).render().displayList.ops
        #expect(groups(in: blurred).contains { !$0.backdrop.isEmpty })
        // The bars too: a navigation bar over scrolled content is a solid colour.
        let list = NavigationStack { List(0..<40) { Text("Row \($0)") }.navigationTitle("Rows").navigationBarTitleDisplayMode(.inline) }
        let host = ViewHost(list, layout: .device) { reduced.apply(to: &$0) }
        try host.scroll(by: CGSize(width: 0, height: 300))
        #expect(groups(in: try host.render().displayList.ops).allSatisfy { $0.backdrop.isEmpty })
    }

    @Test("dynamicTypeSize(_:) with a range keeps the size inside it")
    func dynamicTypeSizeRange() throws {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(String(describing: size))") }
        }
        let capped = ViewHost(Probe().dynamicTypeSize(...DynamicTypeSize.xxLarge)) { $0.dynamicTypeSize = .accessibility5 }
        #expect(try capped.shownTexts == ["xxLarge"])
        let floored = ViewHost(Probe().dynamicTypeSize(DynamicTypeSize.large...)) { $0.dynamicTypeSize = .xSmall }
        #expect(try floored.shownTexts == ["large"])
        let inside = ViewHost(Probe().dynamicTypeSize(DynamicTypeSize.small ... .accessibility1)) { $0.dynamicTypeSize = .xLarge }
        #expect(try inside.shownTexts == ["xLarge"])
    }

    @Test("right to left, forward and backward symbols turn round; others read as drawn")
    func directionalSymbols() throws {
        let view = HStack { Image(systemName: "chevron.forward"); Image(systemName: "chevron.right") }
        let ops = try ViewHost(view) { $0.layoutDirection = .rightToLeft }.render().displayList.ops
        // Inside the page's flip, an unflipped symbol sits in a group that flips it back.
        guard case .group(let page) = ops.last else { Issue.record("no mirrored page"); return }
        let forward = page.ops.contains { if case .icon(let r) = $0 { r.name == "chevron.forward" } else { false } }
        let right = page.ops.contains { op in
            if case .group(let g) = op, case .icon(let r) = g.ops.first { return r.name == "chevron.right" }
            return false
        }
        #expect(forward && right)
    }
}

@Suite("ImageRenderer on a device")
@MainActor
struct ImageRendererDeviceTests {
    @Test("proofsheetDevice lays the content out on the device's screen, in its safe area")
    func deviceScreen() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proofsheetDevice = Device.iPhone13mini.held(.landscapeLeft).withoutStatusBar()
        let list = renderer.displayList
        #expect(list.size == CGSize(width: 812, height: 375))
        // The colour fills the safe area: 50 pt in from each side, 21 pt up from the bottom.
        let red = fills(in: list.ops).first { $0.1 == RGBAColor(hex: 0xFF3B30) }
        #expect(red?.0.bounds == CGRect(x: 50, y: 0, width: 712, height: 354))
    }
}
