import Drawing
import PreviewUI
import Testing

/// `Image(systemName:)`: sizes that follow the font and each symbol's proportions, placement on
/// the text's cap height, variants by rule, rendering modes, and what is reported.
@MainActor
struct SymbolTests {
    /// The icons a view draws, in order.
    static func icons(_ view: some View) throws -> [IconRun] {
        func collect(_ ops: [DisplayOp]) -> [IconRun] {
            ops.flatMap { op -> [IconRun] in
                switch op {
                case .icon(let run): [run]
                case .group(let g): collect(g.ops)
                default: []
                }
            }
        }
        return collect(try ViewHost(view, layout: .sizeThatFits).displayList.ops)
    }

    static func icon(_ view: some View) throws -> IconRun {
        try #require(try icons(view).first)
    }

    /// The approximations a view reports.
    static func reports(_ view: some View) throws -> [Approximation] {
        let host = ViewHost(view, layout: .sizeThatFits)
        _ = try host.displayList
        return host.approximations
    }

    // MARK: Size

    /// Frames expected from the rule: the stand-in's ink in Bootstrap units × 1.07 em / 16,
    /// plus 0.115 em on each side (SymbolGeometry.boxEms, SymbolMetrics.margin). Inks measured
    /// in the SVGs: box-arrow-up 12 × 16, chevron-right 7 × 13, car-front 16 × 12.
    static func expected(inkUnits: CGSize, size: CGFloat) -> CGSize {
        let unit = size * 1.07 / 16, margin = 0.115 * size
        return CGSize(width: inkUnits.width * unit + 2 * margin, height: inkUnits.height * unit + 2 * margin)
    }

    static let sized: [(String, CGSize)] = [
        ("square.and.arrow.up", CGSize(width: 12, height: 16)),
        ("chevron.right", CGSize(width: 7, height: 13)),
        ("car", CGSize(width: 16, height: 12)),
    ]

