/// A field for secrets, as SwiftUI's `SecureField` on iOS: a single-line `TextField` that
/// draws a bullet (•) for each character it holds.
nonisolated public struct SecureField<Label: View>: View, @MainActor PrimitiveView {
    var model: TextInputModel
    let label: Label

    init(model: TextInputModel, label: Label) {
        var m = model
        m.isSecure = true
        self.model = m
        self.label = label
    }

    @MainActor public var body: Never { primitiveBody("SecureField") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let label = self.label
        return model.makeNodes(context, kind: "SecureField", label: { $0.resolve(label, component: "label") }) { configuration in
            TextField<_TextFieldStyleLabel>(model: configuration, label: _TextFieldStyleLabel(content: { $0.resolve(label, component: "label") }))
        }
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }

    @available(*, deprecated, message: "Use init(_:text:prompt:) with .onSubmit instead")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void,
                _fileID: String = #fileID, _line: Int = #line) {
        var model = TextInputModel.text(text, site: CallSite(file: _fileID, line: _line))
        model.onCommit = onCommit
        self.init(model: model, label: Text(titleKey))
    }

    @available(*, deprecated, message: "Use init(_:text:prompt:) with .onSubmit instead")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void,
                                   _fileID: String = #fileID, _line: Int = #line) {
        var model = TextInputModel.text(text, site: CallSite(file: _fileID, line: _line))
        model.onCommit = onCommit
        self.init(model: model, label: Text(title))
    }
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: label())
    }
}
