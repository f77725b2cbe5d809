import Components
import PreviewRegistry
import PreviewUI

/// The segmented picker of icons and titles, hard-coded and generic, in each selection.
struct TextAndIconPickerPreviews: PreviewSource {
    static let choices: [PreviewState] = [
        .initial("car", description: "The first segment is selected."),
        PreviewState("bicycle", description: "After tapping Bicycle.", .tap("Bicycle")),
        PreviewState("airplane", description: "After tapping Airplane.", .tap("Airplane")),
    ]

    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                "Transportation picker", component: "TextAndIconPicker",
                description: "The hard-coded first version: car, bicycle and airplane with 14-point titles, padded as in the article's preview.",
                states: choices
            ) { _ in
                TransportationPicker().padding()
            },
            PreviewDefinition(
                "Text and icon picker", component: "TextAndIconPicker",
                description: "The generic picker over TransportationType: the selected icon black with a semibold title, the others grey and light.",
                states: choices
            ) { _ in
                TransportationChoice()
            },
        ]
    }
}

/// The generic picker with its own selection, as the article's preview holds it.
struct TransportationChoice: View {
    @State private var transport = TransportationType.car

    var body: some View {
        TextAndIconPicker(
            sources: TransportationType.allCases,
            imageForSource: { Image(systemName: $0.symbolName) },
            titleForSource: { $0.title },
            selection: $transport)
    }
}
