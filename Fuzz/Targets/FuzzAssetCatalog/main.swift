// Fuzz target `assets`: the asset catalogue reader (AssetCatalog, PreviewUI/Assets).
//
// The input is up to five Contents.json files separated by NUL bytes, written into a small
// catalogue in a temporary folder made once per process (and removed at exit; each input
// rewrites its files):
//
//     Fuzz.xcassets/Contents.json                 the 1st part
//     Fuzz.xcassets/Tint.colorset/Contents.json   the 2nd
//     Fuzz.xcassets/Logo.imageset/Contents.json   the 3rd
//     Fuzz.xcassets/Group/Contents.json           the 4th (may provide a namespace)
//     Fuzz.xcassets/Group/Mark.colorset/Contents.json, Group/Icon.symbolset/Contents.json  the 5th
//
// A part that is missing leaves its file out. Each part is also read as JSON straight into
// `AssetCatalog.color` (no files). Then every set is asked for its best variant and colour.
//
// Invariants: a set whose Contents.json is a JSON object is read under its (namespaced) name,
// one that is not is named in `problems`; a best variant or colour is one of the set's own.
import Drawing
import Foundation
import FuzzSupport
@testable import PreviewUI

#if canImport(Glibc)
import Glibc
#endif

/// The catalogue's folder, made once (mkdtemp) and removed when the process exits.
let root: URL = {
    var template = Array((FileManager.default.temporaryDirectory.path + "/proofsheet-fuzz-assets.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
    let url = URL(fileURLWithPath: String(cString: made))
    for folder in ["Tint.colorset", "Logo.imageset", "Group/Mark.colorset", "Group/Icon.symbolset"] {
        try? FileManager.default.createDirectory(
            at: url.appendingPathComponent("Fuzz.xcassets/\(folder)"), withIntermediateDirectories: true)
    }
    atexit { try? FileManager.default.removeItem(at: root) }
    return url
}()

let catalog = root.appendingPathComponent("Fuzz.xcassets")
let files = [
    "Contents.json", "Tint.colorset/Contents.json", "Logo.imageset/Contents.json", "Group/Contents.json",
    "Group/Mark.colorset/Contents.json", "Group/Icon.symbolset/Contents.json",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var parts = bytes.split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false).map { Data($0) }
    if parts.count == 5 { parts.append(parts[4]) }  // the 5th part serves the symbol set too

    // Straight from JSON.
    for part in parts {
        guard let object = try? JSONSerialization.jsonObject(with: part) else { continue }
        if let dictionary = object as? [String: Any] {
            _ = AssetCatalog.color(dictionary)
            for entry in dictionary["colors"] as? [[String: Any]] ?? [] {
                if let color = entry["color"] as? [String: Any] { _ = AssetCatalog.color(color) }
            }
        }
    }

    // Through the folder (made once; each input rewrites or removes the six files).
    let fm = FileManager.default
    for (index, file) in files.enumerated() {
        let path = catalog.appendingPathComponent(file).path
        if index < parts.count {
            invariant(fm.createFile(atPath: path, contents: parts[index]), "could not write \(file)")
        } else {
            unlink(path)
        }
    }
    let read = AssetCatalog(url: catalog)

    func object(_ index: Int) -> [String: Any]? {
        index < parts.count ? (try? JSONSerialization.jsonObject(with: parts[index])) as? [String: Any] : nil
    }
    let namespaced = (object(3)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    let prefix = namespaced ? "Group/" : ""
    for (index, name, isColor) in [(1, "Tint", true), (2, "Logo", false), (4, prefix + "Mark", true), (5, prefix + "Icon", false)] {
        let found = isColor ? read.colors[name] != nil : read.images[name] != nil
        if object(index) != nil {
            invariant(found, "\(name): a JSON object, but no set read; problems: \(read.problems)")
        } else {
            invariant(!found, "\(name): a set read from something that is not a JSON object")
            invariant(read.problems.contains { $0.contains(name.split(separator: "/").last!) }, "\(name): unreadable, but not named in problems")
        }
    }
    invariant(read.images.count <= 2 && read.colors.count <= 2, "sets that are not in the catalogue")

    for set in read.images.values {
        for dark in [false, true] {
            for scale in [1.0, 2.0, 3.0, 0.5, .infinity, .nan] {
                if let best = AssetCatalog.bestVariant(set, dark: dark, scale: scale) {
                    invariant(set.variants.contains(best), "\(set.name): a best variant that is not one of its own")
                } else {
                    // None only for no files, or for light mode when every file is dark (a colour
                    // set then falls back to its dark colour; an image set has no image).
                    let phone = set.variants.filter { $0.idiom == "universal" || $0.idiom == "iphone" }
                    let pool = phone.isEmpty ? set.variants : phone
                    invariant(pool.isEmpty || (!dark && pool.allSatisfy(\.isDark)),
                              "\(set.name): no best variant of \(set.variants.count)")
                }
            }
        }
    }
    for set in read.colors.values {
        for dark in [false, true] {
            if let best = AssetCatalog.bestColor(set, dark: dark) {
                // (Compared as text: a component may be NaN, which equals nothing.)
                invariant(set.variants.contains { "\($0.color)" == "\(best)" },
                          "\(set.name): a best colour that is not one of its own")
            }
        }
    }
    return 0
}

runFuzzer(LLVMFuzzerTestOneInput)
