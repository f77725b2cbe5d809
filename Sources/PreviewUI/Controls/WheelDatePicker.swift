import Drawing

/// The wheel date picker (UIDatePicker's `.wheels`): beside the label, the drum of a wheel
/// picker (216 points, one band across) turning a column per component, in the locale's
/// order — month, day, year for `.date` in en_US; hour, minute, AM/PM for `.hourAndMinute`;
/// for both, the day ("Tue Dec 1", "Today" for the preview's today) then the time. Months,
/// days, hours and minutes loop round as on iOS; dates outside the range are greyed (E: the
/// tertiary label colour) and take no taps. A tap on a row turns its wheel to it. Disabled,
/// every row is greyed so and none takes a tap (E: UIKit greys a disabled date picker's text
/// as it greys the compact pill's; no render of a disabled wheel).
@MainActor
enum WheelDatePicker {
    static func node(label: [LayoutNode], value: DatePickerValue, format: DatePickerFormat, _ context: ResolveContext) -> LayoutNode {
        let wheel = DateWheelNode(columns: columns(value: value, format: format), value: value, format: format, context)
        if label.isEmpty { return wheel }
        return StackNode(axis: .horizontal, spacing: nil, children: label + [wheel])
    }

    /// One wheel: its rows (text and the date a row stands for) around the shown one.
    struct Column {
        enum Alignment { case leading, trailing }
        var rows: [(text: String, date: Date)]
        var center: Int
        var alignment: Alignment
        /// What a row of this wheel chooses: the day or the time.
        var parts: DatePickerComponents
    }

    /// Rows either side of the front one: as many as the drum shows (five at 32 points).
    static let reach = 5

    static func columns(value: DatePickerValue, format: DatePickerFormat) -> [Column] {
        let cal = format.calendar
        let shown = value.shown
        var columns: [Column] = []
        let both = value.components.contains(.date) && value.components.contains(.hourAndMinute)
        func shifted(_ unit: Calendar.Component, by k: Int, wrapping: Bool) -> Date {
            if !wrapping { return cal.date(byAdding: unit, value: k, to: shown) ?? shown }
            // A looping wheel changes its own component alone (December's next row is January
            // of the same year), as UIDatePicker's month, day, hour and minute wheels do.
            let range = cal.range(of: unit, in: unit == .day ? .month : unit == .month ? .year : unit == .hour ? .day : .hour, for: shown)
            let current = cal.component(unit, from: shown)
            guard let range else { return shown }
            let count = range.count, lower = range.lowerBound
            let target = ((current - lower + k) % count + count) % count + lower
            var parts = cal.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: shown)
            switch unit {
            case .month:
                parts.month = target
                let first = cal.date(from: DateComponents(era: parts.era, year: parts.year, month: target, day: 1)) ?? shown
                parts.day = min(parts.day ?? 1, cal.range(of: .day, in: .month, for: first)?.count ?? 28)
            case .day: parts.day = target
            case .hour: parts.hour = target
            case .minute: parts.minute = target
            default: break
            }
            return cal.date(from: parts) ?? shown
        }
        if both {
            let rows = (-reach...reach).map { k -> (String, Date) in
                let d = shifted(.day, by: k, wrapping: false)
                return (format.isSameDay(d, format.now) ? "Today" : format.weekdayMonthDay(d), d)
            }
            columns.append(Column(rows: rows, center: reach, alignment: .trailing, parts: .date))
        } else if value.components.contains(.date) {
            for unit in format.dateColumnOrder {
                switch unit {
                case .month:
                    let rows = (-reach...reach).map { k -> (String, Date) in
                        let d = shifted(.month, by: k, wrapping: true)
                        return (format.monthName(d), d)
                    }
                    columns.append(Column(rows: rows, center: reach, alignment: .leading, parts: .date))
                case .day:
                    let rows = (-reach...reach).map { k -> (String, Date) in
                        let d = shifted(.day, by: k, wrapping: true)
                        return (format.day(d), d)
                    }
                    columns.append(Column(rows: rows, center: reach, alignment: .trailing, parts: .date))
                default:
                    let rows = (-reach...reach).map { k -> (String, Date) in
                        let d = shifted(.year, by: k, wrapping: false)
                        return (format.year(d), d)
                    }
                    columns.append(Column(rows: rows, center: reach, alignment: .leading, parts: .date))
                }
            }
        }
        if value.components.contains(.hourAndMinute) {
            let hours = (-reach...reach).map { k -> (String, Date) in
                // The hour wheel keeps the half of the day in 12-hour locales (its own AM/PM wheel turns that).
                var d = shifted(.hour, by: k, wrapping: true)
                if format.uses12Hour, (cal.component(.hour, from: d) < 12) != (cal.component(.hour, from: shown) < 12) {
                    d = cal.date(byAdding: .hour, value: cal.component(.hour, from: d) < 12 ? 12 : -12, to: d) ?? d
                }
                return (format.hour(d), d)
            }
            columns.append(Column(rows: hours, center: reach, alignment: .trailing, parts: .hourAndMinute))
            let minutes = (-reach...reach).map { k -> (String, Date) in
                let d = shifted(.minute, by: k, wrapping: true)
                return (format.minute(d), d)
            }
            columns.append(Column(rows: minutes, center: reach, alignment: .leading, parts: .hourAndMinute))
            if format.uses12Hour {
                let isPM = cal.component(.hour, from: shown) >= 12
                let am = isPM ? cal.date(byAdding: .hour, value: -12, to: shown) ?? shown : shown
                let pm = isPM ? shown : cal.date(byAdding: .hour, value: 12, to: shown) ?? shown
                columns.append(Column(rows: [(format.dayPeriod(am), am), (format.dayPeriod(pm), pm)], center: isPM ? 1 : 0,
                                      alignment: .leading, parts: .hourAndMinute))
            }
        }
        return columns
    }
}

