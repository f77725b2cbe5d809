import Drawing

/// A view that shows a value within a range, as SwiftUI's `Gauge` on iOS. Styles:
/// `.automatic` (on iOS `.linearCapacity`), `.linearCapacity`, `.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.accessoryCircular`, `.accessoryCircularCapacity`, and custom
/// `GaugeStyle`s. No iOS render of a gauge was at hand: the placement of the labels follows
/// Apple's documentation of each style, every size is an estimate (`ControlMetrics`, E).
/// Marked value labels are not drawn, and say so.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, @MainActor PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    let site: CallSite

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?,
        marked: MarkedValueLabels?, site: CallSite
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = f.isFinite ? min(max(f, 0), 1) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        markedValueLabels = marked
        self.site = site
    }

    /// A gauge with every label: what it shows, its current value, its bounds, and marked
    /// values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), marked: markedValueLabels(), site: CallSite(file: _fileID, line: _line))
    }

    @MainActor public var body: Never { primitiveBody("Gauge") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let marked = markedValueLabels, !(marked is EmptyView) {
            context.approximate("Gauge markedValueLabels are not drawn yet (iOS marks those values along the gauge)",
                                drawnAs: "the gauge without them", at: site)
        }
        @MainActor func content<V: View>(_ view: V?, _ name: String) -> ResolveContext.Content? {
            guard let view, !(view is EmptyView) else { return nil }
            return { $0.resolve(view, component: name) }
        }
        let label = self.label
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: { $0.resolve(label, component: "label") }),
            currentValueLabel: content(currentValueLabel, "current").map { .init(content: $0) },
            minimumValueLabel: content(minimumValueLabel, "minimum").map { .init(content: $0) },
            maximumValueLabel: content(maximumValueLabel, "maximum").map { .init(content: $0) })
        let style: any GaugeStyle = context.environment.gaugeStyle ?? DefaultGaugeStyle()
        return Self.resolve(style, configuration, context)
    }

    @MainActor private static func resolve<S: GaugeStyle>(_ style: S, _ configuration: GaugeStyleConfiguration, _ context: ResolveContext) -> [LayoutNode] {
        context.resolve(style.makeBody(configuration: configuration), component: "style")
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil, marked: nil, site: .unknown)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil, marked: nil,
                  site: .unknown)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current value label, and labels for its bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), marked: nil, site: .unknown)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, a current value label, and marked values (not drawn yet).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
                  marked: markedValueLabels(), site: CallSite(file: _fileID, line: _line))
    }
}

// MARK: Styles

/// The look of gauges, chosen with `.gaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` gets: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label as a view.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GaugeStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// The current value label as a view.
    nonisolated public struct CurrentValueLabel: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GaugeStyleConfiguration.CurrentValueLabel") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// The minimum value label as a view.
    nonisolated public struct MinimumValueLabel: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GaugeStyleConfiguration.MinimumValueLabel") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// The maximum value label as a view.
    nonisolated public struct MaximumValueLabel: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GaugeStyleConfiguration.MaximumValueLabel") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// A marked value's label as a view.
    nonisolated public struct MarkedValueLabel: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GaugeStyleConfiguration.MarkedValueLabel") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// The value, 0…1 within the gauge's range.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// The platform's choice: on iOS, `.linearCapacity`.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: .linearCapacity) }
}

/// A bar that fills from the leading edge; the label above, the current value label below,
/// the bounds' labels at the bar's ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: .linearCapacity) }
}

/// A bar with a marker at the value; the bounds' labels at its ends, or else the current
/// value label at the leading end.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: .accessoryLinear) }
}

/// A thin bar that fills from the leading edge; the label above, the current value label
/// below, the bounds' labels at the bar's ends.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .accessoryLinearCapacity)
    }
}

/// An open ring with a marker at the value; the current value label in the middle, the
/// bounds' labels (or else the label) in the opening at the bottom.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: .accessoryCircular) }
}

/// A closed ring filled clockwise from the top; the current value label in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .accessoryCircularCapacity)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: (any GaugeStyle)? { nil } }

extension EnvironmentValues {
    var gaugeStyle: (any GaugeStyle)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of gauges inside.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.gaugeStyle = style }
    }
}

