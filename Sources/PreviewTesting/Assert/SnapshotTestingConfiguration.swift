import Foundation

/// When references are written.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write every reference, then report each as a failure so that a run that records is
    /// never mistaken for a run that passed.
    case all
    /// Write references that do not exist yet (and fail, saying so). The default locally.
    case missing
    /// Write over references that no longer match (and fail, saying so).
    case failed
    /// Never write: a missing reference is a failure. The default when `CI` is set.
    case never
}

/// Settings of `assertSnapshot`, from the call, a task-local scope, or the environment.
public enum SnapshotTestingConfiguration {
    /// The record mode of a scope (`withSnapshotTesting(record: .all) { … }`).
    @TaskLocal public static var record: SnapshotRecordMode?

    /// Where failure images go; `SNAPSHOT_ARTIFACTS` or `.build/snapshot-artifacts`.
    @TaskLocal public static var artifacts: URL?

    /// The mode in force: the argument, else the scope, else `SNAPSHOT_TESTING_RECORD`
    /// (`all`, `missing`, `failed`, `never`), else `.never` on CI (`CI` set) and `.missing`
    /// elsewhere.
    public static func resolvedRecordMode(_ explicit: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotConfigurationError) -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let record { return record }
        if let raw = environment["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
                throw .invalidRecordMode(raw)
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    /// The artifacts folder in force for a test file.
    public static func resolvedArtifacts(filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let artifacts { return artifacts }
        if let raw = environment["SNAPSHOT_ARTIFACTS"], !raw.isEmpty { return URL(fileURLWithPath: raw) }
        return packageRoot(of: filePath).appendingPathComponent(".build/snapshot-artifacts")
    }

    /// The folder holding `Package.swift` above a source file (or the file's folder).
    static func packageRoot(of filePath: String) -> URL {
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }
}

/// A bad setting.
public enum SnapshotConfigurationError: Error, CustomStringConvertible, Equatable {
    case invalidRecordMode(String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let raw):
            return "SNAPSHOT_TESTING_RECORD=\(raw) is not a record mode; use all, missing, failed or never"
        }
    }
}

/// Runs `body` with a record mode and/or artifacts folder for every `assertSnapshot` inside.
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$record.withValue(record ?? SnapshotTestingConfiguration.record) {
        try SnapshotTestingConfiguration.$artifacts.withValue(artifacts ?? SnapshotTestingConfiguration.artifacts) {
            try operation()
        }
    }
}

/// Runs async `body` with a record mode and/or artifacts folder.
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$record.withValue(record ?? SnapshotTestingConfiguration.record) {
        try await SnapshotTestingConfiguration.$artifacts.withValue(artifacts ?? SnapshotTestingConfiguration.artifacts) {
            try await operation()
        }
    }
}
