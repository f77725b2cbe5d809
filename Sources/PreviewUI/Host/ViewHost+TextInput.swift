/// Text input through the host: typing into a field, focusing one, submitting.
extension ViewHost {
    /// Types `text` into the text field whose title, prompt or label shows `field` (or the
    /// first one): the field takes the focus, as a tap on it would, and its binding gets the
    /// text appended.
    public func type(_ text: String, into field: String? = nil) throws {
        let record = try findTextField(field)
        guard let input = record.textInput else { return }
        var accepted = true
        withCurrentGraph { accepted = input.type(text) }
        _ = try render()
        if !accepted { throw HostError.unreadableInput(text, field: Self.name(record)) }
    }

    /// Focuses the text field whose title, prompt or label shows `field` (nil: leaves every
    /// field, as dismissing the keyboard does). Focus state bindings follow.
    public func focus(_ field: String?) throws {
        if let field {
            let record = try findTextField(field)
            withCurrentGraph { record.textInput?.focus() }
        } else {
            _ = try layOut()
            let focus = TextInputFocus.of(graph)
            withCurrentGraph { focus.focus(nil) }
        }
        _ = try render()
    }

    /// Submits the text field shown as `field` (or the first one), as its return key does:
    /// runs its `onSubmit` actions (and the deprecated `onCommit`).
    public func submit(_ field: String? = nil) throws {
        let record = try findTextField(field)
        withCurrentGraph { record.textInput?.submit() }
        _ = try render()
    }

    /// The text a field shows (its binding's text, or its formatted value), and whether it
    /// is focused: for tests.
    public func textField(_ field: String? = nil) throws -> (text: String, isFocused: Bool) {
        let record = try findTextField(field)
        return (record.textInput?.text ?? "", record.textInput?.isFocused ?? false)
    }

    private func findTextField(_ field: String?) throws -> ControlRecord {
        _ = try layOut()
        let fields = emitted.controls.filter { $0.kind == .textField }
        let found = field.map { f in fields.first { $0.title == f || $0.textInput?.prompt == f } } ?? fields.first
        guard let found else {
            throw HostError.controlNotFound(
                field.map { "text field titled \"\($0)\"" } ?? "text field",
                known: emitted.controls.map { $0.kind == .textField ? Self.name($0) : "\($0.kind.rawValue) \"\($0.title ?? "")\"" })
        }
        return found
    }

    private static func name(_ record: ControlRecord) -> String {
        let prompt = record.textInput?.prompt ?? ""
        let title = record.title ?? (prompt.isEmpty ? "" : prompt)
        return "text field \"\(title)\"" + (prompt.isEmpty || prompt == title ? "" : " (prompt \"\(prompt)\")")
    }
}
