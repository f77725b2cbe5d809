/// Which kinds of views in a lazy stack or grid stay pinned to the scroll view's bounds: a
/// `Section`'s header at the start of the visible region while its section is on screen, its
/// footer at the end (see `LazySectionNode`).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A grid that grows vertically, as SwiftUI's `LazyVGrid`; see `LazyGridNode` for how the
/// columns are sized and when it is lazy.
nonisolated public struct LazyVGrid<Content: View>: View, @MainActor PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    let site: CallSite

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
                _fileID: String = #fileID, _line: Int = #line) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
        self.site = CallSite(file: _fileID, line: _line)
    }

    @MainActor public var body: Never { primitiveBody("LazyVGrid") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = nil
        return [LazyGridNode(axis: .vertical, gridItems: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                             spacing: spacing, children: c.resolvingLazily().resolve(content, component: "LazyVGrid"),
                             sampleLength: LazyMetrics.sampleScreens * context.graph.screen.bounds.height, site: site,
                             pinnedViews: pinnedViews)]
    }
}

/// A grid that grows horizontally, as SwiftUI's `LazyHGrid`.
nonisolated public struct LazyHGrid<Content: View>: View, @MainActor PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    let site: CallSite

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
                _fileID: String = #fileID, _line: Int = #line) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
        self.site = CallSite(file: _fileID, line: _line)
    }

    @MainActor public var body: Never { primitiveBody("LazyHGrid") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = nil
        return [LazyGridNode(axis: .horizontal, gridItems: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                             spacing: spacing, children: c.resolvingLazily().resolve(content, component: "LazyHGrid"),
                             sampleLength: LazyMetrics.sampleScreens * context.graph.screen.bounds.width, site: site,
                             pinnedViews: pinnedViews)]
    }
}
