import Drawing
import PreviewRegistry
import PreviewUI

extension Snapshotting where Value: View, Format == String {
    /// What VoiceOver reads of a view: its accessibility tree as text (elements in order with
    /// label, value, traits, frame, hint, actions and identifier), compared line by line with a
    /// `.a11y.txt` reference, after `interactions` are replayed.
    ///
    /// ```swift
    /// assertSnapshot(of: CollapseIndicator(isShowing: .constant(false)), as: .accessibility)
    /// ```
    public static var accessibility: Snapshotting { accessibility() }

    public static func accessibility(
        layout: PreviewLayout = .sizeThatFits, colorScheme: ColorScheme = .light, variant: PreviewVariant? = nil,
        after interactions: [Interaction] = []
    ) -> Snapshotting {
        Snapshotting(pathExtension: "a11y.txt", diffing: .lines) { view in
            let host = ViewHost(view, layout: variant?.layout(for: layout) ?? layout,
                                colorScheme: variant?.colorScheme ?? colorScheme) { env in variant?.apply(to: &env) }
            _ = try host.render()
            for step in interactions { try step.perform(on: host) }
            return try host.accessibilityTree().text
        }
    }
}

extension Snapshotting where Value: View, Format == RGBAImage {
    /// A view in a variant (a text size, a device held either way, a locale, accessibility
    /// settings): `PreviewVariant.matrix(parsing: "ax5,se-landscape")` names one.
    public static func image(variant: PreviewVariant, layout: PreviewLayout = .sizeThatFits, scale: Int = 2,
                             precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting<DisplayList, RGBAImage>.image(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: Value) in
                try ViewHost(view, layout: variant.layout(for: layout), colorScheme: variant.colorScheme,
                             displayScale: CGFloat(scale)) { variant.apply(to: &$0) }.displayList
            }
    }
}
