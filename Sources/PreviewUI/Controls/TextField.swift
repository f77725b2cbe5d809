import Drawing

/// A control that shows editable text, as SwiftUI's `TextField` on iOS 18: the text in the
/// primary colour or, while it is empty, the prompt (or else the title) as a placeholder in
/// `placeholderText` grey, one line of its font tall (22 points at body) and as wide as it is
/// offered (fields are flexible across). A focused field draws its caret after the text. Type
/// into it and focus it through the host (`ViewHost.type(_:into:)`, `focus(_:)`) or a tap.
///
/// A single-line field shows the start of a text that does not fit, cut at its edge, as iOS
/// does while the field is not being edited; a focused one is reported, since iOS scrolls it
/// to show the caret at its end.
nonisolated public struct TextField<Label: View>: View, @MainActor PrimitiveView {
    var model: TextInputModel
    let label: Label

    init(model: TextInputModel, label: Label) {
        self.model = model
        self.label = label
    }

    @MainActor public var body: Never { primitiveBody("TextField") }

    /// This field drawn in one of the built-in looks (what the built-in styles' `_body` return).
    func drawn(as look: TextInputModel.Look) -> TextField {
        var copy = self
        copy.model.look = look
        return copy
    }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let label = self.label
        return model.makeNodes(context, kind: "TextField", label: { $0.resolve(label, component: "label") }) { configuration in
            TextField<_TextFieldStyleLabel>(model: configuration, label: _TextFieldStyleLabel(content: { $0.resolve(label, component: "label") }))
        }
    }
}

// MARK: Initialisers

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, axis: axis, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, axis: axis, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis, _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, axis: axis, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis,
                                   _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, axis: axis, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }

    /// The form before iOS 15 (deprecated there): editing-changed and commit actions. The host
    /// calls `onEditingChanged` when it focuses or leaves the field; `onCommit` is kept.
    @available(*, deprecated, message: "Use init(_:text:prompt:) with .focused and .onSubmit instead")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}, _fileID: String = #fileID, _line: Int = #line) {
        var model = TextInputModel.text(text, site: CallSite(file: _fileID, line: _line))
        model.onEditingChanged = onEditingChanged
        model.onCommit = onCommit
        self.init(model: model, label: Text(titleKey))
    }

    @available(*, deprecated, message: "Use init(_:text:prompt:) with .focused and .onSubmit instead")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}, _fileID: String = #fileID, _line: Int = #line) {
        var model = TextInputModel.text(text, site: CallSite(file: _fileID, line: _line))
        model.onEditingChanged = onEditingChanged
        model.onCommit = onCommit
        self.init(model: model, label: Text(title))
    }

    /// A field that edits a value through a format style (`TextField("Amount", value: $amount,
    /// format: .number)`): it shows the formatted value, and text typed into it is parsed back
    /// (appended to what it shows). Foundation's `ParseableFormatStyle` is there on Linux too.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         _fileID: String = #fileID, _line: Int = #line) where F.FormatOutput == String {
        self.init(model: .value(value, format: format, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                                            _fileID: String = #fileID, _line: Int = #line) where F.FormatOutput == String {
        self.init(model: .value(value, format: format, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }
}

extension TextField where Label == Text {
    /// A field that edits a value through a `Formatter` (`NumberFormatter`, `DateFormatter`):
    /// it shows the formatted value; typed text is parsed back when the formatter can.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                   _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .value(value, formatter: formatter, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                                      _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .value(value, formatter: formatter, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: Text(title))
    }
}

extension TextField {
    /// A field with a label view (iOS shows the label as the placeholder when there is no
    /// prompt).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: label())
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(model: .text(text, prompt: prompt, axis: axis, site: CallSite(file: _fileID, line: _line)), label: label())
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label,
                                         _fileID: String = #fileID, _line: Int = #line) where F.FormatOutput == String {
        self.init(model: .value(value, format: format, prompt: prompt, site: CallSite(file: _fileID, line: _line)), label: label())
    }
}

// MARK: The model every text input shares

/// What a text input edits and how it is drawn: shared by `TextField`, `SecureField`,
/// `TextEditor` and the field a `TextFieldStyle` gets.
struct TextInputModel {
    enum Look { case plain, roundedBorder, editor }

