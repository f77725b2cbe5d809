import Drawing

// SwiftUI's gradient shape styles. Each maps its unit points into the bounding rectangle of
// each shape (or text) it fills; as a view it fills the space it is offered, as `Color` does.
// Colours interpolate as `Gradient.ColorSpace.device` does: in the sRGB components, with
// straight alpha (see `GradientPaint`).

/// A linear gradient, as SwiftUI's `LinearGradient`: the colours along the axis from
/// `startPoint` to `endPoint`.
public struct LinearGradient: ShapeStyle, PaintingShapeStyle {
    var gradient: AnyGradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint, _fileID: String = #fileID, _line: Int = #line) {
        self.init(AnyGradient(gradient: gradient, site: CallSite(file: _fileID, line: _line)), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint, _fileID: _fileID, _line: _line)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint, _fileID: _fileID, _line: _line)
    }

    func paint(in env: EnvironmentValues) -> ResolvedPaint {
        .gradient(UnitGradient(.linear(start: startPoint, end: endPoint), stops: gradient.stops(in: env)))
    }

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        UnitGradient.singleColor(of: paint(in: env), style: "LinearGradient", at: gradient.site.value)
    }
}

/// A radial gradient, as SwiftUI's `RadialGradient`: the colours by the distance from `center`,
/// from `startRadius` to `endRadius` (points).
public struct RadialGradient: ShapeStyle, PaintingShapeStyle {
    var gradient: AnyGradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    init(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(AnyGradient(gradient: gradient, site: CallSite(file: _fileID, line: _line)),
                  center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius,
                  _fileID: _fileID, _line: _line)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius,
                  _fileID: _fileID, _line: _line)
    }

    func paint(in env: EnvironmentValues) -> ResolvedPaint {
        .gradient(UnitGradient(.radial(center: center, startRadius: startRadius, endRadius: endRadius), stops: gradient.stops(in: env)))
    }

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        UnitGradient.singleColor(of: paint(in: env), style: "RadialGradient", at: gradient.site.value)
    }
}

/// A radial gradient stretched to its bounding rectangle, as SwiftUI's `EllipticalGradient`:
/// drawn in a unit square (`center`, radii as fractions of its side; 0.5 reaches the edges),
/// the square then stretched to fill the rectangle.
public struct EllipticalGradient: ShapeStyle, PaintingShapeStyle {
    var gradient: AnyGradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    init(_ gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(AnyGradient(gradient: gradient, site: CallSite(file: _fileID, line: _line)), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction, _fileID: _fileID, _line: _line)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction, _fileID: _fileID, _line: _line)
    }

    func paint(in env: EnvironmentValues) -> ResolvedPaint {
        .gradient(UnitGradient(.elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction),
                               stops: gradient.stops(in: env)))
    }

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        UnitGradient.singleColor(of: paint(in: env), style: "EllipticalGradient", at: gradient.site.value)
    }
}

/// An angular ("conic") gradient, as SwiftUI's `AngularGradient`: the colours by the angle
/// round `center`, clockwise from `startAngle` (0 points to the trailing side) to `endAngle`.
/// More than a turn draws only the last complete turn; less leaves a gap painted with the
/// last colour for its first half and the first colour for its second, as Apple documents.
/// Cairo has no conic gradient: it is drawn as a mesh of 2° sectors (`GradientPaint`).
public struct AngularGradient: ShapeStyle, PaintingShapeStyle {
    var gradient: AnyGradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    init(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(AnyGradient(gradient: gradient, site: CallSite(file: _fileID, line: _line)), center: center,
                  startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle,
                  _fileID: _fileID, _line: _line)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle,
                  _fileID: _fileID, _line: _line)
    }

    /// Creates a conic gradient that completes a full turn.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .radians(2 * .pi),
                  _fileID: _fileID, _line: _line)
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle, _fileID: _fileID, _line: _line)
    }

    /// Creates a conic gradient from a collection of color stops that completes a full turn.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero, _fileID: String = #fileID, _line: Int = #line) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle, _fileID: _fileID, _line: _line)
    }

    func paint(in env: EnvironmentValues) -> ResolvedPaint {
        .gradient(UnitGradient(.angular(center: center, start: startAngle, end: endAngle), stops: gradient.stops(in: env)))
    }

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        UnitGradient.singleColor(of: paint(in: env), style: "AngularGradient", at: gradient.site.value)
    }
}

