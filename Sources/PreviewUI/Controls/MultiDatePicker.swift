import Foundation

/// A calendar in which several days can be chosen, as SwiftUI's `MultiDatePicker` (iOS 16): a
/// graphical date picker whose chosen days each have the light tint circle; a tap on a day
/// chooses or unchooses it. It opens on the month of the earliest chosen day (or today's).
/// The label is not drawn, as on iOS.
nonisolated public struct MultiDatePicker<Label: View>: View, @MainActor PrimitiveView {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let minimum: Date?
    let maximum: Date?
    let site: CallSite

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: nil, maximum: nil, label: label(), site: CallSite(file: _fileID, line: _line))
    }

    /// Days from the range's start up to (not including) its end can be chosen.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: bounds.lowerBound, maximum: bounds.upperBound.addingTimeInterval(-1), label: label(),
                  site: CallSite(file: _fileID, line: _line))
    }

    /// Days from the range's start on can be chosen.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: bounds.lowerBound, maximum: nil, label: label(), site: CallSite(file: _fileID, line: _line))
    }

    /// Days before the range's end can be chosen.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: nil, maximum: bounds.upperBound.addingTimeInterval(-1), label: label(),
                  site: CallSite(file: _fileID, line: _line))
    }

    init(selection: Binding<Set<DateComponents>>, minimum: Date?, maximum: Date?, label: Label, site: CallSite) {
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
        self.label = label
        self.site = site
    }

    @MainActor public var body: Never { primitiveBody("MultiDatePicker") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let format = DatePickerFormat(env)
        let calendar = format.calendar
        let selection = self.selection
        // A chosen day is its year, month and day in the picker's calendar.
        func key(_ date: Date) -> DateComponents { calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date) }
        func same(_ a: DateComponents, _ b: DateComponents) -> Bool { a.year == b.year && a.month == b.month && a.day == b.day }
        let chosen = selection.wrappedValue.compactMap { calendar.date(from: $0) }.sorted()
        let opening = chosen.first ?? format.now
        let value = DatePickerValue(binding: .constant(opening), minimum: minimum, maximum: maximum, components: .date,
                                    isEnabled: env.isEnabled)
        let multiple = CalendarGridNode.Multiple(
            contains: { date in let k = key(date); return selection.wrappedValue.contains { same($0, k) } },
            toggle: { date in
                let k = key(date)
                if let existing = selection.wrappedValue.first(where: { same($0, k) }) {
                    selection.wrappedValue.remove(existing)
                } else {
                    selection.wrappedValue.insert(k)
                }
            })
        return [GraphicalDatePicker.node(value: value, format: format, site: site, multiple: multiple, context)]
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: nil, maximum: nil, label: Text(titleKey), site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: nil, maximum: nil, label: Text(title), site: CallSite(file: _fileID, line: _line))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(selection: selection, minimum: bounds.lowerBound, maximum: bounds.upperBound.addingTimeInterval(-1), label: Text(titleKey),
                  site: CallSite(file: _fileID, line: _line))
    }
}
