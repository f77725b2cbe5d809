import CCairo
import Foundation

/// Paints display-list operations on a Cairo context. The raster and SVG backends share it.
/// Not thread-safe; lives for one render.
final class CairoPainter {
    let cr: OpaquePointer
    let resources: DrawingResources
    /// Pixels per point used for effects that need pixels (shadow masks).
    let effectScale: Double
    /// Whether text is filled as outlines (exact glyph positions) rather than shown as glyphs.
    let textAsOutlines: Bool
    /// The page size in points (what can be seen at most).
    let pageBounds: CGRect
    /// Whether a shadow skips the pixels that its group then covers with an opaque fill (only
    /// on a pixel target whose device scale is `effectScale`: there the result is the same).
    let skipsCoveredShadow: Bool
    /// The current user-to-page transform, kept beside Cairo's so bounds can be computed.
    private(set) var matrix: AffineMatrix
    /// How many clips are in force (groups with a clip being painted).
    private var clipDepth = 0
    /// What layer effects need to know of the document (CairoPainter+Layers.swift).
    var layers = LayerState()

    /// Paints a whole display list on a fresh surface and finishes the surface; what the
    /// raster and SVG backends share.
    static func paintDocument(
        _ list: DisplayList, on surface: OpaquePointer, resources: DrawingResources, effectScale: Double,
        textAsOutlines: Bool, skipsCoveredShadow: Bool = false
    ) throws(DrawingError) {
        let cr = cairo_create(surface)!
        let painter = CairoPainter(
            cr: cr, resources: resources, effectScale: effectScale,
            pageBounds: CGRect(origin: .zero, size: list.size), textAsOutlines: textAsOutlines,
            skipsCoveredShadow: skipsCoveredShadow)
        painter.layers.document = list.ops
        painter.paint(list.ops)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    init(
        cr: OpaquePointer, resources: DrawingResources, effectScale: Double, pageBounds: CGRect,
        textAsOutlines: Bool, skipsCoveredShadow: Bool = false, matrix: AffineMatrix = .identity
    ) {
        self.cr = cr
        self.textAsOutlines = textAsOutlines
        self.resources = resources
        self.effectScale = effectScale
        self.pageBounds = pageBounds
        self.skipsCoveredShadow = skipsCoveredShadow
        self.matrix = matrix
    }

    func paint(_ ops: [DisplayOp]) {
        for op in ops {
            if layers.stopped { return }
            paint(op)
        }
    }

    func paint(_ op: DisplayOp) {
        switch op {
        case .fill(let shape, let color):
            guard color.alpha > 0 else { return }
            addPath(shape)
            setSource(color)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let shape, let color, let style):
            guard color.alpha > 0, style.lineWidth > 0 else { return }
            addPath(shape)
            setSource(color)
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, Self.cap(style.lineCap))
            cairo_set_line_join(cr, Self.join(style.lineJoin))
            style.dash.withUnsafeBufferPointer { d in
                cairo_set_dash(cr, d.baseAddress, Int32(d.count), 0)
            }
            cairo_stroke(cr)
        case .fillGradient(let shape, let gradient):
            guard !gradient.isInvisible else { return }
            addPath(shape)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            let pattern = gradientPattern(gradient, covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .strokeGradient(let shape, let gradient, let style):
            guard !gradient.isInvisible, style.lineWidth > 0 else { return }
            addPath(shape)
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, Self.cap(style.lineCap))
            cairo_set_line_join(cr, Self.join(style.lineJoin))
            style.dash.withUnsafeBufferPointer { d in
                cairo_set_dash(cr, d.baseAddress, Int32(d.count), 0)
            }
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            let pattern = gradientPattern(gradient, covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_stroke(cr)
        case .gradientMask(let gradient, let ops):
            guard !gradient.isInvisible else { return }
            let covered = bounds(of: ops, matrix: .identity)
            guard !covered.isNull, !covered.isEmpty else { return }
            cairo_push_group(cr)
            paint(ops)
            let mask = cairo_pop_group(cr)
            let pattern = gradientPattern(gradient, covering: covered)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        case .text(let run):
            resources.text.draw(run, on: cr, asOutlines: textAsOutlines, icons: resources.icons) { [self] in paintImage($0) }
        case .icon(let run):
            resources.icons.draw(run, on: cr)
        case .image(let run):
            paintImage(run)
        case .group(let group):
            paintGroup(group)
        }
    }

