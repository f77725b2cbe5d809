import Drawing
import Foundation

/// An asset catalogue (`Assets.xcassets`) as SwiftPM copies it into a target's resource bundle
/// with `resources: [.process("Assets.xcassets")]` on Linux: folders of image sets and colour
/// sets, each described by its `Contents.json`. Folders that "provide a namespace" prefix the
/// names inside them (`Icons/logo`).
struct AssetCatalog: Sendable {
    /// One file of an image set, for one appearance and scale.
    struct ImageVariant: Sendable, Equatable {
        let file: URL
        /// 1, 2 or 3; nil for a single-scale (vector) file.
        let scale: Double?
        let isDark: Bool
        let idiom: String
    }

    struct ImageSet: Sendable {
        let name: String
        let variants: [ImageVariant]
        /// `template-rendering-intent`: `template` tints the image, `original` keeps its colours.
        let rendersAsTemplate: Bool?
    }

    /// One colour of a colour set, for one appearance.
    struct ColorVariant: Sendable, Equatable {
        let color: RGBAColor
        let isDark: Bool
        let isHighContrast: Bool
        let idiom: String
    }

    struct ColorSet: Sendable {
        let name: String
        let variants: [ColorVariant]
    }

    let url: URL
    private(set) var images: [String: ImageSet] = [:]
    private(set) var colors: [String: ColorSet] = [:]
    /// What could not be read, for messages (a damaged `Contents.json`, say).
    private(set) var problems: [String] = []

    /// Reads a catalogue folder. Damaged sets are skipped and named in `problems`.
    init(url: URL) {
        self.url = url
        walk(url, prefix: "")
    }

    private mutating func walk(_ folder: URL, prefix: String) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            let child = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = child.pathExtension
            let base = child.deletingPathExtension().lastPathComponent
            switch ext {
            case "imageset", "symbolset":
                if let set = readImageSet(child, name: prefix + base) { images[set.name] = set }
            case "colorset":
                if let set = readColorSet(child, name: prefix + base) { colors[set.name] = set }
            case "":
                let namespaced = (contents(of: child)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                walk(child, prefix: namespaced ? prefix + name + "/" : prefix)
            default:
                continue
            }
        }
    }

    private mutating func contents(of folder: URL) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            problems.append("\(file.path) is not valid JSON")
            return nil
        }
        return object
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        (entry["appearances"] as? [[String: Any]] ?? []).contains {
            $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
        }
    }

    private static func isHighContrast(_ entry: [String: Any]) -> Bool {
        (entry["appearances"] as? [[String: Any]] ?? []).contains {
            $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high"
        }
    }

    private mutating func readImageSet(_ folder: URL, name: String) -> ImageSet? {
        guard let json = contents(of: folder) else {
            problems.append("\(folder.path) has no readable Contents.json")
            return nil
        }
        var variants: [ImageVariant] = []
        for entry in json["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) }
            variants.append(ImageVariant(
                file: folder.appendingPathComponent(file), scale: scale, isDark: Self.isDark(entry),
                idiom: entry["idiom"] as? String ?? "universal"))
        }
        let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return ImageSet(name: name, variants: variants, rendersAsTemplate: intent.map { $0 == "template" })
    }

    private mutating func readColorSet(_ folder: URL, name: String) -> ColorSet? {
        guard let json = contents(of: folder) else {
            problems.append("\(folder.path) has no readable Contents.json")
            return nil
        }
        var variants: [ColorVariant] = []
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any], let rgba = Self.color(color) else {
                problems.append("\(folder.path): a colour without readable components")
                continue
            }
            variants.append(ColorVariant(
                color: rgba, isDark: Self.isDark(entry), isHighContrast: Self.isHighContrast(entry),
                idiom: entry["idiom"] as? String ?? "universal"))
        }
        return ColorSet(name: name, variants: variants)
    }

    /// A colour's components as Xcode writes them: `"0.500"` (0…1), `"128"` (0…255) or
    /// `"0x80"`; white-only (`gray-gamma-22`) sets use `white`. Display P3 components are
    /// converted to sRGB, the space PreviewUI draws in (clipped when outside it).
    static func color(_ color: [String: Any]) -> RGBAColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(text) else { return nil }
            // Integers above 1 are 0…255; "1" and "0" read the same either way.
            return !text.contains(".") && v > 1 ? v / 255 : v
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return RGBAColor(red: white, green: white, blue: white, alpha: alpha) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" {
            return Color.sRGB(fromDisplayP3: r, g, b, alpha: alpha).0
        }
        return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The image file for an appearance and screen scale: the idiom `universal` or `iphone`,
    /// the dark file in dark mode when there is one, the vector file when there is one, else
    /// the scale closest to the screen's (preferring larger).
    static func bestVariant(_ set: ImageSet, dark: Bool, scale: Double) -> ImageVariant? {
        let phone = set.variants.filter { $0.idiom == "universal" || $0.idiom == "iphone" }
        let pool = phone.isEmpty ? set.variants : phone
        let appearance = pool.filter { $0.isDark == dark }
        let candidates = appearance.isEmpty ? pool.filter { !$0.isDark } : appearance
        if let vector = candidates.first(where: { $0.scale == nil }) { return vector }
        return candidates.min { a, b in
            let da = (a.scale ?? 1) - scale, db = (b.scale ?? 1) - scale
            // At or above the screen's scale first, then the closest.
            if (da >= 0) != (db >= 0) { return da >= 0 }
            return abs(da) < abs(db)
        }
    }

    /// The colour for an appearance: dark (and high contrast) when the set has one.
    static func bestColor(_ set: ColorSet, dark: Bool) -> RGBAColor? {
        let phone = set.variants.filter { $0.idiom == "universal" || $0.idiom == "iphone" }
        let pool = (phone.isEmpty ? set.variants : phone).filter { !$0.isHighContrast }
        return (pool.first { $0.isDark == dark } ?? pool.first { !$0.isDark } ?? pool.first)?.color
    }
}

