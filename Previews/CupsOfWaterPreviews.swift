import Components
import PreviewRegistry
import PreviewUI

/// A form row for a number of cups that reveals a wheel picker of 0…8 when tapped.
struct CupsOfWaterPreviews: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                "Cups of Water", component: "CollapsibleWheelPicker",
                description: "A form row that shows the current choice and, when tapped, reveals a wheel picker under it; tapping the row again folds the wheel away.",
                layout: .screen(.iPhone15Pro),
                variants: [.light, .dark, .darkRTL],
                states: [
                    .initial("collapsed", description: "The row alone, showing 1 cup."),
                    PreviewState("expanded", description: "The wheel shows 0…8 with 1 in the band.", .tap("Cups of Water")),
                    PreviewState("chose-4", description: "After turning the wheel to 4; the row shows 4.", .tap("Cups of Water"), .select("4")),
                ]
            ) { _ in
                CupsOfWaterForm()
            }
        ]
    }
}

/// The article's full example: a form in a navigation stack with one collapsible wheel row.
struct CupsOfWaterForm: View {
    @State private var cups = 1
    private let choices = Array(0...8)

    var body: some View {
        NavigationStack {
            Form {
                CollapsibleWheelPicker(selection: $cups) {
                    ForEach(choices, id: \.self) { count in
                        Text("\(count)")
                    }
                } label: {
                    Text("Cups of Water")
                    Spacer()
                    Text("\(cups)")
                }
            }
        }
    }
}
