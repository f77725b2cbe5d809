import Drawing

/// The iPhone status bar drawn at the top of `.device` previews (9:41, signal, Wi-Fi, a full
/// battery), as Xcode's canvas shows it. Positions are estimates from screenshots (E).
enum StatusBar {
    static func ops(for device: Device, colorScheme: ColorScheme) -> [DisplayOp] {
        let height = device.safeArea.top > 24 ? device.safeArea.top - 5 : device.safeArea.top
        guard height > 0 else { return [] }
        let color = SystemPalette.label.resolve(colorScheme)
        let size: Double = device.safeArea.top > 24 ? 17 : 15
        let spec = TextSpec("9:41", font: FontSpec(size: size, weight: .semibold))
        let metrics = (try? TextMeasurer.measure(spec)) ?? TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 1)
        let w = device.size.width
        let midY = height / 2 + (device.safeArea.top > 24 ? 3 : 0)
        var ops: [DisplayOp] = [
            .text(TextRun(spec: spec, color: color,
                          origin: CGPoint(x: w * 0.165 - metrics.size.width / 2, y: midY - metrics.size.height / 2),
                          width: metrics.size.width))
        ]
        // Heights of the iPhone's status icons; widths follow each glyph.
        let icons: [(String, CGFloat)] = [("cellularbars", 11.5), ("wifi", 11.5), ("battery.100", 12.5)]
        var x = w - (device.safeArea.top > 24 ? 26 : 8)
        for (name, height) in icons.reversed() {
            let width = height * CGFloat(SymbolGeometry.aspectRatio(of: name) ?? 1)
            x -= width
            ops.append(.icon(IconRun(name: name, rect: CGRect(x: x, y: midY - height / 2, width: width, height: height), color: color)))
            x -= 6
        }
        return ops
    }
}
