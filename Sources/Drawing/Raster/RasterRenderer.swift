import CCairo
import Foundation

/// Draws display lists to pixels with Cairo's image backend.
public enum RasterRenderer {
    /// The largest frame drawn, in pixels (about 16k × 16k).
    public static let maximumPixels = 1 << 28

    /// Draws `list` at `scale` pixels per point (1, 2 or 3 for iOS screens) on a transparent
    /// background; ops are in points, so the same list draws at any scale.
    public static func render(_ list: DisplayList, scale: Double) throws -> RasterImage {
        try render(list, scale: scale, skipsCoveredShadow: true)
    }

    /// `render`, with the option of compositing shadows under opaque fills too (the same pixels,
    /// more work: for tests of that shortcut).
    static func render(_ list: DisplayList, scale: Double, skipsCoveredShadow: Bool) throws -> RasterImage {
        precondition(scale > 0, "scale must be positive")
        // Whole pixels, as views' frames are drawn: to the nearest, halves up (a page of
        // 20.29 pt at 3x is 61 rows, not a 61st row nearly covered).
        func pixels(_ points: Double) -> Int {
            let n = Int((points * scale + 0.5).rounded(.down))
            return points > 0 ? max(n, 1) : n
        }
        let width = pixels(list.size.width)
        let height = pixels(list.size.height)
        guard width > 0, height > 0 else {
            return RasterImage(width: max(width, 0), height: max(height, 0), scale: scale, premultipliedBGRA: [])
        }
        guard width * height <= maximumPixels, width < 32768, height < 32768 else {
            throw DrawingError.frameTooLarge(width: width, height: height)
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        precondition(stride == width * 4, "ARGB32 rows are 4-byte aligned")
        var bytes = [UInt8](repeating: 0, count: stride * height)
        try DrawingResources.with { resources in
            try bytes.withUnsafeMutableBufferPointer { buffer in
                guard let surface = cairo_image_surface_create_for_data(
                    buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
                else { throw DrawingError.cairo("cannot create a \(width)×\(height) image surface") }
                defer { cairo_surface_destroy(surface) }
                guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                    throw DrawingError.cairo(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
                }
                cairo_surface_set_device_scale(surface, scale, scale)
                try CairoPainter.paintDocument(
                    list, on: surface, resources: resources, effectScale: scale, textAsOutlines: true,
                    skipsCoveredShadow: skipsCoveredShadow)
            }
        }
        return RasterImage(width: width, height: height, scale: scale, premultipliedBGRA: bytes)
    }
}
