import Drawing

/// What a screen asks of the bars around it: `toolbarBackground`, `toolbarColorScheme`, and
/// `navigationSubtitle`. Read by the enclosing navigation stack (its navigation bar and
/// bottom bar) and tab view (its tab bar), the outermost modifier first, as SwiftUI's
/// preferences flow up.
///
/// iOS 18: a navigation bar, a bottom bar and a tab bar at the scroll edge (nothing scrolled
/// under them, or no scroll view: BarScrollWatch.swift) draw no background (the scroll-edge
/// appearance) unless `toolbarBackground(.visible, for:)` asks for it; once content lies
/// under one, or when visible, the bar draws its style (the chrome material when none is
/// given) with its hairline (the standard appearance). `.hidden` never draws it. A style
/// alone changes nothing at the scroll edge, as on iOS. The bar's colour scheme applies to
/// its title and items while its background shows.
struct BarAppearance {
    struct Bar {
        var style: AnyShapeStyle?
        var visibility: Visibility?
        var colorScheme: ColorScheme?

        /// Whether the bar draws its background at the scroll edge.
        var isVisible: Bool { visibility == .visible }

        /// Whether the bar draws its background, with content under it or not.
        func showsBackground(scrolledUnder: Bool) -> Bool {
            visibility == .visible || (visibility != .hidden && scrolledUnder)
        }
    }

    var navigationBar = Bar()
    var bottomBar = Bar()
    var tabBar = Bar()
    var subtitle: Text?
    var subtitleSite: CallSite?

    /// Applies a modifier to the bars it names (none, or `.automatic`: the navigation bar).
    mutating func update(_ bars: [ToolbarPlacement], _ change: (inout Bar) -> Void) {
        let names = bars.isEmpty ? ["automatic"] : bars.map(\.name)
        if names.contains("automatic") || names.contains("navigationBar") { change(&navigationBar) }
        if names.contains("bottomBar") { change(&bottomBar) }
        if names.contains("tabBar") { change(&tabBar) }
    }

    /// What the nodes of a screen ask for.
    @MainActor
    static func of(_ nodes: [LayoutNode]) -> BarAppearance {
        var a = BarAppearance()
        for node in nodes { node.forEachNode { ($0 as? BarAppearanceNode)?.apply(&a) } }
        return a
    }

    /// Draws the bar's background over `rect` when it shows: its style, or the chrome
    /// material (`Material.bar`: a blur of the content scrolled under it, under the bar's tint).
    @MainActor
    static func emitBackground(_ rect: CGRect, of bar: Bar, _ env: EnvironmentValues, scrolledUnder: Bool, into e: inout Emitter) {
        if let style = bar.style {
            e.add(.fill(.rect(rect), style.rgba(env)))
            return
        }
        let look = Material.bar.look(env.colorScheme)
        if env.accessibilityReduceTransparency {
            // Reduce Transparency: the bar is a solid colour (its tint, opaque: an estimate).
            let t = look.tint
            e.add(.fill(.rect(rect), RGBAColor(red: t.red, green: t.green, blue: t.blue, alpha: 1)))
            return
        }
        if scrolledUnder {
            ViewGraph.approximate(
                "NavigationStack and TabView bars: the chrome material is an estimate of iOS's (σ \(Approximation.number(look.blur)) pt blur of the content under the bar, saturation, tint)",
                drawnAs: "a blur of the content under the bar under the tint; in SVG, an embedded PNG image of the blurred backdrop",
                at: nil)
        }
        let shape = ShapePath.rect(rect)
        e.layer(DisplayGroup(clip: Clip(shape), backdrop: look.backdrop, ops: [])) { $0.add(.fill(shape, look.tint)) }
    }

    static func hairline(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? BarMetrics.hairlineDark : BarMetrics.hairlineLight
    }

    /// The environment the navigation bar's title and items are drawn in.
    @MainActor func navigationBarEnvironment(_ context: ResolveContext, scrolledUnder: Bool) -> ResolveContext {
        Self.environment(of: navigationBar, context, scrolledUnder: scrolledUnder)
    }

    /// The environment the bottom bar's items are drawn in.
    @MainActor func bottomBarEnvironment(_ context: ResolveContext, scrolledUnder: Bool) -> ResolveContext {
        Self.environment(of: bottomBar, context, scrolledUnder: scrolledUnder)
    }

    /// `context` in the bar's colour scheme while its background shows.
    @MainActor static func environment(of bar: Bar, _ context: ResolveContext, scrolledUnder: Bool) -> ResolveContext {
        var c = context
        if bar.showsBackground(scrolledUnder: scrolledUnder), let scheme = bar.colorScheme { c.environment.colorScheme = scheme }
        return c
    }

    /// The title as the bar shows it: with the subtitle under it, as iOS 26 draws one.
    @MainActor func titleView(_ title: Text, large: Bool) -> AnyView {
        guard let subtitle else { return AnyView(title) }
        return AnyView(VStack(alignment: large ? .leading : .center, spacing: large ? 2 : 0) {
            title
            subtitle
                .font(large ? .subheadline : .caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        })
    }
}

/// Carries one bar modifier up to the stack or tab view that draws the bar.
final class BarAppearanceNode: UnaryNode {
    let apply: @MainActor (inout BarAppearance) -> Void

