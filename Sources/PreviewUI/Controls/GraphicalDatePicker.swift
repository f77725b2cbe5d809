import Drawing

/// The graphical date picker (UIDatePicker's `.inline`, iOS 14 and later): the month's title
/// with a chevron in the tint, the previous- and next-month chevrons (tint; greyed where the
/// range ends), the weekday letters, and the month's days in a grid of six weeks; the chosen
/// day in a circle of the light tint with its number in the tint, bold; today's number in
/// the tint (white on a solid tint circle when it is also the chosen day). With the time, a
/// "Time" row under a separator holds the time's pill. The label is not drawn, as on iOS.
///
/// A tap on a day chooses it (keeping the time); the chevrons page through the months.
/// Disabled, the calendar takes no taps and greys as UIKit dims a control: its tint turns
/// system grey (the chevrons, today, the chosen day's circle) and the title and days take
/// the tertiary label colour (E: no render of a disabled calendar; UIKit's dimmed tint
/// adjustment is grey).
@MainActor
enum GraphicalDatePicker {
    static func node(value: DatePickerValue, format: DatePickerFormat, site: CallSite, multiple: CalendarGridNode.Multiple? = nil,
                     _ context: ResolveContext) -> LayoutNode {
        // In a form row the row's insets are the calendar's: its title lines up with the
        // other rows' text (E).
        let inForm = context.environment.isInForm
        let headerInset = inForm ? 0 : ControlMetrics.calendarHeaderInset
        let gridInset = inForm ? 0 : ControlMetrics.calendarInset
        var c = context
        // The calendar's parts are its own, not a form's rows.
        c.environment.isInForm = false
        if !value.isEnabled { c.environment.tint = AnyShapeStyle(Color(uiColor: .systemGray)) }
        c.stackAxis = .vertical
        let offset = context.presentationFlag("month-offset", initial: 0)
        let shown = value.shown
        let month = format.monthStart(of: shown, offset: offset.wrappedValue)
        let next = format.monthStart(of: month, offset: 1)
        let canGoBack = value.isEnabled && (value.minimum.map { $0 < month } ?? true)
        let canGoOn = value.isEnabled && (value.maximum.map { $0 >= next } ?? true)
        let header = c.resolve(CalendarHeader(
            title: format.monthAndYear(month), isEnabled: value.isEnabled, inset: headerInset, canGoBack: canGoBack, canGoOn: canGoOn,
            back: { offset.wrappedValue -= 1 }, on: { offset.wrappedValue += 1 },
            openMonthWheels: {
                ViewGraph.approximate("tapping the month title of a graphical DatePicker (iOS turns the calendar into month and year wheels)",
                                      drawnAs: "the calendar left as it is", at: site)
            }), component: "header").single()
        let weekdays = c.resolve(CalendarWeekdays(symbols: format.weekdaySymbols, inset: gridInset), component: "weekdays").single()
        let grid = CalendarGridNode(month: month, value: value, format: format, inset: gridInset, multiple: multiple,
                                    resetMonth: { offset.wrappedValue = 0 }, c.appending("grid"))
        var parts: [LayoutNode] = [header, weekdays, grid]
        if value.components.contains(.hourAndMinute) {
            if !format.locale.identifier.hasPrefix("en") {
                context.approximate("the \"Time\" row of a graphical DatePicker in \(format.locale.identifier) (its title is in English here)",
                                    drawnAs: "\"Time\"", at: site)
            }
            let timeValue = DatePickerValue(binding: value.binding, minimum: value.minimum, maximum: value.maximum,
                                            components: .hourAndMinute, isEnabled: value.isEnabled)
            let title = c.resolve(Text(verbatim: "Time").font(.body), component: "time-title")
            var rowContext = c.appending("time")
            rowContext.stackAxis = .horizontal
            let row = CompactDatePicker.node(label: title, value: timeValue, format: format, site: site, rowContext)
            let divider = c.resolve(Divider(), component: "time-divider").single()
            let sides = EdgeInsets(top: 0, leading: headerInset, bottom: 0, trailing: headerInset)
            parts.append(PaddingNode(divider, insets: sides))
            parts.append(FixedFrameNode(
                PaddingNode(row, insets: sides),
                width: nil, height: ControlMetrics.calendarTimeRowHeight, alignment: .center))
        }
        return StackNode(axis: .vertical, spacing: 0, children: parts)
    }
}

/// "December 2026 >" and the month chevrons.
private struct CalendarHeader: View {
    let title: String
    let isEnabled: Bool
    let inset: CGFloat
    let canGoBack: Bool
    let canGoOn: Bool
    let back: @MainActor () -> Void
    let on: @MainActor () -> Void
    let openMonthWheels: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: title).font(.headline)
                    .foregroundStyle(isEnabled ? Color.primary : Color(uiColor: .tertiaryLabel))
                Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: openMonthWheels)
            Spacer(minLength: 8)
            chevron("chevron.left", enabled: canGoBack, action: back)
            Spacer().frame(width: ControlMetrics.calendarChevronSpacing)
            chevron("chevron.right", enabled: canGoOn, action: on)
        }
        .padding(.horizontal, inset)
        .frame(height: ControlMetrics.calendarHeaderHeight)
    }

    @ViewBuilder
    private func chevron(_ name: String, enabled: Bool, action: @escaping @MainActor () -> Void) -> some View {
        let image = Image(systemName: name).font(.system(size: ControlMetrics.calendarChevronSize, weight: .medium))
        if enabled {
            image.foregroundStyle(.tint).contentShape(Rectangle()).onTapGesture(perform: action)
        } else {
            image.foregroundStyle(Color(uiColor: .tertiaryLabel))
        }
    }
}

