/// An action sheet, as SwiftUI's deprecated `ActionSheet`: drawn as the confirmation dialog
/// that replaced it (iOS draws both the same way on iPhone).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public typealias Button = Alert.Button

    /// A sheet of buttons under a title (and a message); by default one Cancel button.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// Whether a view is presented, with a way to dismiss it, as SwiftUI's deprecated
/// `PresentationMode` (`@Environment(\.presentationMode)`).
public struct PresentationMode {
    let dismissAction: DismissAction

    /// Whether the view is in a presentation that is shown.
    public let isPresented: Bool

    /// Dismisses the presentation the view is in (nothing outside one).
    @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The deprecated form of `dismiss` and `isPresented`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}

/// How a `NavigationView` shows its views, as SwiftUI's deprecated `NavigationViewStyle`.
/// On iPhone every style is a stack.
public protocol NavigationViewStyle {}

/// Views pushed onto one stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns side by side where there is room (an iPad); a stack on iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The system's choice: columns on iPad, a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Presents an `ActionSheet` while `isPresented` is true (the deprecated API).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet,
                                        _fileID: String = #fileID, _line: Int = #line) -> some View {
        let sheet = content()
        nonisolated(unsafe) let buttons = sheet.buttons
        return presentingConfirmationDialog(
            title: sheet.title, isPresented: isPresented, titleVisibility: .visible, actions: AnyView(AlertButtons(buttons: buttons)),
            message: sheet.message.map { AnyView($0) }, site: CallSite(file: _fileID, line: _line))
    }

    /// Presents the `ActionSheet` for `item` while it is not nil (the deprecated API).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet,
                                                         _fileID: String = #fileID, _line: Int = #line) -> some View {
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let sheet = item.wrappedValue.map(content) ?? ActionSheet(title: Text(verbatim: ""), buttons: [])
        nonisolated(unsafe) let buttons = sheet.buttons
        return presentingConfirmationDialog(
            title: sheet.title, isPresented: shown, titleVisibility: .visible, actions: AnyView(AlertButtons(buttons: buttons)),
            message: sheet.message.map { AnyView($0) }, site: CallSite(file: _fileID, line: _line))
    }

    /// Items at the leading and trailing ends of the navigation bar (the deprecated API):
    /// drawn as the toolbar items that replaced them.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// An item at the leading end of the navigation bar (the deprecated API).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// An item at the trailing end of the navigation bar (the deprecated API).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// How a `NavigationView` inside shows its views: a stack on iPhone, whichever is asked.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }

    /// How the text field capitalizes what is typed (the deprecated UIKit form): kept, not
    /// drawn, as `textInputAutocapitalization`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        self
    }
}

/// UIKit's capitalization styles, for the deprecated `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    case none, words, sentences, allCharacters
}
