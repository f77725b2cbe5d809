import Foundation

/// SF Symbol names and the Bootstrap Icons (Debian `bootstrap-icons` 1.10.3, MIT) that stand in
/// for them. This table is the only place that maps names: `rows` (in `SymbolRows.swift`) lists
/// each base name once with the forms SF Symbols has for it, and the rule in `entry(for:)`
/// turns a form (`.fill`, `.circle`, `.circle.fill`, `.square`, `.square.fill`, `.rectangle`,
/// `.slash`, `.slash.fill`) into the Bootstrap file of that form, or into a drawing composed
/// from the base glyph where Bootstrap has none.
public enum SymbolTable {
    /// Where Debian installs the icons.
    public static let directory = "/usr/share/bootstrap-icons/svg"

    /// How near a stand-in is to the SF Symbol it replaces.
    public enum Fidelity: String, Sendable, Hashable, CaseIterable, Comparable {
        /// A different glyph that conveys roughly the same thing; reported where it is used.
        case standIn
        /// The same meaning, a visibly different shape (other proportions, details, strokes).
        case close
        /// The same meaning and a very close shape.
        case exact

        public static func < (a: Self, b: Self) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// A shape drawn round a glyph (`heart.circle`) or filled with the glyph knocked out of it
    /// (`heart.circle.fill`), in the SVG's 16×16 units.
    public struct Enclosure: Sendable, Hashable {
        public enum Shape: String, Sendable, Hashable, CaseIterable { case circle, square, rectangle }
        public var shape: Shape
        public var filled: Bool

        public init(_ shape: Shape, filled: Bool) {
            self.shape = shape
            self.filled = filled
        }

        /// The enclosure's outer edge. Circles and squares take Bootstrap's whole box, as its
        /// own `-circle` and `-square` files do; rectangles are 4:3, as SF's `.rectangle`
        /// symbols are about (Flag: E).
        public var bounds: CGRect {
            shape == .rectangle ? CGRect(x: 0, y: 2, width: 16, height: 12) : CGRect(x: 0, y: 0, width: 16, height: 16)
        }

        /// The box the glyph is fitted into: about half the enclosure, as in Bootstrap's own
        /// `x-circle` and SF's `heart.circle` (Flag: E).
        public var glyphBox: CGRect {
            shape == .rectangle ? CGRect(x: 4.25, y: 4.25, width: 7.5, height: 7.5) : CGRect(x: 3.5, y: 3.5, width: 9, height: 9)
        }

        /// Bootstrap's outlines are one unit wide (`circle.svg`, `square.svg`).
        public static let lineWidth = 1.0
        /// Corner radius of squares and rectangles, as `square.svg` draws them.
        public static let cornerRadius = 2.0
    }

    /// What draws one name: a Bootstrap file turned to face as SF's does, and what is composed
    /// round it.
    public struct Entry: Sendable, Hashable {
        /// The Bootstrap file (without `.svg`): the whole symbol, or the glyph inside `enclosure`.
        public var file: String
        /// A turn, in degrees clockwise, that makes the glyph face as the SF Symbol does.
        public var rotation: Double
        /// Whether the glyph is mirrored left to right (before it is turned).
        public var mirrored: Bool
        public var fidelity: Fidelity
        /// Drawn round the glyph, when Bootstrap has no file of this form.
        public var enclosure: Enclosure?
        /// A slash drawn across the glyph (with a gap cut beside it), when Bootstrap has no
        /// `-slash` file.
        public var slashed: Bool

        public init(_ file: String, rotation: Double = 0, mirrored: Bool = false, fidelity: Fidelity = .exact,
                    enclosure: Enclosure? = nil, slashed: Bool = false) {
            self.file = file
            self.rotation = rotation
            self.mirrored = mirrored
            self.fidelity = fidelity
            self.enclosure = enclosure
            self.slashed = slashed
        }

        /// Whether this entry is drawn from more than the one file.
        public var isComposed: Bool { enclosure != nil || slashed }

        /// The files this entry reads.
        public var path: String { "\(SymbolTable.directory)/\(file).svg" }
    }

    /// The entry that draws `name`, or nil when the name is not an SF Symbol the table knows.
    public static func entry(for name: String) -> Entry? {
        resolved[name]
    }

    /// Every name the table resolves, with its entry.
    public static var entries: [String: Entry] { resolved }

