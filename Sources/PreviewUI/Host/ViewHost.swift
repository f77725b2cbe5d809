import Drawing

/// Why a host could not render or interact.
public enum HostError: Error, CustomStringConvertible, Equatable {
    /// Preference actions kept changing state: the view never settled.
    case preferencesNeverSettled(keys: [String], frames: Int)
    case nothingToTap(at: CGPoint)
    /// No view with a gesture of that kind (`drag`, `long press`) at the point.
    case nothingToTouch(String, at: CGPoint)
    case textNotFound(String, shown: [String])
    case identifierNotFound(String, known: [String])
    case controlNotFound(String, known: [String])
    case optionNotFound(String, control: String, options: [String])
    /// Typed text that a value field's format cannot read.
    case unreadableInput(String, field: String)
    /// The scroll view that would scroll is under `.scrollDisabled(true)`.
    case scrollingDisabled(String)
    case drawing(String)
    /// No refreshable scroll view to pull (the one showing the text, when one is named).
    case nothingToRefresh(String?, refreshable: Int)
    /// A `.task` still running when the host's time limit for it ran out.
    case taskDidNotFinish(file: String, line: Int, seconds: Double)

    public var description: String {
        switch self {
        case .taskDidNotFinish(let file, let line, let seconds):
            return "the .task at \(file):\(line) did not finish within \(seconds.formatted(.number.precision(.fractionLength(0...2)).locale(Locale(identifier: "en_US")))) s: a preview runs each task to completion before its frame; make it return without waiting on the network or a timer (give the preview stub data)"
        case .preferencesNeverSettled(let keys, let frames):
            return "the view did not settle after \(frames) layout passes: preference \(keys.joined(separator: ", ")) kept changing state in onPreferenceChange; make the action idempotent (only write state when the value differs)"
        case .nothingToTap(let p):
            return "nothing takes taps at (\(p.x), \(p.y))"
        case .nothingToTouch(let what, let p):
            return "nothing takes a \(what) at (\(p.x), \(p.y))"
        case .textNotFound(let t, let shown):
            return "no view shows the text \"\(t)\"; shown: \(shown.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .identifierNotFound(let id, let known):
            return "no view has the accessibility identifier \"\(id)\"; known: \(known.joined(separator: ", "))"
        case .controlNotFound(let what, let known):
            return "no \(what) in the view; controls: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case .optionNotFound(let option, let control, let options):
            return "\(control) has no option \"\(option)\"; options: \(options.joined(separator: ", "))"
        case .unreadableInput(let typed, let field):
            return "\(field) cannot read \"\(typed)\" with its format; type what the format parses (a number for .number)"
        case .scrollingDisabled(let what):
            return "the scroll view holding \(what) is .scrollDisabled(true): a finger cannot scroll it (code can: ScrollViewReader, scrollPosition)"
        case .drawing(let why):
            return why
        case .nothingToRefresh(let text, let count):
            let which = text.map { "showing \"\($0)\"" } ?? "in the view"
            return count == 0
                ? "no .refreshable view \(which): pull to refresh needs .refreshable on or around a List, Form or ScrollView"
                : "no scroll view \(which) is inside a .refreshable view (\(count) refreshable, none around a List, Form or ScrollView): iOS shows a refresh control only on a scroll view"
        }
    }
}

/// A laid-out frame.
public struct HostFrame: Sendable {
    public let displayList: DisplayList
    /// How many layout passes it took to settle (preference actions can ask for more).
    public let passes: Int
    /// What this host has drawn differently from iOS so far, in the order first reported.
    public let approximations: [Approximation]
}

/// Owns a view's state, lays it out, draws it to a display list, and takes interactions: taps
/// (at a point, on a text, on an accessibility identifier), picker selections and toggles.
/// Every interaction runs the view's own actions and bindings, then renders the next frame.
@MainActor
public final class ViewHost {
    /// Layout passes allowed for preference actions to settle.
    public static let maximumPasses = 16

