import Drawing
import Foundation

/// `swift run -c release Benchmarks drawing [runs] [--write DIR]`: the drawing engine on one
/// phone screen (`--write` also saves it as `drawing-screen.png` and `.svg` for a look).
///
/// The frame is 393×852 pt drawn at 2x (786×1704 px) with 45 ops: 18 texts, 14 rounded
/// rectangles, 3 cards of 345×100 pt with radius-8 shadows, 4 icons and a clip. Prints, as a
/// Markdown table in milliseconds, the median and minimum of `runs` (default 30) after a
/// warm-up, the steps taking turns: drawing to raw pixels (again, and with texts never seen
/// before), drawing and encoding a PNG, encoding alone, drawing an SVG, decoding that PNG, and
/// blurring the shadow mask of one card alone. `--breakdown` times the drawing with one kind of
/// op left out; `--profile-raw` only draws, for a profiler.
///
/// Measured on the project's 2-core machine shared with other work (medians vary by ±20 %
/// from one minute to the next; the minimum is steadier), the engine as it was and as it is,
/// run alternately:
///
/// | step | before: median (min) ms | after: median (min) ms |
/// |---|---:|---:|
/// | draw to raw pixels | 20.6–21.3 (12.8–13.6) | 10.3–10.5 (9.5–9.8) |
/// | draw to SVG | 32.1–33.3 (21.6–24.9) | 17.7–18.0 (16.4–16.8) |
/// | blur of one card | 2.1–2.2 (1.2–1.3) | 0.64–0.66 (0.56–0.60) |
///
/// Instructions per raw drawing (callgrind): 112 M before, 69 M after. What is left: the
/// glyph outlines of the 18 texts, filled by Cairo's scan converter (about 28 M instructions,
/// half the time: `--breakdown` "text only"); the three blurs (about 20 M); everything else
/// (about 20 M). Text is filled as outlines so that glyphs sit at exact positions (Cairo 1.16
/// snaps shown glyphs to whole pixels); making it cheaper means drawing text differently, which
/// changes every snapshot.
enum DrawingBenchmark {
    static let scale = 2.0
    static let sigma = 8.0
    static let card = CGSize(width: 345, height: 100)

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 30
        let list = screen
        let counts = Counts(list.ops)
        let first = try RasterRenderer.render(list, scale: scale)
        let png = try encode(first)
        if let i = arguments.firstIndex(of: "--write"), i + 1 < arguments.count {
            let folder = URL(fileURLWithPath: arguments[i + 1])
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(png).write(to: folder.appendingPathComponent("drawing-screen.png"))
            try SVGRenderer.render(list).write(to: folder.appendingPathComponent("drawing-screen.svg"), atomically: true, encoding: .utf8)
        }