    @Test("Symbol frames follow each symbol's proportions at body (17 pt) and title (28 pt)", arguments: [Font.body, Font.title])
    func framesFollowProportions(font: Font) throws {
        let size: CGFloat = font == .title ? 28 : 17
        for (name, ink) in Self.sized {
            let laid = Laid(Image(systemName: name).font(font).mark("i"), .sizeThatFits)
            let frame = try laid.frame("i")
            let want = Self.expected(inkUnits: ink, size: size)
            #expect(abs(frame.width - want.width) < 0.05 && abs(frame.height - want.height) < 0.05,
                    "\(name) at \(size) pt: \(frame.size), expected \(want)")
        }
        let share = try Laid(Image(systemName: "square.and.arrow.up").font(font).mark("i"), .sizeThatFits).frame("i")
        let chevron = try Laid(Image(systemName: "chevron.right").font(font).mark("i"), .sizeThatFits).frame("i")
        let car = try Laid(Image(systemName: "car").font(font).mark("i"), .sizeThatFits).frame("i")
        // Taller than wide, narrow and tall, wide and low: not one box for all.
        #expect(share.height > share.width && share.height > chevron.height && share.height > car.height)
        #expect(chevron.width < share.width && car.width > share.width)
        // The share symbol's ink is taller than the font's cap height by half (SF: the arrow
        // rises above the box), not squeezed into it.
        let ink = try Self.icon(Image(systemName: "square.and.arrow.up").font(font)).rect
        #expect(ink.height > size * 0.705 * 1.4, "\(ink.height)")
    }

    /// The rule against inks measured in iOS renders (points, 17 pt regular; see
    /// `SymbolGeometry.boxEms`): each stand-in within 1.5 pt of SF's ink and 15% of its size.
    @Test func inksAreNearThoseOfIOS() throws {
        let measured: [(String, CGSize)] = [
            ("chevron.forward", CGSize(width: 8.0, height: 14.5)), // air_scroll_grouped_cards_toggle_off_picker_row
            ("arrow.up.forward", CGSize(width: 12.5, height: 12.5)), // air_button_row_symbol
            ("chevron.up", CGSize(width: 13.67, height: 7.67)), // ha_collapsible_open_symbol_light
            ("envelope", CGSize(width: 20.0, height: 14.33)), // scannow_form_row_envelope_symbol
        ]
        // spezi_button_xmark_circle_ios18: xmark at 10 pt bold, 8.33 × 8.33 pt of ink.
        let xmark = try Self.icon(Image(systemName: "xmark").font(.system(size: 10, weight: .bold, design: .rounded))).rect
        #expect(abs(xmark.width - 8.33) < 1 && abs(xmark.height - 8.33) < 1, "\(xmark.size)")
        for (name, ios) in measured {
            let ink = try Self.icon(Image(systemName: name)).rect
            for (ours, theirs) in [(ink.width, ios.width), (ink.height, ios.height)] {
                #expect(abs(ours - theirs) < max(1.5, theirs * 0.15), "\(name): \(ink.size) against iOS \(ios)")
            }
        }
    }

    @Test func imageScaleAndPointSizeScaleTheFrame() throws {
        let medium = try Laid(Image(systemName: "heart").mark("i"), .sizeThatFits).frame("i")
        let small = try Laid(Image(systemName: "heart").imageScale(.small).mark("i"), .sizeThatFits).frame("i")
        let large = try Laid(Image(systemName: "heart").imageScale(.large).mark("i"), .sizeThatFits).frame("i")
        #expect(abs(small.width / medium.width - 0.78) < 0.001 && abs(large.width / medium.width - 1.29) < 0.001)
        let big = try Laid(Image(systemName: "heart").font(.system(size: 34)).mark("i"), .sizeThatFits).frame("i")
        #expect(abs(big.height / medium.height - 2) < 0.001)
    }

    @Test func theFontWeightIsTheSymbolWeight() throws {
        #expect(try Self.icon(Image(systemName: "gear")).weight == .regular)
        #expect(try Self.icon(Image(systemName: "gear").fontWeight(.bold)).weight == .bold)
        #expect(try Self.icon(Image(systemName: "gear").font(.headline)).weight == .semibold)
        #expect(try Self.icon(Image(systemName: "gear").font(.system(size: 10, weight: .heavy))).weight == .heavy)
    }

    // MARK: Placement

    @Test("In a Label, the symbol's ink is centred on the title's cap height", arguments: ["envelope", "chevron.right", "square.and.arrow.up"])
    func labelSitsOnTheBaseline(name: String) throws {
        let laid = Laid(Label("Write to us", systemImage: name), .sizeThatFits)
        let text = try laid.frame(ofText: "Write to us")
        let ink = try #require(try Self.icons(Label("Write to us", systemImage: name)).first).rect
        let baseline = text.minY + TextSize.ascent()
        #expect(abs(ink.midY - (baseline - 0.705 * 17 / 2)) <= halfPixel, // the symbol is drawn on the pixel grid
                "ink middle \(ink.midY), baseline \(baseline)")
    }

    @Test func inAnHStackTheInkIsCentredOnTheTextAsInIOS() throws {
        // scannow_form_row_envelope_symbol: the envelope's ink middle is 0.17 pt above the
        // middle of the cap height of "Write to us" (57.17 against 57.33, 3x).
        let row = HStack { Text("Write to us"); Image(systemName: "envelope") }
        let text = try Laid(row, .sizeThatFits).frame(ofText: "Write to us")
        let ink = try Self.icon(row).rect
        let capMiddle = text.minY + TextSize.ascent() - 0.705 * 17 / 2
        #expect(abs(ink.midY - capMiddle) < 0.5, "\(ink.midY) against \(capMiddle)")
    }

    @Test func aResizableSymbolFillsItsFrameWithInk() throws {
        // ha_row_symbol_texts_stroke_dark: a resizable symbol's ink fills its 36 pt box (34.33 × 36
        // there): `aspectRatio(contentMode: .fit)` keeps the ink's proportions, without margins.
        let name = "externaldrive.connected.to.line.below"
        let run = try Self.icon(Image(systemName: name).resizable().aspectRatio(contentMode: .fit).frame(width: 36, height: 36))
        let aspect = try #require(SymbolGeometry.aspectRatio(of: name))
        #expect(abs(max(run.rect.width, run.rect.height) - 36) < 0.001 && run.contentMode == .stretch, "\(run.rect)")
        #expect(abs(run.rect.width / run.rect.height - aspect) < 0.001)
    }

    // MARK: Variants

    @Test func symbolVariantIsAppliedByRule() throws {
        func drawn(_ view: some View) throws -> String { try Self.icon(view).name }
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.fill)) == "heart.fill")
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.circle.fill)) == "heart.circle.fill")
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.fill.circle)) == "heart.circle.fill")
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.square)) == "heart.square")
        #expect(try drawn(Image(systemName: "bell").symbolVariant(.slash)) == "bell.slash")
        #expect(try drawn(Image(systemName: "wifi").symbolVariant(.slash)) == "wifi.slash")
        // A name that is already a form keeps it and adds the rest.
        #expect(try drawn(Image(systemName: "xmark.circle").symbolVariant(.fill)) == "xmark.circle.fill")
        // No such form: the parts SF has are kept, then the name as written.
        #expect(try drawn(Image(systemName: "checkmark.seal").symbolVariant(.circle.fill)) == "checkmark.seal.fill")
        #expect(try drawn(Image(systemName: "chevron.right").symbolVariant(.fill)) == "chevron.right")
        #expect(try drawn(Image(systemName: "envelope").symbolVariant(.rectangle)) == "envelope")
        // Variants outside add up; `.none` in the environment shows symbols as named.
        let nested = VStack { Image(systemName: "heart").symbolVariant(.circle) }.symbolVariant(.fill)
        #expect(try drawn(nested) == "heart.circle.fill")
        let reset = Image(systemName: "heart").environment(\.symbolVariants, .none).symbolVariant(.fill)
        #expect(try drawn(reset) == "heart")
        #expect(SymbolVariants.circle.fill.contains(.fill) && SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle) && SymbolVariants.none.contains(.none))
    }

    // MARK: Colour

    @Test func hierarchicalAndPaletteColourTheTwoLayersOfAnEnclosedSymbol() throws {
        // System red and blue, light (ios-metrics.md §3).
        let red = "#FF3B30FF", blue = "#007AFFFF"
        let palette = try Self.icon(Image(systemName: "xmark.circle.fill").foregroundStyle(.red, .blue))
        #expect(palette.color.hexString == red && palette.secondaryColor?.hexString == blue, "two styles choose palette rendering")
        let explicit = try Self.icon(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue))
        #expect(explicit.secondaryColor?.hexString == blue)
        let hierarchical = try Self.icon(Image(systemName: "person.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
        #expect(hierarchical.color.hexString == red && hierarchical.secondaryColor?.hexString == "#FF3B3080")
        let monochrome = try Self.icon(Image(systemName: "xmark.circle.fill").foregroundStyle(.red))
        #expect(monochrome.secondaryColor == nil)
        #expect(try Self.reports(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)).isEmpty)
    }

    @Test func theSecondStyleIsTheSecondaryLevelOfText() throws {
        let view = VStack { Text("one"); VStack { Text("two") }.foregroundStyle(.secondary) }.foregroundStyle(.red, .blue)
        let runs = try ViewHost(view, layout: .sizeThatFits).displayList.ops.compactMap { op -> TextRun? in
            if case .text(let t) = op { t } else { nil }
        }
        #expect(runs.map(\.color.hexString) == ["#FF3B30FF", "#007AFFFF"])
    }

    // MARK: Reports

    @Test func anUnknownNameIsReportedAtItsCallSite() throws {
        let line = #line + 1
        let view = HStack { Image(systemName: "no.such.thing.fill"); Text("x") }
        let reports = try Self.reports(view)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.file == "PreviewUITests/SymbolTests.swift" && report.line == line)
        #expect(report.cause.hasPrefix("unknown SF Symbol 'no.such.thing.fill'") && report.drawnAs == "a crossed box")
    }

    @Test func aStandInIsReportedAtItsCallSiteAndAnExactOrCloseOneIsNot() throws {
        let line = #line + 1
        let reports = try Self.reports(VStack { Image(systemName: "battery.25"); Image(systemName: "gearshape") })
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.file == "PreviewUITests/SymbolTests.swift" && report.line == line)
        #expect(report.cause == "SF Symbol 'battery.25' has no close stand-in")
        #expect(report.drawnAs == "Bootstrap 'battery-half'")
        #expect(try Self.reports(Image(systemName: "heart.circle.fill").fontWeight(.semibold)).isEmpty)
    }

    @Test func whatCannotBeDrawnIsReported() throws {
        let light = try Self.reports(Image(systemName: "heart").fontWeight(.light))
        #expect(light.map(\.drawnAs) == ["regular weight"])
        let black = try Self.reports(Image(systemName: "heart").font(.system(size: 17, weight: .black)))
        #expect(black.map(\.drawnAs) == ["semibold weight"])
        let multicolor = try Self.reports(Image(systemName: "heart").symbolRenderingMode(.multicolor))
        #expect(multicolor.map(\.drawnAs) == ["one colour (monochrome)"])
        let oneLayer = try Self.reports(Image(systemName: "cloud.rain").symbolRenderingMode(.hierarchical))
        #expect(oneLayer.count == 1 && oneLayer[0].cause.contains("cannot be split into layers"))
        #expect(try Self.icon(Image(systemName: "cloud.rain").symbolRenderingMode(.hierarchical)).secondaryColor == nil)
    }
}
