import Drawing

extension View {
    /// Turns the drawing about an anchor; layout is unchanged.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapping { TransformEffectNode($0, effect: .rotation(angle), anchor: anchor) }
    }

    /// Scales the drawing about an anchor; layout is unchanged.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        wrapping { TransformEffectNode($0, effect: .scale(scale), anchor: anchor) }
    }

    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Composites the view at an opacity.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        wrapping { OpacityNode($0, opacity: opacity) }
    }

    /// Cuts the drawing to the view's frame (not antialiased, as SwiftUI's default).
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        wrapping { ClipNode($0, shape: Rectangle(), antialiased: antialiased) }
    }

    /// Cuts the drawing to a shape laid over the view's frame, by the style's fill rule
    /// (non-zero, or even-odd with `FillStyle(eoFill: true)`) and antialiasing.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapping { ClipNode($0, shape: shape, antialiased: style.isAntialiased, evenOdd: style.isEOFilled) }
    }

    /// Clips to a rounded rectangle (continuous corners, as SwiftUI's).
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        wrapping { ClipNode($0, shape: RoundedRectangle(cornerRadius: radius), antialiased: antialiased) }
    }

    /// A drop shadow of everything the view draws. The default colour is black at 33%
    /// (linear), as SwiftUI's; `radius` is the Gaussian's sigma in points.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    /// Draws a border inside the view's frame.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

nonisolated struct ShadowModifier: ViewModifier, @MainActor PrimitiveModifier {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let shadow = Drawing.Shadow(color: color.rgba(context.environment), radius: radius, x: x, y: y)
        return content(context).map { ShadowNode($0, shadow: shadow) }
    }
}

/// A secondary view or style behind or in front of the content.
nonisolated struct SecondaryModifier<Secondary: View>: ViewModifier, @MainActor PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isOverlay: Bool

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        var c = context
        c.stackAxis = nil
        return nodes.enumerated().map { i, node in
            let made = c.resolve(secondary, component: isOverlay ? "overlay\(i)" : "background\(i)")
            return SecondaryNode(node, secondary: made.single(alignment: alignment), alignment: alignment, isOverlay: isOverlay)
        }
    }
}

extension View {
    /// A view behind this one, offered this view's size (the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: background, alignment: alignment, isOverlay: false))
    }

    /// Views behind this one, offered this view's size.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), alignment: alignment, isOverlay: false))
    }

    /// Fills the view's frame with a style, behind it, and on those of `edges` where the view
    /// reaches the safe area's edge, on into the region past it (under the status bar, home
    /// indicator, bars), as iOS 15+ does. `background(Color.red)` and `background(.red)` are
    /// this form (the view form is disfavoured, as in SwiftUI).
    nonisolated public func background<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        let fill = Rectangle().filled(style, FillStyle(), api: "background(_:ignoresSafeAreaEdges:)", site: site)
        return modifier(BackgroundMaterialModifier(material: style.asMaterial, site: site))
            .modifier(SecondaryModifier(secondary: fill.ignoringSafeArea(edges), alignment: .center, isOverlay: false))
    }

    /// Fills the view's frame with the background style (the system background), behind it,
    /// into the safe area as `background(_:ignoresSafeAreaEdges:)`.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape in the view's frame with a style, behind it.
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle(), _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        let fill = shape.filled(style, fillStyle, api: "background(_:in:fillStyle:)", site: site)
        return modifier(BackgroundMaterialModifier(material: style.asMaterial, site: site))
            .modifier(SecondaryModifier(secondary: fill, alignment: .center, isOverlay: false))
    }

    /// Fills a shape in the view's frame with the background style.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle(), _fileID: String = #fileID, _line: Int = #line) -> some View {
        let fill = shape.filled(BackgroundStyle(), fillStyle, api: "background(in:fillStyle:)", site: CallSite(file: _fileID, line: _line))
        return modifier(SecondaryModifier(secondary: fill, alignment: .center, isOverlay: false))
    }

    /// A view in front of this one, offered this view's size (the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: overlay, alignment: alignment, isOverlay: true))
    }

    /// Views in front of this one, offered this view's size.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), alignment: alignment, isOverlay: true))
    }

    /// Fills the view's frame with a style, in front of it, into the safe area as
    /// `background(_:ignoresSafeAreaEdges:)`.
    nonisolated public func overlay<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let fill = Rectangle().filled(style, FillStyle(), api: "overlay(_:ignoresSafeAreaEdges:)", site: CallSite(file: _fileID, line: _line))
        return modifier(SecondaryModifier(secondary: fill.ignoringSafeArea(edges), alignment: .center, isOverlay: true))
    }

    nonisolated public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle(), _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let fill = shape.filled(style, fillStyle, api: "overlay(_:in:fillStyle:)", site: CallSite(file: _fileID, line: _line))
        return modifier(SecondaryModifier(secondary: fill, alignment: .center, isOverlay: true))
    }
}

extension View {
    /// The fill of a shape-style background or overlay: it ignores the safe area on `edges`.
    nonisolated func ignoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, NodeWrappingModifier> {
        wrapping { SafeAreaIgnoringNode($0, edges: edges) }
    }
}

extension Shape {
    /// `fill(_:style:)` for modifiers that fill a shape for the user, reported under their name.
    nonisolated func filled<S: ShapeStyle>(_ content: S, _ fillStyle: FillStyle, api: String, site: CallSite) -> _ShapeView<Self, S> {
        var v = _ShapeView(shape: self, style: content)
        v.fillStyle = FillStyleUse(fillStyle, in: api, at: site)
        v.fillSite = site
        return v
    }
}
