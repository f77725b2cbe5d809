import Drawing
import Observation

/// The state of one host between frames: `@State` storage by identity, subscriptions, the last
/// preference values seen, what the last frame observed (`@Observable` properties it read,
/// `ObservableObject`s its views hold), and what happens after a frame (onAppear, onChange,
/// preference actions). One graph per host; hosts are used one at a time on the main actor.
@MainActor
final class ViewGraph {
    /// The graph whose view is being resolved or laid out now (for `UIScreen.main`).
    static var current: ViewGraph? {
        didSet { Thread.current.threadDictionary[layingOutKey] = current == nil ? nil : true }
    }

    /// Set in the thread dictionary of the thread that lays out a graph, while it does: code
    /// that is not isolated to the main actor (a colour resolving) can tell that it runs
    /// inside a layout, on the main actor, and report to `current`.
    nonisolated static let layingOutKey = "PreviewUI.ViewGraph.layingOut"

    /// Whether this thread is laying out a graph now (then it is on the main actor).
    nonisolated static var isLayingOutOnThisThread: Bool {
        Thread.current.threadDictionary[layingOutKey] != nil
    }

    let screen: UIScreen
    /// The colour scheme of the page the host draws its view on, whatever views inside ask
    /// for; nil when it draws no page (`ImageRenderer`).
    let pageColorScheme: ColorScheme?
    private(set) var storage: [String: Any] = [:]
    /// Set when state changed since the frame began.
    private var stateIsDirty = false
    /// The state keys written since the frame began, for error messages.
    private var changedStateKeys: [String] = []
    /// Told, on whatever thread a model changes, that something the views observe changed.
    nonisolated let invalidation = Invalidation()
    private var objectSubscriptions: [String: ObjectSubscription] = [:]
    private var objectsSeenThisFrame: Set<String> = []
    /// Set while a view's dynamic properties are bound: the environment object one of them
    /// needs and the environment lacks (the view's body is then not evaluated).
    var missingObject: MissingEnvironmentObject?
    /// What each `onGeometryChange` reported last (its next `oldValue`).
    let geometryChangeLastValues = GeometryChangeLastValues()
    private var namespaces: [String: Int] = [:]
    var lastPreferences: [String: AnyHashableBox] = [:]
    private var appeared: Set<String> = []
    private var seenThisFrame: Set<String> = []
    private var pendingActions: [@MainActor () -> Void] = []
    private var changeValues: [String: AnyHashableBox] = [:]
    private var receivers: [String: Receiver] = [:]
    /// What could not be drawn as iOS draws it, in the order first reported, over every frame
    /// of this host (an interaction can reach a view that the first frame did not show).
    private(set) var approximations: [Approximation] = []
    private var reported: Set<Approximation> = []
    /// The frames of this frame's `matchedGeometryEffect` sources, by namespace and id.
    var matchedGeometrySources: [MatchedGeometryNode.Key: CGRect] = [:]
    /// The `containerShape(_:)`s around what is being drawn, innermost last, with their
    /// views' frames (`ContainerRelativeShape` follows the last).
    var containerShapes: [(shape: any InsettableShape, frame: CGRect)] = []
    /// The URLs the view asked the system to open (`Link`, `openURL`), in order.
    private(set) var openedURLs: [URL] = []

    // MARK: Transactions

    /// The transaction of the `withTransaction` (or `withAnimation`) running now.
    var openTransaction: Transaction?
    /// The transaction of the last state change made in one, for the next frame.
    var pendingTransaction: Transaction?
    /// What each `animation(_:value:)` saw in the last frame, and in the frame being made.
    private var animationValues: [String: AnyHashableBox] = [:]
    private var nextAnimationValues: [String: AnyHashableBox] = [:]
    /// The animation each `animation(_:value:)` or `transaction(_:)` decided in the frame being
    /// made, by identity: what removed views under it animate with.
    private(set) var scopeAnimations: [String: Animation?] = [:]

    /// Whether `value` differs from what the modifier at `key` saw in the last frame (a
    /// modifier seen for the first time has not changed).
    func animationValueChanged(_ value: AnyHashableBox?, for key: String) -> Bool {
        guard let value else { return false }
        nextAnimationValues[key] = value
        guard let last = animationValues[key] else { return false }
        return last != value
    }

    func recordAnimationScope(_ key: String, animation: Animation?) {
        scopeAnimations[key] = .some(animation)
    }

    /// Called when a frame is made (its last layout pass): what the modifiers saw becomes the
    /// last frame's.
    func commitAnimationValues() {
        animationValues = nextAnimationValues
        nextAnimationValues = [:]
    }

    /// Notes a state change made inside `withTransaction`: the next frame is made in it.
    func noteChange(in transaction: Transaction, since changes: Int) {
        if changedKeys.count > changes { pendingTransaction = transaction }
    }

