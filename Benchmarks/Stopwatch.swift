import Foundation

/// Wall-clock timing for the benchmarks: medians over repeated runs, one thread.
enum Stopwatch {
    /// Runs `body` `warmup` times untimed, then `runs` times, and returns the median in ms.
    static func medianMilliseconds(runs: Int, warmup: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return median(samples)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        if sorted.isEmpty { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Returns its argument through a function the optimiser may not look into, so a benchmark's
    /// work cannot be folded or hoisted.
    @_optimize(none) @inline(never)
    static func opaque<T>(_ value: T) -> T { value }

    /// Formats a number with a fixed count of decimals.
    static func format(_ value: Double, _ decimals: Int = 2) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
