import Drawing

/// An on/off control with a label, as SwiftUI's `Toggle`, drawn in the style the environment
/// sets (`ToggleStyle.swift`): on iOS the automatic one is a switch — the label, then a 51×31
/// switch (green when on) at the trailing edge; in a menu, a row checked when on.
nonisolated public struct Toggle<Label: View>: View, @MainActor PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// Set by `init(sources:isOn:label:)` when its sources disagree.
    let isMixed: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        isMixed = false
    }

    /// A toggle of several sources' values: on when all are on, mixed when they differ;
    /// setting it sets them all.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let values = bindings.map(\.wrappedValue)
        self.isOn = Binding(get: { !values.isEmpty && values.allSatisfy { $0 } },
                            set: { on in for b in bindings { b.wrappedValue = on } })
        self.label = label()
        isMixed = values.contains(true) && values.contains(false)
    }

    init(isOn: Binding<Bool>, label: Label, isMixed: Bool) {
        self.isOn = isOn
        self.label = label
        self.isMixed = isMixed
    }

    @MainActor public var body: Never { primitiveBody("Toggle") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let label = self.label
        let binding = isOn
        let on = binding.wrappedValue
        if env.isInMenu {
            // In a menu iOS uses a style of its own, whatever the toggle style: a row,
            // checked when on.
            var c = context
            c.stackAxis = .horizontal
            let labelNodes = env.labelsHidden ? [] : c.resolve(label, component: "label")
            let symbol = labelNodes.lazy.compactMap(\.firstSymbol).first
            let texts = labelNodes.map(\.shownText).filter { !$0.isEmpty }
            return [MenuItemsNode([MenuItem(title: texts.first ?? "", subtitle: texts.count > 1 ? texts.dropFirst().joined(separator: " ") : nil,
                                            systemImage: symbol?.name, symbolSite: symbol?.site, isEnabled: env.isEnabled,
                                            isChecked: on, action: { binding.wrappedValue.toggle() })])]
        }
        // The label's texts, wherever the style places it, title the toggle for the host.
        let shown = ShownLabel()
        let content: ResolveContext.Content = { ctx in
            let nodes = ctx.resolve(label, component: "label")
            if shown.text == nil { shown.text = nodes.map(\.shownText).joined(separator: " ") }
            return nodes
        }
        let configuration = ToggleStyleConfiguration(label: .init(content: content), isOn: binding, isMixed: isMixed)
        var inner = context
        inner.environment.toggleStyle = nil
        let nodes: [LayoutNode]
        switch env.toggleStyle {
        case nil, is DefaultToggleStyle:
            // In a toolbar the automatic style is the button style (Apple's documentation).
            nodes = env.isInToolbar ? ButtonToggleStyle.nodes(configuration, context) : SwitchToggleStyle.nodes(configuration, tint: nil, context)
        case let style as SwitchToggleStyle:
            nodes = SwitchToggleStyle.nodes(configuration, tint: style.tint, context)
        case is ButtonToggleStyle:
            nodes = ButtonToggleStyle.nodes(configuration, context)
        case let custom?:
            // The style's body draws the toggle and flips `configuration.isOn` itself.
            nodes = inner.resolve(Self.body(of: custom, configuration), component: "style")
        }
        // Every style tells the host about the toggle, so `setToggle` reaches its state.
        let title = shown.text ?? ""
        let enabled = env.isEnabled
        let record = ControlRecord(
            kind: .toggle, frame: .zero, title: title.isEmpty ? nil : title,
            options: [("on", AnyHashable(true)), ("off", AnyHashable(false))],
            select: { tag in if enabled, let v = tag.base as? Bool { binding.wrappedValue = v } }, current: AnyHashable(on))
        return [ToggleNode(nodes.single(), record: record)]
    }

    @MainActor
    private static func body<S: ToggleStyle>(of style: S, _ configuration: ToggleStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

/// What a toggle's label showed when its style placed it.
@MainActor
final class ShownLabel {
    var text: String?
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a `ToggleStyle` is given, drawn in the automatic style: for styles that add
    /// to the usual look.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, label: configuration.label, isMixed: configuration.isMixed)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == PreviewUI.Label<Text, Image> {
    /// A toggle whose label is a title with a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PreviewUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PreviewUI.Label(title, systemImage: systemImage) }
    }
}

final class ToggleNode: UnaryNode {
    let record: ControlRecord

    init(_ child: LayoutNode, record: ControlRecord) {
        self.record = record
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        child.emit(&e)
        e.controls.append(ControlRecord(kind: record.kind, frame: frame, title: record.title, options: record.options,
                                        select: record.select, current: record.current))
    }
}

/// UISwitch: a capsule track (green, or the tint, when on; the secondary system fill when
/// off) and a white thumb with two soft shadows. Disabled, it is drawn at half opacity and
/// takes no taps (E: UIKit fades a disabled switch; no render of one).
final class SwitchNode: LayoutNode {
    let isOn: Bool
    let track: RGBAColor
    let isEnabled: Bool
    let toggle: @MainActor () -> Void

    init(isOn: Bool, tint: AnyShapeStyle?, environment env: EnvironmentValues, toggle: @escaping @MainActor () -> Void) {
        self.isOn = isOn
        self.toggle = toggle
        isEnabled = env.isEnabled
        track = isOn
            ? ((tint ?? env.tint)?.rgba(env) ?? SystemPalette.green.resolve(env))
            : SystemPalette.secondarySystemFill.resolve(env)
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { ControlMetrics.toggleSize }

    override func emitContent(_ e: inout Emitter) {
        e.group(opacity: isEnabled ? 1 : ControlMetrics.disabledSwitchOpacity) { e in
            e.add(.fill(.capsule(frame), track))
            let d = ControlMetrics.toggleThumbDiameter
            let inset = (frame.height - d) / 2
            let x = isOn ? frame.maxX - inset - d : frame.minX + inset
            let thumb = DisplayOp.fill(.ellipse(CGRect(x: x, y: frame.minY + inset, width: d, height: d)), .white)
            e.group(shadow: Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.06), radius: 0.5, x: 0, y: 3)) { e in
                e.group(shadow: Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.15), radius: 4, x: 0, y: 3)) { $0.add(thumb) }
            }
        }
        if isEnabled { e.addHitRegion(frame, label: nil, action: toggle) }
    }
}