// As views, gradients fill the space they are offered.

extension LinearGradient: View, PrimitiveView {
    public var body: Never { primitiveBody("LinearGradient") }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [ShapeNode(shape: Rectangle(), paint: paint(in: context.environment))] }
}

extension RadialGradient: View, PrimitiveView {
    public var body: Never { primitiveBody("RadialGradient") }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [ShapeNode(shape: Rectangle(), paint: paint(in: context.environment))] }
}

extension EllipticalGradient: View, PrimitiveView {
    public var body: Never { primitiveBody("EllipticalGradient") }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [ShapeNode(shape: Rectangle(), paint: paint(in: context.environment))] }
}

extension AngularGradient: View, PrimitiveView {
    public var body: Never { primitiveBody("AngularGradient") }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [ShapeNode(shape: Rectangle(), paint: paint(in: context.environment))] }
}

// The shape-style shorthands: `.fill(.linearGradient(colors: […], startPoint: .top, endPoint: .bottom))`.

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint,
                                      _fileID: String = #fileID, _line: Int = #line) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint, _fileID: _fileID, _line: _line)
    }

    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint,
                                      _fileID: String = #fileID, _line: Int = #line) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint, _fileID: _fileID, _line: _line)
    }

    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint,
                                      _fileID: String = #fileID, _line: Int = #line) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint, _fileID: _fileID, _line: _line)
    }

    /// A linear gradient from an `AnyGradient` (such as `Color.gradient`).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        LinearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      _fileID: String = #fileID, _line: Int = #line) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius, _fileID: _fileID, _line: _line)
    }

    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      _fileID: String = #fileID, _line: Int = #line) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius, _fileID: _fileID, _line: _line)
    }

    /// A radial gradient defined by a collection of color stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      _fileID: String = #fileID, _line: Int = #line) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius, _fileID: _fileID, _line: _line)
    }

    /// A radial gradient from an `AnyGradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> some ShapeStyle {
        RadialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5, _fileID: String = #fileID, _line: Int = #line) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction, _fileID: _fileID, _line: _line)
    }

    /// An elliptical gradient defined by a collection of colors.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5, _fileID: String = #fileID, _line: Int = #line) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction, _fileID: _fileID, _line: _line)
    }

    /// An elliptical gradient defined by a collection of color stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5, _fileID: String = #fileID, _line: Int = #line) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction, _fileID: _fileID, _line: _line)
    }

    /// An elliptical gradient from an `AnyGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
        EllipticalGradient(gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient between two angles.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle,
                                       _fileID: String = #fileID, _line: Int = #line) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle, _fileID: _fileID, _line: _line)
    }

    /// An angular gradient defined by a collection of colors.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle,
                                       _fileID: String = #fileID, _line: Int = #line) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle, _fileID: _fileID, _line: _line)
    }

    /// An angular gradient defined by a collection of color stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle,
                                       _fileID: String = #fileID, _line: Int = #line) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle, _fileID: _fileID, _line: _line)
    }

    /// An angular gradient from an `AnyGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> some ShapeStyle {
        AngularGradient(gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero,
                                     _fileID: String = #fileID, _line: Int = #line) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle, _fileID: _fileID, _line: _line)
    }

    /// A conic gradient defined by a collection of colors.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero,
                                     _fileID: String = #fileID, _line: Int = #line) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle, _fileID: _fileID, _line: _line)
    }

    /// A conic gradient defined by a collection of color stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero,
                                     _fileID: String = #fileID, _line: Int = #line) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle, _fileID: _fileID, _line: _line)
    }

    /// A conic gradient from an `AnyGradient`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        AngularGradient(gradient, center: center, startAngle: angle, endAngle: angle + .radians(2 * .pi))
    }
}
