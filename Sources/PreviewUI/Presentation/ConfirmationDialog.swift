import Drawing

/// A confirmation dialog over the page, as iOS 18 draws one on iPhone (an action sheet): the
/// page dimmed, a card at the bottom with the title (if visible) and message, then a 57 pt
/// row per action; a separate Cancel card below it. A Cancel is added when no action has the
/// cancel role; tapping the dimming cancels too.
struct ConfirmationDialogPresentation: View, PrimitiveView {
    let title: Text
    let titleVisibility: Visibility
    let message: AnyView?
    let actions: AnyView
    let page: PresentationPage
    /// The `.confirmationDialog` call, where the card's material is reported.
    let site: CallSite
    let dismiss: @MainActor () -> Void

    var body: Never { primitiveBody("ConfirmationDialog") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var actions = context.presentedActions(self.actions)
        let cancel: PresentedAction
        if let i = actions.firstIndex(where: { $0.role == .cancel }) {
            cancel = actions.remove(at: i)
        } else {
            cancel = PresentedAction(title: "Cancel", role: .cancel, action: {})
        }
        // On iPhone, `.automatic` hides the title, as `.hidden` does.
        let card = ConfirmationDialogCard(
            title: titleVisibility == .visible ? title : nil, message: message, actions: actions, cancel: cancel,
            site: site, dismiss: dismiss)
        let bottom = page.safeArea.bottom > 0 ? page.safeArea.bottom : PresentationMetrics.dialogBottomWithoutSafeArea
        let dismiss = self.dismiss
        return context.resolve(
            ZStack(alignment: .bottom) {
                PresentationDimming(onTap: { dismiss(); cancel.action() }).transition(.opacity)
                card
                    .padding(.horizontal, PresentationMetrics.dialogInset)
                    .padding(.bottom, bottom)
                    .transition(.move(edge: .bottom))
            }
            .frame(width: page.size.width, height: page.size.height)
            .presentationMotion(PresentationMotion.slide),
            component: "confirmation-dialog")
    }
}

private struct ConfirmationDialogCard: View {
    let title: Text?
    let message: AnyView?
    let actions: [PresentedAction]
    let cancel: PresentedAction
    let site: CallSite
    let dismiss: @MainActor () -> Void
    @Environment(\.colorScheme) private var colorScheme

    typealias M = PresentationMetrics

    var body: some View {
        VStack(spacing: M.dialogCardSpacing) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: M.dialogTitleMessageSpacing) {
                        if let title {
                            title.font(.system(size: M.dialogTextSize, weight: .semibold))
                        }
                        if let message {
                            message.font(.system(size: M.dialogTextSize))
                        }
                    }
                    .multilineTextAlignment(.center)
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal, M.dialogTextHorizontal)
                    .padding(.vertical, M.dialogTextVertical)
                    if !actions.isEmpty { PresentationHairline() }
                }
                ForEach(Array(actions.indices), id: \.self) { i in
                    if i > 0 { PresentationHairline() }
                    row(actions[i], weight: .regular)
                }
            }
            // The actions' card is the thick material, as iOS's action sheet; Cancel's is opaque.
            .background(RoundedRectangle(cornerRadius: M.dialogCornerRadius).fill(Material.thick, _fileID: site.file, _line: site.line))
            row(cancel, weight: .semibold)
                .background(RoundedRectangle(cornerRadius: M.dialogCornerRadius).fill(M.cancelBackground(colorScheme)))
        }
    }

    private func row(_ action: PresentedAction, weight: Font.Weight) -> some View {
        let dismiss = self.dismiss
        return Button(action: { dismiss(); action.action() }) {
            Text(verbatim: action.title)
                .font(.system(size: M.dialogButtonSize, weight: weight))
                .foregroundStyle(action.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: M.dialogRowHeight)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

// MARK: Modifiers

extension View {
    /// Carries a confirmation dialog up to the host while `isPresented` is true.
    nonisolated func presentingConfirmationDialog(
        title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: AnyView, message: AnyView?, site: CallSite
    ) -> some View {
        let shown = isPresented.wrappedValue
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (isPresented, actions, message) = (isPresented, actions, message)
        return wrapping { node in
            guard shown else { return node }
            return PresentationNode(node) { page in
                AnyView(ConfirmationDialogPresentation(
                    title: title, titleVisibility: titleVisibility, message: message, actions: actions, page: page,
                    site: site, dismiss: { isPresented.wrappedValue = false }))
            }
        }
    }

    /// Presents a confirmation dialog when `isPresented` is true; tapping an action runs it
    /// and sets `isPresented` to false.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                                     actions: AnyView(actions()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                                     actions: AnyView(actions()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: title, isPresented: isPresented, titleVisibility: titleVisibility,
                                     actions: AnyView(actions()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    /// Presents a confirmation dialog with a message when `isPresented` is true.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                                     actions: AnyView(actions()), message: AnyView(message()), site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                                     actions: AnyView(actions()), message: AnyView(message()), site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: title, isPresented: isPresented, titleVisibility: titleVisibility,
                                     actions: AnyView(actions()), message: AnyView(message()), site: CallSite(file: _fileID, line: _line))
    }

    /// Presents a confirmation dialog about `data` when `isPresented` is true and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(titleKey), isPresented: Self.presenting(isPresented, data),
                                     titleVisibility: titleVisibility,
                                     actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(title), isPresented: Self.presenting(isPresented, data),
                                     titleVisibility: titleVisibility,
                                     actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: title, isPresented: Self.presenting(isPresented, data),
                                     titleVisibility: titleVisibility,
                                     actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(titleKey), isPresented: Self.presenting(isPresented, data),
                                     titleVisibility: titleVisibility,
                                     actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                     message: data.map { AnyView(message($0)) }, site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: Text(title), isPresented: Self.presenting(isPresented, data),
                                     titleVisibility: titleVisibility,
                                     actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                     message: data.map { AnyView(message($0)) }, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    , _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentingConfirmationDialog(title: title, isPresented: Self.presenting(isPresented, data),
                                     titleVisibility: titleVisibility,
                                     actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                     message: data.map { AnyView(message($0)) }, site: CallSite(file: _fileID, line: _line))
    }
}
