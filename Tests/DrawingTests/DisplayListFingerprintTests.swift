import Drawing
import Foundation
import Testing

/// `DisplayList.fingerprint`: the same in every process, moved by any field of any operation,
/// and fed every stored field (a field added later fails the table test until it is hashed).
@Suite struct DisplayListFingerprintTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    static let rect = CGRect(x: 1, y: 2, width: 30, height: 40)

    /// Every operation, with every optional field set.
    static func sample() -> DisplayList {
        let font = FontSpec(size: 17, weight: .semibold, italic: true, design: .rounded, customName: "Lobster")
        let symbol = InlineSymbol(name: "car", width: 20, height: 16, ink: rect, weight: .bold, secondaryColor: blue,
                                  bitmap: InlineBitmap(key: "emoji", pixels: RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])))
        let attributes = TextAttributes(
            font: font, color: red, background: blue, underline: TextDecoration(pattern: .dash, color: red),
            strikethrough: TextDecoration(pattern: .dot), extraSpacing: 0.5, baselineOffset: 2, monospacedDigits: true, symbol: symbol)
        let spec = TextSpec("Hello", font: font, spans: [TextSpan(range: 0..<2, attributes: attributes)], wrapWidth: 100,
                            lineLimit: 2, lineSpacing: 3, truncation: .middle, reservedLines: 1)
        let gradient = GradientPaint(.radial(center: CGPoint(x: 5, y: 6), startRadius: 1, endRadius: 9),
                                     stops: [.init(color: red, location: 0), .init(color: blue, location: 1)],
                                     transform: AffineMatrix(a: 1, b: 0, c: 0, d: 2, tx: 3, ty: 4))
        let path = ShapePath.path([.move(to: .zero), .line(to: CGPoint(x: 1, y: 1)), .quadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 3)),
                                   .curve(to: CGPoint(x: 4, y: 4), control1: CGPoint(x: 2, y: 5), control2: CGPoint(x: 3, y: 6)), .closeSubpath])
        let stroke = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2])
        let group = DisplayGroup(
            transform: AffineMatrix(a: 1, b: 0.1, c: 0, d: 1, tx: 5, ty: 0), clip: Clip(.roundedRect(rect, cornerRadius: 8, style: .continuous), antialiased: false, evenOdd: true),
            opacity: 0.8, shadow: Shadow(color: blue, radius: 4, x: 1, y: 2),
            filters: [.blur(radius: 3, opaque: true, bounds: rect), .colorMatrix(ColorMatrix([Double](repeating: 0.5, count: 20)))],
            backdrop: [.blur(radius: 10)], mask: LayerMask(ops: [.fill(.capsule(rect), red)]), blendMode: .multiply, isolated: true,
            projection: Homography(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1),
            ops: [.fill(.ellipse(rect), blue)])
        return DisplayList(size: CGSize(width: 390, height: 844), ops: [
            .fill(.rect(rect), red),
            .stroke(path, blue, stroke),
            .fillGradient(.rect(rect), gradient),
            .strokeGradient(.capsule(rect), GradientPaint(.conic(center: .zero, startAngle: 0, endAngle: 3), stops: []), stroke),
            .gradientMask(GradientPaint(.linear(start: .zero, end: CGPoint(x: 0, y: 10)), stops: []), [.fill(.rect(rect), red)]),
            .text(TextRun(spec: spec, color: red, origin: CGPoint(x: 3, y: 4), width: 120, alignment: .trailing)),
            .icon(IconRun(name: "chevron.right", rect: rect, color: red, contentMode: .stretch, weight: .heavy, secondaryColor: blue)),
            .image(ImageRun(image: RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8]), rect: rect, interpolated: false)),
            .group(group),
        ])
    }

    @Test("The fingerprint is the same in every process: a pinned value")
    func pinned() {
        let list = Self.sample()
        #expect(list.fingerprint == list.fingerprint)
        #expect(list.fingerprint == 0x2e76_ac19_0aa2_db3b, "got \(String(list.fingerprint, radix: 16)): hashing changed (only a cost: serve draws everything once)")
        #expect(DisplayList(size: .zero).fingerprint != DisplayList(size: CGSize(width: 0, height: 1)).fingerprint)
    }

    @Test("A change to any field of any operation moves the fingerprint")
    func everyChangeCounts() {
        let base = Self.sample()
        var variants: [(String, DisplayList)] = []
        func change(_ name: String, _ edit: (inout DisplayList) -> Void) {
            var list = base
            edit(&list)
            variants.append((name, list))
        }
        func op(_ i: Int, _ edit: @escaping (inout DisplayOp) -> Void) -> (inout DisplayList) -> Void {
            { list in edit(&list.ops[i]) }
        }
        change("size") { $0.size.width += 0.000_001 }
        change("fill colour", op(0) { if case .fill(let s, var c) = $0 { c.alpha = 0.999; $0 = .fill(s, c) } })
        change("fill shape", op(0) { if case .fill(_, let c) = $0 { $0 = .fill(.ellipse(Self.rect), c) } })
        change("dash", op(1) { if case .stroke(let s, let c, var st) = $0 { st.dash = [4, 3]; $0 = .stroke(s, c, st) } })
        change("path point", op(1) { if case .stroke(_, let c, let st) = $0 { $0 = .stroke(.path([.move(to: CGPoint(x: 0, y: 1e-9))]), c, st) } })
        change("gradient stop", op(2) { if case .fillGradient(let s, var g) = $0 { g.stops[1].location = 0.9; $0 = .fillGradient(s, g) } })
        change("gradient extend", op(2) { if case .fillGradient(let s, var g) = $0 { g.extend = .reflect; $0 = .fillGradient(s, g) } })
        change("text string", op(5) { if case .text(var r) = $0 { r.spec.string = "Hellp"; $0 = .text(r) } })
        change("span colour", op(5) { if case .text(var r) = $0 { r.spec.spans[0].attributes.color = Self.blue; $0 = .text(r) } })
        change("span range", op(5) { if case .text(var r) = $0 { r.spec.spans[0].range = 0..<3; $0 = .text(r) } })
        change("line limit", op(5) { if case .text(var r) = $0 { r.spec.lineLimit = nil; $0 = .text(r) } })
        change("custom font", op(5) { if case .text(var r) = $0 { r.spec.font.customName = nil; $0 = .text(r) } })
        change("emoji pixels", op(5) { if case .text(var r) = $0 {
            r.spec.spans[0].attributes.symbol?.bitmap = InlineBitmap(key: "emoji", pixels: RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 5]))
            $0 = .text(r)
        } })
        change("alignment", op(5) { if case .text(var r) = $0 { r.alignment = .center; $0 = .text(r) } })
        change("icon name", op(6) { if case .icon(var r) = $0 { r.name = "chevron.left"; $0 = .icon(r) } })
        change("icon weight", op(6) { if case .icon(var r) = $0 { r.weight = .black; $0 = .icon(r) } })
        change("image pixel", op(7) { if case .image(var r) = $0 { r.image.pixels[7] = 9; $0 = .image(r) } })
        change("image sampling", op(7) { if case .image(var r) = $0 { r.interpolated = true; $0 = .image(r) } })
        change("group opacity", op(8) { if case .group(var g) = $0 { g.opacity = 0.79; $0 = .group(g) } })
        change("group clip rule", op(8) { if case .group(var g) = $0 { g.clip?.evenOdd = false; $0 = .group(g) } })
        change("group blur", op(8) { if case .group(var g) = $0 { g.filters[0] = .blur(radius: 3, opaque: false, bounds: Self.rect); $0 = .group(g) } })
        change("group mask", op(8) { if case .group(var g) = $0 { g.mask = nil; $0 = .group(g) } })
        change("group blend", op(8) { if case .group(var g) = $0 { g.blendMode = .screen; $0 = .group(g) } })
        change("group projection", op(8) { if case .group(var g) = $0 { g.projection?.m13 = 0.002; $0 = .group(g) } })
        change("group child", op(8) { if case .group(var g) = $0 { g.ops.append(.fill(.rect(.zero), Self.red)); $0 = .group(g) } })
        change("order") { $0.ops.swapAt(0, 1) }
        change("nesting") { $0.ops = [.group(DisplayGroup(ops: $0.ops))] }
        var seen: [UInt64: String] = [base.fingerprint: "the sample"]
        for (name, list) in variants {
            // (An inline bitmap compares equal by its key alone; the fingerprint reads its pixels.)
            #expect(list != base || name == "emoji pixels", "\(name): the edit changed nothing (test mistake)")
            if let earlier = seen[list.fingerprint] {
                Issue.record("\(name) has the fingerprint of \(earlier)")
            }
            seen[list.fingerprint] = name
        }
    }

    /// Each display-list type's stored fields, as the fingerprint feeds them. A field added to
    /// a type fails here until `DisplayListFingerprint.swift` feeds it and this table lists it.
    static let hashedFields: [String: [String]] = [
        "DisplayList": ["size", "ops"],
        "RGBAColor": ["red", "green", "blue", "alpha"],
        "StrokeStyle": ["lineWidth", "lineCap", "lineJoin", "dash"],
        "GradientPaint": ["geometry", "stops", "transform", "extend"],
        "Stop": ["color", "location"],
        "AffineMatrix": ["a", "b", "c", "d", "tx", "ty"],
        "TextRun": ["spec", "color", "origin", "width", "alignment"],
        "TextSpec": ["string", "font", "spans", "wrapWidth", "lineLimit", "lineSpacing", "truncation", "reservedLines"],
        "FontSpec": ["size", "weight", "italic", "design", "customName", "leading"],
        "TextSpan": ["range", "attributes"],
        "TextAttributes": ["font", "color", "background", "underline", "strikethrough", "extraSpacing", "baselineOffset",
                           "monospacedDigits", "symbol"],
        "TextDecoration": ["pattern", "color"],
        "InlineSymbol": ["name", "width", "height", "ink", "weight", "secondaryColor", "bitmap"],
        "InlineBitmap": ["key", "pixels"],
        "RGBAImage": ["width", "height", "pixels"],
        "IconRun": ["name", "rect", "color", "contentMode", "weight", "secondaryColor"],
        "ImageRun": ["image", "rect", "interpolated"],
        "DisplayGroup": ["transform", "clip", "opacity", "shadow", "ops", "filters", "backdrop", "mask", "blendMode", "isolated",
                         "projection"],
        "Clip": ["shape", "antialiased", "evenOdd"],
        "Shadow": ["color", "radius", "x", "y"],
        "ColorMatrix": ["values"],
        "LayerMask": ["ops"],
        "Homography": ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"],
    ]

    @Test("Every stored field of every display-list type is fed to the fingerprint")
    func everyFieldIsHashed() {
        var found: [String: [String]] = [:]
        func walk(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .struct {
                let name = String(describing: mirror.subjectType)
                let fields = mirror.children.compactMap(\.label)
                // Foundation's own values and the standard library's are leaves.
                if !["CGRect", "CGPoint", "CGSize", "CGFloat", "Range<Int>", "Double", "String", "Array<UInt8>"].contains(name) {
                    found[name] = fields
                }
                if ["CGRect", "CGPoint", "CGSize", "CGFloat", "Range<Int>"].contains(name) { return }
            }
            if value is [UInt8] { return }
            for child in mirror.children { walk(child.value) }
        }
        walk(Self.sample())
        for (name, fields) in found.sorted(by: { $0.key < $1.key }) {
            #expect(Self.hashedFields[name] == fields,
                    "\(name) stores \(fields); the fingerprint feeds \(Self.hashedFields[name] ?? []): feed the new field in DisplayListFingerprint.swift and list it here")
        }
        #expect(Set(found.keys) == Set(Self.hashedFields.keys), "the sample reaches \(found.keys.sorted())")
    }
}
