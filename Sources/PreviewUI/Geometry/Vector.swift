import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as CoreGraphics' `CGVector` (which Foundation on Linux lacks):
/// the velocity a `ScrollTargetBehavior` reads.
public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static var zero: CGVector { CGVector() }
}
#endif
