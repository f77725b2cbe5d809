import Drawing
import PreviewUI
import Testing

/// The system shape styles that name a role rather than a colour: `.separator` (iOS 17) and
/// `.selection`.
@MainActor
struct SystemShapeStyleTests {
    static func fillColour(_ view: some View, _ scheme: ColorScheme = .light) throws -> RGBAColor? {
        let host = ViewHost(view.frame(width: 20, height: 20), layout: .sizeThatFits, colorScheme: scheme)
        return PreviewUITests.fills(in: try host.displayList.ops).last?.1
    }

    @Test(".separator is UIKit's separator colour in light and dark")
    func separator() throws {
        #expect(try Self.fillColour(Rectangle().fill(.separator)) == RGBAColor(hex: 0x3C3C43, alpha: 0.29))
        #expect(try Self.fillColour(Rectangle().fill(.separator), .dark) == RGBAColor(hex: 0x545458, alpha: 0.6))
    }

    @Test(".selection is the tint: the accent colour, or what .tint sets")
    func selection() throws {
        #expect(try Self.fillColour(Rectangle().fill(.selection)) == RGBAColor(hex: 0x007AFF))
        #expect(try Self.fillColour(Rectangle().fill(.selection).tint(.red)) == RGBAColor(hex: 0xFF3B30))
    }
}
