import Drawing

/// An on/off switch with a label, as SwiftUI's `Toggle` on iOS: the label, then a 51×31 switch
/// (green when on) at the trailing edge.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { primitiveBody("Toggle") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        context.approximateUndimmed("Toggle")
        var c = context
        c.stackAxis = .horizontal
        let labelNodes = env.labelsHidden ? [] : c.resolve(label, component: "label")
        let binding = isOn
        let on = binding.wrappedValue
        if env.isInMenu {
            // In a menu: a row, checked when on.
            let symbol = labelNodes.lazy.compactMap(\.firstSymbol).first
            let texts = labelNodes.map(\.shownText).filter { !$0.isEmpty }
            return [MenuItemsNode([MenuItem(title: texts.first ?? "", subtitle: texts.count > 1 ? texts.dropFirst().joined(separator: " ") : nil,
                                            systemImage: symbol?.name, symbolSite: symbol?.site, isEnabled: env.isEnabled,
                                            isChecked: on, action: { binding.wrappedValue.toggle() })])]
        }
        let sw = SwitchNode(isOn: on, environment: env, toggle: { binding.wrappedValue.toggle() })
        // In a form the 31-point switch sits in a 44-point row, as UIKit's accessory switch
        // does: it is laid out as tall as a line of text and drawn centred on it.
        let switchItem: LayoutNode = env.isInForm
            ? FixedFrameNode(sw, width: nil, height: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding, alignment: .center)
            : sw
        let items: [LayoutNode] = labelNodes.isEmpty ? [switchItem] : labelNodes + [SpacerNode(axis: .horizontal, minLength: 8), switchItem]
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        let record = ControlRecord(
            kind: .toggle, frame: .zero, title: title.isEmpty ? nil : title,
            options: [("on", AnyHashable(true)), ("off", AnyHashable(false))],
            select: { tag in if let v = tag.base as? Bool { binding.wrappedValue = v } }, current: AnyHashable(on))
        return [ToggleNode(StackNode(axis: .horizontal, spacing: nil, children: items), record: record)]
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
}

final class ToggleNode: UnaryNode {
    let record: ControlRecord

    init(_ child: LayoutNode, record: ControlRecord) {
        self.record = record
        super.init(child)
    }

    override func emit(_ e: inout Emitter) {
        child.emit(&e)
        e.controls.append(ControlRecord(kind: record.kind, frame: frame, title: record.title, options: record.options,
                                        select: record.select, current: record.current))
    }
}

final class SwitchNode: LayoutNode {
    let isOn: Bool
    let track: RGBAColor
    let toggle: @MainActor () -> Void

    init(isOn: Bool, environment env: EnvironmentValues, toggle: @escaping @MainActor () -> Void) {
        self.isOn = isOn
        self.toggle = toggle
        track = isOn
            ? (env.tint?.rgba(env) ?? SystemPalette.green.resolve(env.colorScheme))
            : SystemPalette.secondarySystemFill.resolve(env.colorScheme)
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { ControlMetrics.toggleSize }

    override func emit(_ e: inout Emitter) {
        e.add(.fill(.capsule(frame), track))
        let d = ControlMetrics.toggleThumbDiameter
        let inset = (frame.height - d) / 2
        let x = isOn ? frame.maxX - inset - d : frame.minX + inset
        let thumb = DisplayOp.fill(.ellipse(CGRect(x: x, y: frame.minY + inset, width: d, height: d)), .white)
        e.group(shadow: Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.06), radius: 0.5, x: 0, y: 3)) { e in
            e.group(shadow: Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.15), radius: 4, x: 0, y: 3)) { $0.add(thumb) }
        }
        e.addHitRegion(frame, label: nil, action: toggle)
    }
}
