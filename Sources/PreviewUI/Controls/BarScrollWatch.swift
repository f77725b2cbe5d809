import Drawing

/// The scroll view a bar watches for its look, as UIKit's bars watch their view controller's
/// content scroll view since iOS 15: at the scroll edge (nothing scrolled under the bar) a
/// bar takes its scroll-edge appearance, transparent and without its hairline; once content
/// lies under it, its standard appearance, the chrome material with a hairline. A screen with
/// no scroll view keeps the scroll-edge look ("or always if you don't have a UIScrollView in
/// your hierarchy", Apple's notes on the iOS 15 bars).
///
/// A navigation stack and a tab view hand a watch for each of their bars to their content's
/// placement (`PlacementContext.topBarWatch`, `bottomBarWatch`); the first vertical scroll view
/// placed whose frame reaches that bar (the safe area's edge, with the bar's covered region
/// beyond it) takes it. Scroll views inside another one's content do not: the outer one moves
/// them.
@MainActor
final class BarScrollWatch {
    private(set) weak var scrollView: ScrollNode?

    func offer(_ node: ScrollNode) {
        if scrollView == nil { scrollView = node }
    }

    /// How far the watched content is scrolled from its start (0 with no scroll view): what
    /// lies under a bar above it.
    var scrolledFromTop: CGFloat { scrollView?.scrolledFromTop ?? 0 }

    /// How far the watched content could still scroll towards its end (0 with no scroll
    /// view): what lies under a bar below it.
    var scrollableToBottom: CGFloat { scrollView?.scrollableToBottom ?? 0 }

    /// Whether content lies under a bar below.
    var hasContentBelow: Bool { scrollableToBottom > SafeAreaGeometry.tolerance }
}

/// Whether content scrolled under a screen's bars, as the last layout found it: kept by the
/// host between frames, so that a bar's colour scheme (`toolbarColorScheme`), which applies
/// while its background shows, reaches its title and items when they are resolved.
struct BarScrollState: Equatable {
    var top = false
    var bottom = false

    /// Keeps `new` for the next frame. Only a bar with its own colour scheme whose background
    /// appears or goes (`top`/`bottom`: the bars above and below) resolves differently, so only
    /// then is another layout pass asked for; otherwise this frame already drew the bars right.
    @MainActor
    static func keep(_ new: BarScrollState, for key: String, in graph: ViewGraph?, top: BarAppearance.Bar?, bottom: BarAppearance.Bar?) {
        guard let graph else { return }
        let old = graph.storedValue(for: key) as? BarScrollState ?? BarScrollState()
        guard old != new else { return }
        func resolvesDifferently(_ bar: BarAppearance.Bar?, _ was: Bool, _ now: Bool) -> Bool {
            guard let bar, bar.colorScheme != nil else { return false }
            return bar.showsBackground(scrolledUnder: was) != bar.showsBackground(scrolledUnder: now)
        }
        let matters = resolvesDifferently(top, old.top, new.top) || resolvesDifferently(bottom, old.bottom, new.bottom)
        graph.store(new, for: key, notify: matters)
    }
}
