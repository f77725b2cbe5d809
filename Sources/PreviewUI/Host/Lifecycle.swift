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

    /// Runs `action` with a URL the app is asked to open: a preview is never asked.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        self
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
