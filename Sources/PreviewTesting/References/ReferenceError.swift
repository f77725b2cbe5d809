import Drawing

/// What can go wrong with reference files. Each message names the file and what to do.
public enum ReferenceError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case corrupt(PNGError)
    case invalidIndex(path: String, reason: String)

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
        }
    }
}
