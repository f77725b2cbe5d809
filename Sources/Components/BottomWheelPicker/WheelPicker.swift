import PreviewUI

/// A wheel picker of text values under a thin bar with a dismiss button, drawn like the
/// input views iOS slides up from the bottom of the screen.
///
/// `selection` is passed to the wheel; the dismiss button only ever sets `show` to false.
public struct WheelPicker: View {
    @Binding private var selection: String
    @Binding private var show: Bool
    private let values: [String]
    private let dismissButtonTitle: String

    public init(selection: Binding<String>, show: Binding<Bool>, values: [String], dismissButtonTitle: String = "Done") {
        _selection = selection
        _show = show
        self.values = values
        self.dismissButtonTitle = dismissButtonTitle
    }

    public var body: some View {
        VStack {
            toolbar
            Picker(selection: $selection, label: Text("")) {
                ForEach(values, id: \.self) { value in
                    Text(value)
                }
            }
            .pickerStyle(.wheel)
        }
    }

    /// Dividers above and below a trailing dismiss button, on a half-transparent bar.
    private var toolbar: some View {
        VStack {
            Divider()
            Spacer()
            Button {
                withAnimation { show = false }
            } label: {
                HStack {
                    Spacer()
                    Text(dismissButtonTitle)
                        .padding(.horizontal, 16)
                }
            }
            Divider()
        }
        .background(Color(uiColor: .secondarySystemGroupedBackground.withAlphaComponent(0.5)))
    }
}
