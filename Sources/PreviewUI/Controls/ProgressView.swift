import Drawing
import Foundation

/// A view that shows progress, as SwiftUI's `ProgressView` on iOS. With a value (or a timer
/// interval) and the automatic style it is UIProgressView's bar: 4 pt, rounded, the tint over
/// the system fill, the label above and the current value label below in secondary footnote
/// text. Without a value, or in the circular style, it is UIActivityIndicatorView's medium
/// spinner — iOS draws the circular style as the spinner whatever the value (Apple: "On
/// platforms other than macOS, the circular style may appear as an indeterminate indicator
/// instead"). The spinner is drawn at one fixed phase of its turn, so that every snapshot of
/// it is the same.
///
/// Values are clamped to `0...total`, as iOS clamps them. A timer interval is read at the
/// preview's clock (`EnvironmentValues.previewNow`). Custom styles get
/// `ProgressViewStyleConfiguration`; `ProgressView(configuration)` inside one draws the style
/// that was in effect outside it.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, @MainActor PrimitiveView {
    let source: ProgressSource
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The labels of a `ProgressView(configuration)`, which are already resolvable content.
    let configurationLabels: (label: ResolveContext.Content?, current: ResolveContext.Content?)?

    init(source: ProgressSource, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.source = source
        self.label = label
        self.currentValueLabel = currentValueLabel
        configurationLabels = nil
    }

    /// A progress view for a value of `total` (nil: indeterminate), with a label and a
    /// current value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(source: .value(ProgressSource.fraction(value, total: total)), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view that fills (or, counting down, empties) over `timerInterval` at the
    /// preview's clock.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(source: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }

    @MainActor public var body: Never { primitiveBody("ProgressView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let labelContent: ResolveContext.Content?
        let currentContent: ResolveContext.Content?
        if let given = configurationLabels {
            labelContent = given.label
            currentContent = given.current
        } else {
            let label = self.label, current = self.currentValueLabel
            labelContent = source.synthesizedLabel.map { text in { $0.resolve(Text(verbatim: text), component: "label") } }
                ?? label.map { l in { $0.resolve(l, component: "label") } }
            currentContent = source.synthesizedCurrentValueLabel.map { text in { $0.resolve(Text(verbatim: text), component: "current") } }
                ?? current.map { l in { $0.resolve(l, component: "current") } }
        }
        let configuration = ProgressViewStyleConfiguration(
            source: source, label: labelContent.map { .init(content: $0) },
            currentValueLabel: currentContent.map { .init(content: $0) })
        // The innermost style draws it; inside that style's body, the styles outside it.
        var c = context
        let style = c.environment.progressViewStyles.popLast()
        let chosen: any ProgressViewStyle = style?.style ?? DefaultProgressViewStyle()
        return Self.resolve(chosen, site: style?.site, configuration, c)
    }

    @MainActor private static func resolve<S: ProgressViewStyle>(_ style: S, site: CallSite?, _ configuration: ProgressViewStyleConfiguration,
                                                      _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.progressStyleSite = site
        return c.resolve(style.makeBody(configuration: configuration), component: "style")
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (the spinner) with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(source: .value(nil), label: label(), currentValueLabel: nil)
    }

    /// A progress view for a value of `total` (nil: indeterminate), with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(source: .value(ProgressSource.fraction(value, total: total)), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: iOS's spinner.
    public init() {
        self.init(source: .value(nil), label: nil, currentValueLabel: nil)
    }

    /// A progress view for a value of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(source: .value(ProgressSource.fraction(value, total: total)), label: nil, currentValueLabel: nil)
    }

    /// A progress view showing a Foundation `Progress`: its fraction, and its localized
    /// description and additional description as the labels.
    public init(_ progress: Progress) {
        self.init(source: .progress(ProgressSource.Snapshot(progress)), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(source: .value(nil), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(source: .value(nil), label: Text(title), currentValueLabel: nil)
    }

    /// A progress view for a value of `total` (nil: indeterminate), with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(source: .value(ProgressSource.fraction(value, total: total)), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(source: .value(ProgressSource.fraction(value, total: total)), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer-interval progress view with a label; the current value label is the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(source: .timer(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer-interval progress view; the current value label is the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(source: .timer(timerInterval, countsDown: countsDown), label: nil,
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView {
    /// The progress view a style's configuration describes, drawn in the style outside the
    /// one whose body this is.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        source = configuration.source
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        configurationLabels = (configuration.label?.content, configuration.currentValueLabel?.content)
    }
}

/// The current value label of a timer-interval progress view: the time left (counting down)
/// or gone (counting up) at the preview's clock, as `Text(_:style: .timer)` shows it.
nonisolated public struct DefaultDateProgressLabel: View, @MainActor PrimitiveView {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    @MainActor public var body: Never { primitiveBody("DefaultDateProgressLabel") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // The timer stops at the interval's ends.
        let now = min(max(context.environment.previewNow, interval.lowerBound), interval.upperBound)
        var c = context
        c.environment.previewNow = now
        return c.resolve(Text(countsDown ? interval.upperBound : interval.lowerBound, style: .timer), component: "timer")
    }
}

/// Where a progress view's value comes from.
enum ProgressSource {
    /// A fraction 0…1 (nil: indeterminate).
    case value(Double?)
    case timer(ClosedRange<Date>, countsDown: Bool)
    case progress(Snapshot)

    /// A Foundation `Progress` as it stood when the view was made.
    struct Snapshot {
        let fraction: Double?
        let description: String
        let additionalDescription: String

        init(_ progress: Progress) {
            fraction = progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
            // Foundation on Linux leaves both descriptions empty; iOS writes them as below
            // ("50% completed", "5 of 10" in English): E, the wording as remembered.
            let percent = Int((min(max(progress.fractionCompleted, 0), 1) * 100).rounded())
            let given = progress.localizedDescription ?? ""
            description = !given.isEmpty ? given : progress.isIndeterminate ? "" : "\(percent)% completed"
            let givenMore = progress.localizedAdditionalDescription ?? ""
            additionalDescription = !givenMore.isEmpty ? givenMore
                : progress.isIndeterminate ? "" : "\(progress.completedUnitCount) of \(progress.totalUnitCount)"
        }
    }

    /// `value / total`, clamped to 0…1 as iOS clamps it.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard t > 0, v.isFinite else { return v > 0 && t <= 0 ? 1 : 0 }
        return min(max(v / t, 0), 1)
    }

    /// The fraction at the preview's clock (nil: indeterminate).
    func fraction(now: Date) -> Double? {
        switch self {
        case .value, .progress: return fixedFraction
        case .timer(let range, let countsDown):
            let span = range.upperBound.timeIntervalSince(range.lowerBound)
            guard span > 0 else { return countsDown ? 0 : 1 }
            let gone = min(max(now.timeIntervalSince(range.lowerBound) / span, 0), 1)
            return countsDown ? 1 - gone : gone
        }
    }

    /// The fraction that does not depend on the clock (nil for a timer, and when
    /// indeterminate): what a style's configuration gets.
    var fixedFraction: Double? {
        switch self {
        case .value(let f): return f
        case .progress(let s): return s.fraction
        case .timer: return nil
        }
    }

    var synthesizedLabel: String? {
        if case .progress(let s) = self, !s.description.isEmpty { return s.description }
        return nil
    }

    var synthesizedCurrentValueLabel: String? {
        if case .progress(let s) = self, !s.additionalDescription.isEmpty { return s.additionalDescription }
        return nil
    }
}

