/// `onAppear`, `onDisappear`, `onChange`, `onReceive`, `task`: actions the host runs after a
/// frame is laid out.
nonisolated struct AppearModifier: ViewModifier, @MainActor PrimitiveModifier {
    let action: (@MainActor () -> Void)?

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        if let action { context.graph.onAppear(key: context.key + "#appear", action: action) }
        return content(context)
    }
}

nonisolated struct ChangeModifier<V: Equatable>: ViewModifier, @MainActor PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: @MainActor (V?, V) -> Void

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let value = self.value, action = self.action
        context.graph.onChange(key: context.key + "#change", value: AnyHashableBox(value), initial: initial) { old in
            action(old as? V, value)
        }
        return content(context)
    }
}

nonisolated struct TaskModifier: ViewModifier, @MainActor PrimitiveModifier {
    let id: AnyHashableBox?
    let action: @isolated(any) @Sendable () async -> Void
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        context.graph.task(key: context.key + "#task", id: id, site: site, action: action)
        return content(context)
    }
}

nonisolated struct ReceiveModifier<P: Publisher>: ViewModifier, @MainActor PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        context.graph.receive(key: context.key + "#receive", publisher: publisher, perform: action)
        return content(context)
    }
}

extension View {
    /// Runs `action` when the view first appears in a frame.
    nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearModifier(action: action))
    }

    /// Accepted; a still never sees a view disappear.
    nonisolated public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        self
    }

    /// Runs `action` with the old and new values when `value` changes between frames.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { old, new in action(old ?? new, new) })
    }

    /// Runs `action` when `value` changes between frames.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value (the iOS 14 form).
    @_disfavoredOverload
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` when the view appears. A preview runs it to completion before drawing
    /// the frame (within the host's `taskTimeLimit`), so what it loads is in the snapshot.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(TaskModifier(id: nil, action: action, site: CallSite(file: _fileID, line: _line)))
    }

    /// Runs `action` when the view appears and again whenever `value` changes, each run to
    /// completion before the frame.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(TaskModifier(id: AnyHashableBox(value), action: action, site: CallSite(file: _fileID, line: _line)))
    }

    /// Delivers the publisher's values to `action` on the host, while the view is shown.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// An animation curve, as SwiftUI's `Animation`. Stills need no motion: animations are
/// accepted and state changes take effect at once.
public struct Animation: Sendable, Hashable {
    let name: String
    var speedFactor: Double = 1

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")

    public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    /// A spring animation with a `Spring`'s motion.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(name: "spring")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }

    public func speed(_ speed: Double) -> Animation { var a = self; a.speedFactor *= speed; return a }
    public func delay(_ delay: Double) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: stills need no animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves (accepted; stills need none).
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
