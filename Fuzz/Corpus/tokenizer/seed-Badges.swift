import PreviewUI

// Previews of every #Preview form, found at run time by PreviewDiscoveryTests. Their lines
// are checked: move them and update the tests.

struct Badge: View {
    var count: Int
    var body: some View {
        Text("\(count)")
            .padding(6)
            .background(Capsule().fill(Color.red))
    }
}

#Preview { Badge(count: 1) }

// A comment, a block comment with a } brace, and blank lines before a preview.
/* } */

#Preview("Wide badge", traits: .fixedLayout(width: 200, height: 80)) { Badge(count: 2) }

#Preview(traits: .sizeThatFitsLayout) {
    Badge(count: 3)
    Badge(count: 4)
}

#Preview("Landscape", traits: .landscapeLeft) { Badge(count: 5) }

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = false
    Button(isOn ? "On" : "Off") { isOn.toggle() }
}

#Preview("Café", traits: .sizeThatFitsLayout, body: { Text("Crème") })

#if DEBUG
#Preview("Debug only", traits: .sizeThatFitsLayout) { Text("debug") }
#endif

#if os(iOS)
#Preview("Never on Linux") { Text("iOS") }
#endif
