/// A column that builds only the views it shows, as SwiftUI's `LazyVStack` (see
/// `LazyStackNode`): in a scroll view, the elements of a `ForEach` are built when scrolled to;
/// elsewhere it is laid out as a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    let site: CallSite

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
                _fileID: String = #fileID, _line: Int = #line) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
        self.site = CallSite(file: _fileID, line: _line)
    }

    public var body: Never { primitiveBody("LazyVStack") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.approximatePinning(pinnedViews, in: "LazyVStack", at: site)
        var c = context
        c.stackAxis = .vertical
        return [LazyStackNode(axis: .vertical, horizontalAlignment: alignment, spacing: spacing,
                              children: c.resolvingLazily().resolve(content, component: "V"),
                              sampleLength: LazyMetrics.sampleScreens * context.graph.screen.bounds.height)]
    }
}

/// A row that builds only the views it shows, as SwiftUI's `LazyHStack` (see `LazyStackNode`).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    let site: CallSite

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
                _fileID: String = #fileID, _line: Int = #line) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
        self.site = CallSite(file: _fileID, line: _line)
    }

    public var body: Never { primitiveBody("LazyHStack") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.approximatePinning(pinnedViews, in: "LazyHStack", at: site)
        var c = context
        c.stackAxis = .horizontal
        return [LazyStackNode(axis: .horizontal, verticalAlignment: alignment, spacing: spacing,
                              children: c.resolvingLazily().resolve(content, component: "H"),
                              sampleLength: LazyMetrics.sampleScreens * context.graph.screen.bounds.width)]
    }
}
