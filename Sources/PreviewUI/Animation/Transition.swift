import Drawing

/// How a view enters and leaves, as SwiftUI's `AnyTransition`: while a change that inserts the
/// view animates, the view goes from the transition's active look (faded out, moved off by
/// its size, scaled down…) to its own; a view removed goes the other way, drawn where it was.
/// Views inserted or removed without an animation appear and vanish at once. The default, as
/// SwiftUI's, is `.opacity`.
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        /// Moved off by the view's own size towards the edge (E: SwiftUI's move offsets by the
        /// view's size; no iOS render measured here).
        case move(Edge)
        case offset(CGSize)
        /// Moved off towards the edge and faded, as iOS 16's push: in from `edge`, out to the
        /// opposite one.
        case push(Edge)
        case combined(Kind, Kind)
        case asymmetric(insertion: Kind, removal: Kind)
        /// `AnyTransition.modifier(active:identity:)`: drawn as opacity, reported.
        case modifier(String)
    }

    let kind: Kind
    /// The transition's own animation (`.animation(_:)` on it), which wins over the change's.
    var animation: Animation?

    init(_ kind: Kind) { self.kind = kind }

    public static let identity = AnyTransition(.identity)
    public static let opacity = AnyTransition(.opacity)
    public static let scale = AnyTransition(.scale(0, anchor: .center))
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor: anchor))
    }
    /// In from the leading edge, out to the trailing one.
    public static let slide = AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// A transition of a modifier's active and identity forms (drawn as `.opacity`, reported:
    /// PreviewUI does not interpolate a custom modifier).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(.modifier(String(describing: E.self)))
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var t = AnyTransition(.combined(kind, other.kind))
        t.animation = animation ?? other.animation
        return t
    }

    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.animation = animation
        return t
    }

    /// What the transition does to a view in `frame`, `amount` of the way to its active look
    /// (0: the view as it is; 1: fully off).
    func effect(amount: Double, inserting: Bool, frame: CGRect) -> TransitionEffect {
        var effect = TransitionEffect()
        Self.apply(kind, amount: amount, inserting: inserting, frame: frame, to: &effect)
        return effect
    }

    private static func apply(_ kind: Kind, amount a: Double, inserting: Bool, frame: CGRect, to e: inout TransitionEffect) {
        switch kind {
        case .identity:
            break
        case .opacity, .modifier:
            e.opacity *= 1 - a
        case .scale(let s, let anchor):
            let k = 1 + (s - 1) * a
            e.scale = CGSize(width: e.scale.width * k, height: e.scale.height * k)
            e.anchor = anchor
        case .move(let edge):
            e.translation = e.translation + offset(edge, frame: frame, amount: a)
        case .offset(let o):
            e.translation = e.translation + CGSize(width: o.width * a, height: o.height * a)
        case .push(let edge):
            let towards = inserting ? edge : opposite(edge)
            e.translation = e.translation + offset(towards, frame: frame, amount: a)
            e.opacity *= 1 - a
        case .combined(let x, let y):
            apply(x, amount: a, inserting: inserting, frame: frame, to: &e)
            apply(y, amount: a, inserting: inserting, frame: frame, to: &e)
        case .asymmetric(let insertion, let removal):
            apply(inserting ? insertion : removal, amount: a, inserting: inserting, frame: frame, to: &e)
        }
    }

    private static func offset(_ edge: Edge, frame: CGRect, amount a: Double) -> CGSize {
        switch edge {
        case .top: return CGSize(width: 0, height: -frame.height * a)
        case .bottom: return CGSize(width: 0, height: frame.height * a)
        case .leading: return CGSize(width: -frame.width * a, height: 0)
        case .trailing: return CGSize(width: frame.width * a, height: 0)
        }
    }

    private static func opposite(_ edge: Edge) -> Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// The custom modifier a transition names, if it is one (reported: drawn as opacity).
    var customModifier: String? {
        func find(_ k: Kind) -> String? {
            switch k {
            case .modifier(let name): return name
            case .combined(let a, let b): return find(a) ?? find(b)
            case .asymmetric(let a, let b): return find(a) ?? find(b)
            default: return nil
            }
        }
        return find(kind)
    }
}

