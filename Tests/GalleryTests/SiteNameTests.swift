import Testing
@testable import Gallery

@Suite("Sanitised file names")
struct SiteNameTests {
    @Test("names become lower-kebab", arguments: [
        ("cups-of-water", "cups-of-water"),
        ("Cups of Water", "cups-of-water"),
        ("CollapsibleWheelPicker", "collapsiblewheelpicker"),
        ("dark-rtl", "dark-rtl"),
        ("  --Hello__World--  ", "hello-world"),
        ("Ünïcödé Café", "unicode-cafe"),
        ("../../x", "x"),
        ("/etc/passwd", "etc-passwd"),
        ("<script>alert(1)</script>", "script-alert-1-script"),
        ("..", "unnamed"),
        ("", "unnamed"),
        ("水", "unnamed"),
        ("a\tb", "a-b"),
    ])
    func sanitises(name: String, expected: String) {
        #expect(SiteName.sanitised(name) == expected)
    }

    @Test("every sanitised name is made of [a-z0-9-] only, never empty, never a path")
    func onlySafeCharacters() {
        let hostile = ["../", "..\\..\\", "/", "~root", ".hidden", "a/../../b", "\u{202E}evil", "CON", "a\nb", "💥"]
        for name in hostile {
            let result = SiteName.sanitised(name)
            #expect(!result.isEmpty)
            #expect(result.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" },
                    "\(name) gave \(result)")
            #expect(!result.hasPrefix("-") && !result.hasSuffix("-"))
        }
    }

    @Test("long names are cut")
    func longNamesAreCut() {
        let result = SiteName.sanitised(String(repeating: "ab ", count: 100))
        #expect(result.count <= SiteName.maximumLength)
        #expect(!result.hasSuffix("-"))
    }

    @Test("snapshot file names follow DESIGN.md")
    func snapshotStem() {
        #expect(SiteName.snapshotFileStem(state: "expanded", variant: "dark-rtl", scale: 2) == "expanded-dark-rtl@2x")
        #expect(SiteName.snapshotFileStem(state: "../a", variant: "B C", scale: 3) == "a-b-c@3x")
    }

    @Test("names that sanitise alike are made unique")
    func allocatorMakesUnique() {
        var names = SiteNameAllocator()
        #expect(names.allocate("Cups of Water") == "cups-of-water")
        #expect(names.allocate("cups-of-water") == "cups-of-water-2")
        #expect(names.allocate("cups of water!") == "cups-of-water-3")
        #expect(names.allocate("cups-of-water-2") == "cups-of-water-2-2")
    }

    @Test("site folder paths reject anything but sanitised parts")
    func siteFolderComponents() {
        #expect(SiteFolder.isSafeComponent("expanded-dark@2x.png"))
        #expect(!SiteFolder.isSafeComponent(".."))
        #expect(!SiteFolder.isSafeComponent("."))
        #expect(!SiteFolder.isSafeComponent(".hidden"))
        #expect(!SiteFolder.isSafeComponent(""))
        #expect(!SiteFolder.isSafeComponent("A"))
        #expect(!SiteFolder.isSafeComponent("a b"))
    }
}
