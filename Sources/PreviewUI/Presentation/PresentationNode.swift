import Drawing

/// The page a presentation is drawn over: its size and the safe area's insets.
struct PresentationPage {
    let size: CGSize
    let safeArea: EdgeInsets
}

/// Carries something presented over the whole page (an alert, a confirmation dialog) up to
/// the host, which lays the layer out over the page after the content and draws it on top.
final class PresentationNode: UnaryNode {
    /// The layer for a page: the dimming and the presented card.
    let layer: @MainActor (PresentationPage) -> AnyView

    init(_ child: LayoutNode, layer: @escaping @MainActor (PresentationPage) -> AnyView) {
        self.layer = layer
        super.init(child)
    }
}

/// One action of an alert or a confirmation dialog, read from a `Button` in its `actions`.
struct PresentedAction {
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// The symbol of a `Label` title, which a context menu draws at the row's trailing end.
    var systemImage: String? = nil
    /// The button's `.tint` (a swipe action's fill).
    var tint: AnyShapeStyle? = nil
    /// Marked `.keyboardShortcut(.defaultAction)`: an alert's preferred action.
    var isPreferred = false
    /// Drawn semibold (an alert's preferred action, else its cancel action).
    var isBold = false
}

extension ResolveContext {
    /// The buttons of an alert's or a dialog's `actions`, in order, as the labels' text (iOS
    /// draws only the text of their labels).
    func presentedActions(_ actions: AnyView) -> [PresentedAction] {
        let nodes = resolve(actions, component: "actions")
        var preferred = Set<ObjectIdentifier>()
        for node in nodes {
            node.forEachNode { marker in
                guard marker is DefaultActionNode else { return }
                marker.forEachNode { if $0 is ButtonNode { preferred.insert(ObjectIdentifier($0)) } }
            }
        }
        var found: [PresentedAction] = []
        for node in nodes {
            var hasButton = false
            node.forEachNode { if $0 is ButtonNode { hasButton = true } }
            if !hasButton {
                approximate("an alert's or confirmation dialog's actions other than buttons (a TextField, say)",
                            drawnAs: "left out", at: nil)
            }
            node.forEachNode { n in
                guard let button = n as? ButtonNode else { return }
                var parts: [String] = []
                button.child.forEachNode { if let t = $0 as? TextNode { parts.append(t.string) } }
                var symbol: String?
                button.child.forEachNode { if symbol == nil, let i = $0 as? ImageNode { symbol = i.name } }
                found.append(PresentedAction(title: parts.joined(separator: " "), role: button.role,
                                             action: button.action ?? {}, systemImage: symbol, tint: button.tint,
                                             isPreferred: preferred.contains(ObjectIdentifier(button))))
            }
        }
        return found
    }
}

/// Metrics of presentations, as iOS 18 draws them on iPhone. Flags: E = estimated from
/// screenshots, not measured.
enum PresentationMetrics {
    /// The dimming over the page behind an alert or a dialog: black at 20 %. E
    static let dimmingOpacity: Double = 0.2
    /// Alert card. E (UIAlertController's: 270 pt wide, corner radius 14)
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// Space above and below the title and message, and at their sides. E
    static let alertTextVertical: CGFloat = 20
    static let alertTextHorizontal: CGFloat = 16
    /// Between the title and the message. E
    static let alertTitleMessageSpacing: CGFloat = 2
    static let alertTitleSize: CGFloat = 17
    static let alertMessageSize: CGFloat = 13
    static let alertButtonHeight: CGFloat = 44
    static let alertButtonSize: CGFloat = 17
    /// A dialog's cards: 8 pt from the screen's sides and apart, 57 pt rows, 20 pt text,
    /// corner radius 13. E
    static let dialogInset: CGFloat = 8
    static let dialogCardSpacing: CGFloat = 8
    static let dialogRowHeight: CGFloat = 57
    static let dialogButtonSize: CGFloat = 20
    static let dialogCornerRadius: CGFloat = 13
    static let dialogTextSize: CGFloat = 13
    /// Space above and below a dialog's title and message, and at their sides. E
    static let dialogTextVertical: CGFloat = 14
    static let dialogTextHorizontal: CGFloat = 16
    static let dialogTitleMessageSpacing: CGFloat = 4
    /// Above the bottom of the screen where there is no safe area below (no home indicator). E
    static let dialogBottomWithoutSafeArea: CGFloat = 8

    /// A dialog's Cancel card: opaque, white in light, #2C2C2E in dark. E
    static func cancelBackground(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0x2C / 255, green: 0x2C / 255, blue: 0x2E / 255) : .white
    }
}

/// The dimming behind a presentation: it covers the whole page and takes the taps that miss
/// the card (an alert ignores them; a dialog is dismissed by them).
struct PresentationDimming: View {
    let onTap: @MainActor () -> Void

    var body: some View {
        Button(action: onTap) { Color.black.opacity(PresentationMetrics.dimmingOpacity) }
            .buttonStyle(.plain)
    }
}

/// A hairline across (in a VStack) or down (in an HStack) the cards.
struct PresentationHairline: View {
    var body: some View { Divider() }
}

/// How iOS animates presentations by itself (E: UIKit's curves are not published; these are
/// critically damped springs of the durations they appear to take).
enum PresentationMotion {
    /// A sheet, a full-screen cover, a confirmation dialog sliding up (or down, going).
    static let slide = Animation.spring(duration: 0.5, bounce: 0)
    /// An alert fading and shrinking into place.
    static let alert = Animation.spring(duration: 0.4, bounce: 0)
    /// An alert's card comes in from a little larger.
    static let alertCard = AnyTransition.scale(scale: 1.15).combined(with: .opacity)
}

extension View {
    /// Marks a presentation layer: it comes and goes by itself with `animation`, its parts by
    /// their transitions.
    nonisolated func presentationMotion(_ animation: Animation) -> some View {
        wrapping { node in
            node.presentationAnimation = animation
            return node
        }
    }
}
