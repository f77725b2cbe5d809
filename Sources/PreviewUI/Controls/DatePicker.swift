import Drawing

/// The parts of a date a `DatePicker` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute (and AM/PM where the locale uses it).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)

    /// watchOS only in Apple's SDK: code for iOS that uses it does not compile there either.
    @available(*, unavailable, message: "hourMinuteAndSecond is only available on watchOS")
    public static var hourMinuteAndSecond: DatePickerComponents { DatePickerComponents(rawValue: 1 << 2) }
}

/// A control that picks a date, as SwiftUI's `DatePicker` on iOS: by default (`.automatic`,
/// `.compact`) the label leading and the date and the time in grey pills trailing; `.wheel`
/// the drum of UIDatePicker's wheels beside the label; `.graphical` the month's calendar
/// (and a "Time" row). The date comes from the binding, formatted in the environment's
/// locale, calendar and time zone (`\.locale`, `\.calendar`, `\.timeZone`: en_US, Gregorian and
/// GMT unless a preview sets others); "today" is the preview's clock (`\.previewNow`).
///
/// A date outside the range is shown at the range's nearest end, as UIDatePicker shows it.
/// `ViewHost.chooseDate(_:titled:)` (and the `chooseDate` step of a preview state) chooses a
/// date as a finger would: the shown components change, the others stay. Tapping a day of
/// the graphical calendar chooses it; its chevrons page through the months.
nonisolated public struct DatePicker<Label: View>: View, @MainActor PrimitiveView {
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let minimum: Date?
    let maximum: Date?
    let displayedComponents: Components
    let label: Label
    /// Where the picker was made, for reports of what is drawn differently from iOS.
    let site: CallSite

    init(selection: Binding<Date>, minimum: Date?, maximum: Date?, displayedComponents: Components, label: Label, site: CallSite) {
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
        self.displayedComponents = displayedComponents
        self.label = label
        self.site = site
    }

    /// A picker of any date.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, minimum: nil, maximum: nil, displayedComponents: displayedComponents, label: label(),
                  site: CallSite(file: _fileID, line: _line))
    }

    /// A picker of a date in `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: range.upperBound, displayedComponents: displayedComponents,
                  label: label(), site: CallSite(file: _fileID, line: _line))
    }

    /// A picker of a date on or after the range's start.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: nil, displayedComponents: displayedComponents,
                  label: label(), site: CallSite(file: _fileID, line: _line))
    }

    /// A picker of a date on or before the range's end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, minimum: nil, maximum: range.upperBound, displayedComponents: displayedComponents,
                  label: label(), site: CallSite(file: _fileID, line: _line))
    }

    @MainActor public var body: Never { primitiveBody("DatePicker") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let label = self.label
        let configuration = DatePickerStyleConfiguration(
            label: .init(content: { $0.resolve(label, component: "label") }), selection: selection,
            minimumDate: minimum, maximumDate: maximum, displayedComponents: displayedComponents, site: site)
        let style: any DatePickerStyle = env.datePickerStyle ?? DefaultDatePickerStyle()
        // The style's body draws the picker; a picker inside a custom style's body is drawn
        // in the automatic style (the style does not apply to itself again).
        var c = context
        c.environment.datePickerStyle = nil
        return c.resolve(Self.body(of: style, configuration), component: "style")
    }

    @MainActor
    private static func body<S: DatePickerStyle>(of style: S, _ configuration: DatePickerStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) }, _fileID: _fileID, _line: _line)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) },
                  _fileID: _fileID, _line: _line)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) },
                  _fileID: _fileID, _line: _line)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) },
                  _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) },
                  _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) },
                  _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) },
                  _fileID: _fileID, _line: _line)
    }
}

/// A picker's date and what may be chosen: the range, the components shown. Choosing keeps
/// the components the picker does not show, as a finger on iOS can change only those it sees.
@MainActor
struct DatePickerValue {
    let binding: Binding<Date>
    let minimum: Date?
    let maximum: Date?
    let components: DatePickerComponents
    let isEnabled: Bool

    /// The date clamped to the range: what the picker shows.
    var shown: Date { clamped(binding.wrappedValue) }

    func clamped(_ date: Date) -> Date {
        var d = date
        if let minimum, d < minimum { d = minimum }
        if let maximum, d > maximum { d = maximum }
        return d
    }

    func contains(_ date: Date) -> Bool {
        (minimum.map { date >= $0 } ?? true) && (maximum.map { date <= $0 } ?? true)
    }

    /// Whether any moment of the day that starts at `dayStart` is in the range.
    func containsDay(starting dayStart: Date, in calendar: Calendar) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart
        return (minimum.map { $0 < end } ?? true) && (maximum.map { $0 >= dayStart } ?? true)
    }

    /// `date`'s components of `parts` with the current date's others, clamped to the range.
    func combining(_ date: Date, parts: DatePickerComponents, in calendar: Calendar) -> Date {
        let current = binding.wrappedValue
        var result = DateComponents()
        let dayUnits: Set<Calendar.Component> = [.era, .year, .month, .day]
        let timeUnits: Set<Calendar.Component> = [.hour, .minute]
        let day = calendar.dateComponents(dayUnits, from: parts.contains(.date) ? date : current)
        let time = calendar.dateComponents(timeUnits, from: parts.contains(.hourAndMinute) ? date : current)
        let rest = calendar.dateComponents([.second, .nanosecond], from: parts == [.date, .hourAndMinute] ? date : current)
        result.era = day.era
        result.year = day.year
        result.month = day.month
        result.day = day.day
        result.hour = time.hour
        result.minute = time.minute
        result.second = rest.second
        result.nanosecond = rest.nanosecond
        return clamped(calendar.date(from: result) ?? date)
    }

    /// Chooses `date`'s shown components (or `parts`, a day of the calendar).
    func choose(_ date: Date, parts: DatePickerComponents? = nil, in calendar: Calendar) {
        guard isEnabled else { return }
        let next = combining(date, parts: parts ?? components, in: calendar)
        if next != binding.wrappedValue { binding.wrappedValue = next }
    }
}