// MARK: Styles

/// The look of progress views, chosen with `.progressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` gets.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label as a view.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ProgressViewStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// The progress view's current value label as a view.
    nonisolated public struct CurrentValueLabel: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ProgressViewStyleConfiguration.CurrentValueLabel") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    let source: ProgressSource

    /// The completed fraction, 0…1, or nil when the progress is indeterminate or follows a
    /// timer interval (as in SwiftUI).
    public let fractionCompleted: Double?
    /// What the progress is of, if the view says.
    public var label: Label?
    /// The current value, if the view says.
    public var currentValueLabel: CurrentValueLabel?

    init(source: ProgressSource, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.source = source
        fractionCompleted = source.fixedFraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

/// The platform's choice: the bar for a determinate value or a timer, the spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressView(configuration: configuration, kind: .automatic) }
}

/// UIProgressView's bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, kind: .linear, tint: tint)
    }
}

/// UIActivityIndicatorView's spinner (on iOS, whatever the value).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, kind: .circular, tint: tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

/// A style set with `.progressViewStyle`, and where.
struct ProgressViewStyleEntry {
    let style: any ProgressViewStyle
    let site: CallSite
}

private struct ProgressViewStylesKey: EnvironmentKey { static var defaultValue: [ProgressViewStyleEntry] { [] } }
private struct ProgressStyleSiteKey: EnvironmentKey { static var defaultValue: CallSite? { nil } }

extension EnvironmentValues {
    /// The progress view styles set around a view, outermost first.
    var progressViewStyles: [ProgressViewStyleEntry] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension ResolveContext {
    /// Where the style drawing the progress view being resolved was set.
    var progressStyleSite: CallSite? {
        get { environment[ProgressStyleSiteKey.self] }
        set { environment[ProgressStyleSiteKey.self] = newValue }
    }
}

extension View {
    /// The look of progress views inside.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let entry = ProgressViewStyleEntry(style: style, site: CallSite(file: _fileID, line: _line))
        return transformingEnvironment { $0.progressViewStyles.append(entry) }
    }
}

// MARK: Drawing

