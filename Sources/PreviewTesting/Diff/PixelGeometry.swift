/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width * height`.
    public var pixelCount: Int { width * height }

    /// "393×852".
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of whole pixels: `x ..< x + width`, `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The rectangle `x ..< x + width`, `y ..< y + height`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "4×3 at (10, 20)".
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

/// Grows a bounding box one pixel at a time (internal helper of the diff loops).
struct BoundingBoxBuilder {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    @inline(__always) mutating func add(x: Int, y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    var rect: PixelRect? {
        minX == Int.max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
