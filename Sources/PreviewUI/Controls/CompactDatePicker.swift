import Drawing

/// The compact date picker (iOS 14 and later, the automatic style): the label leading, then
/// the date ("Dec 1, 2026") and the time ("9:41 AM") each in a grey pill at the trailing
/// edge, in body text of the label colour. In a form the pills sit in the row's 44 points as
/// a switch does. A tap on a pill opens its popover: the calendar for the date, the wheels for
/// the time (DatePickerPopover.swift).
@MainActor
enum CompactDatePicker {
    enum Part: Hashable, Sendable { case date, time }

    static func node(label: [LayoutNode], value: DatePickerValue, format: DatePickerFormat, site: CallSite,
                     _ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        let shown = value.shown
        let open = context.presentationFlag("popover", initial: Part?.none)
        var pills: [LayoutNode] = []
        var anchors: [Part: LayoutNode] = [:]
        for part in [Part.date, .time] where value.components.contains(part == .date ? .date : .hourAndMinute) {
            let text = part == .date ? format.date(shown) : format.time(shown)
            let pill = self.pill(text, highlighted: open.wrappedValue == part, enabled: value.isEnabled, context.appending("pill-\(part)"))
            anchors[part] = pill
            let choose: @MainActor () -> Void = { open.wrappedValue = part }
            let action = value.isEnabled ? choose : nil
            pills.append(PickerTapNode(pill, label: text, action: action))
        }
        var group: LayoutNode = pills.count == 1 ? pills[0]
            : StackNode(axis: .horizontal, spacing: ControlMetrics.datePillSpacing, children: pills)
        if env.isInForm {
            // Laid out as tall as a line of text and drawn centred on it, so the row keeps its 44 points.
            group = FixedFrameNode(group, width: nil, height: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding,
                                   alignment: .center)
        }
        var node = label.isEmpty ? group
            : StackNode(axis: .horizontal, spacing: nil, children: label + [SpacerNode(axis: .horizontal, minLength: 8), group])
        if let part = open.wrappedValue, let anchor = anchors[part] {
            node = DatePickerPopover.presenting(node, anchor: anchor, part: part, value: value, site: site,
                                                dismiss: { open.wrappedValue = nil }, context)
        }
        return node
    }

    /// A pill: the text in body size, the label colour (the tint while its popover is open;
    /// the tertiary label colour while disabled, as UIKit greys a disabled compact picker's
    /// text), on the tertiary system fill.
    static func pill(_ text: String, highlighted: Bool, enabled: Bool = true, _ context: ResolveContext) -> LayoutNode {
        let color: AnyShapeStyle = !enabled ? AnyShapeStyle(Color(uiColor: .tertiaryLabel))
            : highlighted ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.primary)
        return context.resolve(
            Text(verbatim: text)
                .font(.body)
                .foregroundStyle(color)
                .lineLimit(1)
                .fixedSize()
                .padding(.horizontal, ControlMetrics.datePillPadding)
                // Taller text (Dynamic Type's larger sizes) makes a taller pill (E: 6 above and below).
                .padding(.vertical, ControlMetrics.datePillVerticalPadding)
                .frame(minHeight: ControlMetrics.datePillHeight)
                .background(Color(uiColor: .tertiarySystemFill),
                            in: RoundedRectangle(cornerRadius: ControlMetrics.datePillCornerRadius)),
            component: "pill").single()
    }
}