/// The bar or the spinner, with the configuration's labels.
struct BuiltInProgressView: View, PrimitiveView {
    enum Kind { case automatic, linear, circular }
    let configuration: ProgressViewStyleConfiguration
    let kind: Kind
    var tint: Color? = nil

    var body: Never { primitiveBody("BuiltInProgressView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var env = context.environment
        if let tint { env.tint = AnyShapeStyle(tint) }
        let fraction = configuration.source.fraction(now: env.previewNow)
        let label = configuration.label.map { l -> LayoutNode in
            var c = context
            c.stackAxis = .horizontal
            return c.resolve(l, component: "label").single(alignment: .leading)
        }
        let spinner = kind == .circular || (kind == .automatic && fraction == nil)
        if spinner {
            // Under the spinner, the label in the secondary colour (E).
            var c = context
            c.stackAxis = .horizontal
            c.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            let caption = configuration.label.map { c.resolve($0, component: "label").single() }
            let node = SpinnerNode(environment: env)
            guard let caption else { return [node] }
            return [StackNode(axis: .vertical, spacing: ControlMetrics.spinnerLabelSpacing, children: [node, caption])]
        }
        if fraction == nil {
            context.approximate("an indeterminate ProgressView in the linear style is animated on iOS",
                                drawnAs: "an empty bar", at: context.progressStyleSite)
        }
        let current = configuration.currentValueLabel.map { l -> LayoutNode in
            var c = context
            c.stackAxis = .horizontal
            // Below the bar, in secondary footnote text (E).
            c.environment.font = .footnote
            c.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            return c.resolve(l, component: "current").single(alignment: .leading)
        }
        let bar = ProgressBarNode(fraction: fraction ?? 0, environment: env)
        let items = [label, bar, current].compactMap { $0 }
        if items.count == 1 { return [bar] }
        return [StackNode(axis: .vertical, horizontalAlignment: .leading, spacing: ControlMetrics.progressLabelSpacing, children: items)]
    }
}

/// UIProgressView's bar: the track in the system fill, the done part in the tint, both rounded.
final class ProgressBarNode: LayoutNode {
    let fraction: Double
    let fill: RGBAColor
    let track: RGBAColor

    init(fraction: Double, environment env: EnvironmentValues) {
        self.fraction = fraction
        fill = TintShapeStyle().rgba(env)
        // E: UIProgressView's default track, taken to be the slider's system fill.
        track = SystemPalette.systemFill.resolve(env)
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? ControlMetrics.sliderIdealWidth, height: ControlMetrics.progressBarHeight)
    }

    override func emitContent(_ e: inout Emitter) {
        e.add(.fill(.capsule(frame), track))
        guard fraction > 0 else { return }
        // The done part is the bar clipped at the fraction, so its leading end keeps the
        // bar's rounding and its trailing end is rounded too (UIProgressView since iOS 14).
        let done = CGRect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height)
        e.add(.fill(.capsule(done), fill))
    }
}

/// UIActivityIndicatorView's medium spinner at a fixed phase: eight spokes, the brightest at
/// half past ten, fading anticlockwise (see `ControlMetrics.spinnerSpokeAlphas`). Under
/// `.controlSize(.large)` (and `.extraLarge`) it is the large spinner, as SwiftUI on iOS picks
/// UIActivityIndicatorView's `.large` style: 37 pt across (UIKit's size), its spokes as much
/// wider (E).
final class SpinnerNode: LayoutNode {
    let spoke: RGBAColor
    let diameter: CGFloat
    /// Right to left, the page is mirrored after drawing: the spokes are drawn the other way
    /// round so that the spinner still turns clockwise, as iOS does not mirror it.
    let mirrored: Bool

    init(environment env: EnvironmentValues) {
        spoke = ControlMetrics.spinnerSpoke.resolve(env.colorScheme)
        mirrored = env.layoutDirection == .rightToLeft
        diameter = env.controlSize == .large || env.controlSize == .extraLarge
            ? ControlMetrics.largeSpinnerDiameter : ControlMetrics.spinnerDiameter
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: diameter, height: diameter)
    }

    override func emitContent(_ e: inout Emitter) {
        let r = diameter / 2, w = ControlMetrics.spinnerSpokeWidth * diameter / ControlMetrics.spinnerDiameter
        let c = CGPoint(x: frame.midX, y: frame.midY)
        let upright = CGRect(x: c.x - w / 2, y: c.y - r, width: w, height: r - r / 3)
        for (i, alpha) in ControlMetrics.spinnerSpokeAlphas.enumerated() {
            let turn = AffineMatrix.rotation(radians: Double(mirrored ? -i : i) * .pi / 4, about: c)
            e.group(transform: turn) { $0.add(.fill(.capsule(upright), RGBAColor(red: spoke.red, green: spoke.green, blue: spoke.blue, alpha: alpha))) }
        }
    }
}
