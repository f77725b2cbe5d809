import Components
import Drawing
import Foundation
import PreviewCommand
import PreviewRegistry
import PreviewTesting
import PreviewUI
#if canImport(Glibc)
import Glibc
#endif

/// `swift run -c release Benchmarks scale [previews] [--soak N]`: a large app's snapshot suite
/// on one machine. The benchmark makes a registry of 2,000 previews (one snapshot each) from the
/// catalogue's components and a spread of layouts, sizes and states (nothing of it is
/// committed), then runs the tool on it as a user's package would (`Benchmarks scale-tool
/// VERB …`, this same binary, a process per verb) and measures each verb's wall time and peak
/// resident memory: `record` (to make the references), `check` against matching references,
/// `check` that must decode every reference (their recorded hashes made stale, as after a
/// renderer upgrade), `render` and `gallery`. Then a soak: 20,000 renders (layout, pixels, PNG)
/// in one process, its resident memory read every 1,000.
enum ScaleBenchmark {
    static let previewCount = ProcessInfo.processInfo.environment["PROOFSHEET_SCALE_PREVIEWS"].flatMap(Int.init) ?? 2000

    /// The generated previews, made once per process.
    struct Source: PreviewSource {
        @MainActor static var previews: [PreviewDefinition] { ScaleBenchmark.makePreviews(previewCount) }
    }

    // MARK: The parent: each verb as a process

