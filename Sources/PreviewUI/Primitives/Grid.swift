/// A container that arranges views in a two-dimensional layout, as SwiftUI's `Grid` (iOS 16).
/// See `GridNode` for how columns, rows and spacing are worked out.
nonisolated public struct Grid<Content: View>: View, @MainActor PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("Grid") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        // A view outside a row (a Divider, say) runs along the grid's rows.
        c.stackAxis = .vertical
        return [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                         children: c.resolve(content, component: "Grid"))]
    }
}

/// A horizontal row in a `Grid`: each child is a cell.
nonisolated public struct GridRow<Content: View>: View, @MainActor PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("GridRow") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = .horizontal
        return [GridRowNode(alignment: alignment, children: c.resolve(content, component: "GridRow"))]
    }
}

extension View {
    /// The number of columns the cell spans in a `Grid`.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        setting(GridCellKeys.Columns.self, count)
    }

    /// The horizontal alignment of the cells of this view's column in a `Grid`.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        setting(GridCellKeys.ColumnAlignment.self, guide)
    }

    /// Where the view sits inside its `Grid` cell, overriding the column and row alignments.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        setting(GridCellKeys.Anchor.self, anchor)
    }

    /// The axes on which the cell asks the grid for no room, and takes what its column and
    /// row give.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        setting(GridCellKeys.UnsizedAxes.self, axes)
    }

    nonisolated fileprivate func setting(_ key: Any.Type, _ value: Any & Sendable) -> some View {
        wrapping { node in
            node.layoutValues[ObjectIdentifier(key)] = value
            return node
        }
    }
}
