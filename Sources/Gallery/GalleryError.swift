import Foundation

/// Why a gallery or a report could not be written. Each case names the file and says what to do.
/// When one is thrown, the output folder is as it was before (see ``SitePublisher``).
public enum GalleryError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// A snapshot or report image to copy in does not exist or is not a file.
    case missingSourceImage(path: String, usedBy: String)
    /// An image the report should find in place is absent from the report folder.
    case missingReportImage(path: String, usedBy: String)
    /// An in-place image path is absolute or leaves the report folder.
    case imageOutsideReportFolder(path: String, usedBy: String)
    /// The output folder (or its parent) cannot be created or written.
    case outputNotWritable(path: String, reason: String)
    /// The output path exists and is a file, not a folder.
    case outputIsAFile(path: String)
    /// The output folder holds files that were not written by Proofsheet; it is left alone.
    case outputIsNotASite(path: String)
    /// Copying or writing one file failed.
    case couldNotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingSourceImage(path, usedBy):
            "Image \(path) (for \(usedBy)) does not exist or is not a file. "
                + "Render the previews first (the render verb of your previews tool) or correct the path."
        case let .missingReportImage(path, usedBy):
            "Image \(path) (for \(usedBy)) is not in the report folder. "
                + "Write the checker's images before the report, or pass the image as .copy(from:)."
        case let .imageOutsideReportFolder(path, usedBy):
            "Image path \(path) (for \(usedBy)) must be relative to the report folder and stay "
                + "inside it. Pass an outside file as .copy(from:) instead."
        case let .outputNotWritable(path, reason):
            "Cannot write the output folder \(path): \(reason). "
                + "Choose a folder you can write to (--output DIR) or fix its permissions."
        case let .outputIsAFile(path):
            "The output path \(path) is a file, not a folder. Remove it or choose another --output."
        case let .outputIsNotASite(path):
            "The folder \(path) is not empty and was not written by Proofsheet, so it is left "
                + "untouched. Choose a new or empty folder (--output DIR), or delete this one."
        case let .couldNotWrite(path, reason):
            "Cannot write \(path): \(reason). Check the disk space and the folder's permissions."
        }
    }

    public var errorDescription: String? { description }
}