    private let root: any View
    public let layout: PreviewLayout
    let baseEnvironment: EnvironmentValues
    let graph: ViewGraph
    /// What the last layout drew and where it takes touches (read by interactions).
    var emitted = Emitter(bounds: .zero)
    /// The laid-out views `emitted` was drawn from, kept with it: what it lists on demand (a
    /// scroll view's ids) is read from them.
    private var emittedTrees: [LayoutNode] = []
    /// The page `emittedTrees` were drawn on: its size and the safe area's bounds in it.
    private var emittedPage = (size: CGSize.zero, bounds: CGRect.zero)
    /// The trees of the frame before the current one, with what the current one was made in:
    /// the transition into the current frame goes from them (`MotionPlan`).
    private var transitionStart: (trees: [LayoutNode], base: Animation?, scopes: [String: Animation?]) = ([], nil, [:])
    private var motionPlan: MotionPlan?
    /// The transaction the frame being made is made in.
    private var frameTransaction = Transaction()
    private var lastFrame: HostFrame?
    /// The touches being recognised, between a finger down and the end of its gesture.
    var touch: TouchSession?
    /// Seconds since `PreviewClock.defaultNow` on the gestures' clock: each touch event
    /// moves it on, so time stamps are the same on every run.
    var gestureClock: TimeInterval = 0

    /// A host for `view`, laid out as `layout`, in `colorScheme`, with any other environment
    /// changes.
    public init<V: View>(
        _ view: V, layout: PreviewLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
        displayScale: CGFloat = 2, environment: (inout EnvironmentValues) -> Void = { _ in }
    ) {
        root = view
        self.layout = layout.resolved
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.displayScale = displayScale
        // An iPad is regular in both dimensions; an iPhone upright is compact wide and regular
        // tall, on its side compact tall (and regular wide if it is a large one).
        env.horizontalSizeClass = layout.screen.horizontalSizeClass
        env.verticalSizeClass = layout.screen.verticalSizeClass
        environment(&env)
        baseEnvironment = env
        let screen = layout.screen
        var page: ColorScheme? = env.colorScheme
        if case .proposing = layout { page = nil }
        graph = ViewGraph(screen: UIScreen(bounds: CGRect(origin: .zero, size: screen.size), scale: screen.scale),
                          pageColorScheme: page)
    }

    isolated deinit {
        graph.tearDown()
    }

    /// The current frame, laying the view out if state changed since the last one.
    public func render() throws -> HostFrame {
        if let lastFrame, !graph.isDirty { return lastFrame }
        return try layOut()
    }

    /// Lays the view out again even if nothing changed: interactions do this first, so the
    /// closures they run belong to this host's latest frame.
    func layOut() throws -> HostFrame {
        var passes = 0
        var settledKeys: [String] = []
        let before = emittedTrees
        frameTransaction = graph.pendingTransaction ?? Transaction()
        graph.pendingTransaction = nil
        while true {
            passes += 1
            let frame = layOutOnce(&settledKeys)
            if !graph.isDirty {
                let f = HostFrame(displayList: frame, passes: passes, approximations: graph.approximations)
                lastFrame = f
                graph.commitAnimationValues()
                let base = frameTransaction.disablesAnimations ? nil : frameTransaction.animation
                transitionStart = (before, base, graph.scopeAnimations)
                motionPlan = nil
                return f
            }
            if passes >= Self.maximumPasses {
                throw HostError.preferencesNeverSettled(keys: Array(Set(settledKeys)).sorted(), frames: passes)
            }
        }
    }

    /// A new frame of the view as it stands, laid out from scratch although nothing changed
    /// (Proofsheet's own, for the benchmarks: the cost of one frame of a scrolled host).
    @_spi(Benchmarks) public func layOutAgain() throws -> DisplayList {
        try layOut().displayList
    }

    /// What this host has drawn differently from iOS so far (every frame, interactions
    /// included), in the order first reported.
    public var approximations: [Approximation] { graph.approximations }

    /// The URLs the view asked the system to open (a tapped `Link`, a call of the
    /// environment's `openURL`), in order: a preview opens nothing.
    public var openedURLs: [URL] { graph.openedURLs }

    /// What the view asked the system to share (a tapped `ShareLink`), in order: a preview
    /// presents no share sheet.
    public var sharedItems: [ShareRecord] { graph.sharedItems }

    /// Lays the view out, runs the tasks its views started (`.task`, `.task(id:)`) to
    /// completion, and lays it out again, until no task is waiting: the frame a snapshot
    /// shows. `render()` alone shows the frame before the tasks ran, as iOS's first frame does.
    public func settle() async throws {
        while true {
            _ = try render()
            guard graph.hasPendingTasks else { return }
            try await graph.runPendingTasks(limit: taskTimeLimit)
        }
    }

