import Drawing
import Foundation
import PreviewUI
import Testing

/// `Canvas` and `GraphicsContext`: what a renderer's calls record, how the context's state
/// (transform, clips, filters, opacity, blend mode) wraps each drawing, what is reported, and
/// the canvas-drawing golden, light and dark.
@MainActor @Suite struct CanvasTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    /// The canvas's group (its frame's translation and clip) drawn by a host of `view`.
    static func canvas(_ view: some View, width: CGFloat = 100, height: CGFloat = 100) throws -> (ViewHost, DisplayGroup) {
        let host = ViewHost(view, layout: .fixed(width: width, height: height))
        let groups = try host.displayList.ops.compactMap { op -> DisplayGroup? in
            if case .group(let g) = op { return g } else { return nil }
        }
        return (host, try #require(groups.first))
    }

    /// The groups of a display list, depth first.
    static func groups(_ ops: [DisplayOp]) -> [DisplayGroup] {
        ops.flatMap { op -> [DisplayGroup] in
            guard case .group(let g) = op else { return [] }
            return [g] + groups(g.ops)
        }
    }

    /// The drawing ops (not groups) of a display list, depth first.
    static func leaves(_ ops: [DisplayOp]) -> [DisplayOp] {
        ops.flatMap { op -> [DisplayOp] in
            if case .group(let g) = op { return leaves(g.ops) }
            return [op]
        }
    }

    /// What a colour paints in light mode: the fill of a rectangle in it.
    static func paint(_ color: Color) -> RGBAColor {
        let ops = (try? ViewHost(Rectangle().fill(color), layout: .proposing(.init(width: 1, height: 1))).displayList.ops) ?? []
        for case .fill(_, let c) in ops { return c }
        return .clear
    }

    /// The system red in light mode, what `.color(.red)` paints.
    static var red: RGBAColor { paint(.red) }

    @Test("A canvas takes the proposed size; its drawing is in its own coordinates, moved to its frame and clipped to it")
    func canvasFrame() throws {
        var seen: CGSize?
        let view = Canvas { context, size in
            seen = size
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        .padding(20)
        let (_, g) = try Self.canvas(view, width: 140, height: 100)
        #expect(seen == CGSize(width: 100, height: 60))
        #expect(g.transform == .translation(x: 20, y: 20))
        #expect(g.clip == Clip(.rect(CGRect(x: 0, y: 0, width: 100, height: 60)), antialiased: false))
        #expect(g.ops == [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), Self.red)])
        #expect(!g.isolated, "a canvas that blends normally draws without a layer of its own")
    }

    @Test("Fills, strokes and gradient shadings record their ops in order")
    func fillsAndStrokes() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            let box = Path(CGRect(x: 10, y: 10, width: 40, height: 20))
            context.fill(box, with: .color(red: 0, green: 0, blue: 1))
            context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.red), lineWidth: 3)
            context.fill(box, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0),
                                                   options: .mirror))
            context.stroke(box, with: .color(.red), style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
        })
        #expect(g.ops.count == 4)
        #expect(g.ops[0] == .fill(.rect(CGRect(x: 10, y: 10, width: 40, height: 20)), RGBAColor(red: 0, green: 0, blue: 1)))
        #expect(g.ops[1] == .stroke(.ellipse(CGRect(x: 0, y: 0, width: 30, height: 30)), Self.red, Drawing.StrokeStyle(lineWidth: 3)))
        guard case .fillGradient(_, let paint) = g.ops[2] else { Issue.record("no gradient fill"); return }
        #expect(paint.geometry == .linear(start: .zero, end: CGPoint(x: 100, y: 0)))
        #expect(paint.extend == .reflect)
        #expect(g.ops[3] == .stroke(.rect(CGRect(x: 10, y: 10, width: 40, height: 20)), Self.red,
                                    Drawing.StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])))
    }

    @Test("A shape style's gradient is laid out in the path's bounding rectangle; .foreground is the foreground style")
    func styleShadings() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            context.fill(Path(CGRect(x: 20, y: 40, width: 60, height: 20)),
                         with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .foreground)
        }.foregroundStyle(.green))
        guard case .fillGradient(_, let paint) = g.ops[0] else { Issue.record("no gradient"); return }
        #expect(paint.geometry == .linear(start: CGPoint(x: 20, y: 50), end: CGPoint(x: 80, y: 50)))
        guard case .fill(_, let green) = g.ops[1] else { Issue.record("no fill"); return }
        #expect(green == Self.paint(.green))
    }

    @Test("The transform wraps each drawing; copies of a context share the recording but not their state")
    func transformsAndCopies() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            var moved = context
            moved.translateBy(x: 50, y: 0)
            moved.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            var turned = context
            turned.rotate(by: .degrees(90))
            turned.concatenate(CGAffineTransform(translationX: 5, y: 0))
            turned.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        })
        #expect(g.ops.count == 3, "one recording, in call order")
        guard case .group(let first) = g.ops[0], case .group(let third) = g.ops[2] else { Issue.record("no groups"); return }
        #expect(first.transform == AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 0), "translate, then scale in the moved space")
        guard case .fill = g.ops[1] else { Issue.record("the original context kept its identity transform"); return }
        let p = third.transform.apply(to: CGPoint(x: 0, y: 0))
        #expect(abs(p.x - 0) < 1e-9 && abs(p.y - 5) < 1e-9, "concatenate applies before the rotation: \(p)")
    }

    @Test("Clips cut each later drawing: shapes in canvas coordinates, inverse clips and layer clips as masks")
    func clips() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            var c = context
            c.translateBy(x: 10, y: 10)
            c.clip(to: Path(CGRect(x: 0, y: 0, width: 30, height: 30)))
            #expect(c.clipBoundingRect == CGRect(x: 0, y: 0, width: 30, height: 30))
            c.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)), with: .color(.red))
            var inverse = context
            inverse.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), options: .inverse)
            inverse.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            var layered = context
            layered.clipToLayer(opacity: 0.5) { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
            }
            layered.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            var evenOdd = context
            evenOdd.clip(to: Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            }, style: FillStyle(eoFill: true))
            evenOdd.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
        })
        guard case .group(let clipped) = g.ops[0] else { Issue.record("no clip group"); return }
        #expect(clipped.clip?.shape == .rect(CGRect(x: 10, y: 10, width: 30, height: 30)), "the clip path through the transform")
        guard case .group(let inverse) = g.ops[1], let mask = inverse.mask else { Issue.record("no inverse mask"); return }
        #expect(mask.ops.count == 2, "opaque everywhere, the ellipse cut out")
        guard case .group(let cut) = mask.ops[1] else { Issue.record("no cut-out"); return }
        #expect(cut.blendMode == .destinationOut)
        guard case .group(let layered) = g.ops[2], let layerMask = layered.mask, case .group(let faded) = layerMask.ops.first else {
            Issue.record("no layer mask"); return
        }
        #expect(faded.opacity == 0.5)
        guard case .group(let evenOdd) = g.ops[3] else { Issue.record("no even-odd clip"); return }
        #expect(evenOdd.clip?.evenOdd == true)
    }

    @Test("An even-odd or aliased fill clips its bounding rectangle to the path by that rule")
    func fillStyles() throws {
        let ring = Path { p in
            p.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
            p.addEllipse(in: CGRect(x: 15, y: 15, width: 30, height: 30))
        }
        let (_, g) = try Self.canvas(Canvas { context, size in
            context.fill(ring, with: .color(.red), style: FillStyle(eoFill: true))
        })
        guard case .group(let clip) = g.ops[0] else { Issue.record("no clip"); return }
        #expect(clip.clip?.evenOdd == true && clip.clip?.antialiased == true)
        #expect(clip.ops == [.fill(.rect(CGRect(x: 0, y: 0, width: 60, height: 60)), Self.red)])
        // The hole is not painted.
        let image = try RasterRenderer.render(try ViewHost(Canvas { context, size in
            context.fill(ring, with: .color(.red), style: FillStyle(eoFill: true))
        }, layout: .fixed(width: 60, height: 60)).displayList, scale: 1).rgba()
        #expect(image[30, 30].g > 200 && image[30, 30].r > 200, "the hole shows the white page")
        #expect(image[7, 30].r > 200 && image[7, 30].g < 90, "the ring is red")
    }

    @Test("Filters wrap each drawing: blur and colour filters as layer effects, shadows as group shadows, reported")
    func filters() throws {
        let line = #line + 3
        let (host, g) = try Self.canvas(Canvas { context, size in
            var c = context
            c.addFilter(.blur(radius: 3))
            c.addFilter(.grayscale(1))
            c.addFilter(.shadow(color: .black, radius: 4, x: 2, y: 2))
            c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            c.fill(Path(CGRect(x: 50, y: 10, width: 20, height: 20)), with: .color(.red))
        })
        #expect(g.ops.count == 2, "each drawing is filtered by itself")
        guard case .group(let shadow) = g.ops[0] else { Issue.record("no filter groups"); return }
        #expect(shadow.shadow == Drawing.Shadow(color: .black, radius: 4, x: 2, y: 2), "the last filter added is the outermost")
        let inner = Self.groups(shadow.ops)
        #expect(inner.map(\.filters) == [[.colorMatrix(.grayscale(1))], [.blur(radius: 3, opaque: false, bounds: nil)]])
        let blur = try #require(host.approximations.first { $0.cause.hasPrefix("GraphicsContext.Filter.blur(radius: 3)") })
        #expect(blur.line == line && blur.file == "PreviewUITests/CanvasTests.swift")
        #expect(host.approximations.contains { $0.cause == "GraphicsContext.Filter.grayscale(_:) is a pixel effect" })
        #expect(!host.approximations.contains { $0.cause.contains("shadow") }, "a plain shadow is drawn as iOS draws it")
    }

    @Test("Shadow options: above, alone, inverted — a tinted, blurred, moved copy of the drawing's alpha")
    func shadowOptions() throws {
        let (host, g) = try Self.canvas(Canvas { context, size in
            var above = context
            above.addFilter(.shadow(color: .black, radius: 2, x: 3, y: 0, options: .shadowAbove))
            above.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var alone = context
            alone.addFilter(.shadow(color: .black, radius: 2, options: .shadowOnly))
            alone.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var inner = context
            inner.addFilter(.shadow(color: .black, radius: 2, options: [.invertsAlpha, .shadowAbove]))
            inner.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        })
        guard case .group(let above) = g.ops[0], case .group(let cast) = above.ops[1] else { Issue.record("no shadow above"); return }
        #expect(above.ops.first == .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), Self.red))
        #expect(cast.transform == .translation(x: 3, y: 0))
        #expect(cast.filters.last == .blur(radius: 2))
        guard case .group(let alone) = g.ops[1] else { Issue.record("no shadow alone"); return }
        #expect(Self.leaves(alone.ops) == [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), Self.red)], "only the cast copy")
        #expect(!alone.filters.isEmpty)
        guard case .group(let inverted) = g.ops[2], case .group(let innerShadow) = inverted.ops[1] else { Issue.record("no inner shadow"); return }
        #expect(innerShadow.mask != nil, "an inner shadow stays inside the drawing")
        #expect(host.approximations.contains { $0.cause.hasPrefix("GraphicsContext.Filter.shadow with options") })
    }

    @Test("Opacity and blend modes composite each drawing; a blending canvas becomes a layer of its own")
    func opacityAndBlending() throws {
        let (host, g) = try Self.canvas(Canvas { context, size in
            var c = context
            c.opacity = 0.5
            c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var m = context
            m.blendMode = .multiply
            m.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var erase = context
            erase.blendMode = .clear
            erase.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            var dark = context
            dark.blendMode = .plusDarker
            dark.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var copy = context
            copy.blendMode = .copy
            copy.draw(Text("A"), in: CGRect(x: 0, y: 50, width: 40, height: 30))
        })
        #expect(g.isolated)
        let composites = g.ops.compactMap { op -> DisplayGroup? in if case .group(let x) = op { x } else { nil } }
        #expect(composites.map(\.opacity) == [0.5, 1, 1, 1, 1])
        #expect(composites.map(\.blendMode) == [.normal, .multiply, .clear, .plusDarker, .copy])
        #expect(composites[2].clip?.shape == .ellipse(CGRect(x: 0, y: 0, width: 10, height: 10)),
                "clear is kept to what the drawing covers, as Core Graphics composites it")
        #expect(composites[4].clip?.shape == .rect(CGRect(x: 0, y: 50, width: 40, height: 30)), "text: its rectangle")
        #expect(host.approximations.contains { $0.cause == "GraphicsContext.BlendMode .copy on text, images and symbols" })
        #expect(host.approximations.contains { $0.cause.contains("plusDarker has no Cairo operator") })
        #expect(host.approximations.contains { $0.cause == "GraphicsContext.BlendMode .multiply is not in SVG 1.1" })
    }

    @Test("drawLayer draws one isolated group that the context's state applies to as a whole")
    func layers() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            var c = context
            c.opacity = 0.5
            c.translateBy(x: 10, y: 0)
            c.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                layer.blendMode = .screen
                layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.blue))
            }
        })
        guard case .group(let faded) = g.ops.first, case .group(let layer) = faded.ops.first else { Issue.record("no layer"); return }
        #expect(g.ops.count == 1 && faded.opacity == 0.5)
        #expect(layer.isolated && layer.ops.count == 2)
        guard case .group(let moved) = layer.ops[0] else { Issue.record("no transform in the layer"); return }
        #expect(moved.transform == .translation(x: 10, y: 0), "the layer draws in the context's coordinates")
    }

    @Test("Text is laid out as a Text view: at a point by its anchor, in a rectangle wrapped to its width")
    func text() throws {
        var measured = CGSize.zero
        let (host, g) = try Self.canvas(Canvas { context, size in
            let resolved = context.resolve(Text("Hello").font(.body))
            measured = resolved.measure(in: size)
            context.draw(resolved, at: CGPoint(x: 50, y: 50), anchor: .center)
            context.draw(Text("Top left"), in: CGRect(x: 0, y: 0, width: 100, height: 40))
        }, width: 100, height: 100)
        let runs = Self.leaves(g.ops).compactMap { op -> TextRun? in if case .text(let r) = op { r } else { nil } }
        #expect(runs.count == 2)
        #expect(measured.width > 30 && measured.height > 18)
        #expect(abs(runs[0].origin.x - (50 - measured.width / 2)) < 0.01 && abs(runs[0].origin.y - (50 - measured.height / 2)) < 0.01)
        #expect(runs[1].origin == .zero && runs[1].spec.string == "Top left")
        #expect(try !host.shownTexts.contains("Hello"), "a canvas's text is a drawing, not a view to tap")
    }

    @Test("A resolved text's shading colours what the text leaves uncoloured")
    func textShading() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            var t = context.resolve(Text("Tinted"))
            t.shading = .color(.red)
            context.draw(t, at: CGPoint(x: 50, y: 50))
        })
        let run = try #require(Self.leaves(g.ops).compactMap { op -> TextRun? in if case .text(let r) = op { r } else { nil } }.first)
        #expect(run.color == Self.red)
    }

    @Test("Images: a symbol at its size by its anchor, or stretched into a rectangle")
    func images() throws {
        var resolvedSize = CGSize.zero
        let (_, g) = try Self.canvas(Canvas { context, size in
            let star = context.resolve(Image(systemName: "star.fill"))
            resolvedSize = star.size
            context.draw(star, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
            context.draw(Image(systemName: "heart.fill"), in: CGRect(x: 50, y: 50, width: 40, height: 30))
        }.foregroundStyle(.orange))
        let icons = Self.leaves(g.ops).compactMap { op -> IconRun? in if case .icon(let r) = op { r } else { nil } }
        #expect(icons.map(\.name) == ["star.fill", "heart.fill"])
        #expect(resolvedSize.width > 10 && resolvedSize.height > 10)
        #expect(icons[0].rect.minX > 20 && icons[0].rect.minX < 23, "the ink sits inside the symbol's margins from the point")
        #expect(icons[1].rect == CGRect(x: 50, y: 50, width: 40, height: 30) && icons[1].contentMode == .stretch)
        #expect(icons[0].color == Self.paint(.orange))
    }

    @Test("Symbols are the tagged views, laid out by themselves and drawn (scaled) where the renderer says")
    func symbols() throws {
        var found: [Bool] = []
        var symbolSize = CGSize.zero
        let (_, g) = try Self.canvas(Canvas { context, size in
            found = [context.resolveSymbol(id: "dot") != nil, context.resolveSymbol(id: 7) != nil]
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            symbolSize = dot.size
            context.draw(dot, at: CGPoint(x: 50, y: 50))
            context.draw(dot, in: CGRect(x: 0, y: 0, width: 20, height: 40))
        } symbols: {
            Circle().fill(.red).frame(width: 10, height: 10).tag("dot")
        })
        #expect(found == [true, false])
        #expect(symbolSize == CGSize(width: 10, height: 10))
        guard case .group(let first) = g.ops[0], case .group(let second) = g.ops[1] else { Issue.record("no symbol groups"); return }
        #expect(first.transform == .translation(x: 45, y: 45))
        #expect(second.transform == AffineMatrix(a: 2, b: 0, c: 0, d: 4, tx: 0, ty: 0))
        #expect(Self.leaves(first.ops) == [.fill(.ellipse(CGRect(x: 0, y: 0, width: 10, height: 10)), Self.red)])
    }

    @Test("Tiled images repeat inside the filled shape")
    func tiledImage() throws {
        let (_, g) = try Self.canvas(Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .tiledImage(Image(systemName: "star.fill"), scale: 1))
        })
        guard case .group(let tiles) = g.ops.first else { Issue.record("no tiles"); return }
        #expect(tiles.clip?.shape == .rect(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(Self.leaves(tiles.ops).count > 4)
    }

    @Test("The context's environment is the canvas's")
    func environment() throws {
        var scheme: ColorScheme?
        let host = ViewHost(Canvas { context, _ in scheme = context.environment.colorScheme }, layout: .fixed(width: 10, height: 10),
                            colorScheme: .dark)
        _ = try host.displayList
        #expect(scheme == .dark)
    }

    @Test("The same canvas draws the same display list every time")
    func deterministic() throws {
        let a = try ViewHost(Self.sheet, layout: .sizeThatFits).displayList
        let b = try ViewHost(Self.sheet, layout: .sizeThatFits).displayList
        #expect(a == b)
    }

    // MARK: Golden

    /// A canvas sheet: fills, strokes, gradients (linear, radial, conic), text, a symbol
    /// image, a symbol view, a clip, a blurred shadow filter, a layer with a blend mode.
    static var sheet: some View {
        Canvas { context, size in
            // Row 1: shapes and gradients.
            context.fill(Path(roundedRect: CGRect(x: 12, y: 12, width: 76, height: 56), cornerRadius: 12), with: .color(.blue))
            context.stroke(Path(ellipseIn: CGRect(x: 100, y: 12, width: 56, height: 56)), with: .color(.orange), lineWidth: 4)
            context.fill(Path(CGRect(x: 168, y: 12, width: 76, height: 56)),
                         with: .linearGradient(Gradient(colors: [.pink, .purple]), startPoint: CGPoint(x: 168, y: 12),
                                               endPoint: CGPoint(x: 244, y: 68)))
            context.fill(Path(ellipseIn: CGRect(x: 256, y: 12, width: 56, height: 56)),
                         with: .radialGradient(Gradient(colors: [.yellow, .red]), center: CGPoint(x: 284, y: 40), startRadius: 0,
                                               endRadius: 28))
            context.fill(Path(ellipseIn: CGRect(x: 324, y: 12, width: 56, height: 56)),
                         with: .conicGradient(Gradient(colors: [.red, .yellow, .green, .blue, .red]), center: CGPoint(x: 352, y: 40)))
            // Row 2: text, a symbol image, a symbol view.
            context.draw(Text("Canvas").font(.headline), at: CGPoint(x: 12, y: 96), anchor: .leading)
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 100, y: 80, width: 32, height: 32))
            if let badge = context.resolveSymbol(id: "badge") {
                context.draw(badge, at: CGPoint(x: 196, y: 96))
            }
            // Row 3: a clip, a shadow filter, a layer with a blend mode.
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 12, y: 124, width: 76, height: 56)))
            for i in 0..<6 {
                clipped.fill(Path(CGRect(x: 12 + CGFloat(i) * 13, y: 124, width: 7, height: 56)), with: .color(.green))
            }
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 0, y: 3))
            shadowed.fill(Path(roundedRect: CGRect(x: 108, y: 130, width: 60, height: 44), cornerRadius: 8), with: .color(.mint))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 196, y: 124, width: 56, height: 56)), with: .color(.red))
                layer.blendMode = .screen
                layer.fill(Path(ellipseIn: CGRect(x: 228, y: 124, width: 56, height: 56)), with: .color(.blue))
            }
            var rotated = context
            rotated.translateBy(x: 340, y: 152)
            rotated.rotate(by: .degrees(30))
            rotated.stroke(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .foreground,
                           style: StrokeStyle(lineWidth: 3, lineJoin: .round, dash: [6, 3]))
        } symbols: {
            Text("Symbol")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.indigo, in: Capsule())
                .tag("badge")
        }
        .frame(width: 392, height: 192)
        .background(Color(.systemBackground))
    }

    @Test("Canvas drawing sheet", arguments: schemes)
    func canvasDrawingGolden(scheme: ColorScheme) throws {
        try GoldenImage.check(Self.sheet, named: "canvas-drawing-\(scheme)", colorScheme: scheme)
    }
}
