import Drawing
import Foundation
import PreviewUI
import Testing

/// Strokes, `strokeBorder`, `trim`, iOS 17's shape-view chaining and the set operations.
@MainActor
struct StrokeAndSetConformanceTests {
    /// `stroke` centres the line on the outline (Apple: `Shape.stroke(_:lineWidth:antialiased:)`
    /// "traces the outline"; Core Graphics strokes centred on the path): a 10 pt stroke of a
    /// circle filling 100 × 100 reaches 5 pt inside the frame, and half of it is cut off.
    @Test func strokeIsCentredOnTheOutline() throws {
        let ink = try Ink(Circle().stroke(Color.red, lineWidth: 10), width: 100, height: 100)
        #expect(ink.red(50, 2), "the line's inner half, inside the frame")
        #expect(!ink.red(50, 7), "5 pt in is past the line")
        #expect(ink.empty(50, 50))
    }

    /// `strokeBorder` insets the shape by half the line width first (Apple:
    /// `InsettableShape.strokeBorder(_:lineWidth:antialiased:)`, "equivalent to insetting self by
    /// lineWidth / 2 and stroking"): the whole 10 pt line lies inside the frame.
    @Test func strokeBorderLiesInside() throws {
        let ink = try Ink(Circle().strokeBorder(Color.red, lineWidth: 10), width: 100, height: 100)
        #expect(ink.red(50, 2) && ink.red(50, 8), "the line fills 0…10 pt")
        #expect(!ink.red(50, 12))
        let styled = try Ink(Rectangle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 6)), width: 40, height: 40)
        #expect(styled.red(20, 5) && !styled.red(20, 7), "strokeBorder(_:style:) insets by 3 pt: the line fills 0…6 pt")
    }

    /// iOS 17's shape views stack drawings of one shape (Apple's `ShapeView` documentation:
    /// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)` "applies a fill and stroke").
    @Test func fillThenStrokeChains() throws {
        let ink = try Ink(Capsule().fill(Color.yellow).stroke(Color.blue, lineWidth: 8), width: 120, height: 60)
        #expect(ink.yellow(60, 30), "the fill inside")
        #expect(ink.blue(60, 2), "the stroke over the fill's edge")
        let three = try Ink(Circle().fill(Color.red).strokeBorder(Color.blue, lineWidth: 10).stroke(Color.yellow, lineWidth: 2),
                            width: 100, height: 100)
        #expect(three.red(50, 50) && three.blue(50, 7) && three.yellow(50, 0.5), "fill, border, then outline, in order")
    }

    /// `stroke(lineWidth:)` is a shape (Apple: "returns a new shape that is a stroked copy of
    /// self"): filling it draws the stroke, not the shape. Real code: jasudev/AxisContribution,
    /// `ContentView.swift` line 42, `RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 1).fill(Color.gray)`.
    @Test func strokedShapeFilledIsItsStroke() throws {
        let ink = try Ink(RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 4).fill(Color.red), width: 100, height: 60)
        #expect(ink.red(50, 1), "the outline")
        #expect(ink.empty(50, 30), "not the inside")
        let trimmed = try Ink(Circle().stroke(style: StrokeStyle(lineWidth: 6)).offset(x: 10).fill(Color.red),
                              width: 100, height: 100)
        #expect(trimmed.red(10, 50) && trimmed.empty(60, 50), "moved 10 pt right, it stays a stroke (the left edge at x 10)")
    }

    /// A circle's outline starts at its trailing point and runs clockwise on screen (Apple's
    /// `Path(ellipseIn:)` starts at angle 0; `trim(from:to:)` "trims this shape by a fractional
    /// amount based on its representation as a path"): the first quarter is the bottom-right.
    @Test func trimStartsAtTheTrailingPoint() throws {
        let ink = try Ink(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6), width: 100, height: 100)
        let diagonal: CGFloat = 50 + 50 * 0.7071 - 1
        #expect(ink.red(diagonal, diagonal), "the bottom-right quarter")
        #expect(!ink.red(84, 15) && !ink.red(15, 84), "not the top-right or the bottom-left")
    }

    /// `union` is one region (Apple, `Path.union(_:eoFill:)`: "a new path with filled regions in
    /// either this path or the given path"): a half-transparent fill is as dark over the
    /// overlap as elsewhere, and its stroke runs round the outside only.
    @Test func unionIsOneRegion() throws {
        let a = Path(CGRect(x: 0, y: 0, width: 60, height: 60)), b = Path(CGRect(x: 30, y: 30, width: 60, height: 60))
        let fill = try Ink(a.union(b).fill(Color.red.opacity(0.5)), width: 100, height: 100)
        #expect(abs(fill.coverage(45, 45) - fill.coverage(10, 10)) <= 2, "the overlap is not drawn twice")
        #expect(fill.empty(80, 10) && fill.empty(10, 80))
        let stroke = try Ink(a.union(b).stroke(Color.red, lineWidth: 2), width: 100, height: 100)
        #expect(stroke.red(30, 0) && stroke.red(59.5, 10), "the outside edges")
        #expect(!stroke.red(45, 30) && !stroke.red(30, 45), "no edge inside the union")
    }

    /// `intersection`, `subtracting` and `symmetricDifference` keep the regions their names say
    /// (Apple's documentation of each on `Path` and `Shape`, iOS 17).
    @Test func intersectionSubtractionAndDifference() throws {
        let a = Path(CGRect(x: 0, y: 0, width: 60, height: 60)), b = Path(ellipseIn: CGRect(x: 30, y: 30, width: 60, height: 60))
        let i = try Ink(a.intersection(b).fill(Color.red), width: 100, height: 100)
        #expect(i.red(50, 50) && i.empty(10, 10) && i.empty(70, 70))
        let s = try Ink(a.subtracting(b).fill(Color.red), width: 100, height: 100)
        #expect(s.red(10, 10) && s.empty(50, 50) && s.empty(70, 70))
        let d = try Ink(a.symmetricDifference(b).fill(Color.red), width: 100, height: 100)
        #expect(d.red(10, 10) && d.red(70, 70) && d.empty(50, 50))
        // The Shape forms, in the shape's own rectangle.
        let ring = try Ink(Circle().subtracting(Circle().inset(by: 20)).fill(Color.red), width: 100, height: 100)
        #expect(ring.red(50, 10) && ring.empty(50, 50), "a ring: the circle less a smaller one")
    }

    /// `lineSubtraction` and `lineIntersection` cut a path's line, not its region (Apple,
    /// `Path.lineSubtraction(_:eoFill:)`: "the line of this path that isn't in the given path").
    @Test func lineOperationsCutTheLine() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        let disc = Path(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40))
        let outside = try Ink(line.lineSubtraction(disc).stroke(Color.red, lineWidth: 4), width: 100, height: 100)
        #expect(outside.red(10, 50) && outside.red(90, 50) && outside.empty(50, 50))
        let inside = try Ink(line.lineIntersection(disc).stroke(Color.red, lineWidth: 4), width: 100, height: 100)
        #expect(inside.red(50, 50) && inside.empty(10, 50) && inside.empty(90, 50))
        #expect(line.lineIntersection(disc).boundingRect.minX.rounded() == 30, "the cut falls on the circle")
    }

    /// `Path.contains(_:eoFill:)` by the winding rule, or even-odd (Apple's documentation): two
    /// nested squares drawn the same way round are all inside; by even-odd the inner one is a hole.
    @Test func containsFollowsTheFillRule() {
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(p.contains(CGPoint(x: 50, y: 50)))
        #expect(!p.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(p.contains(CGPoint(x: 10, y: 10), eoFill: true) && !p.contains(CGPoint(x: 150, y: 50)))
    }

    /// The `transform:` parameters of `Path`'s builders move what they add (Apple's `Path`
    /// documentation: `addRect(_:transform:)` and the others "apply an affine transform").
    @Test func builderTransformsMoveWhatTheyAdd() {
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 20, y: 5))
        #expect(p.boundingRect == CGRect(x: 20, y: 5, width: 10, height: 10))
        var q = Path()
        q.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(abs(q.boundingRect.width - 20) < 0.001)
        var arc = Path()
        arc.move(to: CGPoint(x: 0, y: 0))
        arc.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        // The arc runs from (40, 0) to (50, 10), tangent to both lines (Core Graphics' addArc(tangent1End:…)).
        #expect(arc.currentPoint.map { abs($0.x - 50) < 0.001 && abs($0.y - 10) < 0.001 } == true)
    }
}
