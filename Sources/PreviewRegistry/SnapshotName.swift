import Foundation

/// Names of snapshots on disk: every part lower-kebab, only `[a-z0-9-]`, so a name can never
/// leave its folder (no `/`, no `..`, no spaces or markup).
public enum SnapshotName {
    /// `Cups of Water` → `cups-of-water`; `../../x` → `x`; `<script>` → `script`;
    /// `Café` → `cafe`, `Ärger` → `arger`, `Straße` → `strasse`; `iOS 18` → `ios-18`. Never empty.
    public static func sanitize(_ raw: String) -> String {
        let raw = foldedToASCII(raw)
        var out = ""
        var pendingDash = false
        // Split camel case too: `darkRTL` → `dark-rtl`; but not after a single lowercase letter
        // that starts a word, as in Apple's names: `iOS 18` → `ios-18`, `iPhone` → `iphone`.
        var previous: Character?
        var wordLength = 0
        for ch in raw {
            if ch.isLetter || ch.isNumber, ch.isASCII {
                if let p = previous, p.isLowercase || p.isNumber, ch.isUppercase, wordLength >= 2 { pendingDash = true }
                if pendingDash && !out.isEmpty { out.append("-") }
                if pendingDash { wordLength = 0 }
                pendingDash = false
                out.append(Character(ch.lowercased()))
                wordLength += 1
            } else {
                pendingDash = true
            }
            previous = ch
        }
        return out.isEmpty ? "unnamed" : out
    }

    /// True when `name` is already a safe name.
    public static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
            && !name.hasPrefix("-") && !name.hasSuffix("-")
    }

    /// Letters with accents lose them (`é` → `e`), and the Latin letters that do not decompose
    /// are spelled out (`ß` → `ss`, `ø` → `o`); other scripts stay as they are (and are then
    /// dropped from names).
    static func foldedToASCII(_ s: String) -> String {
        let spelled: [Character: String] = [
            "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D",
            "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i",
        ]
        var out = String.UnicodeScalarView()
        for scalar in s.decomposedStringWithCanonicalMapping.unicodeScalars {
            if let replacement = spelled[Character(scalar)] {
                out.append(contentsOf: replacement.unicodeScalars)
            } else if scalar.properties.generalCategory != .nonspacingMark {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
