import Foundation

extension DisplayList {
    /// A stable, readable text form: one operation per line, groups indented, numbers rounded
    /// to 2 decimals. Reviews and `.displayList` snapshots compare this text.
    public var dump: String {
        var out = "frame \(DumpFormat.num(size.width))x\(DumpFormat.num(size.height))\n"
        DumpFormat.write(ops, indent: "", into: &out)
        return out
    }
}

enum DumpFormat {
    static func num(_ v: Double) -> String {
        var r = (v * 100).rounded() / 100
        if r == 0 { r = 0 }  // no "-0"
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func point(_ p: CGPoint) -> String { "\(num(p.x)),\(num(p.y))" }

    static func rect(_ r: CGRect) -> String {
        "\(num(r.minX)),\(num(r.minY)) \(num(r.width))x\(num(r.height))"
    }

    /// A span's attributes, each that is set.
    static func attributes(_ a: TextAttributes) -> String {
        var parts: [String] = []
        if let f = a.font {
            parts.append("\(num(f.size))pt \(f.weight.name)\(f.italic ? " italic" : "")\(f.customName.map { " font \(quoted($0))" } ?? "")")
        }
        if let c = a.color { parts.append(c.hexString) }
        if let b = a.background { parts.append("background \(b.hexString)") }
        if let u = a.underline { parts.append("underline \(u.pattern.rawValue)\(u.color.map { " " + $0.hexString } ?? "")") }
        if let st = a.strikethrough { parts.append("strikethrough \(st.pattern.rawValue)\(st.color.map { " " + $0.hexString } ?? "")") }
        if a.extraSpacing != 0 { parts.append("spacing \(num(a.extraSpacing))") }
        if a.baselineOffset != 0 { parts.append("baseline \(num(a.baselineOffset))") }
        if a.monospacedDigits { parts.append("tnum") }
        if let sym = a.symbol { parts.append("symbol \(quoted(sym.name)) \(num(sym.width))x\(num(sym.height))") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    static func shape(_ s: ShapePath) -> String {
        switch s {
        case .rect(let r): return "rect(\(rect(r)))"
        case .roundedRect(let r, let radius, let style): return "roundedRect(\(rect(r)) r\(num(radius)) \(style.rawValue))"
        case .ellipse(let r): return "ellipse(\(rect(r)))"
        case .capsule(let r): return "capsule(\(rect(r)))"
        case .path(let elements):
            let parts = elements.map { e -> String in
                switch e {
                case .move(let p): return "M\(point(p))"
                case .line(let p): return "L\(point(p))"
                case .quadCurve(let p, let c): return "Q\(point(c)) \(point(p))"
                case .curve(let p, let c1, let c2): return "C\(point(c1)) \(point(c2)) \(point(p))"
                case .closeSubpath: return "Z"
                }
            }
            return "path(\(parts.joined(separator: " ")))"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    static func matrix(_ m: AffineMatrix) -> String {
        if m.isTranslation { return "translate(\(num(m.tx)),\(num(m.ty)))" }
        return "matrix(\(num(m.a)),\(num(m.b)),\(num(m.c)),\(num(m.d)),\(num(m.tx)),\(num(m.ty)))"
    }

    /// `linear 0,0->0,100 [#FF0000FF@0 #0000FFFF@1]`, with the gradient's transform if any.
    static func gradient(_ g: GradientPaint) -> String {
        var s: String
        switch g.geometry {
        case let .linear(a, b): s = "linear \(point(a))->\(point(b))"
        case let .radial(c, r0, r1): s = "radial \(point(c)) r\(num(r0))->\(num(r1))"
        case let .conic(c, a0, a1): s = "conic \(point(c)) \(num(a0))->\(num(a1))rad"
        }
        s += " [" + g.stops.map { "\($0.color.hexString)@\(num($0.location))" }.joined(separator: " ") + "]"
        if !g.transform.isIdentity { s += " " + matrix(g.transform) }
        if g.extend != .pad { s += " " + g.extend.rawValue }
        return s
    }

    static func write(_ ops: [DisplayOp], indent: String, into out: inout String) {
        for op in ops {
            switch op {
            case .fill(let s, let c):
                out += "\(indent)fill \(shape(s)) \(c.hexString)\n"
            case .stroke(let s, let c, let st):
                var line = "\(indent)stroke \(shape(s)) \(c.hexString) width \(num(st.lineWidth))"
                if st.lineCap != .butt { line += " cap \(st.lineCap.rawValue)" }
                if st.lineJoin != .miter { line += " join \(st.lineJoin.rawValue)" }
                if !st.dash.isEmpty { line += " dash \(st.dash.map(num).joined(separator: ","))" }
                out += line + "\n"
            case .fillGradient(let s, let g):
                out += "\(indent)fill \(shape(s)) \(gradient(g))\n"
            case .strokeGradient(let s, let g, let st):
                var line = "\(indent)stroke \(shape(s)) \(gradient(g)) width \(num(st.lineWidth))"
                if st.lineCap != .butt { line += " cap \(st.lineCap.rawValue)" }
                if st.lineJoin != .miter { line += " join \(st.lineJoin.rawValue)" }
                if !st.dash.isEmpty { line += " dash \(st.dash.map(num).joined(separator: ","))" }
                out += line + "\n"
            case .gradientMask(let g, let ops):
                out += "\(indent)paint \(gradient(g)) through {\n"
                write(ops, indent: indent + "  ", into: &out)
                out += "\(indent)}\n"
            case .text(let t):
                var line = "\(indent)text \(quoted(t.spec.string)) \(num(t.spec.font.size))pt \(t.spec.font.weight.name)"
                if t.spec.font.italic { line += " italic" }
                if t.spec.font.design != .default { line += " \(t.spec.font.design.rawValue)" }
                if let name = t.spec.font.customName { line += " font \(quoted(name))" }
                line += " \(t.color.hexString) at \(point(t.origin)) width \(num(t.width))"
                if let w = t.spec.wrapWidth { line += " wrap \(num(w))" }
                if let l = t.spec.lineLimit { line += " lines \(l)" }
                if t.alignment != .leading { line += " \(t.alignment.rawValue)" }
                if t.spec.lineSpacing != 0 { line += " spacing \(num(t.spec.lineSpacing))" }
                if t.spec.truncation != .tail { line += " truncate \(t.spec.truncation.rawValue)" }
                if t.spec.reservedLines > 0 { line += " reserves \(t.spec.reservedLines)" }
                out += line + "\n"
                for span in t.spec.spans {
                    out += "\(indent)  span \(span.range.lowerBound)..<\(span.range.upperBound)\(attributes(span.attributes))\n"
                }
            case .icon(let i):
                var line = "\(indent)icon \(quoted(i.name)) \(rect(i.rect)) \(i.color.hexString)\(i.contentMode == .stretch ? " stretch" : "")"
                if i.weight != .regular { line += " \(i.weight.name)" }
                if let s = i.secondaryColor { line += " layers \(s.hexString)" }
                out += line + "\n"
            case .image(let im):
                out += "\(indent)image \(im.image.width)x\(im.image.height) \(rect(im.rect))\(im.interpolated ? "" : " nearest")\n"
            case .group(let g):
                var parts: [String] = []
                if !g.transform.isIdentity { parts.append(matrix(g.transform)) }
                if let c = g.clip { parts.append("clip \(shape(c.shape))\(c.antialiased ? "" : " aliased")\(c.evenOdd ? " even-odd" : "")") }
                if g.opacity != 1 { parts.append("opacity \(num(g.opacity))") }
                if let s = g.shadow {
                    parts.append("shadow \(s.color.hexString) r\(num(s.radius)) x\(num(s.x)) y\(num(s.y))")
                }
                parts += layerEffects(g)
                out += "\(indent)group\(parts.isEmpty ? "" : " " + parts.joined(separator: " ")) {\n"
                if let mask = g.mask {
                    out += "\(indent)  mask {\n"
                    write(mask.ops, indent: indent + "    ", into: &out)
                    out += "\(indent)  }\n"
                }
                write(g.ops, indent: indent + "  ", into: &out)
                out += "\(indent)}\n"
            }
        }
    }

    static func filter(_ f: LayerFilter) -> String {
        switch f {
        case .blur(let r, let opaque, let bounds):
            return "blur r\(num(r))\(opaque ? " opaque" : "")\(bounds.map { " in " + rect($0) } ?? "")"
        case .colorMatrix(let m):
            return "matrix(\(m.values.map(num).joined(separator: ",")))"
        }
    }

    /// The layer effects of a group, each that is set.
    static func layerEffects(_ g: DisplayGroup) -> [String] {
        var parts: [String] = []
        if !g.backdrop.isEmpty { parts.append("backdrop[\(g.backdrop.map(filter).joined(separator: "; "))]") }
        if !g.filters.isEmpty { parts.append("filters[\(g.filters.map(filter).joined(separator: "; "))]") }
        if g.blendMode != .normal { parts.append("blend \(g.blendMode.rawValue)") }
        if g.isolated { parts.append("isolated") }
        if let h = g.projection {
            let values = [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33]
            parts.append("projection(\(values.map { String(format: "%.4g", $0 == 0 ? 0 : $0) }.joined(separator: ",")))")
        }
        return parts
    }
}
