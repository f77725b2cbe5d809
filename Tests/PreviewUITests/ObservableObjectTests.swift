import Drawing
import PreviewUI
import Testing

// Combine-style observation: `ObservableObject`, `@Published`, and the views' `@StateObject`,
// `@ObservedObject` and `@EnvironmentObject`.

final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
    /// Not published: changing it tells no one.
    var quiet = 0
}

class Shelf: ObservableObject {
    @Published var count = 0
}

/// A subclass: its own `@Published` and its superclass's share one publisher.
final class LabelledShelf: Shelf {
    @Published var title = "Shelf"
}

/// A view model as apps write them for Swift 6: isolated to the main actor.
@MainActor final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []

    func search() {
        results = query.isEmpty ? [] : ["\(query) 1", "\(query) 2"]
    }
}

/// Counts how many objects a `@StateObject`'s thunk made.
final class MadeCount {
    var value = 0
}

@MainActor @Suite struct ObservableObjectTests {
    @Test("@Published fires objectWillChange before the change, and $name publishes values")
    func publishedPublishes() {
        let basket = Basket()
        var before: [Int] = [], values: [[String]] = []
        let willChange = basket.objectWillChange.sink { before.append(basket.items.count) }
        let items = basket.$items.sink { values.append($0) }
        basket.items.append("Tea")
        basket.quiet += 1
        basket.note = "x"
        #expect(before == [0, 1], "objectWillChange fires before each @Published change, with the old value still there")
        #expect(values == [[], ["Tea"]], "$items sends the current value, then each new one")
        #expect(basket.objectWillChange === basket.objectWillChange, "one publisher per object")
        willChange.cancel()
        items.cancel()
        basket.items = []
        #expect(before.count == 2 && values.count == 2, "cancelled subscriptions hear nothing")
    }

    @Test("A subclass's and its superclass's @Published properties fire one objectWillChange")
    func subclassPublishes() {
        let shelf = LabelledShelf()
        var changes = 0
        let token = shelf.objectWillChange.sink { changes += 1 }
        shelf.count += 1
        shelf.title = "Top"
        #expect(changes == 2)
        token.cancel()
    }

    @Test("assign(to:on:) and assign(to: &$name) write through")
    func assign() {
        final class Target {
            var text = ""
        }
        let basket = Basket(), target = Target()
        let subject = PassthroughSubject<String, Never>()
        let token = subject.assign(to: \.text, on: target)
        subject.send("a")
        #expect(target.text == "a")
        token.cancel()
        var changes = 0
        let watch = basket.objectWillChange.sink { changes += 1 }
        subject.assign(to: &basket.$note)
        subject.send("b")
        #expect(basket.note == "b" && changes == 1)
        watch.cancel()
    }

    struct BasketBadge: View {
        @ObservedObject var basket: Basket
        var body: some View {
            Text(basket.items.last ?? "empty")
            TextField("Note", text: $basket.note)
        }
    }

    struct BasketCount: View {
        static let propertyLine = #line + 1
        @EnvironmentObject var basket: Basket
        var body: some View { Text("\(basket.items.count) items") }
    }

    struct BasketScreen: View {
        let made: MadeCount
        @StateObject private var basket: Basket

        init(made: MadeCount) {
            self.made = made
            _basket = StateObject(wrappedValue: {
                made.value += 1
                return Basket()
            }())
        }

        var body: some View {
            VStack {
                Button("Add") { basket.items.append("Tea \(basket.items.count + 1)") }
                BasketBadge(basket: basket)
                BasketCount()
            }
            .environmentObject(basket)
        }
    }

    @Test("@StateObject is made once per identity; changes reach @ObservedObject and @EnvironmentObject views")
    func objectWrappers() throws {
        let made = MadeCount()
        let host = ViewHost(BasketScreen(made: made), layout: .fixed(width: 300, height: 200))
        #expect(try host.shownTexts.contains("0 items"))
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        let shown = try host.shownTexts
        #expect(shown.contains("Tea 2") && shown.contains("2 items"), "\(shown)")
        // The thunk runs once, when the host first meets the view: frames made again reuse it.
        #expect(made.value == 1)
        // $basket.note through ObservedObject.Wrapper's dynamic member lookup.
        try host.type("for Sunday", into: "Note")
        #expect(try host.textField("Note").text == "for Sunday")
        #expect(host.approximations.isEmpty)
    }

    @Test("An unread, unpublished change does not lay out again; a published one does")
    func onlyPublishedChangesInvalidate() throws {
        let basket = Basket()
        let host = ViewHost(BasketBadge(basket: basket), layout: .fixed(width: 200, height: 80))
        let first = try host.render()
        basket.quiet += 1
        #expect(try host.render().displayList == first.displayList)
        basket.items = ["Jam"]
        #expect(try host.shownTexts.first == "Jam")
    }

    @Test("A missing @EnvironmentObject is reported at its line; the rest is drawn")
    func missingEnvironmentObject() throws {
        let host = ViewHost(VStack {
            Text("Header")
            BasketCount()
        }, layout: .fixed(width: 240, height: 120))
        let shown = try host.shownTexts
        #expect(shown == ["Header", "No Basket in the environment"])
        let report = try #require(host.approximations.first)
        #expect(report.cause.hasPrefix("No ObservableObject of type Basket found"))
        #expect(report.cause.contains(".environmentObject(_:)"))
        #expect(report.location == "ObservableObjectTests.swift:\(BasketCount.propertyLine)")
    }

    struct SearchScreen: View {
        @StateObject private var model = SearchModel()
        @State private var heard: [String] = []
        var body: some View {
            TextField("Search", text: $model.query)
            Button("Go") { model.search() }
            ForEach(model.results, id: \.self) { Text($0) }
            Text("heard \(heard.joined(separator: ","))")
                .onReceive(model.$query) { heard.append($0) }
        }
    }

    @Test("A main-actor view model: $model.query, onReceive of its publisher, published results")
    func mainActorViewModel() throws {
        let host = ViewHost(SearchScreen(), layout: .fixed(width: 300, height: 240))
        try host.type("tea", into: "Search")
        try host.tap(text: "Go")
        let shown = try host.shownTexts
        #expect(shown.contains("tea 1") && shown.contains("tea 2"), "\(shown)")
        // onReceive hears the current value when it subscribes, then each new one.
        #expect(shown.last?.hasPrefix("heard ,") == true && shown.last?.hasSuffix(",tea") == true, "\(shown)")
    }
}
