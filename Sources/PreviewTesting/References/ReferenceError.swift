import Drawing

/// What can go wrong with reference files. Each message names the file and what to do.
public enum ReferenceError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case corrupt(PNGError)
    case invalidIndex(path: String, reason: String)
    /// A folder (or a device, a socket) where a reference file should be.
    case notAFile(path: String)
    /// A symbolic link whose target is outside the reference folder: never read or written.
    case outsideFolder(path: String, target: String)
    /// A Git LFS pointer: the image itself was never fetched.
    case lfsPointer(path: String)
    /// Larger than any snapshot: not read at all.
    case tooLarge(path: String, bytes: Int, maximum: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason); check that the folder exists and is writable"
        case .corrupt(let error):
            return "\(error); record it again if the file is damaged"
        case .invalidIndex(let path, let reason):
            return "\(path) is not a valid snapshot index (\(reason)); delete it and record again"
        case .notAFile(let path):
            return "\(path) is a folder or a special file, not a reference file; move it away and record again"
        case .outsideFolder(let path, let target):
            return "\(path) is a symbolic link to \(target), outside the reference folder, and is not followed; replace it with the file itself (record again)"
        case .lfsPointer(let path):
            return "\(path) is a Git LFS pointer, not the file: the image was never fetched; run `git lfs pull` (or record again)"
        case .tooLarge(let path, let bytes, let maximum):
            return "\(path) is \(bytes) bytes, more than any snapshot (\(maximum)); it is not a reference: move it away and record again"
        }
    }
}
