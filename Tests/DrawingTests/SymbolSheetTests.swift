import Drawing
import Foundation
import Testing

/// Draws every name of the symbol table in one sheet, each glyph over its name, to
/// `.build/symbol-sheet.png` (and in pages of 120 names, `.build/symbol-sheet-N.png`; the
/// table as text in `.build/symbol-sheet.txt`), for a
/// person to look at: is each glyph right in meaning, and well placed? Not a reference: the
/// sheet is not compared with anything, only checked to have drawn every name.
@Suite struct SymbolSheetTests {
    static let output = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build")

    static let columns = 10
    static let cell = CGSize(width: 96, height: 56)

    /// The sheet of `names`: a 22 pt glyph in each cell, its name in 7 pt type below, and a
    /// mark in the cell's corner for its fidelity (none: exact, one dot: close, two: stand-in).
    static func sheet(_ names: [String]) -> DisplayList {
        let rows = (names.count + columns - 1) / columns
        let size = CGSize(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
        var ops: [DisplayOp] = [.fill(.rect(CGRect(origin: .zero, size: size)), .white)]
        let ink = RGBAColor(hex: 0x000000), grey = RGBAColor(hex: 0x8E8E93), orange = RGBAColor(hex: 0xFF9500)
        for (i, name) in names.enumerated() {
            let origin = CGPoint(x: Double(i % columns) * cell.width, y: Double(i / columns) * cell.height)
            // The glyph's own ink proportions inside a 22 pt box, as a symbol image sizes it.
            let aspect = SymbolGeometry.aspectRatio(of: name) ?? 1
            let glyph = aspect >= 1 ? CGSize(width: 22, height: 22 / aspect) : CGSize(width: 22 * aspect, height: 22)
            let rect = CGRect(x: origin.x + (cell.width - glyph.width) / 2, y: origin.y + 6 + (22 - glyph.height) / 2,
                              width: glyph.width, height: glyph.height)
            ops.append(.stroke(.rect(CGRect(x: origin.x + 0.5, y: origin.y + 0.5, width: cell.width - 1, height: cell.height - 1)),
                               RGBAColor(hex: 0xE5E5EA), StrokeStyle(lineWidth: 1)))
            ops.append(.icon(IconRun(name: name, rect: rect, color: ink)))
            let label = TextSpec(name, font: FontSpec(size: 7), wrapWidth: cell.width - 4, lineLimit: 2)
            ops.append(.text(TextRun(spec: label, color: grey, origin: CGPoint(x: origin.x + 2, y: origin.y + 33),
                                     width: cell.width - 4, alignment: .center)))
            let marks = SymbolTable.entry(for: name).map { [SymbolTable.Fidelity.exact: 0, .close: 1, .standIn: 2][$0.fidelity]! } ?? 3
            for m in 0..<marks {
                ops.append(.fill(.ellipse(CGRect(x: origin.x + cell.width - 8 - Double(m) * 6, y: origin.y + 4, width: 4, height: 4)), orange))
            }
        }
        return DisplayList(size: size, ops: ops)
    }

    @Test func drawTheSheetOfEveryName() throws {
        let names = SymbolTable.entries.keys.sorted()
        try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
        let whole = try RasterRenderer.render(Self.sheet(names), scale: 1).rgba()
        try Data(PNGCodec.encode(whole)).write(to: Self.output.appendingPathComponent("symbol-sheet.png"))
        for (page, start) in stride(from: 0, to: names.count, by: 120).enumerated() {
            let part = Array(names[start..<min(start + 120, names.count)])
            let image = try RasterRenderer.render(Self.sheet(part), scale: 2).rgba()
            try Data(PNGCodec.encode(image)).write(to: Self.output.appendingPathComponent("symbol-sheet-\(page + 1).png"))
        }
        // And the table as text: each name, its fidelity and what draws it; the counts first.
        let counts = SymbolTable.counts
        var listing = SymbolTable.Fidelity.allCases.reversed().map { "\($0.rawValue): \(counts[$0] ?? 0)" }.joined(separator: ", ")
        listing += " (\(names.count) names)\n"
        for name in names {
            listing += "\(name)\t\(SymbolTable.entry(for: name)!.fidelity.rawValue)\t\(SymbolTable.drawnAs(name))\n"
        }
        try Data(listing.utf8).write(to: Self.output.appendingPathComponent("symbol-sheet.txt"))
        #expect(whole.height == Int(Self.cell.height) * ((names.count + Self.columns - 1) / Self.columns))
    }
}