// MARK: Drawing

/// The built-in looks, from the configuration's labels and value.
struct BuiltInGauge: View, PrimitiveView {
    enum Kind { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }
    let configuration: GaugeStyleConfiguration
    let kind: Kind

    var body: Never { primitiveBody("BuiltInGauge") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        // The labels in the environment's font, the bounds in secondary footnote text (E).
        @MainActor func resolve(_ view: any View, _ name: String, font: Font? = nil, secondary: Bool = false) -> LayoutNode? {
            var c = context
            c.stackAxis = .horizontal
            if let font { c.environment.font = font }
            if secondary { c.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary) }
            let nodes = c.resolve(view, component: name)
            return nodes.isEmpty ? nil : nodes.single()
        }
        let f = configuration.value
        switch kind {
        case .linearCapacity, .accessoryLinearCapacity, .accessoryLinear:
            let marker = kind == .accessoryLinear
            let label = marker ? nil : resolve(configuration.label, "label")
            let minimum = configuration.minimumValueLabel.flatMap { resolve($0, "minimum", font: .footnote, secondary: true) }
            let maximum = configuration.maximumValueLabel.flatMap { resolve($0, "maximum", font: .footnote, secondary: true) }
            let current = configuration.currentValueLabel.flatMap {
                resolve($0, "current", font: marker ? .footnote : nil, secondary: !marker)
            }
            let height = kind == .linearCapacity ? ControlMetrics.gaugeCapacityBarHeight : ControlMetrics.gaugeAccessoryBarHeight
            let bar = GaugeBarNode(fraction: f, height: height, marker: marker, environment: env)
            // accessoryLinear: without bounds' labels, the current value label at the leading end.
            let leading = marker && minimum == nil && maximum == nil ? current : minimum
            var row: [LayoutNode] = []
            if let leading { row.append(leading) }
            row.append(bar)
            if let maximum { row.append(maximum) }
            let barRow = row.count == 1 ? bar : StackNode(axis: .horizontal, spacing: ControlMetrics.sliderValueLabelSpacing, children: row)
            let below = marker ? nil : current
            let items = [label, barRow, below].compactMap { $0 }
            return [items.count == 1 ? barRow
                : StackNode(axis: .vertical, horizontalAlignment: .leading, spacing: ControlMetrics.gaugeLabelSpacing, children: items)]
        case .accessoryCircular, .accessoryCircularCapacity:
            let open = kind == .accessoryCircular
            let center = configuration.currentValueLabel.flatMap { resolve($0, "current") }
            var bottom: [LayoutNode] = []
            if open {
                let small = Font.caption2
                let minimum = configuration.minimumValueLabel.flatMap { resolve($0, "minimum", font: small) }
                let maximum = configuration.maximumValueLabel.flatMap { resolve($0, "maximum", font: small) }
                if minimum != nil || maximum != nil {
                    bottom = [minimum, maximum].compactMap { $0 }
                } else if let label = resolve(configuration.label, "label", font: small) {
                    bottom = [label]
                }
            }
            return [GaugeRingNode(fraction: f, open: open, center: center, bottom: bottom, environment: env)]
        }
    }
}

/// A gauge's bar: the track in the system fill; filled with the tint to the value, or (with a
/// marker) a dot at the value (iOS cuts a gap round the marker; not drawn here, E).
final class GaugeBarNode: LayoutNode {
    let fraction: Double
    let height: CGFloat
    let marker: Bool
    let fill: RGBAColor
    let track: RGBAColor

    init(fraction: Double, height: CGFloat, marker: Bool, environment env: EnvironmentValues) {
        self.fraction = fraction
        self.height = height
        self.marker = marker
        fill = TintShapeStyle().rgba(env)
        track = SystemPalette.systemFill.resolve(env)
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let h = marker ? max(height, ControlMetrics.gaugeAccessoryMarkerDiameter) : height
        return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? ControlMetrics.sliderIdealWidth, height: h)
    }

    override func emitContent(_ e: inout Emitter) {
        let bar = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        e.add(.fill(.capsule(bar), track))
        if marker {
            let d = ControlMetrics.gaugeAccessoryMarkerDiameter
            let x = bar.minX + d / 2 + (bar.width - d) * fraction
            e.add(.fill(.ellipse(CGRect(x: x - d / 2, y: frame.midY - d / 2, width: d, height: d)), fill))
        } else if fraction > 0 {
            e.add(.fill(.capsule(CGRect(x: bar.minX, y: bar.minY, width: max(bar.width * fraction, height), height: height)), fill))
        }
    }
}