    /// The text the field shows (the formatted value of a value field).
    var text: @MainActor () -> String
    /// Appends typed text; false when a value field's format cannot read the result.
    var type: @MainActor (String) -> Bool
    var prompt: Text?
    var axis: Axis = .horizontal
    var isSecure = false
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    let site: CallSite
    /// A built-in look; nil to take the environment's style.
    var look: Look?
    /// Which `onSubmit(of:)` actions the return key runs: `.text`, or `.search` for a search
    /// field.
    var submitTrigger: SubmitTriggers = .text
    /// Run after the return key's actions (a search field leaves the focus, as its Search
    /// key dismisses the keyboard).
    var afterSubmit: (@MainActor () -> Void)?

    nonisolated static func text(_ binding: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, site: CallSite) -> TextInputModel {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let binding = binding
        return TextInputModel(text: { binding.wrappedValue }, type: { binding.wrappedValue += $0; return true },
                       prompt: prompt, axis: axis, site: site)
    }

    nonisolated static func value<F: ParseableFormatStyle>(
        _ binding: Binding<F.FormatInput>, format: F, prompt: Text?, site: CallSite
    ) -> TextInputModel where F.FormatOutput == String {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (binding, format) = (binding, format)
        return TextInputModel(
            text: { format.format(binding.wrappedValue) },
            type: { typed in
                guard let value = try? format.parseStrategy.parse(format.format(binding.wrappedValue) + typed) else { return false }
                binding.wrappedValue = value
                return true
            },
            prompt: prompt, site: site)
    }

    /// A value shown and parsed through a Foundation `Formatter` (`NumberFormatter`, …).
    nonisolated static func value<V>(_ binding: Binding<V>, formatter: Formatter, prompt: Text?, site: CallSite) -> TextInputModel {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (binding, formatter) = (binding, formatter)
        return TextInputModel(
            text: { formatter.string(for: binding.wrappedValue) ?? "" },
            type: { typed in
                let text = (formatter.string(for: binding.wrappedValue) ?? "") + typed
                let parsed: Any?
                if let numbers = formatter as? NumberFormatter, let n = numbers.number(from: text) {
                    switch V.self {
                    case is Int.Type: parsed = n.intValue
                    case is Double.Type: parsed = n.doubleValue
                    case is Float.Type: parsed = n.floatValue
                    case is CGFloat.Type: parsed = CGFloat(n.doubleValue)
                    case is Decimal.Type: parsed = n.decimalValue
                    default: parsed = n
                    }
                } else if let dates = formatter as? DateFormatter {
                    parsed = dates.date(from: text)
                } else {
                    parsed = nil
                }
                guard let value = parsed as? V else { return false }
                binding.wrappedValue = value
                return true
            },
            prompt: prompt, site: site)
    }

    /// The field's nodes: in its style's look, or through a custom style's `_body`.
    @MainActor
    func makeNodes(
        _ context: ResolveContext, kind: String, label: @escaping ResolveContext.Content,
        configuration: (TextInputModel) -> TextField<_TextFieldStyleLabel>
    ) -> [LayoutNode] {
        var look = self.look
        if look == nil {
            switch context.environment.textFieldStyle {
            case nil, is DefaultTextFieldStyle, is PlainTextFieldStyle: look = .plain
            case is RoundedBorderTextFieldStyle: look = .roundedBorder
            case let custom?:
                var plain = self
                plain.look = .plain
                return Self.custom(custom, configuration(plain), context)
            }
        }
        return [field(context, kind: kind, look: look ?? .plain, label: label)]
    }

    @MainActor
    private static func custom<S: TextFieldStyle>(_ style: S, _ field: TextField<_TextFieldStyleLabel>, _ context: ResolveContext) -> [LayoutNode] {
        context.resolve(style._body(configuration: field), component: "style")
    }

