import CCairo
import Foundation

/// What a painter keeps for layer effects (see `DisplayGroup`).
struct LayerState {
    /// The whole document, to draw again what lies behind a backdrop when the pixels drawn so
    /// far cannot be read back (an SVG target, or inside a pushed group).
    var document: [DisplayOp]?
    /// Backdrops met so far, in paint order (the same order in every painter of a document).
    var backdropsMet = 0
    /// Set when drawing what lies behind backdrop number `n`: painting stops there.
    var stopAtBackdrop: Int?
    var stopped = false
    /// Inside a mask being drawn, backdrops draw nothing (only alpha matters there).
    var maskDepth = 0
}

extension DisplayGroup {
    /// Whether the group is drawn into a layer of its own and composited from there.
    var needsOwnLayer: Bool { !filters.isEmpty || mask != nil || blendMode != .normal || isolated || projection != nil }

    /// Whether that layer must be pixels (filters, perspective) rather than a Cairo group.
    var needsPixels: Bool { !filters.isEmpty || projection != nil }
}

/// A premultiplied ARGB32 image surface covering whole device pixels of the page:
/// `pixels` in device pixels (page points × scale). Owns its surface; lives for one effect.
final class ImageLayer {
    let surface: OpaquePointer
    let pixels: (x: Int, y: Int, width: Int, height: Int)
    let stride: Int
    let data: UnsafeMutablePointer<UInt8>

    /// A transparent layer over `rect` (page points) at `scale` pixels per point, or nil when
    /// empty or too large.
    init?(covering rect: CGRect, scale s: Double) {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return nil }
        let x0 = (rect.minX * s).rounded(.down), y0 = (rect.minY * s).rounded(.down)
        let w = Int((rect.maxX * s).rounded(.up) - x0), h = Int((rect.maxY * s).rounded(.up) - y0)
        guard w > 0, h > 0, w * h < 1 << 26,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface)
        else { return nil }
        cairo_surface_set_device_scale(surface, s, s)
        cairo_surface_set_device_offset(surface, -x0, -y0)
        self.surface = surface
        self.pixels = (Int(x0), Int(y0), w, h)
        self.stride = Int(cairo_image_surface_get_stride(surface))
        self.data = data
    }

    /// The same, in page points.
    func rect(scale s: Double) -> CGRect {
        CGRect(x: Double(pixels.x) / s, y: Double(pixels.y) / s, width: Double(pixels.width) / s, height: Double(pixels.height) / s)
    }

    deinit { cairo_surface_destroy(surface) }
}

/// A blur kept at the resolution it was worked at (`LayerBlur.LowResolution`): an image
/// surface whose device scale and offset place it over the layer it blurred, to be drawn
/// scaled up with bilinear filtering (pixman's scaler) instead of being scaled up first.
final class LowResolutionLayer {
    let surface: OpaquePointer
    /// Whether the blur repeated its edges (then the picture goes on past them).
    let clampsEdges: Bool

    init?(blurring layer: ImageLayer, scale s: Double, sigma: Double, clampsEdges: Bool, colorMatrix: ColorMatrix?) {
        let g = LayerBlur.lowResolution(width: layer.pixels.width, height: layer.pixels.height, sigma: sigma)
        guard g.factor > 1, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(g.width), Int32(g.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        cairo_surface_flush(layer.surface)
        LayerBlur.blurAtLowResolution(
            layer.data, width: layer.pixels.width, height: layer.pixels.height, stride: layer.stride, sigma: sigma,
            clampsEdges: clampsEdges, colorMatrix: colorMatrix,
            into: data, destinationStride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        let f = Double(g.factor)
        cairo_surface_set_device_scale(surface, s / f, s / f)
        cairo_surface_set_device_offset(surface, Double(g.margin) - Double(layer.pixels.x) / f, Double(g.margin) - Double(layer.pixels.y) / f)
        self.surface = surface
        self.clampsEdges = clampsEdges
    }

    /// Makes it the source of `cr` (user space: page points).
    func setAsSource(on cr: OpaquePointer) {
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), clampsEdges ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    }

    deinit { cairo_surface_destroy(surface) }
}

extension CairoPainter {
    /// A painter drawing on `layer` in page points, with the current transform `matrix`.
    private func painter(on layer: ImageLayer, matrix m: AffineMatrix, scale: Double) -> (CairoPainter, OpaquePointer) {
        let lcr = cairo_create(layer.surface)!
        var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_set_matrix(lcr, &cm)
        let sub = CairoPainter(
            cr: lcr, resources: resources, effectScale: scale, pageBounds: pageBounds, textAsOutlines: true, matrix: m)
        return (sub, lcr)
    }

