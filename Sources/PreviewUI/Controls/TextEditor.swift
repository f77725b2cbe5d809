/// A multi-line editable area, as SwiftUI's `TextEditor` on iOS (a `UITextView`): it fills the
/// space it is offered, and its text wraps from the top leading corner, inset as UIKit insets
/// a text view's text (5 points at the sides, 8 above). No placeholder, as on iOS.
nonisolated public struct TextEditor: View, @MainActor PrimitiveView {
    var model: TextInputModel

    public init(text: Binding<String>, _fileID: String = #fileID, _line: Int = #line) {
        var m = TextInputModel.text(text, axis: .vertical, site: CallSite(file: _fileID, line: _line))
        m.look = .editor
        model = m
    }

    @MainActor public var body: Never { primitiveBody("TextEditor") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // Text field styles do not apply to a text editor.
        model.makeNodes(context, kind: "TextEditor", label: { _ in [] }) { configuration in
            TextField<_TextFieldStyleLabel>(model: configuration, label: _TextFieldStyleLabel(content: { _ in [] }))
        }
    }
}
