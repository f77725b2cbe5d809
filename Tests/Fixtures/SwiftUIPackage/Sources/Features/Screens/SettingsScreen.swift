import SwiftUI

/// An app's settings screen, as apps write it: a grouped form of toggles, pickers and
/// navigation rows, a destructive sign-out button and the version in the last footer.
public struct SettingsScreen: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    enum StartScreen: String, CaseIterable, Identifiable {
        case inbox = "Inbox", today = "Today", search = "Search"
        var id: Self { self }
    }

    @State private var notificationsEnabled = true
    @State private var soundsEnabled = false
    @State private var badgeAppIcon = true
    @State private var appearance = Appearance.system
    @State private var startScreen = StartScreen.inbox
    @State private var isConfirmingSignOut = false

    public init() {}

    private var version: String {
        let info = Bundle.main.infoDictionary
        let short = info?["CFBundleShortVersionString"] as? String ?? "2.4.1"
        let build = info?["CFBundleVersion"] as? String ?? "318"
        return "Version \(short) (\(build))"
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink {
                        Text("Account")
                            .navigationTitle("Account")
                    } label: {
                        HStack(spacing: 12) {
                            Text("JA")
                                .font(.title3.weight(.semibold))
                                .foregroundStyle(.white)
                                .frame(width: 56, height: 56)
                                .background(Circle().fill(Color.indigo))
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Jordan Appleseed")
                                    .font(.headline)
                                Text("jordan@example.com")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .padding(.vertical, 4)
                    }
                }

                Section {
                    Toggle(isOn: $notificationsEnabled) {
                        Label("Notifications", systemImage: "bell")
                    }
                    Toggle(isOn: $soundsEnabled) {
                        Label("Sounds", systemImage: "speaker.wave.2")
                    }
                    Toggle("Badge App Icon", isOn: $badgeAppIcon)
                        .disabled(!notificationsEnabled)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Get notified about new messages and mentions.")
                }

                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.title).tag(appearance)
                        }
                    }
                    .pickerStyle(.menu)
                    // As written for iOS: `.pickerStyle(.navigationLink)` (a row that pushes a
                    // list of the options); PreviewUI has no NavigationLinkPickerStyle.
                    Picker("Start Screen", selection: $startScreen) {
                        ForEach(StartScreen.allCases) { screen in
                            Text(screen.rawValue).tag(screen)
                        }
                    }
                }

                Section {
                    NavigationLink {
                        Text("Privacy")
                            .navigationTitle("Privacy")
                    } label: {
                        Label("Privacy & Security", systemImage: "lock")
                    }
                    NavigationLink {
                        Text("Storage")
                            .navigationTitle("Storage")
                    } label: {
                        Label("Storage", systemImage: "externaldrive")
                    }
                    NavigationLink {
                        Text("Help")
                            .navigationTitle("Help")
                    } label: {
                        Label("Help & Feedback", systemImage: "questionmark.circle")
                    }
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        isConfirmingSignOut = true
                    }
                } footer: {
                    Text(version)
                        .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of this device?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

#Preview("Settings screen") {
    SettingsScreen()
}

#Preview("Settings screen, full height", traits: .fixedLayout(width: 393, height: 1100)) {
    SettingsScreen()
}