/// The catalogues a lookup searches: a given bundle's, or (for `bundle: nil`, as iOS's main
/// bundle) every resource bundle beside the running executable — where SwiftPM puts each
/// target's `<Package>_<Target>.resources` on Linux. Read once per process.
enum AssetCatalogs {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var catalogs: [String: [AssetCatalog]] = [:]
    }
    private static let cache = Cache()

    /// The folders searched for `bundle`, for messages and lookups.
    static func searchedFolders(_ bundle: Bundle?) -> [URL] {
        if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
        return ResourceBundles.besideExecutable()
    }

    /// Every catalogue in those folders (looked for two levels deep), read once per bundle:
    /// colours and images look them up each time they resolve.
    static func catalogs(_ bundle: Bundle?) -> [AssetCatalog] {
        let key = bundle?.bundlePath ?? ""
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.catalogs[key] { return known }
        let folders = searchedFolders(bundle)
        var found: [AssetCatalog] = []
        let fm = FileManager.default
        func look(in folder: URL, depth: Int) {
            guard depth >= 0, let items = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
            for item in items.sorted() {
                let url = folder.appendingPathComponent(item)
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if url.pathExtension == "xcassets" {
                    found.append(AssetCatalog(url: url))
                } else if !item.hasSuffix(".xctest") && !item.hasPrefix(".") {
                    look(in: url, depth: depth - 1)
                }
            }
        }
        for folder in folders {
            look(in: folder, depth: folder == folders.first && bundle == nil ? 0 : 2)
        }
        cache.catalogs[key] = found
        return found
    }

    /// Why `name` was not found: the catalogues searched, or the folders when there were none.
    static func notFoundCause(_ kind: String, _ name: String, bundle: Bundle?) -> String {
        let catalogs = catalogs(bundle)
        if catalogs.isEmpty {
            let folders = searchedFolders(bundle)
            let listed = ([folders[0].path] + folders.dropFirst().map(\.lastPathComponent)).joined(separator: ", ")
            return "\(kind) '\(name)' not found: no asset catalogue in \(listed) — declare it in Package.swift with "
                + "resources: [.process(\"Assets.xcassets\")] (an undeclared catalogue is not copied on Linux)"
        }
        let searched = catalogs.map { $0.url.deletingLastPathComponent().lastPathComponent + "/" + $0.url.lastPathComponent }
        return "\(kind) '\(name)' is in no asset catalogue (searched \(searched.joined(separator: ", ")))"
    }
}
