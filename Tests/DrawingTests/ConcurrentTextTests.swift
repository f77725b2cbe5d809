@testable import Drawing
import Foundation
import Testing

/// Text drawn on several threads at once, in more font files than cairo keeps open (ten): the
/// faces are opened, closed and reopened while other threads draw with theirs. This crashed in
/// FreeType before the fonts were opened once for the process (`SharedFaces`).
@Suite struct ConcurrentTextTests {
    /// Every weight and slant of Inter and Inter Display, the other designs, and scripts
    /// that fall back to Noto: more than twenty files.
    static let fonts: [FontSpec] = FontSpec.Weight.allCases.flatMap { weight in
        [FontSpec(size: 13, weight: weight), FontSpec(size: 13, weight: weight, italic: true),
         FontSpec(size: 30, weight: weight)]
    } + FontSpec.Design.allCases.map { FontSpec(size: 13, weight: .bold, design: $0) }

    static func page(size: Double) -> DisplayList {
        var ops: [DisplayOp] = []
        for (i, font) in fonts.enumerated() {
            var font = font
            font.size *= size
            ops.append(.text(TextRun(
                spec: TextSpec("Cups 0123 世界 مرحبا שלום 🚀", font: font), color: .black,
                origin: CGPoint(x: 4, y: Double(i) * 16), width: 320)))
        }
        return DisplayList(size: CGSize(width: 320, height: Double(fonts.count) * 16), ops: ops)
    }

    /// Runs `jobs` on `count` threads of their own (more than the cores, so that the system
    /// switches between them mid-call), the results in the jobs' order.
    static func onThreads<R: Sendable>(_ count: Int, _ jobs: [@Sendable () throws -> R]) throws -> [R] {
        let results = ThreadResults<R>()
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            Thread {
                while true {
                    results.lock.lock()
                    let i = results.next
                    results.next += 1
                    results.lock.unlock()
                    guard i < jobs.count else { break }
                    let value = Result { try jobs[i]() }
                    results.lock.lock()
                    results.values[i] = value
                    results.lock.unlock()
                }
                done.leave()
            }.start()
        }
        done.wait()
        return try (0..<jobs.count).map { try results.values[$0]!.get() }
    }

    @Test func textDrawsOnManyThreadsAtOnceAsOnOne() throws {
        // Sizes no other test draws, so that the threads render every glyph from its face
        // (not from a cache) while the others do the same; then the same pages on one thread.
        let sizes = (0..<24).map { 0.61 + Double($0) * 0.013 }
        let together = try Self.onThreads(6, sizes.map { size in { try RasterRenderer.render(Self.page(size: size), scale: 1) } })
            .map(\.premultipliedBGRA.hashValue)
        let alone = try sizes.map { try RasterRenderer.render(Self.page(size: $0), scale: 1).premultipliedBGRA.hashValue }
        #expect(together == alone)
        #expect(Set(alone).count == sizes.count, "every size draws its own pixels")
    }
}

/// What `ConcurrentTextTests.onThreads` collects, under its lock.
private final class ThreadResults<R>: @unchecked Sendable {
    let lock = NSLock()
    var values: [Int: Result<R, any Error>] = [:]
    var next = 0
}
