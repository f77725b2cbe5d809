import Drawing
import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// `.refreshable`: nothing extra in a still until pulled; `ViewHost.pullToRefresh(_:)` (and a
/// `PreviewState`'s `.pullToRefresh` step) starts the action, which `settle()` runs as it runs
/// tasks; `@Environment(\.refresh)` calls it.
@MainActor
struct RefreshableTests {
    @MainActor @Observable final class Feed {
        var loads = 0
        func reload() async {
            await Task.yield()
            loads += 1
        }
    }

    struct FeedList: View {
        let feed: Feed
        var body: some View {
            List {
                Text("Loaded \(feed.loads)")
                Text("Row")
            }
            .refreshable { await feed.reload() }
        }
    }

    @Test("A refreshable list draws as the list alone until pulled")
    func stillDrawsNothingExtra() throws {
        let plain = ViewHost(List { Text("Loaded 0"); Text("Row") }, layout: .fixed(width: 320, height: 240))
        let refreshable = ViewHost(FeedList(feed: Feed()), layout: .fixed(width: 320, height: 240))
        #expect(try refreshable.displayList == plain.displayList)
        #expect(refreshable.approximations.isEmpty)
    }

    @Test("Pulling to refresh runs the action when the host settles")
    func pullRunsTheAction() async throws {
        let feed = Feed()
        let host = ViewHost(FeedList(feed: feed), layout: .fixed(width: 320, height: 240))
        // Other tests hold the main actor, where the action runs, in a parallel run: the
        // wall-clock limit only bounds a task that never returns.
        host.taskTimeLimit = 600
        #expect(try host.shownTexts.contains("Loaded 0"))
        try host.pullToRefresh("Row")
        #expect(feed.loads == 0, "the action starts; it runs when the host settles")
        #expect(host.waitingTaskSites.count == 1)
        try await host.settle()
        #expect(feed.loads == 1)
        #expect(try host.shownTexts.contains("Loaded 1"))
        try host.pullToRefresh()
        try await host.settle()
        #expect(try host.shownTexts.contains("Loaded 2"))
    }

    @Test("Pulling needs a refreshable scroll view: the error says what is missing")
    func nothingToPull() throws {
        let none = ViewHost(List { Text("A") }, layout: .fixed(width: 200, height: 200))
        #expect(throws: HostError.nothingToRefresh(nil, refreshable: 0)) { try none.pullToRefresh() }
        let notScrolling = ViewHost(Text("A").refreshable {}, layout: .fixed(width: 200, height: 200))
        #expect(throws: HostError.nothingToRefresh(nil, refreshable: 1)) { try notScrolling.pullToRefresh() }
        #expect(HostError.nothingToRefresh(nil, refreshable: 1).description.contains("only on a scroll view"))
    }

    /// Keeps what the environment gave a view.
    @MainActor final class Captured {
        var action: RefreshAction?
        var outside = false
    }

    struct ReadsRefresh: View {
        let captured: Captured
        @Environment(\.refresh) private var refresh
        var body: some View {
            let _ = (captured.action = refresh)
            Text("reads")
        }
    }

    @Test("@Environment(\\.refresh) is the action of the refreshable around it, and calling it runs it")
    func environmentRefresh() async throws {
        let feed = Feed(), captured = Captured(), outside = Captured()
        let host = ViewHost(VStack {
            ScrollView { ReadsRefresh(captured: captured) }.refreshable { await feed.reload() }
            ReadsRefresh(captured: outside)
        }, layout: .fixed(width: 200, height: 200))
        _ = try host.displayList
        #expect(outside.action == nil)
        let action = try #require(captured.action)
        await action()
        #expect(feed.loads == 1)
    }

    @Test("A preview state's pullToRefresh step starts the action: the settled frame shows it done, a synchronous one reports it waiting")
    func previewStateStep() throws {
        let line = #line + 5
        let preview = PreviewDefinition("Feed", component: "FeedList", states: [
            .initial(), PreviewState("refreshed", .pullToRefresh("Row")),
        ]) { _ in
            List { Text("Row") }
                .refreshable {}
        }
        #expect(preview.states[1].steps == ["pull to refresh “Row”"])
        let initial = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 2)
        #expect(initial.approximations.isEmpty)
        let pulled = try Registry.frame(preview: preview, state: preview.states[1], variant: .light, scale: 2)
        let waiting = try #require(pulled.approximations.first { $0.cause.hasPrefix(".task not run") })
        #expect(waiting.line == line && waiting.file == "PreviewUITests/RefreshableTests.swift", "the refreshable's own line")
        #expect(Self.texts(pulled.displayList.ops) == ["Row"], "nothing extra is drawn")
    }

    static func texts(_ ops: [DisplayOp]) -> [String] {
        ops.flatMap { op -> [String] in
            switch op {
            case .text(let run): return [run.spec.string]
            case .group(let g): return texts(g.ops)
            default: return []
            }
        }
    }
}
