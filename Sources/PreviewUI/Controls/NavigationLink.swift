import Drawing

/// A screen a navigation stack shows above its root: a link's destination view, or a value
/// that a `navigationDestination(for:)` turns into one.
enum NavigationScreen: @unchecked Sendable {
    case view(AnyView)
    case value(AnyHashable)
}

/// What a `NavigationLink` asks of the stack it is in.
struct NavigationPushAction: @unchecked Sendable {
    let push: @MainActor (NavigationScreen) -> Void
}

private struct NavigationPushKey: EnvironmentKey {
    static let defaultValue: NavigationPushAction? = nil
}

extension EnvironmentValues {
    /// The enclosing navigation stack's push (nil outside one: a link there does nothing, as
    /// in SwiftUI).
    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}

/// A view that controls a navigation presentation, as SwiftUI's `NavigationLink`: tapping it
/// pushes its destination (or its value) onto the enclosing `NavigationStack`. In a `List` or
/// `Form` row it is its label and a disclosure chevron (`chevron.forward`, semibold, small,
/// tertiary label colour); elsewhere it looks like a button.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let screen: NavigationScreen?
    /// The deprecated `isActive:`/`selection:` forms: pushed while true.
    let isActive: Binding<Bool>?
    @Environment(\.navigationPush) private var push
    @Environment(\.isInForm) private var isInForm
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.listRowsSelectLinks) private var selectsInList

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        screen = .view(AnyView(destination()))
        isActive = nil
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        screen = .view(AnyView(destination))
        isActive = nil
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        screen = .view(AnyView(destination))
        self.isActive = isActive
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        screen = .view(AnyView(destination))
        isActive = Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
    }

    init(label: Label, value: AnyHashable?) {
        self.label = label
        screen = value.map { .value($0) }
        isActive = nil
    }

    @MainActor public var body: some View {
        let push = self.push, screen = self.screen, isActive = self.isActive
        let action: @MainActor () -> Void = {
            if let isActive {
                isActive.wrappedValue = true
            } else if let screen {
                push?.push(screen)
            }
        }
        // In a list the row keeps its own colours (primary text, accent icons of a `Label`),
        // unlike a button's label.
        // In a List(selection:), a value link is a row tagged with its value: the list's tap
        // selects it (ListSelection.swift), and a split view shows the next column for it.
        let selectionValue: AnyHashable? = if selectsInList, isActive == nil, case .value(let v)? = screen { v } else { nil }
        let link = Group {
            if let selectionValue, isInForm {
                HStack(spacing: LinkMetrics.chevronSpacing) {
                    label.transformingEnvironment(Self.dimmed(isEnabled)).frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.forward")
                        .imageScale(.small)
                        .fontWeight(.semibold)
                        .foregroundStyle(Color(uiColor: .tertiaryLabel))
                }
                .tag(selectionValue)
            } else if isInForm {
                HStack(spacing: LinkMetrics.chevronSpacing) {
                    label.transformingEnvironment(Self.dimmed(isEnabled)).frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.forward")
                        .imageScale(.small)
                        .fontWeight(.semibold)
                        .foregroundStyle(Color(uiColor: .tertiaryLabel))
                }
                .contentShape(Rectangle())
                .onTapGesture { if isEnabled { action() } }
            } else {
                Button(action: action) { label }
            }
        }
        if let isActive, isActive.wrappedValue, case .view(let destination)? = screen {
            // Pushed while the binding is true: the stack shows it (and its back button sets
            // the binding back).
            link.modifier(ActiveNavigationLinkModifier(destination: destination, isActive: isActive))
        } else {
            link
        }
    }
}

extension NavigationLink {
    /// Disabled, a row's label is greyed out to the tertiary label colour, as a disabled
    /// button's (E: no render of a disabled link row; the chevron is that colour already).
    @MainActor static func dimmed(_ isEnabled: Bool) -> (inout EnvironmentValues) -> Void {
        { if !isEnabled { $0.foregroundStyle = AnyShapeStyle(Color(uiColor: .tertiaryLabel)) } }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, which a `navigationDestination(for:)` of the stack shows.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), value: value.map { AnyHashable($0) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), value: value.map { AnyHashable($0) })
    }
}

/// Where a list row's disclosure chevron sits. Flag: E (ha_navlink_row_secondary_value_chevron,
/// an iOS 26 render: the chevron 13.7 pt after the row's trailing text, 6.3 × 11 pt of ink).
enum LinkMetrics {
    static let chevronSpacing: CGFloat = 14
}

// MARK: Destinations

/// A destination shown while a binding is true (`navigationDestination(isPresented:)`, or a
/// deprecated `NavigationLink(isActive:)` that is active).
struct ActiveNavigationLinkModifier: ViewModifier {
    let destination: AnyView
    let isActive: Binding<Bool>

    func body(content: Content) -> some View {
        let destination = self.destination, isActive = self.isActive
        return content.wrapping { PresentedDestinationNode($0, destination: destination, dismiss: { isActive.wrappedValue = false }) }
    }
}

/// Carries a destination that is presented by a binding up to the enclosing stack.
final class PresentedDestinationNode: UnaryNode {
    let destination: AnyView
    let dismiss: @MainActor () -> Void

    init(_ child: LayoutNode, destination: AnyView, dismiss: @escaping @MainActor () -> Void) {
        self.destination = destination
        self.dismiss = dismiss
        super.init(child)
    }
}

/// Carries a `navigationDestination(for:)` up to the enclosing stack: the view for a pushed
/// value of its type.
final class NavigationDestinationNode: UnaryNode {
    let destination: @MainActor (AnyHashable) -> AnyView?

    init(_ child: LayoutNode, destination: @escaping @MainActor (AnyHashable) -> AnyView?) {
        self.destination = destination
        super.init(child)
    }
}

/// Carries `navigationBarBackButtonHidden` up to the enclosing stack.
final class BackButtonHiddenNode: UnaryNode {
    let hidden: Bool

    init(_ child: LayoutNode, hidden: Bool) {
        self.hidden = hidden
        super.init(child)
    }
}

extension View {
    /// The view a stack shows for a pushed value of type `D`.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let destination = destination
        return wrapping { node in
            NavigationDestinationNode(node) { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
    }

    /// Pushes `destination` while `isPresented` is true; its back button sets it to false.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let shown = isPresented.wrappedValue
        nonisolated(unsafe) let view = AnyView(destination()), isPresented = isPresented
        return wrapping { node in
            shown ? PresentedDestinationNode(node, destination: view, dismiss: { isPresented.wrappedValue = false }) : node
        }
    }

    /// Hides the back button of the screen this view is on.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        wrapping { BackButtonHiddenNode($0, hidden: hidesBackButton) }
    }
}

// MARK: Path

/// A type-erased list of data representing the content of a navigation stack, as SwiftUI's.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
