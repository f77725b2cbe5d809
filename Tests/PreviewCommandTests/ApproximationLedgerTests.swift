@testable import PreviewCommand
import Foundation
import Gallery
import PreviewRegistry
import PreviewUI
import Testing

/// Snapshots reach the ledger in the order they finish drawing, which the threads decide; what
/// it prints and gives the gallery must not depend on that, and shards' galleries merged must
/// note them as one run does.
@Suite struct ApproximationLedgerTests {
    let entries = ["closed", "open", "ajar"].flatMap { state in
        ["light", "dark"].map { SnapshotEntry(preview: "card", state: state, variant: $0) }
    }
    let serif = Approximation(cause: "`Font.Design.serif` has no stand-in font", drawnAs: "the default design", file: "UI/Card.swift", line: 12)
    let blur = Approximation(cause: "`.blur(radius:opaque:)` opaque", drawnAs: "a transparent blur", file: "UI/Card.swift", line: 30)
    let symbol = Approximation(cause: "no symbol “x.y”", drawnAs: "an empty frame", file: "UI/Badge.swift", line: 4)

    /// What each snapshot said: `open` meets the blur before the serif, `ajar-dark` the symbol.
    var said: [(SnapshotEntry, [Approximation])] {
        entries.map { entry in
            switch (entry.state, entry.variant) {
            case ("closed", _): (entry, [])
            case ("ajar", "dark"): (entry, [symbol, serif])
            default: (entry, [blur, serif])
            }
        }
    }

    @Test("every arrival order gives the run's order: approximations and the snapshots that show them")
    func orderIsTheRunsNotTheThreads() {
        var inOrder = ApproximationLedger(entries: entries)
        for (entry, approximations) in said { inOrder.add(approximations, in: entry.name) }
        #expect(inOrder.order == [blur, serif, symbol])
        #expect(inOrder.snapshots[serif] == ["card/open-light", "card/open-dark", "card/ajar-light", "card/ajar-dark"])
        #expect(inOrder.count == 3)
        #expect(inOrder.lines[1].hasSuffix("(in 4 snapshots: card/open-light, card/open-dark, card/ajar-light, …)"), "\(inOrder.lines)")

        // All 720 orders the six snapshots could finish in.
        var orders = 0
        forEachPermutation(of: said) { arrival in
            var ledger = ApproximationLedger(entries: entries)
            for (entry, approximations) in arrival { ledger.add(approximations, in: entry.name) }
            if ledger.order != inOrder.order || ledger.lines != inOrder.lines {
                Issue.record("arriving as \(arrival.map(\.0.name)): \(ledger.lines)")
            }
            orders += 1
        }
        #expect(orders == 720)
    }

    @Test("shards' galleries, merged, note a preview's approximations in the order one run does")
    func mergedNotesInTheRunsOrder() throws {
        func catalogue(_ ledger: ApproximationLedger, of entries: [SnapshotEntry]) -> GalleryCatalog {
            let states = ["closed", "open", "ajar"].compactMap { state -> GalleryState? in
                let shots = entries.filter { $0.state == state }.map {
                    GallerySnapshot(variant: $0.variant, colorScheme: .light, width: 10, height: 10, png: URL(fileURLWithPath: "/\($0.name).png"))
                }
                return shots.isEmpty ? nil : GalleryState(name: state, snapshots: shots)
            }
            return GalleryCatalog(previews: [GalleryPreview(name: "card", title: "Card", component: "Card", states: states,
                                                            approximations: ledger.order.map(\.description))])
        }
        var whole = ApproximationLedger(entries: entries)
        for (entry, approximations) in said { whole.add(approximations, in: entry.name) }
        let expected = whole.order.map(\.description)
        #expect(expected == [blur, serif, symbol].map(\.description))

        // Shard 1 holds `ajar-dark` (symbol, then serif), shard 2 the rest: gathered shard by
        // shard the notes would read symbol, serif, blur.
        let order = [CheckGallery.Model.Preview(name: "card", states: ["closed", "open", "ajar"], variants: ["light", "dark"])]
        var models: [(folder: URL, model: CheckGallery.Model)] = []
        for mine in [entries.filter { $0.name == "card/ajar-dark" }, entries.filter { $0.name != "card/ajar-dark" }] {
            var ledger = ApproximationLedger(entries: mine)
            for (entry, approximations) in said where mine.contains(entry) { ledger.add(approximations, in: entry.name) }
            models.append((URL(fileURLWithPath: "/shard\(models.count + 1)"), CheckGallery.Model(
                root: "/shard\(models.count + 1)", order: order, catalog: catalogue(ledger, of: mine),
                firstMet: CheckGallery.firstMet(in: ledger))))
        }
        #expect(models[0].model.catalog.previews[0].approximations == [symbol, serif].map(\.description))
        let merged = GalleryMerge.catalog(of: models)
        #expect(merged.previews.map(\.approximations) == [expected])
        #expect(merged.previews[0].states.map { $0.snapshots.map(\.variant) } == [["light", "dark"], ["light", "dark"], ["light", "dark"]])
    }

    @Test("a snapshot the run did not list goes after those it did, by name")
    func unlistedSnapshotsLast() {
        var ledger = ApproximationLedger(entries: Array(entries.prefix(2)))
        ledger.add([symbol], in: "zeta/x-light")
        ledger.add([symbol], in: "alpha/x-light")
        ledger.add([serif], in: "card/closed-dark")
        #expect(ledger.order == [serif, symbol])
        #expect(ledger.snapshots[symbol] == ["alpha/x-light", "zeta/x-light"])
    }
}

/// Calls `body` with every ordering of `items` (Heap's algorithm).
private func forEachPermutation<T>(of items: [T], _ body: ([T]) -> Void) {
    var a = items
    func permute(_ k: Int) {
        guard k > 1 else { return body(a) }
        for i in 0..<(k - 1) {
            permute(k - 1)
            a.swapAt(k % 2 == 0 ? i : 0, k - 1)
        }
        permute(k - 1)
    }
    permute(a.count)
}