    static func run(arguments: [String]) throws {
        let count = arguments.first.flatMap(Int.init) ?? 2000
        let soak = arguments.firstIndex(of: "--soak").flatMap { i in arguments.count > i + 1 ? Int(arguments[i + 1]) : nil } ?? 20_000
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        print("scale benchmark: \(count) generated previews, one snapshot each, release, \(jobs) cores")

        func verb(_ name: String, _ args: [String], expect: Set<Int32> = [0]) throws -> (seconds: Double, megabytes: Double) {
            let (status, seconds, kb, output) = try child(["scale-tool"] + args, count: count, in: folder)
            guard expect.contains(status) else { throw ScaleFailure("\(name) exited \(status):\n\(output.suffix(3000))") }
            let mb = Double(kb) / 1024
            print("  \(name.padding(toLength: 42, withPad: " ", startingAt: 0)) \(Stopwatch.format(seconds, 1)) s   peak \(Stopwatch.format(mb, 0)) MB   \(output.split(separator: "\n").last.map(String.init) ?? "")")
            return (seconds, mb)
        }
        let record = try verb("record (writes the references)", ["record"])
        let check = try verb("check, references match", ["check"])
        // As after a renderer upgrade: every recorded pixel hash is stale, so each reference is
        // decoded and compared pixel by pixel.
        let hashes = folder.appendingPathComponent("Snapshots/hashes.json")
        var index = try unwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: hashes)) as? [String: Any], "no hashes.json after record")
        var files = index["files"] as? [String: [String: String]] ?? [:]
        for key in files.keys { files[key]?["pixels"] = "0000000000000000" }
        index["files"] = files
        try JSONSerialization.data(withJSONObject: index).write(to: hashes)
        let decodeBound = try verb("check, every reference decoded", ["check"])
        let render = try verb("render (PNG and SVG files)", ["render", "--output", "rendered"])
        let gallery = try verb("gallery", ["gallery", "--output", "site"])
        let soakRun = try child(["scale-soak", String(soak)], count: count, in: folder)
        guard soakRun.status == 0 else { throw ScaleFailure("soak exited \(soakRun.status):\n\(soakRun.output.suffix(3000))") }
        print(soakRun.output.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

        print("")
        print("| \(count) snapshots, \(jobs) cores | wall | target | peak resident | target |")
        print("|---|---:|---:|---:|---:|")
        func row(_ what: String, _ r: (seconds: Double, megabytes: Double), _ target: Double?) {
            let t = target.map { "≤ \(Int($0)) s" } ?? ""
            print("| \(what) | \(Stopwatch.format(r.seconds, 1)) s | \(t) | \(Stopwatch.format(r.megabytes, 0)) MB | ≤ 500 MB |")
        }
        row("record", record, nil)
        row("check (references match)", check, 15)
        row("check (every reference decoded)", decodeBound, 30)
        row("render", render, 30)
        row("gallery", gallery, nil)
    }

    /// Runs this binary with `arguments` in `folder`: status, wall seconds, peak resident KB, output.
    static func child(_ arguments: [String], count: Int, in folder: URL) throws -> (status: Int32, seconds: Double, kb: Int, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        p.arguments = arguments
        p.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["PROOFSHEET_SCALE_PREVIEWS"] = String(count)
        p.environment = env
        let log = folder.appendingPathComponent("child.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        p.standardOutput = handle
        p.standardError = handle
        let start = DispatchTime.now().uptimeNanoseconds
        try p.run()
        p.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // The child says its own peak (VmHWM) as its last line.
        let peak = output.split(separator: "\n").last { $0.hasPrefix("peak-resident-kb: ") }
            .flatMap { Int($0.dropFirst("peak-resident-kb: ".count)) } ?? 0
        let text = output.split(separator: "\n").filter { !$0.hasPrefix("peak-resident-kb: ") }.joined(separator: "\n")
        return (p.terminationStatus, seconds, peak, text)
    }

    /// VmHWM, the peak resident size of this process so far, in KB.
    static func peakResidentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    }

    // MARK: The children

    /// `scale-tool VERB …`: the tool over the generated previews, in the working folder.
    static func tool(arguments: [String]) async -> Int32 {
        let status = await PreviewCommand.run(sources: [Source.self], discoveringMacroPreviews: false, arguments: arguments, toolName: "scale",
                                              workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        FileHandle.standardError.write(Data("peak-resident-kb: \(peakResidentKB())\n".utf8))
        return status
    }

    /// `scale-soak N`: N renders (layout, pixels, PNG encode) in this process, going round the
    /// registry; resident memory every 1,000, and its growth from the 2,000th to the last.
    @MainActor
    static func soak(arguments: [String]) async throws -> Int32 {
        let total = arguments.first.flatMap(Int.init) ?? 20_000
        let registry = try Registry(sources: [Source.self])
        let entries = registry.entries
        var samples: [(Int, Double)] = []
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<total {
            let entry = entries[i % entries.count]
            let list = try registry.displayList(for: entry, scale: 2)
            let image = try RasterRenderer.render(list, scale: 2)
            _ = try image.premultipliedBGRA.withUnsafeBytes {
                try PNGCodec.encode(premultipliedBGRA: $0, width: image.width, height: image.height, stride: image.width * 4)
            }
            if (i + 1) % 1000 == 0 { samples.append((i + 1, residentMegabytes())) }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        FileHandle.standardError.write(Data("peak-resident-kb: \(peakResidentKB())\n".utf8))
        print("soak: \(total) renders in one process in \(Stopwatch.format(seconds, 1)) s; resident MB every 1,000: "
              + samples.map { Stopwatch.format($0.1, 0) }.joined(separator: " "))
        if let base = samples.first(where: { $0.0 == 2000 })?.1 ?? samples.first?.1, let last = samples.last?.1 {
            let growth = (last - base) / base * 100
            print("soak: resident \(Stopwatch.format(base, 0)) MB after 2,000 renders, \(Stopwatch.format(last, 0)) MB after \(total): \(Stopwatch.format(growth, 1)) % (target < 5 %)")
        }
        return 0
    }

    /// VmRSS of this process, in MB.
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = line.split(separator: " ").compactMap({ Double($0) }).first else { return .nan }
        return kb / 1024
    }

    // MARK: The generated previews

    /// `count` previews from the catalogue's components and generic screens, cycling through
    /// kinds, sizes, layouts, colour schemes and states, each with a distinct look (a seed in
    /// its text and colours), so no two snapshots are the same picture.
    @MainActor
    static func makePreviews(_ count: Int) -> [PreviewDefinition] {
        (0..<count).map { i in
            let kind = i % 10
            let variant = [i % 2 == 0 ? PreviewVariant.light : .dark]
            let name = "p\(i)-k\(kind)"
            switch kind {
            case 0:
                return PreviewDefinition(name, component: "CollapseIndicator", variants: variant,
                                         states: i % 4 == 0 ? [PreviewState("open", .tapIdentifier("chevron"))] : [.initial()]) { _ in
                    VStack {
                        Text("Indicator \(i)")
                        CollapseIndicatorHost().accessibilityIdentifier("chevron")
                    }.padding(CGFloat(8 + i % 12))
                }
            case 1:
                return PreviewDefinition(name, component: "TransportationPicker", variants: variant) { _ in
                    TransportationPicker(selection: ["car", "bicycle", "airplane"][i % 3]).frame(width: CGFloat(300 + i % 90))
                }
            case 2:
                return PreviewDefinition(name, component: "Card", layout: .fixed(width: CGFloat(280 + i % 120), height: CGFloat(160 + i % 80)),
                                         variants: variant) { _ in ScaleCard(seed: i) }
            case 3:
                return PreviewDefinition(name, component: "Rows", variants: variant) { _ in ScaleRows(seed: i, count: 3 + i % 6) }
            case 4:
                return PreviewDefinition(name, component: "Screen", layout: .device, variants: variant) { _ in ScaleScreen(seed: i) }
            case 5:
                return PreviewDefinition(name, component: "Collapsible", variants: variant,
                                         states: i % 3 == 0 ? [PreviewState("open", .tap("Details \(i)"))] : [.initial()]) { _ in
                    CollapsibleView(label: { Text(verbatim: "Details \(i)").font(.headline) }) {
                        Text("Row \(i) has a longer explanation that wraps onto a second line in the card.").font(.body)
                    }.padding()
                }
            case 6:
                return PreviewDefinition(name, component: "Badge", variants: variant) { _ in
                    HStack(spacing: 6) {
                        Image(systemName: ["star.fill", "heart.fill", "bell", "person.crop.circle"][i % 4])
                        Text("\(i * 37 % 1000)").font(.caption.monospacedDigit())
                    }
                    .padding(.horizontal, 10).padding(.vertical, 4)
                    .background(Capsule().fill(ScaleCard.color(i)))
                    .foregroundStyle(.white)
                }
            case 7:
                return PreviewDefinition(name, component: "Form", layout: .fixed(width: 393, height: CGFloat(300 + i % 200)), variants: variant) { _ in
                    ScaleForm(seed: i)
                }
            case 8:
                return PreviewDefinition(name, component: "Grid", variants: variant) { _ in ScaleGrid(seed: i) }
            default:
                return PreviewDefinition(name, component: "Text", variants: variant) { _ in
                    Text("**Title \(i)** with *emphasis*, `code` and a number \(String(format: "%.2f", Double(i) / 7))")
                        .frame(width: CGFloat(200 + i % 150), alignment: .leading)
                        .padding()
                }
            }
        }
    }
}

