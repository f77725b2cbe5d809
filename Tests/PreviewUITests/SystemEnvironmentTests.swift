import Foundation
import PreviewUI
import Testing

/// Tasks, the system environment values, storage wrappers, links, accessibility modifiers and
/// UIKit representables, through the host.
@MainActor
struct SystemEnvironmentTests {
    struct Loader: View {
        @State var items: [String] = []
        @State var page = 1
        var body: some View {
            VStack {
                ForEach(items, id: \.self) { Text($0) }
                Button("Next") { page += 1 }
            }
            .task(id: page) {
                // A suspension, as a real load has: the host waits for it.
                await Task.yield()
                items = ["page \(page)", "loaded"]
            }
        }
    }

    @Test("A task runs to completion before the frame, and again when its id changes")
    func taskRunsBeforeTheFrame() async throws {
        let host = ViewHost(Loader())
        // A synchronous frame is iOS's first: before the task; it waits to be run.
        #expect(try host.shownTexts == ["Next"])
        #expect(host.waitingTaskSites.count == 1)
        try await host.settle()
        #expect(try host.shownTexts.contains("page 1"))
        #expect(try host.shownTexts.contains("loaded"))
        #expect(host.waitingTaskSites.isEmpty)
        try host.tap(text: "Next")
        try await host.settle()
        #expect(try host.shownTexts.contains("page 2"))
        #expect(try !host.shownTexts.contains("page 1"))
    }

    struct Counter: View {
        @State var runs = 0
        @State var other = false
        var body: some View {
            VStack {
                Text("runs \(runs)")
                Button("Flip") { other.toggle() }
            }
            .task { runs += 1 }
        }
    }

    @Test("A task without an id runs once, not on every frame")
    func taskRunsOnce() async throws {
        let host = ViewHost(Counter())
        try await host.settle()
        #expect(try host.shownTexts.contains("runs 1"))
        try host.tap(text: "Flip")
        try host.tap(text: "Flip")
        try await host.settle()
        #expect(try host.shownTexts.contains("runs 1"))
    }

