import Drawing
import PreviewUI

extension Snapshotting where Value: View, Format == RGBAImage {
    /// A view drawn to pixels: laid out as `layout`, at `scale`, in `colorScheme`; compared
    /// with `precision` (share of pixels that must match) and `perceptualPrecision` (how close
    /// a pixel must be; 1 is exact).
    public static func image(
        layout: PreviewLayout = .sizeThatFits, scale: Int = 2, colorScheme: ColorScheme = .light,
        precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        Snapshotting<DisplayList, RGBAImage>.image(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: Value) in
                try ViewHost(view, layout: layout, colorScheme: colorScheme, displayScale: CGFloat(scale)).displayList
            }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A view drawn to an SVG document, compared as text.
    public static var svg: Snapshotting { svg() }

    public static func svg(layout: PreviewLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<DisplayList, String>.svg.pullback { (view: Value) in
            try ViewHost(view, layout: layout, colorScheme: colorScheme).displayList
        }
    }

    /// A view's display list as text (one operation per line): a reviewable snapshot of what
    /// is drawn, without pixels.
    public static var displayList: Snapshotting { displayList() }

    public static func displayList(layout: PreviewLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<DisplayList, String>.displayList.pullback { (view: Value) in
            try ViewHost(view, layout: layout, colorScheme: colorScheme).displayList
        }
    }
}

extension Snapshotting where Value == DisplayList, Format == RGBAImage {
    /// A display list drawn to pixels.
    public static func image(scale: Int = 2, precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { list in
            try RasterRenderer.render(list, scale: Double(scale)).rgba()
        }
    }
}

extension Snapshotting where Value == DisplayList, Format == String {
    /// A display list drawn to SVG, compared as text.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { try SVGRenderer.render($0) }
    }

    /// A display list's text dump.
    public static var displayList: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0.dump }
    }
}
