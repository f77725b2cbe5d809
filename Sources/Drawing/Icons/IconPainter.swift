import CCairo
import CRsvg
import Foundation

/// Draws symbols with librsvg: the stand-in SVG, recoloured (Bootstrap Icons paint with
/// `currentColor`), fitted into a rectangle. Handles are parsed once per file and colour for
/// each thread's resources. Not thread-safe.
final class IconPainter {
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]

    deinit {
        for h in handles.values { g_object_unref(UnsafeMutableRawPointer(h)) }
    }

    private var sources: [String: String] = [:]

    private func handle(for entry: SymbolTable.Entry, color: RGBAColor) -> UnsafeMutablePointer<RsvgHandle>? {
        let hex = color.hexString
        let key = entry.file + hex
        if let h = handles[key] { return h }
        let path = "\(SymbolTable.directory)/\(entry.file).svg"
        if sources[entry.file] == nil {
            sources[entry.file] = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
        guard let source = sources[entry.file] else { return nil }
        // Tint by naming the colour; opacity on the root element fades the whole icon at once.
        let rgb = "#" + hex.dropFirst().prefix(6)
        var tinted = source.replacingOccurrences(of: "currentColor", with: String(rgb))
        if color.alpha < 1, let root = tinted.range(of: "<svg ") {
            tinted.replaceSubrange(root, with: "<svg opacity=\"\(color.alpha)\" ")
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
        guard let entry = SymbolTable.entries[run.name], let handle = handle(for: entry, color: run.color) else {
            if SymbolTable.entries[run.name] != nil {
                DrawingLog.warnOnce(
                    "symbol '\(run.name)' needs \(SymbolTable.path(for: run.name) ?? "?"), which is missing: install it with `sudo apt-get install bootstrap-icons`")
            }
            drawPlaceholder(run, on: cr)
            return
        }
        // The ink's box in the SVG's 16×16 units (the whole box if it cannot be measured).
        let ink = SymbolGeometry.inkBounds(file: entry.file) ?? CGRect(x: 0, y: 0, width: 16, height: 16)
        let turned = Int(entry.rotation.rounded()) % 180 != 0
        let inkWidth = turned ? ink.height : ink.width, inkHeight = turned ? ink.width : ink.height
        var sx = r.width / inkWidth, sy = r.height / inkHeight
        if run.contentMode == .fit { sx = min(sx, sy); sy = sx }
        cairo_save(cr)
        // Ink centre → rectangle centre, scaled, turned as the table says.
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, sx, sy)
        if entry.rotation != 0 { cairo_rotate(cr, entry.rotation * .pi / 180) }
        cairo_translate(cr, -ink.midX, -ink.midY)
        var viewport = RsvgRectangle(x: 0, y: 0, width: 16, height: 16)
        rsvg_handle_render_document(handle, cr, &viewport, nil)
        cairo_restore(cr)
    }

    private func drawPlaceholder(_ run: IconRun, on cr: OpaquePointer) {
        let r = run.rect.standardized
        let inset = min(r.width, r.height) * 0.06
        let box = r.insetBy(dx: inset, dy: inset)
        cairo_save(cr)
        let c = run.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
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
