import Drawing
import PreviewUI

/// One output of a registry: a preview in a state and a variant. Its `name` is the path of its
/// files under an output folder, without scale and extension: `preview/state-variant`.
public struct SnapshotEntry: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let preview: String
    public let state: String
    public let variant: String

    public init(preview: String, state: String, variant: String) {
        self.preview = preview
        self.state = state
        self.variant = variant
    }

    /// `preview/state-variant`.
    public var name: String { "\(preview)/\(state)-\(variant)" }
    public var description: String { name }

    /// The file's path relative to an output folder, e.g. `cups-of-water/expanded-dark@2x.png`.
    public func path(scale: Int, extension ext: String) -> String { "\(name)@\(scale)x.\(ext)" }

    public static func < (a: Self, b: Self) -> Bool { a.name < b.name }
}

/// Why a registry could not be built or a preview rendered. Each message names the preview
/// and state, where it was declared, and says what to change.
public enum RegistryError: Error, CustomStringConvertible, Equatable {
    /// Two previews have the same name: its titles and where each was declared.
    case duplicatePreview(String, first: (title: String, location: String), second: (title: String, location: String))
    case duplicateState(preview: String, state: String)
    case duplicateVariant(preview: String, variant: String)
    /// `PreviewDefinition(extending:)` names no preview.
    case unknownExtendedPreview(String, location: String, known: [String])
    case interactionFailed(entry: String, location: String, step: Int, interaction: String, reason: String)
    case renderFailed(entry: String, location: String, reason: String)

    public var description: String {
        switch self {
        case .duplicatePreview(let name, let first, let second):
            let titles = first.title == second.title
                ? "both titled \"\(first.title)\""
                : "titled \"\(first.title)\" and \"\(second.title)\""
            return "two previews are named \"\(name)\" (\(titles); \(first.location) and \(second.location)): give one of them another title"
        case .duplicateState(let preview, let state):
            return "preview \"\(preview)\" has two states named \"\(state)\": rename one"
        case .duplicateVariant(let preview, let variant):
            return "preview \"\(preview)\" has two variants named \"\(variant)\": rename one"
        case .unknownExtendedPreview(let name, let location, let known):
            return "\(location): PreviewDefinition(extending: \"\(name)\") names no preview; previews: \(known.joined(separator: ", "))"
        case .interactionFailed(let entry, let location, let step, let interaction, let reason):
            return "\(entry)\(Self.at(location)): step \(step) (\(interaction)) failed: \(reason)"
        case .renderFailed(let entry, let location, let reason):
            return "\(entry)\(Self.at(location)): \(reason)"
        }
    }

    private static func at(_ location: String) -> String { location.isEmpty ? "" : " (\(location))" }

    public static func == (a: RegistryError, b: RegistryError) -> Bool { a.description == b.description }
}

/// Every preview of a catalogue, checked for unique names, with the outputs they make.
public struct Registry: Sendable {
    public private(set) var previews: [PreviewDefinition]

    /// Checks names and applies `PreviewDefinition(extending:)` definitions to the previews
    /// they name.
    public init(_ definitions: [PreviewDefinition]) throws(RegistryError) {
        var previews = definitions.filter { $0.extending == nil }
        for ext in definitions where ext.extending != nil {
            guard let index = previews.firstIndex(where: { $0.name == ext.extending }) else {
                throw .unknownExtendedPreview(ext.title, location: ext.location, known: previews.map(\.name))
            }
            if !ext.states.isEmpty { previews[index].states = ext.states }
            if !ext.variants.isEmpty { previews[index].variants = ext.variants }
        }
        var seen: [String: PreviewDefinition] = [:]
        for p in previews {
            if let first = seen[p.name] {
                // Files of the same name in two modules: say which module each is in.
                let sameFile = first.location.split(separator: ":").first == p.location.split(separator: ":").first && first.file != p.file
                throw .duplicatePreview(
                    p.name, first: (first.title, sameFile ? "\(first.file):\(first.line)" : first.location),
                    second: (p.title, sameFile ? "\(p.file):\(p.line)" : p.location))
            }
            seen[p.name] = p
            var states = Set<String>()
            for s in p.states where !states.insert(s.name).inserted {
                throw .duplicateState(preview: p.name, state: s.name)
            }
            var variants = Set<String>()
            for v in p.variants where !variants.insert(v.name).inserted {
                throw .duplicateVariant(preview: p.name, variant: v.name)
            }
        }
        self.previews = previews
    }

    /// The previews every source declares, in the order given.
    @MainActor
    public init(sources: [any PreviewSource.Type]) throws(RegistryError) {
        try self.init(sources.flatMap { $0.previews })
    }

