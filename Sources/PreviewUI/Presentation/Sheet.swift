import Drawing

/// A type that represents a height where a sheet naturally rests, as SwiftUI's
/// `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen below the status bar.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// An action that dismisses a presentation, as SwiftUI's `DismissAction`: inside a sheet it
/// closes the sheet; elsewhere it does nothing.
public struct DismissAction: @unchecked Sendable {
    let action: (@MainActor () -> Void)?

    @MainActor public func callAsFunction() { action?() }
}

private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction(action: nil)
}

extension EnvironmentValues {
    /// Dismisses the sheet the view is in.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}

/// Carries `presentationDetents` up to the sheet that shows the view.
final class PresentationDetentsNode: UnaryNode {
    let detents: Set<PresentationDetent>

    init(_ child: LayoutNode, detents: Set<PresentationDetent>) {
        self.detents = detents
        super.init(child)
    }
}

/// Carries `presentationDragIndicator` up to the sheet that shows the view.
final class PresentationDragIndicatorNode: UnaryNode {
    let visibility: Visibility

    init(_ child: LayoutNode, visibility: Visibility) {
        self.visibility = visibility
        super.init(child)
    }
}

/// Nodes resolved already, as a view (placed once, where the view is).
struct ResolvedNodes: View, PrimitiveView {
    let nodes: [LayoutNode]
    var body: Never { primitiveBody("ResolvedNodes") }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes }
}

/// Sheet metrics on iPhone, iOS 18. S = measured on an iOS 18 simulator by Flutter's
/// CupertinoSheetRoute (flutter/flutter packages/flutter/lib/src/cupertino/sheet.dart,
/// "eyeballed"/"measuring the width of the sheet in the background ... iPhone 16 Pro");
/// E = estimated here.
enum SheetMetrics {
    /// The dimming over the page behind a sheet below the large detent (the page is not
    /// scaled back there). E
    static let dimmingOpacity: Double = 0.4
    /// The sheet's top below the top of the safe area at the large detent: 10 pt. S (Flutter:
    /// 8 % of the screen's height, 70 pt on an iPhone 16 Pro, 62 + 8; E for the exact split)
    static let topGap: CGFloat = 10
    /// The sheet's top corners. S (Flutter: 12)
    static let cornerRadius: CGFloat = 12
    /// At the large detent the presenting screen shrinks back: scaled by 1 − 0.0835 about its
    /// top centre (S), its top at the bottom of the status bar (S: Flutter moves it down by
    /// 7 % of the screen's height, 61 pt on an iPhone 16 Pro, whose status bar is 62 pt),
    /// rounded to a 12 pt radius (S), darkened by black at 10 % in light mode and lightened
    /// by #C8C8C8 at 10 % in dark mode (S), on black, under a white status bar (S).
    static let pageScale: Double = 1 - 0.0835
    static let pageCornerRadius: CGFloat = 12
    static func pageOverlay(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor(hex: 0xC8C8C8, alpha: 0.1) : RGBAColor(hex: 0x000000, alpha: 0.1)
    }

    /// Draws the presenting page as a large sheet shows it: scaled back into a rounded card on
    /// black, from the bottom of the status bar; `amount` of the way there while the sheet comes
    /// or goes (1: all the way).
    @MainActor
    static func emitScaledBackPage(_ e: inout Emitter, size: CGSize, top: CGFloat, colorScheme: ColorScheme, amount: Double = 1,
                                   _ drawPage: (inout Emitter) -> Void) {
        let pageRect = CGRect(origin: .zero, size: size)
        let k = min(max(amount, 0), 1)
        let scale = 1 - (1 - pageScale) * k
        e.add(.fill(.rect(pageRect), RGBAColor(hex: 0x000000)))
        let transform = AffineMatrix.scale(x: scale, y: scale, about: CGPoint(x: size.width / 2, y: 0))
            .concatenating(.translation(x: 0, y: Double(top) * k))
        // The corner radius is the card's on screen: divided by the scale inside the group.
        let card = ShapePath.roundedRect(pageRect, cornerRadius: Double(pageCornerRadius) * k / scale, style: .continuous)
        e.group(transform: transform, clip: Clip(card)) { e in
            drawPage(&e)
            e.add(.fill(.rect(pageRect), pageOverlay(colorScheme).multiplyingAlpha(k)))
        }
    }

