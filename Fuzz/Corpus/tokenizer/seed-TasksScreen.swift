import SwiftUI

/// One task of a list, observed by the row that shows it.
@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool

    init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}

/// The app's tasks, shared through the environment.
@Observable
final class TaskStore {
    var items: [TodoItem]
    var draft = ""
    @ObservationIgnored private var nextID: Int

    init(items: [TodoItem]) {
        self.items = items
        nextID = (items.map(\.id).max() ?? 0) + 1
    }

    var remaining: Int { items.filter { !$0.isDone }.count }

    func addDraft() {
        let title = draft.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: title))
        nextID += 1
        draft = ""
    }

    static var sample: TaskStore {
        TaskStore(items: [
            TodoItem(id: 1, title: "Renew passport"),
            TodoItem(id: 2, title: "Book the dentist", isDone: true),
            TodoItem(id: 3, title: "Water the plants"),
        ])
    }
}

/// A to-do screen as apps write it with Observation: the store is the screen's state, put in
/// the environment for the views below, which bind to it and to each task with `@Bindable`.
public struct TasksScreen: View {
    @State private var store = TaskStore.sample

    public init() {}

    public var body: some View {
        NavigationStack {
            TaskList()
                .navigationTitle("Tasks")
        }
        .environment(store)
    }
}

struct TaskList: View {
    @Environment(TaskStore.self) private var store

    var body: some View {
        @Bindable var store = store
        List {
            Section {
                ForEach(store.items) { item in
                    TaskRow(item: item)
                }
            } footer: {
                Text(store.remaining == 1 ? "1 task left" : "\(store.remaining) tasks left")
            }

            Section("New Task") {
                HStack {
                    TextField("New task", text: $store.draft)
                        .onSubmit(store.addDraft)
                    Button("Add") { store.addDraft() }
                        .disabled(store.draft.isEmpty)
                }
            }
        }
    }
}

struct TaskRow: View {
    @Bindable var item: TodoItem

    var body: some View {
        Toggle(isOn: $item.isDone) {
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)
        }
    }
}

#Preview("Tasks screen") {
    TasksScreen()
}
