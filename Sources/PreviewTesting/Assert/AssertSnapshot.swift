import Foundation
import Testing
import XCTest

/// Compares a value's snapshot with the reference stored next to the test file, in
/// `__Snapshots__/<TestFile>/<test>.<name or counter>.<ext>`, recording it when the record
/// mode says so. Works in Swift Testing (an issue, with the images attached) and in XCTest
/// (a failure). On failure the actual, expected and diff files are written to the artifacts
/// folder (`SNAPSHOT_ARTIFACTS`, default `.build/snapshot-artifacts`) and their paths are in
/// the message.
///
/// ```swift
/// @Test func card() {
///     assertSnapshot(of: CardView(), as: .image(layout: .fixed(width: 300, height: 120)))
/// }
/// ```
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, file: "\(filePath)", testName: testName)
    guard let failure else { return }
    SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// What went wrong in a snapshot assertion.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    public let message: String
    /// Files written for people to look at.
    public let artifacts: [URL]
    /// Their bytes, to attach to the test, each named after the snapshot
    /// (`card-plain-light@2x.actual.png`).
    public let attachments: [(name: String, bytes: [UInt8])]

    public var description: String { message }
}

/// The comparison behind `assertSnapshot`, returning the failure instead of reporting it.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    file filePath: String,
    testName: String,
    snapshotDirectory: URL? = nil,
    referenceURL: URL? = nil
) -> SnapshotFailure? {
    let mode: SnapshotRecordMode
    do {
        mode = try SnapshotTestingConfiguration.resolvedRecordMode(record)
    } catch {
        return SnapshotFailure(message: "\(error)", artifacts: [], attachments: [])
    }
    let fileURL = URL(fileURLWithPath: filePath)
    let folder = snapshotDirectory ?? fileURL.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
    let test = SnapshotNaming.testName(testName)
    let identifier = name.map(SnapshotNaming.sanitize) ?? String(SnapshotNaming.nextCounter(file: filePath, test: test))
    let reference = referenceURL ?? folder.appendingPathComponent("\(test).\(identifier).\(snapshotting.pathExtension)")
    let artifactsFolder = SnapshotTestingConfiguration.resolvedArtifacts(filePath: filePath)
        .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(referenceURL.map { $0.deletingPathExtension().lastPathComponent } ?? "\(test).\(identifier)")

    let actual: Format
    do {
        actual = try snapshotting.snapshot(try value())
    } catch {
        return SnapshotFailure(message: "could not make the snapshot of \(test): \(error)", artifacts: [], attachments: [])
    }

    func write(_ what: Format) -> String? {
        do {
            try AtomicFile.write(try snapshotting.diffing.toData(what), to: reference)
            return nil
        } catch {
            return "\(error)"
        }
    }

    guard FileManager.default.fileExists(atPath: reference.path) else {
        switch mode {
        case .never:
            return SnapshotFailure(
                message: "no reference at \(reference.path) and recording is off (record mode .never\(ProcessInfo.processInfo.environment["CI"] != nil ? ", the default on CI" : "")); record it locally (SNAPSHOT_TESTING_RECORD=missing) and commit it",
                artifacts: [], attachments: [])
        default:
            if let problem = write(actual) { return SnapshotFailure(message: problem, artifacts: [], attachments: []) }
            return SnapshotFailure(
                message: "recorded a new reference at \(reference.path) (record mode .\(mode.rawValue)); look at it, then run the test again",
                artifacts: [reference], attachments: [])
        }
    }

    let expected: Format
    do {
        let bytes = Array(try Data(contentsOf: reference))
        expected = try snapshotting.diffing.fromData(bytes, reference.path)
    } catch {
        if mode == .all || mode == .failed, write(actual) == nil {
            return SnapshotFailure(message: "the reference \(reference.path) was unreadable (\(error)); recorded it again", artifacts: [reference], attachments: [])
        }
        return SnapshotFailure(
            message: "cannot read the reference \(reference.path): \(error); if it is damaged, record it again (SNAPSHOT_TESTING_RECORD=failed)",
            artifacts: [], attachments: [])
    }

    guard let (message, files) = snapshotting.diffing.diff(expected, actual) else {
        if mode == .all {
            if let problem = write(actual) { return SnapshotFailure(message: problem, artifacts: [], attachments: []) }
            return SnapshotFailure(message: "recorded \(reference.path) again (record mode .all); turn recording off to compare", artifacts: [reference], attachments: [])
        }
        return nil
    }

    // Artifacts: always, so the failure can be looked at.
    var written: [URL] = []
    var problems: [String] = []
    for file in files {
        let url = artifactsFolder.appendingPathComponent(file.name)
        do {
            try AtomicFile.write(file.bytes, to: url)
            written.append(url)
        } catch {
            problems.append("\(error)")
        }
    }
    var text = "snapshot \(reference.lastPathComponent) does not match \(reference.path): \(message)"
    if !written.isEmpty { text += "\n" + written.map { "  \($0.lastPathComponent): \($0.path)" }.joined(separator: "\n") }
    if !problems.isEmpty { text += "\n  (could not write artifacts: \(problems.joined(separator: "; ")))" }
    if mode == .all || mode == .failed {
        if let problem = write(actual) {
            text += "\n  could not record: \(problem)"
        } else {
            text += "\nrecorded the new snapshot over the reference (record mode .\(mode.rawValue))"
        }
    }
    // Attachments carry the snapshot's name: a registry check attaches many `actual.png`s.
    let snapshotName = referenceURL.map { "\($0.deletingLastPathComponent().lastPathComponent)-\($0.deletingPathExtension().lastPathComponent)" }
        ?? "\(test).\(identifier)"
    return SnapshotFailure(message: text, artifacts: written, attachments: files.map { (name: "\(snapshotName).\($0.name)", bytes: $0.bytes) })
}

/// Names of snapshot files: the test's name without `()`, then a counter or a given name.
enum SnapshotNaming {
    private final class Counters: @unchecked Sendable {
        let lock = NSLock()
        var values: [String: Int] = [:]
    }
    private static let counters = Counters()

    static func nextCounter(file: String, test: String) -> Int {
        counters.lock.lock()
        defer { counters.lock.unlock() }
        let key = file + "#" + test
        let n = (counters.values[key] ?? 0) + 1
        counters.values[key] = n
        return n
    }

    static func testName(_ function: String) -> String {
        sanitize(function.hasSuffix("()") ? String(function.dropLast(2)) : function.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ":)", with: "").replacingOccurrences(of: ":", with: "-"))
    }

    /// Letters, digits, `-` and `_` only.
    static func sanitize(_ s: String) -> String {
        let mapped = s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        return String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}

/// Reports a failure to whichever test library is running.
enum SnapshotFailureReporter {
    static func report(_ failure: SnapshotFailure, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
            for attachment in failure.attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
            }
        } else {
            XCTFail(failure.message, file: filePath, line: line)
        }
    }
}
