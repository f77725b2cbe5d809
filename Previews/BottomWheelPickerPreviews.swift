import Components
import PreviewRegistry
import PreviewUI

/// The amount screen with the wheel picker that slides up from the bottom, with and without
/// the view that moves out of its way.
struct BottomWheelPickerPreviews: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                "Bottom wheel picker", component: "BottomWheelPicker",
                description: "A wheel picker of euro amounts that slides up from the bottom edge when the amount button is tapped. With bottomWheelPickerAdaptive on the button, the button rises just above the picker instead of being covered.",
                layout: .screen(.iPhone15Pro),
                states: [
                    .initial("hidden", description: "The picker waits below the screen."),
                    PreviewState("shown", description: "The button sits high enough to stay clear.", .tap("€1.500")),
                    PreviewState(
                        "covered", description: "Without the filler below, the button sits low and the picker covers it.",
                        parameters: ["showMoreText": false], .tap("€1.500")),
                    PreviewState(
                        "avoided", description: "The same, with the avoidance modifier: the button rises 12 points clear of the picker.",
                        parameters: ["showMoreText": false, "avoidsPicker": true], .tap("€1.500")),
                ]
            ) { parameters in
                AmountScreen(
                    showMoreText: parameters.bool("showMoreText", default: true),
                    avoidsPicker: parameters.bool("avoidsPicker", default: false))
            }
        ]
    }
}

/// The article's content view: a prompt, the amount button, filler text, and the picker in a
/// bottom overlay.
struct AmountScreen: View {
    static let amounts = [
        "€1.500", "€3.000", "€6.000", "€9.000", "€10.000", "€11.000", "€12.000",
        "€13.000", "€14.000", "€15.000", "€16.000", "€17.000", "€18.000",
    ]

    @State private var showPicker = false
    @State private var amount = "€1.500"
    /// With the text below the filler, the button sits high on the screen.
    let showMoreText: Bool
    /// Whether the amount button avoids the picker.
    let avoidsPicker: Bool

    var body: some View {
        VStack {
            Group {
                Spacer()
                Text("Let's pick an amount")
                    .padding()
                Button {
                    withAnimation { showPicker.toggle() }
                } label: {
                    amountLabel
                }
            }
            Group {
                Text("The chosen amount")
                Text("is…")
                Text(amount)
                Text("Be kind")
                Text("…and friendly,")
                Text("really.")
            }
            if showMoreText {
                Spacer()
                Text("It works!")
            }
        }
        .frame(minWidth: 300, minHeight: 600)
        .overlay(BottomWheelPicker(show: $showPicker, selection: $amount, values: Self.amounts), alignment: .bottom)
    }

    @ViewBuilder private var amountLabel: some View {
        if avoidsPicker {
            Text(amount)
                .bottomWheelPickerAdaptive()
                .padding()
        } else {
            Text(amount)
                .padding()
        }
    }
}
