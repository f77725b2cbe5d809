import CCairo
import CPoppler
import CRsvg
import Foundation

/// Why an image file could not be read.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path): "no image file at \(path)"
        case .unreadable(let path, let reason): "cannot read the image \(path): \(reason)"
        }
    }
}

/// Reads the image files of asset catalogues: PNG with the project's decoder, SVG with
/// librsvg and PDF (the first page) with Poppler at the size they are drawn, JPEG, GIF and
/// other bitmaps with gdk-pixbuf.
public enum ImageFile {
    /// The file's pixels. Vector files (SVG) are drawn `scale` times their own size in points
    /// (their `width`/`height`), or at `pixelSize` when given.
    public static func decode(contentsOf url: URL, scale: Double = 1, pixelSize: (width: Int, height: Int)? = nil) throws(ImageFileError) -> RGBAImage {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
        switch url.pathExtension.lowercased() {
        case "png":
            do {
                return try PNGCodec.decode(contentsOf: url)
            } catch {
                throw .unreadable(path: path, reason: "\(error)")
            }
        case "svg":
            return try CairoFontLock.with { () throws(ImageFileError) in try decodeSVG(path, scale: scale, pixelSize: pixelSize) }
        case "pdf":
            return try CairoFontLock.with { () throws(ImageFileError) in try decodePDF(url, scale: scale, pixelSize: pixelSize) }
        default:
            return try decodeBitmap(path)
        }
    }

    // SVG and PDF files are decoded under `CairoFontLock`: librsvg and Poppler draw their
    // text with fonts cairo opens by file name, through cairo's process-wide font caches.

    /// The size in points an SVG file says it has (its intrinsic width and height).
    public static func svgSize(contentsOf url: URL) -> CGSize? {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(url.path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var w = 0.0, h = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) != 0, w > 0, h > 0 else { return nil }
        return CGSize(width: w, height: h)
    }

    private static func decodeSVG(_ path: String, scale: Double, pixelSize: (width: Int, height: Int)?) throws(ImageFileError) -> RGBAImage {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "not an SVG file"
            if let error { g_error_free(error) }
            throw .unreadable(path: path, reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var w = 0.0, h = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 || w <= 0 || h <= 0 { (w, h) = (16, 16) }
        let width = pixelSize?.width ?? max(1, Int((w * scale).rounded()))
        let height = pixelSize?.height ?? max(1, Int((h * scale).rounded()))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .unreadable(path: path, reason: "no memory for \(width)×\(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        rsvg_handle_render_document(handle, cr, &viewport, nil)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return unpremultiplied(surface, width: width, height: height)
    }

    /// The first page, `scale` times its size in points (a PDF point is a point).
    private static func decodePDF(_ url: URL, scale: Double, pixelSize: (width: Int, height: Int)?) throws(ImageFileError) -> RGBAImage {
        let path = url.path
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_file(url.absoluteString, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "not a PDF file"
            if let error { g_error_free(error) }
            throw .unreadable(path: path, reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw .unreadable(path: path, reason: "the PDF has no pages")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var w = 0.0, h = 0.0
        poppler_page_get_size(page, &w, &h)
        guard w > 0, h > 0 else { throw .unreadable(path: path, reason: "the PDF's page has no size") }
        let width = pixelSize?.width ?? max(1, Int((w * scale).rounded()))
        let height = pixelSize?.height ?? max(1, Int((h * scale).rounded()))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .unreadable(path: path, reason: "no memory for \(width)×\(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_scale(cr, Double(width) / w, Double(height) / h)
        poppler_page_render(page, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return unpremultiplied(surface, width: width, height: height)
    }

    private static func decodeBitmap(_ path: String) throws(ImageFileError) -> RGBAImage {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown image format"
            if let error { g_error_free(error) }
            throw .unreadable(path: path, reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return try pixels(of: pixbuf, path: path)
    }

    /// Image bytes in memory (PNG, JPEG, GIF, …: what `UIImage(data:)` reads); `source` names
    /// them in errors.
    public static func decode(data: [UInt8], source: String) throws(ImageFileError) -> RGBAImage {
        if data.starts(with: PNGCodec.signature) {
            do { return try PNGCodec.decode(data, source: source) } catch { throw .unreadable(path: source, reason: "\(error)") }
        }
        guard let loader = gdk_pixbuf_loader_new() else { throw .unreadable(path: source, reason: "no image loader") }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if error == nil { error = closeError } else if let closeError { g_error_free(closeError) }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown image format"
            if let error { g_error_free(error) }
            throw .unreadable(path: source, reason: reason)
        }
        return try pixels(of: pixbuf, path: source)
    }

    /// A pixbuf's pixels as straight RGBA.
    private static func pixels(of pixbuf: OpaquePointer, path: String) throws(ImageFileError) -> RGBAImage {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let base = gdk_pixbuf_read_pixels(pixbuf), channels == 3 || channels == 4 else {
            throw .unreadable(path: path, reason: "unexpected pixel layout (\(channels) channels)")
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let s = y * stride + x * channels, d = (y * width + x) * 4
                pixels[d] = base[s]
                pixels[d + 1] = base[s + 1]
                pixels[d + 2] = base[s + 2]
                if channels == 4 { pixels[d + 3] = base[s + 3] }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Cairo's premultiplied ARGB32 (BGRA in memory on little-endian machines) as straight RGBA.
    private static func unpremultiplied(_ surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return RGBAImage(width: width, height: height) }
        return RGBAImage(premultipliedBGRA: UnsafeRawBufferPointer(start: data, count: stride * height), width: width, height: height, stride: stride)
    }
}
