import Foundation

/// What a snapshot check found, as ``GalleryDiffReportWriter`` shows it.
public struct GalleryDiffReport: Sendable, Hashable, Codable {
    /// The report's title, shown at the top of every page.
    public var title: String
    /// Every comparison, in any order: the report puts failures first.
    public var entries: [GalleryDiffEntry]
    /// The command that records references, as the user runs it (`swift run MyPreviewsTool
    /// record`); the report's advice appends an exact filter to it.
    public var recordCommand: String

    public init(title: String = "Proofsheet snapshot report", entries: [GalleryDiffEntry], recordCommand: String = "swift run previews record") {
        self.title = title
        self.entries = entries
        self.recordCommand = recordCommand
    }
}

/// The outcome of one comparison.
public enum GalleryDiffStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The rendering matches the reference.
    case passed
    /// The rendering differs from the reference (or has another size).
    case failed
    /// There is a rendering but no reference.
    case missing
    /// There is a reference but no preview renders it any more.
    case orphaned

    /// The report's order: failures first, then missing and orphaned, then passed.
    var rank: Int {
        switch self {
        case .failed: 0
        case .missing: 1
        case .orphaned: 2
        case .passed: 3
        }
    }
}

/// Where an image of the report comes from.
public enum GalleryReportImage: Sendable, Hashable, Codable {
    /// A file anywhere on disk, copied into the report under `images/<entry>/`.
    /// A relative file URL is resolved against the current directory.
    case copy(from: URL)
    /// A file the checker already wrote inside the report folder, given by its path relative
    /// to that folder (`failures/cups-of-water/expanded-dark.diff.png`). It must exist, must not
    /// be absolute and must not leave the folder. A report that uses any such image is written
    /// into the existing folder file by file (see ``GalleryDiffReportWriter``).
    case inPlace(String)
}

/// One comparison of a rendering with its reference.
public struct GalleryDiffEntry: Sendable, Hashable, Codable {
    /// `preview/state-variant`, as the command line prints it (`cups-of-water/expanded-dark`).
    public var name: String
    public var status: GalleryDiffStatus
    /// Pixels that differ beyond the threshold.
    public var differentPixels: Int
    /// Pixels compared.
    public var totalPixels: Int
    /// The comparison threshold in force, as the checker reports it.
    public var threshold: Double
    /// Whether the renderer fingerprint matches the one recorded with the references;
    /// nil when unknown.
    public var fingerprintMatches: Bool?
    /// The reference image.
    public var expected: GalleryReportImage?
    /// The image rendered now.
    public var actual: GalleryReportImage?
    /// The image that marks differing pixels.
    public var diff: GalleryReportImage?
    /// What the snapshot draws differently from iOS, one line each
    /// (`Badge.swift:12: cause; drawn as what`).
    public var approximations: [String]

    public init(
        name: String, status: GalleryDiffStatus, differentPixels: Int = 0, totalPixels: Int = 0,
        threshold: Double = 0.1, fingerprintMatches: Bool? = nil,
        expected: GalleryReportImage? = nil, actual: GalleryReportImage? = nil,
        diff: GalleryReportImage? = nil, approximations: [String] = []
    ) {
        self.approximations = approximations
        self.name = name
        self.status = status
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.threshold = threshold
        self.fingerprintMatches = fingerprintMatches
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }

    /// differentPixels / totalPixels, 0 when nothing was compared.
    public var differenceRatio: Double {
        totalPixels > 0 ? Double(differentPixels) / Double(totalPixels) : 0
    }
}
