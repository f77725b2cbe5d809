import Foundation

extension DisplayList {
    /// A 64-bit hash of everything the list says, exact to the last bit of every number and
    /// the same in every process and on every run (unlike `hashValue`): two lists with the same
    /// fingerprint draw the same picture with the same renderer. `serve` uses it to skip
    /// drawing snapshots whose list did not change after a rebuild.
    public var fingerprint: UInt64 {
        var hasher = StableHasher()
        hasher.combine(self)
        return hasher.value
    }
}

/// FNV-1a, fed field by field: numbers by their bit patterns, strings and arrays with their
/// lengths, enum cases by a tag. Each display-list type says what it feeds
/// (`StableHashable`); a test holds every type's stored fields against what is fed, so a
/// field added later cannot be forgotten.
public struct StableHasher {
    public private(set) var value: UInt64 = FNV1a.offsetBasis

    public init() {}

    public mutating func combine(_ word: UInt64) {
        value ^= word
        value = value &* 0x100_0000_01b3
    }

    public mutating func combine(_ v: Double) { combine(v.bitPattern) }
    public mutating func combine(_ v: CGFloat) { combine(Double(v).bitPattern) }
    public mutating func combine(_ v: Int) { combine(UInt64(bitPattern: Int64(v))) }
    public mutating func combine(_ v: Bool) { combine(v ? 1 as UInt64 : 2) }

    public mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        for b in text.utf8 { combine(UInt64(b)) }
    }

    public mutating func combine(bytes: [UInt8]) {
        combine(UInt64(bytes.count))
        value = bytes.withUnsafeBytes { FNV1a.hashWords($0, seed: value) }
    }

    public mutating func combine(_ p: CGPoint) { combine(p.x); combine(p.y) }
    public mutating func combine(_ s: CGSize) { combine(s.width); combine(s.height) }
    public mutating func combine(_ r: CGRect) { combine(r.origin); combine(r.size) }

    public mutating func combine<T: StableHashable>(_ value: T) { value.stableHash(into: &self) }

    public mutating func combine<T: StableHashable>(_ value: T?) {
        if let value { combine(1 as UInt64); value.stableHash(into: &self) } else { combine(0 as UInt64) }
    }

    public mutating func combine<T: StableHashable>(_ values: [T]) {
        combine(UInt64(values.count))
        for v in values { v.stableHash(into: &self) }
    }

    public mutating func combine(_ values: [Double]) {
        combine(UInt64(values.count))
        for v in values { combine(v) }
    }
}

/// A value that feeds a `StableHasher` everything that tells it apart.
public protocol StableHashable {
    func stableHash(into hasher: inout StableHasher)
}

extension StableHashable where Self: RawRepresentable, RawValue == String {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(rawValue) }
}

extension StableHashable where Self: RawRepresentable, RawValue == Int {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(rawValue) }
}

extension Double: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension DisplayList: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(size)
        h.combine(ops)
    }
}

extension DisplayOp: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        switch self {
        case .fill(let shape, let color): h.combine(1 as UInt64); h.combine(shape); h.combine(color)
        case .stroke(let shape, let color, let style): h.combine(2 as UInt64); h.combine(shape); h.combine(color); h.combine(style)
        case .fillGradient(let shape, let paint): h.combine(3 as UInt64); h.combine(shape); h.combine(paint)
        case .strokeGradient(let shape, let paint, let style):
            h.combine(4 as UInt64); h.combine(shape); h.combine(paint); h.combine(style)
        case .gradientMask(let paint, let ops): h.combine(5 as UInt64); h.combine(paint); h.combine(ops)
        case .text(let run): h.combine(6 as UInt64); h.combine(run)
        case .icon(let run): h.combine(7 as UInt64); h.combine(run)
        case .image(let run): h.combine(8 as UInt64); h.combine(run)
        case .group(let group): h.combine(9 as UInt64); h.combine(group)
        }
    }
}

extension StrokeStyle.LineCap: StableHashable {}
extension StrokeStyle.LineJoin: StableHashable {}
extension CornerStyle: StableHashable {}
extension BlendMode: StableHashable {}
extension GradientPaint.Extend: StableHashable {}
extension IconRun.ContentMode: StableHashable {}
extension FontSpec.Weight: StableHashable {}
extension FontSpec.Design: StableHashable {}
extension TextAlignment: StableHashable {}
extension TextSpec.Truncation: StableHashable {}
extension TextDecoration.Pattern: StableHashable {}

extension StrokeStyle: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(lineWidth); h.combine(lineCap); h.combine(lineJoin); h.combine(dash)
    }
}

extension RGBAColor: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha)
    }
}

