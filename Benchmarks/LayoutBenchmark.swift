import Drawing
import Foundation
import PreviewUI

/// `swift run -c release Benchmarks layout [runs] [--png FILE]`: median time to resolve, lay out and emit the
/// display list of a 200-view screen (a settings-like feed: stacks, texts of four styles, SF
/// symbols, padding, frames, rounded backgrounds, a divider), on a new host each run so that
/// nothing of the previous frame is reused but what PreviewUI keeps across frames on purpose
/// (text measurements). Target: 2 ms.
enum LayoutBenchmark {
    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 200
        let png = arguments.firstIndex(of: "--png").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        try MainActor.assumeIsolated {
            try measure(runs: runs, png: png)
        }
    }

    @MainActor
    static func measure(runs: Int, png: String?) throws {
        let screen = BenchmarkScreen(rows: BenchmarkScreen.sampleRows)
        print("Layout + display list of a \(BenchmarkScreen.viewCount)-view screen (iPhone 15 Pro), median of \(runs) runs, one thread")

        // The first frame measures every text (Pango); later frames find the measurements in
        // Drawing's cache, as a preview rendered in several states and variants does.
        let start = DispatchTime.now().uptimeNanoseconds
        let list = try ViewHost(screen, layout: .screen(.iPhone15Pro)).displayList
        let first = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print("first frame (texts measured by Pango): \(Stopwatch.format(first, 3)) ms; display list: \(count(list.ops)) ops")
        if let png {
            let image = try RasterRenderer.render(list, scale: 2).rgba()
            try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: png))
            print("wrote \(png)")
        }

        let full = try Stopwatch.medianMilliseconds(runs: runs, warmup: 5) {
            let host = ViewHost(screen, layout: .screen(.iPhone15Pro))
            _ = Stopwatch.opaque(try host.displayList)
        }
        print("resolve + layout + display list: \(Stopwatch.format(full, 3)) ms (target 2 ms)")

        let fits = try Stopwatch.medianMilliseconds(runs: runs, warmup: 5) {
            let host = ViewHost(screen, layout: .sizeThatFits)
            _ = Stopwatch.opaque(try host.displayList)
        }
        print("same, .sizeThatFits (the page is measured first): \(Stopwatch.format(fits, 3)) ms")
    }

    static func count(_ ops: [DisplayOp]) -> Int {
        ops.reduce(0) { n, op in
            if case .group(let g) = op { return n + 1 + count(g.ops) }
            return n + 1
        }
    }
}

/// A scrolling feed of rows like an activity screen. Each row is 13 views (counting each
/// modifier as SwiftUI does): HStack, Image, its foregroundStyle and frame, VStack, two Texts
/// and the secondary style, Spacer, a trailing Text, two paddings, and a background shape.
struct BenchmarkScreen: View {
    struct Row: Identifiable {
        let id: Int
        let symbol: String
        let title: String
        let detail: String
        let value: String
    }

    static let sampleRows: [Row] = {
        let symbols = ["car", "bicycle", "airplane", "heart.fill", "gear", "bell", "calendar", "clock"]
        let titles = ["Morning commute", "Evening ride", "Flight to Lisbon", "Resting heart rate", "Settings synced",
                      "Reminders", "Team meeting", "Focus time"]
        return (0..<15).map { i in
            Row(id: i, symbol: symbols[i % symbols.count], title: titles[i % titles.count],
                detail: "Updated \(i + 2) minutes ago", value: "\(12 + i * 7) min")
        }
    }()

    /// 15 rows × 13 views, plus the ScrollView, the outer VStack and its padding, the header
    /// VStack, its two Texts and padding, and the Divider.
    static let viewCount = 15 * 13 + 8

    let rows: [Row]

    var body: some View {
        ScrollView {
            feed
        }
    }

    var feed: some View {
        VStack(alignment: .leading, spacing: 6) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Activity").font(.largeTitle.bold())
                Text("Fifteen things happened today").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(.bottom, 4)
            Divider()
            ForEach(rows) { row in
                HStack(spacing: 12) {
                    Image(systemName: row.symbol)
                        .foregroundStyle(.tint)
                        .frame(width: 28)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(row.title).font(.headline)
                        Text(row.detail).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(row.value).font(.callout)
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
            }
        }
        .padding(.horizontal)
    }
}
