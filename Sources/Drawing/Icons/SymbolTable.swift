/// SF Symbol names and the Bootstrap Icons (Debian `bootstrap-icons`, MIT) that stand in for
/// them. This table is the only place that maps names; add a row to support a symbol.
public enum SymbolTable {
    /// Where Debian installs the icons.
    public static let directory = "/usr/share/bootstrap-icons/svg"

    /// One stand-in: a Bootstrap file (without `.svg`) and a turn, in degrees clockwise, that
    /// makes it face as the SF Symbol does.
    public struct Entry: Sendable, Hashable {
        public var file: String
        public var rotation: Double

        public init(_ file: String, rotation: Double = 0) {
            self.file = file
            self.rotation = rotation
        }
    }

    public static let entries: [String: Entry] = [
        "car": Entry("car-front"),
        "car.fill": Entry("car-front-fill"),
        "bicycle": Entry("bicycle"),
        // Bootstrap's airplane points up; SF's points right.
        "airplane": Entry("airplane-fill", rotation: 90),
        "chevron.right": Entry("chevron-right"),
        "chevron.left": Entry("chevron-left"),
        "chevron.down": Entry("chevron-down"),
        "chevron.up": Entry("chevron-up"),
        "chevron.up.chevron.down": Entry("chevron-expand"),
        "checkmark": Entry("check-lg"),
        "globe": Entry("globe"),
        "xmark": Entry("x-lg"),
        "plus": Entry("plus-lg"),
        "minus": Entry("dash-lg"),
        "star": Entry("star"),
        "star.fill": Entry("star-fill"),
        "heart": Entry("heart"),
        "heart.fill": Entry("heart-fill"),
        "gear": Entry("gear"),
        "magnifyingglass": Entry("search"),
        "trash": Entry("trash"),
        "info.circle": Entry("info-circle"),
        "person": Entry("person"),
        "person.fill": Entry("person-fill"),
        "house": Entry("house"),
        "house.fill": Entry("house-fill"),
        "bell": Entry("bell"),
        "calendar": Entry("calendar"),
        "clock": Entry("clock"),
        "square.and.arrow.up": Entry("box-arrow-up"),
        "ellipsis": Entry("three-dots"),
        "drop": Entry("droplet"),
        "drop.fill": Entry("droplet-fill"),
        "eurosign": Entry("currency-euro"),
        "circle": Entry("circle"),
        "cellularbars": Entry("reception-4"),
        "wifi": Entry("wifi"),
        "battery.100": Entry("battery-full"),
        "circle.fill": Entry("circle-fill"),
    ]

    /// The file that draws `name`, or nil when the name is not in the table.
    public static func path(for name: String) -> String? {
        entries[name].map { "\(directory)/\($0.file).svg" }
    }
}

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
            + "\(entries.count) symbols; in your package, use one of those names with Image(systemName:), or draw the "
            + "symbol as your own view, until images of your own can be added (asset catalogues)"
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
        let scored = entries.keys.map { key -> (String, Int, Int) in
            let shared = Set(key.split(separator: ".")).intersection(parts).count
            return (key, -shared, distance(Array(key.utf8), Array(name.utf8)))
        }
        return scored.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }.prefix(count).map(\.0)
    }
}
