import Drawing
import PreviewUI
import Testing

/// Layer effects (blur, colour filters, masks, blend modes, compositing groups), materials,
/// shadow styles and 3D effects: what they put in the display list, what they report, and
/// golden images of each, light and dark.
@MainActor @Suite struct EffectTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    // MARK: Display lists and reports

    /// The groups of a display list, depth first.
    static func groups(_ ops: [DisplayOp]) -> [DisplayGroup] {
        ops.flatMap { op -> [DisplayGroup] in
            guard case .group(let g) = op else { return [] }
            return [g] + groups(g.ops)
        }
    }

    @Test func blurIsAFilterGroupReportedAtItsCallSite() throws {
        let line = #line + 1
        let host = ViewHost(Circle().fill(.red).frame(width: 20, height: 20).blur(radius: 4), layout: .fixed(width: 40, height: 40))
        let list = try host.displayList
        let blurs = Self.groups(list.ops).filter { !$0.filters.isEmpty }
        #expect(blurs.count == 1)
        #expect(blurs.first?.filters == [.blur(radius: 4, opaque: false, bounds: nil)])
        let report = try #require(host.approximations.first { $0.cause.hasPrefix("blur(radius: 4)") })
        #expect(report.line == line && report.file == "PreviewUITests/EffectTests.swift")
        #expect(report.drawnAs.contains("in SVG, an embedded PNG image"))
    }

    @Test func opaqueBlurCarriesTheViewsFrame() throws {
        let host = ViewHost(Color.blue.frame(width: 30, height: 20).blur(radius: 2, opaque: true).padding(5),
                            layout: .sizeThatFits)
        let g = try #require(Self.groups(try host.displayList.ops).first { !$0.filters.isEmpty })
        #expect(g.filters == [.blur(radius: 2, opaque: true, bounds: CGRect(x: 5, y: 5, width: 30, height: 20))])
    }

    @Test func neutralAmountsDrawNoLayer() throws {
        let host = ViewHost(Color.red.frame(width: 10, height: 10)
            .brightness(0).contrast(1).saturation(1).grayscale(0).hueRotation(.zero).blur(radius: 0)
            .blendMode(.normal).colorMultiply(.white), layout: .sizeThatFits)
        #expect(Self.groups(try host.displayList.ops).allSatisfy { !$0.hasLayerEffects })
        #expect(host.approximations.isEmpty, "nothing is approximated when nothing is drawn: \(host.approximations)")
    }

    @Test func colourEffectsAreTheirMatrices() throws {
        let host = ViewHost(HStack {
            Color.red.grayscale(1)
            Color.red.saturation(0.5)
            Color.red.hueRotation(.degrees(90))
            Color.red.colorInvert()
            Color.red.luminanceToAlpha()
        }.frame(width: 50, height: 10), layout: .sizeThatFits)
        let matrices = Self.groups(try host.displayList.ops).flatMap(\.filters)
        #expect(matrices == [
            .colorMatrix(.grayscale(1)), .colorMatrix(.saturation(0.5)), .colorMatrix(.hueRotation(radians: .pi / 2)),
            .colorMatrix(.invert), .colorMatrix(.luminanceToAlpha),
        ])
    }

    @Test func plusDarkerIsReportedAsMultiply() throws {
        let host = ViewHost(ZStack {
            Color.yellow
            Color.gray.blendMode(.plusDarker)
            Color.gray.blendMode(.multiply)
        }.frame(width: 20, height: 20), layout: .sizeThatFits)
        let modes = Self.groups(try host.displayList.ops).map(\.blendMode).filter { $0 != .normal }
        #expect(modes == [.plusDarker, .multiply])
        #expect(host.approximations.contains { $0.cause.contains("plusDarker") && $0.drawnAs == "blendMode(.multiply)" })
        #expect(!host.approximations.contains { $0.cause.contains("multiply) has no Cairo") })
    }

    @Test func maskIsLaidOutInTheViewsFrameAndTakesNoTouches() throws {
        var tapped = false
        let host = ViewHost(Button("Tap") { tapped = true }
            .frame(width: 80, height: 40)
            .mask(alignment: .leading) { Rectangle().frame(width: 30) }, layout: .sizeThatFits)
        let g = try #require(Self.groups(try host.displayList.ops).first { $0.mask != nil })
        #expect(g.mask?.ops == [.fill(.rect(CGRect(x: 0, y: 0, width: 30, height: 40)), RGBAColor(hex: 0x000000))])
        try host.tap(text: "Tap")
        #expect(tapped)
    }

    @Test func materialIsABackdropGroupWithItsTint() throws {
        let line = #line + 2
        let host = ViewHost(Text("Hi").padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8)), layout: .sizeThatFits)
        let g = try #require(Self.groups(try host.displayList.ops).first { !$0.backdrop.isEmpty })
        #expect(g.backdrop.first == .blur(radius: 30))
        #expect(g.clip != nil)
        guard case .fill(_, let tint)? = g.ops.first else { Issue.record("no tint fill"); return }
        #expect(tint == RGBAColor(hex: 0xF2F2F2, alpha: 0.8))
        let report = try #require(host.approximations.first { $0.cause.hasPrefix("Material .regularMaterial") })
        #expect(report.line == line)
    }

    @Test func everyThicknessIsDrawnAndTheBarToo() throws {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
        for scheme in Self.schemes {
            let host = ViewHost(VStack {
                ForEach(0..<materials.count, id: \.self) { i in Color.clear.frame(height: 4).background(materials[i]) }
            }.frame(width: 10), layout: .sizeThatFits, colorScheme: scheme)
            let tints = Self.groups(try host.displayList.ops).filter { !$0.backdrop.isEmpty }.compactMap { g -> Double? in
                guard case .fill(_, let c)? = g.ops.first else { return nil }
                return c.alpha
            }
            #expect(tints.count == 6)
            #expect(Array(tints.prefix(5)) == tints.prefix(5).sorted(), "thicker materials have more opaque tints (\(scheme))")
        }
    }

    @Test func secondaryOverAMaterialReportsItsVibrancy() throws {
        let line = #line + 2
        let host = ViewHost(Text("Subtitle").foregroundStyle(.secondary).padding()
            .background(.thinMaterial), layout: .sizeThatFits)
        _ = try host.displayList
        let report = try #require(host.approximations.first { $0.cause.contains("vibrancy of .secondary over .thinMaterial") })
        #expect(report.line == line)
        let plain = ViewHost(Text("Subtitle").foregroundStyle(.secondary).padding().background(.red), layout: .sizeThatFits)
        _ = try plain.displayList
        #expect(!plain.approximations.contains { $0.cause.contains("vibrancy") })
    }

    @Test func backgroundStyleSetsTheBackground() throws {
        let host = ViewHost(Text("A").padding().background().backgroundStyle(.orange), layout: .sizeThatFits)
        let fills = try host.displayList.ops.compactMap { op -> RGBAColor? in
            if case .fill(_, let c) = op { return c }
            return nil
        }
        let orange = Color.orange.resolve(in: EnvironmentValues())
        let hex = RGBAColor(red: Double(orange.red), green: Double(orange.green), blue: Double(orange.blue)).hexString
        let dump = try host.displayList.dump
        #expect(fills.map(\.hexString).contains(hex), "\(dump)")
    }

    @Test func rotationAboutZAndNoPerspectiveAreExactTransforms() throws {
        let host = ViewHost(Color.red.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)), layout: .sizeThatFits)
        let g = try #require(Self.groups(try host.displayList.ops).first { !$0.transform.isIdentity })
        let expected = AffineMatrix.rotation(radians: .pi / 6, about: CGPoint(x: 20, y: 10))
        #expect(abs(g.transform.a - expected.a) < 1e-9 && abs(g.transform.b - expected.b) < 1e-9)
        #expect(abs(g.transform.tx - expected.tx) < 1e-9 && abs(g.transform.ty - expected.ty) < 1e-9)
        #expect(g.projection == nil)
        #expect(host.approximations.isEmpty)

        let flat = ViewHost(Color.red.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0), layout: .sizeThatFits)
        let squeezed = try #require(Self.groups(try flat.displayList.ops).first { !$0.transform.isIdentity })
        #expect(abs(squeezed.transform.a - 0.5) < 1e-9, "seen without perspective, a turn about y squeezes by cos θ")
        #expect(flat.approximations.isEmpty)
    }

    @Test func perspectiveIsAProjectionGroupAndReported() throws {
        let line = #line + 2
        let host = ViewHost(Color.red.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), layout: .sizeThatFits)
        let g = try #require(Self.groups(try host.displayList.ops).first { $0.projection != nil })
        let h = try #require(g.projection)
        // The anchor line (x = 20) stays put; the right side recedes (shorter), the left comes near.
        let top = try #require(h.apply(to: CGPoint(x: 20, y: 0)))
        #expect(abs(top.x - 20) < 1e-9 && abs(top.y) < 1e-9)
        let right = try #require(h.apply(to: CGPoint(x: 40, y: 20))), left = try #require(h.apply(to: CGPoint(x: 0, y: 20)))
        #expect(right.y < 20 && left.y > 20, "right \(right), left \(left)")
        #expect(host.approximations.contains { $0.cause == "rotation3DEffect with perspective is a pixel effect" && $0.line == line })
    }

    @Test func projectionTransformInvertsAndMovesWithTheView() throws {
        var t = ProjectionTransform()
        t.m13 = 0.002
        t.m31 = 5
        let p = CGPoint(x: 80, y: 10).applying(t)
        #expect(abs(p.x - 85 / 1.16) < 1e-9 && abs(p.y - 10 / 1.16) < 1e-9)
        #expect(!t.isAffine)
        var inverse = t
        let invertible = inverse.invert()
        #expect(invertible)
        let back = p.applying(inverse)
        #expect(abs(back.x - 80) < 1e-9 && abs(back.y - 10) < 1e-9)
        // projectionEffect works in the view's coordinates: its top-left is the origin.
        let host = ViewHost(Color.red.frame(width: 100, height: 20).projectionEffect(t).padding(10), layout: .sizeThatFits)
        let h = try #require(Self.groups(try host.displayList.ops).first { $0.projection != nil }?.projection)
        let moved = try #require(h.apply(to: CGPoint(x: 90, y: 20)))
        #expect(abs(moved.x - (10 + p.x)) < 1e-9 && abs(moved.y - (10 + p.y)) < 1e-9)
    }

    @Test func transformEffectIsInTheViewsOwnCoordinates() throws {
        let host = ViewHost(Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(scaleX: 2, y: 1)).padding(10), layout: .sizeThatFits)
        let g = try #require(Self.groups(try host.displayList.ops).first { !$0.transform.isIdentity })
        // Scaled about the view's top-left (10, 10), not the page's origin.
        #expect(g.transform == AffineMatrix(a: 2, b: 0, c: 0, d: 1, tx: -10, ty: 0))
    }

    @Test func innerAndDropShadowStyles() throws {
        let host = ViewHost(HStack {
            Circle().fill(.blue.shadow(.drop(radius: 3, y: 2)))
            RoundedRectangle(cornerRadius: 6).fill(.white.shadow(.inner(radius: 2)))
        }.frame(width: 80, height: 30).padding(), layout: .sizeThatFits)
        let groups = Self.groups(try host.displayList.ops)
        #expect(groups.contains { $0.shadow?.radius == 3 && $0.shadow?.y == 2 })
        #expect(groups.contains { $0.filters == [.blur(radius: 2)] }, "the inner shadow is a blurred complement")
        #expect(host.approximations.contains { $0.cause == "ShadowStyle.inner is a pixel effect" })
    }

    // MARK: Goldens

    /// A small colourful tile: three overlapping circles, a symbol and a word.
    static func tile(_ label: String) -> some View {
        ZStack {
            Circle().fill(.red).frame(width: 26).offset(x: -9, y: -6)
            Circle().fill(.green).frame(width: 26).offset(x: 9, y: -6)
            Circle().fill(.blue).frame(width: 26).offset(y: 8)
            Image(systemName: "star.fill").foregroundStyle(.yellow).font(.caption)
        }
        .frame(width: 64, height: 48)
        .overlay(alignment: .bottom) { Text(label).font(.caption2).foregroundStyle(.primary).offset(y: 14) }
    }

    static var effectsSheet: some View {
        VStack(spacing: 22) {
            HStack(spacing: 8) {
                tile("plain")
                tile("blur").blur(radius: 2)
                tile("opaque").blur(radius: 3, opaque: true)
                tile("gray").grayscale(1)
                tile("satur.").saturation(2.5)
            }
            HStack(spacing: 8) {
                tile("hue").hueRotation(.degrees(120))
                tile("invert").colorInvert()
                tile("bright").brightness(0.3)
                tile("contrast").contrast(0.4)
                tile("multiply").colorMultiply(.orange)
            }
            HStack(spacing: 8) {
                tile("lum→α").luminanceToAlpha().background(Color.white)
                tile("mask").mask { Circle().frame(width: 40) }
                tile("text").mask { Text("MASK").font(.title3.weight(.black)) }
                ForEach([BlendMode.multiply, .screen], id: \.self) { mode in
                    ZStack {
                        Capsule().fill(.orange).frame(width: 54, height: 20).offset(y: -8)
                        Capsule().fill(.teal).frame(width: 54, height: 20).offset(y: 6).blendMode(mode)
                    }
                    .compositingGroup()
                    .frame(width: 64, height: 48)
                }
            }
            HStack(spacing: 14) {
                ForEach([BlendMode.difference, .plusLighter, .overlay, .softLight], id: \.self) { mode in
                    ZStack {
                        Circle().fill(.pink).frame(width: 30).offset(x: -7)
                        Circle().fill(.indigo).frame(width: 30).offset(x: 7).blendMode(mode)
                    }
                    .drawingGroup()
                    .frame(width: 48, height: 36)
                }
                Circle().fill(.blue.shadow(.drop(radius: 3, y: 2))).frame(width: 30, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground).shadow(.inner(radius: 3, y: 1)))
                    .frame(width: 44, height: 30)
            }
        }
        .padding(14)
        .background(Color(.systemBackground))
    }

    @Test("Effects sheet: blur, colour filters, masks, blend modes, shadow styles", arguments: schemes)
    func effectsSheetGolden(scheme: ColorScheme) throws {
        try GoldenImage.check(Self.effectsSheet, named: "effects-sheet-\(scheme)", colorScheme: scheme)
    }

    /// Stripes and spots of system colours behind six material panels.
    static var materialsSheet: some View {
        let materials: [(String, Material)] = [
            ("Ultra Thin", .ultraThin), ("Thin", .thin), ("Regular", .regular), ("Thick", .thick),
            ("Ultra Thick", .ultraThick), ("Bar", .bar),
        ]
        return ZStack {
            HStack(spacing: 0) {
                ForEach([Color.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple], id: \.self) { c in c }
            }
            Circle().fill(.white).frame(width: 70).offset(x: -60, y: -90)
            Circle().fill(.black).frame(width: 60).offset(x: 70, y: 80)
            VStack(spacing: 10) {
                ForEach(0..<materials.count, id: \.self) { i in
                    HStack {
                        Text(materials[i].0).font(.headline)
                        Spacer()
                        Text("secondary").foregroundStyle(.secondary)
                    }
                    .padding(.horizontal, 12)
                    .frame(height: 32)
                    .background(materials[i].1, in: RoundedRectangle(cornerRadius: 10))
                }
            }
            .padding(16)
        }
        .frame(width: 260, height: 300)
    }

    @Test("Materials over a colourful background: every thickness and the bar", arguments: schemes)
    func materialsSheetGolden(scheme: ColorScheme) throws {
        try GoldenImage.check(Self.materialsSheet, named: "materials-sheet-\(scheme)", colorScheme: scheme)
    }

    static var rotatedCards: some View {
        HStack(spacing: 24) {
            card("Y 40°").rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
            card("X 35°").rotation3DEffect(.degrees(35), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
            card("Z 12°").rotation3DEffect(.degrees(12), axis: (x: 0, y: 0, z: 1))
        }
        .padding(.horizontal, 24)
        .padding(.vertical, 40)
        .background(Color(.systemGroupedBackground))
    }

    static func card(_ title: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: "airplane").foregroundStyle(.blue)
            Text(title).font(.headline)
            Text("Gate B7").font(.caption).foregroundStyle(.secondary)
        }
        .padding(10)
        .frame(width: 96, height: 80, alignment: .topLeading)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
    }

    @Test("Cards turned in 3D: perspective about y and x, affine about z", arguments: schemes)
    func rotatedCardGolden(scheme: ColorScheme) throws {
        try GoldenImage.check(Self.rotatedCards, named: "rotated-cards-\(scheme)", colorScheme: scheme)
    }
}