    /// The sheet's background: the system background, elevated in dark (#1C1C1E), as iOS
    /// draws sheets.
    static func background(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255) : .white
    }

    /// The drag indicator (UIKit's grabber): a 36 × 5 pt capsule 5 pt below the sheet's top,
    /// over the content, in the tertiary label colour. E (the size and place are those every
    /// UIKit look-alike uses; the colour is estimated from screenshots)
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
}

/// Marks a presentation layer that scales the page behind it back (a large sheet), for the
/// host that draws the page.
final class ScaledBackPageNode: UnaryNode {
    let site: CallSite

    init(_ child: LayoutNode, site: CallSite) {
        self.site = site
        super.init(child)
    }

    /// The marker of a presentation layer, if it scales the page back.
    @MainActor
    static func find(in layer: LayoutNode) -> ScaledBackPageNode? {
        var found: ScaledBackPageNode?
        layer.forEachNode { if found == nil, let s = $0 as? ScaledBackPageNode { found = s } }
        return found
    }
}

/// A sheet over the page, as iOS 18 draws one on iPhone: at the large detent the page shrinks
/// back into a rounded card on black (the host draws it, see `SheetMetrics`); below it (a
/// medium, fraction or height detent) the page is dimmed in place. The content is in a card
/// from just below the status bar (or from its detent's height) to the bottom.
struct SheetPresentation: View, PrimitiveView {
    let content: AnyView
    let page: PresentationPage
    let dismiss: @MainActor () -> Void
    let kind: SheetKind
    let site: CallSite

    var body: Never { primitiveBody("Sheet") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.environment.dismiss = DismissAction(action: dismiss)
        c.environment.isPresentedSetting = true
        let nodes = c.resolve(content, component: "content")
        var detents: Set<PresentationDetent> = []
        var indicator: Visibility?
        for n in nodes {
            n.forEachNode { node in
                if let d = node as? PresentationDetentsNode { detents.formUnion(d.detents) }
                if indicator == nil, let d = node as? PresentationDragIndicatorNode { indicator = d.visibility }
            }
        }
        // Automatic: shown when the sheet can be dragged between detents.
        let showsGrabber = indicator == .visible || (indicator ?? .automatic) == .automatic && detents.count > 1
        let large = page.size.height - page.safeArea.top - SheetMetrics.topGap
        // The sheet rests at its smallest detent.
        let heights = detents.map { detentHeight($0, large: large) }
        let height = heights.min() ?? large
        let scalesBack = height >= large
        let options = PresentationOptionsNode.options(in: nodes)
        kind.reportAdaptation(options.adaptation)
        let radius = (options.cornerRadius ?? nil) ?? SheetMetrics.cornerRadius
        // Background interaction enabled at the resting detent: the page is not dimmed and
        // takes taps.
        let pageTakesTaps: Bool = switch options.interaction?.kind {
        case .enabled(let upThrough?):
            height <= detentHeight(upThrough, large: large)
        case .enabled(nil): true
        default: false
        }
        let card = VStack(spacing: 0) {
            ResolvedNodes(nodes: nodes)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Color.clear.frame(height: page.safeArea.bottom)
        }
        .frame(width: page.size.width, height: height)
        .background {
            // Rounded at the top only: the bottom corners go past the page.
            if let backgroundView = options.backgroundView {
                backgroundView.view
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: backgroundView.alignment)
                    .padding(.bottom, -2 * radius)
                    .clipShape(RoundedRectangle(cornerRadius: radius))
            } else {
                RoundedRectangle(cornerRadius: radius)
                    .fill(options.background ?? AnyShapeStyle(SheetMetrics.background(context.environment.colorScheme)))
                    .padding(.bottom, -2 * radius)
            }
        }
        .overlay(alignment: .top) {
            if showsGrabber {
                Capsule().fill(Color(uiColor: .tertiaryLabel))
                    .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                    .padding(.top, SheetMetrics.grabberTop)
                    .accessibilityHidden(true)
            }
        }
        // The page behind takes no taps: a large sheet's page is scaled back (drawn by the
        // host), a smaller one's is dimmed.
        let layer = context.resolve(
            ZStack(alignment: .bottom) {
                if !pageTakesTaps || scalesBack {
                    Button(action: {}) { Color.black.opacity(scalesBack ? 0 : SheetMetrics.dimmingOpacity) }.buttonStyle(.plain)
                        .transition(.opacity)
                }
                card.transition(.move(edge: .bottom))
            }
            .frame(width: page.size.width, height: page.size.height, alignment: .bottom)
            .presentationMotion(PresentationMotion.slide),
            component: "sheet")
        return scalesBack ? layer.map { ScaledBackPageNode($0, site: site) } : layer
    }

    /// The height of the sheet at a detent on this page (`large`: the large detent's).
    private func detentHeight(_ d: PresentationDetent, large: CGFloat) -> CGFloat {
        switch d.kind {
        case .large: large
        case .medium: (page.size.height / 2).rounded()
        case .fraction(let f): (large * f).rounded()
        case .height(let h): min(h + page.safeArea.bottom, large)
        }
    }
}