    func recordOpenedURL(_ url: URL) { openedURLs.append(url) }

    /// What the view asked the system to share (`ShareLink`), in order.
    private(set) var sharedItems: [ShareRecord] = []

    func recordShare(_ record: ShareRecord) { sharedItems.append(record) }

    // MARK: Tasks

    struct PendingTask {
        let site: CallSite
        let action: @isolated(any) @Sendable () async -> Void
    }

    private var pendingTasks: [PendingTask] = []
    /// The `id:` each task last started with, by view identity.
    private var taskIDs: [String: AnyHashableBox?] = [:]

    /// A view's `.task`: started when the view first appears, and again when its `id` changes.
    func task(key: String, id: AnyHashableBox?, site: CallSite, action: @escaping @isolated(any) @Sendable () async -> Void) {
        seenThisFrame.insert(key)
        if let last = taskIDs[key], last == id { return }
        taskIDs[key] = .some(id)
        pendingTasks.append(PendingTask(site: site, action: action))
    }

    /// Starts an action as a task of the next settle (a refresh the host pulled).
    func startTask(site: CallSite, action: @escaping @isolated(any) @Sendable () async -> Void) {
        pendingTasks.append(PendingTask(site: site, action: action))
    }

    var hasPendingTasks: Bool { !pendingTasks.isEmpty }

    /// Where the tasks waiting to run were declared.
    var pendingTaskSites: [CallSite] { pendingTasks.map(\.site) }

    /// Runs the tasks started by the last frame to completion, in the order their views were
    /// resolved, each before the next. Waiting frees the main actor, where a task's body
    /// usually runs; the wall clock only bounds the wait, and what a task writes is what the
    /// next frame shows, however long it took.
    func runPendingTasks(limit: TimeInterval) async throws {
        while !pendingTasks.isEmpty {
            let task = pendingTasks.removeFirst()
            let finished = TaskCompletion()
            let action = task.action
            let running = Task { @MainActor in
                await action()
                finished.isDone = true
            }
            let deadline = Date(timeIntervalSinceNow: limit)
            while !finished.isDone {
                if Date() >= deadline {
                    running.cancel()
                    pendingTasks = []
                    throw HostError.taskDidNotFinish(file: task.site.file, line: task.site.line, seconds: limit)
                }
                await Task.yield()
                if !finished.isDone { try? await Task.sleep(nanoseconds: 200_000) }
            }
        }
    }

    init(screen: UIScreen, pageColorScheme: ColorScheme? = nil) {
        self.screen = screen
        self.pageColorScheme = pageColorScheme
    }

    func storedValue(for key: String) -> Any? { storage[key] }

    /// Stores a state value; a different value (or one that cannot be compared) marks the
    /// graph dirty so the host renders again.
    func store(_ value: Any, for key: String, notify: Bool = true) {
        let old = storage[key]
        storage[key] = value
        guard notify else { return }
        if let old, Self.same(old, value) { return }
        stateIsDirty = true
        changedStateKeys.append(key)
    }

    /// Set when state changed, or something the views observe changed, since the frame began.
    var isDirty: Bool { stateIsDirty || invalidation.isInvalidated }

    /// The state keys written since the frame began, and what observed models changed, for
    /// error messages.
    var changedKeys: [String] { changedStateKeys + invalidation.causes }

    static func same(_ a: Any, _ b: Any) -> Bool {
        guard let ea = a as? any Equatable else { return false }
        return isEqual(ea, b)
    }

