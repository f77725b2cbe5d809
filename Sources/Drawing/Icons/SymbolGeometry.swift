import CCairo
import CRsvg
import Foundation

/// Where a stand-in symbol's ink lies inside its SVG, so that symbols are drawn as SF Symbols
/// are measured: by the glyph itself, not by Bootstrap's 16×16 box with its margins. Found once
/// per file by rendering it and scanning the alpha; kept for the process.
public enum SymbolGeometry {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var bounds: [String: CGRect?] = [:]
    }
    private static let cache = Cache()

    /// Side of the square the SVG is rendered into to find its ink.
    static let probeSize = 256

    /// The ink's bounding box in the SVG's own 16×16 units, before the table's rotation; nil
    /// for an unknown or unreadable symbol.
    public static func inkBounds(file: String) -> CGRect? {
        cache.lock.lock()
        if let known = cache.bounds[file] {
            cache.lock.unlock()
            return known
        }
        cache.lock.unlock()
        let found = measure(file: file)
        cache.lock.lock()
        cache.bounds[file] = found
        cache.lock.unlock()
        return found
    }

    /// Width over height of a symbol's ink as it is drawn (after the table's rotation), or nil
    /// for a name the table does not have.
    public static func aspectRatio(of name: String) -> Double? {
        guard let entry = SymbolTable.entries[name], let b = inkBounds(file: entry.file), b.height > 0 else { return nil }
        let turned = Int(entry.rotation.rounded()) % 180 != 0
        return turned ? b.height / b.width : b.width / b.height
    }

    private static func measure(file: String) -> CGRect? {
        let path = "\(SymbolTable.directory)/\(file).svg"
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let n = probeSize
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(n), Int32(n)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(n), height: Double(n))
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
        let unit = 16.0 / Double(n)
        return CGRect(x: Double(minX) * unit, y: Double(minY) * unit,
                      width: Double(maxX - minX + 1) * unit, height: Double(maxY - minY + 1) * unit)
    }
}
