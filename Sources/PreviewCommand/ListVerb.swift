import Foundation
import PreviewRegistry
import PreviewUI

enum ListVerb {
    static let spec = CommandSpec(
        verb: "list", synopsis: "[FILTER] [--json] [--scale 1|2|3]",
        summary: "Lists every preview, state and variant with its output name and size in points.",
        flags: [("json", "one JSON array, an object per output")],
        options: [("scale", "N", "the scale in output names (default 2)"), CommandSpec.variantsOption],
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let verb = Verb(spec: spec) { tool, args in
        let scale = try args.int("scale", verb: "list", allowed: 1...3) ?? 2
        let entries = try tool.entries(args.positionals.first, verb: "list")
        let registry = try tool.registry()
        var rows: [ListRow] = []
        var failures = 0
        for entry in entries {
            guard let (preview, state, variant) = registry.resolve(entry) else { continue }
            var size = CGSize.zero
            var problem: String?
            var approximations: [Approximation] = []
            do {
                let frame = try await registry.settledFrame(for: entry, scale: scale)
                size = frame.displayList.size
                approximations = frame.approximations
            } catch {
                problem = "\(error)"
                failures += 1
                tool.console.error("FAILED   \(error)")
            }
            rows.append(ListRow(
                preview: entry.preview, state: entry.state, variant: entry.variant,
                name: "\(entry.name)@\(scale)x", width: Double(size.width), height: Double(size.height),
                scale: scale, component: preview.component, layout: preview.layout.description,
                interactions: state.steps, declaredAt: preview.location, declaration: preview.origin.rawValue,
                error: problem, approximations: approximations.map(ListRow.Said.init),
                axes: Dictionary(uniqueKeysWithValues: variant.axisValues.map { ($0.axis, $0.value) })))
        }
        if args.has("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            tool.console.out(String(decoding: try encoder.encode(rows), as: UTF8.self))
        } else {
            let width = rows.map(\.name.count).max() ?? 0
            for r in rows {
                let size = "\(format(r.width))×\(format(r.height)) pt"
                let said = r.approximations.isEmpty ? "" : "  (\(r.approximations.count) approximation\(r.approximations.count == 1 ? "" : "s"))"
                tool.console.out("\(r.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(size)\(said)")
            }
            // The variant matrix of each preview whose variants differ in more than the colour scheme.
            for preview in registry.previews where rows.contains(where: { $0.preview == preview.name }) {
                let axes = Self.varyingAxes(preview.variants)
                guard axes.contains(where: { $0.axis != "Colour scheme" }) else { continue }
                let grid = axes.map { "\($0.axis): \($0.values.joined(separator: ", "))" }.joined(separator: "; ")
                tool.console.out("\(preview.name): \(preview.states.count) state(s) × \(preview.variants.count) variants (\(axes.map { "\($0.values.count)" }.joined(separator: " × "))) — \(grid)")
            }
            tool.console.out("\(rows.count) snapshot(s) from \(Set(rows.map(\.preview)).count) preview(s)")
        }
        return failures == 0 ? 0 : 1
    }

    /// The axes whose values differ among `variants`, in axis order, each value once.
    static func varyingAxes(_ variants: [PreviewVariant]) -> [(axis: String, values: [String])] {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for v in variants {
            for a in v.axisValues {
                if values[a.axis] == nil { order.append(a.axis) }
                if !(values[a.axis]?.contains(a.value) ?? false) { values[a.axis, default: []].append(a.value) }
            }
        }
        return order.compactMap { axis in (values[axis]?.count ?? 0) > 1 ? (axis, values[axis]!) : nil }
    }

    struct ListRow: Encodable {
        let preview, state, variant, name: String
        let width, height: Double
        let scale: Int
        let component, layout: String
        let interactions: [String]
        /// `File.swift:12`.
        let declaredAt: String
        /// `source`, `#Preview` or `PreviewProvider`.
        let declaration: String
        /// Why it could not be laid out, if it could not.
        let error: String?
        /// What it draws differently from iOS.
        let approximations: [Said]
        /// The variant's value on each axis of the matrix.
        let axes: [String: String]

        /// One approximation: what, drawn as what, where the user's code asked for it.
        struct Said: Encodable {
            let cause, drawnAs, file: String
            let line: Int
            /// `Badge.swift:12`.
            let location: String?

            init(_ a: Approximation) {
                cause = a.cause
                drawnAs = a.drawnAs
                file = a.file
                line = a.line
                location = a.location
            }
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }
}