    /// Where the tasks that the last frame started and nothing has run yet were declared (a
    /// synchronous render leaves them waiting; ``settle()`` runs them).
    public var waitingTaskSites: [(file: String, line: Int)] {
        graph.pendingTaskSites.map { ($0.file, $0.line) }
    }

    /// How long a `.task` may run before the frame fails with ``HostError/taskDidNotFinish``
    /// (Proofsheet's own: SwiftUI shows a frame before its tasks finish; a snapshot waits).
    public var taskTimeLimit: TimeInterval = 5

    /// The display list of the current frame.
    public var displayList: DisplayList {
        get throws { try render().displayList }
    }

    private func layOutOnce(_ changingKeys: inout [String]) -> DisplayList {
        let previous = ViewGraph.current
        ViewGraph.current = graph
        defer { ViewGraph.current = previous }
        graph.beginFrame()
        graph.windowContainerSize = windowContainerSize
        // What the views read of @Observable models while the frame is made is observed; the
        // actions after it (appear, change, preferences) may change it, invalidating the frame.
        let (content, pageSize) = graph.trackingObservation { resolveLayOutAndEmit() }
        return runActionsAfterLayout(content, pageSize: pageSize, &changingKeys)
    }

    /// Resolves the view, lays it out, and draws it into `emitted`.
    private func resolveLayOutAndEmit() -> (content: LayoutNode, pageSize: CGSize) {
        var context = ResolveContext(graph: graph, environment: baseEnvironment)
        context.transaction = frameTransaction
        let nodes = context.resolve(root, component: "root")
        let content = nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, spacing: nil, children: nodes)

