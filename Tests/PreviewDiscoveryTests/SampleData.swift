import PreviewUI

/// A preview modifier whose context counts how often it is made.
@MainActor var sampleContextsMade = 0

struct SampleGreeting: PreviewModifier {
    static func makeSharedContext() throws -> String {
        sampleContextsMade += 1
        return "Hello from the context"
    }

    func body(content: Content, context: String) -> some View {
        VStack {
            Text(context)
            content
        }
    }
}

struct BrokenSample: PreviewModifier {
    struct NoData: Error, CustomStringConvertible { var description: String { "the sample file is missing" } }
    static func makeSharedContext() async throws -> Int { throw NoData() }
    func body(content: Content, context: Int) -> some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var greeting: PreviewTrait<T> { .modifier(SampleGreeting()) }
}

#Preview("Greeting one", traits: .greeting, .sizeThatFitsLayout) { Text("One") }
#Preview("Greeting two", traits: .modifier(SampleGreeting()), .sizeThatFitsLayout) { Text("Two") }
#Preview("Broken sample", traits: .modifier(BrokenSample())) { Text("never") }
