import Drawing

/// A control that shows a colour and opens the system's colour picker, as SwiftUI's
/// `ColorPicker` on iOS: the label leading and, at the trailing edge, UIColorWell's swatch — a
/// ring of every hue around a disc of the chosen colour (a 28-point well, its ring 3 wide: E).
/// In a form the well sits in the row's 44 points as a switch does.
///
/// A tap on the well opens the system's colour sheet on iOS; a preview presents nothing and
/// reports it. `ViewHost.chooseColor(_:titled:)` (and a preview state's `chooseColor` step)
/// sets the colour as that sheet would; without opacity support its alpha is dropped.
nonisolated public struct ColorPicker<Label: View>: View, @MainActor PrimitiveView {
    let get: @MainActor (EnvironmentValues) -> RGBAColor
    let set: @MainActor (RGBAColor) -> Void
    let current: @MainActor () -> AnyHashable
    let supportsOpacity: Bool
    let label: Label
    let site: CallSite

    /// A picker of a `Color`.
    public init(
        selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let selection = selection
        get = { selection.wrappedValue.rgba($0) }
        set = { selection.wrappedValue = Color(provider: .constant($0)) }
        current = { AnyHashable(selection.wrappedValue) }
        self.supportsOpacity = supportsOpacity
        self.label = label()
        site = CallSite(file: _fileID, line: _line)
    }

    /// A picker of a `CGColor`.
    public init(
        selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let selection = selection
        get = { _ in selection.wrappedValue.rgba }
        set = { selection.wrappedValue = CGColor(rgba: $0) }
        current = { AnyHashable(selection.wrappedValue) }
        self.supportsOpacity = supportsOpacity
        self.label = label()
        site = CallSite(file: _fileID, line: _line)
    }

    @MainActor public var body: Never { primitiveBody("ColorPicker") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var c = context
        c.stackAxis = .horizontal
        let labelNodes = c.resolve(label, component: "label")
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        var color = get(env)
        // Without opacity support the well (and the sheet) drop the colour's alpha.
        if !supportsOpacity { color.alpha = 1 }
        let site = self.site
        let tap: @MainActor () -> Void = {
            ViewGraph.approximate("tapping a ColorPicker (iOS presents the system colour picker sheet)",
                                  drawnAs: "nothing presented (the colour is set with chooseColor)", at: site)
        }
        // Disabled, the well fades as UIKit fades a disabled control (E: as the switch, no
        // render of a disabled UIColorWell); the label stays as it is, as a disabled toggle's.
        let swatch = c.resolve(ColorWell(color: Color(provider: .constant(color)))
            .opacity(env.isEnabled ? 1 : ControlMetrics.disabledSwitchOpacity), component: "well").single()
        let well = PickerTapNode(swatch, label: title, action: env.isEnabled ? tap : nil)
        let item: LayoutNode = env.isInForm
            ? FixedFrameNode(well, width: nil, height: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding, alignment: .center)
            : well
        let shown = env.labelsHidden ? [] : labelNodes
        let row: LayoutNode = shown.isEmpty ? item
            : StackNode(axis: .horizontal, spacing: nil, children: shown + [SpacerNode(axis: .horizontal, minLength: 8), item])
        let set = self.set, opacity = supportsOpacity, enabled = env.isEnabled
        let record = ControlRecord(
            kind: .colorPicker, frame: .zero, title: title.isEmpty ? nil : title, options: [],
            select: { tag in
                guard enabled else { return }
                var chosen: RGBAColor?
                if let color = tag.base as? Color { chosen = color.rgba(env) }
                if let color = tag.base as? CGColor { chosen = color.rgba }
                if var chosen {
                    if !opacity { chosen.alpha = 1 }
                    set(chosen)
                }
            },
            current: current())
        return [ColorPickerNode(row, record: record)]
    }
}

extension ColorPicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) }, _fileID: _fileID, _line: _line)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) }, _fileID: _fileID, _line: _line)
    }
}

/// UIColorWell's swatch: a ring of every hue (clockwise from red at the top: E), the
/// background between it and the chosen colour's disc.
struct ColorWell: View {
    let color: Color

    static let hues: [Color] = [
        Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
        Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
        Color(red: 1, green: 0, blue: 0),
    ]

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center, angle: .degrees(-90)),
                                  lineWidth: ControlMetrics.colorWellRingWidth)
            Circle().fill(color).padding(ControlMetrics.colorWellRingWidth + ControlMetrics.colorWellGap)
        }
        .frame(width: ControlMetrics.colorWellDiameter, height: ControlMetrics.colorWellDiameter)
    }
}

/// A colour picker as drawn: the host finds it (`chooseColor`) by its title.
final class ColorPickerNode: UnaryNode {
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
