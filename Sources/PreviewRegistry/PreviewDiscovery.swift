import PreviewUI

/// Previews declared the SwiftUI way, as registry definitions: every `#Preview` of the
/// process (found at run time through the records its expansion leaves in the binary) and the
/// children of `PreviewProvider`s (which the build plugin's index lists).
///
/// Names are what a user expects: the preview's title; without one, the file's name and the
/// preview's place among that file's `#Preview`s (`collapse-indicator`, then
/// `collapse-indicator-2`), so adding a preview to another file renames nothing. A `#Preview`
/// has its initial state, in light and dark; `PreviewDefinition(extending:)` gives it more.
@MainActor
public enum PreviewDiscovery {
    /// Every `#Preview` of the images loaded in this process, by file and line.
    public static func macroPreviews() async -> [PreviewDefinition] {
        var seen = Set<ObjectIdentifier>()
        let registrations = PreviewMacroRecords.registrations()
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
            .sorted { ($0._previewFileID, $0._previewLine, $0._previewColumn) < ($1._previewFileID, $1._previewLine, $1._previewColumn) }
        var positions: [String: Int] = [:]
        var definitions: [PreviewDefinition] = []
        for registration in registrations {
            let file = registration._previewFileID
            let position = (positions[file] ?? 0) + 1
            positions[file] = position
            definitions.append(await definition(of: registration, position: position))
        }
        return definitions
    }

    private static func definition(of registration: any _PreviewMacroRegistration.Type, position: Int) async -> PreviewDefinition {
        let file = registration._previewFileID
        let line = registration._previewLine
        let preview = registration._makePreview()
        let base = fileBaseName(file)
        let title = preview.name ?? (position == 1 ? base : "\(base) \(position)")
        let values = preview.traits.flatMap(\.values)
        var failure: String?
        for case .modifier(let modifier) in values {
            if let problem = await PreviewModifierContexts.shared.prepare(modifier) {
                failure = problem
                break
            }
        }
        return PreviewDefinition(
            title: title, name: nil, component: base, description: "", layout: layout(of: values),
            variants: PreviewVariant.lightAndDark, states: [.initial()], file: file, line: line, origin: .macro,
            failure: failure, extending: nil
        ) { _ in
            let preview = registration._makePreview()
            var view = preview.makeView()
            for case .modifier(let modifier) in preview.traits.flatMap(\.values) {
                view = PreviewModifierContexts.shared.apply(modifier, to: view)
            }
            return AnyView(view)
        }
    }

    /// The layout traits ask for; Xcode's default is the device's screen.
    static func layout(of values: [PreviewTrait<Preview.ViewTraits>.Value]) -> PreviewLayout {
        var layout: PreviewLayout = .device
        var orientation = InterfaceOrientation.portrait
        for value in values {
            switch value {
            case .layout(let l): layout = l
            case .orientation(let o): orientation = o
            case .modifier: break
            }
        }
        if case .screen(let device) = layout.resolved { return .screen(device.held(orientation)) }
        return layout
    }

