import PreviewUI
import Testing

// SwiftUI's `ViewBuilder` is not isolated to an actor (only `View.body` is main-actor
// isolated): a `@ViewBuilder` function of a type that is not isolated compiles. With PreviewUI's
// earlier `@MainActor` builder, this file did not compile in Swift 6 mode. (Modifiers that return
// `some View`, such as `.padding()`, are still main-actor isolated in PreviewUI, where SwiftUI's
// are not: such a call in a nonisolated builder does not compile yet.)

/// Not isolated to an actor: its builder functions make views as SwiftUI's do.
struct RowFactory {
    let titles: [String]

    @ViewBuilder func row(_ index: Int) -> some View {
        if index < titles.count {
            Text(titles[index])
        } else {
            EmptyView()
        }
    }

    @ViewBuilder func card(_ title: String) -> some View {
        VStack(alignment: .leading) {
            Label(title, systemImage: "star")
            HStack {
                Text(title).font(.headline)
                Spacer()
                Button("Open") {}
            }
            ForEach(titles, id: \.self) { Text($0) }
        }
    }

    @ViewBuilder static func pair(_ first: String, _ second: String, boxed: Bool) -> some View {
        Text(first)
        Text(second)
        if boxed {
            AnyView(Text("boxed"))
        }
    }
}

@MainActor @Suite struct NonisolatedBuilderTests {
    @Test("A @ViewBuilder function of a type that is not isolated builds views")
    func builderOutsideTheMainActor() throws {
        let factory = RowFactory(titles: ["One", "Two"])
        let host = ViewHost(VStack {
            factory.row(1)
            factory.row(5)
            RowFactory.pair("A", "B", boxed: true)
            factory.card("Card")
        })
        #expect(try host.shownTexts == ["Two", "A", "B", "boxed", "Card", "Card", "Open", "One", "Two"])
    }
}
