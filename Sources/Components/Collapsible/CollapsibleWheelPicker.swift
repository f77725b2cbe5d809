import PreviewUI

/// A form row describing a selection that, when tapped, reveals a wheel picker for it.
///
/// A wheel picker in a form is always shown and takes 216 points; this keeps it folded away
/// behind a row until the user asks for it.
///
/// ```swift
/// @State var cups = 1
///
/// Form {
///     CollapsibleWheelPicker(selection: $cups) {
///         ForEach(0..<9) { Text("\($0)") }
///     } label: {
///         Text("Cups of Water")
///         Spacer()
///         Text("\(cups)")
///     }
/// }
/// ```
public struct CollapsibleWheelPicker<SelectionValue: Hashable, Content: View, Label: View>: View {
    @Binding private var selection: SelectionValue
    private let content: () -> Content
    private let label: () -> Label

    /// - Parameters:
    ///   - selection: the chosen value; the rows' tags (or `ForEach` ids) are the values.
    ///   - content: the wheel's rows.
    ///   - label: the row shown while the wheel is folded (and above it when open).
    public init(
        selection: Binding<SelectionValue>,
        @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder label: @escaping () -> Label
    ) {
        _selection = selection
        self.content = content
        self.label = label
    }

    public var body: some View {
        CollapsibleView(label: label) {
            Picker(selection: $selection, content: content) { EmptyView() }
                .pickerStyle(.wheel)
        }
    }
}
