import SwiftUI

// Every form of #Preview, as Xcode accepts it. The test checks the lines of these previews:
// move one and update SwiftUIPackageTests.

public struct Card: View {
    var title: String
    var detail: String = "Detail"

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            Text(detail).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

#Preview { Card(title: "Untitled") }

// A comment with a } brace, and blank lines, above a preview.
/* { */

#Preview("Titled") {
    Card(title: "Titled")
}

#Preview("Fits", traits: .sizeThatFitsLayout) { Card(title: "Fits") }

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 120)) { Card(title: "Fixed") }

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) { Card(title: "Landscape") }

#Preview(traits: .sizeThatFitsLayout) {
    Card(title: "First of two")
    Card(title: "Second of two")
}

#Preview("Switch", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn)
        .padding()
}

#Preview("Café", traits: .sizeThatFitsLayout, body: { Card(title: "Crème brûlée") })

#Preview("Sample data", traits: .sampleGreeting, .sizeThatFitsLayout) { GreetingCard() }

@available(iOS 18, macOS 15, *)
#Preview("Available", traits: .sizeThatFitsLayout) { Card(title: "iOS 18") }

#if DEBUG
#Preview("Debug only", traits: .sizeThatFitsLayout) { Card(title: "DEBUG") }
#endif

#if os(iOS)
#Preview("iOS only") { Card(title: "never on Linux") }
#endif