    // MARK: Backdrops (materials)

    /// Replaces what is drawn behind the group, inside its clip, with that filtered (blurred,
    /// saturated). Returns false when painting stops here (drawing what lies behind this very
    /// backdrop for another painter).
    func paintBackdrop(_ filters: [LayerFilter]) -> Bool {
        let index = layers.backdropsMet
        layers.backdropsMet += 1
        if layers.stopAtBackdrop == index {
            layers.stopped = true
            return false
        }
        guard layers.maskDepth == 0 else { return true }
        let s = effectScale
        let region = visibleBounds()
        guard !region.isNull, region.width > 0, region.height > 0 else { return true }
        let input = region.insetBy(dx: -reach(of: filters), dy: -reach(of: filters)).intersection(pageBounds)
        guard let layer = ImageLayer(covering: input, scale: s) else { return true }
        if !copyDrawnPixels(into: layer, scale: s) {
            guard let document = layers.document else { return true }
            let (sub, lcr) = painter(on: layer, matrix: .identity, scale: s)
            sub.layers.document = document
            sub.layers.stopAtBackdrop = index
            sub.paint(document)
            cairo_destroy(lcr)
            cairo_surface_flush(layer.surface)
        }
        // The page's edge is not an edge of the picture: repeat it rather than fade to clear.
        let low = apply(filters, to: layer, clampsEdges: true, keepsLowResolution: true)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let low { low.setAsSource(on: cr) } else { cairo_set_source_surface(cr, layer.surface, 0, 0) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        return true
    }

    /// Copies the pixels drawn so far under `layer` when they can be read: the target is an
    /// image at this scale and no group is pushed. False otherwise.
    private func copyDrawnPixels(into layer: ImageLayer, scale s: Double) -> Bool {
        guard let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var sx = 0.0, sy = 0.0, dx = 0.0, dy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &dx, &dy)
        guard sx == s, sy == s, dx == dx.rounded(), dy == dy.rounded() else { return false }
        cairo_surface_flush(target)
        guard let src = cairo_image_surface_get_data(target) else { return false }
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let tstride = Int(cairo_image_surface_get_stride(target))
        let ox = layer.pixels.x + Int(dx), oy = layer.pixels.y + Int(dy)
        for y in 0..<layer.pixels.height {
            let ty = oy + y
            guard ty >= 0, ty < th else { continue }
            let x0 = max(0, -ox), x1 = min(layer.pixels.width, tw - ox)
            guard x1 > x0 else { continue }
            (layer.data + y * layer.stride + x0 * 4).update(from: src + ty * tstride + (ox + x0) * 4, count: (x1 - x0) * 4)
        }
        cairo_surface_mark_dirty(layer.surface)
        return true
    }

    // MARK: Layers

    /// Draws a group that needs a layer of its own (transform and clip already applied).
    func paintLayer(_ g: DisplayGroup) {
        if g.needsPixels {
            if let h = g.projection { paintProjected(g, h) } else { paintFiltered(g) }
            return
        }
        // A Cairo group: stays vector in SVG, where Cairo supports the operator.
        cairo_push_group(cr)
        if let shadow = g.shadow { paintShadow(shadow, of: g.ops) }
        paint(g.ops)
        cairo_pop_group_to_source(cr)
        composite(mask: g.mask, opacity: g.opacity, blendMode: g.blendMode)
    }