    /// The file that draws `name` (the glyph's file, for a composed entry), or nil when the
    /// name is not in the table.
    public static func path(for name: String) -> String? {
        entry(for: name)?.path
    }

    /// `name` drawn in two layers, for hierarchical and palette rendering: an enclosure form
    /// (`xmark.circle.fill`) as its glyph over its enclosure, even where Bootstrap draws both as
    /// one file. Nil for a name whose layers cannot be separated.
    public static func layeredEntry(for name: String) -> Entry? {
        guard let (row, form) = parse(name), let enclosure = form.enclosure, !form.slash else { return nil }
        if let composed = entry(for: name), composed.enclosure != nil { return composed }
        let glyph = enclosure.filled ? (existingFile(row.stem + "-fill") ?? row.file) : row.file
        guard exists(glyph) else { return nil }
        return Entry(glyph, rotation: row.rotation, mirrored: row.mirrored, fidelity: min(row.fidelity, .close), enclosure: enclosure)
    }

    /// `name` with the forms of `variant` added (`symbolVariant(.circle.fill)` on `heart` is
    /// `heart.circle.fill`): the fullest spelling the table has, dropping added parts (a slash
    /// first, then the fill, then the enclosure) where SF Symbols has no such name, and `name`
    /// itself when it has none of them, as SwiftUI leaves a symbol without the variant
    /// unchanged. Nil for a name the table does not declare.
    public static func name(_ name: String, adding variant: Form) -> String? {
        guard let (row, form) = parse(name) else { return nil }
        let addSlash = variant.slash && !form.slash
        let addShape = form.enclosure == nil ? variant.enclosure?.shape : nil
        let addFill = variant.fill && !form.fill
        var candidates: [(parts: Int, rank: Int, name: String)] = []
        for slash in addSlash ? [true, false] : [false] {
            for shape in addShape.map({ [$0, nil] }) ?? [nil] {
                for fill in addFill ? [true, false] : [false] {
                    let enclosure = (form.enclosure?.shape ?? shape).map { Enclosure($0, filled: form.fill || fill) }
                    let spelled = Form(slash: form.slash || slash, enclosure: enclosure, fill: form.fill || fill)
                    let full = spelled.suffix.isEmpty ? row.name : "\(row.name).\(spelled.suffix)"
                    let parts = (slash ? 1 : 0) + (shape != nil ? 1 : 0) + (fill ? 1 : 0)
                    let rank = (shape != nil ? 4 : 0) + (fill ? 2 : 0) + (slash ? 1 : 0)
                    candidates.append((parts, rank, full))
                }
            }
        }
        let ordered = candidates.sorted { ($0.parts, $0.rank) > ($1.parts, $1.rank) }
        return ordered.first { resolved[$0.name] != nil }?.name ?? name
    }

    /// How many names resolve at each fidelity.
    public static var counts: [Fidelity: Int] {
        resolved.values.reduce(into: [:]) { $0[$1.fidelity, default: 0] += 1 }
    }
}

// MARK: - The rule

extension SymbolTable {
    /// The forms an SF Symbol name comes in, as the suffixes SF Symbols spells them with.
    public struct Form: Sendable, Hashable {
        public var slash = false
        public var enclosure: Enclosure?
        public var fill = false

        public init(slash: Bool = false, enclosure: Enclosure? = nil, fill: Bool = false) {
            self.slash = slash
            self.enclosure = enclosure
            self.fill = fill
        }

        /// `""`, `fill`, `circle.fill`, `slash` …: what follows the base name.
        public var suffix: String {
            var parts: [String] = []
            if slash { parts.append("slash") }
            if let e = enclosure { parts.append(e.shape.rawValue) }
            if fill { parts.append("fill") }
            return parts.joined(separator: ".")
        }
    }

    /// Which forms a base name has in SF Symbols, so that only real names resolve.
    public struct Forms: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let plain = Forms(rawValue: 1 << 0)
        public static let fill = Forms(rawValue: 1 << 1)
        public static let circle = Forms(rawValue: 1 << 2)
        public static let circleFill = Forms(rawValue: 1 << 3)
        public static let square = Forms(rawValue: 1 << 4)
        public static let squareFill = Forms(rawValue: 1 << 5)
        public static let rectangle = Forms(rawValue: 1 << 6)
        public static let rectangleFill = Forms(rawValue: 1 << 7)
        public static let slash = Forms(rawValue: 1 << 8)
        public static let slashFill = Forms(rawValue: 1 << 9)