    /// The same previews drawn in `variants` instead of their own (`--variants`): every
    /// verb then lists, draws, checks and records that matrix.
    public func withVariants(_ variants: [PreviewVariant]) -> Registry {
        var copy = self
        copy.previews = previews.map { p in
            var p = p
            p.variants = variants
            return p
        }
        return copy
    }

    /// The same previews with `steps` done after each state's own interactions (the live
    /// canvas's clicks): names stay, so the outputs are the states' files, drawn further on.
    public func continuing(with steps: [Interaction]) -> Registry {
        guard !steps.isEmpty else { return self }
        var copy = self
        copy.previews = previews.map { p in
            var p = p
            p.states = p.states.map { s in
                PreviewState(s.name, description: s.description, parameters: s.parameters, interactions: s.interactions + steps)
            }
            return p
        }
        return copy
    }

    /// Every output, previews in order, then states, then variants.
    public var entries: [SnapshotEntry] {
        previews.flatMap { p in
            p.states.flatMap { s in p.variants.map { v in SnapshotEntry(preview: p.name, state: s.name, variant: v.name) } }
        }
    }

    /// The outputs a command-line filter selects (all when nil or empty); see
    /// ``SnapshotFilter``.
    public func entries(matching filter: String?) -> [SnapshotEntry] {
        guard let filter, !filter.isEmpty else { return entries }
        let f = SnapshotFilter(filter)
        return entries.filter { f.matches($0) }
    }

    public func preview(named name: String) -> PreviewDefinition? {
        previews.first { $0.name == name }
    }

    /// The preview, state and variant of an entry.
    public func resolve(_ entry: SnapshotEntry) -> (preview: PreviewDefinition, state: PreviewState, variant: PreviewVariant)? {
        guard let p = preview(named: entry.preview),
              let s = p.states.first(where: { $0.name == entry.state }),
              let v = p.variants.first(where: { $0.name == entry.variant })
        else { return nil }
        return (p, s, v)
    }

    /// Lays out an entry and replays its state's interactions through a host; returns the
    /// display list to draw at `scale` (hairlines depend on the scale).
    @MainActor
    public func displayList(for entry: SnapshotEntry, scale: Int) throws(RegistryError) -> DisplayList {
        try frame(for: entry, scale: scale).displayList
    }

    /// The display list of an entry and what it draws differently from iOS.
    @MainActor
    public func frame(for entry: SnapshotEntry, scale: Int) throws(RegistryError) -> PreviewFrame {
        guard let (preview, state, variant) = resolve(entry) else {
            throw .renderFailed(entry: entry.name, location: "", reason: "no such preview, state or variant in the registry")
        }
        return try Self.frame(preview: preview, state: state, variant: variant, scale: scale)
    }

    @MainActor
    public static func displayList(preview: PreviewDefinition, state: PreviewState, variant: PreviewVariant, scale: Int) throws(RegistryError) -> DisplayList {
        try frame(preview: preview, state: state, variant: variant, scale: scale).displayList
    }

    /// Lays out a preview in a state and variant, synchronously: the `.task`s its views start
    /// are not run (each is reported; ``settledFrame(preview:state:variant:scale:)`` runs
    /// them). Approximations reported without a call site of their own are placed at the
    /// preview's declaration; the definition's own follow the host's.
    @MainActor
    public static func frame(
        preview: PreviewDefinition, state: PreviewState, variant: PreviewVariant, scale: Int, accessibility: Bool = false
    ) throws(RegistryError) -> PreviewFrame {
        let (host, name) = try makeHost(preview: preview, state: state, variant: variant, scale: scale)
        for (i, step) in state.interactions.enumerated() {
            try perform(step, number: i + 1, on: host, entry: name, preview: preview)
        }
        return try finish(host, preview: preview, entry: name, accessibility: accessibility ? variant.dynamicTypeSize : nil)
    }

    /// Lays out a preview in a state and variant as a snapshot shows it: after the first frame
    /// and after each interaction, the tasks its views started run to completion.
    @MainActor
    /// With `motionFramesPerSecond`, the frame also holds the transition into it (the last
    /// interaction's, or a task's), a moment every 1/fps seconds, and its filmstrip.
    /// With `accessibility`, the frame also holds its accessibility tree.
    public static func settledFrame(
        preview: PreviewDefinition, state: PreviewState, variant: PreviewVariant, scale: Int, motionFramesPerSecond: Int? = nil,
        accessibility: Bool = false
    ) async throws(RegistryError) -> PreviewFrame {
        let (host, name) = try makeHost(preview: preview, state: state, variant: variant, scale: scale)
        try await settle(host, entry: name, preview: preview)
        for (i, step) in state.interactions.enumerated() {
            try perform(step, number: i + 1, on: host, entry: name, preview: preview)
            try await settle(host, entry: name, preview: preview)
        }
        return try finish(host, preview: preview, entry: name, motionFramesPerSecond: motionFramesPerSecond,
                          accessibility: accessibility ? variant.dynamicTypeSize : nil)
    }

