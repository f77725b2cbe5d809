import Drawing
import Foundation
import Testing

/// A group scaled to nothing on an axis (SwiftUI's `scaleEffect(0)`, an animation's first frame
/// from zero) draws nothing and is no error; the corpus had two pictures that failed with
/// "Cairo failed: invalid matrix (not invertible)" (docs/real-packages.md, open-swiftui-animations).
struct SingularTransformTests {
    static func list(_ transform: AffineMatrix) -> DisplayList {
        DisplayList(size: CGSize(width: 20, height: 20), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)), RGBAColor(hex: 0xFFFFFF)),
            .group(DisplayGroup(transform: transform, ops: [.fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)), .black)])),
        ])
    }

    @Test(arguments: [
        AffineMatrix(a: 0, b: 0, c: 0, d: 0, tx: 10, ty: 10),
        AffineMatrix(a: 0, b: 0, c: 0, d: 1, tx: 10, ty: 0),
        AffineMatrix(a: 1, b: 2, c: 0.5, d: 1, tx: 0, ty: 0),
    ])
    func aFlattenedGroupDrawsNothingInPNGOrSVG(transform: AffineMatrix) throws {
        #expect(transform.isSingular)
        let image = try RasterRenderer.render(Self.list(transform), scale: 2).rgba()
        #expect(image[20, 20].r == 255 && image[20, 20].g == 255, "only the white page")
        let svg = try SVGRenderer.render(Self.list(transform))
        #expect(svg.contains("<svg"))
    }

    @Test func aGroupScaledToAlmostNothingStillDraws() throws {
        let small = AffineMatrix(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        #expect(!small.isSingular)
        let image = try RasterRenderer.render(Self.list(small), scale: 1).rgba()
        #expect(image[2, 2].r == 0 && image[15, 15].r == 255)
    }
}
