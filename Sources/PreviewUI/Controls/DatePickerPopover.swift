import Drawing

/// What a compact date picker's pill opens: a card over the page, under the pill (above it
/// when there is no room below), holding the calendar for the date or the wheels for the
/// time. The page is not dimmed (E: iOS 17/18 leave it as it is); a tap outside the card
/// closes it. The card is the elevated background (white; dark #1C1C1E: E) with a soft shadow
/// (E); its corners 13 (E).
@MainActor
enum DatePickerPopover {
    static func presenting(
        _ node: LayoutNode, anchor: LayoutNode, part: CompactDatePicker.Part, value: DatePickerValue, site: CallSite,
        dismiss: @escaping @MainActor () -> Void, _ context: ResolveContext
    ) -> LayoutNode {
        var environment = context.environment
        environment.isInForm = false
        environment.labelsHidden = false
        return PresentationNode(node) { page in
            AnyView(DatePickerPopoverLayer(anchor: anchor.frame, page: page, part: part, value: value, site: site,
                                           environment: environment, dismiss: dismiss))
        }
    }
}

/// The popover over the whole page: a clear layer that closes it, and the card.
struct DatePickerPopoverLayer: View, PrimitiveView {
    let anchor: CGRect
    let page: PresentationPage
    let part: CompactDatePicker.Part
    let value: DatePickerValue
    let site: CallSite
    /// The picker's environment (its locale, calendar, tint …): the host resolves a
    /// presentation from the page's.
    let environment: EnvironmentValues
    let dismiss: @MainActor () -> Void

    var body: Never { primitiveBody("DatePickerPopover") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.environment = environment
        let format = DatePickerFormat(environment)
        let inner = DatePickerValue(binding: value.binding, minimum: value.minimum, maximum: value.maximum,
                                    components: part == .date ? .date : .hourAndMinute, isEnabled: value.isEnabled)
        let content: LayoutNode
        let width: CGFloat
        switch part {
        case .date:
            content = GraphicalDatePicker.node(value: inner, format: format, site: site, c.appending("calendar"))
            width = min(page.size.width - 2 * ControlMetrics.datePopoverMargin, ControlMetrics.calendarIdealWidth + 32)
        case .time:
            content = WheelDatePicker.node(label: [], value: inner, format: format, c.appending("wheels"))
            width = min(page.size.width - 2 * ControlMetrics.datePopoverMargin, ControlMetrics.datePopoverTimeWidth)
        }
        let closer = c.resolve(Button(action: dismiss) { Color.clear }.buttonStyle(.plain), component: "closer").single()
        let background = environment.colorScheme == .dark ? RGBAColor(hex: 0x1C1C1E) : RGBAColor(hex: 0xFFFFFF)
        let card = PopoverCardNode(content, width: width, background: background)
        return [PopoverPlacementNode(closer: closer, card: card, anchor: anchor, page: page)]
    }
}

/// The card: its background and shadow under the content, and every tap inside it taken.
final class PopoverCardNode: UnaryNode {
    let width: CGFloat
    let background: RGBAColor

    init(_ child: LayoutNode, width: CGFloat, background: RGBAColor) {
        self.width = width
        self.background = background
        super.init(child)
    }

    private var inner: ProposedViewSize { ProposedViewSize(width: width, height: nil) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: width, height: child.sizeThatFits(inner).height)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        child.place(at: origin, proposal: inner, context)
    }

    override func emitContent(_ e: inout Emitter) {
        let shape = ShapePath.roundedRect(frame, cornerRadius: ControlMetrics.datePopoverCornerRadius, style: .continuous)
        e.group(shadow: ControlMetrics.datePopoverShadow) { $0.add(.fill(shape, background)) }
        e.addHitRegion(frame, label: nil) {}
        child.emit(&e)
    }
}

/// Lays the closer over the page and the card under (or over) the anchor, kept on the page.
final class PopoverPlacementNode: LayoutNode {
    let closer: LayoutNode
    let card: LayoutNode
    let anchor: CGRect
    let page: PresentationPage

    init(closer: LayoutNode, card: LayoutNode, anchor: CGRect, page: PresentationPage) {
        self.closer = closer
        self.card = card
        self.anchor = anchor
        self.page = page
        super.init()
    }

    override var children: [LayoutNode] { [closer, card] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { page.size }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        closer.place(at: .zero, proposal: ProposedViewSize(page.size), context)
        let s = card.sizeThatFits(.unspecified)
        let m = ControlMetrics.datePopoverMargin
        let top = page.safeArea.top + m, bottom = page.size.height - page.safeArea.bottom - m
        var y = anchor.maxY + m
        if y + s.height > bottom, anchor.minY - m - s.height >= top { y = anchor.minY - m - s.height }
        y = max(min(y, bottom - s.height), top)
        let x = max(min(anchor.midX - s.width / 2, page.size.width - m - s.width), m)
        card.place(at: CGPoint(x: x.rounded(), y: y.rounded()), proposal: .unspecified, context)
    }

    override func emitContent(_ e: inout Emitter) {
        closer.emit(&e)
        card.emit(&e)
    }
}
