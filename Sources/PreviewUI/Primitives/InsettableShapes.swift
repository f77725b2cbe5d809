import Drawing

/// A shape that can be inset, as SwiftUI's `InsettableShape`: `inset(by:)` gives the shape
/// drawn `amount` points inside the rectangle it is given (a rounded rectangle's corners
/// shrink with it, so they stay concentric).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle inset by `amount`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rounded rectangle inset by `amount`, its corners smaller by as much.
    public struct _Inset: InsettableShape {
        public var base: RoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            var r = base
            r.cornerSize = CGSize(width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
            return r.path(in: rect.insetBy(dx: amount, dy: amount))
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rectangle with uneven corners inset by `amount`, each corner smaller by as much.
    public struct _Inset: InsettableShape {
        public var base: UnevenRoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            var r = base
            let c = base.cornerRadii
            r.cornerRadii = RectangleCornerRadii(
                topLeading: max(c.topLeading - amount, 0), bottomLeading: max(c.bottomLeading - amount, 0),
                bottomTrailing: max(c.bottomTrailing - amount, 0), topTrailing: max(c.topTrailing - amount, 0))
            return r.path(in: rect.insetBy(dx: amount, dy: amount))
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A circle inset by `amount`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: amount, dy: amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An ellipse inset by `amount`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Ellipse().path(in: rect.insetBy(dx: amount, dy: amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A capsule inset by `amount`.
    public struct _Inset: InsettableShape {
        public var base: Capsule
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// The container-relative shape inset by `amount` (concentric with the container's).
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { ContainerRelativeShape().path(in: rect.insetBy(dx: amount, dy: amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}
