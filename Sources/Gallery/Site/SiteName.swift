import Foundation

/// File names derived from free-form names: lower-kebab, only `[a-z0-9-]`, never empty, never
/// `.` or `..`, never a path. Every file the writers create is named through this type, so no
/// name can lead outside the output folder.
enum SiteName {
    /// The longest name part kept; longer names are cut (and made unique by ``SiteNameAllocator``).
    static let maximumLength = 80

    /// `Cups of Water` → `cups-of-water`; `../../x` → `x`; `Ünïcödé` → `unicode`;
    /// a name with no letter or digit → `unnamed`.
    static func sanitised(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            let isAllowed = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if isAllowed {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            } else {
                pendingDash = true
            }
            if result.unicodeScalars.count >= maximumLength { break }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "unnamed" : result
    }

    /// The snapshot file name of DESIGN.md: `<state>-<variant>@<scale>x`, without extension.
    static func snapshotFileStem(state: String, variant: String, scale: Int) -> String {
        "\(sanitised(state))-\(sanitised(variant))@\(min(max(scale, 1), 9))x"
    }
}

/// Hands out sanitised names that are unique within one scope: a second `Cups of water`
/// (or `cups-of-water`) becomes `cups-of-water-2`.
struct SiteNameAllocator {
    private var taken: Set<String> = []

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    mutating func allocate(_ name: String) -> String {
        let base = SiteName.sanitised(name)
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
