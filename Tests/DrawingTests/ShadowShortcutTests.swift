@testable import Drawing
import Foundation
import Testing

/// A shadow is not composited under the pixels that its group then covers with an opaque fill
/// (`CairoPainter.coveredPixels`). That must never change a pixel: compare with the full
/// composite over shapes, positions, scales, offsets, clips, transforms and opacities.
@Suite struct ShadowShortcutTests {
    static func card(_ shape: ShapePath, color: RGBAColor, shadow: Shadow, transform: AffineMatrix = .identity,
                     clip: Clip? = nil, opacity: Double = 1, extra: [DisplayOp] = []) -> DisplayOp {
        .group(DisplayGroup(transform: transform, clip: clip, opacity: opacity, shadow: shadow, ops: extra + [.fill(shape, color)]))
    }

    static var list: DisplayList {
        let white = RGBAColor.white, grey = RGBAColor(hex: 0xF2F2F7)
        let soft = Shadow(color: RGBAColor(white: 0, alpha: 0.33), radius: 3, x: 1.3, y: 2.7)
        let hard = Shadow(color: RGBAColor(hex: 0xFF0000, alpha: 0.8), radius: 0, x: -2.25, y: 3.5)
        let wide = Shadow(color: RGBAColor(white: 0, alpha: 0.5), radius: 8, x: 0, y: 4)
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 260, height: 200)), grey)]
        ops.append(card(.roundedRect(CGRect(x: 10.3, y: 10.6, width: 60.2, height: 40.1), cornerRadius: 8, style: .continuous), color: white, shadow: soft))
        ops.append(card(.roundedRect(CGRect(x: 90, y: 12, width: 40, height: 70), cornerRadius: 30, style: .continuous), color: white, shadow: wide))
        ops.append(card(.roundedRect(CGRect(x: 150.1, y: 10, width: 50, height: 30), cornerRadius: 6, style: .circular), color: RGBAColor(hex: 0x007AFF), shadow: hard))
        ops.append(card(.capsule(CGRect(x: 210, y: 14.4, width: 40, height: 17)), color: white, shadow: soft))
        ops.append(card(.rect(CGRect(x: 10.5, y: 70.25, width: 33.3, height: 20)), color: white, shadow: hard))
        // Translucent: the shadow shows through, nothing may be skipped.
        ops.append(card(.roundedRect(CGRect(x: 60, y: 70, width: 50, height: 30), cornerRadius: 8, style: .continuous), color: RGBAColor(white: 1, alpha: 0.5), shadow: wide))
        // Clipped with an antialiased clip crossing the card.
        ops.append(card(.roundedRect(CGRect(x: 130, y: 70, width: 50, height: 30), cornerRadius: 8, style: .continuous), color: white, shadow: soft,
                        clip: Clip(.ellipse(CGRect(x: 125, y: 60, width: 45.5, height: 45)))))
        // Rotated, scaled, faded; the fill after other ops.
        ops.append(card(.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 24), cornerRadius: 8, style: .continuous), color: white, shadow: wide,
                        transform: .rotation(radians: 0.3, about: CGPoint(x: 20, y: 12)).concatenating(.translation(x: 200, y: 70))))
        ops.append(card(.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 24), cornerRadius: 8, style: .continuous), color: white, shadow: soft,
                        transform: AffineMatrix.scale(x: 1.37, y: 0.8).concatenating(.translation(x: 12.2, y: 120.1))))
        ops.append(card(.roundedRect(CGRect(x: 80, y: 120, width: 60, height: 40), cornerRadius: 10, style: .circular), color: white, shadow: wide,
                        opacity: 0.6, extra: [.fill(.ellipse(CGRect(x: 70, y: 110, width: 30, height: 30)), RGBAColor(hex: 0x34C759))]))
        // A card inside a clipped group: the outer clip is in force.
        ops.append(.group(DisplayGroup(clip: Clip(.roundedRect(CGRect(x: 150, y: 115, width: 100, height: 70), cornerRadius: 12, style: .continuous)), ops: [
            card(.roundedRect(CGRect(x: 160, y: 125, width: 100, height: 50), cornerRadius: 8, style: .continuous), color: white, shadow: wide),
        ])))
        // Nested shadows.
        ops.append(.group(DisplayGroup(shadow: soft, ops: [
            card(.roundedRect(CGRect(x: 20, y: 160, width: 50, height: 30), cornerRadius: 8, style: .continuous), color: white, shadow: hard),
        ])))
        return DisplayList(size: CGSize(width: 260, height: 200), ops: ops)
    }

    @Test(arguments: [1.0, 2, 3, 1.5])
    func skippingCoveredShadowChangesNoPixel(scale: Double) throws {
        let list = Self.list
        let fast = try RasterRenderer.render(list, scale: scale, skipsCoveredShadow: true)
        let full = try RasterRenderer.render(list, scale: scale, skipsCoveredShadow: false)
        let same = fast.premultipliedBGRA == full.premultipliedBGRA
        #expect(same, "\(DrawingTestSupport.compare(fast.rgba(), full.rgba()))")
    }

    @Test(arguments: DrawingSamples.all.map(\.name))
    func samplesAreTheSameEitherWay(name: String) throws {
        let list = try #require(DrawingTestSupport.sample(name))
        for scale in [1.0, 2, 3] {
            let fast = try RasterRenderer.render(list, scale: scale, skipsCoveredShadow: true)
            let full = try RasterRenderer.render(list, scale: scale, skipsCoveredShadow: false)
            let same = fast.premultipliedBGRA == full.premultipliedBGRA
            #expect(same, "\(name)@\(scale)x: \(DrawingTestSupport.compare(fast.rgba(), full.rgba()))")
        }
    }
}
