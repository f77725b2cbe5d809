import Drawing
import Foundation
import PreviewUI
import Testing

/// Shapes moved, turned and scaled stay shapes (`Rectangle().rotation(…).fill(…)`), a field
/// edits a value through a `Formatter`, and the list environment values real code sets.
@MainActor
struct ShapeTransformTests {
    func path(_ shape: some Shape) -> [Path.Element] {
        var out: [Path.Element] = []
        shape.path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).forEach { out.append($0) }
        return out
    }

    @Test("offset, rotation, scale and transform move the outline within the frame, about the anchor")
    func transforms() {
        #expect(path(Rectangle().offset(x: 5, y: 1)).first == .move(to: CGPoint(x: 5, y: 1)))
        // A quarter turn about the centre (10, 5) takes the corner (0, 0) to (15, -5).
        guard case .move(let p)? = path(Rectangle().rotation(.degrees(90))).first else { Issue.record("no move"); return }
        #expect(abs(p.x - 15) < 1e-9 && abs(p.y + 5) < 1e-9, "\(p)")
        #expect(path(Rectangle().scale(0.5)).first == .move(to: CGPoint(x: 5, y: 2.5)))
        #expect(path(Rectangle().scale(x: 2, y: 1, anchor: .topLeading)).contains(.line(to: CGPoint(x: 40, y: 0))))
        #expect(path(Rectangle().transform(CGAffineTransform(translationX: 3, y: 0))).first == .move(to: CGPoint(x: 3, y: 0)))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 1, dy: 1).boundingRect == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test("A transformed shape still fills, and draws where its outline went")
    func fills() throws {
        let host = ViewHost(Rectangle().offset(x: 10).fill(Color.red).frame(width: 20, height: 20), layout: .fixed(width: 40, height: 20))
        let image = try RasterRenderer.render(try host.displayList, scale: 1).rgba()
        func red(_ x: Int, _ y: Int) -> Bool { image.pixels[(y * 40 + x) * 4] > 200 && image.pixels[(y * 40 + x) * 4 + 1] < 100 }
        #expect(red(25, 10) && !red(5, 10), "the 20 pt square moved 10 pt right of its 10…30 frame")
    }

    struct Priced: View {
        @State var price = 4.5
        let formatter: NumberFormatter = {
            let f = NumberFormatter()
            f.locale = Locale(identifier: "en_US")
            f.minimumFractionDigits = 2
            return f
        }()
        var body: some View {
            TextField("Price", value: $price, formatter: formatter).fixedSize()
        }
    }

    @Test("TextField(_:value:formatter:) shows the formatted value")
    func formatterField() throws {
        #expect(try ViewHost(Priced(), layout: .sizeThatFits).shownTexts == ["4.50"])
    }

    @Test("defaultMinListRowHeight sets the least row height; listItemTint tints as tint does")
    func listEnvironment() throws {
        func rowHeight(_ min: CGFloat?) throws -> CGFloat {
            var view = AnyView(List { Text("A"); Text("B") })
            if let min { view = AnyView(view.environment(\.defaultMinListRowHeight, min)) }
            let host = ViewHost(view, layout: .screen(.iPhone13Pro))
            return try #require(try host.frame(ofText: "B")).midY - #require(try host.frame(ofText: "A")).midY
        }
        #expect(try rowHeight(nil) == 44)
        #expect(try rowHeight(60) == 60)
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
        let tinted = try ViewHost(Button("Go") {}.listItemTint(.orange), layout: .sizeThatFits).displayList
        #expect(try tinted == ViewHost(Button("Go") {}.tint(.orange), layout: .sizeThatFits).displayList)
    }
}