    /// The settled frame of an entry.
    @MainActor
    public func settledFrame(
        for entry: SnapshotEntry, scale: Int, motionFramesPerSecond: Int? = nil, accessibility: Bool = false
    ) async throws(RegistryError) -> PreviewFrame {
        guard let (preview, state, variant) = resolve(entry) else {
            throw .renderFailed(entry: entry.name, location: "", reason: "no such preview, state or variant in the registry")
        }
        return try await Self.settledFrame(preview: preview, state: state, variant: variant, scale: scale,
                                           motionFramesPerSecond: motionFramesPerSecond, accessibility: accessibility)
    }

    @MainActor
    private static func makeHost(preview: PreviewDefinition, state: PreviewState, variant: PreviewVariant, scale: Int) throws(RegistryError) -> (ViewHost, String) {
        let name = SnapshotEntry(preview: preview.name, state: state.name, variant: variant.name).name
        if let failure = preview.failure {
            throw .renderFailed(entry: name, location: preview.location, reason: failure)
        }
        let host = ViewHost(
            preview.makeView(state.parameters), layout: variant.layout(for: preview.layout), colorScheme: variant.colorScheme,
            displayScale: CGFloat(scale)
        ) { env in
            variant.apply(to: &env)
        }
        return (host, name)
    }

    @MainActor
    private static func perform(_ step: Interaction, number: Int, on host: ViewHost, entry: String, preview: PreviewDefinition) throws(RegistryError) {
        do {
            try step.perform(on: host)
        } catch {
            throw .interactionFailed(entry: entry, location: preview.location, step: number, interaction: step.description, reason: "\(error)")
        }
    }

    @MainActor
    private static func settle(_ host: ViewHost, entry: String, preview: PreviewDefinition) async throws(RegistryError) {
        do {
            try await host.settle()
        } catch {
            throw .renderFailed(entry: entry, location: preview.location, reason: "\(error)")
        }
    }

    @MainActor
    private static func finish(
        _ host: ViewHost, preview: PreviewDefinition, entry: String, motionFramesPerSecond: Int? = nil,
        accessibility textSize: DynamicTypeSize? = nil
    ) throws(RegistryError) -> PreviewFrame {
        do {
            let frame = try host.render()
            let tree = textSize == nil ? nil : try host.accessibilityTree()
            var transition: [TransitionFrame] = []
            var filmstrip: DisplayList?
            if let fps = motionFramesPerSecond {
                transition = try host.transitionFrameTimes(framesPerSecond: fps).map {
                    TransitionFrame(time: $0, displayList: try host.displayList(at: $0))
                }
                filmstrip = try host.transitionFilmstrip()
            }
            var approximations: [Approximation] = []
            let waiting = host.waitingTaskSites.map {
                Approximation(cause: ".task not run: this frame was laid out synchronously",
                              drawnAs: "the frame before the task", file: $0.file, line: $0.line)
            }
            let findings = zip(tree.map { [$0] } ?? [], [textSize].compactMap { $0 }).flatMap { $0.audit(dynamicTypeSize: $1) }
            for a in host.approximations + waiting + preview.approximations + findings.map(\.approximation) {
                let placed = a.locating(file: preview.file, line: preview.line)
                if !approximations.contains(placed) { approximations.append(placed) }
            }
            var result = PreviewFrame(displayList: frame.displayList, approximations: approximations,
                                      transition: transition, filmstrip: filmstrip)
            result.accessibility = tree
            result.location = (preview.file, preview.line)
            return result
        } catch {
            throw .renderFailed(entry: entry, location: preview.location, reason: "\(error)")
        }
    }
}

/// One snapshot laid out: what to draw, and what is drawn differently from iOS (each with
/// the user's file and line), in the order first reported.
public struct PreviewFrame: Sendable {
    public let displayList: DisplayList
    public let approximations: [Approximation]
    /// The transition into the frame, when asked for: its moments in order (the last is the
    /// frame itself); empty when the change that made it jumped.
    public var transition: [TransitionFrame] = []
    /// The transition's moments side by side with their times, when there is one.
    public var filmstrip: DisplayList?
    /// What VoiceOver reads of the frame, when asked for.
    public var accessibility: AccessibilityTree?
    /// The preview's declaration: where findings without a place of their own are reported.
    public var location: (file: String, line: Int) = ("", 0)

    public init(displayList: DisplayList, approximations: [Approximation], transition: [TransitionFrame] = [],
                filmstrip: DisplayList? = nil) {
        self.displayList = displayList
        self.approximations = approximations
        self.transition = transition
        self.filmstrip = filmstrip
    }
}

/// A moment of a transition: seconds after the change, and what is drawn then.
public struct TransitionFrame: Sendable {
    public let time: TimeInterval
    public let displayList: DisplayList
}
