import Foundation
import PreviewRegistry
import Testing

@testable import PreviewCommand

/// Command lines that `scripts/fuzz cli` found: each must end in a named usage error or in a
/// correct result, never in a crash or in two snapshots written to one file. Reproducers (one
/// argument per line): Fuzz/Crashes/cli/.
@Suite struct FuzzRegressionTests {
    /// `check --shard 1/99999999999 --timings summary.json`: parseShard took any N, and
    /// ShardPlan.select with timings allocates one load per shard (and walks them all for every
    /// snapshot), so the tool ran out of memory. Either the shard count is refused with a usage
    /// error, or the plan is made without trouble (every name in shard 1, the only one that has
    /// any). In a child process, so that running out of memory fails this test, not the run.
    /// Fuzz/Crashes/cli/oom-shard-count-99999999999-with-timings
    @Test func aHugeShardCountIsRefusedOrHarmless() async {
        await #expect(processExitsWith: .success) {
            let shard: (Int, Int)?
            do {
                shard = try CheckVerb.parseShard("1/99999999999")
            } catch {
                exit(0)  // a usage error: fine
            }
            guard let (index, count) = shard else { exit(1) }
            let names = ["card/plain-light", "card/plain-dark", "badge/on-light"]
            let plan = ShardPlan(index: index, count: count, timings: ["card/plain-light": 10, "badge/on-light": 3])
            exit(Set(plan.select(names)) == Set(names) ? 0 : 2)
        }
    }

    /// `--variants en-rtl,en,ltr,rtl`: `en-rtl` reads as a locale (its last part looks like a
    /// region), so the matrix holds locale en-rtl left to right and locale en right to left,
    /// and both are named `light-en-rtl` (and `dark-en-rtl`): two snapshots, one file, and
    /// Registry.withVariants does not check names as Registry.init does. The list must be refused
    /// with a VariantError, or every variant must have a name of its own.
    /// Fuzz/Crashes/cli/crash-variant-names-clash-en-rtl
    @Test func variantNamesFromOneListAreDistinct() {
        let variants: [PreviewVariant]
        do {
            variants = try PreviewVariant.matrix(parsing: "en-rtl,en,ltr,rtl")
        } catch {
            return  // refused with a named error: fine
        }
        let names = variants.map(\.name)
        #expect(Set(names).count == names.count, "two variants share a name: \(names.sorted())")
    }
}
