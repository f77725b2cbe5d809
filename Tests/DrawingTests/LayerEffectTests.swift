@testable import Drawing
import Foundation
import Testing

/// Layer effects: the colour blur (and its low-resolution path), colour matrices on known
/// pixels, blend modes, backdrops (materials) and perspective.
@Suite struct LayerEffectTests {
    // MARK: Blur of colour

    /// `size × size` ARGB32 pixels, transparent, with `fill` where `inside` says.
    static func pixels(size: Int, _ inside: (Int, Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8)?) -> [UInt8] {
        var p = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                if let c = inside(x, y) {
                    let i = (y * size + x) * 4
                    (p[i], p[i + 1], p[i + 2], p[i + 3]) = (c.b, c.g, c.r, c.a)
                }
            }
        }
        return p
    }

    static func blurred(_ p: [UInt8], size: Int, sigma: Double, clamps: Bool = false) -> [UInt8] {
        var out = p
        out.withUnsafeMutableBufferPointer {
            LayerBlur.blur($0.baseAddress!, width: size, height: size, stride: size * 4, sigma: sigma, clampsEdges: clamps)
        }
        return out
    }

    @Test func downsampleFactorKeepsSigmaAtLeastFourPixels() {
        #expect(LayerBlur.downsampleFactor(sigma: 3) == 1)
        #expect(LayerBlur.downsampleFactor(sigma: 7.9) == 1)
        #expect(LayerBlur.downsampleFactor(sigma: 8) == 2)
        #expect(LayerBlur.downsampleFactor(sigma: 20) == 4)
        #expect(LayerBlur.downsampleFactor(sigma: 60) == 8)
        #expect(LayerBlur.downsampleFactor(sigma: 600) == 8)
    }

    /// An opaque red pixel: the response is symmetric, the same in every colour channel that
    /// had the colour, keeps its mass (to the rounding of three 8-bit passes), and colour
    /// never exceeds alpha.
    @Test func impulseResponseIsSymmetricAndKeepsItsMass() {
        let size = 41, c = size / 2
        let src = Self.pixels(size: size) { x, y in x == c && y == c ? (0, 0, 255, 255) : nil }
        let out = Self.blurred(src, size: size, sigma: 1.5)
        var red = 0, alpha = 0
        for y in 0..<size {
            for x in 0..<size {
                let i = (y * size + x) * 4
                #expect(out[i] == 0 && out[i + 1] == 0, "no blue or green at \(x),\(y)")
                #expect(out[i + 2] == out[i + 3], "red equals alpha at \(x),\(y)")
                #expect(out[i + 3] == out[(y * size + (size - 1 - x)) * 4 + 3], "mirror in x at \(x),\(y)")
                #expect(out[i + 3] == out[((size - 1 - y) * size + x) * 4 + 3], "mirror in y at \(x),\(y)")
                red += Int(out[i + 2]); alpha += Int(out[i + 3])
            }
        }
        #expect(abs(alpha - 255) <= 8, "mass \(alpha) of 255")
        #expect(red == alpha)
        // The peak of a Gaussian of σ 1.5 holds 1 / (2πσ²) ≈ 7 % of the mass.
        #expect(abs(Int(out[(c * size + c) * 4 + 3]) - 18) <= 3, "peak \(out[(c * size + c) * 4 + 3])")
    }

    /// A straight edge, blurred with σ = 40 px (worked at ⅛ resolution), follows the
    /// Gaussian's cumulative distribution: the σ the blur is asked for is the σ it draws.
    @Test func largeBlurFollowsTheGaussianAcrossAnEdge() {
        let size = 400, sigma = 40.0
        let src = Self.pixels(size: size) { x, _ in x < size / 2 ? (255, 255, 255, 255) : nil }
        let out = Self.blurred(src, size: size, sigma: sigma, clamps: true)
        let y = size / 2
        for d in [-80, -40, -20, 0, 20, 40, 80] {
            let x = size / 2 + d
            let expected = 255 * 0.5 * erfc((Double(x) + 0.5 - Double(size / 2)) / (sigma * 2.0.squareRoot()))
            let got = Double(out[(y * size + x) * 4 + 3])
            #expect(abs(got - expected) <= 6, "at \(d) px from the edge: \(got), a Gaussian gives \(expected)")
        }
        // Clamped edges: the left edge stays opaque, the right edge clear.
        #expect(out[(y * size) * 4 + 3] == 255)
        #expect(out[(y * size + size - 1) * 4 + 3] == 0)
    }

    @Test func blurIsDeterministic() {
        let size = 120
        let src = Self.pixels(size: size) { x, y in (x / 10 + y / 10) % 2 == 0 ? (40, 120, 200, 255) : nil }
        for sigma in [2.0, 12, 35] {
            #expect(Self.blurred(src, size: size, sigma: sigma) == Self.blurred(src, size: size, sigma: sigma))
        }
    }

    // MARK: Colour matrices

    static func apply(_ m: ColorMatrix, b: UInt8, g: UInt8, r: UInt8, a: UInt8) -> (b: Int, g: Int, r: Int, a: Int) {
        var p: [UInt8] = [b, g, r, a]
        p.withUnsafeMutableBufferPointer { ColorMatrixFilter.apply(m, to: $0.baseAddress!, width: 1, height: 1, stride: 4) }
        return (Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3]))
    }

    @Test func colourMatricesOnKnownPixels() {
        // Grayscale of red is its Rec. 709 luma: 0.2126 × 255 = 54.
        let gray = Self.apply(.grayscale(1), b: 0, g: 0, r: 255, a: 255)
        #expect(gray == (54, 54, 54, 255))
        #expect(Self.apply(.saturation(0), b: 0, g: 0, r: 255, a: 255) == gray)
        // Invert: 255 − c, alpha kept.
        #expect(Self.apply(.invert, b: 30, g: 20, r: 10, a: 255) == (225, 235, 245, 255))
        // On a half-transparent pixel the colour is inverted, not the premultiplied values:
        // straight (20, 40, 60) at 50 % → (235, 215, 195) at 50 % → premultiplied ≈ half.
        let half = Self.apply(.invert, b: 30, g: 20, r: 10, a: 128)
        #expect(abs(half.r - 118) <= 1 && abs(half.g - 108) <= 1 && abs(half.b - 98) <= 1 && half.a == 128, "\(half)")
        // Brightness adds: mid grey + 0.25 → 64 more.
        #expect(Self.apply(.brightness(0.25), b: 100, g: 100, r: 100, a: 255) == (164, 164, 164, 255))
        // Contrast 2 about 0.5: 0.25 → 0, 0.75 → 1.
        let contrasted = Self.apply(.contrast(2), b: 60, g: 192, r: 128, a: 255)
        #expect(contrasted.b == 0 && contrasted.g == 255 && abs(contrasted.r - 128) <= 1, "\(contrasted)")
        // Hue rotation by 0 is the identity; by 120° red goes towards green.
        #expect(Self.apply(.hueRotation(radians: 0), b: 30, g: 20, r: 200, a: 255) == (30, 20, 200, 255))
        let turned = Self.apply(.hueRotation(radians: 2 * .pi / 3), b: 0, g: 0, r: 255, a: 255)
        #expect(turned.g > turned.r && turned.g > turned.b, "\(turned)")
        // Luminance to alpha: white is opaque black, black is clear.
        #expect(Self.apply(.luminanceToAlpha, b: 255, g: 255, r: 255, a: 255) == (0, 0, 0, 255))
        #expect(Self.apply(.luminanceToAlpha, b: 0, g: 0, r: 0, a: 255).a == 0)
        // Multiply by half-transparent blue.
        let m = Self.apply(.multiply(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)), b: 200, g: 200, r: 200, a: 255)
        #expect(m == (100, 0, 0, 128), "\(m)")
    }

    @Test func matrixConcatenationAppliesInOrder() {
        let c = RGBAColor(red: 0.8, green: 0.3, blue: 0.1)
        let both = ColorMatrix.brightness(0.1).concatenating(.grayscale(1))
        let stepwise = ColorMatrix.grayscale(1).apply(to: ColorMatrix.brightness(0.1).apply(to: c))
        let once = both.apply(to: c)
        #expect(abs(once.red - stepwise.red) < 1e-9 && abs(once.green - stepwise.green) < 1e-9)
    }

    // MARK: Blend modes

    /// One pixel of `top` (opaque) composited by `mode` on `bottom` (opaque), in 8 bits.
    static func blend(_ mode: BlendMode, top: RGBAColor, bottom: RGBAColor) throws -> (r: Int, g: Int, b: Int) {
        let rect = ShapePath.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let list = DisplayList(size: CGSize(width: 4, height: 4), ops: [
            .fill(rect, bottom), .group(DisplayGroup(blendMode: mode, ops: [.fill(rect, top)])),
        ])
        let p = try RasterRenderer.render(list, scale: 1).rgba()[1, 1]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test func blendModesDrawTheirFormulas() throws {
        let top = RGBAColor(red: 0.8, green: 0.5, blue: 0.2), bottom = RGBAColor(red: 0.5, green: 0.5, blue: 1)
        func near(_ got: (r: Int, g: Int, b: Int), _ r: Double, _ g: Double, _ b: Double) -> Bool {
            abs(got.r - Int((r * 255).rounded())) <= 1 && abs(got.g - Int((g * 255).rounded())) <= 1
                && abs(got.b - Int((b * 255).rounded())) <= 1
        }
        let multiply = try Self.blend(.multiply, top: top, bottom: bottom)
        #expect(near(multiply, 0.4, 0.25, 0.2), "multiply \(multiply)")
        let screen = try Self.blend(.screen, top: top, bottom: bottom)
        #expect(near(screen, 0.9, 0.75, 1), "screen \(screen)")
        let difference = try Self.blend(.difference, top: top, bottom: bottom)
        #expect(near(difference, 0.3, 0, 0.8), "difference \(difference)")
        let lighter = try Self.blend(.plusLighter, top: top, bottom: bottom)
        #expect(near(lighter, 1, 1, 1), "plusLighter (S + D, clamped) \(lighter)")
        let darken = try Self.blend(.darken, top: top, bottom: bottom)
        #expect(near(darken, 0.5, 0.5, 0.2), "darken \(darken)")
        let behind = try Self.blend(.destinationOver, top: top, bottom: bottom)
        #expect(near(behind, 0.5, 0.5, 1), "destinationOver keeps the opaque bottom \(behind)")
    }

    @Test func everyModeHasItsOwnOperatorButPlusDarker() {
        let exact = BlendMode.allCases.filter(\.isDrawnExactly)
        #expect(exact.count == BlendMode.allCases.count - 1)
        #expect(!BlendMode.plusDarker.isDrawnExactly)
        #expect(CairoPainter.cairoOperator(.plusDarker) == CairoPainter.cairoOperator(.multiply))
        let operators = Set(exact.map { CairoPainter.cairoOperator($0).rawValue })
        #expect(operators.count == exact.count, "each exact mode maps to a different Cairo operator")
    }

    @Test func porterDuffModesCompositeAsCoreGraphicsInsideTheirClip() throws {
        let top = RGBAColor(red: 0.8, green: 0.5, blue: 0.2), bottom = RGBAColor(red: 0.5, green: 0.5, blue: 1)
        #expect(try Self.blend(.clear, top: top, bottom: bottom) == (0, 0, 0), "clear: nothing left (transparent black)")
        #expect(try Self.blend(.copy, top: top, bottom: bottom) == (204, 128, 51), "copy: the source")
        #expect(try Self.blend(.sourceIn, top: top, bottom: bottom) == (204, 128, 51), "sourceIn over opaque: the source")
        #expect(try Self.blend(.destinationIn, top: top, bottom: bottom) == (128, 128, 255), "destinationIn under opaque: the destination")
        #expect(try Self.blend(.xor, top: top, bottom: bottom) == (0, 0, 0), "xor of two opaque layers: nothing")
        // Composited over the whole clip, the modes that clear where the source is transparent
        // clear around a small drawing; clipped to it, they change only what it covers.
        let page = ShapePath.rect(CGRect(x: 0, y: 0, width: 8, height: 4))
        let dot = ShapePath.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
        for clipped in [false, true] {
            let list = DisplayList(size: CGSize(width: 8, height: 4), ops: [
                .fill(page, .white),
                .group(DisplayGroup(clip: clipped ? Clip(dot) : nil, blendMode: .copy, ops: [.fill(dot, top)])),
            ])
            let image = try RasterRenderer.render(list, scale: 1).rgba()
            #expect(image[6, 2].a == (clipped ? 255 : 0), "outside the drawing (clipped: \(clipped))")
        }
        #expect(BlendMode.allCases.filter(\.clearsOutsideSource) == [.clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop])
    }

    @Test func gradientsRepeatAndReflectPastTheirEnds() throws {
        let rect = ShapePath.rect(CGRect(x: 0, y: 0, width: 40, height: 1))
        func pixels(_ extend: GradientPaint.Extend) throws -> RGBAImage {
            var g = GradientPaint(.linear(start: .zero, end: CGPoint(x: 10, y: 0)),
                                  stops: [.init(color: .black, location: 0), .init(color: .white, location: 1)])
            g.extend = extend
            return try RasterRenderer.render(DisplayList(size: CGSize(width: 40, height: 1), ops: [.fillGradient(rect, g)]), scale: 1).rgba()
        }
        let pad = try pixels(.pad), repeated = try pixels(.repeat), reflected = try pixels(.reflect)
        #expect(pad[15, 0].r == 255, "padded: white past the end")
        #expect(repeated[12, 0].r < 80, "repeated: dark again just past the end")
        #expect(reflected[12, 0].r > 180, "reflected: light just past the end, darkening back")
        #expect(abs(Int(reflected[17, 0].r) - Int(reflected[2, 0].r)) <= 3, "mirrored about the end")
    }

    // MARK: Backdrops and layers

    /// Left half black, right half white, and a backdrop blur over the middle.
    static var backdropList: DisplayList {
        let size = CGSize(width: 100, height: 40)
        let panel = ShapePath.rect(CGRect(x: 20, y: 5, width: 60, height: 30))
        return DisplayList(size: size, ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 50, height: 40)), .black),
            .fill(.rect(CGRect(x: 50, y: 0, width: 50, height: 40)), .white),
            .group(DisplayGroup(clip: Clip(panel), backdrop: [.blur(radius: 6)], ops: [])),
        ])
    }

    @Test func backdropBlursWhatIsBehindInsideTheClipOnly() throws {
        let image = try RasterRenderer.render(Self.backdropList, scale: 2).rgba()
        // Outside the panel the edge stays sharp; inside it is grey at the edge.
        #expect(image[98, 4].r == 0 && image[101, 4].r == 255)
        let middle = Int(image[100, 40].r)
        #expect(abs(middle - 128) <= 12, "the blurred edge is mid-grey: \(middle)")
        #expect(image[60, 40].r < 20 && image[140, 40].r > 235, "far from the edge the blur changes little")
    }

    @Test func backdropInsideAGroupSeesThePageBehind() throws {
        // The same panel inside a faded group: what is behind is drawn again (the group's
        // own pixels hold nothing yet), so the blur still reaches the page.
        var list = Self.backdropList
        let panel = list.ops.removeLast()
        list.ops.append(.group(DisplayGroup(opacity: 0.999, ops: [panel])))
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        #expect(abs(Int(image[100, 40].r) - 128) <= 12)
        #expect(image == (try RasterRenderer.render(list, scale: 2).rgba()))
    }

    @Test func svgHoldsPixelEffectsAsEmbeddedImages() throws {
        let svg = try SVGRenderer.render(Self.backdropList)
        #expect(svg.contains("data:image/png;base64,"), "the blurred backdrop is an embedded PNG")
        let plain = DisplayList(size: CGSize(width: 10, height: 10), ops: [.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), .black)])
        #expect(!(try SVGRenderer.render(plain)).contains("data:image/png"))
        #expect(try SVGRenderer.render(Self.backdropList) == svg, "the same document gives the same SVG")
    }

    @Test func opaqueBlurKeepsHardEdgesInsideItsBounds() throws {
        let bounds = CGRect(x: 10, y: 10, width: 20, height: 20)
        let list = DisplayList(size: CGSize(width: 40, height: 40), ops: [
            .group(DisplayGroup(filters: [.blur(radius: 3, opaque: true, bounds: bounds)], ops: [.fill(.rect(bounds), .black)])),
        ])
        let image = try RasterRenderer.render(list, scale: 1).rgba()
        #expect(image[10, 20].a == 255, "the edge pixel stays opaque")
        #expect(image[9, 20].a == 0, "nothing spills outside")
        let soft = DisplayList(size: list.size, ops: [
            .group(DisplayGroup(filters: [.blur(radius: 3)], ops: [.fill(.rect(bounds), .black)])),
        ])
        let softImage = try RasterRenderer.render(soft, scale: 1).rgba()
        #expect(softImage[9, 20].a > 50 && softImage[10, 20].a < 200, "a plain blur fades across the edge")
    }

    @Test func perspectiveLandsTheCornersWhereTheHomographySends() throws {
        // A 40×40 square seen with its right side farther away: w grows with x.
        let h = Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let square = ShapePath.rect(CGRect(x: 0, y: 0, width: 40, height: 40))
        let list = DisplayList(size: CGSize(width: 60, height: 60), ops: [
            .group(DisplayGroup(transform: .translation(x: 10, y: 10), projection: h, ops: [.fill(square, .black)])),
        ])
        let image = try RasterRenderer.render(list, scale: 1).rgba()
        // (40, 0) → (40/1.4, 0) ≈ 28.6 and (40, 40) → (28.6, 28.6), moved by 10.
        #expect(image[37, 12].a > 200, "inside, near the far top corner")
        #expect(image[40, 12].a < 30, "past the far edge")
        #expect(image[37, 37].a > 200, "inside, near the far bottom corner")
        #expect(image[37, 40].a < 30, "the far side is shorter")
        #expect(image[12, 46].a > 200, "the near side keeps its length")
        #expect(image == (try RasterRenderer.render(list, scale: 1).rgba()))
    }

    @Test func maskKeepsOnlyWhereTheMaskHasAlpha() throws {
        let list = DisplayList(size: CGSize(width: 20, height: 10), ops: [
            .group(DisplayGroup(
                mask: LayerMask(ops: [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), RGBAColor(white: 0, alpha: 0.5))]),
                ops: [.fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), .black)])),
        ])
        let image = try RasterRenderer.render(list, scale: 1).rgba()
        #expect(abs(Int(image[5, 5].a) - 128) <= 1)
        #expect(image[15, 5].a == 0)
    }

    @Test func dumpsNameTheLayerEffects() {
        let dump = Self.backdropList.dump
        #expect(dump.contains("group clip rect(20,5 60x30) backdrop[blur r6] {"), "\(dump)")
        let list = DisplayList(size: CGSize(width: 10, height: 10), ops: [
            .group(DisplayGroup(filters: [.colorMatrix(.invert)], mask: LayerMask(ops: [.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), .black)]),
                                blendMode: .screen, isolated: true, ops: [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .white)])),
        ])
        let text = list.dump
        #expect(text.contains("filters[matrix(-1,0,0,0,1,0,-1,0,0,1,0,0,-1,0,1,0,0,0,1,0)] blend screen isolated {"), "\(text)")
        #expect(text.contains("  mask {\n    fill rect(0,0 5x5) #000000FF\n  }"), "\(text)")
    }
}
