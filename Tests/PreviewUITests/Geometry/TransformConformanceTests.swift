import Drawing
import Foundation
import PreviewUI
import Testing

/// Transformed shapes (`offset`, `rotation`, `scale`, `transform` on `Shape`) and the view
/// effects (`offset`, `position`, `rotationEffect`, `scaleEffect`, `transformEffect`), each
/// about the anchor SwiftUI uses.
@MainActor
struct TransformConformanceTests {
    /// The left triangle of a frame (its top-left half).
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

    /// A 40 × 40 frame at x 20 in a 80 × 40 page, with the shape or view in it.
    func ink(_ view: some View) throws -> Ink {
        try Ink(view.frame(width: 40, height: 40).padding(.leading, 20).frame(width: 80, height: 40, alignment: .leading),
                width: 80, height: 40)
    }

    /// `Shape.offset(x:y:)` moves the outline inside the shape's frame (Apple, `OffsetShape`).
    @Test func shapeOffset() throws {
        let i = try ink(Corner().offset(x: 10, y: 5).fill(Color.red))
        #expect(i.red(32, 7) && !i.red(22, 2))
    }

    /// `Shape.rotation(_:anchor:)` turns the outline about its frame's centre by default (Apple,
    /// `RotatedShape`; anchor `.center`): a quarter turn takes the top-left triangle to the top-right.
    @Test func shapeRotationAboutTheCentre() throws {
        let i = try ink(Corner().rotation(.degrees(90)).fill(Color.red))
        #expect(i.red(57, 3) && !i.red(22, 3) && !i.red(22, 37))
    }

    /// `Shape.scale(_:anchor:)` shrinks the outline about its anchor (Apple, `ScaledShape`).
    @Test func shapeScaleAboutTheTopLeading() throws {
        let i = try ink(Corner().scale(0.5, anchor: .topLeading).fill(Color.red))
        #expect(i.red(22, 2) && !i.red(38, 2) && !i.red(22, 18))
    }

    /// `Shape.scale(x:y:anchor:)` about the centre (the default): halved width, centred.
    @Test func shapeScaleXAboutTheCentre() throws {
        let i = try ink(Rectangle().scale(x: 0.5, y: 1).fill(Color.red))
        #expect(i.red(40, 20) && !i.red(25, 20) && !i.red(55, 20) && i.red(31, 20))
    }

    /// `Shape.transform(_:)` applies an affine transform to the outline in the shape's space
    /// (Apple, `TransformedShape`).
    @Test func shapeTransform() throws {
        let i = try ink(Rectangle().transform(CGAffineTransform(scaleX: 0.25, y: 0.25)).fill(Color.red))
        #expect(i.red(22, 2) && !i.red(32, 12))
    }

    /// `rotationEffect` turns the drawn view about its centre, keeping its layout (Apple:
    /// "rotates a view's rendered output … around the specified point", `.center` by default).
    @Test func rotationEffectAboutTheCentre() throws {
        let i = try ink(Corner().fill(Color.red).rotationEffect(.degrees(180)))
        #expect(i.red(57, 37) && !i.red(22, 2))
        let anchored = try ink(Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(90), anchor: .topLeading)
            .frame(width: 40, height: 40, alignment: .topTrailing))
        // The 20 pt square at x 40…60 turned a quarter about its top-left corner lies at x 20…40.
        #expect(anchored.red(30, 10) && !anchored.red(50, 10))
    }

    /// `scaleEffect` scales the drawing about its centre by default (Apple: "scales this view's
    /// rendered output … relative to an anchor point", `.center`).
    @Test func scaleEffectAboutTheCentre() throws {
        let i = try ink(Color.red.frame(width: 20, height: 20).scaleEffect(2))
        #expect(i.red(21, 1) && i.red(58, 38))
        let mirrored = try ink(Corner().fill(Color.red).scaleEffect(x: -1, y: 1))
        #expect(mirrored.red(57, 3) && !mirrored.red(22, 3), "a mirror about the centre")
    }

    /// `offset` moves the drawing and leaves layout alone; `position` places the view's centre
    /// in its parent's space and takes the whole space offered (Apple's documentation of each).
    @Test func offsetAndPosition() throws {
        let i = try Ink(
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).offset(x: 5); Color.blue.frame(width: 10, height: 10) },
            width: 40, height: 40)
        // The stack (20 pt) is centred at x 10…30: red drawn at 15…25, blue where layout put it, 20…30.
        #expect(i.red(16, 20) && i.blue(28, 20) && i.empty(12, 20))
        let placed = Laid(Color.red.frame(width: 10, height: 10).mark("p").position(x: 30, y: 20).frame(width: 40, height: 40),
                          .fixed(width: 40, height: 40))
        #expect(try placed.frame("p") == CGRect(x: 25, y: 15, width: 10, height: 10))
    }

    /// `transformEffect` applies an affine transform from the view's top-leading corner (Apple:
    /// "applies an affine transformation to this view's rendered output").
    @Test func transformEffectFromTheTopLeading() throws {
        let i = try ink(Color.red.frame(width: 10, height: 10).frame(width: 40, height: 40, alignment: .topLeading)
            .transformEffect(CGAffineTransform(translationX: 20, y: 20)))
        #expect(i.red(42, 22) && !i.red(22, 2))
    }

    /// A shape's transforms compose with the view's: the rotated triangle, offset as a view, is
    /// still in its moved frame.
    @Test func shapeAndViewTransformsCompose() throws {
        let i = try ink(Corner().rotation(.degrees(90)).fill(Color.red).offset(x: -20))
        #expect(i.red(37, 3) && !i.red(57, 3))
    }

    /// `Shape.size(width:height:)` (iOS 17) draws the shape at that size from the frame's
    /// top-leading corner (Apple: "returns a new version of self representing the same shape,
    /// but that will ask it to create its path from a rect of size").
    @Test func sizedShapeFromTheTopLeading() throws {
        let i = try ink(Rectangle().size(width: 10, height: 10).fill(Color.red))
        #expect(i.red(25, 5) && !i.red(35, 15) && !i.red(55, 35))
    }
}