/// The wheels, drawn on one drum: the band across the whole width, each column's rows turned
/// to their places, the columns side by side in the middle.
final class DateWheelNode: LayoutNode {
    let columns: [WheelDatePicker.Column]
    let rows: [[LayoutNode]]
    let enabled: [[Bool]]
    let value: DatePickerValue
    let calendar: Calendar
    let band: RGBAColor

    init(columns: [WheelDatePicker.Column], value: DatePickerValue, format: DatePickerFormat, _ context: ResolveContext) {
        self.columns = columns
        self.value = value
        calendar = format.calendar
        band = SystemPalette.tertiarySystemFill.resolve(context.environment)
        var c = context
        c.stackAxis = nil
        var enabled: [[Bool]] = []
        rows = columns.enumerated().map { ci, column in
            var flags: [Bool] = []
            let nodes = column.rows.enumerated().map { ri, row -> LayoutNode in
                let inRange = column.parts == .date && !value.components.contains(.hourAndMinute)
                    ? value.containsDay(starting: format.startOfDay(row.date), in: format.calendar) : value.contains(row.date)
                flags.append(inRange)
                let style: AnyShapeStyle = inRange && value.isEnabled
                    ? AnyShapeStyle(Color.primary) : AnyShapeStyle(Color(uiColor: .tertiaryLabel))
                return c.resolve(Text(verbatim: row.text).font(.system(size: ControlMetrics.wheelFontSize)).foregroundStyle(style)
                    .lineLimit(1).fixedSize(), component: "wheel-\(ci)-\(ri)").single()
            }
            enabled.append(flags)
            return nodes
        }
        self.enabled = enabled
        super.init()
    }

    override var children: [LayoutNode] { rows.flatMap { $0 } }

    /// Each column as wide as its widest row, magnified as the front row is.
    private var columnWidths: [CGFloat] {
        rows.map { column in
            (column.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) * ControlMetrics.wheelCenterMagnification
        }
    }

    private var columnsWidth: CGFloat {
        columnWidths.reduce(0, +) + ControlMetrics.dateWheelColumnSpacing * CGFloat(max(columns.count - 1, 0))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let ideal = max(ControlMetrics.wheelIntrinsicWidth, columnsWidth + 2 * ControlMetrics.wheelBandMargin)
        let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal
        return CGSize(width: w, height: ControlMetrics.wheelHeight)
    }

    /// The columns' spans across the frame.
    private var columnSpans: [(minX: CGFloat, width: CGFloat)] {
        var x = frame.midX - columnsWidth / 2
        return columnWidths.map { w in
            defer { x += w + ControlMetrics.dateWheelColumnSpacing }
            return (x, w)
        }
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        // Every row is placed at the front of the drum, in its column; drawing turns it to its place.
        for (ci, span) in columnSpans.enumerated() {
            let magnified = (span.width / ControlMetrics.wheelCenterMagnification)
            let inset = (span.width - magnified) / 2
            for row in rows[ci] {
                let s = row.sizeThatFits(.unspecified)
                let x: CGFloat
                switch columns[ci].alignment {
                case .leading: x = span.minX + inset
                case .trailing: x = span.minX + inset + magnified - s.width
                }
                row.place(at: CGPoint(x: x, y: frame.midY - s.height / 2), proposal: .unspecified, context)
            }
        }
    }

    override func emitContent(_ e: inout Emitter) {
        let frame = self.frame
        let spans = columnSpans
        e.group(clip: Clip(.rect(frame)), clipRect: frame) { e in
            WheelDrum.emitBand(in: frame, color: band, &e)
            for (ci, column) in columns.enumerated() {
                let span = spans[ci]
                let left = ci == 0 ? frame.minX : span.minX - ControlMetrics.dateWheelColumnSpacing / 2
                let right = ci == columns.count - 1 ? frame.maxX : span.minX + span.width + ControlMetrics.dateWheelColumnSpacing / 2
                let value = self.value, calendar = self.calendar
                WheelDrum.emitRows(rows[ci], center: column.center, magnifiesCenter: true, in: frame, &e) { ri, band, e in
                    guard enabled[ci][ri], value.isEnabled else { return }
                    let date = column.rows[ri].date, parts = column.parts
                    e.addHitRegion(CGRect(x: left, y: band.minY, width: right - left, height: band.height),
                                   label: column.rows[ri].text) { value.choose(date, parts: parts, in: calendar) }
                }
            }
        }
    }
}
