/// How a text input capitalises what is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    public static var never: TextInputAutocapitalization { .init(name: "never") }
    public static var words: TextInputAutocapitalization { .init(name: "words") }
    public static var sentences: TextInputAutocapitalization { .init(name: "sentences") }
    public static var characters: TextInputAutocapitalization { .init(name: "characters") }
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static var done: SubmitLabel { .init(name: "done") }
    public static var go: SubmitLabel { .init(name: "go") }
    public static var send: SubmitLabel { .init(name: "send") }
    public static var join: SubmitLabel { .init(name: "join") }
    public static var route: SubmitLabel { .init(name: "route") }
    public static var search: SubmitLabel { .init(name: "search") }
    public static var `return`: SubmitLabel { .init(name: "return") }
    public static var next: SubmitLabel { .init(name: "next") }
    public static var `continue`: SubmitLabel { .init(name: "continue") }
}

/// What submits, for `.onSubmit(of:_:)`: a text input, a search field.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The text-input settings a still cannot show (there is no keyboard in a snapshot): kept in
/// the environment, as SwiftUI keeps them, and drawn as nothing.
struct TextInputTraits {
    var keyboardType: UIKeyboardType = .default
    var textContentType: UITextContentType?
    var autocapitalization: TextInputAutocapitalization?
    var submitLabel: SubmitLabel = .return
    var submitActions: [(triggers: SubmitTriggers, action: () -> Void)] = []
}

private struct TextInputTraitsKey: EnvironmentKey { static var defaultValue: TextInputTraits { TextInputTraits() } }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether text inputs inside correct what is typed.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// The keyboard text inputs inside show (kept; a still shows no keyboard).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformingEnvironment { $0.textInputTraits.keyboardType = type }
    }

    /// What the text inputs inside hold, for AutoFill (kept, not drawn).
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        transformingEnvironment { $0.textInputTraits.textContentType = textContentType }
    }

    /// How the text inputs inside capitalise what is typed (kept, not drawn).
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformingEnvironment { $0.textInputTraits.autocapitalization = autocapitalization }
    }

    /// Turns autocorrection off in the text inputs inside (kept, not drawn).
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformingEnvironment { $0.autocorrectionDisabled = disable }
    }

    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        transformingEnvironment { $0.autocorrectionDisabled = disable ?? false }
    }

    /// The label of the return key (kept; a still shows no keyboard).
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformingEnvironment { $0.textInputTraits.submitLabel = submitLabel }
    }

    /// An action for when a text input inside is submitted (its return key): kept with the
    /// field; `ViewHost.submit(_:)` runs it.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformingEnvironment { $0.textInputTraits.submitActions.append((triggers, action)) }
    }
}