        /// `x` and `x.fill`.
        public static let both: Forms = [.plain, .fill]
        /// `x.circle` and `x.circle.fill`.
        public static let circles: Forms = [.circle, .circleFill]
        /// `x.square` and `x.square.fill`.
        public static let squares: Forms = [.square, .squareFill]
        /// `x.rectangle` and `x.rectangle.fill`.
        public static let rectangles: Forms = [.rectangle, .rectangleFill]
        /// `x.slash` and `x.slash.fill`.
        public static let slashes: Forms = [.slash, .slashFill]

        static let table: [(Forms, Form)] = [
            (.plain, Form()),
            (.fill, Form(fill: true)),
            (.circle, Form(enclosure: Enclosure(.circle, filled: false))),
            (.circleFill, Form(enclosure: Enclosure(.circle, filled: true), fill: true)),
            (.square, Form(enclosure: Enclosure(.square, filled: false))),
            (.squareFill, Form(enclosure: Enclosure(.square, filled: true), fill: true)),
            (.rectangle, Form(enclosure: Enclosure(.rectangle, filled: false))),
            (.rectangleFill, Form(enclosure: Enclosure(.rectangle, filled: true), fill: true)),
            (.slash, Form(slash: true)),
            (.slashFill, Form(slash: true, fill: true)),
        ]

        /// The forms in this set, in a fixed order.
        var members: [Form] { Self.table.filter { contains($0.0) }.map(\.1) }
    }

    /// One base name of the table: the SF name without its form, the Bootstrap file of its
    /// plain form, the stem Bootstrap's other forms are named from (`check` for `check-lg`:
    /// `check-circle-fill`), how near it is, and the forms SF has.
    public struct Row: Sendable {
        public var name: String
        public var file: String
        public var stem: String
        public var fidelity: Fidelity
        public var forms: Forms
        public var rotation: Double
        public var mirrored: Bool
        /// Files of forms that Bootstrap names differently (`wifi.slash` → `wifi-off`), by
        /// suffix, with their own fidelity.
        public var files: [String: (String, Fidelity)]

        public init(_ name: String, _ file: String, _ fidelity: Fidelity, _ forms: Forms = .plain,
                    stem: String? = nil, rotation: Double = 0, mirrored: Bool = false,
                    files: [String: (String, Fidelity)] = [:]) {
            self.name = name
            self.file = file
            self.stem = stem ?? file
            self.fidelity = fidelity
            self.forms = forms
            self.rotation = rotation
            self.mirrored = mirrored
            self.files = files
        }

        /// Every SF name this row declares.
        public var names: [String] {
            forms.members.map { $0.suffix.isEmpty ? name : "\(name).\($0.suffix)" }
        }
    }

    /// The rule: the file of `form` of `row`, or a composition of the row's glyph.
    /// 1. a file the row names for this form; 2. Bootstrap's own file, named from the stem as
    /// Bootstrap names forms (`-slash`, `-circle`, `-square`, then `-fill`; `-fill-slash` too);
    /// 3. the plain file for the plain form; 4. composed: the glyph (filled for a filled form,
    /// where Bootstrap has a `-fill` file) inside a drawn enclosure, or under a drawn slash.
    /// A `.fill` form that Bootstrap cannot draw filled does not resolve.
    static func resolve(_ row: Row, _ form: Form) -> Entry? {
        if let (file, fidelity) = row.files[form.suffix] {
            return exists(file) ? Entry(file, rotation: row.rotation, mirrored: row.mirrored, fidelity: min(fidelity, row.fidelity)) : nil
        }
        var candidates: [String] = []
        if !form.suffix.isEmpty { candidates.append(row.stem + "-" + form.suffix.replacingOccurrences(of: ".", with: "-")) }
        if form.slash && form.fill && form.enclosure == nil { candidates.append(row.stem + "-fill-slash") }
        if form.suffix.isEmpty { candidates.append(row.file) }
        if form.enclosure?.shape == .rectangle { candidates.removeAll() }
        if let file = candidates.first(where: exists) {
            return Entry(file, rotation: row.rotation, mirrored: row.mirrored, fidelity: row.fidelity)
        }
        let fillFile = existingFile(row.stem + "-fill") ?? row.files["fill"].map(\.0)
        let composedFidelity = min(row.fidelity, .close)
        if let enclosure = form.enclosure, !form.slash {
            let glyph = enclosure.filled ? (fillFile ?? row.file) : row.file
            return exists(glyph) ? Entry(glyph, rotation: row.rotation, mirrored: row.mirrored, fidelity: composedFidelity, enclosure: enclosure) : nil
        }
        if form.slash, form.enclosure == nil {
            guard let glyph = form.fill ? fillFile : row.file, exists(glyph) else { return nil }
            return Entry(glyph, rotation: row.rotation, mirrored: row.mirrored, fidelity: composedFidelity, slashed: true)
        }
        return nil
    }

