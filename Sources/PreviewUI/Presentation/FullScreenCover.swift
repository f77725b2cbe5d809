import Drawing

/// A full-screen cover, as iOS presents one: the content over the whole page on the system
/// background, laid out in the safe area, with nothing of the screen below showing.
struct FullScreenCoverPresentation: View, PrimitiveView {
    let content: AnyView
    let page: PresentationPage
    let dismiss: @MainActor () -> Void

    var body: Never { primitiveBody("FullScreenCover") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.environment.dismiss = DismissAction(action: dismiss)
        c.environment.isPresentedSetting = true
        let safe = CGRect(x: page.safeArea.leading, y: page.safeArea.top,
                          width: page.size.width - page.safeArea.leading - page.safeArea.trailing,
                          height: page.size.height - page.safeArea.top - page.safeArea.bottom)
        return c.resolve(
            ZStack(alignment: .topLeading) {
                Button(action: {}) { Color(uiColor: .systemBackground) }.buttonStyle(.plain)
                content.frame(width: safe.width, height: safe.height).position(x: safe.midX, y: safe.midY)
            }
            .frame(width: page.size.width, height: page.size.height)
            .transition(.move(edge: .bottom))
            .presentationMotion(PresentationMotion.slide),
            component: "cover")
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (on iPhone a popover is a
/// sheet, and points nowhere).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(PopoverAttachmentRect)
    case point(UnitPoint)
}

/// The rectangle a popover is attached to (`.bounds`: the view's).
public struct PopoverAttachmentRect: Sendable {
    public static let bounds = PopoverAttachmentRect()
}

extension View {
    /// Presents a view that covers the whole screen while `isPresented` is true.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        let shown = isPresented.wrappedValue
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (isPresented, onDismiss, content) = (isPresented, onDismiss, content)
        return wrapping { node in
            guard shown else { return node }
            return PresentationNode(node) { page in
                AnyView(FullScreenCoverPresentation(content: AnyView(content()), page: page,
                                                    dismiss: { isPresented.wrappedValue = false; onDismiss?() }))
            }
        }
    }

    /// Presents a view that covers the whole screen for `item` while it is not nil.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        nonisolated(unsafe) let value = item.wrappedValue
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (item, onDismiss, content) = (item, onDismiss, content)
        return wrapping { node in
            guard let value else { return node }
            return PresentationNode(node) { page in
                AnyView(FullScreenCoverPresentation(content: AnyView(content(value)), page: page,
                                                    dismiss: { item.wrappedValue = nil; onDismiss?() }))
            }
        }
    }

    /// Presents a popover while `isPresented` is true: on iPhone, iOS adapts it to a sheet,
    /// and so does PreviewUI (on an iPad-sized screen too, reported).
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        presentedSheet(isPresented: isPresented, onDismiss: nil, content: content, kind: .popover,
                       site: CallSite(file: _fileID, line: _line))
    }

    /// Presents a popover for `item` while it is not nil (a sheet on iPhone).
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        presentedSheet(item: item, onDismiss: nil, content: content, kind: .popover, site: CallSite(file: _fileID, line: _line))
    }

    /// Shows an inspector while `isPresented` is true: on iPhone, iOS presents it as a sheet.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V,
                                   _fileID: String = #fileID, _line: Int = #line) -> some View {
        presentedSheet(isPresented: isPresented, onDismiss: nil, content: content, kind: .inspector,
                       site: CallSite(file: _fileID, line: _line))
    }
}
