import Drawing
import Foundation
import PreviewUI
import Testing

/// A shape's `path(in:)` gets the shape's own bounds, origin zero, and the path is drawn where
/// the view is (Apple's documentation of `Shape.path(in:)`: "a rectangular frame of reference
/// for describing this shape"; every real iOS render of a custom shape in a stack draws it in
/// its frame). The corpus (docs/real-packages.md) had 38 pictures with shapes drawn from the
/// screen's top-left before this.
@MainActor
struct ShapeOwnSpaceTests {
    /// The triangle of a frame's top-left half, from literal coordinates.
    struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: rect.width, y: 0))
                p.addLine(to: CGPoint(x: 0, y: rect.height))
                p.closeSubpath()
            }
        }
    }

    func redPixels(_ view: some View, width: Int, height: Int) throws -> (Int, Int) -> Bool {
        let host = ViewHost(view, layout: .fixed(width: CGFloat(width), height: CGFloat(height)))
        let image = try RasterRenderer.render(try host.displayList, scale: 1).rgba()
        return { x, y in
            let i = (y * width + x) * 4
            return image.pixels[i] > 200 && image.pixels[i + 1] < 100 && image.pixels[i + 3] > 200
        }
    }

    @Test("A custom shape from literal coordinates is drawn in its own frame inside a padded stack")
    func literalCoordinatesInAStack() throws {
        let red = try redPixels(
            HStack(spacing: 0) { Color.clear.frame(width: 30); Corner().fill(Color.red).frame(width: 20, height: 20) }
                .padding(10).frame(width: 80, height: 40, alignment: .topLeading),
            width: 80, height: 40)
        // The shape's frame is x 40…60, y 10…30: its top-left half is red, nothing at the page's origin.
        #expect(red(42, 12), "the triangle's corner at the frame's top-left")
        #expect(!red(2, 2), "nothing at the page's top-left")
        #expect(!red(57, 27), "the frame's bottom-right half stays empty")
    }

    @Test("Two custom shapes side by side are each drawn in their own frame")
    func sideBySide() throws {
        let red = try redPixels(
            HStack(spacing: 0) { Corner().fill(Color.red); Corner().fill(Color.red) }.frame(width: 80, height: 40),
            width: 80, height: 40)
        #expect(red(2, 2) && red(42, 2), "each triangle at its own frame's top-left")
        #expect(!red(37, 37) && !red(77, 37))
    }

    @Test("A Path built in a GeometryReader from its size is drawn in the reader's space")
    func pathInAReader() throws {
        let red = try redPixels(
            VStack(spacing: 0) {
                Color.clear.frame(height: 20)
                GeometryReader { g in
                    Path { p in p.addRect(CGRect(x: 0, y: 0, width: g.size.width / 2, height: g.size.height)) }
                        .fill(Color.red)
                }
                .frame(width: 40, height: 20)
            }
            .frame(width: 40, height: 40, alignment: .top),
            width: 40, height: 40)
        #expect(red(5, 25), "the left half of the reader, which starts 20 pt down")
        #expect(!red(5, 5), "not over the page's top")
        #expect(!red(30, 25), "the reader's right half stays empty")
    }

    @Test("Moved, stroked, clipped and inset custom shapes keep to their frame")
    func effectsKeepTheFrame() throws {
        let offset = try redPixels(
            Corner().offset(x: 10).fill(Color.red).frame(width: 20, height: 20).padding(.leading, 20)
                .frame(width: 60, height: 20, alignment: .leading),
            width: 60, height: 20)
        #expect(offset(32, 2) && !offset(22, 2), "moved 10 pt right within its frame at x 20")
        let clipped = try redPixels(
            Color.red.frame(width: 20, height: 20).clipShape(Corner()).padding(.leading, 20)
                .frame(width: 60, height: 20, alignment: .leading),
            width: 60, height: 20)
        #expect(clipped(22, 2) && !clipped(37, 17) && !clipped(2, 2), "clipped to the triangle of its own frame")
        let stroked = try redPixels(
            Corner().stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20).padding(.top, 20)
                .frame(width: 20, height: 40, alignment: .top),
            width: 20, height: 40)
        #expect(stroked(10, 20) && !stroked(10, 0), "the top edge of the stroke lies on the frame's top, 20 pt down")
    }
}
