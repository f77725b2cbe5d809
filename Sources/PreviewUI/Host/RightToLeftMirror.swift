import Drawing

/// Right-to-left layout, drawn by mirroring: the laid-out page is flipped left to right, then
/// each text, symbol and image is flipped back about its own box, so that rows run from the
/// right, leading edges are on the right, and glyphs still read normally. Leading-aligned
/// lines of multi-line text move to the right edge of their box.
///
/// Interactions (`tap(at:)`) keep using the left-to-right layout's coordinates.
enum RightToLeftMirror {
    static func mirror(_ ops: [DisplayOp], width: CGFloat) -> [DisplayOp] {
        let flip = AffineMatrix(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
        return [.group(DisplayGroup(transform: flip, ops: ops.map(unflipContent)))]
    }

    /// Whether a symbol follows the reading direction: its name says forward, backward,
    /// leading or trailing (E: Apple marks more symbols as localizable than these words catch).
    static func isDirectional(_ name: String) -> Bool {
        name.split(separator: ".").contains { ["forward", "backward", "leading", "trailing"].contains($0) }
    }

    /// A flip about the vertical line through `x`.
    private static func flip(about x: CGFloat) -> AffineMatrix {
        AffineMatrix(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0)
    }

    private static func unflipContent(_ op: DisplayOp) -> DisplayOp {
        switch op {
        case .text(var run):
            run.alignment = run.alignment == .leading ? .trailing : run.alignment == .trailing ? .leading : .center
            return .group(DisplayGroup(transform: flip(about: run.origin.x + run.width / 2), ops: [.text(run)]))
        case .icon(let run):
            // Symbols that point the way text reads (`chevron.forward`, `arrow.backward`) turn
            // round with it, as SF Symbols' right-to-left variants do; others read as drawn.
            if isDirectional(run.name) { return op }
            return .group(DisplayGroup(transform: flip(about: run.rect.midX), ops: [op]))
        case .image(let run):
            return .group(DisplayGroup(transform: flip(about: run.rect.midX), ops: [op]))
        case .group(var group):
            group.ops = group.ops.map(unflipContent)
            if var mask = group.mask {
                mask.ops = mask.ops.map(unflipContent)
                group.mask = mask
            }
            return .group(group)
        case .gradientMask(let gradient, let ops):
            return .gradientMask(gradient, ops.map(unflipContent))
        case .fill, .stroke, .fillGradient, .strokeGradient:
            return op
        }
    }
}
