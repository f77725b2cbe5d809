import Drawing
import PreviewUI
import Testing

/// Lays a view out and reads the frames of the views marked with `.accessibilityIdentifier`,
/// in page points. `.fixed` proposes its size and centres the content; `.sizeThatFits`
/// proposes an iPhone 15 Pro screen and makes the page the content's size.
@MainActor
struct Laid {
    let host: ViewHost

    init<V: View>(_ view: V, _ layout: PreviewLayout = .fixed(width: 300, height: 300)) {
        host = ViewHost(view, layout: layout)
    }

    /// The frame of the view marked `id`; fails the test if there is none.
    func frame(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        try #require(try host.frame(ofIdentifier: id), "no view marked \"\(id)\"", sourceLocation: sourceLocation)
    }

    /// The frame of the first view showing `text`.
    func frame(ofText text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        try #require(try host.frame(ofText: text), "no view shows \"\(text)\"", sourceLocation: sourceLocation)
    }

    var pageSize: CGSize {
        get throws { try host.displayList.size }
    }

    var displayList: DisplayList {
        get throws { try host.displayList }
    }
}

extension View {
    /// Marks a view for `Laid.frame(_:)` (its accessibility identifier).
    func mark(_ identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }
}

/// A fixed-size coloured box: layout tests use these where text metrics would make numbers
/// fragile.
@MainActor
func box(_ width: CGFloat, _ height: CGFloat, _ color: Color = .blue) -> some View {
    color.frame(width: width, height: height)
}

/// Text metrics as PreviewUI lays text out (SF Pro's line height, Inter's advances).
@MainActor
enum TextSize {
    /// One line of text in a font of `size` points.
    static func line(_ size: CGFloat = 17) -> CGFloat { size * TypeMetrics.lineHeight }

    /// A text style's leading at the default Dynamic Type size: its line height (HIG) less
    /// one SF line.
    static func leading(_ style: Drawing.TextStyle = .body) -> CGFloat {
        CGFloat(style.leading(atDynamicTypeIndex: Drawing.TextStyle.defaultDynamicTypeIndex))
    }

    /// `n` lines of a text style: SF lines, the style's leading between them.
    static func lines(_ n: Int, _ style: Drawing.TextStyle = .body) -> CGFloat {
        CGFloat(n) * line(CGFloat(style.size)) + CGFloat(n - 1) * leading(style)
    }

    /// The default spacing between two texts of one style in a stack: the leading, rounded up
    /// to a pixel at `scale` (ViewHost's default is 2).
    static func textSpacing(_ style: Drawing.TextStyle = .body, scale: CGFloat = 2) -> CGFloat {
        (leading(style) * scale).rounded(.up) / scale
    }

    /// Ascent above the first baseline.
    static func ascent(_ size: CGFloat = 17) -> CGFloat { size * TypeMetrics.ascent }

    /// The ideal (unwrapped, single-line) size of a text, as its own page.
    static func ideal(_ text: Text) throws -> CGSize {
        try ViewHost(text.fixedSize(), layout: .sizeThatFits).displayList.size
    }
}

/// Every group in a display list, depth first.
func groups(in ops: [DisplayOp]) -> [DisplayGroup] {
    var found: [DisplayGroup] = []
    for op in ops {
        if case .group(let g) = op {
            found.append(g)
            found += groups(in: g.ops)
        }
    }
    return found
}

/// Every text run in a display list (inside groups too), in paint order.
func textRuns(in ops: [DisplayOp]) -> [TextRun] {
    var found: [TextRun] = []
    for op in ops {
        switch op {
        case .text(let run): found.append(run)
        case .group(let g): found += textRuns(in: g.ops)
        default: break
        }
    }
    return found
}

/// Every fill in a display list (inside groups too), in paint order.
func fills(in ops: [DisplayOp]) -> [(ShapePath, RGBAColor)] {
    var found: [(ShapePath, RGBAColor)] = []
    for op in ops {
        switch op {
        case .fill(let path, let color): found.append((path, color))
        case .group(let g): found += fills(in: g.ops)
        default: break
        }
    }
    return found
}

/// The fills a host draws, without the page's background.
@MainActor
func controlFills(_ host: ViewHost) throws -> [(ShapePath, RGBAColor)] {
    let list = try host.displayList
    let page = CGRect(origin: .zero, size: list.size)
    return fills(in: list.ops).filter { if case .rect(let r) = $0.0 { r != page } else { true } }
}

/// Every icon in a display list, inside groups too.
func icons(in ops: [DisplayOp]) -> [IconRun] {
    ops.flatMap { op -> [IconRun] in
        switch op {
        case .icon(let i): [i]
        case .group(let g): icons(in: g.ops)
        default: []
        }
    }
}

/// A rectangle as it is drawn at `scale` (hosts default to 2x): SwiftUI rounds each view's
/// frame for display, origin and far corner to the nearest pixel, halves up; layout and the
/// frames the host reports keep the exact values.
func onPixelGrid(_ r: CGRect, scale: CGFloat = 2) -> CGRect {
    func round(_ v: CGFloat) -> CGFloat { ((v * scale) + 0.5).rounded(.down) / scale }
    let x0 = round(r.minX), y0 = round(r.minY), x1 = round(r.maxX), y1 = round(r.maxY)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

/// How far a drawn edge may be from its laid-out place at 2x: half a pixel.
let halfPixel: CGFloat = 0.25 + 1e-9
