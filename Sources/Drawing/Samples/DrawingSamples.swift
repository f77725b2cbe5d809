import Foundation

/// Hand-made display lists, one per drawing feature. They are the golden tests of the drawing
/// engine, the benchmark's workload, and what `previews render` draws of the engine itself.
public enum DrawingSamples {
    /// Every sample, by a lower-kebab name.
    public static var all: [(name: String, list: DisplayList)] {
        [
            ("corners", corners),
            ("shapes", shapes),
            ("text-styles", textStyles),
            ("text-weights", textWeights),
            ("text-truncation", textTruncation),
            ("icons", icons),
            ("shadows", shadows),
            ("clip", clip),
            ("rotation", rotation),
            ("opacity", opacity),
            ("text-scripts", textScripts),
            ("text-designs", textDesigns),
        ]
    }

    static let ink = RGBAColor(hex: 0x000000)
    static let blue = RGBAColor(hex: 0x007AFF)
    static let grey6 = RGBAColor(hex: 0xF2F2F7)

    /// Circular and continuous corners side by side at several radii, filled and stroked.
    public static var corners: DisplayList {
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 240, height: 170)), .white)]
        for (i, r) in [4.0, 10, 20].enumerated() {
            let x = 12 + Double(i) * 76
            ops.append(.fill(.roundedRect(CGRect(x: x, y: 12, width: 64, height: 64), cornerRadius: r, style: .circular), blue))
            ops.append(.fill(.roundedRect(CGRect(x: x, y: 90, width: 64, height: 64), cornerRadius: r, style: .continuous), blue))
            ops.append(.stroke(
                .roundedRect(CGRect(x: x, y: 12, width: 64, height: 64), cornerRadius: r, style: .continuous),
                RGBAColor(hex: 0xFF3B30), StrokeStyle(lineWidth: 1)))
        }
        return DisplayList(size: CGSize(width: 240, height: 170), ops: ops)
    }

    /// Rectangle, ellipse, capsule, lines and a free path; fills and strokes with caps and dashes.
    public static var shapes: DisplayList {
        let path: [PathElement] = [
            .move(to: CGPoint(x: 200, y: 20)), .line(to: CGPoint(x: 230, y: 70)),
            .quadCurve(to: CGPoint(x: 170, y: 70), control: CGPoint(x: 200, y: 95)), .closeSubpath,
        ]
        return DisplayList(size: CGSize(width: 250, height: 130), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 250, height: 130)), .white),
            .fill(.rect(CGRect(x: 10, y: 10, width: 50, height: 40)), RGBAColor(hex: 0x34C759)),
            .fill(.ellipse(CGRect(x: 70, y: 10, width: 60, height: 40)), RGBAColor(hex: 0xFF9500)),
            .fill(.capsule(CGRect(x: 10, y: 60, width: 120, height: 28)), RGBAColor(hex: 0xAF52DE)),
            .fill(.path(path), RGBAColor(hex: 0x5856D6)),
            .stroke(.path([.move(to: CGPoint(x: 10, y: 105)), .line(to: CGPoint(x: 240, y: 105))]), ink,
                    StrokeStyle(lineWidth: 2, lineCap: .round, dash: [6, 4])),
            .stroke(.path([.move(to: CGPoint(x: 10, y: 118)), .line(to: CGPoint(x: 240, y: 118))]),
                    RGBAColor(hex: 0x3C3C43, alpha: 0.29), StrokeStyle(lineWidth: 0.5)),
            .stroke(.ellipse(CGRect(x: 140, y: 10, width: 40, height: 40)), ink, StrokeStyle(lineWidth: 3)),
        ])
    }

    /// Every iOS text style, one per line.
    public static var textStyles: DisplayList {
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 300, height: 330)), .white)]
        var y = 8.0
        for style in TextStyle.allCases {
            let spec = TextSpec("\(style.rawValue) \(Int(style.size))", font: FontSpec(style))
            ops.append(.text(TextRun(spec: spec, color: ink, origin: CGPoint(x: 10, y: y), width: 280)))
            y += TypeMetrics.lineHeight * style.size + 4
        }
        return DisplayList(size: CGSize(width: 300, height: 330), ops: ops)
    }

    /// Every weight, ultralight to black, at 17 pt; then centred and trailing alignment.
    public static var textWeights: DisplayList {
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 260, height: 260)), .white)]
        var y = 8.0
        for weight in FontSpec.Weight.allCases {
            let spec = TextSpec("Cups of Water \(weight.name)", font: FontSpec(size: 17, weight: weight))
            ops.append(.text(TextRun(spec: spec, color: ink, origin: CGPoint(x: 10, y: y), width: 240)))
            y += 22
        }
        for alignment in [TextAlignment.center, .trailing] {
            let spec = TextSpec(alignment.rawValue, font: FontSpec(size: 17), wrapWidth: 240)
            ops.append(.text(TextRun(spec: spec, color: blue, origin: CGPoint(x: 10, y: y), width: 240, alignment: alignment)))
            y += 22
        }
        return DisplayList(size: CGSize(width: 260, height: 260), ops: ops)
    }

    /// Wrapping to a width, a line limit with tail truncation, and a single truncated line.
    public static var textTruncation: DisplayList {
        let long = "The picker needs some values to show. To keep things simple, we only allow strings."
        let body = FontSpec(.body)
        let specs = [
            TextSpec(long, font: body, wrapWidth: 200),
            TextSpec(long, font: body, wrapWidth: 200, lineLimit: 2),
            TextSpec(long, font: body, wrapWidth: 200, lineLimit: 1),
        ]
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 220, height: 250)), .white)]
        var y = 8.0
        for spec in specs {
            let height = (try? TextMeasurer.measure(spec).size.height) ?? 0
            ops.append(.fill(.rect(CGRect(x: 10, y: y, width: 200, height: height)), grey6))
            ops.append(.text(TextRun(spec: spec, color: ink, origin: CGPoint(x: 10, y: y), width: 200)))
            y += height + 12
        }
        return DisplayList(size: CGSize(width: 220, height: 250), ops: ops)
    }

    /// The symbols the table began with, then an unknown name (the crossed-box placeholder).
    /// A fixed list, so that a growing table does not change this sample.
    static let sampleSymbols = [
        "airplane", "battery.100", "bell", "bicycle", "calendar", "car", "car.fill", "cellularbars", "checkmark",
        "chevron.down", "chevron.left", "chevron.right", "chevron.up", "chevron.up.chevron.down", "circle",
        "circle.fill", "clock", "drop", "drop.fill", "ellipsis", "eurosign", "gear", "globe", "heart", "heart.fill",
        "house", "house.fill", "info.circle", "magnifyingglass", "minus", "person", "person.fill", "plus",
        "square.and.arrow.up", "star", "star.fill", "trash", "wifi", "xmark",
    ]

    public static var icons: DisplayList {
        let names = sampleSymbols + ["no.such.symbol"]
        let columns = 8
        let rows = (names.count + columns - 1) / columns
        let size = CGSize(width: Double(columns) * 32 + 8, height: Double(rows) * 32 + 8)
        var ops: [DisplayOp] = [.fill(.rect(CGRect(origin: .zero, size: size)), .white)]
        for (i, name) in names.enumerated() {
            let rect = CGRect(x: 8 + Double(i % columns) * 32, y: 8 + Double(i / columns) * 32, width: 24, height: 24)
            ops.append(.icon(IconRun(name: name, rect: rect, color: i % 2 == 0 ? ink : blue)))
        }
        return DisplayList(size: size, ops: ops)
    }

    /// Cards with shadows of radius 0, 3 and 8, with and without offsets.
    public static var shadows: DisplayList {
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 330, height: 190)), grey6)]
        let cases: [(Double, Double, Double)] = [(0, 0, 0), (3, 0, 0), (8, 0, 0), (0, 4, 4), (3, 0, 3), (8, 6, 8)]
        for (i, (radius, x, y)) in cases.enumerated() {
            let rect = CGRect(x: 24 + Double(i % 3) * 100, y: 24 + Double(i / 3) * 86, width: 80, height: 56)
            ops.append(.group(DisplayGroup(
                shadow: Shadow(color: RGBAColor(white: 0, alpha: 0.33), radius: radius, x: x, y: y),
                ops: [.fill(.roundedRect(rect, cornerRadius: 8, style: .continuous), .white)])))
        }
        return DisplayList(size: CGSize(width: 330, height: 190), ops: ops)
    }

    /// A column of five words clipped to its top 10 points (the collapsed state of Collapsable),
    /// beside the same column unclipped.
    public static var clip: DisplayList {
        var column: [DisplayOp] = []
        for (i, word) in ["This", "is", "a", "tall", "view"].enumerated() {
            let spec = TextSpec(word, font: FontSpec(.body))
            column.append(.text(TextRun(spec: spec, color: ink, origin: CGPoint(x: 0, y: Double(i) * 28.3), width: 40, alignment: .center)))
        }
        return DisplayList(size: CGSize(width: 140, height: 150), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 140, height: 150)), .white),
            .group(DisplayGroup(transform: .translation(x: 10, y: 5), ops: column)),
            .group(DisplayGroup(
                transform: .translation(x: 80, y: 5),
                clip: Clip(.rect(CGRect(x: 0, y: 0, width: 40, height: 10)), antialiased: false), ops: column)),
        ])
    }

    /// A chevron and a label turned by 90° about their centres.
    public static var rotation: DisplayList {
        let chevron = CGRect(x: 20, y: 20, width: 20, height: 20)
        let label = TextSpec("Open", font: FontSpec(.body))
        return DisplayList(size: CGSize(width: 160, height: 60), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 160, height: 60)), .white),
            .icon(IconRun(name: "chevron.right", rect: chevron, color: blue)),
            .group(DisplayGroup(
                transform: .rotation(radians: .pi / 2, about: CGPoint(x: 65, y: 30)),
                ops: [.icon(IconRun(name: "chevron.right", rect: chevron.offsetBy(dx: 35, dy: 0), color: blue))])),
            .group(DisplayGroup(
                transform: .rotation(radians: .pi / 2, about: CGPoint(x: 120, y: 30)),
                ops: [.text(TextRun(spec: label, color: ink, origin: CGPoint(x: 100, y: 20), width: 40, alignment: .center))])),
        ])
    }

    /// Overlapping shapes in a group at 50% opacity (composited as one, so the overlap does not
    /// show), beside the same shapes faded one by one.
    public static var opacity: DisplayList {
        let pair: [DisplayOp] = [
            .fill(.ellipse(CGRect(x: 0, y: 0, width: 50, height: 50)), RGBAColor(hex: 0xFF3B30)),
            .fill(.ellipse(CGRect(x: 25, y: 0, width: 50, height: 50)), RGBAColor(hex: 0x007AFF)),
        ]
        return DisplayList(size: CGSize(width: 190, height: 70), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 190, height: 70)), .white),
            .group(DisplayGroup(transform: .translation(x: 10, y: 10), opacity: 0.5, ops: pair)),
            .group(DisplayGroup(transform: .translation(x: 105, y: 10), ops: pair.map {
                .group(DisplayGroup(opacity: 0.5, ops: [$0]))
            })),
        ])
    }

    /// The fallback fonts: emoji (colour glyphs, a skin-tone sequence, an emoji in a span of
    /// another colour), Chinese, Japanese and Korean, Arabic and Hebrew right to left, a
    /// wrapped Arabic paragraph, and lines that mix scripts and directions.
    public static var textScripts: DisplayList {
        let body = FontSpec(.body)
        let red = RGBAColor(hex: 0xFF3B30)
        let specs: [(TextSpec, RGBAColor)] = [
            (TextSpec("Emoji 🚀👍🏽❤️😀 Hg", font: body), ink),
            (TextSpec("日本語 한국어 中文 かな", font: body), ink),
            (TextSpec("العربية עברית", font: body), ink),
            (TextSpec("Hello 世界 مرحبا 🚀", font: body), ink),
            (TextSpec("مرحبا Hello 123 🚀", font: body), blue),
            (TextSpec(pieces: [
                ("Bold ", TextAttributes(font: FontSpec(size: 17, weight: .bold))), ("世界 ", TextAttributes(color: red)),
                ("🚀🌍", TextAttributes(color: blue)), (" שלום", TextAttributes(underline: TextDecoration())),
            ], font: body), ink),
            (TextSpec("Title 🚀 世界 مرحبا", font: FontSpec(.title)), ink),
            (TextSpec("النص العربي يلتف إلى سطرين أو أكثر في هذا المثال", font: body, wrapWidth: 200), ink),
        ]
        var ops: [DisplayOp] = []
        var y = 8.0
        for (spec, color) in specs {
            let height = (try? TextMeasurer.measure(spec).size.height) ?? 0
            ops.append(.text(TextRun(spec: spec, color: color, origin: CGPoint(x: 10, y: y), width: 300)))
            y += height + 6
        }
        let size = CGSize(width: 320, height: (y + 2).rounded(.up))
        return DisplayList(size: size, ops: [.fill(.rect(CGRect(origin: .zero, size: size)), .white)] + ops)
    }

    /// Each `Font.Design` in regular and bold, beside the default design.
    public static var textDesigns: DisplayList {
        var ops: [DisplayOp] = [.fill(.rect(CGRect(x: 0, y: 0, width: 300, height: 190)), .white)]
        var y = 8.0
        for design in FontSpec.Design.allCases {
            for weight in [FontSpec.Weight.regular, .bold] {
                let spec = TextSpec("\(design.rawValue) Cups of Water 0123 iiii", font: FontSpec(size: 17, weight: weight, design: design))
                ops.append(.text(TextRun(spec: spec, color: ink, origin: CGPoint(x: 10, y: y), width: 280)))
                y += 22
            }
        }
        return DisplayList(size: CGSize(width: 300, height: 190), ops: ops)
    }
}