    struct Endless: View {
        var body: some View {
            Text("waiting").task {
                // Never returns until cancelled (however long the test waits for the main actor).
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000_000) }
            }
        }
    }

    @Test("A task that never finishes fails the frame, naming its file and line")
    func endlessTaskFails() async throws {
        let host = ViewHost(Endless())
        host.taskTimeLimit = 0.05
        do {
            try await host.settle()
            Issue.record("the frame should have failed")
        } catch let error as HostError {
            guard case .taskDidNotFinish(let file, let line, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(file.hasSuffix("SystemEnvironmentTests.swift"))
            #expect(line == 66)
            #expect(error.description.contains("did not finish within 0.05 s"))
        }
    }

    struct Links: View {
        @State var handled: [String] = []
        var body: some View {
            VStack {
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                Link(destination: URL(string: "https://example.com/terms")!) { Text("Terms") }
                    .environment(\.openURL, OpenURLAction { url in
                        handled.append(url.lastPathComponent)
                        return .handled
                    })
                Text("handled \(handled.joined(separator: ","))")
            }
        }
    }

    @Test("A tapped link is recorded, not opened; a custom openURL handler takes it instead")
    func links() throws {
        let host = ViewHost(Links())
        let list = try host.displayList
        // Drawn in the accent colour, as a borderless button.
        #expect(list.dump.contains("Privacy Policy"))
        try host.tap(text: "Privacy Policy")
        #expect(host.openedURLs == [URL(string: "https://example.com/privacy")!])
        try host.tap(text: "Terms")
        #expect(host.openedURLs.count == 1)
        #expect(try host.shownTexts.contains("handled terms"))
    }

    struct Settings: View {
        @AppStorage("onboarded") var onboarded = false
        @AppStorage("name") var name = "Guest"
        var body: some View {
            VStack {
                Text(onboarded ? "welcome back \(name)" : "first launch")
                Badge()
                Button("Finish") { onboarded = true }
            }
        }
    }

    struct Badge: View {
        @AppStorage("onboarded") var onboarded = false
        var body: some View { Text(onboarded ? "badge on" : "badge off") }
    }

    @Test("AppStorage is kept by the host per key, shared by views, and seeded by the preview")
    func appStorage() throws {
        let host = ViewHost(Settings())
        #expect(try host.shownTexts.contains("first launch"))
        #expect(try host.shownTexts.contains("badge off"))
        try host.tap(text: "Finish")
        #expect(try host.shownTexts.contains("welcome back Guest"))
        #expect(try host.shownTexts.contains("badge on"), "another view reading the same key sees the write")

        let seeded = ViewHost(Settings().previewAppStorage(["onboarded": true, "name": "Ana"]))
        #expect(try seeded.shownTexts.contains("welcome back Ana"))
        #expect(try seeded.shownTexts.contains("badge on"))
        // A fresh host starts from the defaults again: nothing is kept between previews.
        #expect(try ViewHost(Settings()).shownTexts.contains("first launch"))
    }

    struct Scaled: View {
        @ScaledMetric var side: CGFloat = 20
        @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 34
        var body: some View {
            Text("side \(Int(side.rounded())) title \(Int(title.rounded()))")
        }
    }

    @Test("ScaledMetric scales with the text style's size at the Dynamic Type size")
    func scaledMetric() throws {
        #expect(try ViewHost(Scaled()).shownTexts == ["side 20 title 34"])
        // Body is 17 pt at large and 23 pt at xxxLarge; large title 34 and 40 (HIG table).
        let big = ViewHost(Scaled(), environment: { $0.dynamicTypeSize = .xxxLarge })
        #expect(try big.shownTexts == ["side 27 title 40"])
    }

    struct SizeClassed: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.scenePhase) var phase
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.isPresented) var isPresented
        var body: some View {
            Text("\(horizontal == .compact ? "compact" : "regular") \(vertical == .regular ? "regular" : "compact") \(contrast == .standard ? "standard" : "increased") \(phase == .active ? "active" : "inactive") \(reduceMotion) \(isPresented)")
        }
    }

    @Test("The environment has an iPhone's size classes and iOS's default settings; an iPad is regular")
    func systemValues() throws {
        let phone = try ViewHost(SizeClassed()).shownTexts
        #expect(phone == ["compact regular standard active false false"], "\(phone)")
        let pad = ViewHost(SizeClassed(), layout: .screen(.iPad))
        #expect(try pad.shownTexts.contains("regular regular standard active false false"))
        let set = ViewHost(SizeClassed(), environment: { $0.horizontalSizeClass = .regular })
        #expect(try set.shownTexts == ["regular regular standard active false false"])
    }

    final class Spinner: UIView {
        nonisolated(unsafe) static var made = 0
        nonisolated(unsafe) static var updated = 0
    }

    struct SpinnerView: UIViewRepresentable {
        let tick: Int
        func makeUIView(context: Context) -> Spinner {
            Spinner.made += 1
            return Spinner()
        }

        func updateUIView(_ uiView: Spinner, context: Context) {
            Spinner.updated += 1
        }
    }

    struct Hosting: View {
        @State var tick = 0
        var body: some View {
            VStack(spacing: 0) {
                SpinnerView(tick: tick).frame(width: 120, height: 60)
                Button("Tick") { tick += 1 }
            }
        }
    }

    @Test("A UIViewRepresentable is made once, updated every frame, and drawn as a labelled placeholder, reported")
    func representable() throws {
        Spinner.made = 0
        Spinner.updated = 0
        let host = ViewHost(Hosting())
        let list = try host.displayList
        #expect(list.dump.contains("SpinnerView"), "the placeholder names the type")
        #expect(try host.frame(ofText: "SpinnerView").map { $0.midX } == 60)
        try host.tap(text: "Tick")
        _ = try host.render()
        #expect(Spinner.made == 1)
        #expect(Spinner.updated >= 2)
        #expect(host.approximations.contains { $0.cause.contains("SpinnerView is a UIKit view (UIViewRepresentable)") })
    }

    struct Accessible: View {
        var body: some View {
            HStack {
                Image(systemName: "star.fill")
                Text("Favourite")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Favourite")
            .accessibilityValue("On")
            .accessibilityHint(Text("Double-tap to remove"))
            .accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityRemoveTraits(.isImage)
            .accessibilitySortPriority(2)
            .accessibilityHeading(.h2)
            .accessibilityInputLabels(["Star", "Favourite"])
            .accessibilityAction(named: "Remove") {}
            .accessibilityAdjustableAction { _ in }
            .accessibility(hidden: false)
        }
    }

    @Test("Accessibility modifiers draw nothing: the view looks as it does without them")
    func accessibilityModifiersDrawNothing() throws {
        let with = try ViewHost(Accessible()).displayList
        let without = try ViewHost(HStack { Image(systemName: "star.fill"); Text("Favourite") }).displayList
        #expect(with.size == without.size)
        #expect(with.ops.count == without.ops.count)
        var traits: AccessibilityTraits = [.isButton]
        traits.insert(.isHeader)
        #expect(traits.contains(.isHeader) && !traits.contains(.isLink))
        traits.remove(.isButton)
        #expect(traits == .isHeader)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    struct Empty: View {
        var body: some View {
            VStack(spacing: 0) {
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail you receive appears here."))
                Divider()
                ContentUnavailableView.search(text: "kiwi")
            }
        }
    }

    @Test("ContentUnavailableView centres a large secondary symbol over a bold title and its description; .search says No Results")
    func contentUnavailable() throws {
        let host = ViewHost(Empty(), layout: .fixed(width: 393, height: 500))
        let texts = try host.shownTexts
        #expect(texts.contains("No Mail"))
        #expect(texts.contains("No Results"))
        #expect(texts.contains { $0.contains("No results for “kiwi”") })
        let title = try #require(try host.frame(ofText: "No Mail"))
        #expect(abs(title.midX - 393 / 2) < 1, "centred")
        let description = try #require(try host.frame(ofText: "New mail you receive appears here."))
        #expect(description.minY > title.maxY)
    }

    @Test("Golden: ContentUnavailableView, plain and search", arguments: schemes)
    func contentUnavailableGolden(scheme: ColorScheme) throws {
        try GoldenImage.check(Empty(), named: "content-unavailable-\(scheme)", layout: .fixed(width: 393, height: 500), colorScheme: scheme)
    }
}
