import PreviewUI
import Testing

// Code written the way a SwiftUI developer writes it: change `import PreviewUI` to
// `import SwiftUI` and every view below compiles on Apple platforms unchanged. The tests check
// that it compiles here too and that what it shows is right.

struct TodoItem: Identifiable, Hashable {
    let id: Int
    let title: String
    var isDone: Bool
}

/// A generic container with a builder closure, as design systems write cards.
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// A custom modifier with an `extension View` helper.
struct Highlight: ViewModifier {
    var isOn: Bool

    func body(content: Content) -> some View {
        content
            .padding(8)
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(isOn ? Color.accentColor : Color.gray, lineWidth: isOn ? 2 : 1)
            )
    }
}

extension View {
    func highlighted(_ isOn: Bool = true) -> some View {
        modifier(Highlight(isOn: isOn))
    }
}

enum LoadState {
    case idle
    case loading(progress: Int)
    case failed(message: String)
}

/// A `switch` over an enum with associated values in a builder.
struct LoadStateView: View {
    let state: LoadState

    var body: some View {
        switch state {
        case .idle:
            Text("Idle")
        case .loading(let progress):
            HStack {
                Image(systemName: "clock")
                Text("Loading \(progress)%")
            }
        case .failed(let message):
            Label(message, systemImage: "xmark")
                .foregroundStyle(.red)
        }
    }
}

/// A screen with a multi-statement body, state, environment, optional views, `if`/`else`,
/// `ForEach` over identifiable and hashable data, `Group` and `AnyView`.
struct TodoScreen: View {
    let items: [TodoItem]
    var footnote: String?
    @State private var showDone = true
    @Environment(\.colorScheme) private var colorScheme

    private var badge: Text? {
        items.isEmpty ? nil : Text("\(items.count)")
    }

    var body: some View {
        let visible = showDone ? items : items.filter { !$0.isDone }
        let remaining = items.filter { !$0.isDone }.count
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Today")
                    .font(.largeTitle)
                    .bold()
                Spacer()
                badge
            }
            Card(title: "Tasks") {
                ForEach(visible) { item in
                    HStack {
                        Image(systemName: item.isDone ? "checkmark" : "circle")
                        Text(item.title)
                            .strikethroughIfDone(item.isDone)
                        Spacer()
                    }
                }
            }
            if remaining == 0 {
                Text("All done")
            } else if remaining == 1 {
                Text("One left")
            } else {
                Text("\(remaining) left")
                    .highlighted()
            }
            if let footnote {
                Text(footnote)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Group {
                Text("Tags:")
                ForEach(["home", "work"], id: \.self) { tag in
                    Text("#\(tag)")
                }
            }
            .font(.caption)
            AnyView(Text(colorScheme == .dark ? "Dark mode" : "Light mode"))
            Toggle("Show done", isOn: $showDone)
        }
        .padding()
    }
}

extension Text {
    /// Text's own modifiers return Text, so helpers can chain them.
    func strikethroughIfDone(_ done: Bool) -> Text {
        done ? self.foregroundColor(.gray) : self
    }
}

/// A view that owns nothing and is driven by a binding from outside.
struct VolumeRow: View {
    @Binding var isMuted: Bool

    var body: some View {
        Toggle(isOn: $isMuted) {
            Label("Mute", systemImage: isMuted ? "minus" : "plus")
        }
    }
}

@MainActor
struct SwiftUIShapeTests {
    static let items = [
        TodoItem(id: 1, title: "Buy milk", isDone: true),
        TodoItem(id: 2, title: "Write tests", isDone: false),
        TodoItem(id: 3, title: "Ship it", isDone: false),
    ]

    @Test("A screen with state, environment, optionals, if/else, ForEach, Group and AnyView renders")
    func todoScreen() throws {
        let host = ViewHost(TodoScreen(items: Self.items, footnote: "Synced"), layout: .screen(.iPhone15Pro))
        let texts = try host.shownTexts
        #expect(texts.starts(with: ["Today", "3", "Tasks", "Buy milk", "Write tests", "Ship it", "2 left", "Synced",
                                    "Tags:", "#home", "#work", "Light mode", "Show done"]))
        // Turning the toggle off hides the done item: @State through a $binding.
        try host.setToggle(false, titled: "Show done")
        #expect(try !host.shownTexts.contains("Buy milk"))
        #expect(try host.shownTexts.contains("Write tests"))
    }

    @Test("An empty list drops the optional badge and takes the other branch")
    func emptyScreen() throws {
        let host = ViewHost(TodoScreen(items: []), layout: .sizeThatFits)
        let texts = try host.shownTexts
        #expect(texts.starts(with: ["Today", "Tasks", "All done", "Tags:"]))
        #expect(!texts.contains("Synced"))
    }

    @Test(".environment(\\.colorScheme, .dark) reaches @Environment(\\.colorScheme)")
    func environmentOverride() throws {
        let host = ViewHost(TodoScreen(items: Self.items).environment(\.colorScheme, .dark), layout: .sizeThatFits)
        #expect(try host.shownTexts.contains("Dark mode"))
        let dark = ViewHost(TodoScreen(items: Self.items), layout: .sizeThatFits, colorScheme: .dark)
        #expect(try dark.shownTexts.contains("Dark mode"))
    }

    @Test("A switch over an enum picks the matching case")
    func switchInBuilder() throws {
        #expect(try ViewHost(LoadStateView(state: .idle)).shownTexts == ["Idle"])
        #expect(try ViewHost(LoadStateView(state: .loading(progress: 40))).shownTexts == ["Loading 40%"])
        #expect(try ViewHost(LoadStateView(state: .failed(message: "Offline"))).shownTexts == ["Offline"])
    }

    @Test("A custom ViewModifier through its View extension pads and outlines the view")
    func customModifier() throws {
        let plain = try ViewHost(Text("Tag"), layout: .sizeThatFits).displayList.size
        let host = ViewHost(Text("Tag").highlighted(), layout: .sizeThatFits)
        #expect(try host.displayList.size == CGSize(width: plain.width + 16, height: plain.height + 16))
        let strokes = try host.displayList.ops.filter { if case .stroke = $0 { true } else { false } }
        #expect(strokes.count == 1)
    }

    @Test("Binding(get:set:) writes go to the owner; .constant never changes")
    func bindings() throws {
        final class Owner { var muted = false }
        let owner = Owner()
        let binding = Binding(get: { owner.muted }, set: { owner.muted = $0 })
        let host = ViewHost(VolumeRow(isMuted: binding))
        try host.setToggle(true)
        #expect(owner.muted)

        let constant = ViewHost(VolumeRow(isMuted: .constant(false)))
        try constant.setToggle(true)
        #expect(try constant.value(ofControl: "toggle") == AnyHashable(false))
    }

    @Test("A generic container with a @ViewBuilder closure lays out its content below its title")
    func genericContainer() throws {
        let host = ViewHost(Card(title: "Title") {
            Text("First")
            Text("Second")
        }, layout: .fixed(width: 300, height: 200))
        let title = try #require(try host.frame(ofText: "Title"))
        let first = try #require(try host.frame(ofText: "First"))
        let second = try #require(try host.frame(ofText: "Second"))
        #expect(title.minX == 16 && first.minX == 16 && second.minX == 16)
        #expect(first.minY > title.maxY && second.minY > first.maxY)
    }
}
