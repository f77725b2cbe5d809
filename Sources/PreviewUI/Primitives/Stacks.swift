/// Lays out its children in a row, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View, @MainActor PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("HStack") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = .horizontal
        return [StackNode(axis: .horizontal, verticalAlignment: alignment, spacing: spacing, children: c.resolve(content, component: "H"))]
    }
}

/// Lays out its children in a column, as SwiftUI's `VStack`.
nonisolated public struct VStack<Content: View>: View, @MainActor PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("VStack") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = .vertical
        return [StackNode(axis: .vertical, horizontalAlignment: alignment, spacing: spacing, children: c.resolve(content, component: "V"))]
    }
}

/// Overlays its children, aligned, as SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View, @MainActor PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("ZStack") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = nil
        return [ZStackNode(alignment: alignment, children: c.resolve(content, component: "Z"))]
    }
}

/// A flexible space along the axis of the stack that holds it, as SwiftUI's `Spacer`.
nonisolated public struct Spacer: View, @MainActor PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    @MainActor public var body: Never { primitiveBody("Spacer") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [SpacerNode(axis: context.stackAxis, minLength: minLength ?? LayoutMetrics.spacerMinLength)]
    }
}

final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: CGFloat

    init(axis: Axis?, minLength: CGFloat) {
        self.axis = axis
        self.minLength = minLength
        super.init()
        // Stacks give spacers what is left once every other child is sized: SwiftUI's spacer
        // reports a layout priority of -infinity (OpenSwiftUI Spacer.swift, audited complete).
        // `.layoutPriority(_:)` on the spacer still replaces it.
        layoutPriority = -.infinity
    }

    override var spacerMinLength: CGFloat? { minLength }

    /// No preferences: the views beside a spacer are the platform's 8 pt from it along the
    /// stack (then its minimum length), and across the stack a row's spacing is left to the
    /// views in it. (SwiftUI's own value is not known here; this keeps 8 pt, as measured
    /// before text-aware spacing.)
    override func viewSpacing() -> ViewSpacing { .none }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        func along(_ v: CGFloat?) -> CGFloat { max(v ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: along(p.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: along(p.width), height: along(p.height))
        }
    }
}
