import Components
import PreviewRegistry
import PreviewUI

/// The chevron that turns when what it stands for opens.
struct CollapseIndicatorPreviews: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                "Collapse indicator", component: "CollapseIndicator",
                description: "A chevron button that points right when closed and down when open, under a label that says which.",
                states: [
                    .initial("closed", description: "Pointing right."),
                    PreviewState("open", description: "After a tap: turned 90° to point down.", .tapIdentifier("collapse-indicator")),
                ]
            ) { _ in
                CollapseIndicatorDemo()
            }
        ]
    }
}

/// The article's preview: a label saying "Open" or "Closed" above the indicator.
struct CollapseIndicatorDemo: View {
    @State private var isShowing = false

    var body: some View {
        Text(isShowing ? "Open" : "Closed")
            .padding(10)
        CollapseIndicator(isShowing: $isShowing)
            .accessibilityIdentifier("collapse-indicator")
    }
}
