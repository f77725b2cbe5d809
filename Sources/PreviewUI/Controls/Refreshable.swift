import Drawing

/// The environment's refresh action, as SwiftUI's `RefreshAction`: what `.refreshable` set
/// above a view. Calling it runs the action and returns when it has finished.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable` above, if any.
    public var refresh: RefreshAction? { self[RefreshActionKey.self] }

    var refreshAction: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the scroll views inside refreshable: pulling one down runs `action`
    /// (`ViewHost.pullToRefresh(_:)`), with iOS's refresh control showing until it returns.
    /// Until then a still shows nothing of it, as iOS does.
    nonisolated public func refreshable(
        action: @escaping @Sendable () async -> Void, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(RefreshableModifier(action: RefreshAction(action: action), site: CallSite(file: _fileID, line: _line)))
    }
}

nonisolated struct RefreshableModifier: ViewModifier, @MainActor PrimitiveModifier {
    let action: RefreshAction
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.environment.refreshAction = action
        return content(c).map { RefreshableNode($0, action: action, site: site) }
    }
}

/// A refreshable view: where it is drawn, for the host to pull its scroll views down.
final class RefreshableNode: UnaryNode {
    let action: RefreshAction
    let site: CallSite

    init(_ child: LayoutNode, action: RefreshAction, site: CallSite) {
        self.action = action
        self.site = site
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        e.refreshables.append(RefreshableRecord(frame: frame, action: action, site: site))
        child.emit(&e)
    }
}

/// A `.refreshable` view drawn: its frame (page coordinates) and action.
struct RefreshableRecord {
    let frame: CGRect
    let action: RefreshAction
    let site: CallSite
}
