import Drawing
import PreviewRegistry
import PreviewUI
import Testing

/// `#Preview`s found at run time and `PreviewProvider`s listed by the build plugin, named and
/// laid out as a user expects.
@MainActor @Suite struct DiscoveryTests {
    static let file = "PreviewDiscoveryTests/Badges.swift"

    private func macroPreviews(in file: String = Self.file) async -> [PreviewDefinition] {
        await PreviewDiscovery.macroPreviews().filter { $0.file == file }
    }

    @Test func everyPreviewOfAFileIsFoundInOrderWithItsLine() async {
        let found = await macroPreviews()
        #expect(found.map(\.name) == ["badges", "wide-badge", "badges-3", "landscape", "toggle", "cafe", "debug-only"])
        #expect(found.map(\.line) == [15, 20, 22, 27, 29, 34, 37])
        #expect(found.allSatisfy { $0.origin == .macro && $0.component == "Badges" })
        #expect(found.first?.title == "Badges")
        #expect(found[2].title == "Badges 3")
        #expect(found[5].title == "Café")
        #expect(found[0].location == "Badges.swift:15")
    }

    @Test func traitsChooseTheLayout() async throws {
        let found = Dictionary(uniqueKeysWithValues: await macroPreviews().map { ($0.name, $0) })
        #expect(found["badges"]?.layout == .screen(.iPhone15Pro))
        #expect(found["wide-badge"]?.layout == .fixed(width: 200, height: 80))
        #expect(found["badges-3"]?.layout == .sizeThatFits)
        let landscape = try #require(found["landscape"])
        guard case .screen(let device) = landscape.layout else { Issue.record("not a screen: \(landscape.layout)"); return }
        #expect(device.size == CGSize(width: 852, height: 393))
        #expect(device.safeArea.leading == 59 && device.safeArea.top == 0)
    }

    @Test func aBodyOfSeveralViewsIsStackedInOnePicture() async throws {
        let preview = try #require(await macroPreviews().first { $0.name == "badges-3" })
        let host = ViewHost(preview.makeView(PreviewParameters()), layout: preview.layout)
        let three = try #require(try host.frame(ofText: "3"))
        let four = try #require(try host.frame(ofText: "4"))
        #expect(four.minY > three.maxY)
        #expect(abs(four.midX - three.midX) < 0.5)
    }

    @Test func previewableStateIsChangedByInteractions() async throws {
        let registry = try await Registry.discovering(sources: PreviewIndex.sources)
        let toggle = try #require(registry.preview(named: "toggle"))
        #expect(toggle.states.map(\.name) == ["off", "on"])
        let off = try Registry.displayList(preview: toggle, state: toggle.states[0], variant: .light, scale: 1)
        let on = try Registry.displayList(preview: toggle, state: toggle.states[1], variant: .light, scale: 1)
        #expect(texts(off.ops) == ["Off"])
        #expect(texts(on.ops) == ["On"])
    }

    private func texts(_ ops: [DisplayOp]) -> [String] {
        ops.flatMap { op -> [String] in
            switch op {
            case .text(let run): [run.spec.string]
            case .group(let g): texts(g.ops)
            default: []
            }
        }
    }

    @Test func aPreviewUnderAFalseConditionIsNotCompiledSoNotFound() async {
        #expect(!(await PreviewDiscovery.macroPreviews()).contains { $0.title == "Never on Linux" })
    }

    @Test func previewModifiersShareOneContext() async throws {
        let found = await macroPreviews(in: "PreviewDiscoveryTests/SampleData.swift")
        #expect(found.map(\.name) == ["greeting-one", "greeting-two", "broken-sample"])
        #expect(sampleContextsMade == 1)
        let one = ViewHost(found[0].makeView(PreviewParameters()), layout: found[0].layout)
        #expect(try one.shownTexts == ["Hello from the context", "One"])
        // A modifier whose context fails fails its preview's snapshots, and only those.
        let broken = found[2]
        #expect(broken.failure?.contains("the sample file is missing") == true)
        #expect(throws: RegistryError.self) {
            try Registry.displayList(preview: broken, state: broken.states[0], variant: .light, scale: 1)
        }
    }

    @Test func providersAreListedChildByChild() async throws {
        let registry = try await Registry.discovering(sources: PreviewIndex.sources)
        let names = registry.previews.filter { $0.origin == .provider }.map(\.name)
        #expect(names == ["provider-seven", "badge-2", "badge-3", "scheme-1", "scheme-2", "mac-badge", "hidden", "debug-provider"])
        let dark = try #require(registry.preview(named: "badge-2"))
        #expect(dark.layout == .sizeThatFits)
        #expect(dark.variants.map(\.name) == ["dark"])
        #expect(dark.location == "BadgeProviders.swift:3")
        let mini = try #require(registry.preview(named: "badge-3"))
        #expect(mini.description.contains("no device “iPhone 12 mini”"))
        guard case .screen(let device) = mini.layout else { Issue.record("not a screen"); return }
        #expect(device.size.width > device.size.height)
        #expect(registry.preview(named: "scheme-2")?.variants.map(\.name) == ["dark"])
        let hidden = try #require(registry.preview(named: "hidden"))
        #expect(hidden.failure?.contains("private or fileprivate") == true)
        #expect(hidden.failure?.contains("make it internal") == true)
    }

    @Test func providerDeclarationsReportWhatIsNotDrawnAsAsked() async throws {
        let registry = try await Registry.discovering(sources: PreviewIndex.sources)
        let mini = try #require(registry.preview(named: "badge-3"))
        #expect(mini.approximations.map(\.description) == [
            "BadgeProviders.swift:10: previewDevice(\"iPhone 12 mini\") names a device Proofsheet has no screen for; drawn as an iPhone 15 Pro (852 × 393 pt)"
        ])
        #expect(mini.approximations.first?.file == "PreviewDiscoveryTests/BadgeProviders.swift")
        // The platform is a static property: its report takes the provider's place.
        let mac = try #require(registry.preview(named: "mac-badge"))
        let frame = try registry.frame(for: SnapshotEntry(preview: "mac-badge", state: "initial", variant: "light"), scale: 1)
        #expect(frame.approximations.map(\.description) == [
            "\(mac.location): PreviewProvider.platform .macOS is not drawn (only iOS is); drawn as iOS",
            "BadgeProviders.swift:26: previewDevice(\"iPad Pro (12.9-inch) (6th generation)\") names a device Proofsheet has no screen for; drawn as an iPad (820 × 1180 pt)",
        ])
        #expect(mac.location == "BadgeProviders.swift:23")
        for name in ["provider-seven", "badge-2", "scheme-1"] {
            #expect(registry.preview(named: name)?.approximations.isEmpty == true, "\(name)")
        }
        #expect(PreviewDiscovery.hasOwnScreen("iPhone SE (3rd generation)") && !PreviewDiscovery.hasOwnScreen("iPhone SE (1st generation)"))
        #expect(PreviewDiscovery.hasOwnScreen("iPad Air (5th generation)") && !PreviewDiscovery.hasOwnScreen("iPad mini (6th generation)"))
    }

    @Test func extendingAPreviewThatDoesNotExistIsAnError() throws {
        let error = #expect(throws: RegistryError.self) {
            try Registry([PreviewDefinition(extending: "nope", states: [.initial()])])
        }
        #expect(error?.description.contains("names no preview") == true)
    }
}
