import Drawing
import Foundation
import PreviewUI
import Testing

/// The conformance suite of SwiftUI's geometry (issue #32): each test is one fact about where
/// ink lands or which frame is reported, with its source named in the test's doc comment.
/// `Ink` renders a view at a fixed size and scale and answers questions about its pixels, in
/// points.
@MainActor
struct Ink: CustomTestStringConvertible {
    let image: RGBAImage
    let scale: Int

    init(_ view: some View, width: CGFloat, height: CGFloat, scale: Int = 1) throws {
        try self.init(view, layout: .fixed(width: width, height: height), scale: scale)
    }

    /// Drawn at `scale`, with the display scale it is drawn for.
    init(_ view: some View, layout: PreviewLayout, scale: Int) throws {
        let host = ViewHost(view, layout: layout, displayScale: CGFloat(scale))
        image = try RasterRenderer.render(try host.displayList, scale: Double(scale)).rgba()
        self.scale = scale
    }

    /// The pixel at a device-pixel position.
    func pixel(_ px: Int, _ py: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (py * image.width + px) * 4
        return (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3])
    }

    /// The pixel under a point (x, y in points).
    func at(_ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        pixel(Int(x * CGFloat(scale)), Int(y * CGFloat(scale)))
    }

    func red(_ x: CGFloat, _ y: CGFloat) -> Bool { let p = at(x, y); return p.r > 200 && p.g < 90 && p.b < 90 && p.a > 200 }
    func blue(_ x: CGFloat, _ y: CGFloat) -> Bool { let p = at(x, y); return p.b > 200 && p.r < 90 && p.g < 150 && p.a > 200 }
    func yellow(_ x: CGFloat, _ y: CGFloat) -> Bool { let p = at(x, y); return p.r > 200 && p.g > 180 && p.b < 90 && p.a > 200 }
    /// Nothing drawn over the page's white.
    func empty(_ x: CGFloat, _ y: CGFloat) -> Bool { let p = at(x, y); return p.r > 245 && p.g > 245 && p.b > 245 }
    /// How much ink covers a point: 0 for white, 255 for a full colour with no green (red, blue).
    func coverage(_ x: CGFloat, _ y: CGFloat) -> Int { 255 - Int(at(x, y).g) }

    nonisolated var testDescription: String { "a \(image.width) × \(image.height) px picture" }
}

/// A value seen by a closure that runs while a view is laid out (a reader's content, a
/// preference's action), for the test to read afterwards.
@MainActor
final class Seen<T> {
    var values: [T] = []
    var last: T? { values.last }
    func record(_ v: T) { values.append(v) }
}
