import Components
import PreviewRegistry
import PreviewUI

/// Five words in a column, shown whole or cut to their top 10 points by `collapsable`.
struct CollapsablePreviews: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                "Collapsable", component: "CollapsableModifier",
                description: "The collapsable modifier keeps a view's natural height and clips it to the top when collapsed.",
                layout: .fixed(width: 160, height: 160),
                states: [
                    .initial("expanded", description: "All five lines.", parameters: ["isCollapsed": false]),
                    .initial("collapsed", description: "Only the top 10 points.", parameters: ["isCollapsed": true]),
                ]
            ) { parameters in
                CollapsableColumn(isCollapsed: parameters.bool("isCollapsed", default: false))
            }
        ]
    }
}

/// The article's demo: "This is a tall view", one word per line, made collapsable.
struct CollapsableColumn: View {
    @State private var isCollapsed: Bool

    init(isCollapsed: Bool) {
        _isCollapsed = State(initialValue: isCollapsed)
    }

    var body: some View {
        VStack {
            ForEach(["This", "is", "a", "tall", "view"], id: \.self) { word in
                Text(word)
            }
        }
        .collapsable(isCollapsed: $isCollapsed, collapsedHeight: 10)
    }
}