    /// Paints the current source, cut by `mask`, faded by `opacity`, with `blendMode`.
    private func composite(mask: LayerMask?, opacity: Double, blendMode: BlendMode) {
        cairo_set_operator(cr, Self.cairoOperator(blendMode))
        if let mask {
            let source = cairo_pattern_reference(cairo_get_source(cr))
            let pattern = maskPattern(mask, opacity: opacity)
            cairo_set_source(cr, source)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_pattern_destroy(source)
        } else {
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The mask's ops drawn as a Cairo group (their alpha is the mask), faded by `opacity`.
    private func maskPattern(_ mask: LayerMask, opacity: Double) -> OpaquePointer {
        layers.maskDepth += 1
        defer { layers.maskDepth -= 1 }
        cairo_push_group(cr)
        if opacity < 1 { cairo_push_group(cr) }
        paint(mask.ops)
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        return cairo_pop_group(cr)
    }

    /// How far (page points) `filters` spread what they are given.
    private func reach(of filters: [LayerFilter], matrix m: AffineMatrix? = nil) -> Double {
        let scale = (m ?? matrix).meanScale
        return filters.reduce(0) { total, f in
            if case .blur(let r, let opaque, _) = f, !opaque { return total + 3 * r * scale }
            return total
        }
    }

    /// `b` (page points) grown by what `filters` spread, and cut by opaque blurs' bounds.
    func grown(_ b: CGRect, by filters: [LayerFilter], matrix m: AffineMatrix) -> CGRect {
        var r = b.insetBy(dx: -reach(of: filters, matrix: m), dy: -reach(of: filters, matrix: m))
        for f in filters {
            if case .blur(_, true, let bounds?) = f { r = r.intersection(m.apply(to: bounds)) }
        }
        return r
    }

    /// The page-point bounds of `ops` drawn through `projection`, then `m`.
    func projectedBounds(of ops: [DisplayOp], through projection: Homography, matrix m: AffineMatrix) -> CGRect {
        let local = bounds(of: ops, matrix: .identity)
        guard !local.isNull, !local.isEmpty else { return .null }
        var points: [CGPoint] = []
        for p in [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                  CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)] {
            guard let q = projection.apply(to: p) else { return pageBounds }
            points.append(m.apply(to: q))
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Applies filters in order to a layer's pixels; a blur followed by a colour matrix is
    /// done in one pass (the matrix at the blur's resolution). `keepsLowResolution`: when
    /// the last filter is a blur worked at a lower resolution, its result is returned at that
    /// resolution instead of being written back into the layer.
    @discardableResult
    private func apply(
        _ filters: [LayerFilter], to layer: ImageLayer, clampsEdges: Bool = false, unitScale: Double? = nil,
        keepsLowResolution: Bool = false
    ) -> LowResolutionLayer? {
        let pixelsPerUnit = unitScale ?? effectScale * matrix.meanScale
        cairo_surface_flush(layer.surface)
        var i = 0
        while i < filters.count {
            switch filters[i] {
            case .blur(let radius, let opaque, _):
                var fused: ColorMatrix?
                if i + 1 < filters.count, case .colorMatrix(let m) = filters[i + 1] {
                    fused = m
                    i += 1
                }
                if keepsLowResolution, i + 1 == filters.count,
                   let low = LowResolutionLayer(blurring: layer, scale: effectScale, sigma: radius * pixelsPerUnit,
                                                clampsEdges: clampsEdges || opaque, colorMatrix: fused) {
                    return low
                }
                LayerBlur.blur(layer.data, width: layer.pixels.width, height: layer.pixels.height, stride: layer.stride,
                               sigma: radius * pixelsPerUnit, clampsEdges: clampsEdges || opaque, colorMatrix: fused)
            case .colorMatrix(let m):
                ColorMatrixFilter.apply(m, to: layer.data, width: layer.pixels.width, height: layer.pixels.height, stride: layer.stride)
            }
            i += 1
        }
        cairo_surface_mark_dirty(layer.surface)
        return nil
    }

    /// A group with pixel filters: its ops drawn into a layer over what they can reach of the
    /// visible page, filtered, and composited.
    private func paintFiltered(_ g: DisplayGroup) {
        let s = effectScale
        let visible = visibleBounds()
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        var cut: CGRect?
        for f in g.filters {
            if case .blur(_, true, let b?) = f { cut = (cut ?? matrix.apply(to: b)).intersection(matrix.apply(to: b)) }
        }
        let spread = reach(of: g.filters)
        var content = bounds(of: g.ops, matrix: matrix)
        if let cut { content = content.intersection(cut) }
        let output = content.insetBy(dx: -spread, dy: -spread).intersection(visible)
        guard !output.isNull, output.width > 0, output.height > 0 else { return }
        var input = output.insetBy(dx: -spread, dy: -spread)
        if let cut {
            // An opaque blur clamps at the view's edges: the layer is the view's frame (as far
            // as a blur of what can be seen reaches into it).
            let blurReach = g.filters.reduce(0.0) { t, f in
                if case .blur(let r, _, _) = f { return t + 3 * r * matrix.meanScale } else { return t }
            }
            input = cut.intersection(visible.insetBy(dx: -blurReach, dy: -blurReach))
        }
        guard let layer = ImageLayer(covering: input, scale: s) else { return }
        let (sub, lcr) = painter(on: layer, matrix: matrix, scale: s)
        sub.paint(g.ops)
        cairo_destroy(lcr)
        let low = apply(g.filters, to: layer, keepsLowResolution: true)
        if let shadow = g.shadow { paintShadow(shadow, of: g.ops) }
        compositeLayer(layer, low: low, cut: cut, mask: g.mask, opacity: g.opacity, blendMode: g.blendMode)
    }

    /// Paints a layer's pixels where they lie on the page, within `cut` (page points).
    private func compositeLayer(
        _ layer: ImageLayer, low: LowResolutionLayer? = nil, cut: CGRect?, mask: LayerMask?, opacity: Double, blendMode: BlendMode
    ) {
        cairo_save(cr)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_identity_matrix(cr)
        if let cut {
            cairo_rectangle(cr, cut.minX, cut.minY, cut.width, cut.height)
            cairo_clip(cr)
        }
        // The source is locked to page points; the mask is drawn in the group's coordinates.
        if let low { low.setAsSource(on: cr) } else { cairo_set_source_surface(cr, layer.surface, 0, 0) }
        cairo_set_matrix(cr, &ctm)
        composite(mask: mask, opacity: opacity, blendMode: blendMode)
        cairo_restore(cr)
    }

    /// A group in perspective: its ops drawn flat into a layer (at the resolution the
    /// perspective shows them at most), filtered there, and warped onto the page pixel by
    /// pixel through the perspective (`ProjectiveWarp`).
    private func paintProjected(_ g: DisplayGroup, _ projection: Homography) {
        let s = effectScale
        let visible = visibleBounds()
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let local = bounds(of: g.ops, matrix: .identity).insetBy(dx: -reach(of: g.filters, matrix: .identity),
                                                                 dy: -reach(of: g.filters, matrix: .identity))
        guard !local.isNull, local.width > 0, local.height > 0 else { return }
        let full = projection.concatenating(Homography(matrix))
        guard let inverse = full.inverted else { return }
        // Pixels per local unit: the most the perspective enlarges an edge of the layer,
        // at the output's scale (at least the scale of the affine part, at most 4× it).
        let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.maxX, y: local.maxY), CGPoint(x: local.minX, y: local.maxY)]
        let projected = corners.map { full.apply(to: $0) }
        var stretch = matrix.meanScale
        for i in 0..<4 {
            guard let a = projected[i], let b = projected[(i + 1) % 4] else { stretch = 4 * matrix.meanScale; break }
            let la = hypot(corners[(i + 1) % 4].x - corners[i].x, corners[(i + 1) % 4].y - corners[i].y)
            if la > 0 { stretch = max(stretch, hypot(b.x - a.x, b.y - a.y) / la) }
        }
        let k = s * min(stretch, 4 * max(matrix.meanScale, 1e-6))
        // The flat layer: local units × k pixels.
        guard let flat = ImageLayer(covering: local, scale: k) else { return }
        let (sub, lcr) = painter(on: flat, matrix: .identity, scale: k)
        sub.paint(g.ops)
        cairo_destroy(lcr)
        apply(g.filters, to: flat, unitScale: k)
        // Where it lands.
        var landing = visible
        if projected.allSatisfy({ $0 != nil }) {
            let xs = projected.map { $0!.x }, ys = projected.map { $0!.y }
            landing = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                .intersection(visible)
        }
        guard let out = ImageLayer(covering: landing, scale: s) else { return }
        // Output pixel → page point → local point → flat-layer pixel.
        let toPage = Homography(AffineMatrix(a: 1 / s, b: 0, c: 0, d: 1 / s,
                                             tx: Double(out.pixels.x) / s, ty: Double(out.pixels.y) / s))
        let toFlat = Homography(AffineMatrix(a: k, b: 0, c: 0, d: k, tx: -Double(flat.pixels.x), ty: -Double(flat.pixels.y)))
        ProjectiveWarp.warp(
            source: flat.data, sourceWidth: flat.pixels.width, sourceHeight: flat.pixels.height, sourceStride: flat.stride,
            into: out.data, width: out.pixels.width, height: out.pixels.height, stride: out.stride,
            inverse: toPage.concatenating(inverse).concatenating(toFlat))
        cairo_surface_mark_dirty(out.surface)
        compositeLayer(out, cut: nil, mask: g.mask, opacity: g.opacity, blendMode: g.blendMode)
    }

    // MARK: Blend modes

    /// Cairo's operator for a blend mode (`BlendMode.drawnAs` for the one Cairo lacks).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode.drawnAs {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        // kCGBlendModePlusLighter: R = min(1, S + D), Porter–Duff "plus" — Cairo's ADD.
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        }
    }
}