extension AffineMatrix: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(a); h.combine(b); h.combine(c); h.combine(d); h.combine(tx); h.combine(ty)
    }
}

extension Homography: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        for v in [m11, m12, m13, m21, m22, m23, m31, m32, m33] { h.combine(v) }
    }
}

extension PathElement: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        switch self {
        case .move(let p): h.combine(1 as UInt64); h.combine(p)
        case .line(let p): h.combine(2 as UInt64); h.combine(p)
        case .quadCurve(let p, let c): h.combine(3 as UInt64); h.combine(p); h.combine(c)
        case .curve(let p, let c1, let c2): h.combine(4 as UInt64); h.combine(p); h.combine(c1); h.combine(c2)
        case .closeSubpath: h.combine(5 as UInt64)
        }
    }
}

extension ShapePath: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        switch self {
        case .rect(let r): h.combine(1 as UInt64); h.combine(r)
        case .roundedRect(let r, let radius, let style): h.combine(2 as UInt64); h.combine(r); h.combine(radius); h.combine(style)
        case .ellipse(let r): h.combine(3 as UInt64); h.combine(r)
        case .capsule(let r): h.combine(4 as UInt64); h.combine(r)
        case .path(let elements): h.combine(5 as UInt64); h.combine(elements)
        }
    }
}

extension GradientPaint.Stop: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(color); h.combine(location) }
}

extension GradientPaint.Geometry: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        switch self {
        case .linear(let start, let end): h.combine(1 as UInt64); h.combine(start); h.combine(end)
        case .radial(let center, let r0, let r1): h.combine(2 as UInt64); h.combine(center); h.combine(r0); h.combine(r1)
        case .conic(let center, let a0, let a1): h.combine(3 as UInt64); h.combine(center); h.combine(a0); h.combine(a1)
        }
    }
}

extension GradientPaint: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(geometry); h.combine(stops); h.combine(transform); h.combine(extend)
    }
}

extension Clip: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(shape); h.combine(antialiased); h.combine(evenOdd) }
}

extension Shadow: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(color); h.combine(radius); h.combine(x); h.combine(y) }
}

extension ColorMatrix: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(values) }
}

extension LayerFilter: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        switch self {
        case .blur(let radius, let opaque, let bounds):
            h.combine(1 as UInt64); h.combine(radius); h.combine(opaque)
            if let bounds { h.combine(1 as UInt64); h.combine(bounds) } else { h.combine(0 as UInt64) }
        case .colorMatrix(let m): h.combine(2 as UInt64); h.combine(m)
        }
    }
}

extension LayerMask: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(ops) }
}

extension DisplayGroup: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(transform); h.combine(clip); h.combine(opacity); h.combine(shadow); h.combine(ops)
        h.combine(filters); h.combine(backdrop); h.combine(mask); h.combine(blendMode); h.combine(isolated)
        h.combine(projection)
    }
}

extension IconRun: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(name); h.combine(rect); h.combine(color); h.combine(contentMode); h.combine(weight); h.combine(secondaryColor)
    }
}

extension RGBAImage: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(width); h.combine(height); h.combine(bytes: pixels) }
}

extension ImageRun: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(image); h.combine(rect); h.combine(interpolated) }
}

extension FontSpec: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(size); h.combine(weight); h.combine(italic); h.combine(design)
        if let customName { h.combine(1 as UInt64); h.combine(customName) } else { h.combine(0 as UInt64) }
        h.combine(leading)
    }
}

extension TextDecoration: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(pattern); h.combine(color) }
}

extension InlineBitmap: StableHashable {
    public func stableHash(into h: inout StableHasher) { h.combine(key); h.combine(pixels) }
}

extension InlineSymbol: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(name); h.combine(width); h.combine(height); h.combine(ink); h.combine(weight); h.combine(secondaryColor)
        h.combine(bitmap)
    }
}

extension TextAttributes: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(font); h.combine(color); h.combine(background); h.combine(underline); h.combine(strikethrough)
        h.combine(extraSpacing); h.combine(baselineOffset); h.combine(monospacedDigits); h.combine(symbol)
    }
}

extension TextSpan: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(range.lowerBound); h.combine(range.upperBound); h.combine(attributes)
    }
}

extension TextSpec: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(string); h.combine(font); h.combine(spans); h.combine(wrapWidth)
        if let lineLimit { h.combine(1 as UInt64); h.combine(lineLimit) } else { h.combine(0 as UInt64) }
        h.combine(lineSpacing); h.combine(truncation); h.combine(reservedLines)
    }
}

extension TextRun: StableHashable {
    public func stableHash(into h: inout StableHasher) {
        h.combine(spec); h.combine(color); h.combine(origin); h.combine(width); h.combine(alignment)
    }
}
