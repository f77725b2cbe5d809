import Drawing
import PreviewUI
import Testing

// `@Observable` (Observation, re-exported by PreviewUI as by SwiftUI), `@Bindable`,
// `@Environment(Model.self)`: the host re-renders when a property a frame read changes.

@Observable final class TallyModel {
    var count = 0
    /// Read by no view.
    var note = ""
}

/// Changed from another thread by a test (Observation's callbacks then come from there).
@Observable final class SharedTally: @unchecked Sendable {
    var count = 0
    var unread = 0
}

/// Isolated to the main actor, as apps' models often are in Swift 6.
@MainActor @Observable final class ProfileModel {
    var name = ""
    var isPublic = false
}

/// Counts body evaluations (not observed: a plain class).
final class BodyCount {
    var value = 0
    func tick() -> Int {
        value += 1
        return value
    }
}

@MainActor @Suite struct ObservationTests {
    struct Tally: View {
        @State var model = TallyModel()
        var body: some View {
            Button("Add") { model.count += 1 }
            Text("\(model.count)")
        }
    }

    @Test("An @Observable model in @State, changed by a tap, draws the next frame")
    func tapChangesTheModel() throws {
        let host = ViewHost(Tally())
        #expect(try host.shownTexts == ["Add", "0"])
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        #expect(try host.shownTexts == ["Add", "2"])
        // The model is the host's (made once per identity, as @State's value is): another
        // host of the same view starts from 0.
        #expect(try ViewHost(Tally()).shownTexts == ["Add", "0"])
    }

    struct Reader: View {
        let model: SharedTally
        let bodies: BodyCount
        var body: some View {
            let _ = bodies.tick()
            Text("\(model.count)")
        }
    }

    @Test("Only a change to a property the frame read lays it out again, from any thread")
    func onlyReadPropertiesInvalidate() async throws {
        let model = SharedTally(), bodies = BodyCount()
        let host = ViewHost(Reader(model: model, bodies: bodies), layout: .fixed(width: 80, height: 40))
        let first = try host.render()
        #expect(bodies.value == 1)
        model.unread += 1
        let same = try host.render()
        #expect(bodies.value == 1, "no view read `unread`: the frame stands")
        #expect(same.displayList == first.displayList)
        model.count = 7
        #expect(try host.shownTexts == ["7"])
        #expect(bodies.value == 2)
        // Observation calls back on the thread that changes the model.
        await Task.detached { model.count = 8 }.value
        #expect(try host.shownTexts == ["8"])
        #expect(bodies.value == 3)
    }

    struct AppearLoader: View {
        @State var model = TallyModel()
        var body: some View {
            Text(model.count == 0 ? "Loading" : "Loaded \(model.count)")
                .onAppear { model.count = 3 }
        }
    }

    @Test("A model changed by onAppear after the first layout is drawn changed")
    func onAppearChangesAreDrawn() throws {
        let frame = try ViewHost(AppearLoader()).render()
        #expect(frame.passes == 2)
        #expect(frame.displayList.dump.contains("Loaded 3"))
    }

    struct ProfileForm: View {
        @Bindable var profile: ProfileModel
        var body: some View {
            VStack {
                TextField("Name", text: $profile.name)
                Toggle("Public", isOn: $profile.isPublic)
                Text(profile.isPublic ? "Shown to all" : "Hidden")
            }
        }
    }

    @Test("@Bindable bindings into a TextField and a Toggle write the model")
    func bindableBindings() throws {
        let profile = ProfileModel()
        let host = ViewHost(ProfileForm(profile: profile), layout: .fixed(width: 320, height: 160))
        try host.type("Ada", into: "Name")
        try host.setToggle(true, titled: "Public")
        #expect(profile.name == "Ada" && profile.isPublic)
        let shown = try host.shownTexts
        #expect(shown.contains("Ada") && shown.contains("Shown to all"), "\(shown)")
        #expect(try host.value(ofControl: "toggle", titled: "Public") == AnyHashable(true))
        // Bindable as a value, as SwiftUI has it.
        let name = Bindable(profile).name
        name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
    }

    struct EnvironmentEditor: View {
        @Environment(ProfileModel.self) private var profile
        var body: some View {
            // A local @Bindable in a body, as SwiftUI allows.
            @Bindable var profile = profile
            TextField("Name", text: $profile.name)
            Text("Hello, \(profile.name)")
        }
    }

    struct OptionalReader: View {
        @Environment(ProfileModel.self) private var profile: ProfileModel?
        var body: some View {
            Text(profile?.name ?? "no profile")
        }
    }

    @Test("@Environment(Model.self) reads what .environment(_:) put above it, optionally")
    func observableInTheEnvironment() throws {
        let profile = ProfileModel()
        let host = ViewHost(VStack {
            EnvironmentEditor()
            OptionalReader()
        }.environment(profile), layout: .fixed(width: 320, height: 160))
        try host.type("Lin", into: "Name")
        #expect(profile.name == "Lin")
        #expect(try host.shownTexts.contains("Hello, Lin"))
        #expect(try host.shownTexts.last == "Lin")
        #expect(host.approximations.isEmpty)
        #expect(try ViewHost(OptionalReader()).shownTexts == ["no profile"])
        // nil takes the object out again.
        let removed = ViewHost(OptionalReader().environment(Optional<ProfileModel>.none).environment(profile))
        #expect(try removed.shownTexts == ["no profile"])
    }

    struct NeedsProfile: View {
        static let propertyLine = #line + 1
        @Environment(ProfileModel.self) var profile
        var body: some View { Text(profile.name) }
    }

    @Test("A missing Observable object is reported at the property's line; the rest is drawn")
    func missingObservableObject() throws {
        let line = NeedsProfile.propertyLine
        let host = ViewHost(VStack {
            Text("Above")
            NeedsProfile()
        }, layout: .fixed(width: 240, height: 120))
        let shown = try host.shownTexts
        #expect(shown.first == "Above")
        #expect(shown.contains("No ProfileModel in the environment"))
        let report = try #require(host.approximations.first)
        #expect(report.cause.hasPrefix("No Observable object of type ProfileModel found"))
        #expect(report.cause.contains(".environment(_:)"))
        #expect(report.file == "PreviewUITests/ObservationTests.swift" && report.line == line)
    }

    @Test("Missing environment object placeholder", arguments: [ColorScheme.light, .dark])
    func missingObjectGolden(_ scheme: ColorScheme) throws {
        try GoldenImage.check(NeedsProfile(), named: "missing-environment-object-\(scheme)",
                              layout: .fixed(width: 180, height: 60), colorScheme: scheme)
    }
}
