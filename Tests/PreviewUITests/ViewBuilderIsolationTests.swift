import PreviewUI
import Testing

// SwiftUI's `ViewBuilder` is not isolated to an actor (only `View.body` is main-actor
// isolated): a `@ViewBuilder` function of a type that is not isolated compiles. With PreviewUI's
// earlier `@MainActor` builder, this file did not compile in Swift 6 mode. View modifiers, shape
// fills and strokes, gesture modifiers and views' initialisers (`VStack(…)`, `Label(…)`,
// `Button(…)`) are `nonisolated` as SwiftUI's, so this file compiles in Swift 6 mode without a
// warning (the fixture package's build test fails on any warning from Proofsheet's sources).

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

    /// Modifiers, shape styles and gestures, called outside the main actor.
    @ViewBuilder func badge(_ title: String, onTap: @escaping () -> Void) -> some View {
        Text(title)
            .font(.caption)
            .padding(.horizontal, 8)
            .frame(minWidth: 60, minHeight: 24)
            .background(Capsule().fill(.blue.opacity(0.2)))
            .overlay(Capsule().strokeBorder(.blue, lineWidth: 1))
            .onTapGesture(perform: onTap)
            .gesture(DragGesture().onEnded { _ in onTap() })
            .id(title)
            .accessibilityLabel(title)
    }

    @ViewBuilder static func pair(_ first: String, _ second: String, boxed: Bool) -> some View {
        Text(first)
        Text(second)
        if boxed {
            AnyView(Text("boxed"))
        }
    }
}

/// The README's example: a style helper in a type that is not isolated.
enum Styles {
    static func card(_ v: some View) -> some View {
        v.padding().background(.thinMaterial, in: .rect(cornerRadius: 12))
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

    @Test("The README's nonisolated style helper pads its content by 16 on every side")
    func readmeHelper() throws {
        let host = ViewHost(Styles.card(Text("Hi").frame(width: 40, height: 20)), layout: .sizeThatFits)
        #expect(try host.displayList.size == CGSize(width: 72, height: 52))
    }

    @Test("Modifiers called outside the main actor lay out and take taps as on the main actor")
    func modifiersOutsideTheMainActor() throws {
        let taps = Counter()
        let factory = RowFactory(titles: [])
        let host = ViewHost(factory.badge("New") { taps.count += 1 }, layout: .sizeThatFits)
        let frame = try #require(try host.frame(ofText: "New"))
        // 60 pt wide at least, 24 pt tall at least, the text centred in it.
        #expect(try host.render().displayList.size.width >= 60 && host.render().displayList.size.height >= 24)
        #expect(abs(frame.midX - (try host.render().displayList.size.width) / 2) < 0.5)
        try host.tap(text: "New")
        #expect(taps.count == 1)
    }
}

@MainActor final class Counter {
    var count = 0
}
