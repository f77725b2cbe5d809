import Foundation

/// The resource bundles beside the running executable: where SwiftPM puts each target's
/// resources on Linux (`<Package>_<Target>.resources`, or `.bundle`). PreviewUI's asset
/// catalogues and the user's bundled fonts (`UserFonts`) are both looked for here.
public enum ResourceBundles {
    /// The executable's folder first, then each `.resources` or `.bundle` folder in it, sorted
    /// by name.
    public static func besideExecutable() -> [URL] {
        let executable = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        var folders = [executable]
        let items = (try? FileManager.default.contentsOfDirectory(atPath: executable.path)) ?? []
        for item in items.sorted() where item.hasSuffix(".resources") || item.hasSuffix(".bundle") {
            folders.append(executable.appendingPathComponent(item))
        }
        return folders
    }
}
