import Drawing
import Foundation

// What a `LocalizedStringKey` shows in the environment's locale: the value of the key in the
// package's strings tables (`<lang>.lproj/<table>.strings` and `<table>.xcstrings` in its
// resource bundles), or the key itself, as iOS shows it; and the pseudo-locale, which
// lengthens and accents every key's text to catch truncation.

private struct PseudoLocalizedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether `LocalizedStringKey`s are drawn pseudo-localized (a variant's `pseudo` locale).
    package var isPseudoLocalized: Bool {
        get { self[PseudoLocalizedKey.self] }
        set { self[PseudoLocalizedKey.self] = newValue }
    }
}

/// The pseudo-locale: `Cups of Water` → `[Ĉûƥš öƒ Ŵåţéŕ ·····]`. Letters take accents (the text
/// stays readable), the text grows by 40 % (as translations into German or Finnish do), and
/// brackets show where a string was cut.
enum PseudoLocale {
    private static let accented: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀĉðéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÅƁĈÐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    /// Letters with accents, everything else as it is.
    static func accent(_ s: String) -> String {
        String(s.map { accented[$0] ?? $0 })
    }

    /// The padding that lengthens a text of `length` characters by 40 %.
    static func padding(forLength length: Int) -> String {
        let dots = Int((Double(length) * 0.4).rounded(.down))
        return dots == 0 ? "" : " " + String(repeating: "·", count: dots)
    }
}

/// The strings tables of a package's resource bundles, read once each.
enum StringTables {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        /// Folder path + table + language → key → value.
        var tables: [String: [String: String]] = [:]
    }
    private static let cache = Cache()

    /// The value of `key` in `table` (default `Localizable`) for `locale`, looked up in
    /// `bundlePath` or in the resource bundles beside the executable: the locale's own
    /// language and region first (`pt-BR`), then its language (`pt`).
    static func value(of key: String, table: String?, bundlePath: String?, locale: Locale) -> String? {
        entry(of: key, table: table, bundlePath: bundlePath, locale: locale)?.value
    }

    /// The value of `key` as ``value(of:table:bundlePath:locale:)`` finds it, and the kind of
    /// variation it was taken from (`plural`, `device`) when the catalogue varies it.
    static func entry(of key: String, table: String?, bundlePath: String?, locale: Locale) -> (value: String, variation: String?)? {
        let table = table ?? "Localizable"
        let folders = bundlePath.map { [URL(fileURLWithPath: $0)] } ?? packageBundles
        guard !folders.isEmpty else { return nil }
        let languages = candidates(for: locale)
        for folder in folders {
            for language in languages {
                if let value = strings(in: folder, table: table, language: language)[key] { return StringCatalog.split(value) }
            }
        }
        return nil
    }

    /// The package's resource bundles that hold strings tables (a `.lproj` folder or an
    /// `.xcstrings` file), found once.
    private static let packageBundles: [URL] = ResourceBundles.besideExecutable().dropFirst().filter { folder in
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return items.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }

    /// `pt_BR` → `pt-BR`, `pt_BR`, `pt`.
    static func candidates(for locale: Locale) -> [String] {
        let id = locale.identifier
        var out = [id.replacingOccurrences(of: "_", with: "-"), id]
        if let language = locale.language.languageCode?.identifier {
            if let script = locale.language.script?.identifier { out.append("\(language)-\(script)") }
            out.append(language)
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    private static func strings(in folder: URL, table: String, language: String) -> [String: String] {
        let cacheKey = "\(folder.path)|\(table)|\(language)"
        cache.lock.lock()
        if let known = cache.tables[cacheKey] { cache.lock.unlock(); return known }
        cache.lock.unlock()
        var found: [String: String] = [:]
        // A String Catalog first, then the older `.strings` file (its keys win, as it is the
        // more specific file when both are there).
        let catalog = folder.appendingPathComponent("\(table).xcstrings")
        if let data = try? Data(contentsOf: catalog) { found = StringCatalog.values(data, language: language) }
        for lproj in ["\(language).lproj", "\(language.lowercased()).lproj"] {
            let file = folder.appendingPathComponent(lproj).appendingPathComponent("\(table).strings")
            if let data = try? Data(contentsOf: file) {
                found.merge(StringsFile.parse(data), uniquingKeysWith: { _, new in new })
                break
            }
        }
        cache.lock.lock()
        cache.tables[cacheKey] = found
        cache.lock.unlock()
        return found
    }
}

/// An old-style `.strings` file: `"key" = "value";` pairs with C comments, in UTF-8 or UTF-16.
enum StringsFile {
    static func parse(_ data: Data) -> [String: String] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16) ?? ""
        } else {
            text = String(decoding: data, as: UTF8.self)
        }
        var pairs: [String: String] = [:]
        var chars = Array(text.unicodeScalars)[...]
        func skipSpaceAndComments() {
            while let c = chars.first {
                if c.properties.isWhitespace { chars.removeFirst(); continue }
                if c == "/", chars.dropFirst().first == "*" {
                    chars.removeFirst(2)
                    while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") { chars.removeFirst() }
                    chars = chars.dropFirst(2)
                    continue
                }
                if c == "/", chars.dropFirst().first == "/" {
                    while let d = chars.first, d != "\n" { chars.removeFirst() }
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            skipSpaceAndComments()
            guard chars.first == "\"" else { return nil }
            chars.removeFirst()
            var out = String.UnicodeScalarView()
            while let c = chars.popFirst() {
                if c == "\"" { return String(out) }
                if c == "\\", let e = chars.popFirst() {
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(chars.prefix(4)))
                        if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
                            out.append(s)
                            chars = chars.dropFirst(4)
                        }
                    default: out.append(e)
                    }
                } else {
                    out.append(c)
                }
            }
            return nil
        }
        while !chars.isEmpty {
            guard let key = quoted() else { break }
            skipSpaceAndComments()
            guard chars.popFirst() == "=", let value = quoted() else { break }
            skipSpaceAndComments()
            if chars.first == ";" { chars.removeFirst() }
            pairs[key] = value
        }
        return pairs
    }
}

/// A String Catalog (`.xcstrings`, JSON): each key's `stringUnit` value in a language. Keys
/// with plural or device variations take their `other` form.
enum StringCatalog {
    /// Marks a value taken from a variation (`\u{1}plural\u{1}` before it), so the tables stay
    /// plain dictionaries.
    static let variationMark: Character = "\u{1}"

    static func split(_ stored: String) -> (value: String, variation: String?) {
        guard stored.first == variationMark else { return (stored, nil) }
        let parts = stored.dropFirst().split(separator: variationMark, maxSplits: 1, omittingEmptySubsequences: false)
        return (parts.count > 1 ? String(parts[1]) : "", String(parts[0]))
    }

    static func values(_ data: Data, language: String) -> [String: String] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return [:] }
        var out: [String: String] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations[language] as? [String: Any] else { continue }
            if let value = unitValue(localization) { out[key] = value }
        }
        return out
    }

    private static func unitValue(_ localization: [String: Any]) -> String? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        if let variations = localization["variations"] as? [String: Any] {
            for kind in ["plural", "device"] {
                if let forms = variations[kind] as? [String: Any],
                   let other = (forms["other"] as? [String: Any]) ?? forms.sorted(by: { $0.key < $1.key }).first?.value as? [String: Any],
                   let value = unitValue(other) {
                    return "\(variationMark)\(kind)\(variationMark)\(split(value).value)"
                }
            }
        }
        return nil
    }
}