        if let i = arguments.firstIndex(of: "--profile-raw") {
            // Only draws, for a profiler: `valgrind --tool=callgrind … drawing 10 --profile-raw`.
            _ = i
            for _ in 0..<runs { _ = Stopwatch.opaque(try RasterRenderer.render(list, scale: scale)) }
            return
        }
        if arguments.contains("--breakdown") {
            try breakdown(list, runs: runs)
            return
        }
        // Texts never drawn before: each run's strings end in a different number of zero-width
        // spaces, so no laid-out text is reused (the first render of a screen).
        var coldLists = (0...runs).map { i in withInvisibleSuffix(list, count: i + 1) }
        let blurCase = BlurCase()
        let steps: [Step] = [
            Step("draw to raw pixels", target: "≤ 10") { _ = Stopwatch.opaque(try RasterRenderer.render(list, scale: scale)) },
            Step("draw to raw pixels, texts not seen before") {
                _ = Stopwatch.opaque(try RasterRenderer.render(coldLists.removeLast(), scale: scale))
            },
            Step("draw + PNG encode") { _ = Stopwatch.opaque(try encode(RasterRenderer.render(list, scale: scale))) },
            Step("PNG encode alone", target: "≤ 20") { _ = Stopwatch.opaque(try encode(first)) },
            Step("draw to SVG") { _ = Stopwatch.opaque(try SVGRenderer.render(list)) },
            Step("PNG decode") { _ = Stopwatch.opaque(try PNGCodec.decode(png, source: "benchmark")) },
            Step("blur of one card's shadow mask (\(blurCase.width)×\(blurCase.height) A8, σ \(Int(sigma * scale)) px)", target: "≤ 1.5") {
                blurCase.run()
            },
        ]
        // One warm-up each, then the steps in turn, run after run, so that every step sees the
        // same load on a shared machine.
        for step in steps { try step.body() }
        var samples = [[Double]](repeating: [], count: steps.count)
        for _ in 0..<runs {
            for (i, step) in steps.enumerated() {
                samples[i].append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0, step.body))
            }
        }

        print("Drawing: \(list.size.width)×\(list.size.height) pt at \(Int(scale))x (\(first.width)×\(first.height) px), "
            + "\(counts.total) ops (\(counts.texts) texts, \(counts.roundedRects) rounded rects, \(counts.shadows) shadows, "
            + "\(counts.icons) icons, \(counts.clips) clip); PNG \(png.count) bytes; \(runs) runs of each step, interleaved, one thread")
        print("")
        print("| step | median ms | min ms | target ms |")
        print("|---|---:|---:|---:|")
        for (i, step) in steps.enumerated() {
            print("| \(step.name) | \(Stopwatch.format(Stopwatch.median(samples[i]))) | \(Stopwatch.format(samples[i].min() ?? .nan)) | \(step.target) |")
        }
    }

    /// One timed step of the table.
    struct Step {
        var name: String
        var target: String
        var body: () throws -> Void

        init(_ name: String, target: String = "", body: @escaping () throws -> Void) {
            self.name = name
            self.target = target
            self.body = body
        }
    }

    /// `list` with `count` zero-width spaces after every text: the same pixels, other texts.
    static func withInvisibleSuffix(_ list: DisplayList, count: Int) -> DisplayList {
        func map(_ ops: [DisplayOp]) -> [DisplayOp] {
            ops.map { op in
                switch op {
                case .text(var run):
                    run.spec.string += String(repeating: "\u{200B}", count: count)
                    return .text(run)
                case .group(var g):
                    g.ops = map(g.ops)
                    return .group(g)
                default:
                    return op
                }
            }
        }
        return DisplayList(size: list.size, ops: map(list.ops))
    }

    /// Raw drawing of the screen with one kind of op left out, to see what each kind costs.
    static func breakdown(_ list: DisplayList, runs: Int) throws {
        func without(_ drop: (DisplayOp) -> Bool) -> DisplayList {
            func filter(_ ops: [DisplayOp]) -> [DisplayOp] {
                ops.compactMap { op in
                    if drop(op) { return nil }
                    if case .group(var g) = op { g.ops = filter(g.ops); return .group(g) }
                    return op
                }
            }
            return DisplayList(size: list.size, ops: filter(list.ops))
        }
        let variants: [(String, DisplayList)] = [
            ("no shadows", without { if case .group(let g) = $0 { return g.shadow != nil } else { return false } }),
            ("no text", without { if case .text = $0 { return true } else { return false } }),
            ("no icons", without { if case .icon = $0 { return true } else { return false } }),
            ("text only", DisplayList(size: list.size, ops: list.ops.filter { if case .text = $0 { return true } else { return false } })),
            ("shadow groups only", DisplayList(size: list.size, ops: list.ops.filter { if case .group(let g) = $0 { return g.shadow != nil } else { return false } })),
            ("shadow groups, no blur", DisplayList(size: list.size, ops: list.ops.compactMap {
                guard case .group(var g) = $0, var shadow = g.shadow else { return nil }
                shadow.radius = 0.01
                g.shadow = shadow
                return .group(g)
            })),
            ("card fills only", DisplayList(size: list.size, ops: list.ops.compactMap {
                guard case .group(var g) = $0, g.shadow != nil else { return nil }
                g.shadow = nil
                return .group(g)
            })),
            ("empty list", DisplayList(size: list.size)),
            ("everything", list),
        ]
        // Interleaved, so that every variant sees the same machine load.
        var samples = [[Double]](repeating: [], count: variants.count)
        for (_, variant) in variants { _ = try RasterRenderer.render(variant, scale: scale) }
        for _ in 0..<runs {
            for (i, (_, variant)) in variants.enumerated() {
                samples[i].append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) {
                    _ = Stopwatch.opaque(try RasterRenderer.render(variant, scale: scale))
                })
            }
        }
        print("| variant | draw ms |")
        print("|---|---:|")
        for (i, (name, _)) in variants.enumerated() {
            print("| \(name) | \(Stopwatch.format(Stopwatch.median(samples[i]))) |")
        }
    }

    static func encode(_ image: RasterImage) throws -> [UInt8] {
        try image.premultipliedBGRA.withUnsafeBytes {
            try PNGCodec.encode(premultipliedBGRA: $0, width: image.width, height: image.height, stride: image.width * 4)
        }
    }

    /// `GaussianBlur` on an A8 mask of one card with 3σ margins at 2x: the card's shadow alone.
    final class BlurCase {
        let width: Int, height: Int, stride: Int
        let source: [UInt8]
        var work: [UInt8]

        init() {
            let margin = Int((3 * sigma * scale).rounded(.up))
            let cardWidth = Int(card.width * scale), cardHeight = Int(card.height * scale)
            width = cardWidth + 2 * margin
            height = cardHeight + 2 * margin
            stride = (width + 3) / 4 * 4  // Cairo's A8 stride
            // The card's coverage: a rectangle with 12 pt round corners, antialiased.
            var source = [UInt8](repeating: 0, count: stride * height)
            let radius = 12 * scale
            for y in 0..<cardHeight {
                for x in 0..<cardWidth {
                    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                    let dx = max(radius - cx, cx - (Double(cardWidth) - radius), 0)
                    let dy = max(radius - cy, cy - (Double(cardHeight) - radius), 0)
                    let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                    source[(y + margin) * stride + x + margin] = UInt8((coverage * 255).rounded())
                }
            }
            self.source = source
            work = source
        }

        /// Restores the mask (a copy of 230 KB, a few µs) and blurs it.
        func run() {
            let (width, height, stride) = (width, height, stride)
            source.withUnsafeBufferPointer { src in
                work.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress!.update(from: src.baseAddress!, count: src.count)
                    GaussianBlur.blur(buffer.baseAddress!, width: width, height: height, stride: stride, sigma: sigma * scale)
                }
            }
            _ = Stopwatch.opaque(work[stride * height / 2 + width / 2])
        }
    }

    // MARK: The screen

    static let background = RGBAColor(hex: 0xF2F2F7)
    static let label = RGBAColor(hex: 0x000000)
    static let secondary = RGBAColor(hex: 0x3C3C43, alpha: 0.6)
    static let separator = RGBAColor(hex: 0x3C3C43, alpha: 0.29)
    static let fill = RGBAColor(hex: 0x787880, alpha: 0.12)
    static let blue = RGBAColor(hex: 0x007AFF)
    static let green = RGBAColor(hex: 0x34C759)

    static func text(_ string: String, _ style: TextStyle, _ color: RGBAColor, at origin: CGPoint, width: Double,
                     lines: Int? = nil, alignment: TextAlignment = .leading) -> DisplayOp {
        let spec = TextSpec(string, font: FontSpec(style), wrapWidth: lines == nil ? nil : width, lineLimit: lines)
        return .text(TextRun(spec: spec, color: color, origin: origin, width: width, alignment: alignment))
    }

    static func rounded(_ rect: CGRect, _ radius: Double, _ color: RGBAColor) -> DisplayOp {
        .fill(.roundedRect(rect, cornerRadius: radius, style: .continuous), color)
    }

    /// A settings-like phone screen: title, search field, segmented control, three cards with
    /// shadows, an inset grouped list with a toggle, a collapsed (clipped) column, a button and
    /// the home indicator.
    static var screen: DisplayList {
        let size = CGSize(width: 393, height: 852)
        var ops: [DisplayOp] = [.fill(.rect(CGRect(origin: .zero, size: size)), background)]
        ops.append(text("Proofsheet", .largeTitle, label, at: CGPoint(x: 16, y: 58), width: 361))

        // Search field and segmented control.
        ops.append(rounded(CGRect(x: 16, y: 108, width: 361, height: 36), 10, fill))
        ops.append(.icon(IconRun(name: "magnifyingglass", rect: CGRect(x: 24, y: 116, width: 20, height: 20), color: secondary)))
        ops.append(text("Search", .body, secondary, at: CGPoint(x: 50, y: 116), width: 300))
        ops.append(rounded(CGRect(x: 16, y: 156, width: 361, height: 32), 9, fill))
        ops.append(rounded(CGRect(x: 18, y: 158, width: 119, height: 28), 7, .white))
        for (i, segment) in ["Day", "Week", "Month"].enumerated() {
            ops.append(text(segment, .subheadline, label, at: CGPoint(x: 18 + Double(i) * 119, y: 163), width: 119, alignment: .center))
        }

        // Three cards with shadows.
        let cards = [
            ("Morning run", "5.2 km along the river, with a stop at the bakery on the way back home.", "bicycle"),
            ("Water", "Six cups so far today. Two more to reach the goal you set last week.", "drop.fill"),
            ("Reading", "Chapter 12 of the book you started in March; about forty pages left.", nil),
        ]
        for (i, card) in cards.enumerated() {
            let rect = CGRect(origin: CGPoint(x: 24, y: 204 + Double(i) * 116), size: Self.card)
            ops.append(.group(DisplayGroup(
                shadow: Shadow(color: RGBAColor(white: 0, alpha: 0.15), radius: sigma, x: 0, y: 2),
                ops: [rounded(rect, 12, .white)])))
            ops.append(text(card.0, .headline, label, at: CGPoint(x: rect.minX + 16, y: rect.minY + 14), width: 250))
            ops.append(text(card.1, .subheadline, secondary, at: CGPoint(x: rect.minX + 16, y: rect.minY + 40), width: 280, lines: 2))
            if let symbol = card.2 {
                ops.append(rounded(CGRect(x: rect.maxX - 60, y: rect.minY + 14, width: 44, height: 22), 11, blue.multiplyingAlpha(0.15)))
                ops.append(.icon(IconRun(name: symbol, rect: CGRect(x: rect.maxX - 50, y: rect.minY + 16, width: 18, height: 18), color: blue)))
            }
        }

        // Inset grouped list: four rows of 44 pt, a chevron and a toggle.
        let section = CGRect(x: 16, y: 556, width: 361, height: 176)
        ops.append(rounded(section, 10, .white))
        for (i, row) in ["Notifications", "Appearance", "Privacy", "About"].enumerated() {
            let y = section.minY + Double(i) * 44
            ops.append(text(row, .body, label, at: CGPoint(x: 32, y: y + 11.9), width: 250))
            if i > 0 { ops.append(.fill(.rect(CGRect(x: 32, y: y, width: 345, height: 0.5)), separator)) }
        }
        ops.append(.icon(IconRun(name: "chevron.right", rect: CGRect(x: 345, y: section.minY + 58, width: 16, height: 16), color: secondary)))
        ops.append(rounded(CGRect(x: 310, y: section.minY + 6.5, width: 51, height: 31), 15.5, green))
        ops.append(.fill(.ellipse(CGRect(x: 332, y: section.minY + 8.5, width: 27, height: 27)), .white))

        // A collapsed column: two lines cut to their first 10 pt.
        ops.append(.group(DisplayGroup(
            transform: .translation(x: 32, y: 742), clip: Clip(.rect(CGRect(x: 0, y: 0, width: 329, height: 10)), antialiased: false),
            ops: [
                text("Show more details", .footnote, secondary, at: .zero, width: 329),
                text("Hidden until expanded", .footnote, secondary, at: CGPoint(x: 0, y: 18), width: 329),
            ])))

        // Progress bar and button.
        ops.append(rounded(CGRect(x: 16, y: 760, width: 361, height: 6), 3, fill))
        ops.append(rounded(CGRect(x: 16, y: 760, width: 240, height: 6), 3, blue))
        ops.append(rounded(CGRect(x: 16, y: 780, width: 361, height: 50), 12, blue))
        ops.append(text("Continue", .headline, .white, at: CGPoint(x: 16, y: 795), width: 361, alignment: .center))
        ops.append(rounded(CGRect(x: 129.5, y: 839, width: 134, height: 5), 2.5, label))  // home indicator
        return DisplayList(size: size, ops: ops)
    }

    /// What the screen is made of, to print beside the timings.
    struct Counts {
        var total = 0, texts = 0, roundedRects = 0, shadows = 0, icons = 0, clips = 0

        init(_ ops: [DisplayOp]) { add(ops) }

        mutating func add(_ ops: [DisplayOp]) {
            for op in ops {
                total += 1
                switch op {
                case .text: texts += 1
                case .fill(.roundedRect, _), .stroke(.roundedRect, _, _): roundedRects += 1
                case .icon: icons += 1
                case .group(let g):
                    if g.shadow != nil { shadows += 1 }
                    if g.clip != nil { clips += 1 }
                    add(g.ops)
                default: break
                }
            }
        }
    }
}
