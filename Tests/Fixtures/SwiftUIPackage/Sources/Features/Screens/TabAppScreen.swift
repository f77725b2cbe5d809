import SwiftUI

/// The tabs of the app.
public enum AppTab: Hashable {
    case today, inbox, library, profile
}

/// An app's root view, as apps targeting iOS 17 write it: a tab view of four small
/// navigation stacks, the selection kept in state, a badge on the inbox.
public struct TabAppScreen: View {
    @State private var selection: AppTab
    @State private var unreadCount = 3

    public init(selection: AppTab = .today) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        TabView(selection: $selection) {
            TodayTab()
                .tabItem {
                    Label("Today", systemImage: "sun.max")
                }
                .tag(AppTab.today)

            InboxTab()
                .tabItem {
                    Label("Inbox", systemImage: "tray")
                }
                .badge(unreadCount)
                .tag(AppTab.inbox)

            LibraryTab()
                .tabItem {
                    Label("Library", systemImage: "books.vertical")
                }
                .tag(AppTab.library)

            ProfileTab()
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                .tag(AppTab.profile)
        }
    }
}

private struct TodayTab: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Up Next") {
                    Label("Design review", systemImage: "calendar")
                    Label("Call with Grace", systemImage: "phone")
                }
                Section("Reminders") {
                    Label("Water the plants", systemImage: "drop")
                    Label("Book flights", systemImage: "airplane")
                }
            }
            .navigationTitle("Today")
        }
    }
}

private struct InboxTab: View {
    var body: some View {
        NavigationStack {
            List(Message.samples.prefix(4)) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender)
                        .font(.headline)
                    Text(message.subject)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }
}

private struct LibraryTab: View {
    private let shelves = ["Reading Now", "Want to Read", "Finished", "Audiobooks"]

    var body: some View {
        NavigationStack {
            List(shelves, id: \.self) { shelf in
                NavigationLink(shelf) {
                    Text(shelf)
                        .navigationTitle(shelf)
                }
            }
            .navigationTitle("Library")
        }
    }
}

private struct ProfileTab: View {
    @State private var isPrivate = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Image(systemName: "person.crop.circle")
                            .font(.system(size: 44))
                            .foregroundStyle(.secondary)
                        VStack(alignment: .leading) {
                            Text("Jordan Appleseed")
                                .font(.headline)
                            Text("Member since 2021")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section {
                    Toggle("Private Account", isOn: $isPrivate)
                }
            }
            .navigationTitle("Profile")
        }
    }
}

#Preview("Tab app screen") {
    TabAppScreen()
}

/// The same app as iOS 18 writes it: the `Tab` API, with the badge on the tab.
@available(iOS 18.0, macOS 15.0, *)
public struct TabAppScreen18: View {
    @State private var selection = AppTab.today

    public init() {}

    public var body: some View {
        TabView(selection: $selection) {
            Tab("Today", systemImage: "sun.max", value: AppTab.today) {
                TodayTab()
            }
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                InboxTab()
            }
            .badge(3)
            Tab("Library", systemImage: "books.vertical", value: AppTab.library) {
                LibraryTab()
            }
            Tab("Profile", systemImage: "person.crop.circle", value: AppTab.profile) {
                ProfileTab()
            }
        }
    }
}

// `@available(iOS 18.0, *)` on the #Preview itself is how Xcode 16 projects write this;
// Proofsheet's #Preview macro rejects an attribute before it, so the check is in the body.
#Preview("Tab app screen, Tab API") {
    if #available(iOS 18.0, macOS 15.0, *) {
        TabAppScreen18()
    }
}
