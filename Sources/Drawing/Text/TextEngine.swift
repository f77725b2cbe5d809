import CCairo
import CPango
import Foundation

/// Lays out, measures and draws text with Pango on the pinned fonts. Not thread-safe: each
/// thread borrows its own from `DrawingResources`.
final class TextEngine {
    private let fonts: PinnedFonts
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    private var cache: [TextSpec: TextMetrics] = [:]
    /// Laid-out texts, so that measuring and drawing a text (and drawing it again, in another
    /// variant or at another scale) shapes it once. Emptied when it reaches `layoutLimit`.
    private var layouts: [TextSpec: OpaquePointer] = [:]
    static let layoutLimit = 512

    init(fonts: PinnedFonts) throws {
        let (map, context) = try CairoFontLock.with { () throws -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer) in
            guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
                throw DrawingError.fontConfiguration("Pango has no FreeType font map")
            }
            let config = try fonts.engineConfiguration()
            pango_fc_font_map_set_config(OpaquePointer(map), config)
            FcConfigDestroy(config)  // the font map holds its own reference
            pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
            let context = pango_font_map_create_context(map)!
            Self.configure(context)
            return (map, context)
        }
        self.fonts = fonts
        fontMap = map
        self.context = context
    }

    deinit {
        for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
        for d in descriptions.values { pango_font_description_free(d) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Fixed font options: grayscale antialiasing, no hinting, no hinted metrics, unrounded
    /// glyph positions, so that text scales linearly and never depends on `/etc/fonts`.
    private static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_cairo_context_set_resolution(context, 72)
        // A language that names no script: Pango then keeps it for every run instead of deriving
        // one per script from `PANGO_LANGUAGE`, `LANGUAGE` or the locale, so neither the font
        // fallback nor HarfBuzz's language-specific forms (`locl`) depend on the environment.
        pango_context_set_language(context, pango_language_from_string(Self.language))
    }

    /// The language every text is shaped in (BCP 47 "undetermined").
    static let language = "und"

    private func description(for font: FontSpec) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        var family = TypeMetrics.family(for: font.design, size: font.size)
        var weight = TypeMetrics.weight(font.weight, for: font.design)
        var italic = font.italic
        if let face = customFace(font) {
            // fontconfig picks the family's face nearest this weight and slant.
            family = face.family
            weight = font.weight == .regular ? face.weight ?? weight : font.weight.rawValue
            italic = italic || face.italic == true
        }
        pango_font_description_set_family(d, family)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(d, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        descriptions[font] = d
        return d
    }

    /// The user font `font.customName` names, or nil (no name, or one no user font has: the
    /// system font is drawn).
    private func customFace(_ font: FontSpec) -> PinnedFonts.CustomFace? {
        font.customName.flatMap(fonts.customFace(named:))
    }

    /// The layout of `spec` on the measuring context, made once and kept. Layouts depend on the
    /// spec alone (the context's font options and resolution never change), so a kept one is
    /// the one a new call would make.
    private func layout(for spec: TextSpec) -> OpaquePointer {
        if let l = layouts[spec] { return l }
        if layouts.count >= Self.layoutLimit {
            for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let l = makeLayout(spec, on: context)
        layouts[spec] = l
        return l
    }

    /// A Pango layout for the spec; the caller unrefs it.
    private func makeLayout(_ spec: TextSpec, on context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, description(for: spec.font))
        let attrs = pango_attr_list_new()
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>?) {
            guard let attr else { return }
            if let range {
                attr.pointee.start_index = guint(range.lowerBound)
                attr.pointee.end_index = guint(range.upperBound)
            }
            pango_attr_list_insert(attrs, attr)
        }
        insert(pango_attr_letter_spacing_new(letterSpacing(spec.font, extra: 0)), nil)
        // A word broken across lines gets no hyphen on iOS (Pango adds one by default).
        insert(pango_attr_insert_hyphens_new(0), nil)
        for span in spec.spans {
            let a = span.attributes
            let font = a.font ?? spec.font
            if let f = a.font, f != spec.font {
                insert(pango_attr_font_desc_new(description(for: f)), span.range)
            }
            if a.font != nil || a.extraSpacing != 0 {
                insert(pango_attr_letter_spacing_new(letterSpacing(font, extra: a.extraSpacing)), span.range)
            }
            if a.monospacedDigits { insert(pango_attr_font_features_new("tnum 1"), span.range) }
            if let symbol = a.symbol {
                // The symbol's box, in Pango units from the baseline (negative is up).
                let fontSize = font.size
                let top = -symbol.ascent(fontSize: fontSize)
                var rect = PangoRectangle(
                    x: 0, y: Int32((top * Double(PANGO_SCALE)).rounded()),
                    width: Int32((symbol.width * Double(PANGO_SCALE)).rounded()),
                    height: Int32((symbol.height * Double(PANGO_SCALE)).rounded()))
                insert(pango_attr_shape_new(&rect, &rect), span.range)
            }
            // Colours and lines are drawn by `draw`, run by run; the attribute only makes Pango
            // end its runs where the span does.
            if a.color != nil || a.background != nil || a.underline != nil || a.strikethrough != nil || a.baselineOffset != 0 {
                insert(pango_attr_foreground_new(guint16(span.range.lowerBound & 0xFFFF), 0, 0), span.range)
            }
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_text(layout, spec.string, -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        if let w = spec.wrapWidth {
            pango_layout_set_width(layout, Int32(max(0, (w * Double(PANGO_SCALE)).rounded(.down))))
            if let limit = spec.lineLimit, limit > 0 {
                let mode: PangoEllipsizeMode
                switch spec.truncation {
                case .head: mode = PANGO_ELLIPSIZE_START
                case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
                case .tail: mode = PANGO_ELLIPSIZE_END
                }
                pango_layout_set_ellipsize(layout, mode)
                pango_layout_set_height(layout, -Int32(limit))
            }
        } else {
            pango_layout_set_width(layout, -1)
        }
        return layout
    }

    /// Letter spacing in Pango units: the stand-in font's tracking at its size (none for a
    /// user font, which iOS draws untracked), plus points the text asks for.
    private func letterSpacing(_ font: FontSpec, extra: Double) -> Int32 {
        let tracking = customFace(font) == nil ? TypeMetrics.tracking(for: font.design, size: font.size) : 0
        return Int32(((tracking * font.size + extra) * Double(PANGO_SCALE)).rounded())
    }

    /// One glyph run of a line: where it starts along the line, its width, and which bytes of
    /// the text it draws.
    private struct RunBox {
        let run: UnsafeMutablePointer<PangoGlyphItem>
        let x: Double
        let width: Double
        let byteOffset: Int
    }

    /// One line as laid out: its runs, its width, and its box with SF Pro's metrics for the
    /// largest font on it.
    private struct LineBox {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        var runs: [RunBox]
        let width: Double
        /// Top of the line, from the top of the text.
        var top: Double = 0
        var ascent: Double = 0
        var height: Double = 0
        /// The largest leading of the line's fonts: the space below it before the next line.
        var leading: Double = 0
    }

    /// The lines Pango made (limited by `lineLimit` when there is no width to ellipsize at),
    /// stacked: each as tall as SF Pro's line for the largest font on it, its baseline at SF's
    /// ascent for that font, `lineSpacing` between lines.
    private func lineBoxes(of layout: OpaquePointer, spec: TextSpec) -> [LineBox] {
        var boxes: [LineBox] = []
        let count = Int(pango_layout_get_line_count(layout))
        let shown = min(count, spec.lineLimit.map { max($0, 1) } ?? count)
        guard shown > 0, let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var lineStart = 0.0
        repeat {
            if boxes.count > shown { break }
            if let line = pango_layout_iter_get_line_readonly(iter), boxes.last.map({ $0.line != line }) ?? true {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                lineStart = Double(logical.x) / Double(PANGO_SCALE)
                boxes.append(LineBox(line: line, runs: [], width: Double(logical.width) / Double(PANGO_SCALE)))
            }
            if let run = pango_layout_iter_get_run_readonly(iter), !boxes.isEmpty {
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iter, nil, &logical)
                boxes[boxes.count - 1].runs.append(RunBox(
                    run: run, x: Double(logical.x) / Double(PANGO_SCALE) - lineStart,
                    width: Double(logical.width) / Double(PANGO_SCALE), byteOffset: Int(run.pointee.item.pointee.offset)))
            }
        } while pango_layout_iter_next_run(iter) != 0
        if boxes.count > shown { boxes.removeLast(boxes.count - shown) }
        var top = 0.0
        for i in boxes.indices {
            var ascent = 0.0, descent = 0.0, leading = 0.0
            let fonts = boxes[i].runs.isEmpty
                ? [(spec.font, 0.0)]
                : boxes[i].runs.map { r in (spec.font(at: r.byteOffset), spec.span(at: r.byteOffset)?.attributes.baselineOffset ?? 0) }
            for (font, rise) in fonts {
                ascent = max(ascent, TypeMetrics.ascent * font.size + max(rise, 0))
                descent = max(descent, (TypeMetrics.lineHeight - TypeMetrics.ascent) * font.size + max(-rise, 0))
                leading = max(leading, font.leading)
            }
            // A symbol taller than the line makes room for itself, as a text attachment does.
            for r in boxes[i].runs {
                guard let symbol = spec.span(at: r.byteOffset)?.attributes.symbol else { continue }
                let above = symbol.ascent(fontSize: spec.font(at: r.byteOffset).size)
                ascent = max(ascent, above)
                descent = max(descent, symbol.height - above)
            }
            boxes[i].top = top
            boxes[i].ascent = ascent
            boxes[i].height = ascent + descent
            boxes[i].leading = leading
            // Lines are the font's line pitch apart (ascent, descent and leading: a text
            // style's line height), plus `lineSpacing`.
            top += ascent + descent + leading + spec.lineSpacing
        }
        return boxes
    }

    /// The size and baselines of a text, as layout needs them.
    func measure(_ spec: TextSpec) -> TextMetrics {
        if let m = cache[spec] { return m }
        return CairoFontLock.with { measureUncached(spec) }
    }

    private func measureUncached(_ spec: TextSpec) -> TextMetrics {
        let m: TextMetrics
        if spec.string.isEmpty {
            let ascent = TypeMetrics.ascent * spec.font.size
            m = TextMetrics(size: .zero, firstBaseline: ascent, lastBaseline: ascent, lineCount: 1,
                            fontMetrics: spec.font.lineMetrics)
        } else {
            let layout = layout(for: spec)
            let boxes = lineBoxes(of: layout, spec: spec)
            var width = boxes.map(\.width).max() ?? 0
            if let w = spec.wrapWidth { width = min(width, max(w, 0)) }
            let last = boxes.last
            var height = last.map { $0.top + $0.height } ?? 0
            if spec.reservedLines > boxes.count, let last {
                // Reserved lines are as tall as the last line, with the same spacing.
                height += Double(spec.reservedLines - boxes.count) * (last.height + last.leading + spec.lineSpacing)
            }
            let truncated = pango_layout_is_ellipsized(layout) != 0 || Int(pango_layout_get_line_count(layout)) > boxes.count
            m = TextMetrics(
                size: CGSize(width: width, height: height),
                firstBaseline: boxes.first.map(\.ascent) ?? 0, lastBaseline: last.map { $0.top + $0.ascent } ?? 0,
                lineCount: max(boxes.count, 1), isTruncated: truncated, fontMetrics: spec.largestFontMetrics)
        }
        cache[spec] = m
        return m
    }

    /// The lines of a text, as `draw` places them.
    func lines(_ spec: TextSpec) -> [TextLineExtent] {
        guard !spec.string.isEmpty else { return [] }
        return CairoFontLock.with {
            lineBoxes(of: layout(for: spec), spec: spec).map { TextLineExtent(top: $0.top, height: $0.height, width: $0.width) }
        }
    }

    /// Draws a run on a Cairo context whose current transform is the run's coordinate space.
    ///
    /// Glyphs are drawn run by run in their span's colour, with backgrounds, underlines and
    /// strikethroughs drawn here (so patterns and colours are SwiftUI's). With `asOutlines`,
    /// glyphs are filled as paths at their exact positions: Cairo 1.16's image backend
    /// otherwise snaps each glyph to a whole pixel, so raster text would sit up to half a pixel
    /// away from where the SVG (and iOS) puts it.
    func draw(_ run: TextRun, on cr: OpaquePointer, asOutlines: Bool, icons: IconPainter? = nil, images: ((ImageRun) -> Void)? = nil) {
        guard !run.spec.string.isEmpty else { return }
        CairoFontLock.with { drawLocked(run, on: cr, asOutlines: asOutlines, icons: icons, images: images) }
    }

    private func drawLocked(_ run: TextRun, on cr: OpaquePointer, asOutlines: Bool, icons: IconPainter?, images: ((ImageRun) -> Void)?) {
        cairo_save(cr)
        // The measuring context draws too: the same line breaks, whatever the scale (no
        // hinting, so glyphs need no per-transform context).
        let spec = run.spec
        let layout = layout(for: spec)
        for line in lineBoxes(of: layout, spec: spec) {
            let free = run.width - line.width
            let dx: Double
            switch run.alignment {
            case .leading: dx = 0
            case .center: dx = free / 2
            case .trailing: dx = free
            }
            let left = run.origin.x + dx
            let baseline = run.origin.y + line.top + line.ascent
            if spec.spans.isEmpty, !line.runs.contains(where: { Self.hasColorGlyphs($0.run) }) {
                // Plain text: the whole line at once.
                setSource(run.color, on: cr)
                cairo_move_to(cr, left, baseline)
                if asOutlines {
                    pango_cairo_layout_line_path(cr, line.line)
                    cairo_fill(cr)
                } else {
                    pango_cairo_show_layout_line(cr, line.line)
                }
                continue
            }
            for box in line.runs {
                let attributes = spec.span(at: box.byteOffset)?.attributes ?? TextAttributes()
                let color = attributes.color ?? run.color
                let font = spec.font(at: box.byteOffset)
                let x = left + box.x
                if let background = attributes.background {
                    setSource(background, on: cr)
                    cairo_rectangle(cr, x, run.origin.y + line.top, box.width, line.height)
                    cairo_fill(cr)
                }
                let y = baseline - attributes.baselineOffset
                if let symbol = attributes.symbol {
                    let top = y - symbol.ascent(fontSize: font.size)
                    if let bitmap = symbol.bitmap {
                        images?(ImageRun(image: bitmap.pixels, rect: symbol.ink.offsetBy(dx: x, dy: top)))
                        continue
                    }
                    icons?.draw(IconRun(
                        name: symbol.name, rect: symbol.ink.offsetBy(dx: x, dy: top), color: color,
                        weight: symbol.weight, secondaryColor: symbol.secondaryColor), on: cr)
                    continue
                }
                let item = box.run.pointee
                setSource(color, on: cr)
                let penX = x + Double(item.start_x_offset) / Double(PANGO_SCALE), penY = y - Double(item.y_offset) / Double(PANGO_SCALE)
                cairo_move_to(cr, penX, penY)
                if Self.hasColorGlyphs(box.run) {
                    // Colour glyphs (emoji bitmaps) have no outlines to fill: Cairo draws their
                    // images, in their own colours (the text's opacity only), as iOS does.
                    ColorGlyphPainter.draw(
                        box.run, x: penX, y: penY - TypeMetrics.emojiRise * font.size, alpha: color.alpha, on: cr, vector: !asOutlines)
                } else if asOutlines {
                    pango_cairo_glyph_string_path(cr, item.item.pointee.analysis.font, item.glyphs)
                    cairo_fill(cr)
                } else {
                    pango_cairo_show_glyph_string(cr, item.item.pointee.analysis.font, item.glyphs)
                }
                if let underline = attributes.underline {
                    decorate(underline, x: x, width: box.width, y: y + Self.underlineDepth * font.size,
                             thickness: Self.lineThickness * font.size, color: underline.color ?? color, on: cr)
                }
                if let strike = attributes.strikethrough {
                    decorate(strike, x: x, width: box.width, y: y - Self.strikethroughHeight * font.size,
                             thickness: Self.lineThickness * font.size, color: strike.color ?? color, on: cr)
                }
            }
        }
        cairo_restore(cr)
    }

    /// Whether a run's font draws colour glyphs (bitmap `CBDT`/`sbix`, layered `COLR` or `SVG`
    /// tables, as Noto Color Emoji's `CBDT`): read from the font file's tables through
    /// HarfBuzz, not guessed from its name.
    static func hasColorGlyphs(_ run: UnsafeMutablePointer<PangoGlyphItem>) -> Bool {
        guard let font = run.pointee.item.pointee.analysis.font, let hb = pango_font_get_hb_font(font),
              let face = hb_font_get_face(hb) else { return false }
        return hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_svg(face) != 0
    }

    /// One glyph as laid out: the byte of the text it starts, its line, where its advance
    /// starts along that line (points from the line's left end) and how wide it is, the family
    /// of its font, whether that font lacked the character (Pango's `PANGO_GLYPH_UNKNOWN_FLAG`,
    /// or `.notdef`: a box is drawn) and whether the font is a colour font.
    struct PlacedGlyph: Equatable {
        var byteOffset: Int
        var line: Int
        var x: Double
        var width: Double
        var family: String
        var unknown: Bool
        var color: Bool
    }

    /// The glyphs of `spec`, line by line, left to right as drawn (what `draw` places).
    func placedGlyphs(_ spec: TextSpec) -> [PlacedGlyph] {
        guard !spec.string.isEmpty else { return [] }
        return CairoFontLock.with { placedGlyphsLocked(spec) }
    }

    private func placedGlyphsLocked(_ spec: TextSpec) -> [PlacedGlyph] {
        var out: [PlacedGlyph] = []
        for (index, line) in lineBoxes(of: layout(for: spec), spec: spec).enumerated() {
            for box in line.runs {
                let item = box.run.pointee
                let analysis = item.item.pointee.analysis
                var family = ""
                if let font = analysis.font, let d = pango_font_describe(font) {
                    family = pango_font_description_get_family(d).map { String(cString: $0) } ?? ""
                    pango_font_description_free(d)
                }
                let color = Self.hasColorGlyphs(box.run)
                guard let glyphs = item.glyphs else { continue }
                var x = box.x + Double(item.start_x_offset) / Double(PANGO_SCALE)
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    let g = glyphs.pointee.glyphs[i]
                    let width = Double(g.geometry.width) / Double(PANGO_SCALE)
                    out.append(PlacedGlyph(
                        byteOffset: Int(item.item.pointee.offset) + Int(glyphs.pointee.log_clusters[i]), line: index,
                        x: x, width: width, family: family,
                        unknown: g.glyph & Self.unknownGlyphFlag != 0 || g.glyph == 0, color: color))
                    x += width
                }
            }
        }
        return out
    }

    /// `PANGO_GLYPH_UNKNOWN_FLAG`: set on the glyph Pango draws for a character no font has.
    static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

    /// Where UIKit draws text lines, in ems of the run's font: the underline's centre below the
    /// baseline, the strikethrough's above it (SF Pro's `underlinePosition` −0.07 em and
    /// half its x-height), and both lines' thickness (1 pt at 17 pt). Flag: E.
    static let underlineDepth = 0.1
    static let strikethroughHeight = 0.3
    static let lineThickness = 1.0 / 17

    private func setSource(_ c: RGBAColor, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// A text line of a pattern (SwiftUI's dash lengths, in multiples of the thickness).
    private func decorate(_ decoration: TextDecoration, x: Double, width: Double, y: Double, thickness: Double, color: RGBAColor, on cr: OpaquePointer) {
        guard width > 0 else { return }
        let t = max(thickness, 0.5)
        setSource(color, on: cr)
        let dashes: [Double]
        switch decoration.pattern {
        case .solid: dashes = []
        case .dot: dashes = [1, 1]
        case .dash: dashes = [3, 1]
        case .dashDot: dashes = [3, 1, 1, 1]
        case .dashDotDot: dashes = [3, 1, 1, 1, 1, 1]
        }
        if dashes.isEmpty {
            cairo_rectangle(cr, x, y - t / 2, width, t)
            cairo_fill(cr)
            return
        }
        // Dashes as filled rectangles, so raster and SVG agree without stroke rules.
        var position = x, index = 0
        while position < x + width {
            let length = dashes[index % dashes.count] * t
            if index % 2 == 0 {
                cairo_rectangle(cr, position, y - t / 2, min(length, x + width - position), t)
            }
            position += length
            index += 1
        }
        cairo_fill(cr)
    }
}
