import Drawing

// MARK: The protocols

/// A button's look and interaction, as SwiftUI's `PrimitiveButtonStyle`: `makeBody` draws the
/// button and decides when it fires (`configuration.trigger()`). The built-in styles are
/// primitive styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button's look, as SwiftUI's `ButtonStyle`: `makeBody` wraps the label; a tap anywhere on
/// what it draws fires the button, as on iOS.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` gets: the label, the button's role, and whether it is pressed (never,
/// in a still).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ButtonStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` gets: the label, the role, and `trigger()`, which runs the
/// button's action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("PrimitiveButtonStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

// MARK: The built-in styles

/// How the built-in styles draw a button.
enum ButtonLook: Sendable, Equatable {
    /// The platform's choice: borderless, and a row's button in a list or form.
    case automatic
    case borderless
    case plain
    case bordered
    case borderedProminent
    /// iOS 26's Liquid Glass styles, drawn as the bordered ones (reported).
    case glass
    case glassProminent
}

/// A built-in style: `Button` draws it itself (`ButtonLook`), and so does its `makeBody`
/// when a custom primitive style asks for it.
@MainActor
protocol BuiltInButtonStyle {
    var look: ButtonLook { get }
}

/// The body of a built-in style made from a configuration (a custom `PrimitiveButtonStyle`
/// that calls, say, `BorderedButtonStyle().makeBody(configuration:)`).
struct BuiltInButtonBody: View, PrimitiveView {
    let look: ButtonLook
    let configuration: PrimitiveButtonStyleConfiguration
    var body: Never { primitiveBody("a built-in button style's body") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        ButtonLook.nodes(look, role: configuration.role, label: configuration.label.content, action: configuration.action,
                         site: nil, context)
    }
}

/// The platform's choice: on iOS a borderless button (its label in the accent colour), a
/// row's button in a list or form.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

/// The label alone, as written (dimmed when disabled).
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .plain }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

/// The label in the accent colour, with no shape behind it.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .borderless }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

/// The label in the tint colour on a pale fill of it, in the button border shape.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .bordered }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

/// A white label on a fill of the tint colour, in the button border shape.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

/// iOS 26's glass button: PreviewUI draws iOS 18, so it is drawn as a bordered button (reported).
@available(iOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .glass }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

/// iOS 26's prominent glass button: drawn as a bordered-prominent button (reported).
@available(iOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .glassProminent }
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(look: look, configuration: configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { .init() }
}

@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { .init() }
}

// MARK: The modifier

/// A style set with `.buttonStyle`: either protocol's.
enum ButtonStyleChoice {
    case primitive(any PrimitiveButtonStyle)
    case custom(any ButtonStyle)
}

private struct ButtonStylesKey: EnvironmentKey { static var defaultValue: [ButtonStyleChoice] { [] } }
private struct ButtonStyleSiteKey: EnvironmentKey { static let defaultValue: CallSite? = nil }

extension EnvironmentValues {
    /// The styles set round a view, the innermost last: a button is drawn in the last; a
    /// style's body is resolved without it, so a `Button(configuration)` in a primitive style
    /// is drawn in the style round that one, as in SwiftUI.
    var buttonStyles: [ButtonStyleChoice] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }

    /// Where the innermost `.buttonStyle` was set (for the report of the glass styles).
    var buttonStyleSite: CallSite? {
        get { self[ButtonStyleSiteKey.self] }
        set { self[ButtonStyleSiteKey.self] = newValue }
    }
}

extension View {
    /// The look (and interaction) of the buttons inside.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment {
            $0.buttonStyles.append(.primitive(style))
            $0.buttonStyleSite = site
        }
    }

    /// The look of the buttons inside.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyles.append(.custom(style)) }
    }
}

// MARK: Drawing the built-in looks

