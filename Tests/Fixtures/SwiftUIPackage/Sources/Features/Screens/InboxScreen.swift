import SwiftUI

/// One message in the inbox.
public struct Message: Identifiable, Hashable, Sendable {
    public let id: Int
    var sender: String
    var subject: String
    var snippet: String
    var date: Date
    var isUnread = false
    var isPinned = false

    var initials: String {
        sender.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    /// A colour per sender, as mail apps pick one for an avatar.
    var avatarColor: Color {
        let palette: [Color] = [.blue, .orange, .green, .purple, .pink, .teal]
        return palette[id % palette.count]
    }
}

extension Message {
    /// 1 June 2026 (the previews' "now" is 9:41 that morning, GMT).
    public static let samples: [Message] = {
        let morning = Date(timeIntervalSince1970: 1_780_304_400)  // 9:00
        let hour: TimeInterval = 3600
        return [
            Message(id: 1, sender: "Ada Lovelace", subject: "Notes on the engine",
                    snippet: "I have attached my translation with the notes.", date: morning, isUnread: true, isPinned: true),
            Message(id: 2, sender: "Grace Hopper", subject: "Lunch on Thursday?",
                    snippet: "There is a new place near the harbour.", date: morning - 2 * hour, isUnread: true),
            Message(id: 3, sender: "Alan Turing", subject: "Re: the imitation game",
                    snippet: "Can machines think? I propose to consider the question.", date: morning - 20 * hour),
            Message(id: 4, sender: "Katherine Johnson", subject: "Trajectory check",
                    snippet: "The numbers agree to the eighth decimal place.", date: morning - 44 * hour),
            Message(id: 5, sender: "Linus Pauling", subject: "Lunch menu",
                    snippet: "Vitamin C, naturally.", date: morning - 70 * hour),
            Message(id: 6, sender: "Edsger Dijkstra", subject: "Shortest paths",
                    snippet: "Goto statements considered harmful, as discussed.", date: morning - 96 * hour),
        ]
    }()
}

/// A mail inbox, as apps write it: a searchable list of messages with swipe actions on both
/// sides, deletion in edit mode, and a compose button.
public struct InboxScreen: View {
    @State private var messages: [Message]
    @State private var searchText: String

    public init(messages: [Message] = Message.samples, searchText: String = "") {
        _messages = State(initialValue: messages)
        _searchText = State(initialValue: searchText)
    }

    private var filteredMessages: [Message] {
        guard !searchText.isEmpty else { return messages }
        return messages.filter {
            $0.sender.localizedCaseInsensitiveContains(searchText) || $0.subject.localizedCaseInsensitiveContains(searchText)
        }
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(filteredMessages) { message in
                    NavigationLink(value: message) {
                        MessageRow(message: message)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            delete(message)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            archive(message)
                        } label: {
                            Label("Archive", systemImage: "archivebox")
                        }
                        .tint(.indigo)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            togglePin(message)
                        } label: {
                            Label(message.isPinned ? "Unpin" : "Pin", systemImage: "pin")
                        }
                        .tint(.orange)
                    }
                }
                .onDelete(perform: delete)
            }
            .listStyle(.plain)
            .searchable(text: $searchText, prompt: "Search messages")
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                Text(message.snippet)
                    .padding()
                    .navigationTitle(message.subject)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }

    private func delete(at offsets: IndexSet) {
        let ids = offsets.map { filteredMessages[$0].id }
        messages.removeAll { ids.contains($0.id) }
    }

    private func delete(_ message: Message) {
        messages.removeAll { $0.id == message.id }
    }

    private func archive(_ message: Message) {
        messages.removeAll { $0.id == message.id }
    }

    private func togglePin(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isPinned.toggle()
    }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(message.initials)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(message.avatarColor, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    if message.isPinned {
                        Image(systemName: "pin.fill")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                    Text(message.date, format: .dateTime.hour().minute())
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                    .fontWeight(message.isUnread ? .semibold : .regular)
                    .lineLimit(1)
                Text(message.snippet)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview("Inbox screen") {
    InboxScreen()
}

#Preview("Inbox screen, searching") {
    InboxScreen(searchText: "lunch")
}
