import Foundation
import Testing

/// The same catalogue drawn by two processes that share nothing but the machine's packages:
/// another locale, time zone, home folder (so another fontconfig cache), working folder,
/// `FONTCONFIG_FILE` pointing elsewhere and unrelated variables. Every PNG and SVG must be the
/// same bytes: the renderer reads none of these.
@Suite(.serialized) struct EnvironmentDeterminismTests {
    @Test("the catalogue rendered under another locale, time zone, HOME, fontconfig cache and working folder is the same bytes")
    func sameBytesInAnotherEnvironment() throws {
        let tool = try #require(CanvasActionTests.tool, "the previews tool is built with the tests")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain"), noisy = folder.appendingPathComponent("noisy")
        let home = folder.appendingPathComponent("home"), elsewhere = folder.appendingPathComponent("somewhere/else")
        for f in [plain, noisy, home, elsewhere] { try FileManager.default.createDirectory(at: f, withIntermediateDirectories: true) }
        // A fontconfig file that would, if read, swap every font for DejaVu and hint it fully.
        let fontsConf = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir>
            <match target="pattern"><edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit></match>
            <match target="font"><edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="rgba" mode="assign"><const>bgr</const></edit></match></fontconfig>
            """.write(to: fontsConf, atomically: true, encoding: .utf8)

        let base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSHomeDirectory(), "LANG": "C.UTF-8"]
        let other = [
            "PATH": base["PATH"]!, "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "LANG": "tr_TR.UTF-8", "LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8", "LANGUAGE": "ar",
            "TZ": "Pacific/Kiritimati", "FONTCONFIG_FILE": fontsConf.path, "FONTCONFIG_PATH": folder.path,
            "PANGOCAIRO_BACKEND": "fc", "GDK_SCALE": "3", "GDK_DPI_SCALE": "1.7", "CAIRO_DEBUG_PDF": "1",
            "SOURCE_DATE_EPOCH": "0", "COLUMNS": "17", "TERM": "dumb", "NO_COLOR": "1", "PROOFSHEET_NOISE": "🦊",
        ]
        // Both at once, one thread each (also a check that two processes rendering side by side
        // do not see each other).
        let results = try [(plain, folder, base), (noisy, elsewhere, other)].map { output, cwd, environment in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: tool)
            p.arguments = ["render", "--output", output.path, "--jobs", "1", "--motion"]
            p.currentDirectoryURL = cwd
            p.environment = environment
            let log = cwd.appendingPathComponent("..").appendingPathComponent("\(output.lastPathComponent).log").standardizedFileURL
            FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            p.standardOutput = handle
            p.standardError = handle
            try p.run()
            return (p, log)
        }
        for (p, log) in results {
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "\((try? String(contentsOf: log, encoding: .utf8))?.suffix(2000) ?? "")")
        }

        let first = RecordConcurrencyTests.files(plain), second = RecordConcurrencyTests.files(noisy)
        #expect(first.count > 100, "the catalogue's PNG, SVG and motion files: \(first.count)")
        #expect(Set(first.keys) == Set(second.keys), "different files: \(Set(first.keys).symmetricDifference(second.keys).sorted())")
        let differing = first.keys.filter { first[$0] != second[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.count) file(s) differ: \(differing.prefix(10))")
        // Nothing was written where the second process stood or in its home but its fontconfig cache.
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