extension ButtonLook {
    /// A button drawn in a built-in look: the label (`content`) styled, in a `ButtonNode` that
    /// runs `action` when tapped (not when disabled).
    ///
    /// - automatic, borderless: the label in the accent colour (resolved where it is drawn, so
    ///   a `.tint` inside the label wins; an outer `.foregroundStyle` too), red for a
    ///   destructive role; disabled, in the tertiary label colour.
    /// - plain: the label as written; disabled, in the tertiary label colour.
    /// - bordered: the label in the tint colour on the tint at 18 %; prominent: white on the
    ///   tint. Destructive: red for the tint. Disabled, both grey (`ControlMetrics`). The
    ///   shape is the environment's `ButtonBorderShape`, the padding, font and corners those of
    ///   the control size.
    @MainActor
    static func nodes(
        _ look: ButtonLook, role: ButtonRole?, label: @escaping ResolveContext.Content, action: @escaping @MainActor () -> Void,
        site: CallSite?, _ context: ResolveContext
    ) -> [LayoutNode] {
        let env = context.environment
        var c = context
        let rowContent: ResolveContext.Content = { ctx in
            var c = ctx
            c.stackAxis = .horizontal
            let nodes = label(c)
            return nodes.count > 1 ? [StackNode(axis: .horizontal, spacing: nil, children: nodes)] : nodes
        }
        let destructive = role == .destructive
        let tint: AnyShapeStyle = destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        let disabled = !env.isEnabled
        let disabledLabel = AnyShapeStyle(Color(uiColor: .tertiaryLabel))
        var node: LayoutNode
        switch look {
        case .plain:
            if disabled { c.environment.foregroundStyle = disabledLabel }
            node = rowContent(c).single()
        case .automatic, .borderless:
            if env.foregroundStyle == nil || destructive || disabled { c.environment.foregroundStyle = disabled ? disabledLabel : tint }
            node = rowContent(c).single()
        case .bordered, .borderedProminent, .glass, .glassProminent:
            if look == .glass {
                context.approximate("buttonStyle(.glass): GlassButtonStyle is iOS 26's Liquid Glass, which PreviewUI (iOS 18's look) does not draw",
                                    drawnAs: "a bordered button", at: site ?? env.buttonStyleSite)
            } else if look == .glassProminent {
                context.approximate(
                    "buttonStyle(.glassProminent): GlassProminentButtonStyle is iOS 26's Liquid Glass, which PreviewUI (iOS 18's look) does not draw",
                    drawnAs: "a bordered-prominent button", at: site ?? env.buttonStyleSite)
            }
            let prominent = look == .borderedProminent || look == .glassProminent
            let metrics = ControlMetrics.bordered(env.controlSize)
            if env.font == nil, let font = metrics.font { c.environment.font = font }
            let labelStyle: AnyShapeStyle, fill: RGBAColor
            if disabled {
                labelStyle = AnyShapeStyle(Color(provider: .constant(ControlMetrics.disabledBorderedLabel.resolve(env.colorScheme))))
                fill = ControlMetrics.disabledBorderedFill.resolve(env.colorScheme)
            } else if prominent {
                labelStyle = AnyShapeStyle(Color.white)
                fill = tint.rgba(env)
            } else {
                labelStyle = tint
                fill = tint.rgba(env).multiplyingAlpha(ControlMetrics.borderedTintOpacity)
            }
            c.environment.foregroundStyle = labelStyle
            node = bordered(rowContent(c).single(), fill: fill, shape: env.buttonBorderShape, size: env.controlSize)
        }
        let button = ButtonNode(node, action: env.isEnabled ? action : nil, role: role, tint: env.tint)
        button.isLink = env.isLinkButton
        return [button]
    }

    /// The label padded for the control size, on its shape.
    @MainActor
    static func bordered(_ node: LayoutNode, fill: RGBAColor, shape: ButtonBorderShape, size: ControlSize) -> LayoutNode {
        let metrics = ControlMetrics.bordered(size)
        var padded: LayoutNode
        if shape.kind == .circle {
            // A circle round the label: padded by the vertical padding all round, then made
            // square (E: iOS 17's circle shape on an icon).
            let p = metrics.padding.top
            padded = CircleFrameNode(PaddingNode(node, insets: EdgeInsets(top: p, leading: p, bottom: p, trailing: p)))
        } else {
            padded = PaddingNode(node, insets: metrics.padding)
        }
        let background = ShapeNode(shape: shape.shape(for: size), color: fill, stroke: nil, inset: 0)
        return SecondaryNode(padded, secondary: background, alignment: .center, isOverlay: false)
    }
}

/// A frame as wide as it is tall, round its child: the square a circle-shaped button is drawn in.
final class CircleFrameNode: AligningFrameNode {
    init(_ child: LayoutNode) { super.init(child, alignment: .center) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(p)
        let side = max(s.width, s.height)
        return CGSize(width: side, height: side)
    }
}
