import Foundation

/// Held while Pango or cairo works with fonts: laying out, measuring and drawing text, and
/// decoding SVG and PDF files (librsvg and Poppler draw their text through cairo too).
///
/// Each text engine has FreeType faces of its own (`PinnedFonts.engineConfiguration()`), but
/// cairo 1.16 keeps one scaled-font map and one glyph cache for the whole process, and takes
/// their locks in opposite orders on two paths: a thread measuring glyphs holds its scaled
/// font's mutex and waits for the map's, while a thread evicting glyphs (or destroying a scaled
/// font) holds the map's and waits for that font's. Two renders on two threads deadlocked so in
/// a fresh-Debian test run (every thread in `cairo_scaled_font_glyph_extents` or
/// `cairo_scaled_font_destroy`, waiting on a mutex). Shapes, images and compositing stay
/// parallel; text is drawn one thread at a time. Recursive: drawing text may decode an image.
enum CairoFontLock {
    private static let lock = NSRecursiveLock()

    static func with<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
