import CCairo
import CPango
import Foundation

/// Draws the glyphs of a colour font (Noto Color Emoji's `CBDT` bitmaps) at their exact
/// positions, in raster and SVG alike.
///
/// Their outlines are empty, so they have to be shown, and Cairo shows colour glyphs as images:
/// its image backend puts each on a whole device pixel (up to half a pixel from where the SVG
/// and iOS put it), and its SVG backend embeds an image at its own surface's resolution (one
/// pixel per point, so blurred in an SVG viewed at 2x) on a whole point. So each glyph is
/// shown by Cairo (`pango_cairo_show_glyph_string`) into an image of its own whose pixel grid
/// has the glyph's origin on a pixel corner, and that image is painted where the glyph goes:
/// exactly, reduced from twice the device's resolution in raster; in SVG an `<image>` of
/// `vectorPixelsPerPoint`.
enum ColorGlyphPainter {
    /// Pixels per point of the images that stand for colour glyphs in vector output (enough
    /// for an SVG viewed at 4x).
    static let vectorPixelsPerPoint = 4.0

    /// Draws `run` with its first glyph's origin at `(x, y)` (user space of `cr`), at `alpha`
    /// (the text colour's; colour glyphs keep their own colours). `vector`: the target is SVG.
    static func draw(_ run: UnsafeMutablePointer<PangoGlyphItem>, x: Double, y: Double, alpha: Double, on cr: OpaquePointer, vector: Bool) {
        guard alpha > 0, let font = run.pointee.item.pointee.analysis.font, let glyphs = run.pointee.glyphs else { return }
        // How many device pixels one point of user space covers.
        var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
        cairo_user_to_device_distance(cr, &ux, &uy)
        cairo_user_to_device_distance(cr, &vx, &vy)
        let deviceScale = max(hypot(ux, uy), hypot(vx, vy))
        guard deviceScale > 0, deviceScale.isFinite else { return }
        // Twice the device's resolution in raster, so the image is only ever reduced (sharper
        // than shifting one of the device's own resolution by a fraction of a pixel).
        let k = vector ? max(vectorPixelsPerPoint, deviceScale.rounded(.up)) : 2 * deviceScale
        guard let single = pango_glyph_string_new() else { return }
        defer { pango_glyph_string_free(single) }
        pango_glyph_string_set_size(single, 1)
        var pen = x
        for i in 0..<Int(glyphs.pointee.num_glyphs) {
            let info = glyphs.pointee.glyphs[i]
            defer { pen += Double(info.geometry.width) / Double(PANGO_SCALE) }
            guard info.glyph & TextEngine.unknownGlyphFlag == 0, info.glyph != 0x0FFF_FFFF else { continue }
            var ink = PangoRectangle()
            pango_font_get_glyph_extents(font, info.glyph, &ink, nil)
            guard ink.width > 0, ink.height > 0 else { continue }
            let gx = pen + Double(info.geometry.x_offset) / Double(PANGO_SCALE)
            let gy = y + Double(info.geometry.y_offset) / Double(PANGO_SCALE)
            // The image's pixels, from the glyph's origin, with a transparent pixel all round.
            let scale = k / Double(PANGO_SCALE)
            let x0 = Int((Double(ink.x) * scale).rounded(.down)) - 1, y0 = Int((Double(ink.y) * scale).rounded(.down)) - 1
            let x1 = Int((Double(ink.x + ink.width) * scale).rounded(.up)) + 1, y1 = Int((Double(ink.y + ink.height) * scale).rounded(.up)) + 1
            let w = x1 - x0, h = y1 - y0
            guard w > 0, h > 0, w * h < 1 << 24,
                  let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { continue }
            defer { cairo_surface_destroy(image) }
            let icr = cairo_create(image)!
            cairo_translate(icr, Double(-x0), Double(-y0))
            cairo_scale(icr, k, k)
            cairo_move_to(icr, 0, 0)
            single.pointee.glyphs[0] = info
            single.pointee.glyphs[0].geometry.x_offset = 0
            single.pointee.glyphs[0].geometry.y_offset = 0
            single.pointee.log_clusters[0] = 0
            cairo_set_source_rgba(icr, 0, 0, 0, 1)
            pango_cairo_show_glyph_string(icr, font, single)
            cairo_destroy(icr)
            cairo_surface_flush(image)

            // Image pixel (px, py) covers user space from the glyph origin + (px + x0, py + y0) / k.
            let left = gx + Double(x0) / k, top = gy + Double(y0) / k
            let pattern = cairo_pattern_create_for_surface(image)!
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, k, k)
            cairo_matrix_translate(&m, -left, -top)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_save(cr)
            cairo_set_source(cr, pattern)
            cairo_new_path(cr)
            cairo_rectangle(cr, left, top, Double(w) / k, Double(h) / k)
            if alpha >= 1 {
                cairo_fill(cr)
            } else {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
        }
    }
}
