/// A column laid out as a `VStack`, as SwiftUI's `LazyVStack`. Not lazy: every child is built
/// and laid out, inside a scroll view or not.
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
        return [StackNode(axis: .vertical, horizontalAlignment: alignment, spacing: spacing,
                          children: c.resolve(content, component: "V"))]
    }
}

/// A row laid out as an `HStack`, as SwiftUI's `LazyHStack`. Not lazy.
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
        return [StackNode(axis: .horizontal, verticalAlignment: alignment, spacing: spacing,
                          children: c.resolve(content, component: "H"))]
    }
}
