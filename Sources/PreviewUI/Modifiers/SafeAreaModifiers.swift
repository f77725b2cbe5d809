import Foundation

/// The kinds of region a safe area keeps content out of, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// What the container covers: the status bar, home indicator, bars, `safeAreaInset`.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in a still).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands the view's safe area: on those of `edges` where the view's frame reaches the
    /// safe area's edge, its content is laid out grown into the region past it (under the
    /// status bar, home indicator, bars, `safeAreaInset` content), as SwiftUI does; its parent
    /// sees the size it had. `.keyboard` alone changes nothing: no keyboard is shown.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let edges = regions.contains(.container) ? edges : []
        return wrapping { SafeAreaIgnoringNode($0, edges: edges) }
    }

    /// The iOS 13 spelling of `ignoresSafeArea(.container, edges:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        wrapping { SafeAreaIgnoringNode($0, edges: edges) }
    }

    /// Shows `content` at the top or bottom edge of the view, and ends the view's safe area at
    /// it (and `spacing`, the views' own spacing when nil): the view is laid out above or
    /// below it, what ignores the safe area reaches under it, and a scroll view's content
    /// scrolls under it and clear of it.
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom, horizontal: alignment,
                                       vertical: .center, spacing: spacing))
    }

    /// Shows `content` at the leading or trailing edge of the view, as the vertical form.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing, horizontal: .center,
                                       vertical: alignment, spacing: spacing))
    }

    /// Adds `insets` to the view's safe area: laid out as padding, but what ignores the safe
    /// area still fills the padding, and a scroll view's content scrolls through it.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        wrapping { SafeAreaPaddingNode($0, insets: insets) }
    }

    /// Adds `length` points (16 by default) to the safe area on `edges`.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? LayoutMetrics.defaultPadding))
    }

    /// Adds `length` points to the safe area on every edge.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// Resolves the inset content of `safeAreaInset` beside each node of the view.
nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier, @MainActor PrimitiveModifier {
    let inset: Inset
    let edge: Edge
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat?

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        var c = context
        c.stackAxis = nil
        return nodes.enumerated().map { i, node in
            // The inset content is laid out as a ZStack of its views, as SwiftUI's.
            let made = c.resolve(inset, component: "safeAreaInset\(i)").single()
            return SafeAreaInsetNode(node, inset: made, edge: edge, horizontal: horizontal, vertical: vertical, spacing: spacing)
        }
    }
}
