import SwiftUI

/// Shared sample data, as Apple's documentation shows PreviewModifier.
struct SampleGreeting: PreviewModifier {
    static func makeSharedContext() async throws -> String { "Hello, preview" }

    func body(content: Content, context: String) -> some View {
        content.environment(\.greeting, context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleGreeting: Self { .modifier(SampleGreeting()) }
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "no greeting"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct GreetingCard: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Card(title: greeting) }
}
