import PreviewRegistry

/// States and variants for Features' `#Preview("Switch")`, whose file stays as Apple's
/// SwiftUI compiles it.
struct SwitchStates: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                extending: "switch", states: [.initial("off"), PreviewState("on", .toggle(true))],
                variants: [.light, .dark, .darkRTL])
        ]
    }
}