    @MainActor
    private func field(_ context: ResolveContext, kind: String, look: Look, label: @escaping ResolveContext.Content) -> LayoutNode {
        let env = context.environment
        let focus = TextInputFocus.of(context.graph)
        let key = context.key
        let link = env.focusLink
        let isFocused = link?.isFocused() ?? (focus.focusedKey == key)
        if isFocused { context.publishFocusedValuesAround() }
        let shown = text()
        let singleLine = look != .editor && (axis == .horizontal || isSecure)

        var c = context
        c.stackAxis = .horizontal
        if singleLine { c.environment.lineLimit = 1 }
        // The title, resolved even when a prompt is the placeholder: the host finds fields by it.
        var placeholderContext = c
        placeholderContext.environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .placeholderText))
        let labelNodes = look == .editor ? [] : label(placeholderContext)
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        let promptNodes = prompt.map { placeholderContext.resolve($0, component: "prompt") } ?? []
        let isPlaceholder = shown.isEmpty
        let content: [LayoutNode]
        if isPlaceholder {
            content = prompt == nil ? labelNodes : promptNodes
        } else {
            let drawn = isSecure ? String(repeating: ControlMetrics.secureBullet, count: shown.count) : shown
            // Disabled, the text is greyed out to the placeholder's tertiary label colour (E: no
            // render of a disabled field; the placeholder is already that colour).
            var textContext = c
            if !env.isEnabled { textContext.environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .tertiaryLabel)) }
            content = textContext.resolve(Text(verbatim: drawn), component: "text")
        }
        let measure = c.resolve(Text(verbatim: "X"), component: "measure").first as? TextNode

        let model = self
        let onEditingChanged = self.onEditingChanged
        let trigger = submitTrigger, afterSubmit = self.afterSubmit
        focus.register(key, TextInputFocus.Entry(
            isFocused: { link?.isFocused() ?? (focus.focusedKey == key) },
            setFocused: { on in
                let was = link?.isFocused() ?? (focus.focusedKey == key)
                if on { focus.focusedKey = key } else if focus.focusedKey == key { focus.focusedKey = nil }
                link?.set(on)
                if was != on { onEditingChanged?(on) }
            }))
        let record = ControlRecord(
            kind: .textField, frame: .zero, title: title.isEmpty ? nil : title, options: [],
            select: { _ in }, current: AnyHashable(shown),
            textInput: TextInputRecord(
                key: key, prompt: promptNodes.map(\.shownText).joined(separator: " "),
                text: shown, isFocused: isFocused, focus: { focus.focus(key) },
                type: { typed in focus.focus(key); return model.type(typed) },
                submit: {
                    model.onCommit?()
                    for s in env.textInputTraits.submitActions.reversed() where s.triggers.contains(trigger) { s.action() }
                    afterSubmit?()
                }))
        let node = TextFieldNode(
            content: content.isEmpty ? nil : content.single(alignment: .leading), measure: measure, look: look,
            singleLine: singleLine, isPlaceholder: isPlaceholder, isFocused: isFocused, environment: env, record: record)
        if isFocused, singleLine, !isPlaceholder {
            let site = self.site
            node.reportsScrolling = {
                context.approximate("a focused \(kind)'s text is wider than the field (iOS scrolls it to show the caret at its end)",
                                    drawnAs: "its start, cut at the field's edge", at: site)
            }
        }
        return node
    }
}

/// How a `.focused` modifier ties the fields inside to a `FocusState`.
struct FocusLink {
    let isFocused: @MainActor () -> Bool
    let set: @MainActor (Bool) -> Void
}

