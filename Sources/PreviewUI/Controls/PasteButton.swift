import Drawing

/// The system's Paste button, as SwiftUI's `PasteButton` on iOS (UIPasteControl): a capsule
/// filled with the tint, the `doc.on.clipboard` symbol and "Paste" in white (E: 34 tall,
/// 15-point medium text; `.labelStyle(.iconOnly)` and `.titleOnly` choose what is shown).
/// iOS disables it while the pasteboard holds nothing of the payload type: a preview's
/// pasteboard is empty unless the preview fills it with `.previewPasteboard(_:)`
/// (Proofsheet's own), so it is drawn disabled (greyed, as a disabled filled button) and
/// takes no taps until then. A tap hands the pasteboard's items of the type to `onPaste`.
///
/// `init(supportedContentTypes:payloadAction:)` is not here: its `UTType` and
/// `NSItemProvider` have no Linux module.
nonisolated public struct PasteButton: View, @MainActor PrimitiveView {
    /// Whether items hold a value of the payload type.
    let matches: ([any Sendable]) -> Bool
    /// Hands the items of the payload type to `onPaste`.
    let paste: ([any Sendable]) -> Void

    /// A button that pastes values of `payloadType`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        matches = { items in items.contains { $0 is T } }
        paste = { items in onPaste(items.compactMap { $0 as? T }) }
    }

    @MainActor public var body: Never { primitiveBody("PasteButton") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let items = env.previewPasteboard
        let paste = self.paste
        let enabled = env.isEnabled && matches(items)
        var c = context
        c.stackAxis = .horizontal
        c.environment.font = .system(size: ControlMetrics.pasteButtonFontSize, weight: .medium)
        c.environment.foregroundStyle = enabled ? AnyShapeStyle(Color.white) : AnyShapeStyle(Color(uiColor: .tertiaryLabel))
        let content = c.resolve(
            PasteButtonLabel(style: env.labelStyle)
                .padding(.horizontal, ControlMetrics.pasteButtonPadding)
                .frame(height: ControlMetrics.pasteButtonHeight),
            component: "label").single()
        let fill = enabled ? TintShapeStyle().rgba(env) : SystemPalette.secondarySystemFill.resolve(env)
        let shape = ShapeNode(shape: Capsule(), color: fill, stroke: nil, inset: 0)
        let button = SecondaryNode(content, secondary: shape, alignment: .center, isOverlay: false)
        let tap: @MainActor () -> Void = { paste(items) }
        return [PickerTapNode(button, label: "Paste", action: enabled ? tap : nil)]
    }
}

/// The symbol and "Paste", 6 apart (E), or one of them as `.labelStyle` says.
private struct PasteButtonLabel: View {
    let style: (any LabelStyle)?

    var body: some View {
        switch style {
        case is IconOnlyLabelStyle: Image(systemName: "doc.on.clipboard")
        case is TitleOnlyLabelStyle: Text("Paste")
        default:
            HStack(spacing: ControlMetrics.pasteButtonIconSpacing) {
                Image(systemName: "doc.on.clipboard")
                Text("Paste")
            }
        }
    }
}

private struct PreviewPasteboardKey: EnvironmentKey { static var defaultValue: [any Sendable] { [] } }

extension EnvironmentValues {
    var previewPasteboard: [any Sendable] {
        get { self[PreviewPasteboardKey.self] }
        set { self[PreviewPasteboardKey.self] = newValue }
    }
}

extension View {
    /// What the pasteboard holds for the views inside (Proofsheet's own; a preview's pasteboard
    /// is empty otherwise): a `PasteButton` of a type among them is enabled and pastes them.
    nonisolated public func previewPasteboard(_ items: [any Sendable]) -> some View {
        transformingEnvironment { $0.previewPasteboard = items }
    }
}
