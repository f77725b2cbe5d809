import Drawing

/// How a view's content changes under an animation, as SwiftUI's `ContentTransition`: text
/// cross-fades from the old string to the new one by default (`.opacity`); `.identity` swaps at
/// once. `.interpolate` and `.numericText` (glyphs morphing, digits rolling) are drawn as the
/// cross-fade and reported.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        case symbolEffect
    }

    let kind: Kind

    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .interpolate)
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// Digits rolling up or down by the value's change.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: value < 0))
    }
    /// A symbol's replace effect (drawn as the cross-fade).
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

    /// What the motion draws for it instead, if it is not drawn as SwiftUI does.
    var approximation: String? {
        switch kind {
        case .identity, .opacity: nil
        case .interpolate: "contentTransition(.interpolate) (glyphs morphing into the new text)"
        case .numericText: "contentTransition(.numericText) (digits rolling to the new value)"
        case .symbolEffect: "contentTransition(.symbolEffect) (a symbol's replace effect)"
        }
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.opacity }

extension EnvironmentValues {
    /// How content changes are drawn under an animation (`contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the content inside changes under an animation (text: a cross-fade by default).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

extension TextNode: AnimatableNode {
    /// Its colour animates (the base colour; spans with colours of their own keep theirs).
    func animatableDiffers(from old: LayoutNode) -> Bool {
        (old as? TextNode).map { $0.color != color } ?? false
    }

    func animate(from old: LayoutNode, progress p: Double) -> @MainActor () -> Void {
        guard let old = old as? TextNode else { return {} }
        let original = color
        func mix(_ x: Double, _ y: Double) -> Double { min(max(x + (y - x) * p, 0), 1) }
        color = RGBAColor(red: mix(old.color.red, color.red), green: mix(old.color.green, color.green),
                          blue: mix(old.color.blue, color.blue), alpha: mix(old.color.alpha, color.alpha))
        return { self.color = original }
    }
}