/// The weekday letters over the grid's columns.
private struct CalendarWeekdays: View {
    let symbols: [String]
    let inset: CGFloat

    var body: some View {
        HStack(spacing: 0) {
            ForEach(symbols.indices, id: \.self) { i in
                Text(verbatim: symbols[i])
                    .font(.system(size: ControlMetrics.calendarWeekdayFontSize, weight: .semibold))
                    // E: the tertiary label colour, as remembered from iOS 17/18 (lighter than
                    // the secondary label's).
                    .foregroundStyle(Color(uiColor: .tertiaryLabel))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, inset)
        .frame(height: ControlMetrics.calendarWeekdayHeight)
    }
}

/// The month's days in seven columns and six week rows.
final class CalendarGridNode: LayoutNode {
    /// `MultiDatePicker`'s selection: which days are chosen, and choosing or unchoosing one.
    struct Multiple {
        let contains: (Date) -> Bool
        let toggle: @MainActor (Date) -> Void
    }

    struct Day {
        let date: Date
        let cell: Int
        let node: LayoutNode
        let isSelected: Bool
        let isToday: Bool
        let isEnabled: Bool
    }

    let days: [Day]
    let value: DatePickerValue
    let calendar: Calendar
    let tint: RGBAColor
    let selectionFill: RGBAColor
    let inset: CGFloat
    let multiple: Multiple?
    let resetMonth: @MainActor () -> Void

    init(month: Date, value: DatePickerValue, format: DatePickerFormat, inset: CGFloat, multiple: Multiple? = nil,
         resetMonth: @escaping @MainActor () -> Void, _ context: ResolveContext) {
        self.multiple = multiple
        let env = context.environment
        self.inset = inset
        self.value = value
        calendar = format.calendar
        self.resetMonth = resetMonth
        tint = TintShapeStyle().rgba(env)
        let opacity = env.colorScheme == .dark ? ControlMetrics.calendarSelectionOpacity.dark : ControlMetrics.calendarSelectionOpacity.light
        selectionFill = tint.multiplyingAlpha(opacity)
        let grid = format.grid(ofMonthStarting: month)
        let shown = value.shown
        var c = context
        c.stackAxis = nil
        days = grid.days.enumerated().map { i, date in
            let selected = multiple.map { $0.contains(date) } ?? format.isSameDay(date, shown)
            let today = format.isSameDay(date, format.now)
            let enabled = value.isEnabled && value.containsDay(starting: date, in: format.calendar)
            let color: AnyShapeStyle
            if selected && today { color = AnyShapeStyle(Color.white) }
            else if selected || today { color = AnyShapeStyle(TintShapeStyle()) }
            else if !enabled { color = AnyShapeStyle(Color(uiColor: .tertiaryLabel)) }
            else { color = AnyShapeStyle(Color.primary) }
            let node = c.resolve(
                Text(verbatim: format.day(date))
                    .font(.system(size: ControlMetrics.calendarDayFontSize, weight: selected ? .semibold : .regular))
                    .foregroundStyle(color).lineLimit(1).fixedSize(),
                component: "day-\(i)").single()
            return Day(date: date, cell: grid.leadingBlanks + i, node: node, isSelected: selected, isToday: today, isEnabled: enabled)
        }
        super.init()
    }

    override var children: [LayoutNode] { days.map(\.node) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? ControlMetrics.calendarIdealWidth
        return CGSize(width: w, height: ControlMetrics.calendarRowHeight * CGFloat(ControlMetrics.calendarWeeks))
    }

    private func cellRect(_ cell: Int) -> CGRect {
        let w = max(frame.width - 2 * inset, 0) / 7, h = ControlMetrics.calendarRowHeight
        return CGRect(x: frame.minX + inset + CGFloat(cell % 7) * w, y: frame.minY + CGFloat(cell / 7) * h, width: w, height: h)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        for day in days {
            let r = cellRect(day.cell)
            let s = day.node.sizeThatFits(.unspecified)
            day.node.place(at: CGPoint(x: r.midX - s.width / 2, y: r.midY - s.height / 2), proposal: .unspecified, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        for day in days {
            let r = cellRect(day.cell)
            if day.isSelected {
                let d = min(ControlMetrics.calendarSelectionDiameter, r.width - 2, r.height - 2)
                let circle = CGRect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d)
                e.add(.fill(.ellipse(circle), day.isToday ? tint : selectionFill))
            }
            day.node.emit(&e)
            if day.isEnabled {
                let value = self.value, calendar = self.calendar, date = day.date, reset = resetMonth, multiple = self.multiple
                e.addHitRegion(r, label: day.node.shownText) {
                    if let multiple {
                        multiple.toggle(date)
                    } else {
                        value.choose(date, parts: .date, in: calendar)
                        reset()
                    }
                }
            }
        }
    }
}
