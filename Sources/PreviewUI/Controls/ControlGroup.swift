import Drawing

/// A container of semantically related controls drawn as suits the context, as SwiftUI's
/// `ControlGroup`:
/// - on its own (the automatic and navigation styles): iOS's "momentary segmented control"
///   (Apple's documentation of the automatic style) — the segmented control's track, its
///   controls side by side in cells of equal width, thin separators between, no thumb; each
///   control's label in the label colour at 13 pt (E: measured on no render);
/// - in a toolbar: its controls side by side, as toolbar items;
/// - in a menu: iOS 18 draws its controls side by side in one row of the menu (up to three,
///   each a symbol over its title); PreviewUI lists them as rows, and says so;
/// - under `.controlGroupStyle(.menu)` or `.compactMenu`: a `Menu` with the group's label.
nonisolated public struct ControlGroup<Content: View>: View, @MainActor PrimitiveView {
    let content: Content
    let site: CallSite

    public init(@ViewBuilder content: () -> Content, _fileID: String = #fileID, _line: Int = #line) {
        self.content = content()
        site = CallSite(file: _fileID, line: _line)
    }

    init(content: Content, site: CallSite) {
        self.content = content
        self.site = site
    }

    @MainActor public var body: Never { primitiveBody("ControlGroup") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let labelled = content as? any LabeledControlGroupContentProtocol
        let controls = labelled?.controls ?? AnyView(content)
        let label = labelled?.groupLabel ?? AnyView(EmptyView())
        var c = context
        c.environment.controlGroupStyle = nil
        let outer = env.controlGroupStyle
        let configuration = ControlGroupStyleConfiguration(
            content: .init(content: { ctx in
                var c = ctx
                c.environment.controlGroupStyle = outer
                return c.resolve(controls, component: "content")
            }),
            label: .init(content: { $0.resolve(label, component: "label") }), site: site)
        switch outer {
        case nil, is AutomaticControlGroupStyle, is NavigationControlGroupStyle, is PaletteControlGroupStyle:
            if outer is PaletteControlGroupStyle, !env.isInMenu {
                context.approximate("controlGroupStyle(.palette) outside a menu (iOS draws a palette in menus)",
                                    drawnAs: "the automatic control group", at: site)
            }
            return AutomaticControlGroup(configuration: configuration).makeNodes(c)
        case is MenuControlGroupStyle, is CompactMenuControlGroupStyle:
            return c.resolve(MenuControlGroup(configuration: configuration), component: "menu")
        case let custom?:
            return c.resolve(Self.body(of: custom, configuration), component: "style")
        }
    }

    @MainActor
    private static func body<S: ControlGroupStyle>(of style: S, _ configuration: ControlGroupStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension ControlGroup {
    /// A control group with a label (shown when it is drawn as a menu).
    public init<C: View, L: View>(
        @ViewBuilder content: () -> C, @ViewBuilder label: () -> L, _fileID: String = #fileID, _line: Int = #line
    ) where Content == LabeledControlGroupContent<C, L> {
        self.init(content: LabeledControlGroupContent(content: content(), label: label()), site: CallSite(file: _fileID, line: _line))
    }

    public init<C: View>(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C, _fileID: String = #fileID, _line: Int = #line
    ) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> C, _fileID: String = #fileID, _line: Int = #line
    ) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) }, _fileID: _fileID, _line: _line)
    }

    public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C, _fileID: String = #fileID, _line: Int = #line
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C, _fileID: String = #fileID, _line: Int = #line
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(title, systemImage: systemImage) }, _fileID: _fileID, _line: _line)
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group a `ControlGroupStyle` is given, drawn in the automatic style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: configuration.content, site: configuration.site)
    }
}

/// The content of a control group with a label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View, @MainActor PrimitiveView, LabeledControlGroupContentProtocol {
    let content: Content
    let label: Label
    @MainActor public var body: Never { primitiveBody("LabeledControlGroupContent") }
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(content, component: "content") }
    var controls: AnyView { AnyView(content) }
    var groupLabel: AnyView { AnyView(label) }
}

@MainActor
protocol LabeledControlGroupContentProtocol {
    var controls: AnyView { get }
    var groupLabel: AnyView { get }
}

// MARK: Styles

