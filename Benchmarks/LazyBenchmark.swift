import Drawing
import Foundation
@_spi(Benchmarks) import PreviewUI

/// `swift run -c release Benchmarks lazy [runs] [--only TEXT]`: a 500-row `List` and a 1,000-cell
/// `LazyVGrid` on an iPhone 15 Pro screen, at the top, scrolled to the middle, and the frame that
/// scrolls there: median time
/// to resolve, lay out and list the drawing of a frame, on a new host each run (texts
/// measured before, as in every frame after a preview's first). Target: ≤ 5 ms each.
///
/// Peers, measured in the same run: the same rows in `ScrollView { VStack { ForEach } }` and
/// the same cells in a `LazyVGrid` offered its whole height (both build every view, as
/// PreviewUI did before its lazy containers).
enum LazyBenchmark {
    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 100
        // `--only TEXT`: the cases whose name holds TEXT (for a profiler), without the ratios.
        let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        try MainActor.assumeIsolated { try measure(runs: runs, only: only) }
    }

    @MainActor
    static func measure(runs: Int, only: String? = nil) throws {
        print("Lazy containers on an iPhone 15 Pro screen, median of \(runs) runs, one thread (frame = resolve + layout + display list)")
        let layout = PreviewLayout.screen(.iPhone15Pro)
        // Scrolled to the middle as a preview state scrolls: the host lays the view out, then
        // again at the new offset; every frame after that is one at the middle.
        let cases: [(String, any View, AnyHashable)] = [
            ("List, 500 rows", ContactList(count: 500), AnyHashable(250)),
            ("peer: ScrollView { VStack }, 500 rows", EagerContacts(count: 500), AnyHashable(250)),
            ("LazyVGrid, 1,000 cells", TileGrid(count: 1_000, lazy: true), AnyHashable(500)),
            ("peer: the grid built whole, 1,000 cells", TileGrid(count: 1_000, lazy: false), AnyHashable(500)),
        ]
        var rows: [(String, Double, Double, Double, Int)] = []
        for (name, view, middle) in cases where only.map({ name.contains($0) }) ?? true {
            // Measure every text once (the first frame of a preview).
            let warm = ViewHost(AnyView(erasing: view), layout: layout)
            _ = try warm.displayList
            if name.hasPrefix("peer: the grid") {
                rows.append((name, try Stopwatch.medianMilliseconds(runs: runs, warmup: 3) {
                    _ = Stopwatch.opaque(try ViewHost(AnyView(erasing: view), layout: layout).displayList)
                }, .nan, .nan, try warm.shownTexts.count))
                continue
            }
            try warm.scroll(to: middle, anchor: .center)
            let top = try Stopwatch.medianMilliseconds(runs: runs, warmup: 3) {
                _ = Stopwatch.opaque(try ViewHost(AnyView(erasing: view), layout: layout).displayList)
            }
            // A frame of the host that stays scrolled to the middle (any frame after the scroll).
            let scrolled = try Stopwatch.medianMilliseconds(runs: runs, warmup: 3) {
                _ = Stopwatch.opaque(try warm.layOutAgain())
            }
            // The scroll itself: a new host's first frame, then the frame that scrolls to the
            // view (found where the first frame placed it), less the first frame.
            let scrolling = try Stopwatch.medianMilliseconds(runs: runs, warmup: 3) {
                let host = ViewHost(AnyView(erasing: view), layout: layout)
                try host.scroll(to: middle, anchor: .center)
                _ = Stopwatch.opaque(try host.displayList)
            }
            rows.append((name, top, scrolled, scrolling - top, try warm.shownTexts.count))
        }
        print("| content | frame at the top | frame scrolled to the middle | the frame that scrolls there | texts drawn |")
        print("|---|---:|---:|---:|---:|")
        func ms(_ v: Double) -> String { v.isNaN ? "–" : Stopwatch.format(v, 2) + " ms" }
        for (name, top, middle, scrolling, texts) in rows {
            print("| \(name) | \(ms(top)) | \(ms(middle)) | \(ms(scrolling)) | \(texts) |")
        }
        guard only == nil else { return }
        print("ratio List / VStack peer at the top: \(Stopwatch.format(rows[0].1 / rows[1].1, 3))×; "
              + "LazyVGrid / whole grid: \(Stopwatch.format(rows[2].1 / rows[3].1, 3))× (target ≤ 5 ms each)")

        // The frame drawn at 2x, for scale.
        let host = ViewHost(ContactList(count: 500), layout: layout)
        try host.scroll(to: AnyHashable(250), anchor: .center)
        let list = try host.displayList
        let draw = try Stopwatch.medianMilliseconds(runs: max(runs / 5, 5)) {
            _ = Stopwatch.opaque(try RasterRenderer.render(list, scale: 2))
        }
        print("drawing the scrolled List's frame at 2x (786×1704 px): \(Stopwatch.format(draw, 2)) ms")
    }

    /// A contacts list: an icon, a name and a detail per row, in sections, in a navigation stack.
    struct ContactList: View {
        let count: Int

        var body: some View {
            NavigationStack {
                List {
                    Section("Everyone") {
                        ForEach(0..<count, id: \.self) { i in
                            ContactRow(index: i)
                        }
                    }
                }
                .navigationTitle("Contacts")
            }
        }
    }

    struct EagerContacts: View {
        let count: Int

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { i in
                            ContactRow(index: i).padding(.horizontal, 20).frame(minHeight: 44)
                        }
                    }
                }
                .navigationTitle("Contacts")
            }
        }
    }

    struct ContactRow: View {
        let index: Int

        var body: some View {
            HStack {
                Image(systemName: "person.crop.circle.fill").foregroundStyle(.blue)
                VStack(alignment: .leading) {
                    Text("Contact \(index)")
                    Text("+1 555 01\(index % 100)").font(.footnote).foregroundStyle(.secondary)
                }
                Spacer()
            }
        }
    }

    /// A photo grid: adaptive columns of square tiles with a caption.
    struct TileGrid: View {
        let count: Int
        let lazy: Bool

        var body: some View {
            if lazy {
                ScrollView { grid }
            } else {
                grid.frame(height: 60_000, alignment: .top)
            }
        }

        var grid: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 2)], spacing: 2) {
                ForEach(0..<count, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color(hue: Double(i % 12) / 12, saturation: 0.4, brightness: 0.9))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomLeading) { Text("\(i)").font(.caption2).padding(4) }
                }
            }
        }
    }
}
