import Drawing

extension Path {
    /// The path with every point moved through an affine transform.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var out = Path()
        out.storage = .elements(Path.mapped(elements) { $0.applying(transform) })
        out.pending = pending
        // A stroke's width scales with the path (by the square root of the area's scale).
        out.strokedBy = strokedBy.map { style in
            var style = style
            style.lineWidth *= sqrt(abs(transform.a * transform.d - transform.b * transform.c))
            return style
        }
        return out
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension CGAffineTransform {
    /// This transform applied about an anchor of `rect` instead of the origin.
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(self).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}

/// A shape moved within its frame, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape turned about an anchor of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape through an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The shape moved within its frame.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved within its frame.
    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved within its frame.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned about an anchor of its frame.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about an anchor of its frame.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled about an anchor of its frame.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape through an affine transform.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape drawn at a fixed size from the top-leading corner of its frame, as `Shape.size(_:)`
/// (iOS 17) returns; it still takes the space it is offered in layout.
public struct _SizedShape<Content: Shape>: Shape {
    public var shape: Content
    public var size: CGSize

    nonisolated public init(shape: Content, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension Shape {
    /// This shape drawn at `size` from its frame's top-leading corner.
    nonisolated public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// This shape drawn `width` × `height` from its frame's top-leading corner.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

extension Path {
    /// The path moved by `dx` and `dy`, a named outline (rectangle, rounded rectangle, ellipse,
    /// capsule) kept named, so that it is drawn exactly as before it moved.
    func translated(dx: CGFloat, dy: CGFloat) -> Path {
        guard dx != 0 || dy != 0 else { return self }
        var out = self
        switch shapePath.transformed(by: .translation(x: dx, y: dy)) {
        case .path(let elements): out.storage = .elements(elements)
        case let named: out.storage = .named(named)
        }
        return out
    }
}

extension Shape {
    /// The outline of this shape for a view laid out at `frame` on the page. SwiftUI hands
    /// `path(in:)` the shape's own bounds, origin zero, and draws the path in the view's space
    /// (a `Path` drawn as a view is in its frame's space too); the path is then moved to where
    /// the view is. `inset` insets those bounds first (`strokeBorder`).
    func path(placedIn frame: CGRect, inset: CGFloat = 0) -> Path {
        let bounds = CGRect(origin: .zero, size: frame.size).insetBy(dx: inset, dy: inset)
        return ShapePlacement.$origin.withValue(frame.origin) { path(in: bounds) }
            .translated(dx: frame.minX, dy: frame.minY)
    }
}

/// Where on the page the shape whose path is being made sits: `ContainerRelativeShape` measures
/// its distance to the container in page coordinates.
enum ShapePlacement {
    @TaskLocal static var origin: CGPoint = .zero
}
