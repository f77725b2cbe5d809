import Drawing
import Foundation
import PreviewTesting
import PreviewUI
import Testing

/// Record modes, the CI default, artifacts and bad references, through `verifySnapshot`.
@MainActor
struct AssertSnapshotTests {
    struct Swatch: View {
        var color: Color = .red
        var width: CGFloat = 20
        var body: some View {
            color.frame(width: width, height: 10)
        }
    }

    /// A scratch folder for references and one for artifacts.
    struct Scratch {
        let references: URL
        let artifacts: URL
        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-assert-\(UUID().uuidString)")
            references = base.appendingPathComponent("refs")
            artifacts = base.appendingPathComponent("artifacts")
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        }
        func remove() { try? FileManager.default.removeItem(at: references.deletingLastPathComponent()) }
        var referenceFiles: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []).sorted()
        }
    }

    func verify(_ view: Swatch, _ scratch: Scratch, record: SnapshotRecordMode?, name: String = "swatch") -> SnapshotFailure? {
        withSnapshotTesting(artifacts: scratch.artifacts) {
            verifySnapshot(of: view, as: .image(), named: name, record: record, file: #filePath, testName: "swatch()",
                           snapshotDirectory: scratch.references)
        }
    }

    @Test("The record mode comes from the call, then SNAPSHOT_TESTING_RECORD, then CI")
    func recordModeResolution() throws {
        #expect(try SnapshotTestingConfiguration.resolvedRecordMode(nil, environment: [:]) == .missing)
        #expect(try SnapshotTestingConfiguration.resolvedRecordMode(nil, environment: ["CI": "true"]) == .never)
        #expect(try SnapshotTestingConfiguration.resolvedRecordMode(nil, environment: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try SnapshotTestingConfiguration.resolvedRecordMode(.all, environment: ["SNAPSHOT_TESTING_RECORD": "never"]) == .all)
        #expect(throws: SnapshotConfigurationError.invalidRecordMode("sometimes")) {
            try SnapshotTestingConfiguration.resolvedRecordMode(nil, environment: ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        }
        let scoped = try withSnapshotTesting(record: .all) { try SnapshotTestingConfiguration.resolvedRecordMode(nil, environment: [:]) }
        #expect(scoped == .all)
    }

    @Test(".missing records a new reference and says so; the next run passes")
    func missingRecords() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try #require(verify(Swatch(), scratch, record: .missing))
        #expect(first.message.contains("recorded a new reference"))
        #expect(scratch.referenceFiles == ["swatch.swatch.png"])
        #expect(verify(Swatch(), scratch, record: .missing) == nil)
        #expect(verify(Swatch(), scratch, record: .never) == nil)
    }

    @Test(".never fails on a missing reference and writes nothing (the default on CI)")
    func neverDoesNotRecord() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let failure = try #require(verify(Swatch(), scratch, record: .never))
        #expect(failure.message.contains("recording is off"))
        #expect(scratch.referenceFiles.isEmpty)
    }

    @Test("A changed view fails with actual, expected and diff images whose paths are in the message; the reference stays")
    func mismatchWritesArtifacts() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = verify(Swatch(), scratch, record: .missing)
        let reference = scratch.references.appendingPathComponent("swatch.swatch.png")
        let before = try Data(contentsOf: reference)
        let failure = try #require(verify(Swatch(color: .blue), scratch, record: .never))
        #expect(failure.message.contains("800 of 800 pixels differ"))
        #expect(failure.artifacts.map(\.lastPathComponent) == ["actual.png", "expected.png", "diff.png"])
        for url in failure.artifacts {
            #expect(failure.message.contains(url.path))
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
        #expect(try Data(contentsOf: reference) == before, "the reference must not change unless recording")
        // .missing does not overwrite either.
        _ = verify(Swatch(color: .blue), scratch, record: .missing)
        #expect(try Data(contentsOf: reference) == before)
    }

    @Test(".failed writes over a reference that no longer matches")
    func failedRerecords() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = verify(Swatch(), scratch, record: .missing)
        let failure = try #require(verify(Swatch(color: .green), scratch, record: .failed))
        #expect(failure.message.contains("recorded the new snapshot"))
        #expect(verify(Swatch(color: .green), scratch, record: .never) == nil)
    }

    @Test(".all records every snapshot and reports each, even when it matches")
    func allRecordsEverything() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = verify(Swatch(), scratch, record: .missing)
        let failure = try #require(verify(Swatch(), scratch, record: .all))
        #expect(failure.message.contains("record mode .all"))
    }

    @Test("Different sizes never match, and both sizes are named")
    func sizeMismatch() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = verify(Swatch(), scratch, record: .missing)
        let failure = try #require(verify(Swatch(width: 21), scratch, record: .never))
        #expect(failure.message.contains("sizes differ: expected 40×20, got 42×20"))
    }

    @Test("A corrupt reference is a clear error naming the file, and is left alone")
    func corruptReference() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let reference = scratch.references.appendingPathComponent("swatch.swatch.png")
        try Data("not a png".utf8).write(to: reference)
        let failure = try #require(verify(Swatch(), scratch, record: .missing))
        #expect(failure.message.contains(reference.path))
        #expect(failure.message.contains("not a PNG"))
        #expect(try Data(contentsOf: reference) == Data("not a png".utf8))
    }

    @Test("precision lets a share of pixels differ")
    func precisionTolerance() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        struct Two: View {
            var right: Color
            var body: some View { HStack(spacing: 0) { Color.red.frame(width: 19, height: 10); right.frame(width: 1, height: 10) } }
        }
        _ = withSnapshotTesting(artifacts: scratch.artifacts) {
            verifySnapshot(of: Two(right: .red), as: .image(), named: "two", record: .missing, file: #filePath, testName: "p()", snapshotDirectory: scratch.references)
        }
        let strict = withSnapshotTesting(artifacts: scratch.artifacts) {
            verifySnapshot(of: Two(right: .blue), as: .image(), named: "two", record: .never, file: #filePath, testName: "p()", snapshotDirectory: scratch.references)
        }
        #expect(strict != nil)
        let loose = withSnapshotTesting(artifacts: scratch.artifacts) {
            verifySnapshot(of: Two(right: .blue), as: .image(precision: 0.9), named: "two", record: .never, file: #filePath, testName: "p()", snapshotDirectory: scratch.references)
        }
        #expect(loose == nil)
    }

    @Test("Text strategies: the display list dump and the SVG compare as text")
    func textStrategies() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let check = { (view: Swatch, mode: SnapshotRecordMode) in
            withSnapshotTesting(artifacts: scratch.artifacts) {
                verifySnapshot(of: view, as: .displayList, named: "list", record: mode, file: #filePath, testName: "t()", snapshotDirectory: scratch.references)
            }
        }
        _ = check(Swatch(), .missing)
        let text = try String(contentsOf: scratch.references.appendingPathComponent("t.list.txt"), encoding: .utf8)
        #expect(text.contains("fill rect(0,0 20x10) #FF3B30FF"))
        #expect(check(Swatch(), .never) == nil)
        let failure = try #require(check(Swatch(color: .blue), .never))
        #expect(failure.message.contains("+ fill rect(0,0 20x10) #007AFFFF"))
        let svg = withSnapshotTesting(artifacts: scratch.artifacts) {
            verifySnapshot(of: Swatch(), as: .svg, named: "svg", record: .missing, file: #filePath, testName: "t()", snapshotDirectory: scratch.references)
        }
        #expect(svg?.message.contains("recorded") == true)
        #expect(scratch.referenceFiles.contains("t.svg.svg"))
    }
}

extension SnapshotFailure: Equatable {
    public static func == (a: SnapshotFailure, b: SnapshotFailure) -> Bool { a.message == b.message }
}

/// `assertSnapshot` in Swift Testing, against references committed in `__Snapshots__/`.
@MainActor
@Test("assertSnapshot compares a view with its committed reference")
func badgeSnapshot() {
    let badge = Label("Snapshot", systemImage: "checkmark")
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Color.green.opacity(0.2), in: Capsule())
        .padding(4)
    assertSnapshot(of: badge, as: .image(), named: "light")
    assertSnapshot(of: badge, as: .image(colorScheme: .dark), named: "dark")
}
