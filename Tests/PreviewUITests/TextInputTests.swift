import Drawing
import PreviewUI
import Testing

private func strokes(in ops: [DisplayOp]) -> [(ShapePath, RGBAColor, Drawing.StrokeStyle)] {
    var found: [(ShapePath, RGBAColor, Drawing.StrokeStyle)] = []
    for op in ops {
        switch op {
        case .stroke(let shape, let color, let style): found.append((shape, color, style))
        case .group(let g): found += strokes(in: g.ops)
        default: break
        }
    }
    return found
}

/// The caret: a 2-point-wide fill in the accent colour.
private func carets(in list: DisplayList, scheme: ColorScheme = .light) -> [CGRect] {
    let blue = scheme == .light ? RGBAColor(hex: 0x007AFF) : RGBAColor(hex: 0x0A84FF)
    return fills(in: list.ops).compactMap { shape, color in
        guard color == blue, case .roundedRect(let r, _, _) = shape, r.width == 2 else { return nil }
        return r
    }
}

/// A view holding its own text and focus, as a user's form does.
private struct LoginForm: View {
    enum Field: Hashable { case email, password }
    @State var email = ""
    @State var password = ""
    @FocusState var focus: Field?
    var body: some View {
        VStack {
            TextField("Email", text: $email).focused($focus, equals: .email).mark("email")
            SecureField("Password", text: $password).focused($focus, equals: .password)
            Text("focus: \(focus.map { "\($0)" } ?? "none")")
            Button("Next") { focus = .password }
        }
    }
}

private struct BoolFocus: View {
    @State var name = ""
    @FocusState var nameFocused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($nameFocused)
            Text(nameFocused ? "editing" : "idle")
            Button("Done") { nameFocused = false }
        }
    }
}