/// How a picker writes and counts dates: the environment's calendar with its locale and
/// time zone, whatever the process's `TZ` and `LANG` say.
struct DatePickerFormat {
    let calendar: Calendar
    let locale: Locale
    let timeZone: TimeZone
    let now: Date

    init(_ env: EnvironmentValues) {
        var c = env.calendar
        c.locale = env.locale
        c.timeZone = env.timeZone
        calendar = c
        locale = env.locale
        timeZone = env.timeZone
        now = env.previewNow
    }

    private func formatter() -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = calendar
        return f
    }

    /// The compact style's date: the medium style ("Dec 1, 2026" in en_US).
    func date(_ d: Date) -> String {
        let f = formatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        return f.string(from: d)
    }

    /// The compact style's time: the short style ("9:41 AM" in en_US).
    func time(_ d: Date) -> String {
        let f = formatter()
        f.dateStyle = .none
        f.timeStyle = .short
        return f.string(from: d)
    }

    private func string(_ d: Date, template: String) -> String {
        let f = formatter()
        f.setLocalizedDateFormatFromTemplate(template)
        return f.string(from: d)
    }

    /// The calendar's title: "December 2026".
    func monthAndYear(_ d: Date) -> String { string(d, template: "MMMMy") }

    /// A day on the date-and-time wheel: "Tue Dec 1" (UIDatePicker leaves out the comma the
    /// locale's "EEE, MMM d" has: E).
    func weekdayMonthDay(_ d: Date) -> String {
        string(d, template: "EEEMMMd").replacingOccurrences(of: ",", with: "")
    }

    /// The wheel's years and days as the locale writes them.
    func year(_ d: Date) -> String { string(d, template: "y") }
    func day(_ d: Date) -> String { string(d, template: "d") }
    func monthName(_ d: Date) -> String { string(d, template: "LLLL") }
    func minute(_ d: Date) -> String {
        let f = formatter()
        f.dateFormat = "mm"
        return f.string(from: d)
    }
    func hour(_ d: Date) -> String {
        let f = formatter()
        f.dateFormat = uses12Hour ? "h" : "HH"
        return f.string(from: d)
    }
    func dayPeriod(_ d: Date) -> String {
        let f = formatter()
        f.dateFormat = "a"
        return f.string(from: d)
    }

    /// Whether the locale's times have AM and PM.
    var uses12Hour: Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h").contains("a")
    }

    /// The order of the date wheel's columns, as the locale writes a date ("MMMM d y" in en_US).
    var dateColumnOrder: [Calendar.Component] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        let found: [(Calendar.Component, String.Index?)] = [
            (.month, pattern.firstIndex(where: { $0 == "M" || $0 == "L" })),
            (.day, pattern.firstIndex(of: "d")),
            (.year, pattern.firstIndex(of: "y")),
        ]
        return found.sorted { ($0.1 ?? pattern.endIndex) < ($1.1 ?? pattern.endIndex) }.map(\.0)
    }

    /// The weekday row's letters from the calendar's first weekday: "SUN" … "SAT" in en_US.
    var weekdaySymbols: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols.map { $0.uppercased(with: locale) }
        guard symbols.count == 7 else { return symbols }
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    func startOfDay(_ d: Date) -> Date { calendar.startOfDay(for: d) }

    /// The first day of the month `offset` months after `d`'s.
    func monthStart(of d: Date, offset: Int = 0) -> Date {
        let parts = calendar.dateComponents([.era, .year, .month], from: d)
        let start = calendar.date(from: parts) ?? d
        return calendar.date(byAdding: .month, value: offset, to: start) ?? start
    }

    /// The days of the month starting at `start`, and how many blanks come before its first
    /// day in a week that starts on the calendar's first weekday.
    func grid(ofMonthStarting start: Date) -> (leadingBlanks: Int, days: [Date]) {
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let weekday = calendar.component(.weekday, from: start)
        let blanks = (weekday - calendar.firstWeekday + 7) % 7
        let days = (0..<count).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
        return (blanks, days)
    }

    func isSameDay(_ a: Date, _ b: Date) -> Bool { calendar.isDate(a, inSameDayAs: b) }
}

/// A date picker as drawn: the host finds it (`chooseDate`) by its title.
final class DatePickerNode: UnaryNode {
    let title: String?
    let value: DatePickerValue
    let calendar: Calendar

    init(_ child: LayoutNode, title: String?, value: DatePickerValue, calendar: Calendar) {
        self.title = title
        self.value = value
        self.calendar = calendar
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        child.emit(&e)
        let value = self.value, calendar = self.calendar
        e.controls.append(ControlRecord(
            kind: .datePicker, frame: frame, title: title, options: [],
            select: { tag in if let date = tag.base as? Date { value.choose(date, in: calendar) } },
            current: AnyHashable(value.binding.wrappedValue)))
    }
}

/// A part of a picker that takes taps (a pill, a chevron, a day): not a button, so a form does
/// not give it the whole row's taps.
final class PickerTapNode: UnaryNode {
    let action: (@MainActor () -> Void)?
    let label: String?

    init(_ child: LayoutNode, label: String? = nil, action: (@MainActor () -> Void)?) {
        self.action = action
        self.label = label
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        if let action { e.addHitRegion(frame, label: label, action: action) }
        child.emit(&e)
    }
}