    /// The row and form `name` is spelled from, when it is one the table declares.
    static func parse(_ name: String) -> (Row, Form)? {
        if let found = declared[name] { return found }
        return nil
    }

    /// The form `name` is spelled in, when the table declares it.
    static func form(of name: String) -> Form? { declared[name]?.1 }

    /// Every declared name, with its row and form.
    private static let declared: [String: (Row, Form)] = {
        var out: [String: (Row, Form)] = [:]
        for row in rows {
            for form in row.forms.members {
                let name = form.suffix.isEmpty ? row.name : "\(row.name).\(form.suffix)"
                precondition(out[name] == nil, "SymbolTable declares '\(name)' twice")
                out[name] = (row, form)
            }
        }
        return out
    }()

    /// Every declared name that resolves, with its entry.
    private static let resolved: [String: Entry] = {
        var out: [String: Entry] = [:]
        for (name, (row, form)) in declared {
            if let entry = resolve(row, form) { out[name] = entry }
        }
        return out
    }()

    /// The names the table declares (a name that does not resolve to a file is a mistake in
    /// the table, which the tests catch).
    public static var declaredNames: [String] { declared.keys.sorted() }

    private static let available: Set<String> = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Set(files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
    }()

    static func exists(_ file: String) -> Bool { available.contains(file) }

    static func existingFile(_ file: String) -> String? { exists(file) ? file : nil }
}

// MARK: - Telling users about names

extension SymbolTable {
    /// What to say about a symbol name that has no stand-in: what was drawn, the known names
    /// nearest to it, and what a user can do from their own package today.
    public static func unknownSymbolMessage(_ name: String) -> String {
        "\(unknownSymbolCause(name)); drawn as a crossed box"
    }

    /// Why an unknown name is not drawn, and what the user can do, without what is drawn.
    public static func unknownSymbolCause(_ name: String) -> String {
        let near = nearestNames(to: name, count: 4)
        let suggestion = near.isEmpty ? "" : " (nearest known: \(near.map { "'\($0)'" }.joined(separator: ", ")))"
        return "unknown SF Symbol '\(name)'\(suggestion): Proofsheet has stand-ins for "
            + "\(resolved.count) symbols; in your package, use one of those names with Image(systemName:), or draw the "
            + "symbol as an image of your asset catalogue (Image(\"name\", bundle: .module)) or as your own view"
    }

    /// Why a stand-in is reported: the SF Symbol has no close Bootstrap glyph.
    public static func standInCause(_ name: String) -> String? {
        guard let entry = entry(for: name), entry.fidelity == .standIn else { return nil }
        return "SF Symbol '\(name)' has no close stand-in"
    }

    /// What a stand-in is drawn as, in the user's terms.
    public static func drawnAs(_ name: String) -> String {
        guard let entry = entry(for: name) else { return "a crossed box" }
        var what = "Bootstrap '\(entry.file)'"
        if let e = entry.enclosure { what += " in a\(e.filled ? " filled" : "") \(e.shape.rawValue)" }
        if entry.slashed { what += " with a slash" }
        return what
    }

    /// Known names ordered by how close they are to `name`: shared dot-separated parts first,
    /// then edit distance.
    public static func nearestNames(to name: String, count: Int) -> [String] {
        let parts = Set(name.split(separator: "."))
        func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
            if a.isEmpty { return b.count }
            if b.isEmpty { return a.count }
            var row = Array(0...b.count)
            for i in 1...a.count {
                var diagonal = row[0]
                row[0] = i
                for j in 1...b.count {
                    let above = row[j]
                    row[j] = min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                    diagonal = above
                }
            }
            return row[b.count]
        }
        let scored = resolved.keys.map { key -> (String, Int, Int) in
            let shared = Set(key.split(separator: ".")).intersection(parts).count
            return (key, -shared, distance(Array(key.utf8), Array(name.utf8)))
        }
        return scored.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }.prefix(count).map(\.0)
    }
}
