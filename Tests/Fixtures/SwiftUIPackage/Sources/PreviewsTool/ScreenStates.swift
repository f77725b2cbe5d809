import PreviewRegistry

/// States for the screens' `#Preview`s (Features/Screens), whose files stay as Apple's SwiftUI
/// compiles them: what a user does to reach each state, replayed on the screen.
struct ScreenStates: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition(
                extending: "settings-screen",
                states: [.initial(), PreviewState("pushed", description: "a navigation row's destination", .tap("Privacy & Security"))]),
            PreviewDefinition(
                extending: "sign-in-screen",
                states: [
                    .initial(),
                    PreviewState(
                        "typed", description: "both fields filled, the password focused",
                        .type("jordan@example.com", into: "Email"), .type("correct horse", into: "Password")),
                ]),
            PreviewDefinition(
                extending: "inbox-screen",
                states: [
                    .initial(),
                    PreviewState("swiped", description: "a row's trailing actions", .dragView("Grace Hopper", dx: -160, dy: 0)),
                    PreviewState("pin", description: "a row's leading action", .dragView("Alan Turing", dx: 120, dy: 0)),
                    PreviewState("editing", description: "edit mode", .tap("Edit")),
                ]),
            PreviewDefinition(
                extending: "tab-app-screen",
                states: [.initial(), PreviewState("inbox", description: "the second tab", .tap("Inbox"))]),
            PreviewDefinition(
                extending: "gallery-screen",
                states: [.initial(), PreviewState("scrolled", description: "scrolled to the last tile", .scroll(to: "20"))]),
            // @Observable models: the store in the environment, @Bindable fields and rows.
            PreviewDefinition(
                extending: "tasks-screen",
                states: [
                    .initial(),
                    PreviewState(
                        "added", description: "a task typed and added, another checked off",
                        .type("Call the bank", into: "New task"), .tap("Add"), .toggle(true, title: "Renew passport")),
                ]),
            // An ObservableObject: @StateObject, @ObservedObject, @EnvironmentObject.
            PreviewDefinition(
                extending: "order-screen",
                states: [
                    .initial(),
                    PreviewState("ordered", description: "two flat whites and a croissant", .tap("Flat White"), .tap("Flat White"), .tap("Croissant")),
                ]),
        ]
    }
}