struct ScaleFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// A value that must be there, or a failure saying what was missing.
func unwrap<T>(_ value: T?, _ message: String = "a value was missing") throws -> T {
    guard let value else { throw ScaleFailure(message) }
    return value
}

private struct CollapseIndicatorHost: View {
    @State private var showing = false
    var body: some View { CollapseIndicator(isShowing: $showing) }
}

private struct ScaleCard: View {
    let seed: Int
    static func color(_ i: Int) -> Color {
        Color(hue: Double(i * 37 % 360) / 360, saturation: 0.6, brightness: 0.8)
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "photo").font(.title2)
                Text("Card \(seed)").font(.headline)
                Spacer()
                Text("\(seed % 60) min").font(.footnote).foregroundStyle(.secondary)
            }
            Text("A card with a shadow, a rounded background and two lines of body text that wrap.")
                .font(.subheadline)
            Spacer(minLength: 0)
            Button("Open \(seed)") {}.buttonStyle(.borderedProminent).tint(Self.color(seed))
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
        .shadow(radius: CGFloat(2 + seed % 6))
        .padding()
    }
}

private struct ScaleRows: View {
    let seed: Int
    let count: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { r in
                HStack {
                    Image(systemName: ["car", "bicycle", "airplane", "tram"][(seed + r) % 4]).frame(width: 28)
                    VStack(alignment: .leading) {
                        Text("Row \(seed)-\(r)")
                        Text("Subtitle \(r * seed % 97)").font(.footnote).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                }
                .padding(.vertical, 8).padding(.horizontal)
                Divider()
            }
        }
        .frame(width: 360)
    }
}

private struct ScaleScreen: View {
    let seed: Int
    var body: some View {
        NavigationStack {
            List {
                Section("Section \(seed)") {
                    ForEach(0..<8, id: \.self) { r in
                        Label("Item \(seed)-\(r)", systemImage: ["folder", "doc", "tray", "paperplane"][r % 4])
                    }
                }
                Section {
                    Toggle("Enabled \(seed)", isOn: .constant(seed % 2 == 0))
                    Text("Footer text for screen \(seed)").font(.footnote)
                }
            }
            .navigationTitle("Screen \(seed)")
        }
    }
}

private struct ScaleForm: View {
    let seed: Int
    var body: some View {
        Form {
            TextField("Name", text: .constant("Person \(seed)"))
            Stepper("Count: \(seed % 20)", value: .constant(seed % 20))
            Picker("Kind", selection: .constant(seed % 3)) {
                Text("One").tag(0)
                Text("Two").tag(1)
                Text("Three").tag(2)
            }
            Slider(value: .constant(Double(seed % 100) / 100))
        }
    }
}

private struct ScaleGrid: View {
    let seed: Int
    var body: some View {
        let columns = [GridItem(.adaptive(minimum: 60))]
        LazyVGrid(columns: columns, spacing: 8) {
            ForEach(0..<(6 + seed % 10), id: \.self) { c in
                RoundedRectangle(cornerRadius: 10)
                    .fill(ScaleCard.color(seed + c))
                    .frame(height: 60)
                    .overlay(Text("\(c)").foregroundStyle(.white))
            }
        }
        .padding()
        .frame(width: 320)
    }
}
