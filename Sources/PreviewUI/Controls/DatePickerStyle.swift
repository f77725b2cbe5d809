import Drawing

/// The look of date pickers, chosen with `.datePickerStyle(_:)`, as SwiftUI's
/// `DatePickerStyle`: a custom style draws `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    associatedtype Body: View
    typealias Configuration = DatePickerStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a date picker style gets, as SwiftUI's `DatePickerStyleConfiguration`.
public struct DatePickerStyleConfiguration {
    /// The picker's label as a view.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("DatePickerStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let label: Label
    @Binding public var selection: Date
    /// The earliest date that may be chosen, if any.
    public var minimumDate: Date?
    /// The latest date that may be chosen, if any.
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents
    /// Where the picker was made.
    let site: CallSite

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents,
         site: CallSite) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
        self.site = site
    }
}

/// iOS's default: the compact style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(look: .compact, configuration: configuration) }
}

/// The date and time in grey pills beside the label (iOS 14 and later).
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(look: .compact, configuration: configuration) }
}

/// UIDatePicker's wheels: a drum per component (month, day, year; hour, minute, AM/PM).
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(look: .wheel, configuration: configuration) }
}

/// The month's calendar, with a "Time" row when the time is shown.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(look: .graphical, configuration: configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { .init() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { .init() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { .init() }
}

private struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: (any DatePickerStyle)? { nil } }

extension EnvironmentValues {
    var datePickerStyle: (any DatePickerStyle)? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of date pickers inside.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.datePickerStyle = style }
    }
}

/// One of iOS's own looks, drawn from a style's configuration.
struct BuiltInDatePicker: View, PrimitiveView {
    enum Look { case compact, wheel, graphical }
    let look: Look
    let configuration: DatePickerStyleConfiguration

    var body: Never { primitiveBody("BuiltInDatePicker") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var c = context
        c.stackAxis = .horizontal
        // The label names the picker for the host even when it is hidden.
        let labelNodes = c.resolve(configuration.label, component: "label")
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        let shownLabel = env.labelsHidden ? [] : labelNodes
        let value = DatePickerValue(
            binding: configuration.$selection, minimum: configuration.minimumDate, maximum: configuration.maximumDate,
            components: configuration.displayedComponents.isEmpty ? [.hourAndMinute, .date] : configuration.displayedComponents,
            isEnabled: env.isEnabled)
        let format = DatePickerFormat(env)
        let node: LayoutNode
        switch look {
        case .compact:
            node = CompactDatePicker.node(label: shownLabel, value: value, format: format, site: configuration.site, context)
        case .wheel:
            node = WheelDatePicker.node(label: shownLabel, value: value, format: format, context)
        case .graphical:
            node = GraphicalDatePicker.node(value: value, format: format, site: configuration.site, context)
        }
        return [DatePickerNode(node, title: title.isEmpty ? nil : title, value: value, calendar: format.calendar)]
    }
}