/// A transition's look at a moment: faded, moved and scaled about an anchor of the frame.
struct TransitionEffect {
    var opacity: Double = 1
    var translation: CGSize = .zero
    var scale = CGSize(width: 1, height: 1)
    var anchor: UnitPoint = .center

    func transform(in frame: CGRect) -> AffineMatrix {
        let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        var m = AffineMatrix.translation(x: translation.width, y: translation.height)
        if scale.width != 1 || scale.height != 1 {
            m = AffineMatrix.scale(x: scale.width, y: scale.height, about: p).concatenating(m)
        }
        return m
    }
}

private func + (a: CGSize, b: CGSize) -> CGSize { CGSize(width: a.width + b.width, height: a.height + b.height) }

extension View {
    /// How the view enters and leaves when an animated change inserts or removes it.
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        wrapping { node in
            node.transition = t
            return node
        }
    }

    /// Animates the changes inside with `animation` when `value` changed since the last frame
    /// (other changes keep the transaction they came in).
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: AnyHashableBox(value), always: false))
    }

    /// Animates every change inside with `animation` (deprecated in iOS 15: prefer
    /// `animation(_:value:)`).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationModifier(animation: animation, value: nil, always: true))
    }

    /// Animates only the modifiers `body` applies to this view with `animation` (iOS 17): the
    /// view itself keeps the transaction it came in.
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        ScopedAnimationView(animation: animation, content: body(PlaceholderContentView(self, keepsOuterTransaction: true)))
    }

    /// Changes the transaction the views inside are laid out in.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform, value: nil))
    }

    /// Changes the transaction the views inside are laid out in, when `value` changed.
    nonisolated public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform, value: AnyHashableBox(value)))
    }
}

/// `animation(_:value:)` and `animation(_:)`: sets the transaction's animation for the views
/// inside when its value changed (always, for the old form), and records what it decided
/// for the views removed from under it.
nonisolated struct AnimationModifier: ViewModifier, @MainActor PrimitiveModifier {
    let animation: Animation?
    let value: AnyHashableBox?
    let always: Bool

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        let key = context.key + ".animation"
        let changed = always || context.graph.animationValueChanged(value, for: key)
        if changed && !c.transaction.disablesAnimations { c.transaction.animation = animation }
        c.animationScope = key
        context.graph.recordAnimationScope(key, animation: c.transaction.disablesAnimations ? nil : c.transaction.animation)
        return content(c)
    }
}

/// `transaction(_:)` and `transaction(value:_:)`.
nonisolated struct TransactionModifier: ViewModifier, @MainActor PrimitiveModifier {
    nonisolated(unsafe) let transform: (inout Transaction) -> Void
    let value: AnyHashableBox?

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        let key = context.key + ".transaction"
        if value == nil || context.graph.animationValueChanged(value, for: key) { transform(&c.transaction) }
        c.animationScope = key
        context.graph.recordAnimationScope(key, animation: c.transaction.disablesAnimations ? nil : c.transaction.animation)
        return content(c)
    }
}

extension Binding {
    /// A binding whose changes are made within `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding whose changes are made within the transaction.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        // Bindings are set on the main actor (by views and the host), as SwiftUI's.
        nonisolated(unsafe) let base = self
        nonisolated(unsafe) let transaction = transaction
        return Binding(get: { base.wrappedValue }, set: { value in
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { withTransaction(transaction) { base.wrappedValue = value } }
        })
    }
}

/// `animation(_:body:)`: the body's modifiers are resolved with the animation, the modified view
/// inside them (its placeholder) with the transaction outside.
nonisolated struct ScopedAnimationView<Content: View>: View, @MainActor PrimitiveView {
    let animation: Animation?
    let content: Content

    @MainActor var body: Never { primitiveBody("ScopedAnimationView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.transactionOutsideBody = context.transaction
        if !c.transaction.disablesAnimations { c.transaction.animation = animation }
        return c.resolve(content, component: "body")
    }
}
