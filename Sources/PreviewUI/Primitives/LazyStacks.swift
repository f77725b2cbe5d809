/// A column that builds only the views it shows, as SwiftUI's `LazyVStack` (see
/// `LazyStackNode`): in a scroll view, the elements of a `ForEach` are built when scrolled to;
/// elsewhere it is laid out as a `VStack`.
nonisolated public struct LazyVStack<Content: View>: View, @MainActor PrimitiveView {
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

    @MainActor public var body: Never { primitiveBody("LazyVStack") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = .vertical
        let sample = LazyMetrics.sampleScreens * context.graph.screen.bounds.height
        let (alignment, spacing) = (self.alignment, self.spacing)
        let sections = SectionPlacement(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                        spacing: spacing, pinned: pinnedViews) { rows in
            LazyStackNode(axis: .vertical, horizontalAlignment: alignment, spacing: spacing, children: rows, sampleLength: sample)
        }
        return [LazyStackNode(axis: .vertical, horizontalAlignment: alignment, spacing: spacing,
                              children: c.resolvingLazily().resolve(content, component: "V"),
                              sampleLength: sample, sections: sections)]
    }
}

/// A row that builds only the views it shows, as SwiftUI's `LazyHStack` (see `LazyStackNode`).
nonisolated public struct LazyHStack<Content: View>: View, @MainActor PrimitiveView {
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

    @MainActor public var body: Never { primitiveBody("LazyHStack") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = .horizontal
        let sample = LazyMetrics.sampleScreens * context.graph.screen.bounds.width
        let (alignment, spacing) = (self.alignment, self.spacing)
        let sections = SectionPlacement(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                        spacing: spacing, pinned: pinnedViews) { rows in
            LazyStackNode(axis: .horizontal, verticalAlignment: alignment, spacing: spacing, children: rows, sampleLength: sample)
        }
        return [LazyStackNode(axis: .horizontal, verticalAlignment: alignment, spacing: spacing,
                              children: c.resolvingLazily().resolve(content, component: "H"),
                              sampleLength: sample, sections: sections)]
    }
}
