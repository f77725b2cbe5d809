import CCairo
import CRsvg
import Foundation

/// Draws symbols with librsvg: the stand-in SVG, recoloured (Bootstrap Icons paint with
/// `currentColor`) and thickened for heavier weights, fitted into a rectangle by its ink; and
/// what the table composes round it (an enclosure, a slash). Handles are parsed once per file,
/// colour and weight for each thread's resources. Not thread-safe.
final class IconPainter {
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]

    deinit {
        for h in handles.values { g_object_unref(UnsafeMutableRawPointer(h)) }
    }

    private var sources: [String: String] = [:]

    /// A handle that draws `file` in `color`, its outlines stroked `widening` units wider.
    private func handle(file: String, color: RGBAColor, widening: Double) -> UnsafeMutablePointer<RsvgHandle>? {
        let hex = color.hexString
        let key = "\(file)\(hex)@\(widening)"
        if let h = handles[key] { return h }
        let path = "\(SymbolTable.directory)/\(file).svg"
        if sources[file] == nil {
            sources[file] = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
        guard let source = sources[file] else { return nil }
        // Tint by naming the colour; opacity on the root element fades the whole icon at once;
        // a stroke on the root (inherited by every path) thickens the outlines.
        let rgb = "#" + hex.dropFirst().prefix(6)
        var tinted = source.replacingOccurrences(of: "currentColor", with: String(rgb))
        var attributes = ""
        if color.alpha < 1 { attributes += "opacity=\"\(color.alpha)\" " }
        if widening > 0 {
            attributes += "stroke=\"\(rgb)\" stroke-width=\"\(widening)\" stroke-linejoin=\"round\" stroke-linecap=\"round\" "
        }
        if !attributes.isEmpty, let root = tinted.range(of: "<svg ") {
            tinted.replaceSubrange(root, with: "<svg " + attributes)
        }
        let data = Data(tinted.utf8)
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        handles[key] = handle
        return handle
    }

    /// Draws `run` on `cr`. An unknown name, or a table entry whose file is missing, draws a
    /// crossed box; a missing file logs a warning once per name (PreviewUI reports unknown
    /// names where the user's code asked for them).
    func draw(_ run: IconRun, on cr: OpaquePointer) {
        let r = run.rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let widening = SymbolGeometry.widening(run.weight)
        let form = SymbolTable.form(of: run.name)
        // Two layers when asked; and a filled enclosure at a heavier weight is composed too, so
        // that its knocked-out glyph gets bolder (stroking Bootstrap's one shape would fill it).
        let composeEnclosure = run.secondaryColor != nil || (widening > 0 && form?.enclosure?.filled == true)
        let layered = composeEnclosure ? SymbolTable.layeredEntry(for: run.name) : nil
        guard let entry = layered ?? SymbolTable.entry(for: run.name), let ink = SymbolGeometry.inkBounds(of: entry),
              handle(file: entry.file, color: run.color, widening: 0) != nil
        else {
            if SymbolTable.entry(for: run.name) != nil {
                DrawingLog.warnOnce(
                    "symbol '\(run.name)' needs \(SymbolTable.path(for: run.name) ?? "?"), which is missing: install it with `sudo apt-get install bootstrap-icons`")
            }
            drawPlaceholder(run, on: cr)
            return
        }
        var sx = r.width / ink.width, sy = r.height / ink.height
        if run.contentMode == .fit { sx = min(sx, sy); sy = sx }
        // A filled glyph is not stroked: its knock-outs (a camera's lens) would close up. Its
        // outline changes little with weight in SF Symbols.
        let glyphWidening = form?.fill == true && entry.enclosure == nil ? 0 : widening
        cairo_save(cr)
        // Ink centre → rectangle centre, scaled; then the design box is drawn.
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, sx, sy)
        cairo_translate(cr, -ink.midX, -ink.midY)
        if let enclosure = entry.enclosure {
            drawEnclosed(entry, in: enclosure, run: run, secondary: layered != nil ? run.secondaryColor : nil,
                         widening: widening, on: cr)
        } else if entry.slashed {
            drawSlashed(entry, color: run.color, widening: widening, glyphWidening: glyphWidening, on: cr)
        } else {
            drawGlyph(entry, color: run.color, widening: glyphWidening, on: cr)
        }
        cairo_restore(cr)
    }

    /// Renders the entry's file's 16×16 box at the current origin, mirrored and turned about
    /// its centre as the table says.
    private func drawGlyph(_ entry: SymbolTable.Entry, color: RGBAColor, widening: Double, on cr: OpaquePointer) {
        guard let handle = handle(file: entry.file, color: color, widening: widening) else { return }
        cairo_save(cr)
        SymbolGeometry.turn(cr, rotation: entry.rotation, mirrored: entry.mirrored)
        var viewport = RsvgRectangle(x: 0, y: 0, width: 16, height: 16)
        rsvg_handle_render_document(handle, cr, &viewport, nil)
        cairo_restore(cr)
    }

    /// The glyph fitted into the enclosure's glyph box, with the enclosure drawn round it: an
    /// outline, or a filled shape with the glyph knocked out; in two colours when `secondary`
    /// is given (the enclosure in it, the glyph over it in the run's colour).
    private func drawEnclosed(_ entry: SymbolTable.Entry, in enclosure: SymbolTable.Enclosure, run: IconRun,
                              secondary: RGBAColor?, widening: Double, on cr: OpaquePointer) {
        guard let glyphInk = SymbolGeometry.inkBounds(file: entry.file, rotation: entry.rotation, mirrored: entry.mirrored) else { return }
        let box = enclosure.glyphBox
        let g = min(box.width / glyphInk.width, box.height / glyphInk.height)
        let lineWidth = SymbolTable.Enclosure.lineWidth + widening
        func glyph(_ color: RGBAColor) {
            cairo_save(cr)
            cairo_translate(cr, box.midX, box.midY)
            cairo_scale(cr, g, g)
            cairo_translate(cr, -glyphInk.midX, -glyphInk.midY)
            drawGlyph(entry, color: color, widening: widening / g, on: cr)
            cairo_restore(cr)
        }
        let shapeColor = secondary ?? run.color
        cairo_push_group(cr)
        addEnclosurePath(enclosure, inset: enclosure.filled ? 0 : lineWidth / 2, on: cr)
        set(shapeColor, on: cr)
        if enclosure.filled {
            cairo_fill(cr)
        } else {
            cairo_set_line_width(cr, lineWidth)
            cairo_stroke(cr)
        }
        if enclosure.filled && secondary == nil {
            // Knock the glyph out of the filled shape, as SF's `.fill` enclosures are drawn.
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            glyph(RGBAColor(white: 0, alpha: 1))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            glyph(run.color)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    private func addEnclosurePath(_ enclosure: SymbolTable.Enclosure, inset: Double, on cr: OpaquePointer) {
        let b = enclosure.bounds.insetBy(dx: inset, dy: inset)
        switch enclosure.shape {
        case .circle:
            cairo_new_sub_path(cr)
            cairo_arc(cr, b.midX, b.midY, b.width / 2, 0, 2 * .pi)
            cairo_close_path(cr)
        case .square, .rectangle:
            let radius = max(0, SymbolTable.Enclosure.cornerRadius - inset)
            cairo_new_sub_path(cr)
            cairo_arc(cr, b.maxX - radius, b.minY + radius, radius, -.pi / 2, 0)
            cairo_arc(cr, b.maxX - radius, b.maxY - radius, radius, 0, .pi / 2)
            cairo_arc(cr, b.minX + radius, b.maxY - radius, radius, .pi / 2, .pi)
            cairo_arc(cr, b.minX + radius, b.minY + radius, radius, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        }
    }

    /// The glyph with a slash across it and a gap cut on each side of the slash.
    private func drawSlashed(_ entry: SymbolTable.Entry, color: RGBAColor, widening: Double, glyphWidening: Double,
                             on cr: OpaquePointer) {
        guard let ink = SymbolGeometry.inkBounds(file: entry.file, rotation: entry.rotation, mirrored: entry.mirrored) else { return }
        let (a, b) = SymbolGeometry.slash(across: ink)
        let lineWidth = SymbolGeometry.bootstrapStroke + widening
        cairo_push_group(cr)
        drawGlyph(entry, color: color, widening: glyphWidening, on: cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_line_width(cr, lineWidth * 3)
        cairo_stroke_preserve(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        set(color, on: cr)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    private func set(_ c: RGBAColor, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    private func drawPlaceholder(_ run: IconRun, on cr: OpaquePointer) {
        let r = run.rect.standardized
        let inset = min(r.width, r.height) * 0.06
        let box = r.insetBy(dx: inset, dy: inset)
        cairo_save(cr)
        set(run.color, on: cr)
        cairo_set_line_width(cr, max(1, min(r.width, r.height) / 12))
        cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
        cairo_move_to(cr, box.minX, box.minY)
        cairo_line_to(cr, box.maxX, box.maxY)
        cairo_move_to(cr, box.maxX, box.minY)
        cairo_line_to(cr, box.minX, box.maxY)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
