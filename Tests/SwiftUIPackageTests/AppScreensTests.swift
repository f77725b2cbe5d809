import Drawing
import Foundation
import Testing

/// Seven screens as apps write them (Features/Screens in the fixture package: a settings form,
/// a sign-in form, a searchable inbox with swipe actions, a tab app, a grid gallery, a to-do
/// list on @Observable models, an order on an ObservableObject), compiled
/// unchanged with `import SwiftUI`, listed with the states the tool target gives them, and
/// rendered light and dark into `.build/fixtures/screens/` (kept, to be looked at).
extension FixturePackage {
@Suite(.serialized) struct AppScreensTests {
    /// Preview → its file, states and the approximations PreviewUI may report for it (any
    /// other is a new one: it fails here so that someone looks at the picture).
    static let screens: [(preview: String, file: String, states: [String], approximations: Set<String>)] = [
        ("settings-screen", "SettingsScreen.swift", ["initial", "pushed"], []),
        // A taller layout shows the last section without scrolling.
        ("settings-screen-full-height", "SettingsScreen.swift", ["initial"], []),
        ("sign-in-screen", "SignInScreen.swift", ["initial", "typed"], []),
        ("sign-in-screen-email-filled", "SignInScreen.swift", ["initial"], []),
        ("inbox-screen", "InboxScreen.swift", ["initial", "swiped", "pin", "editing"], []),
        ("inbox-screen-searching", "InboxScreen.swift", ["initial"], []),
        ("tab-app-screen", "TabAppScreen.swift", ["initial", "inbox"], [booksStandIn]),
        ("tab-app-screen-tab-api", "TabAppScreen.swift", ["initial"], [booksStandIn]),
        ("gallery-screen", "GalleryScreen.swift", ["initial", "scrolled"], [scrolledUnderBar]),
        ("order-screen", "OrderScreen.swift", ["initial", "ordered"], []),
        ("tasks-screen", "TasksScreen.swift", ["initial", "added"], []),
    ]
    /// Bootstrap has no standing books: its two journals stand in, and are said.
    static let booksStandIn = "SF Symbol 'books.vertical' has no close stand-in"
    static let scrolledUnderBar = "NavigationStack and TabView bars: the chrome material is an estimate of iOS's (σ 10 pt blur of the content under the bar, saturation, tint)"

    private func fixture() async throws -> SwiftUIPackageFixture {
        let fixture = try await SwiftUIPackageFixture.shared.value
        try #require(fixture.toolBuild.status == 0, "the fixture package did not build:\n\(fixture.toolBuild.output.suffix(6000))")
        return fixture
    }

    @Test func theScreensCompileUnchangedAndAreListedWithTheirStates() async throws {
        let fixture = try await fixture()
        let folder = fixture.root.appendingPathComponent("Sources/Features/Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files == [
            "GalleryScreen.swift", "InboxScreen.swift", "OrderScreen.swift", "SettingsScreen.swift", "SignInScreen.swift",
            "TabAppScreen.swift", "TasksScreen.swift",
        ])
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(text.split(separator: "\n").filter { $0.hasPrefix("import ") } == ["import SwiftUI"], "\(file)")
        }
        #expect(fixture.toolBuild.warnings.filter { $0.contains("Screens/") } == [], "\(fixture.toolBuild.warnings)")

