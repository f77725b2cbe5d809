/// What can go wrong while setting up or running the drawing engine. Each message says what to
/// do about it.
public enum DrawingError: Error, CustomStringConvertible, Equatable {
    /// Pinned font files are not where their Debian packages put them: which files, and the
    /// packages that install them.
    case fontsMissing(files: [String], packages: [String])
    /// fontconfig refused the private configuration.
    case fontConfiguration(String)
    /// A Cairo surface or context could not be made (usually: out of memory or a size of 0).
    case cairo(String)
    /// The frame is larger than the renderer accepts.
    case frameTooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .fontsMissing(let files, let packages):
            let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
            return "pinned fonts not found (\(shown)): install them with `sudo apt-get install \(packages.joined(separator: " "))` or `scripts/install-dependencies`"
        case .fontConfiguration(let why):
            return "could not set up the private font configuration: \(why)"
        case .cairo(let why):
            return "Cairo failed: \(why)"
        case .frameTooLarge(let w, let h):
            return "a \(w)×\(h) pixel frame is too large to draw; use a smaller preview size or scale"
        }
    }
}