/// The circular gauges: an open 270° ring with a marker (without the gap iOS cuts round it, E),
/// or a closed ring filled from the top; the current value label in the middle and, for the
/// open ring, labels in its opening.
final class GaugeRingNode: LayoutNode {
    let fraction: Double
    let open: Bool
    let center: LayoutNode?
    let bottom: [LayoutNode]
    let fill: RGBAColor
    let track: RGBAColor

    init(fraction: Double, open: Bool, center: LayoutNode?, bottom: [LayoutNode], environment env: EnvironmentValues) {
        self.fraction = fraction
        self.open = open
        self.center = center
        self.bottom = bottom
        fill = TintShapeStyle().rgba(env)
        track = SystemPalette.systemFill.resolve(env)
        super.init()
    }

    override var children: [LayoutNode] { (center.map { [$0] } ?? []) + bottom }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: ControlMetrics.gaugeCircularDiameter, height: ControlMetrics.gaugeCircularDiameter)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        let inner = ControlMetrics.gaugeCircularDiameter - 2 * ControlMetrics.gaugeCircularLineWidth
        if let center {
            let p = ProposedViewSize(width: inner, height: inner)
            let s = center.sizeThatFits(p)
            center.place(at: CGPoint(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2), proposal: p, context)
        }
        // In the opening: one label centred, or the bounds' at its two sides.
        let sizes = bottom.map { $0.sizeThatFits(.unspecified) }
        let r = ControlMetrics.gaugeCircularDiameter / 2
        let y = frame.midY + r * 0.7071
        if bottom.count == 1 {
            bottom[0].place(at: CGPoint(x: frame.midX - sizes[0].width / 2, y: frame.maxY - sizes[0].height), proposal: .unspecified, context)
        } else if bottom.count == 2 {
            bottom[0].place(at: CGPoint(x: frame.midX - r * 0.7071 - sizes[0].width / 2, y: y - sizes[0].height / 2 + 4),
                            proposal: .unspecified, context)
            bottom[1].place(at: CGPoint(x: frame.midX + r * 0.7071 - sizes[1].width / 2, y: y - sizes[1].height / 2 + 4),
                            proposal: .unspecified, context)
        }
    }

    private func arc(from a: Double, to b: Double, radius: CGFloat) -> ShapePath {
        var p = Path()
        p.addArc(center: CGPoint(x: frame.midX, y: frame.midY), radius: radius, startAngle: .degrees(a), endAngle: .degrees(b), clockwise: false)
        return p.shapePath
    }

    override func emitContent(_ e: inout Emitter) {
        let w = ControlMetrics.gaugeCircularLineWidth
        let radius = (ControlMetrics.gaugeCircularDiameter - w) / 2
        let round = Drawing.StrokeStyle(lineWidth: w, lineCap: .round)
        if open {
            // 270°, clockwise from the lower left (y down: angles grow clockwise on screen).
            let sweep = ControlMetrics.gaugeCircularSweepDegrees
            let start = 90 + (360 - sweep) / 2
            e.add(.stroke(arc(from: start, to: start + sweep, radius: radius), track, round))
            let a = (start + sweep * fraction) * .pi / 180
            let c = CGPoint(x: frame.midX + radius * cos(a), y: frame.midY + radius * sin(a))
            let d = w + 2
            e.add(.fill(.ellipse(CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)), fill))
        } else {
            e.add(.stroke(.ellipse(CGRect(x: frame.midX - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius)), track,
                          Drawing.StrokeStyle(lineWidth: w)))
            if fraction > 0 { e.add(.stroke(arc(from: -90, to: -90 + 360 * fraction, radius: radius), fill, round)) }
        }
        center?.emit(&e)
        for b in bottom { b.emit(&e) }
    }
}
