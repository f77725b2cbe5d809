import Drawing

/// Whether the page behind a sheet takes taps, as SwiftUI's `PresentationBackgroundInteraction`.
/// Where it does, iOS leaves the page undimmed.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable, Equatable {
        case automatic, disabled, enabled(upThrough: PresentationDetent?)
    }
    let kind: Kind

    /// The system's choice: the page is dimmed and takes no taps.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The page takes no taps.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The page takes taps at every detent.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    /// The page takes taps while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

/// How a presentation adapts to a compact size class (an iPhone), as SwiftUI's
/// `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable, Equatable {
    let name: String

    /// The system's choice: a popover or sheet becomes a sheet on iPhone.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: a popover stays a popover.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A cover of the whole screen.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether swiping in a resizable sheet resizes it or scrolls its content first, as SwiftUI's
/// `PresentationContentInteraction`. A still does not swipe.
public struct PresentationContentInteraction: Sendable, Equatable {
    let name: String

    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a sheet is sized on a large screen, as SwiftUI's `PresentationSizing` (iOS 18). On
/// iPhone a sheet is the screen's width whatever is asked.
public struct PresentationSizing: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationSizing(name: "automatic")
    public static let page = PresentationSizing(name: "page")
    public static let form = PresentationSizing(name: "form")
    public static let fitted = PresentationSizing(name: "fitted")

    /// The same sizing, fitted to the content on the given axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { self }
    /// The same sizing, sticking to its size on the given axes.
    public func sticky(horizontal: Bool, vertical: Bool) -> PresentationSizing { self }
}

/// What the content of a sheet asks of it (`presentationCornerRadius`, `presentationBackground`,
/// `presentationBackgroundInteraction`, `presentationCompactAdaptation`): carried up to the
/// sheet that shows the view, the outermost modifier's first.
final class PresentationOptionsNode: UnaryNode {
    struct Options {
        var cornerRadius: CGFloat??
        var background: AnyShapeStyle?
        var backgroundView: (view: AnyView, alignment: Alignment)?
        var interaction: PresentationBackgroundInteraction?
        var adaptation: (PresentationAdaptation, CallSite)?
    }

    let options: Options

    init(_ child: LayoutNode, options: Options) {
        self.options = options
        super.init(child)
    }

    /// The options of a sheet's content, the first (outermost) of each.
    @MainActor
    static func options(in nodes: [LayoutNode]) -> Options {
        var merged = Options()
        for n in nodes {
            n.forEachNode { node in
                guard let o = (node as? PresentationOptionsNode)?.options else { return }
                if merged.cornerRadius == nil { merged.cornerRadius = o.cornerRadius }
                if merged.background == nil, merged.backgroundView == nil {
                    merged.background = o.background
                    merged.backgroundView = o.backgroundView
                }
                if merged.interaction == nil { merged.interaction = o.interaction }
                if merged.adaptation == nil { merged.adaptation = o.adaptation }
            }
        }
        return merged
    }
}

extension View {
    /// The corner radius of the sheet showing this view (nil: the system's).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        wrapping { PresentationOptionsNode($0, options: .init(cornerRadius: .some(cornerRadius))) }
    }

    /// Fills the sheet showing this view with `style` instead of the system background.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        wrapping { PresentationOptionsNode($0, options: .init(background: AnyShapeStyle(style))) }
    }

    /// Draws `content` behind the sheet showing this view, in place of the system background.
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        nonisolated(unsafe) let view = AnyView(content())
        return wrapping { PresentationOptionsNode($0, options: .init(backgroundView: (view, alignment))) }
    }

    /// Whether the page behind the sheet showing this view takes taps (and stays undimmed).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        wrapping { PresentationOptionsNode($0, options: .init(interaction: interaction)) }
    }

    /// How the presentation showing this view adapts on iPhone.
    nonisolated public func presentationCompactAdaptation(
        _ adaptation: PresentationAdaptation, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { PresentationOptionsNode($0, options: .init(adaptation: (adaptation, site))) }
    }

    /// How the presentation showing this view adapts to a compact width or height; an iPhone in
    /// portrait is compact in width.
    nonisolated public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        presentationCompactAdaptation(horizontal, _fileID: _fileID, _line: _line)
    }

    /// Whether swiping in the sheet showing this view resizes it or scrolls: nothing to draw.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        self
    }

    /// How the sheet showing this view is sized on a large screen: on iPhone, as ever.
    nonisolated public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        self
    }

    /// Whether the sheet showing this view can be swiped away: nothing to draw.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
