/// What VoiceOver reads for an `Image(systemName:)` without `accessibilityLabel`. Apple gives
/// many SF Symbols a label of what they usually mean (`plus` reads "Add"); the others are read
/// by name with spaces for the dots (`star.fill` reads "star fill", as accessibility write-ups
/// of SwiftUI record). The table holds the labels this project could confirm from such
/// write-ups and Apple's sample code; it is a short list (E), and a symbol missing from it is
/// read by name, which the audits flag on buttons either way.
enum SymbolLabels {
    private static let apple: [String: String] = [
        "plus": "Add",
        "minus": "Remove",
        "xmark": "Close",
        "trash": "Delete",
        "square.and.arrow.up": "Share",
        "magnifyingglass": "Search",
        "ellipsis": "More",
        "gear": "Settings",
        "gearshape": "Settings",
        "pencil": "Edit",
    ]

    /// Apple's label for a symbol (its variants read as the base symbol: `trash.fill` is
    /// "Delete"), or nil.
    static func appleLabel(_ name: String) -> String? {
        if let l = apple[name] { return l }
        for suffix in [".fill", ".circle", ".circle.fill", ".square", ".square.fill"] where name.hasSuffix(suffix) {
            if let l = apple[String(name.dropLast(suffix.count))] { return l }
        }
        return nil
    }

    /// A name as VoiceOver reads it: `chevron.right` → "chevron right".
    static func spokenName(_ name: String) -> String {
        name.replacingOccurrences(of: ".", with: " ").replacingOccurrences(of: "_", with: " ")
    }
}