        let pageSize: CGSize
        let proposal: ProposedViewSize
        let bounds: CGRect
        switch layout {
        case .sizeThatFits, .fitting:
            proposal = ProposedViewSize(layout.screen.size)
            pageSize = Self.nonEmpty(content.sizeThatFits(proposal))
            bounds = CGRect(origin: .zero, size: pageSize)
        case .proposing(let p):
            proposal = p
            let s = content.sizeThatFits(p)
            pageSize = CGSize(width: s.width.isFinite ? max(s.width, 0) : 0, height: s.height.isFinite ? max(s.height, 0) : 0)
            bounds = CGRect(origin: .zero, size: pageSize)
        case .fixed(let w, let h):
            pageSize = CGSize(width: w, height: h)
            proposal = ProposedViewSize(pageSize)
            bounds = CGRect(origin: .zero, size: pageSize)
        case .device, .screen:
            let d = layout.screen
            pageSize = d.size
            bounds = CGRect(x: d.safeArea.leading, y: d.safeArea.top,
                            width: d.size.width - d.safeArea.horizontal, height: d.size.height - d.safeArea.vertical)
            proposal = ProposedViewSize(bounds.size)
        }
        // On a screen the content is laid out in the safe area; the status bar's and home
        // indicator's regions around it are where views that ignore the safe area grow.
        var placement = PlacementContext()
        if case .screen = layout {
            placement.safeArea = SafeAreaGeometry(safe: bounds, outer: CGRect(origin: .zero, size: pageSize))
        }
        let size = content.sizeThatFits(proposal)
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        content.place(at: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), proposal: proposal, placement)

        // What the content presents (alerts, dialogs) is laid out over the whole page.
        var presented: [LayoutNode] = []
        var presentations: [PresentationNode] = []
        content.forEachNode { if let p = $0 as? PresentationNode { presentations.append(p) } }
        let page = PresentationPage(size: pageSize, safeArea: EdgeInsets(
            top: bounds.minY, leading: bounds.minX, bottom: pageSize.height - bounds.maxY, trailing: pageSize.width - bounds.maxX))
        // A presentation can present another (an alert from a sheet): that one goes on top.
        var next = 0
        while next < presentations.count {
            let layer = context.resolve(presentations[next].layer(page), component: "presentation-\(next)").single()
            next += 1
            let full = ProposedViewSize(pageSize)
            _ = layer.sizeThatFits(full)
            layer.place(at: .zero, proposal: full, placement)
            presented.append(layer)
            layer.forEachNode { if let p = $0 as? PresentationNode { presentations.append(p) } }
        }
        graph.endResolve()

        emitted = drawPage(content: content, presented: presented, size: pageSize, bounds: bounds, motion: nil)
        emittedTrees = [content] + presented
        emittedPage = (pageSize, bounds)
        return (content, pageSize)
    }

    /// Draws the page: its background, the content, the status bar, the presentations over
    /// them; through `motion` for a moment of a transition.
    private func drawPage(content: LayoutNode, presented: [LayoutNode], size pageSize: CGSize, bounds: CGRect,
                          motion: MotionPlan?, recordingAccessibility: Bool = false) -> Emitter {
        // Views are drawn with their frames on the device's pixel grid, as SwiftUI rounds each
        // view's frame for display; layout and geometry readers keep the exact values.
        let exact = motion != nil ? ExactFrames()
            : LayoutNode.roundingFramesToPixels([content] + presented, pixelLength: 1 / max(baseEnvironment.displayScale, 1))
        defer { exact.restore() }
        return drawPageOnTheGrid(content: content, presented: presented, size: pageSize, bounds: bounds, motion: motion,
                                 recordingAccessibility: recordingAccessibility)
    }

    private func drawPageOnTheGrid(content: LayoutNode, presented: [LayoutNode], size pageSize: CGSize, bounds: CGRect,
                                   motion: MotionPlan?, recordingAccessibility: Bool) -> Emitter {
        var e = Emitter(bounds: CGRect(origin: .zero, size: pageSize))
        e.motion = motion
        if recordingAccessibility { e.accessibility = AccessibilityRecorder(root: content) }
        let drawPage: (inout Emitter) -> Void = { e in
            // Previews sit on the system background; ImageRenderer's images are transparent.
            if case .proposing = self.layout {} else {
                let background = SystemPalette.systemBackground.resolve(self.baseEnvironment.colorScheme)
                e.add(.fill(.rect(CGRect(origin: .zero, size: pageSize)), background))
            }
            content.emit(&e)
        }
        // A large sheet shrinks the page back behind it (Sheet.swift); its status bar turns white.
        let scaledBack = presented.first.flatMap(ScaledBackPageNode.find) != nil || motion?.scaleBackAmount != nil
        let scaleBack = motion?.scaleBackAmount ?? 1
        if motion == nil {
            for (i, layer) in presented.enumerated() where i > 0 {
                if let s = ScaledBackPageNode.find(in: layer) {
                    graph.report(Approximation(cause: "sheet (large) over another presentation: iOS scales that one back too",
                                               drawnAs: "the presentation below drawn in place", file: s.site.file, line: s.site.line))
                }
            }
        }
        if scaledBack {
            SheetMetrics.emitScaledBackPage(&e, size: pageSize, top: bounds.minY, colorScheme: baseEnvironment.colorScheme,
                                            amount: scaleBack, drawPage)
        } else {
            drawPage(&e)
        }
        if case .screen(let device) = layout, device.showsStatusBar, !StatusBarHiddenNode.hides(in: content) {
            // The status bar turns white once the page is mostly scaled back.
            let white = scaledBack && scaleBack >= 0.5
            for op in StatusBar.ops(for: device, colorScheme: white ? .dark : baseEnvironment.colorScheme) { e.add(op) }
        }
        // Presentations draw over everything, the status bar included, and take taps first.
        e.presentedTextsStart = presented.isEmpty ? nil : e.texts.count
        for layer in presented { layer.emit(&e) }
        motion?.emitOnTop(&e)
        return e
    }

    private func pageOps(_ e: Emitter, width: CGFloat) -> [DisplayOp] {
        baseEnvironment.layoutDirection == .rightToLeft ? RightToLeftMirror.mirror(e.ops, width: width) : e.ops
    }

    // MARK: Motion

    /// How long the transition into the current frame lasts, in seconds: the longest
    /// animation of the change that made it (one period of one that repeats for ever); 0 when
    /// the change jumped (no animation, or nothing animatable changed) or there was no frame
    /// before.
    public var transitionDuration: TimeInterval {
        get throws { try currentMotionPlan()?.duration ?? 0 }
    }

    /// The display list of the transition into the current frame, `time` seconds after the
    /// change that made it (the host's clock: nothing reads the wall clock). From the
    /// transition's end on, and when there is none, it is the current frame's.
    public func displayList(at time: TimeInterval) throws -> DisplayList {
        let frame = try render()
        guard let plan = try currentMotionPlan(), plan.duration > 0, time < plan.duration else { return frame.displayList }
        guard let content = emittedTrees.first else { return frame.displayList }
        let previous = ViewGraph.current
        ViewGraph.current = graph
        defer { ViewGraph.current = previous }
        plan.prepare(at: max(time, 0))
        defer { plan.restore() }
        let e = drawPage(content: content, presented: Array(emittedTrees.dropFirst()), size: emittedPage.size,
                         bounds: emittedPage.bounds, motion: plan)
        return DisplayList(size: emittedPage.size, ops: pageOps(e, width: emittedPage.size.width))
    }

    private func currentMotionPlan() throws -> MotionPlan? {
        _ = try render()
        if let motionPlan { return motionPlan }
        guard !transitionStart.trees.isEmpty else { return nil }
        // A transition runs between the frames as drawn (on the pixel grid); the moments between
        // are drawn where the animation puts them, as SwiftUI animates rounded frames.
        let plan = PixelGrid.$pixelLength.withValue(1 / max(baseEnvironment.displayScale, 1)) {
            MotionPlan(from: transitionStart.trees, to: emittedTrees, scopeAnimations: transitionStart.scopes,
                       base: transitionStart.base)
        }
        for a in plan.approximations {
            graph.report(Approximation(cause: a.cause, drawnAs: a.drawnAs, file: "", line: 0))
        }
        motionPlan = plan
        return plan
    }


    private func runActionsAfterLayout(_ content: LayoutNode, pageSize: CGSize, _ changingKeys: inout [String]) -> DisplayList {
        // After layout: appear and change actions, then preference actions in tree order.
        graph.runPendingActions()
        graph.settleFocusedValues()
        var observations: [PreferenceObservation] = []
        _ = PreferenceCollector.collect(content, into: &observations)
        for o in observations {
            let last = graph.lastPreferences[o.key]
            if last != o.value {
                graph.lastPreferences[o.key] = o.value
                let before = graph.changedKeys.count
                o.perform()
                if graph.changedKeys.count > before { changingKeys.append(o.keyName) }
            }
        }
        return DisplayList(size: pageSize, ops: pageOps(emitted, width: pageSize.width))
    }

    /// The window's size minus its safe area: what `containerRelativeFrame` measures views
    /// outside any scroll view against.
    private var windowContainerSize: CGSize {
        switch layout {
        case .sizeThatFits, .fitting: return layout.screen.size
        case .proposing(let p):
            let screen = layout.screen.size
            return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? screen.width,
                          height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? screen.height)
        case .fixed(let w, let h): return CGSize(width: w, height: h)
        case .device, .screen:
            let d = layout.screen
            return CGSize(width: d.size.width - d.safeArea.horizontal, height: d.size.height - d.safeArea.vertical)
        }
    }

    private static func nonEmpty(_ s: CGSize) -> CGSize {
        CGSize(width: max(s.width.isFinite ? s.width : 0, 1), height: max(s.height.isFinite ? s.height : 0, 1))
    }

    // MARK: Accessibility

    /// The current frame as VoiceOver reads it: its elements in order, with their labels,
    /// values, traits and frames. While something modal is presented (an alert, a sheet),
    /// only what it shows is read, as on iOS.
    public func accessibilityTree() throws -> AccessibilityTree {
        _ = try render()
        guard let content = emittedTrees.first else { return AccessibilityTree(elements: [], pageSize: emittedPage.size) }
        let presented = Array(emittedTrees.dropFirst())
        let previous = ViewGraph.current
        ViewGraph.current = graph
        defer { ViewGraph.current = previous }
        let e = drawPage(content: content, presented: presented, size: emittedPage.size, bounds: emittedPage.bounds,
                         motion: nil, recordingAccessibility: true)
        guard let root = e.accessibility?.root else { return AccessibilityTree(elements: [], pageSize: emittedPage.size) }
        let rtl = baseEnvironment.layoutDirection == .rightToLeft
        let builder = AccessibilityTreeBuilder(mirroredWidth: rtl ? emittedPage.size.width : nil,
                                               page: CGRect(origin: .zero, size: emittedPage.size))
        var scopes = root.children
        if let top = presented.last, let layer = scopes.last(where: { $0.node === top }) { scopes = [layer] }
        let wrapper = AccessibilityScope(node: content, origin: .zero)
        wrapper.children = scopes
        return AccessibilityTree(elements: builder.build(wrapper), pageSize: emittedPage.size)
    }

    // MARK: Interaction

    /// Taps the topmost view that takes taps at `point` (page coordinates, points): its
    /// buttons and tap gestures, and the gestures around it, as `ViewHost+Gestures` says.
    public func tap(at point: CGPoint) throws {
        try tap(at: point, count: 1)
    }

    /// Runs an action as this host's: `UIScreen.main` is its screen and publishers deliver to
    /// its views (a notification posted by a button reaches them).
    func withCurrentGraph(_ body: () -> Void) {
        let previous = ViewGraph.current
        ViewGraph.current = graph
        defer { ViewGraph.current = previous }
        body()
    }

    /// Taps the middle of the (first) view that shows `text`, as a finger would: whatever is
    /// on top there gets the tap.
    public func tap(text: String) throws {
        _ = try render()
        // While something is presented, only what it shows can be tapped.
        let start = emitted.presentedTextsStart ?? 0
        let match = emitted.texts.indices.dropFirst(start).first {
            emitted.texts[$0].string == text || emitted.textSources[$0] == text
        }.map { emitted.texts[$0] }
        guard let match else {
            throw HostError.textNotFound(text, shown: emitted.texts.map(\.string))
        }
        try tap(at: CGPoint(x: match.frame.midX, y: match.frame.midY))
    }

    /// Taps the middle of the view with an accessibility identifier.
    public func tap(identifier: String) throws {
        _ = try render()
        guard let match = emitted.identifiers.first(where: { $0.id == identifier }) else {
            throw HostError.identifierNotFound(identifier, known: emitted.identifiers.map(\.id))
        }
        try tap(at: CGPoint(x: match.frame.midX, y: match.frame.midY))
    }

    /// Chooses the option shown as `option` in a picker (the one titled `picker`, or the only
    /// or first one), as scrolling a wheel or tapping a segment would.
    public func select(_ option: String, inPicker picker: String? = nil) throws {
        let control = try findControl(.picker, titled: picker)
        guard let match = control.options.first(where: { $0.label == option || "\($0.tag.base)" == option }) else {
            throw HostError.optionNotFound(option, control: "picker \(control.title.map { "\"\($0)\"" } ?? "")",
                                           options: control.options.map(\.label))
        }
        withCurrentGraph { control.select(match.tag) }
        _ = try render()
    }

    /// Sets a toggle (the one titled `title`, or the only or first one).
    public func setToggle(_ isOn: Bool, titled title: String? = nil) throws {
        let control = try findControl(.toggle, titled: title)
        withCurrentGraph { control.select(AnyHashable(isOn)) }
        _ = try render()
    }

    func findControl(_ kind: ControlRecord.Kind, titled title: String?) throws -> ControlRecord {
        _ = try layOut()
        let candidates = emitted.controls.filter { $0.kind == kind }
        let found = title.map { t in candidates.first { $0.title == t } } ?? candidates.first
        guard let found else {
            throw HostError.controlNotFound(
                title.map { "\(kind.rawValue) titled \"\($0)\"" } ?? kind.rawValue,
                known: emitted.controls.map { "\($0.kind.rawValue) \"\($0.title ?? "")\"" })
        }
        return found
    }

    /// The texts the current frame shows, in drawing order (for tests and error messages).
    public var shownTexts: [String] {
        get throws { _ = try render(); return emitted.texts.map(\.string) }
    }

    /// The texts the current frame shows with their frames (page coordinates), in drawing
    /// order: where to tap one of several views that show the same text.
    public var shownTextFrames: [(text: String, frame: CGRect)] {
        get throws { _ = try render(); return emitted.texts.map { ($0.string, $0.frame) } }
    }

    /// The frame of the first view showing `text`, in page coordinates.
    public func frame(ofText text: String) throws -> CGRect? {
        _ = try render()
        return emitted.texts.first { $0.string == text }?.frame
    }

    /// The frame of the view with an accessibility identifier.
    public func frame(ofIdentifier identifier: String) throws -> CGRect? {
        _ = try render()
        return emitted.identifiers.first { $0.id == identifier }?.frame
    }

    /// The current value (tag) of a picker, toggle, slider or stepper (`kind`: "picker",
    /// "toggle", "slider", "stepper").
    public func value(ofControl kind: String, titled title: String? = nil) throws -> AnyHashable? {
        let k = ControlRecord.Kind(rawValue: kind) ?? .picker
        return try findControl(k, titled: title).current
    }
}