    init(_ child: LayoutNode, apply: @escaping @MainActor (inout BarAppearance) -> Void) {
        self.apply = apply
        super.init(child)
    }
}

/// The shadow line along a bar's edge while its background shows (the background is the chrome
/// material, `Material.bar`): one pixel of UIKit's `_systemChromeShadowColor`, black at 30 % (S,
/// Flutter and UIKit's old shadow image), white at 16 % in dark (E: measured sources disagree —
/// Flutter's tab bar uses black at 16 %, a public snippet white at 15 %).
enum BarMetrics {
    static let hairlineLight = RGBAColor(hex: 0x000000, alpha: 0.3)
    static let hairlineDark = RGBAColor(hex: 0xFFFFFF, alpha: 0.16)
}

extension NavigationStackNode {
    /// The navigation bar's background and hairline while they show, and the bottom bar's.
    func emitBarBackgrounds(_ e: inout Emitter) {
        var env = environment
        let px = 1 / max(env.displayScale, 1)
        let nav = appearance.navigationBar
        if !barHidden, nav.showsBackground(scrolledUnder: scrolledUnder) {
            if let scheme = nav.colorScheme { env.colorScheme = scheme }
            let hairline = BarAppearance.hairline(env.colorScheme)
            // Grown under the status bar and to the screen's sides, as the stack's background,
            // down to the bar's bottom now (less what scrolling hid of it).
            let page = backgroundFrame
            let bar = CGRect(x: page.minX, y: page.minY, width: page.width, height: frame.minY + navigationBarAreaHeight - page.minY)
            BarAppearance.emitBackground(bar, of: nav, env, scrolledUnder: scrolledUnder, into: &e)
            e.add(.fill(.rect(CGRect(x: bar.minX, y: bar.maxY - px, width: bar.width, height: px)), hairline))
        }
        env = environment
        let bottomBar = appearance.bottomBar
        if bottom != nil, bottomBar.showsBackground(scrolledUnder: bottomScrolledUnder) {
            if let scheme = bottomBar.colorScheme { env.colorScheme = scheme }
            let hairline = BarAppearance.hairline(env.colorScheme)
            let top = frame.maxY - ToolbarMetrics.bottomBarHeight
            // Grown under the home indicator and to the screen's sides.
            let page = backgroundFrame
            let bar = CGRect(x: page.minX, y: top, width: page.width, height: max(page.maxY - top, ToolbarMetrics.bottomBarHeight))
            BarAppearance.emitBackground(bar, of: bottomBar, env, scrolledUnder: bottomScrolledUnder, into: &e)
            e.add(.fill(.rect(CGRect(x: bar.minX, y: top, width: bar.width, height: px)), hairline))
        }
    }
}

/// How a toolbar's title is shown, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17+).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, inline, inlineLarge, large }
    let kind: Kind
    public static let automatic = ToolbarTitleDisplayMode(kind: .automatic)
    public static let inline = ToolbarTitleDisplayMode(kind: .inline)
    /// The title in the bar's row, leading, in a larger font (iOS 17+).
    public static let inlineLarge = ToolbarTitleDisplayMode(kind: .inlineLarge)
    public static let large = ToolbarTitleDisplayMode(kind: .large)
}

extension View {
    /// A bar's background style; drawn while the bar's background shows: once content scrolls
    /// under the bar, or always with `toolbarBackground(.visible, for:)`.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return wrapping { BarAppearanceNode($0) { a in a.update(bars) { if $0.style == nil { $0.style = style } } } }
    }

    /// Shows (`.visible`) or hides a bar's background; `.automatic` shows it only once content
    /// scrolls under the bar.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        wrapping { BarAppearanceNode($0) { a in a.update(bars) { if $0.visibility == nil { $0.visibility = visibility } } } }
    }

    /// iOS 18's spelling of `toolbarBackground(_:for:)` with a visibility.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        wrapping { BarAppearanceNode($0) { a in a.update(bars) { if $0.visibility == nil { $0.visibility = visibility } } } }
    }

    /// The colour scheme of a bar (its title and items), while its background shows.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        wrapping { BarAppearanceNode($0) { a in a.update(bars) { if $0.colorScheme == nil { $0.colorScheme = colorScheme } } } }
    }

    /// How the navigation title is shown (iOS 17+): as `navigationBarTitleDisplayMode`.
    /// `.inlineLarge` (the title in the bar's row, in a larger font) is drawn as a large title
    /// and reported.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        let mapped: NavigationBarItem.TitleDisplayMode
        switch mode.kind {
        case .automatic: mapped = .automatic
        case .inline: mapped = .inline
        case .large: mapped = .large
        case .inlineLarge: mapped = .large
        }
        let inlineLarge = mode.kind == .inlineLarge
        return navigationBarTitleDisplayMode(mapped).wrapping { node in
            if inlineLarge {
                ViewGraph.approximate("toolbarTitleDisplayMode(.inlineLarge) (the title in the bar's row, larger) is not drawn yet",
                                      drawnAs: "a large title under the bar", at: site)
            }
            return node
        }
    }

    /// A subtitle under the navigation title. Apple's SDK has it on iOS from iOS 26 (and on
    /// macOS and Mac Catalyst before); iOS 18, whose look PreviewUI draws, shows none. Rather
    /// than drop it, PreviewUI draws it as iOS 26 does, under the title in a smaller secondary
    /// font (subheadline under a large title, caption under an inline one: E), and reports it.
    nonisolated public func navigationSubtitle(_ subtitle: Text, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping {
            BarAppearanceNode($0) { a in
                if a.subtitle == nil { a.subtitle = subtitle; a.subtitleSite = site }
            }
        }
    }

    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey, _fileID: String = #fileID, _line: Int = #line) -> some View {
        navigationSubtitle(Text(subtitleKey), _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        navigationSubtitle(Text(subtitle), _fileID: _fileID, _line: _line)
    }
}
