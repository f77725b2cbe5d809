import Foundation

/// A gradient that a fill, a stroke or the coverage of other operations is painted with, in
/// the coordinates of the operation that paints it.
///
/// Colours are given at locations 0…1 (`stops`, in order; stops at the same location make a
/// hard edge) along one of three geometries:
/// - **linear**: along the line from `start` to `end`, constant across it;
/// - **radial**: on the circles around `center`, from `startRadius` to `endRadius`;
/// - **conic**: by the angle around `center`, clockwise (in page coordinates, y down) from
///   `startAngle` to `endAngle` (radians, 0 along +x; at most one turn apart). The rest of the
///   turn, if any, is painted in the last stop's colour for its first half and the first
///   stop's for its second (SwiftUI's `AngularGradient`).
///
/// Before the first stop and after the last, the end colours extend (or, for a linear or
/// radial gradient with `extend` `.repeat` or `.reflect`, the stops repeat, every other time
/// mirrored for `.reflect`: `GraphicsContext.GradientOptions`). `transform` maps the
/// gradient's own space into the operation's (an elliptical gradient is a radial one in a
/// unit square, stretched to a rectangle).
///
/// Colours interpolate component by component in gamma-encoded sRGB, with straight alpha
/// (Core Graphics' and SwiftUI's `.device` interpolation; see `CairoPainter` for how Cairo is
/// made to do the same).
public struct GradientPaint: Sendable, Equatable {
    public struct Stop: Sendable, Equatable {
        public var color: RGBAColor
        public var location: Double

        public init(color: RGBAColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public enum Geometry: Sendable, Equatable {
        case linear(start: CGPoint, end: CGPoint)
        case radial(center: CGPoint, startRadius: Double, endRadius: Double)
        case conic(center: CGPoint, startAngle: Double, endAngle: Double)
    }

    /// What lies beyond the ends of a linear or radial gradient (a conic one always pads).
    public enum Extend: String, Sendable, Equatable {
        case pad, `repeat`, reflect
    }

    public var geometry: Geometry
    public var stops: [Stop]
    public var transform: AffineMatrix
    public var extend: Extend = .pad

    public init(_ geometry: Geometry, stops: [Stop], transform: AffineMatrix = .identity) {
        self.geometry = geometry
        // In order of location (a stable sort keeps hard edges), within 0…1.
        self.stops = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { Stop(color: $0.element.color, location: min(max($0.element.location, 0), 1)) }
        self.transform = transform
    }

    /// The colour at `t` (a location; clamped to 0…1), as the interpolation defines it.
    public func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count, stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let k = span > 0 ? (t - a.location) / span : 1
        return RGBAColor(red: a.color.red + (b.color.red - a.color.red) * k,
                         green: a.color.green + (b.color.green - a.color.green) * k,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * k,
                         alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * k)
    }

    /// A colour standing for the whole gradient (where a single colour must do): the mean of
    /// the colours along it.
    public var meanColor: RGBAColor {
        guard !stops.isEmpty else { return .clear }
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        let n = 32
        for k in 0...n {
            let c = color(at: Double(k) / Double(n))
            r += c.red; g += c.green; b += c.blue; a += c.alpha
        }
        let m = Double(n + 1)
        return RGBAColor(red: r / m, green: g / m, blue: b / m, alpha: a / m)
    }

    /// Whether every stop is fully transparent (nothing would be painted).
    public var isInvisible: Bool { stops.allSatisfy { $0.color.alpha <= 0 } }

    /// The stops with their opacity multiplied.
    public func multiplyingAlpha(_ factor: Double) -> GradientPaint {
        var g = self
        g.stops = stops.map { Stop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
        return g
    }

    /// A conic gradient's colour at `angle` (radians, as `geometry` measures them).
    public func conicColor(at angle: Double) -> RGBAColor {
        guard case let .conic(_, start, end) = geometry else { return meanColor }
        let turn = 2 * Double.pi
        var a = (angle - start).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        let range = end - start
        if a <= range { return color(at: range > 0 ? a / range : 0) }
        // The gap: the last colour for its first half, the first for its second.
        return a - range < (turn - range) / 2 ? color(at: 1) : color(at: 0)
    }

    /// The sectors a conic gradient is drawn with (Cairo has no conic pattern): from `startAngle`
    /// round one turn, each at most `maximumSweep` radians, split at every stop and at the gap's
    /// middle, with the colours at their two edges. Within a sector the colour is drawn linear
    /// in the angle, exact at the edges.
    public func conicSectors(maximumSweep: Double = .pi / 90) -> [(from: Double, to: Double, fromColor: RGBAColor, toColor: RGBAColor)] {
        guard case let .conic(_, start, end) = geometry else { return [] }
        let turn = 2 * Double.pi
        let range = min(max(end - start, 0), turn)
        var cuts: [Double] = [0]
        for s in stops { cuts.append(s.location * range) }
        cuts.append(range)
        if range < turn { cuts.append(range + (turn - range) / 2); cuts.append(turn) }
        cuts = Array(Set(cuts.map { min(max($0, 0), turn) })).sorted()
        var out: [(Double, Double, RGBAColor, RGBAColor)] = []
        for i in 1..<cuts.count {
            let lo = cuts[i - 1], hi = cuts[i]
            guard hi > lo else { continue }
            let n = max(1, Int(((hi - lo) / maximumSweep).rounded(.up)))
            // Inside the gap the colour is constant on each half.
            let inGap = lo >= range
            let gapColor = lo < range + (turn - range) / 2 ? color(at: 1) : color(at: 0)
            for k in 0..<n {
                let a = lo + (hi - lo) * Double(k) / Double(n)
                let b = lo + (hi - lo) * Double(k + 1) / Double(n)
                let ca = inGap ? gapColor : colorAlong(a, range: range, side: .after)
                let cb = inGap ? gapColor : colorAlong(b, range: range, side: .before)
                out.append((start + a, start + b, ca, cb))
            }
        }
        return out
    }

    private enum Side { case before, after }

    /// The colour at `a` radians into the range, on one side of a hard edge there.
    private func colorAlong(_ a: Double, range: Double, side: Side) -> RGBAColor {
        let t = range > 0 ? a / range : 0
        let at = stops.filter { abs($0.location - t) < 1e-12 }
        if at.count > 1 { return side == .before ? at.first!.color : at.last!.color }
        return color(at: t)
    }
}