    private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }

    func namespaceID(for key: String) -> Int {
        if let id = namespaces[key] { return id }
        let id = namespaces.count + 1
        namespaces[key] = id
        return id
    }

    func report(_ approximation: Approximation) {
        if reported.insert(approximation).inserted { approximations.append(approximation) }
    }

    // MARK: Frames

    func beginFrame() {
        stateIsDirty = false
        changedStateKeys = []
        invalidation.beginFrame()
        seenThisFrame = []
        objectsSeenThisFrame = []
        pendingActions = []
        matchedGeometrySources = [:]
        scopeAnimations = [:]
    }

    /// After resolving: runs appear actions of views new in this frame, disappear actions of
    /// views gone, and cancels subscriptions of views gone.
    func endResolve() {
        taskIDs = taskIDs.filter { seenThisFrame.contains($0.key) }
        for (key, receiver) in receivers where !seenThisFrame.contains(key) {
            receiver.cancel()
            receivers[key] = nil
        }
        for (key, subscription) in objectSubscriptions where !objectsSeenThisFrame.contains(key) {
            subscription.cancellable.cancel()
            objectSubscriptions[key] = nil
        }
        appeared = appeared.intersection(seenThisFrame)
    }

    func runPendingActions() {
        let actions = pendingActions
        pendingActions = []
        for a in actions { a() }
    }

    func onAppear(key: String, action: @escaping @MainActor () -> Void) {
        seenThisFrame.insert(key)
        if !appeared.contains(key) {
            appeared.insert(key)
            pendingActions.append(action)
        }
    }

    func onChange(key: String, value: AnyHashableBox, initial: Bool, action: @escaping @MainActor (Any?) -> Void) {
        seenThisFrame.insert(key)
        if let old = changeValues[key] {
            if old != value {
                pendingActions.append { action(old.value) }
            }
        } else if initial {
            pendingActions.append { action(nil) }
        }
        changeValues[key] = value
    }

    // MARK: Publishers

    final class Receiver {
        var perform: @MainActor (Any) -> Void
        var cancellable: AnyCancellable?
        init(perform: @escaping @MainActor (Any) -> Void) { self.perform = perform }
        func cancel() { cancellable?.cancel() }
    }

    /// Subscribes once per view identity; later frames only refresh the action.
    func receive<P: Publisher>(key: String, publisher: P, perform: @escaping @MainActor (P.Output) -> Void) {
        seenThisFrame.insert(key)
        let wrapped: @MainActor (Any) -> Void = { perform($0 as! P.Output) }
        if let r = receivers[key] {
            r.perform = wrapped
            return
        }
        let r = Receiver(perform: wrapped)
        receivers[key] = r
        // Values reach the view only while this graph is laying out: a notification posted by
        // another preview (NotificationCenter.default is process-wide) never changes this one.
        r.cancellable = publisher.sink { [weak r, weak self] value in
            MainActor.assumeIsolated {
                guard let self, ViewGraph.current === self else { return }
                r?.perform(value)
            }
        }
    }

    /// Ends every subscription (the host is done).
    func tearDown() {
        for r in receivers.values { r.cancel() }
        receivers = [:]
        for s in objectSubscriptions.values { s.cancellable.cancel() }
        objectSubscriptions = [:]
    }

    // MARK: Observation

    /// Runs `body` (resolving, laying out and drawing a frame) while Observation records which
    /// `@Observable` properties it reads; a later change to any of them invalidates the frame.
    /// Reads are tracked for the whole frame, not per view: the host resolves every view again
    /// in the next frame anyway, and a change to a property no view read changes nothing.
    func trackingObservation<T>(_ body: () -> T) -> T {
        let invalidation = self.invalidation
        let generation = invalidation.generation
        // The callback comes on the thread that changes the model, before the change (willSet),
        // once: it only marks the frame, which the host lays out again when asked to render.
        return withObservationTracking(body, onChange: {
            invalidation.invalidate("an @Observable property the frame read", ifGeneration: generation)
        })
    }

    struct ObjectSubscription {
        let object: ObjectIdentifier
        let cancellable: AnyCancellable
    }

    /// Keeps the views at `key` observing `object`'s `objectWillChange` (as `@StateObject`,
    /// `@ObservedObject` and `@EnvironmentObject` do): a change invalidates the frame. Subscribes
    /// once per view identity and object.
    func observe<Object: ObservableObject>(_ object: Object, key: String) {
        objectsSeenThisFrame.insert(key)
        let id = ObjectIdentifier(object)
        if let existing = objectSubscriptions[key], existing.object == id { return }
        objectSubscriptions[key]?.cancellable.cancel()
        let invalidation = self.invalidation
        let name = String(describing: Object.self)
        let cancellable = object.objectWillChange._subscribe { _ in
            invalidation.invalidate("objectWillChange of \(name)", ifGeneration: nil)
        }
        objectSubscriptions[key] = ObjectSubscription(object: id, cancellable: cancellable)
    }

    /// What the views observe changed since a frame began, from any thread: Observation's
    /// change callbacks and `objectWillChange` come on the thread that changes the model.
    final class Invalidation: @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0
        private var fired: [String] = []

        /// The frame being drawn; a callback installed by an earlier frame is stale.
        var generation: Int { lock.withLock { current } }

        func beginFrame() {
            lock.withLock {
                current += 1
                fired = []
            }
        }

        /// Marks the frame invalid, unless the callback belongs to an earlier frame (whose
        /// reads the current frame may no longer make).
        func invalidate(_ cause: String, ifGeneration generation: Int?) {
            lock.withLock {
                if let generation, generation != current { return }
                fired.append(cause)
            }
        }

        var isInvalidated: Bool { lock.withLock { !fired.isEmpty } }
        var causes: [String] { lock.withLock { fired } }
    }
}

/// Set by a task's body when it returns; read on the main actor.
@MainActor final class TaskCompletion {
    var isDone = false
}
