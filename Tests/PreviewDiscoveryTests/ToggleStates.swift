import PreviewRegistry

/// More states for the `#Preview("Toggle")` of Badges.swift, by its name.
struct ToggleStates: PreviewSource {
    static var previews: [PreviewDefinition] {
        [PreviewDefinition(extending: "toggle", states: [.initial("off"), PreviewState("on", .tap("Off"))])]
    }
}
