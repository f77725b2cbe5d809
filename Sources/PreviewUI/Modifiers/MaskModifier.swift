import Drawing

extension View {
    /// Shows the view only where `mask` (laid out in the view's frame, aligned by
    /// `alignment`) has alpha.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows the view only where `mask` has alpha (the iOS 13 form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}

/// `mask(alignment:_:)`: the mask view laid out in the view's frame, its alpha cutting the view.
nonisolated struct MaskModifier<Mask: View>: ViewModifier, @MainActor PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = nil
        return content(context).enumerated().map { i, node in
            MaskNode(node, mask: c.resolve(mask, component: "mask\(i)").single(alignment: alignment), alignment: alignment)
        }
    }
}

final class MaskNode: UnaryNode {
    let mask: LayoutNode
    let alignment: Alignment

    init(_ child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child)
    }

    override var children: [LayoutNode] { [child, mask] }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        let p = ProposedViewSize(frame.size)
        mask.place(at: alignedOrigin(of: mask, proposal: p, in: frame, alignment: alignment), proposal: p, context)
    }

    override func emitContent(_ e: inout Emitter) {
        // The mask's drawing only: it takes no touches and shows no text.
        var m = Emitter(bounds: e.page)
        m.visible = e.visible
        mask.emit(&m)
        e.layer(DisplayGroup(mask: LayerMask(ops: m.ops), ops: [])) { child.emit(&$0) }
    }
}
