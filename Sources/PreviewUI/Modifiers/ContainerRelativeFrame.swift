import Drawing

/// The size of a container that `containerRelativeFrame` measures against, known only once
/// the container is laid out: a scroll view writes its visible size minus its content margins
/// here before it measures its content. One box per container per frame.
@MainActor
final class ContainerGeometry {
    var size: CGSize

    init(size: CGSize = .zero) {
        self.size = size
    }
}

private struct ContainerGeometryKey: EnvironmentKey { static var defaultValue: ContainerGeometry? { nil } }

extension EnvironmentValues {
    /// The nearest container of the views being resolved (nil: the window, the host's page).
    var containerGeometry: ContainerGeometry? {
        get { self[ContainerGeometryKey.self] }
        set { self[ContainerGeometryKey.self] = newValue }
    }
}

extension View {
    /// Gives the view the size of its nearest container on `axes` (its proposal on the
    /// others), and aligns it inside. The container is the nearest scroll view (its visible
    /// size minus its content margins) or, outside any, the window: the page minus its safe
    /// area.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Gives the view `span` of `count` columns (rows) of its nearest container, with
    /// `spacing` between them: `(length - spacing × (count - 1)) / count × span + spacing ×
    /// (span - 1)`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let n = CGFloat(max(count, 1))
            let column = (length - spacing * (n - 1)) / n
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Gives the view the length `length` computes from its nearest container's length on
    /// each of `axes`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

nonisolated struct ContainerRelativeFrameModifier: ViewModifier, @MainActor PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let box = context.environment.containerGeometry
        let graph = context.graph
        return content(context).map {
            ContainerRelativeFrameNode($0, axes: axes, alignment: alignment, length: length,
                                       container: { box?.size ?? graph.windowContainerSize })
        }
    }
}

/// A frame whose size on some axes comes from the nearest container's: it offers its child
/// those lengths (its own proposal on the other axes), takes them, and aligns the child inside.
final class ContainerRelativeFrameNode: AligningFrameNode {
    let axes: Axis.Set
    let length: (CGFloat, Axis) -> CGFloat
    let container: @MainActor () -> CGSize

    init(_ child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat,
         container: @escaping @MainActor () -> CGSize) {
        self.axes = axes
        self.length = length
        self.container = container
        super.init(child, alignment: alignment)
    }

    override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let c = container()
        var q = p
        if axes.contains(.horizontal) { q.width = max(length(c.width, .horizontal), 0) }
        if axes.contains(.vertical) { q.height = max(length(c.height, .vertical), 0) }
        return q
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let q = childProposal(p)
        let s = child.sizeThatFits(q)
        return CGSize(width: axes.contains(.horizontal) ? q.width ?? s.width : s.width,
                      height: axes.contains(.vertical) ? q.height ?? s.height : s.height)
    }
}

extension ViewGraph {
    /// The window's size minus its safe area, the container of views outside any other
    /// (written by the host before each layout).
    var windowContainerSize: CGSize {
        get { storedValue(for: "windowContainerSize") as? CGSize ?? screen.bounds.size }
        set { store(newValue, for: "windowContainerSize", notify: false) }
    }
}
