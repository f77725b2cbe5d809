import CCairo
import CPango
import Foundation

/// Lays out, measures and draws text with Pango on the pinned fonts. Not thread-safe: each
/// thread borrows its own from `DrawingResources`.
final class TextEngine {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    private var cache: [TextSpec: TextMetrics] = [:]
    /// Laid-out texts, so that measuring and drawing a text (and drawing it again, in another
    /// variant or at another scale) shapes it once. Emptied when it reaches `layoutLimit`.
    private var layouts: [TextSpec: OpaquePointer] = [:]
    static let layoutLimit = 512

    init(fonts: PinnedFonts) throws {
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw DrawingError.fontConfiguration("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), fonts.config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        fontMap = map
        context = pango_font_map_create_context(map)
        Self.configure(context)
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
    }

    private func description(for font: FontSpec) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, TypeMetrics.family(forSize: font.size))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        descriptions[font] = d
        return d
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
        let spacing = Int32((TypeMetrics.tracking(forSize: spec.font.size) * spec.font.size * Double(PANGO_SCALE)).rounded())
        pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(spacing))
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_text(layout, spec.string, -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        if let w = spec.wrapWidth {
            pango_layout_set_width(layout, Int32(max(0, (w * Double(PANGO_SCALE)).rounded(.down))))
            if let limit = spec.lineLimit, limit > 0 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(limit))
            }
        } else {
            pango_layout_set_width(layout, -1)
        }
        return layout
    }

    /// The lines Pango made, limited by `lineLimit` when there is no width to ellipsize at.
    private func lines(of layout: OpaquePointer, limit: Int?) -> [(line: UnsafeMutablePointer<PangoLayoutLine>, width: Double)] {
        var result: [(UnsafeMutablePointer<PangoLayoutLine>, Double)] = []
        let count = Int(pango_layout_get_line_count(layout))
        let shown = min(count, limit.map { max($0, 1) } ?? count)
        for i in 0..<shown {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            result.append((line, Double(logical.width) / Double(PANGO_SCALE)))
        }
        return result
    }

    /// The size and baselines of a text, as layout needs them.
    func measure(_ spec: TextSpec) -> TextMetrics {
        if let m = cache[spec] { return m }
        let layout = layout(for: spec)
        let lines = lines(of: layout, limit: spec.lineLimit)
        let lineHeight = TypeMetrics.lineHeight * spec.font.size
        let ascent = TypeMetrics.ascent * spec.font.size
        let n = max(lines.count, 1)
        var width = lines.map(\.width).max() ?? 0
        if spec.string.isEmpty { width = 0 }
        if let w = spec.wrapWidth { width = min(width, max(w, 0)) }
        let m = TextMetrics(
            size: CGSize(width: width, height: spec.string.isEmpty ? 0 : Double(n) * lineHeight),
            firstBaseline: ascent, lastBaseline: ascent + Double(n - 1) * lineHeight, lineCount: n)
        cache[spec] = m
        return m
    }

    /// Draws a run on a Cairo context whose current transform is the run's coordinate space.
    ///
    /// With `asOutlines`, glyphs are filled as paths at their exact positions. Cairo 1.16's
    /// image backend otherwise snaps each glyph to a whole pixel, so raster text would sit up
    /// to half a pixel away from where the SVG (and iOS) puts it.
    func draw(_ run: TextRun, on cr: OpaquePointer, asOutlines: Bool) {
        guard !run.spec.string.isEmpty else { return }
        cairo_save(cr)
        // The measuring context draws too: the same line breaks, whatever the scale (no
        // hinting, so glyphs need no per-transform context).
        let layout = layout(for: run.spec)
        let c = run.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        let lineHeight = TypeMetrics.lineHeight * run.spec.font.size
        let ascent = TypeMetrics.ascent * run.spec.font.size
        for (i, entry) in lines(of: layout, limit: run.spec.lineLimit).enumerated() {
            let free = run.width - entry.width
            let dx: Double
            switch run.alignment {
            case .leading: dx = 0
            case .center: dx = free / 2
            case .trailing: dx = free
            }
            cairo_move_to(cr, run.origin.x + dx, run.origin.y + ascent + Double(i) * lineHeight)
            if asOutlines {
                pango_cairo_layout_line_path(cr, entry.line)
            } else {
                pango_cairo_show_layout_line(cr, entry.line)
            }
        }
        if asOutlines { cairo_fill(cr) }
        cairo_restore(cr)
    }
}