extension FocusLink {
    /// A Boolean focus state: true while the input is focused.
    nonisolated static func bool(_ binding: FocusState<Bool>.Binding) -> FocusLink {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let binding = binding
        return FocusLink(isFocused: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }

    /// A focus state that is `value` while the input is focused (and nil, for an optional
    /// state, when the focus leaves it).
    nonisolated static func equals<Value: Hashable>(_ binding: FocusState<Value>.Binding, _ value: Value) -> FocusLink {
        nonisolated(unsafe) let (binding, value) = (binding, value)
        return FocusLink(
            isFocused: { binding.wrappedValue == value },
            set: { on in
                if on {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value, let none = FocusLink.none(Value.self) {
                    binding.wrappedValue = none
                }
            })
    }
}

private struct FocusLinkKey: EnvironmentKey { static var defaultValue: FocusLink? { nil } }

extension EnvironmentValues {
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

/// Which text input of a host has the focus, and how to move it: one per host, kept in its
/// graph. A field without a `.focused` binding is focused when the host says so; one with a
/// binding when its `FocusState` says so.
@MainActor
final class TextInputFocus {
    struct Entry {
        let isFocused: @MainActor () -> Bool
        let setFocused: @MainActor (Bool) -> Void
    }

    private static let storageKey = "PreviewUI.TextInputFocus"
    private static let focusedStorageKey = "PreviewUI.TextInputFocus.focused"
    private unowned let graph: ViewGraph
    /// The fields seen, by identity, with their latest actions.
    private var entries: [String: Entry] = [:]
    private var order: [String] = []

    private init(graph: ViewGraph) { self.graph = graph }

    static func of(_ graph: ViewGraph) -> TextInputFocus {
        if let f = graph.storedValue(for: storageKey) as? TextInputFocus { return f }
        let f = TextInputFocus(graph: graph)
        graph.store(f, for: storageKey, notify: false)
        return f
    }

    /// The identity of the field the host focused (a write renders a new frame).
    var focusedKey: String? {
        get { (graph.storedValue(for: Self.focusedStorageKey) as? String).flatMap { $0.isEmpty ? nil : $0 } }
        set { graph.store(newValue ?? "", for: Self.focusedStorageKey) }
    }

    func register(_ key: String, _ entry: Entry) {
        if entries[key] == nil { order.append(key) }
        entries[key] = entry
    }

    /// Focuses one field (nil: none), leaving every other one, as a tap on a field does.
    func focus(_ key: String?) {
        for k in order where k != key {
            if let e = entries[k], e.isFocused() { e.setFocused(false) }
        }
        if let key, let e = entries[key] { e.setFocused(true) }
        if key == nil { focusedKey = nil }
    }
}

/// What the host needs of a text input.
struct TextInputRecord {
    let key: String
    /// The prompt's text, when the field has one.
    let prompt: String
    let text: String
    let isFocused: Bool
    let focus: @MainActor () -> Void
    let type: @MainActor (String) -> Bool
    /// The return key: the deprecated `onCommit`, then the `onSubmit` actions, innermost first.
    let submit: @MainActor () -> Void
}

// MARK: Layout and drawing

/// A text input laid out as iOS lays it out: one line of its font tall (or its lines, for a
/// vertical field), as wide as offered; the text inset as its look says; the caret when focused.
final class TextFieldNode: LayoutNode {
    let content: LayoutNode?
    let measure: TextNode?
    let look: TextInputModel.Look
    let singleLine: Bool
    let isPlaceholder: Bool
    let isFocused: Bool
    let record: ControlRecord
    let caretColor: RGBAColor
    let fill: RGBAColor
    let border: RGBAColor
    let hairline: CGFloat
    /// Off, a tap does not focus the field.
    let isEnabled: Bool
    var reportsScrolling: (@MainActor () -> Void)?

    init(content: LayoutNode?, measure: TextNode?, look: TextInputModel.Look, singleLine: Bool, isPlaceholder: Bool,
         isFocused: Bool, environment env: EnvironmentValues, record: ControlRecord) {
        self.content = content
        self.measure = measure
        self.look = look
        self.singleLine = singleLine
        self.isPlaceholder = isPlaceholder
        self.isFocused = isFocused
        self.record = record
        caretColor = TintShapeStyle().rgba(env)
        fill = ControlMetrics.roundedFieldFill.resolve(env.colorScheme)
        border = ControlMetrics.roundedFieldBorder.resolve(env.colorScheme)
        hairline = 1 / max(env.displayScale, 1)
        isEnabled = env.isEnabled
        super.init()
    }

    override var children: [LayoutNode] { content.map { [$0] } ?? [] }

    /// One line of the font: its height (ascent and descent) and its leading.
    private var line: (height: CGFloat, leading: CGFloat) {
        guard let m = measure?.metrics(.unspecified) else { return (ControlMetrics.textFieldHeight, 0) }
        return (m.size.height, CGFloat(m.fontMetrics.leading))
    }

    /// The text's inset from the field's edges.
    private var insets: EdgeInsets {
        switch look {
        case .plain: EdgeInsets()
        case .roundedBorder: EdgeInsets(top: 0, leading: ControlMetrics.roundedFieldTextInset, bottom: 0,
                                        trailing: ControlMetrics.roundedFieldTextInset)
        case .editor: ControlMetrics.textEditorInsets
        }
    }

    /// The proposal the text gets inside a field of `width` (nil: its ideal).
    private func contentProposal(width: CGFloat?) -> ProposedViewSize {
        // A typed single line is never wrapped or cut: it runs on and the field clips it.
        if singleLine && !isPlaceholder { return .unspecified }
        return ProposedViewSize(width: width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
    }

    private func contentSize(width: CGFloat?) -> CGSize {
        content?.sizeThatFits(contentProposal(width: width)) ?? .zero
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let proposed = p.width.flatMap { $0.isFinite ? $0 : nil }
        let ideal = contentSize(width: nil).width + insets.leading + insets.trailing
        let width = proposed ?? ideal
        let line = self.line
        let text = contentSize(width: width)
        // A line's pitch (22 points at body): ascent, descent and leading.
        let lines = singleLine ? line.height : max(line.height, text.height)
        switch look {
        case .plain:
            return CGSize(width: width, height: lines + line.leading)
        case .roundedBorder:
            return CGSize(width: width, height: max(ControlMetrics.roundedFieldMinHeight, lines + 2 * ControlMetrics.roundedFieldVerticalInset))
        case .editor:
            let h = p.height.flatMap { $0.isFinite ? $0 : nil } ?? (lines + insets.top + insets.bottom)
            return CGSize(width: width, height: h)
        }
    }

    /// Where the text sits in the field's frame: centred on the field's height, or at the
    /// top inset of an editor.
    private func contentOrigin(in frame: CGRect) -> CGPoint {
        let text = contentSize(width: frame.width)
        let y: CGFloat
        switch look {
        case .editor: y = frame.minY + insets.top
        default:
            let lines = singleLine ? line.height : max(line.height, text.height)
            y = frame.minY + (frame.height - lines) / 2
        }
        return CGPoint(x: frame.minX + insets.leading, y: y)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        guard let content else { return }
        content.place(at: contentOrigin(in: frame), proposal: contentProposal(width: frame.width), context)
        if content.frame.maxX > frame.maxX - insets.trailing + 0.5 { reportsScrolling?() }
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        guard guide.kind == .firstTextBaseline || guide.kind == .lastTextBaseline else { return nil }
        let size = sizeThatFits(proposal)
        let top = contentOrigin(in: CGRect(origin: .zero, size: size)).y
        let node: LayoutNode? = content ?? measure
        guard let node, let b = node.explicitGuide(guide, contentProposal(width: size.width)) else { return nil }
        return top + b
    }

    override func emitContent(_ e: inout Emitter) {
        if look == .roundedBorder {
            let inset = hairline / 2
            e.add(.fill(.roundedRect(frame, cornerRadius: ControlMetrics.roundedFieldCornerRadius, style: .circular), fill))
            e.add(.stroke(.roundedRect(frame.insetBy(dx: inset, dy: inset), cornerRadius: ControlMetrics.roundedFieldCornerRadius - inset,
                                       style: .circular), border, Drawing.StrokeStyle(lineWidth: hairline)))
        }
        let textArea = CGRect(x: frame.minX + insets.leading, y: frame.minY, width: max(frame.width - insets.leading - insets.trailing, 0),
                              height: frame.height)
        if let content {
            e.group(clip: Clip(.rect(textArea)), clipRect: textArea) { content.emit(&$0) }
        }
        if isFocused { e.add(.fill(.roundedRect(caretRect(in: textArea), cornerRadius: ControlMetrics.caretWidth / 2, style: .circular), caretColor)) }
        let focus = record.textInput?.focus
        if let focus, isEnabled { e.addHitRegion(frame, label: nil, action: focus) }
        e.controls.append(ControlRecord(kind: record.kind, frame: frame, title: record.title, options: record.options,
                                        select: record.select, current: record.current, textInput: record.textInput))
    }

    /// The caret: after the text's last line (at the start of an empty field), one line of
    /// the font tall, at a fixed place so that snapshots are stable.
    private func caretRect(in textArea: CGRect) -> CGRect {
        let h = line.height
        let start = contentOrigin(in: frame)
        var x = textArea.minX, y = start.y
        if !isPlaceholder, let text = content?.firstTextNode {
            let spec = text.spec(for: contentProposal(width: frame.width))
            if let last = (try? TextMeasurer.lines(spec))?.last {
                x = text.frame.minX + CGFloat(last.width)
                y = text.frame.minY + CGFloat(last.top) + (CGFloat(last.height) - h) / 2
            }
        }
        x = min(max((x * 6).rounded() / 6, textArea.minX), textArea.maxX - ControlMetrics.caretWidth)
        return CGRect(x: x, y: y, width: ControlMetrics.caretWidth, height: h)
    }
}

extension LayoutNode {
    /// The first text node in this subtree.
    @MainActor var firstTextNode: TextNode? {
        var found: TextNode?
        forEachNode { if found == nil, let t = $0 as? TextNode { found = t } }
        return found
    }
}