        let run = try fixture.tool(["list", "--json"])
        try #require(run.status == 0, "\(run)")
        let json = run.output.split(separator: "\n").drop { !$0.hasPrefix("[") }.joined(separator: "\n")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var lines: [String: [Int]] = [:]
        for file in Set(Self.screens.map(\.file)) {
            lines[file] = try fixture.previewLines("Sources/Features/Screens/\(file)")
        }
        var nth: [String: Int] = [:]
        for screen in Self.screens {
            let mine = rows.filter { $0["preview"] as? String == screen.preview }
            let index = nth[screen.file, default: 0]
            nth[screen.file] = index + 1
            let line = try #require(lines[screen.file]?.dropFirst(index).first, "\(screen.file) has too few #Previews")
            #expect(Set(mine.compactMap { $0["declaredAt"] as? String }) == ["\(screen.file):\(line)"], "\(screen.preview)")
            #expect(mine.map { "\($0["state"]!)-\($0["variant"]!)" }.sorted()
                    == screen.states.flatMap { ["\($0)-light", "\($0)-dark"] }.sorted(), "\(screen.preview)")
            for row in mine {
                #expect(row["error"] == nil || row["error"] is NSNull, "\(row)")
                let height = screen.preview.hasSuffix("full-height") ? 1100.0 : 852
                #expect(row["width"] as? Double == 393 && row["height"] as? Double == height, "the device's screen: \(row)")
                let said = Set(((row["approximations"] as? [[String: Any]]) ?? []).compactMap { $0["cause"] as? String })
                #expect(said.isSubset(of: screen.approximations), "\(screen.preview): new approximations \(said.subtracting(screen.approximations))")
            }
        }
        // Every #Preview of the screens is one of those above.
        #expect(lines.mapValues(\.count) == nth)
    }

    @Test func theScreensRenderLightAndDark() async throws {
        let fixture = try await fixture()
        let output = fixture.root.deletingLastPathComponent().appendingPathComponent("screens")
        try? FileManager.default.removeItem(at: output)
        // One run for all of them (their previews are named "… screen"): a run of the tool
        // costs more than drawing a few more snapshots.
        let render = try fixture.tool(["render", "screen", "--output", output.path, "--format", "png"])
        #expect(render.status == 0, "\(render)")
        var images: [String: RGBAImage] = [:]
        for screen in Self.screens {
            for state in screen.states {
                for variant in ["light", "dark"] {
                    let name = "\(screen.preview)/\(state)-\(variant)"
                    let image = try PNGCodec.decode(contentsOf: output.appendingPathComponent("\(name)@2x.png"))
                    let height = screen.preview.hasSuffix("full-height") ? 2200 : 1704
                    #expect(image.width == 786 && image.height == height, "\(name): the screen at 2x")
                    // The status bar's corner is the screen's background: white or grouped grey
                    // in light, black in dark.
                    let corner = image.rgb(x: 8, y: 8)
                    if variant == "dark" {
                        #expect(corner.allSatisfy { $0 < 30 }, "\(name): \(corner)")
                    } else {
                        #expect(corner.allSatisfy { $0 > 230 }, "\(name): \(corner)")
                    }
                    images[name] = image
                }
            }
        }
        func image(_ name: String) throws -> RGBAImage { try #require(images[name], "\(name) was not rendered") }
        let blue: [String: [UInt8]] = ["light": [0x00, 0x7A, 0xFF], "dark": [0x0A, 0x84, 0xFF]]
        let red: [String: [UInt8]] = ["light": [0xFF, 0x3B, 0x30], "dark": [0xFF, 0x45, 0x3A]]
        for variant in ["light", "dark"] {
            let tint = try #require(blue[variant]), destructive = try #require(red[variant])
            // Tinted controls on every screen: icons, the menu pickers, Edit, the selected tab,
            // Select.
            for screen in ["settings", "sign-in", "inbox", "tab-app", "gallery"] {
                let name = "\(screen)-screen/initial"
                #expect(try image("\(name)-\(variant)").count(of: tint, upTo: 301) > 300, "\(name)-\(variant) has the tint colour")
            }
            // Typing into both fields enables the prominent button: a 345 × 46 pt blue bar.
            let button = 800..<940
            let typed = try image("sign-in-screen/typed-\(variant)").count(of: tint, y: button)
            let empty = try image("sign-in-screen/initial-\(variant)").count(of: tint, y: button)
            #expect(empty == 0 && typed > 40_000, "sign-in \(variant): \(empty) → \(typed) tint pixels")
            // The destructive Sign Out button, in red, at the end of the form.
            #expect(try image("settings-screen-full-height/initial-\(variant)").count(of: destructive, upTo: 501) > 500)
            // Not on the first screenful (above the home indicator, under which the form goes on).
            #expect(try image("settings-screen/initial-\(variant)").count(of: destructive, y: 0..<1636) == 0)
            // A drag reveals the red delete action (74 pt wide, the row's height).
            #expect(try image("inbox-screen/swiped-\(variant)").count(of: destructive, upTo: 10_001) > 10_000)
            #expect(try image("inbox-screen/initial-\(variant)").count(of: destructive) == 0)
            // Edit mode: a red delete control before each row.
            #expect(try image("inbox-screen/editing-\(variant)").count(of: destructive, upTo: 3_001) > 3_000)
            // Tapping Inbox moves the selected tab item's colour from the first quarter of the
            // tab bar to the second.
            let bar = 1538..<1640
            let today = try image("tab-app-screen/initial-\(variant)"), inbox = try image("tab-app-screen/inbox-\(variant)")
            #expect(today.count(of: tint, x: 0..<196, y: bar) > 200 && today.count(of: tint, x: 196..<392, y: bar) == 0)
            #expect(inbox.count(of: tint, x: 0..<196, y: bar) == 0 && inbox.count(of: tint, x: 196..<392, y: bar) > 200)
            // The iOS 18 Tab API draws the same app as .tabItem.
            #expect(try image("tab-app-screen-tab-api/initial-\(variant)").same(as: today))
            // The searched inbox has fewer rows; the pushed settings row and the scrolled grid
            // show something else.
            for (state, initial) in [("inbox-screen-searching/initial", "inbox-screen/initial"), ("settings-screen/pushed", "settings-screen/initial"),
                                     ("gallery-screen/scrolled", "gallery-screen/initial"), ("sign-in-screen-email-filled/initial", "sign-in-screen/initial")] {
                let same = try image("\(state)-\(variant)").same(as: image("\(initial)-\(variant)"))
                #expect(!same, "\(state)-\(variant) is drawn as \(initial)-\(variant)")
            }
            // Observation: adding a task and checking one off (a @Bindable toggle) makes two
            // switches green where one was; an ObservableObject's order enables the red Clear
            // Order button (dimmed while the order is empty) and shows its counts in the tint.
            let green: [String: [UInt8]] = ["light": [0x34, 0xC7, 0x59], "dark": [0x30, 0xD1, 0x58]]
            let on = try #require(green[variant])
            let oneOn = try image("tasks-screen/initial-\(variant)").count(of: on), twoOn = try image("tasks-screen/added-\(variant)").count(of: on)
            #expect(oneOn > 1000 && twoOn > oneOn * 19 / 10 && twoOn < oneOn * 21 / 10, "tasks \(variant): \(oneOn) → \(twoOn) green pixels")
            #expect(try image("order-screen/initial-\(variant)").count(of: destructive) == 0)
            #expect(try image("order-screen/ordered-\(variant)").count(of: destructive, upTo: 301) > 300)
            #expect(try image("order-screen/initial-\(variant)").count(of: tint) == 0)
            #expect(try image("order-screen/ordered-\(variant)").count(of: tint, upTo: 201) > 200, "×2 and ×1 in the tint")
            let pinned = try image("inbox-screen/pin-\(variant)").same(as: image("inbox-screen/initial-\(variant)"))
            // A drag to the right reveals the leading actions of a row that has trailing ones too.
            #expect(!pinned, "inbox-screen/pin-\(variant) is drawn as inbox-screen/initial-\(variant)")
        }
    }
}

}

extension RGBAImage {
    /// The same size and pixels (compared as bytes: fast in a debug build, and a failure
    /// does not print megabytes of pixels).
    func same(as other: RGBAImage) -> Bool {
        width == other.width && height == other.height && Data(pixels) == Data(other.pixels)
    }

    func rgb(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<(i + 3)])
    }

    /// Opaque pixels within 2 of `colour` in each channel (in the given rows and columns),
    /// counted up to `limit`.
    func count(of colour: [UInt8], x xs: Range<Int>? = nil, y ys: Range<Int>? = nil, upTo limit: Int = .max) -> Int {
        let xs = xs ?? 0..<width, ys = ys ?? 0..<height
        let r = Int(colour[0]), g = Int(colour[1]), b = Int(colour[2])
        return pixels.withUnsafeBufferPointer { p in
            var n = 0
            for y in ys {
                var i = (y * width + xs.lowerBound) * 4
                for _ in xs {
                    if p[i + 3] == 255, abs(Int(p[i]) - r) <= 2, abs(Int(p[i + 1]) - g) <= 2, abs(Int(p[i + 2]) - b) <= 2 { n += 1 }
                    i += 4
                }
                if n >= limit { break }
            }
            return n
        }
    }
}
