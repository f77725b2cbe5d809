import Drawing

extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody("Color") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(shape: Rectangle(), color: rgba(context.environment), stroke: nil, inset: 0)]
    }
}

/// A thin line between views, as SwiftUI's `Divider`: across the stack that holds it, one
/// pixel thick, in the separator colour.
nonisolated public struct Divider: View, @MainActor PrimitiveView {
    public init() {}
    @MainActor public var body: Never { primitiveBody("Divider") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let thickness = env.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / max(env.displayScale, 1)
        return [DividerNode(axis: context.stackAxis == .horizontal ? .vertical : .horizontal,
                            thickness: thickness, color: SystemPalette.separator.resolve(env))]
    }
}

final class DividerNode: LayoutNode {
    /// The direction the line runs in.
    let axis: Axis
    let thickness: CGFloat
    let color: RGBAColor

    init(axis: Axis, thickness: CGFloat, color: RGBAColor) {
        self.axis = axis
        self.thickness = thickness
        self.color = color
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        // Flexible along its axis: the whole proposal, infinity included.
        CGSize(axis: axis, major: p[axis] ?? LayoutMetrics.idealFlexibleSize, minor: thickness)
    }

    override func emitContent(_ e: inout Emitter) {
        e.add(.fill(.rect(frame), color))
    }
}
