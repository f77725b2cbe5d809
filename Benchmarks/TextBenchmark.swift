import Drawing
import Foundation
import PreviewUI

/// `swift run -c release Benchmarks text [runs]`: a text-heavy phone screen, 40 rows of mixed
/// Markdown, symbols inside text, emoji and CJK, against the same screen in plain Inter text of
/// the same lengths — the issue's target is ≤ 1.5× — each laid out by a `ViewHost` and drawn
/// to pixels at 2x. Both screens are measured in turns in the same run (the machine is
/// shared), warm (the texts were laid out before) and cold (each run's strings are new, so
/// no laid-out text is reused).
@MainActor
enum TextBenchmark {
    static let rows = 40

    /// The plain screen: each row's strings as long as the mixed row's shown characters.
    static func plain(_ salt: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<rows, id: \.self) { i in
                VStack(alignment: .leading, spacing: 2) {
                    // The mixed row's shown characters, one for one, in plain Inter.
                    Text("Row \(i) mixed s code R ab\(salt)")
                    Text("A second line with detail tt and a link\(salt)").font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }

    /// The mixed screen: Markdown (strong, emphasis, code), a symbol in the line, emoji, CJK.
    static func mixed(_ salt: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<rows, id: \.self) { i in
                VStack(alignment: .leading, spacing: 2) {
                    Text("**Row \(i)** _mixed_ \(Image(systemName: "star.fill")) `code` 🚀 日本\(salt)")
                    Text("A ~~second~~ line with **detail** 👍🏽 and [a link](https://example.com)\(salt)")
                        .font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }

    static func draw(_ view: some View) throws {
        let host = ViewHost(view, layout: .fixed(width: 393, height: 852), displayScale: 2)
        _ = Stopwatch.opaque(try RasterRenderer.render(try host.displayList, scale: 2))
    }

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 20
        // Warm-up: fonts, fallbacks and symbol files loaded once.
        try draw(plain(""))
        try draw(mixed(""))
        var samples: [String: [Double]] = [:]
        func time(_ name: String, _ body: () throws -> Void) rethrows {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples[name, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        for i in 0..<runs {
            // Zero-width spaces make every cold run's strings new.
            let salt = String(repeating: "\u{200B}", count: i + 1)
            try time("plain, warm") { try draw(plain("")) }
            try time("mixed, warm") { try draw(mixed("")) }
            try time("plain, cold") { try draw(plain(salt)) }
            try time("mixed, cold") { try draw(mixed(salt)) }
        }
        func median(_ name: String) -> Double { Stopwatch.median(samples[name] ?? []) }
        print("Text-heavy screen (40 rows, 393×852 pt at 2x, layout + raster), median of \(runs) runs:\n")
        print("| screen | warm ms | cold ms |")
        print("|---|---:|---:|")
        for screen in ["plain", "mixed"] {
            print("| \(screen) | \(String(format: "%.1f", median("\(screen), warm"))) | \(String(format: "%.1f", median("\(screen), cold"))) |")
        }
        let warm = median("mixed, warm") / median("plain, warm"), cold = median("mixed, cold") / median("plain, cold")
        print("\nmixed / plain: warm \(String(format: "%.2f", warm))×, cold \(String(format: "%.2f", cold))× (target ≤ 1.5×)")
    }
}
