/// The look of text fields, chosen with `.textFieldStyle`, as SwiftUI's `TextFieldStyle`: a
/// style gets the whole field (`TextField<_Label>`, drawn in the plain look) and wraps it.
/// `_body(configuration:)` is SwiftUI's own requirement (underscored there too): custom styles
/// written for iOS implement it and compile unchanged.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a `TextFieldStyle` gets (SwiftUI's `_TextFieldStyleLabel`): the
/// field draws its title or prompt as its placeholder itself.
nonisolated public struct _TextFieldStyleLabel: View, @MainActor PrimitiveView {
    let content: ResolveContext.Content
    @MainActor public var body: Never { primitiveBody("_TextFieldStyleLabel") }
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// iOS's default: the plain look.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration.drawn(as: .plain) }
}

/// The text alone, on no background (iOS's default look).
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration.drawn(as: .plain) }
}

/// UIKit's `UITextField.BorderStyle.roundedRect`: a hairline grey border with 5-point corners on
/// the system background, 34 points tall at body.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration.drawn(as: .roundedBorder) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: (any TextFieldStyle)? { nil } }

extension EnvironmentValues {
    var textFieldStyle: (any TextFieldStyle)? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the text fields (and secure fields) inside.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.textFieldStyle = style }
    }
}
