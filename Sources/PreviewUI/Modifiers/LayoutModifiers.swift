/// Wraps each node the content makes in a new node.
nonisolated struct NodeWrappingModifier: ViewModifier, @MainActor PrimitiveModifier {
    let wrap: @MainActor (LayoutNode) -> LayoutNode

    nonisolated init(wrap: @escaping @MainActor (LayoutNode) -> LayoutNode) {
        self.wrap = wrap
    }

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        content(context).map { node in
            // A lazy container's ForEach: each element's views are wrapped as they are built.
            (node as? LazyElementsNode)?.wrapped(by: wrap) ?? wrap(node)
        }
    }
}

extension View {
    nonisolated func wrapping(_ wrap: @escaping @MainActor (LayoutNode) -> LayoutNode) -> ModifiedContent<Self, NodeWrappingModifier> {
        modifier(NodeWrappingModifier(wrap: wrap))
    }

    /// Adds space around the view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        wrapping { PaddingNode($0, insets: insets) }
    }

    /// Adds `length` points (16 by default) on the given edges.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? LayoutMetrics.defaultPadding))
    }

    /// Adds `length` points on every edge.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Gives the view a fixed width, height or both, and aligns it inside.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapping { FixedFrameNode($0, width: width, height: height, alignment: alignment) }
    }

    /// Limits the view's size; `maxWidth: .infinity` fills the width offered.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrapping {
            FlexibleFrameNode($0, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        }
    }

    /// The view takes its ideal size, whatever it is offered.
    nonisolated public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view takes its ideal size on the chosen axes.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapping { FixedSizeNode($0, horizontal: horizontal, vertical: vertical) }
    }

    /// Stacks give space to higher priorities first.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        wrapping { node in
            node.layoutPriority = value
            return node
        }
    }

    /// Moves the view's drawing and geometry without changing layout.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        wrapping { OffsetNode($0, offset: offset) }
    }

    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Keeps the view at an aspect ratio (its own ideal one when `aspectRatio` is nil).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapping { AspectRatioNode($0, ratio: aspectRatio, contentMode: contentMode) }
    }

    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Keeps the view's space but draws nothing.
    nonisolated public func hidden() -> some View {
        wrapping { HiddenNode($0) }
    }

    /// Drawing order among siblings of a ZStack or overlay (HStack and VStack draw in
    /// declaration order yet, and say so when that changes what is on top).
    nonisolated public func zIndex(_ value: Double, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { node in
            node.zIndex = value
            node.zIndexSite = site
            return node
        }
    }

    /// Names the view's frame as a coordinate space for `GeometryProxy.frame(in:)`.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        nonisolated(unsafe) let name = AnyHashable(name)
        return wrapping { CoordinateSpaceNode($0, name: name) }
    }

    /// Replaces an alignment guide's value.
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        nonisolated(unsafe) let computeValue = computeValue
        return wrapping { AlignmentGuideNode($0, horizontal: (g, computeValue), vertical: nil, site: site) }
    }

    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        nonisolated(unsafe) let computeValue = computeValue
        return wrapping { AlignmentGuideNode($0, horizontal: nil, vertical: (g, computeValue)) }
    }
}

/// A view placed at a point of its parent's space (`position`): it takes all it is offered.
final class PositionNode: UnaryNode {
    let position: CGPoint

    init(_ child: LayoutNode, position: CGPoint) {
        self.position = position
        super.init(child)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        let s = child.sizeThatFits(.unspecified)
        child.place(at: CGPoint(x: origin.x + position.x - s.width / 2, y: origin.y + position.y - s.height / 2),
                    proposal: .unspecified, context)
    }
}

extension View {
    /// Centres the view at a point of the space it is offered.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapping { PositionNode($0, position: CGPoint(x: x, y: y)) }
    }

    nonisolated public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
