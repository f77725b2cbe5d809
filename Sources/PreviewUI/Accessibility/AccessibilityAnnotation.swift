import Drawing
import Foundation

extension AccessibilityTree {
    /// The colours elements are outlined in, in order (then again from the first).
    package static let palette: [RGBAColor] = [
        0xE6194B, 0x3CB44B, 0x4363D8, 0xF58231, 0x911EB4, 0x42D4F4, 0xF032E6, 0x9A6324, 0x469990, 0x800000, 0x808000, 0x000075,
    ].map { RGBAColor(hex: $0) }

    /// Width of the legend beside the picture, in points.
    package static let legendWidth: CGFloat = 300

    /// The snapshot with each element outlined in its colour and numbered, and a legend beside
    /// it that says, in the same colour, what VoiceOver reads for each (as AccessibilitySnapshot
    /// draws it for iOS).
    public func annotated(_ page: DisplayList) -> DisplayList {
        let margin: CGFloat = 12, swatch: CGFloat = 14, gap: CGFloat = 8
        let textWidth = Double(Self.legendWidth - 2 * margin - swatch - gap)
        let titleFont = FontSpec(size: 12, weight: .semibold)
        let bodyFont = FontSpec(size: 11)
        // The legend first, to know how tall the picture must be.
        var legend: [DisplayOp] = []
        var y = margin
        for (i, e) in elements.enumerated() {
            let color = Self.palette[i % Self.palette.count]
            let title = TextSpec("\(i + 1). \(e.label.isEmpty ? "(no label)" : e.label)", font: titleFont, wrapWidth: textWidth, lineLimit: 2)
            var details = [e.value.map { "value: \($0)" }, e.spokenTraits.isEmpty ? nil : e.spokenTraits.joined(separator: ", "),
                           e.hint.map { "hint: \($0)" }].compactMap { $0 }
            if !e.customActions.isEmpty { details.append("actions: " + e.customActions.joined(separator: ", ")) }
            let x = page.size.width + margin
            legend.append(.fill(.roundedRect(CGRect(x: x, y: y + 1, width: swatch, height: swatch), cornerRadius: 3, style: .circular), color))
            let titleHeight = (try? TextMeasurer.measure(title))?.size.height ?? 15
            legend.append(.text(TextRun(spec: title, color: RGBAColor(hex: 0x1C1C1E), origin: CGPoint(x: x + swatch + gap, y: y),
                                        width: textWidth)))
            y += titleHeight
            if !details.isEmpty {
                let body = TextSpec(details.joined(separator: " · "), font: bodyFont, wrapWidth: textWidth, lineLimit: 3)
                let h = (try? TextMeasurer.measure(body))?.size.height ?? 13
                legend.append(.text(TextRun(spec: body, color: RGBAColor(hex: 0x636366), origin: CGPoint(x: x + swatch + gap, y: y),
                                            width: textWidth)))
                y += h
            }
            y += gap
        }
        if elements.isEmpty {
            let none = TextSpec("VoiceOver finds nothing to read", font: bodyFont)
            legend.append(.text(TextRun(spec: none, color: RGBAColor(hex: 0x636366),
                                        origin: CGPoint(x: page.size.width + margin, y: margin), width: textWidth)))
            y += 20
        }
        let size = CGSize(width: page.size.width + Self.legendWidth, height: max(page.size.height, y + margin))
        var ops: [DisplayOp] = [.fill(.rect(CGRect(origin: .zero, size: size)), RGBAColor(hex: 0xFFFFFF))]
        ops.append(.group(DisplayGroup(clip: Clip(.rect(CGRect(origin: .zero, size: page.size))), ops: page.ops)))
        for (i, e) in elements.enumerated() {
            let color = Self.palette[i % Self.palette.count]
            let r = e.frame.insetBy(dx: 1, dy: 1)
            guard r.width > 0, r.height > 0 else { continue }
            ops.append(.fill(.rect(r), color.multiplyingAlpha(0.18)))
            ops.append(.stroke(.rect(r), color, Drawing.StrokeStyle(lineWidth: 2)))
            let badge = TextSpec("\(i + 1)", font: FontSpec(size: 10, weight: .bold))
            let w = max(((try? TextMeasurer.measure(badge))?.size.width ?? 6) + 6, 14)
            let b = CGRect(x: r.minX, y: r.minY, width: w, height: 14)
            ops.append(.fill(.rect(b), color))
            ops.append(.text(TextRun(spec: badge, color: RGBAColor(hex: 0xFFFFFF), origin: CGPoint(x: b.minX, y: b.minY + 1),
                                     width: Double(w), alignment: .center)))
        }
        ops.append(.fill(.rect(CGRect(x: page.size.width, y: 0, width: 1, height: size.height)), RGBAColor(hex: 0xD1D1D6)))
        ops += legend
        return DisplayList(size: size, ops: ops)
    }
}
