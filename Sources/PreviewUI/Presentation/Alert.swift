import Drawing

/// An alert over the page, as iOS 18 draws one on iPhone: the page dimmed, a 270 pt card in the
/// middle of the screen with the title and message, and the actions under a hairline — two
/// side by side, three or more stacked; no action gives one "OK".
struct AlertPresentation: View, PrimitiveView {
    let title: Text
    let message: AnyView?
    let actions: AnyView
    let page: PresentationPage
    /// The `.alert` call, where the card's material is reported.
    let site: CallSite
    let dismiss: @MainActor () -> Void

    var body: Never { primitiveBody("Alert") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var actions = context.presentedActions(self.actions)
        if actions.isEmpty { actions = [PresentedAction(title: "OK", role: nil, action: {})] }
        // iOS puts the cancel action first of two side by side, last of a stack.
        if let i = actions.firstIndex(where: { $0.role == .cancel }) {
            let cancel = actions.remove(at: i)
            if actions.count == 1 { actions.insert(cancel, at: 0) } else { actions.append(cancel) }
        }
        // A preferred action (`.keyboardShortcut(.defaultAction)`) is the bold one; the cancel
        // action is bold only when there is none.
        let hasPreferred = actions.contains(where: \.isPreferred)
        for i in actions.indices { actions[i].isBold = hasPreferred ? actions[i].isPreferred : actions[i].role == .cancel }
        let card = AlertCard(title: title, message: message, actions: actions, site: site, dismiss: dismiss)
        return context.resolve(
            ZStack {
                PresentationDimming(onTap: {}).transition(.opacity)
                card.transition(PresentationMotion.alertCard)
            }
            .frame(width: page.size.width, height: page.size.height)
            .presentationMotion(PresentationMotion.alert),
            component: "alert")
    }
}

private struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let actions: [PresentedAction]
    let site: CallSite
    let dismiss: @MainActor () -> Void

    typealias M = PresentationMetrics

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: M.alertTitleMessageSpacing) {
                title.font(.system(size: M.alertTitleSize, weight: .semibold))
                if let message {
                    message.font(.system(size: M.alertMessageSize))
                }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.primary)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, M.alertTextHorizontal)
            .padding(.vertical, M.alertTextVertical)
            PresentationHairline()
            if actions.count == 2 {
                HStack(spacing: 0) {
                    button(actions[0])
                    PresentationHairline()
                    button(actions[1])
                }
                .frame(height: M.alertButtonHeight)
            } else {
                VStack(spacing: 0) {
                    ForEach(Array(actions.indices), id: \.self) { i in
                        if i > 0 { PresentationHairline() }
                        button(actions[i])
                    }
                }
            }
        }
        .frame(width: M.alertWidth)
        // The card is the thick material: what is under it (dimmed) blurred, as iOS's alert.
        .background(RoundedRectangle(cornerRadius: M.alertCornerRadius).fill(Material.thick, _fileID: site.file, _line: site.line))
    }

    private func button(_ action: PresentedAction) -> some View {
        let dismiss = self.dismiss
        return Button(action: { dismiss(); action.action() }) {
            Text(verbatim: action.title)
                .font(.system(size: M.alertButtonSize, weight: action.isBold ? .semibold : .regular))
                .foregroundStyle(action.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: M.alertButtonHeight)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// A representation of an alert presentation, as SwiftUI's deprecated `Alert`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when there is none).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, with the system's label ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button with the destructive style (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as the views that the current `alert` API takes.
    nonisolated var actions: AnyView {
        nonisolated(unsafe) let buttons = buttons
        return AnyView(AlertButtons(buttons: buttons))
    }
}

/// The deprecated `Alert`'s buttons as the current API's button views.
nonisolated struct AlertButtons: View {
    let buttons: [Alert.Button]

    @MainActor var body: some View {
        ForEach(Array(buttons.indices), id: \.self) { i in
            let b = buttons[i]
            PreviewUI.Button(role: b.role, action: { b.action?() }) { b.label }
        }
    }
}

// MARK: Modifiers

extension View {
    /// Carries an alert up to the host while `isPresented` is true.
    nonisolated func presentingAlert(title: Text, isPresented: Binding<Bool>, actions: AnyView, message: AnyView?, site: CallSite) -> some View {
        let shown = isPresented.wrappedValue
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (isPresented, actions, message) = (isPresented, actions, message)
        return wrapping { node in
            guard shown else { return node }
            return PresentationNode(node) { page in
                AnyView(AlertPresentation(title: title, message: message, actions: actions, page: page, site: site,
                                          dismiss: { isPresented.wrappedValue = false }))
            }
        }
    }

    /// Presents an alert when `isPresented` is true; tapping one of its actions runs it and
    /// sets `isPresented` to false.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(title), isPresented: isPresented, actions: AnyView(actions()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: title, isPresented: isPresented, actions: AnyView(actions()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    /// Presents an alert with a message when `isPresented` is true.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()), site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()), site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: title, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()), site: CallSite(file: _fileID, line: _line))
    }

    /// Presents an alert about `data` when `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(titleKey), isPresented: Self.presenting(isPresented, data),
                        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(title), isPresented: Self.presenting(isPresented, data),
                        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: title, isPresented: Self.presenting(isPresented, data),
                        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(titleKey), isPresented: Self.presenting(isPresented, data),
                        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                        message: data.map { AnyView(message($0)) }, site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: Text(title), isPresented: Self.presenting(isPresented, data),
                        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                        message: data.map { AnyView(message($0)) }, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingAlert(title: title, isPresented: Self.presenting(isPresented, data),
                        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                        message: data.map { AnyView(message($0)) }, site: CallSite(file: _fileID, line: _line))
    }

    /// Presents an `Alert` while `isPresented` is true (the deprecated API).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let alert = content()
        return presentingAlert(title: alert.title, isPresented: isPresented, actions: alert.actions,
                               message: alert.message.map { AnyView($0) }, site: CallSite(file: _fileID, line: _line))
    }

    /// Presents the `Alert` for `item` while it is not nil (the deprecated API).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        guard let value = item.wrappedValue else {
            return presentingAlert(title: Text(verbatim: ""), isPresented: shown, actions: AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
        }
        let alert = content(value)
        return presentingAlert(title: alert.title, isPresented: shown, actions: alert.actions,
                               message: alert.message.map { AnyView($0) }, site: CallSite(file: _fileID, line: _line))
    }

    /// Shown while the binding is true and there is data, as SwiftUI's `presenting:` forms.
    nonisolated static func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    }
}
