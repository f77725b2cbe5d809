import Foundation

/// Font files a user's package bundles as resources (`resources: [.process("Fonts")]` or
/// `.copy("Fonts")`), which `PinnedFonts` registers beside the pinned fonts so that
/// `Font.custom(_:size:)` can draw them.
public enum UserFonts {
    /// The file extensions of font files fontconfig reads.
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// The folders whose fonts the process-wide configuration registers: the resource bundles
    /// beside the executable (not the executable's own folder, which holds build products).
    static func bundleFolders() -> [URL] {
        Array(ResourceBundles.besideExecutable().dropFirst())
    }

    /// Every `.ttf`, `.otf` and `.ttc` file under `folders` (at any depth, hidden files and
    /// folders skipped, symbolic links to folders not followed), as absolute paths in sorted
    /// order, each once. Paths holding `*` or `?` are left out: fontconfig would read them as
    /// globs, which could let other files in.
    static func files(in folders: [URL]) -> [String] {
        var found = Set<String>()
        let fm = FileManager.default
        for folder in folders {
            guard let walker = fm.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                guard extensions.contains(url.pathExtension.lowercased()),
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
                let path = url.standardizedFileURL.path
                if !path.contains("*"), !path.contains("?") { found.insert(path) }
            }
        }
        return found.sorted()
    }
}

extension UserFonts {
    /// Whether the process-wide configuration registered a user font of this family
    /// ("DejaVu Serif") or PostScript name ("DejaVuSerif-Bold"), ignoring case.
    public static func isRegistered(_ name: String) -> Bool {
        (try? PinnedFonts.get().customFace(named: name)) != nil
    }

    /// The families of the registered user fonts, sorted, each once.
    public static var registeredFamilies: [String] {
        (try? PinnedFonts.get().userFamilies) ?? []
    }

    /// The folders searched for user fonts (the resource bundles beside the executable).
    public static var searchedFolders: [URL] {
        (try? PinnedFonts.get().userFontFolders) ?? bundleFolders()
    }
}