    func setSource(_ c: RGBAColor) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// A Cairo pattern for a gradient, in user space, reaching over `extents` (user space):
    /// linear and radial gradients are Cairo's (padded at their ends); a conic one is a mesh of
    /// thin sectors round its centre, out past the extents, each with the exact colours at its
    /// edges (`GradientPaint.conicSectors`: at most 2° each, so that a colour drawn linear
    /// within a sector is off by under 1/255 for stops at least a few degrees apart).
    /// Pixman interpolates straight (not premultiplied) components, as Core Graphics does.
    private func gradientPattern(_ g: GradientPaint, covering extents: CGRect) -> OpaquePointer {
        let pattern: OpaquePointer
        switch g.geometry {
        case let .linear(start, end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(g, to: pattern)
        case let .radial(center, r0, r1):
            pattern = cairo_pattern_create_radial(center.x, center.y, max(r0, 0), center.x, center.y, max(r1, 0))
            addStops(g, to: pattern)
        case let .conic(center, _, _):
            pattern = cairo_pattern_create_mesh()
            // Far enough to cover the extents in the gradient's own space.
            let inverse = g.transform.inverted ?? .identity
            let corners = [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                           CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)]
            var radius = 1.0
            for p in corners {
                let q = inverse.apply(to: p)
                radius = max(radius, ((q.x - center.x) * (q.x - center.x) + (q.y - center.y) * (q.y - center.y)).squareRoot())
            }
            radius = radius * 1.1 + 1
            for sector in g.conicSectors() {
                addSector(to: pattern, center: center, radius: radius, sector)
            }
        }
        switch (g.geometry, g.extend) {
        case (.conic, _), (_, .pad): cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        case (_, .repeat): cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        case (_, .reflect): cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REFLECT)
        }
        if !g.transform.isIdentity, let inverse = g.transform.inverted {
            var m = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
            cairo_pattern_set_matrix(pattern, &m)
        }
        return pattern
    }

    private func addStops(_ g: GradientPaint, to pattern: OpaquePointer) {
        for s in g.stops {
            cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha)
        }
    }

    /// One sector of a conic mesh: a patch from the centre out along `from`, round the arc to
    /// `to` and back, its colour `fromColor` along the first edge and `toColor` along the last.
    private func addSector(to mesh: OpaquePointer, center c: CGPoint, radius r: Double,
                           _ s: (from: Double, to: Double, fromColor: RGBAColor, toColor: RGBAColor)) {
        let sweep = s.to - s.from
        // The arc as one cubic Bézier: control points k·r along the tangents.
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let p1 = CGPoint(x: c.x + r * cos(s.from), y: c.y + r * sin(s.from))
        let p2 = CGPoint(x: c.x + r * cos(s.to), y: c.y + r * sin(s.to))
        let c1 = CGPoint(x: p1.x - k * r * sin(s.from), y: p1.y + k * r * cos(s.from))
        let c2 = CGPoint(x: p2.x + k * r * sin(s.to), y: p2.y - k * r * cos(s.to))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, c.x, c.y)
        cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
        cairo_mesh_pattern_curve_to(mesh, c1.x, c1.y, c2.x, c2.y, p2.x, p2.y)
        cairo_mesh_pattern_line_to(mesh, c.x, c.y)
        let (a, b) = (s.fromColor, s.toColor)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, a.red, a.green, a.blue, a.alpha)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, a.red, a.green, a.blue, a.alpha)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, b.red, b.green, b.blue, b.alpha)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, b.red, b.green, b.blue, b.alpha)
        cairo_mesh_pattern_end_patch(mesh)
    }

    private static func cap(_ c: StrokeStyle.LineCap) -> cairo_line_cap_t {
        switch c {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func join(_ j: StrokeStyle.LineJoin) -> cairo_line_join_t {
        switch j {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    func addPath(_ shape: ShapePath) {
        cairo_new_path(cr)
        if case .rect(let r) = shape {
            let r = r.standardized
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        var current = CGPoint.zero
        for e in shape.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    private func paintGroup(_ g: DisplayGroup) {
        // A group scaled to nothing (`scaleEffect(0)`) draws nothing, as on iOS; Cairo refuses
        // a matrix without an inverse.
        guard g.opacity > 0, !g.transform.isSingular else { return }
        cairo_save(cr)
        let saved = matrix, savedClipDepth = clipDepth
        defer {
            cairo_restore(cr)
            matrix = saved
            clipDepth = savedClipDepth
        }
        if !g.transform.isIdentity {
            var m = cairo_matrix_t(xx: g.transform.a, yx: g.transform.b, xy: g.transform.c, yy: g.transform.d, x0: g.transform.tx, y0: g.transform.ty)
            cairo_transform(cr, &m)
            matrix = g.transform.concatenating(matrix)
        }
        if let clip = g.clip {
            addPath(clip.shape)
            cairo_set_antialias(cr, clip.antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_set_fill_rule(cr, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            clipDepth += 1
        }
        if !g.backdrop.isEmpty {
            guard paintBackdrop(g.backdrop) else { return }
        }
        if g.needsOwnLayer {
            paintLayer(g)
            return
        }
        let fades = g.opacity < 1
        if fades { cairo_push_group(cr) }
        if let shadow = g.shadow { paintShadow(shadow, of: g.ops) }
        paint(g.ops)
        if fades {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, g.opacity)
        }
    }

    /// The visible part of the page, in page coordinates: the current clip, within the page.
    func visibleBounds() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = matrix.apply(to: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        return clip.intersection(pageBounds)
    }

    /// Draws the shadow of `ops`: their alpha, blurred, offset and tinted, limited to what can
    /// be seen, so the cost follows the visible area and not the radius.
    func paintShadow(_ shadow: Shadow, of ops: [DisplayOp]) {
        guard shadow.color.alpha > 0 else { return }
        let s = effectScale
        let sigma = shadow.radius * matrix.meanScale
        let offset = matrix.applyToDistance(CGSize(width: shadow.x, height: shadow.y))
        let content = bounds(of: ops, matrix: matrix)
        guard !content.isNull, !content.isEmpty else { return }
        let reach = 3 * sigma + 1 / s
        let region = content.offsetBy(dx: offset.width, dy: offset.height)
            .insetBy(dx: -reach, dy: -reach).intersection(visibleBounds())
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        // The mask covers the region moved back by the offset, in whole pixels.
        let source = region.offsetBy(dx: -offset.width, dy: -offset.height)
        let px0 = (source.minX * s).rounded(.down), py0 = (source.minY * s).rounded(.down)
        let w = Int((source.maxX * s).rounded(.up) - px0), h = Int((source.maxY * s).rounded(.up) - py0)
        guard w > 0, h > 0, w * h < 1 << 26 else { return }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_set_device_scale(mask, s, s)
        cairo_surface_set_device_offset(mask, -px0, -py0)
        let mcr = cairo_create(mask)!
        var m = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
        cairo_set_matrix(mcr, &m)
        let sub = CairoPainter(
            cr: mcr, resources: resources, effectScale: s, pageBounds: pageBounds, textAsOutlines: true, matrix: matrix)
        sub.paint(ops)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask), sigma * s >= 0.25 {
            GaussianBlur.blur(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma * s)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let covered = coveredPixels(by: ops) {
            // Whole device pixels, in a pixel-aligned clip (so Cairo clips by boxes, exactly):
            // the page minus what the group's opaque fill will cover anyway.
            cairo_scale(cr, 1 / s, 1 / s)
            cairo_new_path(cr)
            cairo_rectangle(cr, -1, -1, (pageBounds.maxX * s).rounded(.up) + 2, (pageBounds.maxY * s).rounded(.up) + 2)
            cairo_rectangle(cr, covered.minX, covered.minY, covered.width, covered.height)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
        }
        setSource(shadow.color)
        cairo_mask_surface(cr, mask, offset.width, offset.height)
        cairo_restore(cr)
    }

    /// The largest block of whole device pixels that one opaque fill among `ops` (rectangle,
    /// rounded rectangle or capsule) covers completely, or nil. Such pixels end up the fill's
    /// colour whatever lies under them, so the shadow need not be composited there: a card's
    /// shadow only shows around the card. Only without clips (an antialiased clip edge would
    /// let the shadow through) and with an axis-aligned transform.
    private func coveredPixels(by ops: [DisplayOp]) -> CGRect? {
        guard skipsCoveredShadow, clipDepth == 0, matrix.b == 0, matrix.c == 0, matrix.a > 0, matrix.d > 0 else {
            return nil
        }
        for op in ops {
            guard case .fill(let shape, let color) = op, color.alpha >= 1 else { continue }
            let r: CGRect, corner: Double
            switch shape {
            case .rect(let rect):
                (r, corner) = (rect.standardized, 0)
            case .roundedRect(let rect, let radius, let style):
                r = rect.standardized
                let limit = min(r.width, r.height) / 2
                switch style {
                case _ where radius <= 0: corner = 0
                case .circular: corner = min(radius, limit)
                case .continuous:
                    // The corner curve stays within `extent × radius` of the corner.
                    let e = ShapePath.continuousCornerExtent
                    corner = e * min(radius, limit / e)
                }
            case .capsule(let rect):
                r = rect.standardized
                corner = min(r.width, r.height) / 2
            case .ellipse, .path:
                continue
            }
            // Outside the corner squares the shape is its rectangle: take the wider band.
            let band = r.width >= r.height ? r.insetBy(dx: corner, dy: 0) : r.insetBy(dx: 0, dy: corner)
            guard band.width > 0, band.height > 0 else { continue }
            let p = matrix.apply(to: band)
            let s = effectScale
            let x0 = (p.minX * s).rounded(.up), y0 = (p.minY * s).rounded(.up)
            let x1 = (p.maxX * s).rounded(.down), y1 = (p.maxY * s).rounded(.down)
            guard x1 > x0, y1 > y0 else { continue }
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        return nil
    }

    /// Where `ops` can draw, in page coordinates (generous for text, whose ink can overhang).
    func bounds(of ops: [DisplayOp], matrix: AffineMatrix) -> CGRect {
        var total = CGRect.null
        for op in ops {
            let r: CGRect
            switch op {
            case .fill(let shape, _), .fillGradient(let shape, _):
                r = matrix.apply(to: shape.bounds)
            case .gradientMask(_, let inner):
                r = bounds(of: inner, matrix: matrix)
            case .stroke(let shape, _, let style), .strokeGradient(let shape, _, let style):
                let pad = style.lineWidth * (style.lineJoin == .miter ? 5 : 1)
                r = matrix.apply(to: shape.bounds.insetBy(dx: -pad, dy: -pad))
            case .text(let run):
                let size = resources.text.measure(run.spec).size
                let pad = run.spec.font.size * 0.3
                r = matrix.apply(to: CGRect(x: run.origin.x, y: run.origin.y, width: max(run.width, size.width), height: size.height)
                    .insetBy(dx: -pad, dy: -pad))
            case .icon(let run):
                // Thickened strokes and drawn slashes reach a little past the ink's box.
                let pad = max(run.rect.width, run.rect.height) * 0.08
                r = matrix.apply(to: run.rect.insetBy(dx: -pad, dy: -pad))
            case .image(let run):
                r = matrix.apply(to: run.rect)
            case .group(let g):
                let inner = g.transform.concatenating(matrix)
                var b = g.projection.map { projectedBounds(of: g.ops, through: $0, matrix: inner) }
                    ?? bounds(of: g.ops, matrix: inner)
                if !b.isNull { b = grown(b, by: g.filters, matrix: inner) }
                if let clip = g.clip { b = b.intersection(inner.apply(to: clip.shape.bounds)) }
                if let sh = g.shadow, !b.isNull {
                    let o = inner.applyToDistance(CGSize(width: sh.x, height: sh.y))
                    let reach = 3 * sh.radius * inner.meanScale
                    b = b.union(b.offsetBy(dx: o.width, dy: o.height).insetBy(dx: -reach, dy: -reach))
                }
                r = b
            }
            if !r.isNull { total = total.union(r) }
        }
        return total
    }

    private func paintImage(_ run: ImageRun) {
        let img = run.image
        guard img.width > 0, img.height > 0, run.rect.width > 0, run.rect.height > 0 else { return }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(img.width), Int32(img.height)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            img.pixels.withUnsafeBufferPointer { src in
                for y in 0..<img.height {
                    let row = data + y * stride
                    for x in 0..<img.width {
                        let i = (y * img.width + x) * 4
                        let a = UInt32(src[i + 3])
                        let premul = { (c: UInt8) -> UInt32 in (UInt32(c) * a + 127) / 255 }
                        let px = (a << 24) | (premul(src[i]) << 16) | (premul(src[i + 1]) << 8) | premul(src[i + 2])
                        UnsafeMutableRawPointer(row + x * 4).storeBytes(of: px, as: UInt32.self)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        let r = run.rect.standardized
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
        cairo_translate(cr, r.minX, r.minY)
        cairo_scale(cr, r.width / Double(img.width), r.height / Double(img.height))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), run.interpolated ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
