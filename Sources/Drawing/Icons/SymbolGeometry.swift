import CCairo
import CRsvg
import Foundation

/// Where a stand-in symbol's ink lies inside its 16×16 design box, so that symbols are drawn as
/// SF Symbols are measured: by the glyph itself, not by Bootstrap's box with its margins; and
/// how thick its strokes are drawn at each font weight. Ink boxes are found once per file and
/// turn by rendering the file and scanning the alpha; kept for the process.
public enum SymbolGeometry {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var bounds: [String: CGRect?] = [:]
    }
    private static let cache = Cache()

    /// Side of the square, in pixels per design unit, the SVG is rendered at to find its ink.
    static let probeUnit = 16
    /// The probe covers the design box and this many units round it, so that a turned glyph
    /// stays inside.
    static let probeMargin = 4

    /// The ink's bounding box in the SVG's own 16×16 units, mirrored left to right when asked
    /// and turned by `rotation` degrees clockwise about the box's centre; nil for an
    /// unreadable file.
    public static func inkBounds(file: String, rotation: Double = 0, mirrored: Bool = false) -> CGRect? {
        let key = "\(file)@\(rotation)\(mirrored ? "m" : "")"
        cache.lock.lock()
        if let known = cache.bounds[key] {
            cache.lock.unlock()
            return known
        }
        cache.lock.unlock()
        let found = measure(file: file, rotation: rotation, mirrored: mirrored)
        cache.lock.lock()
        cache.bounds[key] = found
        cache.lock.unlock()
        return found
    }

    /// The ink of `entry` as it is drawn, in design units: the enclosure's box for an enclosed
    /// glyph, the glyph and its slash for a slashed one.
    public static func inkBounds(of entry: SymbolTable.Entry) -> CGRect? {
        if let enclosure = entry.enclosure { return enclosure.bounds }
        guard let glyph = inkBounds(file: entry.file, rotation: entry.rotation, mirrored: entry.mirrored) else { return nil }
        guard entry.slashed else { return glyph }
        let (a, b) = slash(across: glyph)
        return glyph.union(CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y).insetBy(dx: -0.5, dy: -0.5))
    }

    /// Width over height of a symbol's ink as it is drawn, or nil for a name the table does
    /// not have.
    public static func aspectRatio(of name: String) -> Double? {
        guard let entry = SymbolTable.entry(for: name), let b = inkBounds(of: entry), b.height > 0 else { return nil }
        return b.width / b.height
    }

    /// The ink box of `name` as drawn, in design units (16 to Bootstrap's box), or nil for a
    /// name the table does not have.
    public static func designInk(of name: String) -> CGRect? {
        SymbolTable.entry(for: name).flatMap(inkBounds(of:))
    }

    /// A drawn slash: from the top left to the bottom right at 45°, over the glyph's longer side
    /// (SF Symbols' slashes run so). In design units.
    static func slash(across ink: CGRect) -> (CGPoint, CGPoint) {
        let half = max(ink.width, ink.height) / 2 * 0.92
        return (CGPoint(x: ink.midX - half, y: ink.midY - half), CGPoint(x: ink.midX + half, y: ink.midY + half))
    }

    // MARK: Size

    /// How wide, in ems of the font's point size, Bootstrap's 16-unit box is drawn at the
    /// medium image scale, so that glyphs keep Bootstrap's own sizes relative to each other.
    /// Measured by dividing the ink of SF Symbols in iOS renders by the ink of their stand-ins
    /// (ems per 16 units): `envelope` 17 pt 20.0 × 14.33 pt ink (scannow_form_row_envelope_symbol)
    /// 1.15; `arrow.up.forward` 17 pt 12.5 × 12.5 (air_button_row_symbol) 0.98; `chevron.up`
    /// 17 pt 13.67 × 7.67 (ha_collapsible_open_symbol_light) 1.01; `chevron.forward` 17 pt
    /// 8.0 × 14.5 (air_scroll_grouped_cards_toggle_off_picker_row) 1.065; `checkmark` 17 pt
    /// 13.33 wide (ha_navview_inline_title_sections_checkmark_light, iOS 26) 1.14; `xmark` 10 pt
    /// bold, less its bold strokes (spezi_button_xmark_circle_ios18) 1.0;
    /// `chevron.up.chevron.down` 13 pt medium (spezi_menu_labeledcontent_row_ios18) 1.16.
    /// Median 1.065, mean 1.07. Flag: E (each stand-in is drawn at its own design size).
    public static let boxEms = 1.07

    // MARK: Weight

    /// The stroke width of SF Symbols at each weight, in ems of the point size. Regular is
    /// measured from iOS: `envelope` at 17 pt draws 1.05–1.1 pt lines (scannow_form_row_envelope_symbol,
    /// 3x), 0.065 em; bold from `xmark` at 10 pt bold, 1.49 pt lines (spezi_button_xmark_circle_ios18,
    /// 3x), 0.149 em; medium from `chevron.up.chevron.down` at 13 pt medium, about 1.3 pt
    /// (spezi_menu_labeledcontent_row_ios18), 0.10 em. The others are spaced as SF's weights
    /// are, linearly in OpenType weight above regular. Flag: E (the lighter weights especially).
    public static func strokeEms(_ weight: FontSpec.Weight) -> Double {
        switch weight {
        case .ultraLight: 0.02
        case .thin: 0.032
        case .light: 0.048
        case .regular: 0.065
        case .medium: 0.093
        case .semibold: 0.121
        case .bold: 0.149
        case .heavy: 0.177
        case .black: 0.205
        }
    }

    /// Bootstrap draws every glyph at one weight, with one-unit strokes (1/16 of its box).
    public static let bootstrapStroke = 1.0

    /// The most, in design units, a glyph's strokes are widened: Bootstrap leaves about one
    /// unit between its strokes (the lines of `trash`, the teeth of `gear`), which wider strokes
    /// would close. Flag: E (by eye on the symbol sheet at bold).
    public static let maximumWidening = 0.6

    /// How much wider, in design units, strokes would have to be at `weight` than Bootstrap
    /// draws them, with the 16-unit box drawn `boxEms` ems wide: Bootstrap's one-unit stroke
    /// stands for SF's regular stroke.
    static func wantedWidening(_ weight: FontSpec.Weight) -> Double {
        let unitEms = boxEms / 16
        return (strokeEms(weight) - strokeEms(.regular)) / unitEms * bootstrapStroke
    }

    /// How much wider, in design units, strokes are drawn at `weight`. Bootstrap's glyphs are
    /// outlines, so they are thickened by stroking them, up to `maximumWidening`; they cannot
    /// be thinned, so lighter weights draw as regular (PreviewUI reports those).
    public static func widening(_ weight: FontSpec.Weight) -> Double {
        min(max(0, wantedWidening(weight)), maximumWidening)
    }

    /// Whether `weight` is drawn as SF draws it, within a third of a unit of stroke: regular,
    /// medium and semibold; lighter weights cannot be thinned and bold and heavier are capped.
    public static func canDraw(_ weight: FontSpec.Weight) -> Bool {
        weight.rawValue >= FontSpec.Weight.regular.rawValue && wantedWidening(weight) - widening(weight) <= 0.3
    }

    // MARK: Measuring

    /// Mirrors (left to right) and then turns the 16×16 box about its centre.
    static func turn(_ cr: OpaquePointer, rotation: Double, mirrored: Bool) {
        guard rotation != 0 || mirrored else { return }
        cairo_translate(cr, 8, 8)
        if rotation != 0 { cairo_rotate(cr, rotation * .pi / 180) }
        if mirrored { cairo_scale(cr, -1, 1) }
        cairo_translate(cr, -8, -8)
    }

    private static func measure(file: String, rotation: Double, mirrored: Bool) -> CGRect? {
        let path = "\(SymbolTable.directory)/\(file).svg"
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let unit = Double(probeUnit)
        let n = (16 + 2 * probeMargin) * probeUnit
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(n), Int32(n)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, unit, unit)
        cairo_translate(cr, Double(probeMargin), Double(probeMargin))
        turn(cr, rotation: rotation, mirrored: mirrored)
        var viewport = RsvgRectangle(x: 0, y: 0, width: 16, height: 16)
        rsvg_handle_render_document(handle, cr, &viewport, nil)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var minX = n, minY = n, maxX = -1, maxY = -1
        for y in 0..<n {
            let row = pixels + y * stride
            for x in 0..<n where row[x] > 16 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        let margin = Double(probeMargin)
        return CGRect(x: Double(minX) / unit - margin, y: Double(minY) / unit - margin,
                      width: Double(maxX - minX + 1) / unit, height: Double(maxY - minY + 1) / unit)
    }
}
