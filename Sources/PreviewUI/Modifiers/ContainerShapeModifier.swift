import Drawing

extension View {
    /// Sets the shape that `ContainerRelativeShape`s inside this view follow: `shape` in this
    /// view's frame, inset to where each of them is.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        wrapping { ContainerShapeNode($0, shape: shape) }
    }
}

/// A view whose frame and shape the `ContainerRelativeShape`s it draws follow: they read the
/// innermost one being drawn.
final class ContainerShapeNode: UnaryNode {
    let shape: any InsettableShape

    init(_ child: LayoutNode, shape: any InsettableShape) {
        self.shape = shape
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        let graph = ViewGraph.current
        graph?.containerShapes.append((shape, frame))
        child.emit(&e)
        graph?.containerShapes.removeLast()
    }
}
