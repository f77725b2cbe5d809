import Drawing

/// Coordinate spaces for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public static func named<H: Hashable & Sendable>(_ name: H) -> CoordinateSpace { .named(AnyHashable(name)) }
}

extension CoordinateSpace: @unchecked Sendable {}

/// The size and frames of a `GeometryReader`, as its content sees them.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect
    let namedSpaces: [AnyHashable: CGRect]
    /// See `safeAreaInsets`.
    var insets = EdgeInsets()

    /// The reader's frame in a coordinate space. `.global` is the preview's page and includes
    /// the moves of enclosing `offset`s.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = namedSpaces[name]?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The safe area inset of the container, as SwiftUI's: on each edge where the reader
    /// reaches the safe area's edge, how far the region covered by the status bar, home
    /// indicator, bars or `safeAreaInset` content goes on past its frame (a reader filling a
    /// phone's safe area reads the status bar's and home indicator's heights; one that
    /// ignores the safe area reads none).
    public var safeAreaInsets: EdgeInsets { insets }
}

/// A view that fills the space it is offered and builds its content from its own geometry.
nonisolated public struct GeometryReader<Content: View>: View, @MainActor PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: Never { primitiveBody("GeometryReader") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let content = self.content
        var c = context
        c.stackAxis = nil
        return [GeometryReaderNode(context: c) { proxy, ctx in ctx.resolve(content(proxy), component: "g") }]
    }
}

/// Resolves its content while it is placed, once its frame is known.
final class GeometryReaderNode: LayoutNode {
    let context: ResolveContext
    let make: (GeometryProxy, ResolveContext) -> [LayoutNode]
    private var content: [LayoutNode] = []

    init(context: ResolveContext, make: @escaping (GeometryProxy, ResolveContext) -> [LayoutNode]) {
        self.context = context
        self.make = make
        super.init()
    }

    override var children: [LayoutNode] { content }

    /// The whole proposal, infinity included, as SwiftUI's reader: as flexible as a shape.
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ placement: PlacementContext) {
        super.place(at: origin, proposal: proposal, placement)
        var proxy = GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: placement.namedSpaces)
        proxy.insets = placement.safeArea?.insets(of: frame) ?? EdgeInsets()
        content = make(proxy, context)
        let p = ProposedViewSize(frame.size)
        for node in content {
            node.place(at: origin, proposal: p, placement)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        for node in content { node.emit(&e) }
    }
}

/// A coordinate space as a value, as SwiftUI's `CoordinateSpaceProtocol` (iOS 17):
/// `.local`, `.global` and `.named(_:)` for `GeometryProxy.frame(in:)` and `coordinateSpace(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space named by `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The page's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The names under which a scroll view offers its visible bounds as a coordinate space.
struct ScrollViewSpaceName: Hashable, Sendable {
    /// Nil: the nearest scroll view whatever it scrolls.
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The nearest scroll view's visible bounds (iOS 17).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }

    /// The visible bounds of the nearest scroll view that scrolls along `axis` (iOS 17).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The page's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space in the reader's own space, or nil when no view
    /// around the reader has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let named = namedSpaces[coordinateSpace.name] else { return nil }
        return CGRect(x: named.minX - globalFrame.minX, y: named.minY - globalFrame.minY, width: named.width, height: named.height)
    }
}

extension View {
    /// Names the view's frame as a coordinate space (`.named("scroll")`).
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        nonisolated(unsafe) let name = name.name
        return wrapping { CoordinateSpaceNode($0, name: name) }
    }
}
