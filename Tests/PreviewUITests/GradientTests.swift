import Drawing
import Foundation
import PreviewUI
import Testing

/// Gradients as shape styles: `LinearGradient`, `RadialGradient`, `EllipticalGradient`,
/// `AngularGradient`, `AnyGradient` and `Color.gradient`, with the `ShapeStyle` shorthands,
/// in fills, strokes, backgrounds, overlays and text, laid out in the bounds of what they fill.
@MainActor
struct GradientTests {
    static let red = Color(.sRGB, red: 1, green: 0, blue: 0)
    static let blue = Color(.sRGB, red: 0, green: 0, blue: 1)

    /// The RGBA of the pixel at `point` (points) in `view` drawn at 1x in `size`.
    static func pixels(_ view: some View, size: CGSize) throws -> RGBAImage {
        let host = ViewHost(view, layout: .fixed(width: size.width, height: size.height))
        return try RasterRenderer.render(try host.displayList, scale: 1).rgba()
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return (0..<4).map { Int(image.pixels[i + $0]) }
    }

    static func near(_ a: [Int], _ b: [Int], within t: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= t }
    }

    static func gradientOps(_ ops: [DisplayOp]) -> [DisplayOp] {
        ops.flatMap { op -> [DisplayOp] in
            switch op {
            case .fillGradient, .strokeGradient, .gradientMask: return [op]
            case .group(let g): return gradientOps(g.ops)
            default: return []
            }
        }
    }

    @Test("A linear gradient fills its shape's rectangle: unit points mapped into it, colours interpolated in sRGB")
    func linear() throws {
        let view = Rectangle()
            .fill(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 20)
            .padding(10)
        let host = ViewHost(view, layout: .fixed(width: 120, height: 40))
        let ops = Self.gradientOps(try host.displayList.ops)
        guard case .fillGradient(_, let g)? = ops.first, case let .linear(start, end) = g.geometry else {
            Issue.record("no linear gradient fill: \(ops)")
            return
        }
        #expect(start == CGPoint(x: 10, y: 20) && end == CGPoint(x: 110, y: 20), "the frame's leading and trailing middles")
        let image = try RasterRenderer.render(try host.displayList, scale: 1).rgba()
        #expect(Self.near(Self.pixel(image, 10, 20), [252, 0, 3, 255], within: 3), "\(Self.pixel(image, 10, 20))")
        // Halfway: the plain mean of the components (gamma-encoded sRGB, as iOS's .device).
        #expect(Self.near(Self.pixel(image, 60, 20), [127, 0, 128, 255]), "\(Self.pixel(image, 60, 20))")
        #expect(Self.near(Self.pixel(image, 109, 20), [3, 0, 252, 255], within: 3))
    }

    @Test("Alpha interpolates straight, not premultiplied: red to clear blue passes through translucent purple")
    func straightAlpha() throws {
        let view = LinearGradient(colors: [Self.red, Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0)],
                                  startPoint: .leading, endPoint: .trailing)
        let list = DisplayList(size: CGSize(width: 101, height: 4), ops: try ViewHost(view, layout: .fixed(width: 101, height: 4))
            .displayList.ops.filter { if case .fillGradient = $0 { true } else { false } })
        let image = try RasterRenderer.render(list, scale: 1).rgba()
        // Half opaque purple (premultiplied interpolation would give half opaque red).
        let mid = Self.pixel(image, 50, 2)
        #expect(Self.near(mid, [127, 0, 127, 128], within: 4), "\(mid)")
    }

    @Test("Stops confined to part of the axis extend their end colours; stops out of order are sorted")
    func padsAndSorts() throws {
        let view = LinearGradient(stops: [.init(color: Self.blue, location: 0.6), .init(color: Self.red, location: 0.4)],
                                  startPoint: .top, endPoint: .bottom)
        let image = try Self.pixels(view, size: CGSize(width: 4, height: 100))
        #expect(Self.near(Self.pixel(image, 2, 10), [255, 0, 0, 255]), "red above 40 %")
        #expect(Self.near(Self.pixel(image, 2, 90), [0, 0, 255, 255]), "blue below 60 %")
        #expect(Self.near(Self.pixel(image, 2, 50), [121, 0, 134, 255], within: 3), "52.5 % of the way: \(Self.pixel(image, 2, 50))")
    }

    @Test("Radial, elliptical and angular gradients: centres in the unit square, radii and angles as SwiftUI gives them")
    func otherGeometries() throws {
        let radial = try Self.pixels(RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 40),
                                     size: CGSize(width: 100, height: 100))
        #expect(Self.near(Self.pixel(radial, 50, 50), [255, 0, 0, 255], within: 8), "the centre")
        #expect(Self.near(Self.pixel(radial, 70, 50), [127, 0, 127, 255], within: 8), "20 pt out, halfway")
        #expect(Self.near(Self.pixel(radial, 95, 50), [0, 0, 255, 255]), "past the end radius")
        // Elliptical in 200 × 100: 0.25 of the square's side reaches 50 pt across and 25 pt down.
        let elliptical = try Self.pixels(EllipticalGradient(colors: [Self.red, Self.blue]), size: CGSize(width: 200, height: 100))
        let across = Self.pixel(elliptical, 150, 50), down = Self.pixel(elliptical, 100, 75)
        #expect(Self.near(across, down, within: 6) && Self.near(across, [127, 0, 127, 255], within: 8), "\(across) \(down)")
        // A conic gradient from red at 0° (the trailing side) round clockwise to blue.
        let conic = try Self.pixels(AngularGradient(colors: [Self.red, Self.blue], center: .center, angle: .zero),
                                    size: CGSize(width: 100, height: 100))
        #expect(Self.near(Self.pixel(conic, 90, 51), [253, 0, 2, 255], within: 4), "just past 0°: \(Self.pixel(conic, 90, 51))")
        #expect(Self.near(Self.pixel(conic, 10, 50), [127, 0, 127, 255], within: 4), "at 180°: \(Self.pixel(conic, 10, 50))")
        #expect(Self.near(Self.pixel(conic, 50, 90), [191, 0, 64, 255], within: 4), "at 90° (below): \(Self.pixel(conic, 50, 90))")
    }

    @Test("A conic gradient drawn as mesh sectors is within 2/255 of the exact colour by angle")
    func conicError() throws {
        let paint = GradientPaint(.conic(center: CGPoint(x: 100, y: 100), startAngle: 0.3, endAngle: 0.3 + 2 * .pi),
                                  stops: [.init(color: RGBAColor(red: 1, green: 0.8, blue: 0), location: 0),
                                          .init(color: RGBAColor(red: 0, green: 0.2, blue: 1), location: 0.35),
                                          .init(color: RGBAColor(red: 0.1, green: 0.9, blue: 0.3), location: 1)])
        let list = DisplayList(size: CGSize(width: 200, height: 200), ops: [.fillGradient(.rect(CGRect(x: 0, y: 0, width: 200, height: 200)), paint)])
        let image = try RasterRenderer.render(list, scale: 1).rgba()
        var worst = 0
        for y in stride(from: 5, to: 200, by: 11) {
            for x in stride(from: 5, to: 200, by: 11) {
                let dx = Double(x) + 0.5 - 100, dy = Double(y) + 0.5 - 100
                guard dx * dx + dy * dy > 100 else { continue }  // away from the centre, where angles crowd
                let exact = paint.conicColor(at: atan2(dy, dx))
                let got = Self.pixel(image, x, y)
                let want = [exact.red, exact.green, exact.blue].map { Int(($0 * 255).rounded()) }
                // Away from the seam where the last colour meets the first: Cairo's mesh
                // rasteriser places a hard edge to within a pixel.
                var off = atan2(dy, dx) - 0.3
                off = abs(atan2(sin(off), cos(off)))
                guard off * (dx * dx + dy * dy).squareRoot() > 1.5 else { continue }
                worst = max(worst, zip(got.prefix(3), want).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst <= 2, "largest channel error \(worst)/255")
    }

    @Test("An angular gradient of less than a turn paints the gap with the last colour, then the first, halfway across")
    func angularGap() throws {
        let view = AngularGradient(colors: [Self.red, Self.blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
        let image = try Self.pixels(view, size: CGSize(width: 100, height: 100))
        // 225° is in the gap's first half, 315° in its second (y down: above the centre).
        #expect(Self.near(Self.pixel(image, 20, 20), [0, 0, 255, 255]), "\(Self.pixel(image, 20, 20))")
        #expect(Self.near(Self.pixel(image, 80, 20), [255, 0, 0, 255]), "\(Self.pixel(image, 80, 20))")
        // More than a turn draws the last complete one.
        let twice = try Self.pixels(AngularGradient(colors: [Self.red, Self.blue], center: .center, startAngle: .zero,
                                                    endAngle: .degrees(720)), size: CGSize(width: 100, height: 100))
        #expect(Self.near(Self.pixel(twice, 10, 50), [127, 0, 127, 255], within: 4))
    }

    @Test("Shorthands, strokes, backgrounds, overlays and text take gradients, laid out in their own bounds")
    func everywhere() throws {
        let view = VStack(spacing: 0) {
            Circle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)).frame(width: 20, height: 20)
            Capsule().stroke(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 2).frame(width: 40, height: 20)
            Text("Gradient").font(.title).foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Color.clear.frame(width: 30, height: 10).background(.conicGradient(colors: [.red, .green], center: .center))
            Color.clear.frame(width: 30, height: 10).overlay(.ellipticalGradient(colors: [.red, .green]))
            Text("Inherited").foregroundStyle(.blue.gradient)
        }
        let host = ViewHost(view, layout: .sizeThatFits)
        let ops = Self.gradientOps(try host.displayList.ops)
        #expect(ops.count == 6, "\(ops)")
        let masks = ops.compactMap { op -> (GradientPaint, [DisplayOp])? in
            if case let .gradientMask(g, inner) = op { return (g, inner) } else { return nil }
        }
        #expect(masks.count == 2, "both texts are painted through")
        let title = try #require(try host.frame(ofText: "Gradient"))
        if case let .linear(start, end)? = masks.first?.0.geometry {
            #expect(start.x == onPixelGrid(title).minX && end.x == onPixelGrid(title).maxX && start.y == onPixelGrid(title).midY, "in the text's frame: \(start) \(end) \(title)")
        }
        if case .text(let run)? = masks.first?.1.first { #expect(run.color == .black, "the glyphs only mask") }
        // Color.gradient is top to bottom, lighter at the top (its derivation estimated, and said).
        if case let .linear(start, end)? = masks.last?.0.geometry { #expect(start.y < end.y && start.x == end.x) }
        #expect(host.approximations.contains { $0.cause.contains("Color.gradient") })
        // The pixels: the title's first letters are redder than its last.
        let image = try RasterRenderer.render(try host.displayList, scale: 2).rgba()
        func redness(from x0: CGFloat, to x1: CGFloat) -> Double {
            var r = 0, b = 0
            for y in Int(title.minY * 2)..<Int(title.maxY * 2) {
                for x in Int(x0 * 2)..<Int(x1 * 2) {
                    let p = Self.pixel(image, x, y)
                    if p[0] + p[1] + p[2] < 500 { r += p[0]; b += p[2] }
                }
            }
            return Double(r) / Double(max(r + b, 1))
        }
        #expect(redness(from: title.minX, to: title.minX + 20) > 0.7 && redness(from: title.maxX - 20, to: title.maxX) < 0.3)
    }

    @Test("SwiftUI's spellings compile as in the SDK: defaults, AnyGradient forms, conic and angular initialisers")
    func spellings() throws {
        let g = Gradient(colors: [.red, .blue])
        let view = VStack {
            AngularGradient(gradient: g, center: .center)
            AngularGradient(gradient: g, center: .top, angle: .degrees(90))
            AngularGradient(stops: g.stops, center: .center, startAngle: .zero, endAngle: .degrees(90))
            EllipticalGradient(gradient: g)
            RadialGradient(stops: g.stops, center: .center, startRadius: 0, endRadius: 10)
            Color.clear.background(.radialGradient(Color.red.gradient, endRadius: 100))
            Color.clear.background(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))
            Color.clear.background(.ellipticalGradient(AnyGradient(g)))
            Color.clear.background(.angularGradient(AnyGradient(g), startAngle: .zero, endAngle: .degrees(180)))
            Color.clear.background(.conicGradient(AnyGradient(g).colorSpace(.device)))
            Rectangle().fill(AnyGradient(g))
        }
        let ops = Self.gradientOps(try ViewHost(view, layout: .fixed(width: 100, height: 400)).displayList.ops)
        #expect(ops.count == 11)
        // The initialisers' default angles (zero to zero) make a full turn, as the colour wheels apps draw.
        let full = ops.compactMap { op -> (Double, Double)? in
            if case .fillGradient(_, let p) = op, case let .conic(_, a0, a1) = p.geometry { return (a0, a1) } else { return nil }
        }
        let sweep = full.first.map { $0.1 - $0.0 } ?? 0
        #expect(abs(sweep - 2 * Double.pi) < 1e-9, "\(full)")
    }

    @Test("A gradient where PreviewUI paints one colour (a tint) gives its mean colour and says so, naming the user's line")
    func singleColourUse() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let host = ViewHost(Toggle("On", isOn: .constant(true)).tint(gradient), layout: .fixed(width: 200, height: 44))
        _ = try host.displayList
        let report = try #require(host.approximations.first { $0.cause.contains("LinearGradient used where") })
        #expect(report.file.hasSuffix("GradientTests.swift") && report.line == #line - 4)
    }

    @Test("Perceptual interpolation is drawn in Oklab and said; the display list dump and SVG hold the gradients")
    func perceptualAndOutputs() throws {
        let view = Rectangle().fill(.linearGradient(Gradient(colors: [.blue, .yellow]).colorSpace(.perceptual), startPoint: .leading, endPoint: .trailing))
            .frame(width: 60, height: 10)
        let host = ViewHost(view, layout: .sizeThatFits)
        let list = try host.displayList
        guard case .fillGradient(_, let g)? = Self.gradientOps(list.ops).first else { Issue.record("no fill"); return }
        #expect(g.stops.count == 17, "two stops subdivided into 16 steps")
        // Halfway between blue and yellow in Oklab is not sRGB's grey.
        let mid = g.color(at: 0.5)
        #expect(abs(mid.red - mid.blue) > 0.05 || abs(mid.green - mid.blue) > 0.05, "\(mid)")
        #expect(host.approximations.contains { $0.cause.contains("perceptual") })
        #expect(list.dump.contains("fill rect") && list.dump.contains(" linear "), "\(list.dump)")
        let svg = try SVGRenderer.render(list)
        #expect(svg.contains("<linearGradient"), "a native SVG gradient")
        let conic = DisplayList(size: CGSize(width: 20, height: 20), ops: [.fillGradient(
            .rect(CGRect(x: 0, y: 0, width: 20, height: 20)),
            GradientPaint(.conic(center: CGPoint(x: 10, y: 10), startAngle: 0, endAngle: 2 * .pi),
                          stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)]))])
        #expect(try SVGRenderer.render(conic).contains("<image"), "a mesh has no SVG 1.1 form: an embedded image")
        #expect(try SVGRenderer.render(conic) == SVGRenderer.render(conic), "deterministic")
    }

    @Test("Golden: linear, radial, elliptical, angular and Color.gradient swatches, and text in a gradient", arguments: [ColorScheme.light, .dark])
    func gradientSheetGolden(_ scheme: ColorScheme) throws {
        let view = VStack(spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.linearGradient(colors: [.pink, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 28))
                Capsule().fill(.ellipticalGradient(colors: [.mint, .indigo]))
                Circle().fill(.conicGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                RoundedRectangle(cornerRadius: 8).fill(.green.gradient)
            }
            .frame(height: 56)
            Text("Gradient text").font(.title2.bold())
                .foregroundStyle(.linearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
            Circle().trim(from: 0.1, to: 0.8)
                .stroke(.angularGradient(colors: [.blue, .teal], center: .center, startAngle: .degrees(36), endAngle: .degrees(288)),
                        style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 44, height: 44)
        }
        .padding(12)
        .background(.background)
        try GoldenImage.check(view, named: "gradient-sheet-\(scheme == .dark ? "dark" : "light")", layout: .fixed(width: 320, height: 180),
                              colorScheme: scheme)
    }
}
