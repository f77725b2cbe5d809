import Drawing
import Foundation
import PreviewUI
import Testing

/// The pixel grid: views are drawn with their frames rounded to device pixels, as SwiftUI
/// rounds each view's frame for display (`ViewFrame`, "to nearest or up" to a multiple of
/// 1 / displayScale, origin and far corner each); layout and geometry readers keep the exact
/// values; the picture has whole pixel rows.
@MainActor
struct PixelGridConformanceTests {
    /// Pure red (iOS's `Color.red` is 255, 59, 48).
    let red = Color(red: 1, green: 0, blue: 0)

    /// Rows of a column of pixels that are not white (device pixels).
    func inkedRows(_ ink: Ink, x: Int) -> [Int] {
        (0..<ink.image.height).filter { y in let p = ink.pixel(x, y); return p.r < 250 || p.g < 250 || p.b < 250 }
    }

    /// A `Divider` below text of fractional height is one pixel row of the separator colour at
    /// 3x: (198, 198, 200) on white (ios-metrics.md: "Divider: 1 pixel thick, 3C3C43 at 29 %";
    /// measured against a real iOS render in issue #32, where Proofsheet drew two light rows).
    @Test(arguments: [1, 2, 3])
    func dividerIsOneRow(scale: Int) throws {
        let ink = try Ink(
            VStack(spacing: 0) { Color.clear.frame(height: 10.3); Divider(); Color.clear.frame(height: 10) }.frame(width: 40),
            layout: .fixed(width: 40, height: 30), scale: scale)
        let rows = inkedRows(ink, x: 20 * scale)
        #expect(rows.count == 1, "one row, not a blend over two: \(rows)")
        let p = ink.pixel(20 * scale, rows.first ?? 0)
        #expect(abs(Int(p.r) - 198) <= 1 && abs(Int(p.g) - 198) <= 1 && abs(Int(p.b) - 200) <= 1, "\(p)")
    }

    /// A view of fractional height covers whole rows: its last row is inked fully or not at all
    /// (issue #32: a 20.29 pt view left its last row at alpha 221 where iOS's has a whole row).
    @Test(arguments: [2, 3])
    func lastRowIsWhole(scale: Int) throws {
        let ink = try Ink(red.frame(width: 10, height: 20.29).padding(.top, 0.3),
                          layout: .fixed(width: 10, height: 30), scale: scale)
        let column = (0..<ink.image.height).map { ink.pixel(5 * scale, $0) }
        #expect(column.allSatisfy { ($0.g == 0 && $0.r > 200) || $0.g > 250 }, "every row all red or all white")
    }

    /// The rounding goes to the nearest pixel, halves up: at 2x, an edge at 10.25 pt (half a
    /// pixel) is drawn at 10.5, one at 10.2 at 10.0 (SwiftUI's `roundedToNearestOrUp`).
    @Test func halvesRoundUp() throws {
        let half = try Ink(red.frame(width: 5, height: 5).offset(x: 0).padding(.leading, 10.25)
            .frame(width: 30, height: 5, alignment: .leading), layout: .fixed(width: 30, height: 5), scale: 2)
        #expect(half.pixel(20, 2).g > 250 && half.pixel(21, 2).g == 0, "the left edge at pixel 21 (10.5 pt)")
        let down = try Ink(red.frame(width: 5, height: 5).padding(.leading, 10.2)
            .frame(width: 30, height: 5, alignment: .leading), layout: .fixed(width: 30, height: 5), scale: 2)
        #expect(down.pixel(19, 2).g > 250 && down.pixel(20, 2).g == 0, "the left edge at pixel 20 (10 pt)")
    }

    /// The picture is a whole number of pixels, to the nearest: content of 20.1 pt at 3x is
    /// 60 rows (60.3 px), not 61 with a sliver of a row.
    @Test func pictureSizeIsTheNearestPixel() throws {
        let host = ViewHost(Color.red.frame(width: 10, height: 20.1), layout: .sizeThatFits, displayScale: 3)
        let image = try RasterRenderer.render(try host.displayList, scale: 3).rgba()
        #expect(image.height == 60 && image.width == 30)
    }

    /// A 1-pixel border at 1x, 2x and 3x (`border(_:width:)` with 1 / displayScale) is one row
    /// and one column wide.
    @Test(arguments: [1, 2, 3])
    func onePixelBorder(scale: Int) throws {
        let ink = try Ink(Color.clear.frame(width: 20, height: 20.4).border(Color.red, width: 1 / CGFloat(scale)).padding(5.3),
                          layout: .fixed(width: 40, height: 40), scale: scale)
        let rows = inkedRows(ink, x: 15 * scale)
        #expect(rows.count == 2, "the top and bottom edges, one row each: \(rows)")
    }

    /// Layout keeps the exact values: a reader sees its exact frame, the host reports the exact
    /// frame, while the drawing is on the grid (SwiftUI's `GeometryProxy` reads layout's
    /// geometry; only display frames are rounded).
    @Test func geometryStaysExact() throws {
        let seen = Seen<CGRect>()
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(height: 10.3)
                GeometryReader { g in
                    let _ = seen.record(g.frame(in: .global))
                    red
                }
                .frame(width: 10, height: 10.3)
                .accessibilityIdentifier("reader")
            }
            .frame(width: 10, height: 30, alignment: .top),
            layout: .fixed(width: 10, height: 30), displayScale: 3)
        _ = try host.displayList
        #expect(seen.last?.minY == 10.3 && seen.last?.height == 10.3)
        #expect(try host.frame(ofIdentifier: "reader") == CGRect(x: 0, y: 10.3, width: 10, height: 10.3))
        let fills = fills(in: try host.displayList.ops).filter { $0.1.red > 0.9 && $0.1.green < 0.1 }
        // 10.3 pt = 30.9 px → 31 px; 20.6 pt = 61.8 px → 62 px: drawn from 31/3 to 62/3.
        #expect(fills.first.map { abs($0.0.bounds.minY - 31.0 / 3) < 1e-9 && abs($0.0.bounds.maxY - 62.0 / 3) < 1e-9 } == true)
    }

    /// A hairline stroke of a shape in a frame at a fractional position stays crisp at 3x: the
    /// frame is on the grid, so a `Rectangle().fill` 1 / 3 pt tall is one row.
    @Test func hairlineRectangleIsOneRow() throws {
        let ink = try Ink(
            VStack(spacing: 0) { Color.clear.frame(height: 7.45); Rectangle().fill(Color.black).frame(height: 1.0 / 3) }.frame(width: 20),
            layout: .fixed(width: 20, height: 10), scale: 3)
        let rows = inkedRows(ink, x: 30)
        #expect(rows.count == 1 && ink.pixel(30, rows[0]).r < 5, "\(rows)")
    }

    /// A vertical `Divider` in an `HStack` is one pixel column at 3x, wherever it falls
    /// (ios-metrics.md: 1 pixel thick).
    @Test func verticalDividerIsOneColumn() throws {
        let ink = try Ink(
            HStack(spacing: 0) { Color.clear.frame(width: 13.7); Divider(); Color.clear.frame(width: 10) }.frame(height: 20),
            layout: .fixed(width: 40, height: 20), scale: 3)
        let columns = (0..<ink.image.width).filter { x in let p = ink.pixel(x, 30); return p.r < 250 }
        #expect(columns.count == 1, "\(columns)")
    }
}
