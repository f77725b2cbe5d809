import CCairo
import Foundation

/// Draws display lists to SVG documents with Cairo's SVG backend. One SVG user unit is one
/// point. Text becomes glyph outlines; shadows become embedded, blurred masks; layers with
/// pixel effects (blurs, colour filters, materials' backdrops, perspective) and blend modes
/// become embedded PNG images of the layer.
public enum SVGRenderer {
    /// Pixels per point of the masks that shadows are drawn with.
    public static let defaultEffectScale = 2.0

    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// The SVG document for `list`. The same list always gives the same bytes: Cairo's
    /// process-wide id counters are renumbered per document.
    public static func render(_ list: DisplayList, effectScale: Double = defaultEffectScale) throws -> String {
        let sink = Sink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        try DrawingResources.with { resources in
            let write: cairo_write_func_t = { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }
            guard let surface = cairo_svg_surface_create_for_stream(write, context, list.size.width, list.size.height)
            else { throw DrawingError.cairo("cannot create an SVG surface") }
            defer { cairo_surface_destroy(surface) }
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
            // What SVG 1.1 cannot say (blend modes) Cairo draws as embedded images, at the
            // effects' scale rather than its default 300 dpi.
            cairo_surface_set_fallback_resolution(surface, 72 * effectScale, 72 * effectScale)
            try CairoPainter.paintDocument(list, on: surface, resources: resources, effectScale: effectScale, textAsOutlines: false)
        }
        return SVGIdentifiers.renumber(String(decoding: sink.bytes, as: UTF8.self))
    }
}
