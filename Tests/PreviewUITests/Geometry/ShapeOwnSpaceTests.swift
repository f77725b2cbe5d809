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

    /// The rectangle `path(in:)` is handed: the shape's own bounds, origin zero (Apple,
    /// `Shape.path(in:)`: "a rectangular frame of reference for describing this shape").
    @Test func pathInGetsOriginZero() throws {
        final class Box { var rects: [CGRect] = [] }
        struct Probe: Shape {
            let box: Box
            func path(in rect: CGRect) -> Path {
                box.rects.append(rect)
                return Path(rect)
            }
        }
        let box = Box()
        _ = try ViewHost(HStack(spacing: 0) { Color.clear.frame(width: 30); Probe(box: box).frame(width: 20, height: 10) }.padding(7),
                         layout: .fixed(width: 100, height: 40)).displayList
        #expect(!box.rects.isEmpty && box.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 20, height: 10) })
    }

    /// A shape in the second row of a stack is drawn in the second row.
    @Test func secondRowOfAStack() throws {
        let red = try redPixels(
            VStack(spacing: 0) { Color.clear.frame(height: 30); Corner().fill(Color.red).frame(width: 20, height: 20) }
                .frame(width: 20, height: 60, alignment: .top),
            width: 20, height: 60)
        #expect(red(2, 32) && !red(2, 2) && !red(17, 47))
    }

    /// A shape as a `background` is drawn in the background's frame (the view's), not the page's.
    @Test func backgroundShape() throws {
        let red = try redPixels(
            Color.clear.frame(width: 40, height: 40).background(Corner().fill(Color.red)).padding(20),
            width: 80, height: 80)
        #expect(red(22, 22) && !red(2, 2) && !red(57, 57))
    }

    /// A shape as an `overlay` is drawn in the overlaid view's frame.
    @Test func overlayShape() throws {
        let red = try redPixels(
            HStack(spacing: 0) { Color.clear.frame(width: 50); Color.clear.frame(width: 30, height: 30).overlay(Corner().fill(Color.red)) }
                .frame(width: 80, height: 30),
            width: 80, height: 30)
        #expect(red(52, 2) && !red(2, 2) && !red(77, 27))
    }

    /// A shape framed with an alignment sits where the alignment puts it (Apple, `frame(width:
    /// height:alignment:)`).
    @Test func frameAlignment() throws {
        let red = try redPixels(
            Corner().fill(Color.red).frame(width: 20, height: 20).frame(width: 60, height: 60, alignment: .bottomTrailing),
            width: 60, height: 60)
        #expect(red(42, 42) && !red(2, 2) && !red(57, 57))
    }

    /// Shapes in a `ZStack` aligned top-leading share the stack's corner.
    @Test func zStackAlignment() throws {
        let red = try redPixels(
            ZStack(alignment: .topLeading) { Color.clear.frame(width: 60, height: 60); Corner().fill(Color.red).frame(width: 20, height: 20) }
                .padding(10),
            width: 80, height: 80)
        #expect(red(12, 12) && !red(2, 2) && !red(27, 27))
    }

    /// A `Path` used as a view draws in its own frame's space (Apple: `Path` "conforms to
    /// Shape"; as a view it fills its frame).
    @Test func pathAsAViewInAStack() throws {
        let red = try redPixels(
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.fill(Color.red)
            }
            .frame(width: 40, height: 60),
            width: 40, height: 60)
        #expect(red(2, 32) && !red(2, 2))
    }

    /// `strokeBorder` on a framed, padded rounded rectangle keeps the line inside that frame.
    @Test func strokeBorderInAPaddedFrame() throws {
        let red = try redPixels(
            RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(10),
            width: 60, height: 60)
        #expect(red(30, 11) && red(30, 13) && !red(30, 9) && !red(30, 15))
    }

    /// `UnevenRoundedRectangle` (iOS 16) is drawn in its own frame too.
    @Test func unevenRoundedRectangleInAStack() throws {
        let red = try redPixels(
            HStack(spacing: 0) {
                Color.clear.frame(width: 40)
                UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color.red).frame(width: 40, height: 40)
            }
            .frame(width: 80, height: 40),
            width: 80, height: 40)
        #expect(red(60, 20) && !red(41, 1) && red(79, 1) && !red(20, 20))
    }

    /// A `Canvas`'s context starts at the canvas's top-leading corner (Apple, `Canvas`: the
    /// renderer gets "a graphics context and the size of the canvas").
    @Test func canvasContextIsTheCanvasSpace() throws {
        let red = try redPixels(
            VStack(spacing: 0) {
                Color.clear.frame(height: 20)
                Canvas { context, _ in context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red)) }
                    .frame(width: 40, height: 20)
            }
            .frame(width: 40, height: 40, alignment: .top),
            width: 40, height: 40)
        #expect(red(2, 22) && !red(2, 2))
    }

    /// A custom shape as a `mask` and in a scroll view keeps to its own frame.
    @Test func maskAndScrollView() throws {
        let masked = try redPixels(
            Color.red.frame(width: 40, height: 40).mask(Corner()).padding(.leading, 40).frame(width: 80, height: 40, alignment: .leading),
            width: 80, height: 40)
        #expect(masked(42, 2) && !masked(77, 37) && !masked(2, 2))
        let scrolled = try redPixels(
            ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 25); Corner().fill(Color.red).frame(width: 20, height: 20) } }
                .frame(width: 40, height: 60),
            width: 40, height: 60)
        #expect(scrolled(11, 26) && !scrolled(11, 2))
    }
}