@MainActor
struct TextInputTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    // MARK: Layout

    @Test("An empty field is one body line's pitch tall and fills the width it is offered")
    func fieldSize() throws {
        let laid = Laid(TextField("Email", text: .constant("")).mark("f"), .fixed(width: 300, height: 200))
        let f = try laid.frame("f")
        #expect(f.width == 300)
        #expect(abs(f.height - 22) < 0.01, "a body TextField is 22 pt tall on iOS, got \(f.height)")
    }

    @Test("Proposed nothing, a field takes its placeholder's width; rounded border is 34 tall at body")
    func idealAndRoundedSize() throws {
        let ideal = Laid(TextField("Some placeholder", text: .constant("")).fixedSize().mark("f"), .sizeThatFits)
        let text = try ideal.frame(ofText: "Some placeholder")
        #expect(try ideal.frame("f").width == text.width)
        let rounded = Laid(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).mark("f"), .fixed(width: 300, height: 200))
        let r = try rounded.frame("f")
        #expect(r.height == 34 && r.width == 300)
        #expect(abs(try rounded.frame(ofText: "Email").minX - r.minX - 7) < 0.01, "text 7 pt in from the border")
        let list = try rounded.displayList
        let border = try #require(strokes(in: list.ops).first)
        #expect(border.2.lineWidth == 0.5, "a hairline at 2x")
    }

    @Test("A vertical field grows with its lines up to its line limit")
    func verticalField() throws {
        let long = String(repeating: "word ", count: 40)
        let one = try Laid(TextField("Bio", text: .constant(long)).mark("f"), .fixed(width: 200, height: 400)).frame("f")
        let grown = try Laid(TextField("Bio", text: .constant(long), axis: .vertical).mark("f"), .fixed(width: 200, height: 400)).frame("f")
        let limited = try Laid(TextField("Bio", text: .constant(long), axis: .vertical).lineLimit(3).mark("f"),
                               .fixed(width: 200, height: 400)).frame("f")
        #expect(abs(one.height - 22) < 0.01)
        #expect(grown.height > 100)
        #expect(abs(limited.height - 66) < 0.5, "three lines of 22 pt, got \(limited.height)")
    }

    @Test("A text editor fills its proposal, its text 5 pt in and 8 pt down")
    func textEditor() throws {
        let laid = Laid(TextEditor(text: .constant("Notes")).mark("e"), .fixed(width: 300, height: 200))
        let e = try laid.frame("e")
        #expect(e.size == CGSize(width: 300, height: 200))
        let t = try laid.frame(ofText: "Notes")
        #expect(t.minX - e.minX == 5 && t.minY - e.minY == 8)
    }

    // MARK: Look

    @Test("The placeholder is placeholderText grey; typed text is the primary colour", arguments: schemes)
    func placeholderColour(scheme: ColorScheme) throws {
        let empty = try ViewHost(TextField("Email", text: .constant("")), colorScheme: scheme).displayList
        let placeholder = try #require(textRuns(in: empty.ops).first { $0.spec.string == "Email" })
        let expected = scheme == .light ? RGBAColor(hex: 0x3C3C43, alpha: 0.3) : RGBAColor(hex: 0xEBEBF5, alpha: 0.3)
        #expect(placeholder.color == expected)
        let filled = try ViewHost(TextField("Email", text: .constant("ada@example.com")), colorScheme: scheme).displayList
        let typed = try #require(textRuns(in: filled.ops).first)
        #expect(typed.spec.string == "ada@example.com")
        #expect(typed.color == (scheme == .light ? RGBAColor(hex: 0x000000) : RGBAColor(hex: 0xFFFFFF)))
    }

    @Test("A prompt is the placeholder instead of the title, and a label view works as one")
    func promptAndLabel() throws {
        let prompted = try ViewHost(TextField("Email", text: .constant(""), prompt: Text("you@example.com"))).shownTexts
        #expect(prompted == ["you@example.com"])
        let labelled = try ViewHost(TextField(text: .constant("")) { Text("E-Mail Address") }).shownTexts
        #expect(labelled == ["E-Mail Address"])
    }

    @Test("A secure field draws one bullet per character")
    func secureBullets() throws {
        let list = try ViewHost(SecureField("Password", text: .constant("hunter2"))).displayList
        #expect(textRuns(in: list.ops).map(\.spec.string) == ["•••••••"])
        let empty = try ViewHost(SecureField("Password", text: .constant(""))).shownTexts
        #expect(empty == ["Password"])
    }

    @Test("A value field shows its formatted value and parses what is typed")
    func valueField() throws {
        struct Amount: View {
            @State var amount = 12
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    Text("value \(amount * 2)")
                }
            }
        }
        let host = ViewHost(Amount())
        #expect(try host.shownTexts.contains("12"))
        try host.type("3", into: "Amount")
        #expect(try host.shownTexts.contains("value 246"))
        // Foundation's number parsing is lenient ("123x" reads as 123): the value stays.
        try? host.type("x", into: "Amount")
        #expect(try host.shownTexts.contains("value 246"))
    }

    // MARK: Typing and focus

    @Test("Typing appends to the binding and focuses the field, which draws its caret after the text")
    func typing() throws {
        let host = ViewHost(LoginForm(), layout: .fixed(width: 300, height: 300))
        #expect(carets(in: try host.displayList).isEmpty)
        try host.type("ada", into: "Email")
        try host.type("@x.io", into: "Email")
        #expect(try host.shownTexts.contains("ada@x.io"))
        #expect(try host.shownTexts.contains("focus: email"))
        let caret = try #require(carets(in: try host.displayList).first)
        let text = try #require(try host.frame(ofText: "ada@x.io"))
        #expect(abs(caret.minX - text.maxX) < 0.5, "caret right after the text")
        #expect(abs(caret.height - 20.29) < 0.1, "one body line tall")
        #expect(try host.textField("Email") == (text: "ada@x.io", isFocused: true))
    }

    @Test("An empty focused field draws its caret at the start, over the placeholder")
    func emptyCaret() throws {
        let host = ViewHost(LoginForm(), layout: .fixed(width: 300, height: 300))
        try host.focus("Password")
        let caret = try #require(carets(in: try host.displayList).first)
        let placeholder = try #require(try host.frame(ofText: "Password"))
        #expect(caret.minX == placeholder.minX)
        #expect(try host.shownTexts.contains("focus: password"))
    }

    @Test("Focus moves with the focus state, and leaving clears it")
    func focusStateMoves() throws {
        let host = ViewHost(LoginForm(), layout: .fixed(width: 300, height: 300))
        try host.tap(text: "Next")
        #expect(try host.shownTexts.contains("focus: password"))
        #expect(try host.textField("Password").isFocused)
        #expect(try !host.textField("Email").isFocused)
        try host.tap(text: "Email")
        #expect(try host.shownTexts.contains("focus: email"))
        #expect(carets(in: try host.displayList).count == 1)
        try host.focus(nil)
        #expect(try host.shownTexts.contains("focus: none"))
        #expect(carets(in: try host.displayList).isEmpty)
    }

    @Test("A Boolean focus state follows its field")
    func boolFocus() throws {
        let host = ViewHost(BoolFocus())
        #expect(try host.shownTexts.contains("idle"))
        try host.type("Ada")
        #expect(try host.shownTexts.contains("editing"))
        try host.tap(text: "Done")
        #expect(try host.shownTexts.contains("idle"))
        #expect(try !host.textField().isFocused)
    }

    @Test("Errors name the field asked for and the fields there are")
    func missingField() throws {
        let host = ViewHost(LoginForm())
        do {
            try host.type("x", into: "Phone")
            Issue.record("typing into a missing field succeeded")
        } catch let error as HostError {
            #expect(error.description.contains("\"Phone\""))
            #expect(error.description.contains("text field \"Email\""))
            #expect(error.description.contains("text field \"Password\""))
        }
    }

    @Test("onSubmit and the deprecated onEditingChanged run through the host")
    func submitAndEditingChanged() throws {
        struct Search: View {
            @State var query = ""
            @State var log: [String] = []
            var body: some View {
                VStack {
                    TextField("Search", text: $query, onEditingChanged: { log.append("editing \($0)") })
                        .onSubmit { log.append("submit \(query)") }
                        .keyboardType(.webSearch).textContentType(.username).textInputAutocapitalization(.never)
                        .autocorrectionDisabled().submitLabel(.search)
                    Text(log.joined(separator: ", "))
                }
            }
        }
        let host = ViewHost(Search())
        try host.type("cats")
        try host.submit()
        try host.focus(nil)
        #expect(try host.shownTexts.contains("editing true, submit cats, editing false"))
    }

    // MARK: Styles

    @Test("A custom TextFieldStyle wraps the field")
    func customStyle() throws {
        struct Boxed: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View {
                configuration.padding(10).background(Color.yellow).mark("box")
            }
        }
        let laid = Laid(TextField("Name", text: .constant("")).textFieldStyle(Boxed()), .fixed(width: 300, height: 200))
        let box = try laid.frame("box")
        #expect(box.width == 300 && abs(box.height - 42) < 0.01)
        #expect(fills(in: try laid.displayList.ops).contains { $0.1 == RGBAColor(hex: 0xFFCC00) })
        let host = ViewHost(TextField("Name", text: .constant("")).textFieldStyle(Boxed()))
        try host.type("Ada", into: "Name")
    }

    @Test("In a form a field is a 44-point row, its text at the row's inset")
    func formRow() throws {
        let laid = Laid(Form { TextField("Name", text: .constant("")).mark("f"); Text("Other") }, .fixed(width: 390, height: 300))
        let f = try laid.frame("f")
        let other = try laid.frame(ofText: "Other")
        #expect(f.minX == other.minX)
        #expect(abs(f.width - (390 - 40 - 40)) < 0.01, "the card's width less the row insets")
    }

    // MARK: Golden images

    @Test("Empty and filled fields", arguments: schemes)
    func goldenFields(scheme: ColorScheme) throws {
        let view = VStack(alignment: .leading) {
            TextField("Email", text: .constant(""))
            TextField("Name", text: .constant("Ada Lovelace"))
        }
        .padding()
        .frame(width: 260)
        try GoldenImage.check(view, named: "textfield-empty-filled-\(scheme)", colorScheme: scheme)
    }

    @Test("A focused field with its caret", arguments: schemes)
    func goldenFocused(scheme: ColorScheme) throws {
        let host = ViewHost(LoginForm().padding().frame(width: 260), colorScheme: scheme)
        try host.type("ada@example.com", into: "Email")
        try GoldenImage.compare(try RasterRenderer.render(try host.displayList, scale: GoldenImage.scale).rgba(),
                                named: "textfield-focused-\(scheme)")
    }

    @Test("Rounded-border and secure fields", arguments: schemes)
    func goldenRounded(scheme: ColorScheme) throws {
        let view = VStack {
            TextField("E-Mail Address", text: .constant(""))
            SecureField("Password", text: .constant("secret"))
        }
        .textFieldStyle(.roundedBorder)
        .padding()
        .frame(width: 280)
        try GoldenImage.check(view, named: "textfield-rounded-secure-\(scheme)", colorScheme: scheme)
    }

    @Test("A text editor", arguments: schemes)
    func goldenEditor(scheme: ColorScheme) throws {
        let view = TextEditor(text: .constant("Remember the milk, the eggs and the bread, and call Ada about Tuesday."))
            .frame(width: 240, height: 120)
            .border(Color.gray)
            .padding()
        try GoldenImage.check(view, named: "texteditor-\(scheme)", colorScheme: scheme)
    }

    @Test("Fields in a form", arguments: schemes)
    func goldenForm(scheme: ColorScheme) throws {
        let view = Form {
            Section("Account") {
                TextField("Name", text: .constant("Ada"))
                TextField("Email", text: .constant(""))
                SecureField("Password", text: .constant(""))
            }
        }
        try GoldenImage.check(view, named: "textfield-form-\(scheme)", layout: .fixed(width: 390, height: 260), colorScheme: scheme)
    }
}
