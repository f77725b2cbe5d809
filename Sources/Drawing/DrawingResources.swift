import Foundation

/// The per-thread part of the engine: a Pango context on the pinned fonts (with FreeType faces
/// of its own, `PinnedFonts.engineConfiguration()`), parsed icons and a cache of text
/// measurements. Borrowed from a pool for the length of one call, so no two threads ever share
/// one, and renders on many threads stay independent and identical.
final class DrawingResources {
    let text: TextEngine
    let icons = IconPainter()

    private init() throws {
        text = try TextEngine(fonts: PinnedFonts.get())
    }

    private final class Pool: @unchecked Sendable {
        let lock = NSLock()
        var free: [DrawingResources] = []
    }
    private static let pool = Pool()

    /// Runs `body` with resources no other thread is using.
    static func with<R>(_ body: (DrawingResources) throws -> R) throws -> R {
        pool.lock.lock()
        let borrowed = pool.free.popLast()
        pool.lock.unlock()
        let resources = try borrowed ?? DrawingResources()
        defer {
            pool.lock.lock()
            pool.free.append(resources)
            pool.lock.unlock()
        }
        return try body(resources)
    }
}

/// Text measurement for layout engines.
public enum TextMeasurer {
    /// The size and baselines of `spec` as it will be drawn.
    public static func measure(_ spec: TextSpec) throws -> TextMetrics {
        try DrawingResources.with { $0.text.measure(spec) }
    }

    /// The lines of `spec` as they will be drawn: top, height and width of each, in points.
    public static func lines(_ spec: TextSpec) throws -> [TextLineExtent] {
        try DrawingResources.with { $0.text.lines(spec) }
    }
}