/// The look of control groups, as SwiftUI's `ControlGroupStyle`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a `ControlGroupStyle` gets: the controls and the label as views.
public struct ControlGroupStyleConfiguration {
    /// The controls of a group.
    nonisolated public struct Content: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ControlGroupStyleConfiguration.Content") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// A group's label (empty when it has none).
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ControlGroupStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let content: ControlGroupStyleConfiguration.Content
    public let label: ControlGroupStyleConfiguration.Label
    let site: CallSite
}

/// The platform's choice (see `ControlGroup`).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroup(configuration: configuration) }
}

/// Drawn as the automatic style on iPhone (E).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroup(configuration: configuration) }
}

/// A menu labelled with the group's label, whose items are the controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuControlGroup(configuration: configuration) }
}

/// As `.menu` here: a closed compact menu shows its label as a menu does.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuControlGroup(configuration: configuration) }
}

/// In a menu, a row of the controls; elsewhere drawn as the automatic style (reported).
@available(iOS 17.0, *)
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroup(configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
@available(iOS 17.0, *)
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

private struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: (any ControlGroupStyle)? { nil } }

extension EnvironmentValues {
    var controlGroupStyle: (any ControlGroupStyle)? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the control groups inside.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.controlGroupStyle = style }
    }
}

// MARK: Drawing

/// The automatic look, by context.
struct AutomaticControlGroup: View, PrimitiveView {
    let configuration: ControlGroupStyleConfiguration
    var body: Never { primitiveBody("the automatic control group") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        if env.isInMenu {
            context.approximate("ControlGroup in a menu: iOS 18 draws its controls side by side in one row",
                                drawnAs: "a row per control", at: configuration.site)
            return context.resolve(configuration.content)
        }
        if env.isInToolbar {
            let nodes = context.resolve(configuration.content)
            return [StackNode(axis: .horizontal, spacing: ToolbarMetrics.itemSpacing, children: nodes)]
        }
        var c = context
        c.stackAxis = nil
        if env.font == nil { c.environment.font = .system(size: ControlMetrics.segmentedFontSize) }
        c.environment.foregroundStyle = AnyShapeStyle(Color.primary)
        c.environment.buttonStyles.append(.primitive(PlainButtonStyle()))
        return [ControlGroupNode(controls: c.resolve(configuration.content), environment: env)]
    }
}

/// The menu styles: a `Menu` whose label is the group's and whose items are its controls.
struct MenuControlGroup: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        Menu(content: { configuration.content }, label: { configuration.label },
             _fileID: configuration.site.file, _line: configuration.site.line)
    }
}

/// The momentary segmented control: the track, cells of equal width (each control centred
/// in its own), separators between every two.
final class ControlGroupNode: LayoutNode {
    let controls: [LayoutNode]
    let track: RGBAColor
    let separator: RGBAColor

    init(controls: [LayoutNode], environment env: EnvironmentValues) {
        self.controls = controls
        track = SystemPalette.tertiarySystemFill.resolve(env)
        separator = ControlMetrics.segmentedSeparator.resolve(env.colorScheme)
        super.init()
    }

    override var children: [LayoutNode] { controls }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let tallest = controls.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        let h = max(ControlMetrics.segmentedHeight, tallest + 2 * ControlMetrics.segmentedThumbInset)
        if let w = p.width, w.isFinite { return CGSize(width: w, height: h) }
        let widest = controls.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: (widest + 2 * ControlMetrics.controlGroupSegmentPadding) * CGFloat(controls.count), height: h)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        guard !controls.isEmpty else { return }
        let w = frame.width / CGFloat(controls.count)
        for (i, control) in controls.enumerated() {
            let cell = CGRect(x: frame.minX + CGFloat(i) * w, y: frame.minY, width: w, height: frame.height)
            let p = ProposedViewSize(width: max(w - 2 * ControlMetrics.segmentedSeparatorInset, 0), height: frame.height)
            control.place(at: alignedOrigin(of: control, proposal: p, in: cell, alignment: .center), proposal: p, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        e.add(.fill(.roundedRect(frame, cornerRadius: ControlMetrics.segmentedCornerRadius, style: .continuous), track))
        guard !controls.isEmpty else { return }
        let w = frame.width / CGFloat(controls.count)
        for i in 1..<max(controls.count, 1) {
            let x = frame.minX + CGFloat(i) * w
            e.add(.fill(.rect(CGRect(x: x - 0.5, y: frame.minY + ControlMetrics.segmentedSeparatorInset,
                                     width: 1, height: frame.height - 2 * ControlMetrics.segmentedSeparatorInset)), separator))
        }
        for control in controls { control.emit(&e) }
    }
}