    /// `MyUI/CollapseIndicator.swift` → `CollapseIndicator`.
    static func fileBaseName(_ fileID: String) -> String {
        let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    // MARK: PreviewProvider

    /// The previews a `PreviewProvider` stands for: each child of a top-level `Group` or
    /// `ForEach` is its own, named by its `previewDisplayName` or by the provider (without
    /// `_Previews`) and its place.
    public static func providerPreviews<P: PreviewProvider>(_ provider: P.Type, file: String, line: Int) -> [PreviewDefinition] {
        let children = PreviewProviderReader.children(of: P.previews)
        let base = providerBaseName(String(describing: P.self))
        let make = MainActorViewMaker { index in PreviewProviderReader.children(of: P.previews)[index].view }
        // `platform` is a static property: its report has no call site and takes the provider's.
        var platformReports: [Approximation] = []
        if let platform = P.platform, platform != .iOS {
            platformReports.append(Approximation(
                cause: "PreviewProvider.platform .\(platform) is not drawn (only iOS is)", drawnAs: "iOS", file: "", line: 0))
        }
        return children.enumerated().map { index, child in
            let m = child.metadata
            let title = m.displayName ?? (children.count == 1 ? base : "\(base) \(index + 1)")
            var notes: [String] = []
            var approximations = platformReports
            var layout = m.layout ?? .device
            if case .screen = layout.resolved {
                let (device, note) = device(named: m.device)
                if let note { notes.append(note) }
                let held = device.held(m.orientation ?? .portrait)
                if let name = m.device?.rawValue, !hasOwnScreen(name) {
                    let size = "\(Approximation.number(held.size.width)) × \(Approximation.number(held.size.height)) pt"
                    approximations.append(Approximation(
                        cause: "previewDevice(\"\(name)\") names a device Proofsheet has no screen for",
                        drawnAs: "an \(device.name) (\(size))", file: m.deviceSite?.file ?? "", line: m.deviceSite?.line ?? 0))
                }
                layout = .screen(held)
            }
            let variants = m.colorScheme.map { [$0 == .dark ? PreviewVariant.dark : .light] } ?? PreviewVariant.lightAndDark
            return PreviewDefinition(
                title: title, name: nil, component: base, description: notes.joined(separator: "\n\n"), layout: layout,
                variants: variants, states: [.initial()], file: file, line: line, origin: .provider, failure: nil,
                extending: nil, approximations: approximations
            ) { _ in
                AnyView(make.view(index))
            }
        }
    }

    /// `CardView_Previews` → `CardView`.
    static func providerBaseName(_ typeName: String) -> String {
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where last.hasSuffix(suffix) && last.count > suffix.count {
            return String(last.dropLast(suffix.count))
        }
        return last
    }

    /// A `PreviewProvider` or `PreviewSource` that the index cannot name (it is `private` or
    /// `fileprivate`, or generic): one preview whose snapshot fails and says what to do.
    public static func unreachable(_ kind: String, _ name: String, file: String, line: Int, reason: String) -> [PreviewDefinition] {
        [PreviewDefinition(
            title: providerBaseName(name), name: nil, component: providerBaseName(name), description: "", layout: .sizeThatFits, variants: [.light],
            states: [.initial()], file: file, line: line, origin: kind == "PreviewProvider" ? .provider : .source,
            failure: "the \(kind) \(name) is \(reason), so the generated index of its target cannot name it; "
                + (reason == "generic" ? "declare a non-generic one that shows it" : "make it internal"),
            extending: nil) { _ in AnyView(EmptyView()) }]
    }

    /// The device a `previewDevice` name stands for, and a note when Proofsheet has none
    /// like it.
    static func device(named device: PreviewDevice?) -> (Device, String?) {
        guard let name = device?.rawValue else { return (.iPhone15Pro, nil) }
        if let own = ownScreen(name) { return (own, nil) }
        if name.lowercased().contains("ipad") { return (.iPad, nil) }
        return (.iPhone15Pro, "Drawn on an iPhone 15 Pro: Proofsheet has no device “\(name)” (previewDevice).")
    }

    /// The device a `previewDevice` name is drawn on at its own screen size: the iPhone SE of
    /// the 2nd and 3rd generations (375 × 667), the phones of `Device.all`, and the iPads of
    /// 820 × 1180 (Air 4th and 5th generation, Air 11-inch M2, iPad 10th generation). Other
    /// names are drawn on the nearest of those and reported.
    package static func ownScreen(_ name: String) -> Device? {
        let lower = name.lowercased().trimmingCharacters(in: .whitespaces)
        if lower.hasPrefix("iphone se") { return lower.contains("1st") ? nil : .iPhoneSE }
        let phones: [(String, Device)] = [
            ("iphone 13 mini", .iPhone13mini), ("iphone 15 pro max", .iPhone15ProMax), ("iphone 15 pro", .iPhone15Pro),
            ("iphone 15", .iPhone15), ("iphone 16 pro max", .iPhone16ProMax), ("iphone 16 pro", .iPhone16Pro),
            ("iphone 16", .iPhone16),
        ]
        if let (_, d) = phones.first(where: { lower == $0.0 }) { return d }
        if lower == "ipad" || lower.contains("ipad air (4th") || lower.contains("ipad air (5th")
            || lower.contains("ipad air 11-inch (m2)") || lower.contains("ipad (10th") {
            return .iPad
        }
        return nil
    }

    package static func hasOwnScreen(_ name: String) -> Bool { ownScreen(name) != nil }
}

/// Makes a provider's child views again, on the main actor. A `PreviewProvider` type is not
/// a sendable metatype (its conformance is main-actor isolated); this box is only ever used
/// on the main actor, which is what the registry's content closures run on.
private struct MainActorViewMaker: @unchecked Sendable {
    let make: @MainActor (Int) -> any View
    init(_ make: @escaping @MainActor (Int) -> any View) { self.make = make }
    @MainActor func view(_ index: Int) -> any View { make(index) }
}

/// The shared contexts of the preview modifiers of a run: each modifier type makes its
/// context once, as Xcode caches it.
@MainActor
final class PreviewModifierContexts {
    static let shared = PreviewModifierContexts()

    private var contexts: [ObjectIdentifier: Result<Any, any Error>] = [:]

    /// Makes the context of a modifier's type if it has none yet; the failure, if it fails.
    func prepare(_ modifier: AnyPreviewModifier) async -> String? {
        let key = ObjectIdentifier(modifier.type)
        if contexts[key] == nil {
            do {
                contexts[key] = .success(try await modifier.makeSharedContext())
            } catch {
                contexts[key] = .failure(error)
            }
        }
        if case .failure(let error) = contexts[key] {
            return "the preview modifier \(modifier.type) failed to make its shared context: \(error)"
        }
        return nil
    }

    func apply(_ modifier: AnyPreviewModifier, to view: any View) -> any View {
        guard case .success(let context) = contexts[ObjectIdentifier(modifier.type)] else { return view }
        return modifier.apply(to: view, context: context)
    }
}

extension Registry {
    /// The previews of `sources` and every `#Preview` of this process, checked as one
    /// registry (`PreviewDefinition(extending:)` applies to either).
    @MainActor
    public static func discovering(sources: [any PreviewSource.Type]) async throws(RegistryError) -> Registry {
        let declared = sources.flatMap { $0.previews }
        return try Registry(declared + (await PreviewDiscovery.macroPreviews()))
    }
}
