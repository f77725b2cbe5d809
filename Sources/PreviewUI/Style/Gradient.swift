import Drawing
import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location
/// value, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, in 0…1.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colors, evenly spaced along the gradient.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// A method of interpolating between the colors in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Interpolates gradient colors in the output color space.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates gradient colors in a perceptual color space.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// A version of the gradient that interpolates its colors in `space`.
    public func colorSpace(_ space: ColorSpace, _fileID: String = #fileID, _line: Int = #line) -> AnyGradient {
        var g = AnyGradient(self, _fileID: _fileID, _line: _line)
        g.space = space
        return g
    }
}

/// A color gradient, as SwiftUI's `AnyGradient`. As a shape style it is a linear gradient from
/// the top to the bottom of what it fills.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintingShapeStyle {
    var gradient: Gradient
    var space: Gradient.ColorSpace = .device
    /// `Color.gradient`'s: its colours derived from one colour (as iOS does, estimated).
    var derivedFromColor = false
    let site: Uncompared<CallSite?>

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient, _fileID: String = #fileID, _line: Int = #line) {
        self.gradient = gradient
        site = Uncompared(CallSite(file: _fileID, line: _line))
    }

    init(gradient: Gradient, site: CallSite?) {
        self.gradient = gradient
        self.site = Uncompared(site)
    }

    /// A version of the gradient that interpolates its colors in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var g = self
        g.space = space
        return g
    }

    /// The stops resolved in `env` (a perceptual gradient's stops subdivided).
    func stops(in env: EnvironmentValues) -> [GradientPaint.Stop] {
        if derivedFromColor {
            PendingApproximation(cause: "Color.gradient: how iOS derives its gradient from the colour is not documented",
                                 drawnAs: "the colour lightened 15 % toward white at the top, the colour itself at the bottom (estimated)",
                                 site: site.value).report()
        }
        var resolved = gradient.stops.map { GradientPaint.Stop(color: $0.color.resolve(in: env).rgba, location: Double($0.location)) }
        if derivedFromColor, let top = resolved.first?.color {
            // E: 15 % of the way to white, in sRGB components.
            let k = 0.15
            resolved[0].color = RGBAColor(red: top.red + (1 - top.red) * k, green: top.green + (1 - top.green) * k,
                                          blue: top.blue + (1 - top.blue) * k, alpha: top.alpha)
        }
        guard space.isPerceptual else { return resolved }
        PendingApproximation(cause: "Gradient.ColorSpace.perceptual: which perceptual space iOS interpolates in is not documented",
                             drawnAs: "colours interpolated in Oklab", site: site.value).report()
        return PerceptualStops.subdivided(GradientPaint(.linear(start: .zero, end: .zero), stops: resolved).stops)
    }

    func paint(in env: EnvironmentValues) -> ResolvedPaint {
        .gradient(UnitGradient(.linear(start: .top, end: .bottom), stops: stops(in: env)))
    }

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        UnitGradient.singleColor(of: paint(in: env), style: "AnyGradient", at: site.value)
    }
}

extension Color {
    /// The standard gradient for the color: a subtle gradient from a lighter version of it at
    /// the top to the colour at the bottom. How iOS derives it is not documented: the top is
    /// the colour mixed 15 % toward white (E), and a use says so.
    public var gradient: AnyGradient {
        var g = AnyGradient(gradient: Gradient(colors: [self, self]), site: nil)
        g.derivedFromColor = true
        return g
    }
}

/// A gradient resolved in an environment, in the unit space of what it fills: SwiftUI maps unit
/// points (and an elliptical gradient's square) into the bounding rectangle of each shape or
/// text it paints, while radii and angles stay in points and radians.
struct UnitGradient: Equatable {
    enum Kind: Equatable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }
    var kind: Kind
    var stops: [GradientPaint.Stop]

    init(_ kind: Kind, stops: [GradientPaint.Stop]) {
        self.kind = kind
        self.stops = stops
    }

    func multiplyingAlpha(_ k: Double) -> UnitGradient {
        var g = self
        g.stops = stops.map { GradientPaint.Stop(color: $0.color.multiplyingAlpha(k), location: $0.location) }
        return g
    }

    /// The gradient laid out in `rect` (page coordinates).
    func drawing(in rect: CGRect) -> GradientPaint {
        func point(_ u: UnitPoint) -> CGPoint { CGPoint(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
        switch kind {
        case let .linear(start, end):
            return GradientPaint(.linear(start: point(start), end: point(end)), stops: stops)
        case let .radial(center, r0, r1):
            return GradientPaint(.radial(center: point(center), startRadius: Double(r0), endRadius: Double(r1)), stops: stops)
        case let .elliptical(center, f0, f1):
            // A radial gradient in the unit square, stretched to the rectangle.
            return GradientPaint(.radial(center: CGPoint(x: center.x, y: center.y), startRadius: Double(f0), endRadius: Double(f1)),
                                 stops: stops,
                                 transform: AffineMatrix(a: Double(rect.width), b: 0, c: 0, d: Double(rect.height),
                                                         tx: Double(rect.minX), ty: Double(rect.minY)))
        case let .angular(center, start, end):
            // One turn at most: more draws only the last complete turn; none (the initialisers'
            // defaults) is a full turn, as SwiftUI draws `AngularGradient(gradient:center:)`.
            var a0 = start.radians, a1 = end.radians
            if a1 - a0 > 2 * .pi { a0 = a1 - 2 * .pi }
            if a1 <= a0 { a1 = a0 + 2 * .pi }
            return GradientPaint(.conic(center: point(center), startAngle: a0, endAngle: a1), stops: stops)
        }
    }

    /// The colour a gradient gives where PreviewUI paints one colour (a tint, a bar's
    /// background): its mean colour, and a report.
    static func singleColor(of paint: ResolvedPaint, style: String, at site: CallSite?) -> Color.Resolved {
        switch paint {
        case .color(let c): return Color.Resolved(c)
        case .gradient(let g):
            PendingApproximation(cause: "\(style) used where PreviewUI paints a single colour (a tint, a bar or control background, a symbol)",
                                 drawnAs: "the gradient's mean colour", site: site).report()
            return Color.Resolved(GradientPaint(.linear(start: .zero, end: .zero), stops: g.stops).meanColor)
        }
    }
}

/// `Gradient.ColorSpace.perceptual`: stops between which colours are interpolated in Oklab
/// (Björn Ottosson's perceptual space; which one iOS uses is not documented), made as many
/// straight-interpolated stops (16 per pair) that follow the Oklab path.
enum PerceptualStops {
    static let steps = 16

    static func subdivided(_ stops: [GradientPaint.Stop]) -> [GradientPaint.Stop] {
        guard stops.count > 1 else { return stops }
        var out: [GradientPaint.Stop] = [stops[0]]
        for i in 1..<stops.count {
            let a = stops[i - 1], b = stops[i]
            if a.location == b.location || a.color == b.color { out.append(b); continue }
            let la = oklab(a.color), lb = oklab(b.color)
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                let mixed = (la.0 + (lb.0 - la.0) * t, la.1 + (lb.1 - la.1) * t, la.2 + (lb.2 - la.2) * t)
                var c = srgb(mixed)
                c.alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t
                out.append(GradientPaint.Stop(color: c, location: a.location + (b.location - a.location) * t))
            }
        }
        return out
    }

    private static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    private static func encoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    static func oklab(_ c: RGBAColor) -> (Double, Double, Double) {
        let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    static func srgb(_ lab: (Double, Double, Double)) -> RGBAColor {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        return RGBAColor(red: encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                         green: encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                         blue: encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
