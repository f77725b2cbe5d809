import Drawing
import Foundation
import PreviewUI
import Testing

/// Where taps land on custom shapes and content shapes: inside the path as it is drawn.
@MainActor
struct HitTestingConformanceTests {
    /// The left triangle of a frame, from literal coordinates.
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

    /// Whether a tap at `point` runs the view's tap action (a fixed 100 × 100 page).
    func taps(_ view: (@escaping () -> Void) -> some View, at point: CGPoint) throws -> Bool {
        var tapped = false
        let host = ViewHost(view { tapped = true }.frame(width: 100, height: 100, alignment: .topLeading),
                            layout: .fixed(width: 100, height: 100))
        do { try host.tap(at: point) } catch HostError.nothingToTap { return false }
        return tapped
    }

    /// A filled circle takes taps inside its path, not in its frame's corners (SwiftUI hit-tests
    /// a shape by its path; Apple, `contentShape(_:eoFill:)`: by default the hit-testing area
    /// is the view's content, here the circle).
    @Test func circleTakesTapsInsideItsPath() throws {
        let circle = { (action: @escaping () -> Void) in Circle().fill(Color.red).frame(width: 60, height: 60).onTapGesture(perform: action) }
        #expect(try taps(circle, at: CGPoint(x: 30, y: 30)))
        #expect(try !taps(circle, at: CGPoint(x: 3, y: 3)), "the frame's corner is outside the circle")
    }

    /// A custom shape takes taps where it is drawn: in its own frame inside a padded stack.
    @Test func customShapeTakesTapsWhereDrawn() throws {
        let corner = { (action: @escaping () -> Void) in
            Corner().fill(Color.red).frame(width: 40, height: 40).onTapGesture(perform: action).padding(20)
        }
        #expect(try taps(corner, at: CGPoint(x: 25, y: 25)), "the triangle's corner, 20 pt in")
        #expect(try !taps(corner, at: CGPoint(x: 55, y: 55)), "the frame's other half")
        #expect(try !taps(corner, at: CGPoint(x: 5, y: 5)), "the padding")
    }

    /// `contentShape(Circle())` limits taps to the circle (Apple: "defines the content shape for
    /// hit testing").
    @Test func contentShapeCircleLimitsTaps() throws {
        let square = { (action: @escaping () -> Void) in
            Color.blue.frame(width: 80, height: 80).contentShape(Circle()).onTapGesture(perform: action)
        }
        #expect(try taps(square, at: CGPoint(x: 40, y: 40)))
        #expect(try !taps(square, at: CGPoint(x: 4, y: 4)), "blue is drawn there, but the content shape is the circle")
    }

    /// `contentShape(Rectangle())` makes the empty parts of a stack take taps (Apple's
    /// `contentShape` documentation example).
    @Test func contentShapeRectangleFillsGaps() throws {
        let row = { (action: @escaping () -> Void) in
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer() }.frame(width: 100, height: 40)
                .contentShape(Rectangle()).onTapGesture(perform: action)
        }
        #expect(try taps(row, at: CGPoint(x: 80, y: 30)))
    }

    /// `contentShape(_:eoFill: true)` leaves a hole where the even-odd rule does (Apple's
    /// `eoFill` parameter: "whether this shape is interpreted with the even-odd winding rule").
    @Test func evenOddContentShapeHasAHole() throws {
        struct Rings: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path(ellipseIn: rect)
                p.addEllipse(in: rect.insetBy(dx: 25, dy: 25))
                return p
            }
        }
        let ring = { (action: @escaping () -> Void) in
            Color.blue.frame(width: 100, height: 100).contentShape(Rings(), eoFill: true).onTapGesture(perform: action)
        }
        #expect(try taps(ring, at: CGPoint(x: 50, y: 12)), "on the ring")
        #expect(try !taps(ring, at: CGPoint(x: 50, y: 50)), "in the hole")
        let filled = { (action: @escaping () -> Void) in
            Color.blue.frame(width: 100, height: 100).contentShape(Rings()).onTapGesture(perform: action)
        }
        #expect(try taps(filled, at: CGPoint(x: 50, y: 50)), "by the non-zero rule the inner circle is inside")
    }

    /// A turned shape takes taps where it is drawn: a square rotated 45° leaves its frame's
    /// corners free (hit-testing follows `rotationEffect`, as drawing does).
    @Test func rotatedShapeTakesTapsWhereDrawn() throws {
        let diamond = { (action: @escaping () -> Void) in
            Rectangle().fill(Color.red).frame(width: 60, height: 60).rotationEffect(.degrees(45)).onTapGesture(perform: action)
                .padding(20)
        }
        #expect(try taps(diamond, at: CGPoint(x: 50, y: 50)))
        #expect(try !taps(diamond, at: CGPoint(x: 24, y: 24)), "the unrotated square's corner is outside the diamond")
        #expect(try taps(diamond, at: CGPoint(x: 50, y: 10)), "the diamond's top point reaches above the frame")
    }

    /// An offset shape takes taps where it is drawn, not where it was laid out (`offset` moves
    /// drawing and hit-testing; Apple: "offset … the original dimensions of the view are kept").
    @Test func offsetShapeTakesTapsWhereDrawn() throws {
        let moved = { (action: @escaping () -> Void) in
            Circle().fill(Color.red).frame(width: 30, height: 30).onTapGesture(perform: action).offset(x: 50, y: 0)
        }
        #expect(try taps(moved, at: CGPoint(x: 65, y: 15)))
        #expect(try !taps(moved, at: CGPoint(x: 15, y: 15)))
    }

    /// A stroked shape's tap area covers its line (the stroke's ink), and a shape's
    /// `allowsHitTesting(false)` lets taps through to what is below (Apple's documentation).
    @Test func strokeAndPassThrough() throws {
        let ring = { (action: @escaping () -> Void) in
            Circle().stroke(Color.red, lineWidth: 10).frame(width: 80, height: 80).onTapGesture(perform: action)
        }
        #expect(try taps(ring, at: CGPoint(x: 40, y: 2)), "on the line")
        var below = false
        let host = ViewHost(
            ZStack {
                Color.blue.frame(width: 100, height: 100).onTapGesture { below = true }
                Circle().fill(Color.red).frame(width: 100, height: 100).allowsHitTesting(false)
            },
            layout: .fixed(width: 100, height: 100))
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(below)
    }
}
