import Drawing

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone: the leading or
/// trailing end of the navigation bar, its middle (`principal`, in place of the title), or a
/// bar at the bottom of the screen.
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Slot: Sendable, Hashable { case leading, trailing, principal, bottom, keyboard }
    /// Which placement this is: placements that share a slot are still different values
    /// (`.confirmationAction` is drawn semibold, `.topBarTrailing` is not).
    let name: String
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    /// Above the keyboard: never shown in a still (no keyboard is up).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .keyboard)
}

/// One item of a toolbar, flattened.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
    /// Confirmation actions are drawn semibold, as iOS draws a Done button.
    let isConfirmation: Bool
}

/// Conforming types represent items that can be placed in various locations in a toolbar, as
/// SwiftUI's `ToolbarContent`.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that flattens itself into entries (items, groups, tuples).
protocol PrimitiveToolbarContent {
    @MainActor var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    @MainActor var entries: [ToolbarEntry] {
        if let primitive = self as? PrimitiveToolbarContent { return primitive.entries }
        return body.entries
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar, as
/// SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { return fatalError("ToolbarItem has no body") }

    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: AnyView(content), isConfirmation: placement == .confirmationAction)]
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s, as SwiftUI's `ToolbarItemGroup`: each
/// view of its content is an item at the placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { return fatalError("ToolbarItemGroup has no body") }

    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: AnyView(content), isConfirmation: placement == .confirmationAction)]
    }
}

/// Several toolbar contents in a row (what the builder makes of a block).
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let parts: [any ToolbarContent]
    public var body: Never { return fatalError("TupleToolbarContent has no body") }
    var entries: [ToolbarEntry] { parts.flatMap { $0.entries } }
}

/// Constructs toolbar content from closures, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(parts: []) }

    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var parts: [any ToolbarContent] = []
        for c in repeat each content { parts.append(c) }
        return TupleToolbarContent(parts: parts)
    }

    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> TupleToolbarContent {
        TupleToolbarContent(parts: content.map { [$0] } ?? [])
    }

    public static func buildEither<C: ToolbarContent>(first content: C) -> TupleToolbarContent {
        TupleToolbarContent(parts: [content])
    }

    public static func buildEither<C: ToolbarContent>(second content: C) -> TupleToolbarContent {
        TupleToolbarContent(parts: [content])
    }
}

/// The bars a toolbar modifier can address, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Carries a screen's toolbar up to the enclosing navigation stack.
final class ToolbarNode: UnaryNode {
    let entries: [ToolbarEntry]

    init(_ child: LayoutNode, entries: [ToolbarEntry]) {
        self.entries = entries
        super.init(child)
    }
}

/// Carries `toolbar(_:for:)` visibility up to the enclosing navigation stack.
final class ToolbarVisibilityNode: UnaryNode {
    let visibility: Visibility
    let bars: [ToolbarPlacement]

    init(_ child: LayoutNode, visibility: Visibility, bars: [ToolbarPlacement]) {
        self.visibility = visibility
        self.bars = bars
        super.init(child)
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        // Built here, flattened where it is resolved (on the main actor).
        nonisolated(unsafe) let content = content()
        return wrapping { ToolbarNode($0, entries: content.entries) }
    }

    /// Populates the toolbar with views: each goes at the trailing end of the navigation bar.
    @_disfavoredOverload
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = [ToolbarEntry(placement: .automatic, content: AnyView(content()), isConfirmation: false)]
        return wrapping { ToolbarNode($0, entries: entries) }
    }

    /// Shows or hides the given bars (`.hidden` for `.navigationBar` hides the navigation bar).
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        wrapping { ToolbarVisibilityNode($0, visibility: visibility, bars: bars) }
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        wrapping { ToolbarVisibilityNode($0, visibility: hidden ? .hidden : .automatic, bars: [.navigationBar]) }
    }
}

/// The visibility of a UI element, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable, CaseIterable {
    case automatic, visible, hidden
}

/// Bar metrics. Flag: E (UIKit's bar button items: 16 pt from the bar's ends, 20 pt apart; a
/// bottom toolbar 44 pt tall above the home indicator).
enum ToolbarMetrics {
    static let edgeInset: CGFloat = 16
    static let itemSpacing: CGFloat = 20
    static let bottomBarHeight: CGFloat = 44
}

private struct IsInToolbarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set for the content of a toolbar item (a control group there is its controls side by
    /// side; a toggle there is a button).
    var isInToolbar: Bool {
        get { self[IsInToolbarKey.self] }
        set { self[IsInToolbarKey.self] = newValue }
    }
}