/// What asked for a presentation that iPhone draws as a sheet (each differs on iPad).
enum SheetKind {
    case sheet, popover, inspector

    /// On an iPad-sized screen iOS draws each its own way; PreviewUI draws the iPhone's sheet.
    @MainActor
    func reportOnIPad(at site: CallSite) {
        guard ViewGraph.isOnIPadSizedScreen else { return }
        switch self {
        case .sheet:
            ViewGraph.approximate("sheet on an iPad-sized screen (a centred form sheet over the dimmed page)",
                                  drawnAs: "the iPhone's sheet", at: site)
        case .popover:
            ViewGraph.approximate("popover on an iPad-sized screen (a popover with an arrow at its view)",
                                  drawnAs: "the iPhone's sheet", at: site)
        case .inspector:
            ViewGraph.approximate("inspector on an iPad-sized screen (a trailing column beside the content)",
                                  drawnAs: "the iPhone's sheet", at: site)
        }
    }

    /// `presentationCompactAdaptation`: on iPhone iOS draws a popover as a popover when asked
    /// (`.popover`, `.none`) and any of them full screen when asked; PreviewUI draws the sheet.
    @MainActor
    func reportAdaptation(_ adaptation: (PresentationAdaptation, CallSite)?) {
        guard let (a, site) = adaptation else { return }
        switch a {
        case .fullScreenCover:
            ViewGraph.approximate("presentationCompactAdaptation(.fullScreenCover) (a cover of the whole screen)",
                                  drawnAs: "a sheet", at: site)
        case .popover where self == .popover, .none where self == .popover:
            ViewGraph.approximate("presentationCompactAdaptation(.\(a.name)) of a popover (a popover with an arrow at its view)",
                                  drawnAs: "a sheet", at: site)
        default:
            break
        }
    }
}

extension View {
    /// Presents a sheet while `isPresented` is true; `onDismiss` runs when it is dismissed by
    /// the `dismiss` action of a view inside it.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        presentedSheet(isPresented: isPresented, onDismiss: onDismiss, content: content, kind: .sheet,
                       site: CallSite(file: _fileID, line: _line))
    }

    /// Presents a sheet for `item` while it is not nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        presentedSheet(item: item, onDismiss: onDismiss, content: content, kind: .sheet, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated func presentedSheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content, kind: SheetKind, site: CallSite
    ) -> some View {
        let shown = isPresented.wrappedValue
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (isPresented, onDismiss, content) = (isPresented, onDismiss, content)
        return wrapping { node in
            guard shown else { return node }
            kind.reportOnIPad(at: site)
            return PresentationNode(node) { page in
                AnyView(SheetPresentation(content: AnyView(content()), page: page,
                                          dismiss: { isPresented.wrappedValue = false; onDismiss?() }, kind: kind, site: site))
            }
        }
    }

    nonisolated func presentedSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content, kind: SheetKind, site: CallSite
    ) -> some View {
        nonisolated(unsafe) let value = item.wrappedValue
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (item, onDismiss, content) = (item, onDismiss, content)
        return wrapping { node in
            guard let value else { return node }
            kind.reportOnIPad(at: site)
            return PresentationNode(node) { page in
                AnyView(SheetPresentation(content: AnyView(content(value)), page: page,
                                          dismiss: { item.wrappedValue = nil; onDismiss?() }, kind: kind, site: site))
            }
        }
    }

    /// The heights a sheet showing this view rests at; it is drawn at the smallest.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        wrapping { PresentationDetentsNode($0, detents: detents) }
    }

    /// Whether the sheet showing this view draws its drag indicator at the top: `.automatic`
    /// draws it when the sheet has more than one detent.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        wrapping { PresentationDragIndicatorNode($0, visibility: visibility) }
    }
}
