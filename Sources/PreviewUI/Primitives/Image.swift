import Drawing

/// An image, as SwiftUI's `Image`. System symbols (`Image(systemName:)`) are drawn from the
/// stand-ins in Drawing's `SymbolTable`, in the environment's symbol variants and rendering
/// mode; they are sized by the font like SF Symbols (see `SymbolMetrics`) unless made
/// `resizable()`. Named images come from asset catalogues (see `AssetCatalog`); one that
/// cannot be found or read draws a placeholder and is reported.
nonisolated public struct Image: View, @MainActor PrimitiveView, Equatable, Sendable {
    enum Source: Equatable {
        case symbol(String)
        /// A name in the asset catalogues of a bundle (nil: the executable's resource bundles).
        case asset(String, bundle: Bundle?)
        /// Decoded pixels and their scale (`Image(uiImage:)` of image bytes or a file).
        case bitmap(RGBAImage, scale: Double)
    }

    /// The relative size of symbols next to text.
    public enum Scale: Sendable, Hashable, CaseIterable { case small, medium, large }

    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }

    let source: Source
    var isResizable = false
    /// `renderingMode(_:)`: template (tinted) or original; nil follows the image set.
    var renderingModeSetting: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?
    /// Where the image was made, for reports of what cannot be drawn.
    let site: CallSite
    /// What VoiceOver reads: the symbol's or image's own label, a given one, or nothing.
    var voiceOverLabel: VoiceOverLabel = .automatic
    /// `Image(systemName:variableValue:)`: how much of a variable symbol is filled (0…1).
    var variableValue: Double?

    enum VoiceOverLabel: Equatable, Sendable {
        case automatic, decorative, given(String)
    }

    nonisolated public init(systemName: String, _fileID: String = #fileID, _line: Int = #line) {
        source = .symbol(systemName)
        site = CallSite(file: _fileID, line: _line)
    }

    /// A variable symbol (`wifi`, `speaker.wave.3`) with `variableValue` of it filled, 0 to 1;
    /// nil or 1 draws it whole.
    nonisolated public init(systemName: String, variableValue: Double?, _fileID: String = #fileID, _line: Int = #line) {
        source = .symbol(systemName)
        site = CallSite(file: _fileID, line: _line)
        self.variableValue = variableValue
    }

    /// Pixels already decoded, at `scale` pixels per point.
    nonisolated init(bitmap: RGBAImage, scale: Double, _fileID: String, _line: Int) {
        source = .bitmap(bitmap, scale: scale)
        site = CallSite(file: _fileID, line: _line)
    }

    /// An image from the asset catalogues SwiftPM copies into the executable's resource
    /// bundles (`resources: [.process("Assets.xcassets")]`).
    nonisolated public init(_ name: String, _fileID: String = #fileID, _line: Int = #line) {
        source = .asset(name, bundle: nil)
        site = CallSite(file: _fileID, line: _line)
    }

    /// An image from a bundle's asset catalogues (`bundle: .module`).
    nonisolated public init(_ name: String, bundle: Bundle?, _fileID: String = #fileID, _line: Int = #line) {
        source = .asset(name, bundle: bundle)
        site = CallSite(file: _fileID, line: _line)
    }

    /// An image VoiceOver skips: it only decorates.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil, _fileID: String = #fileID, _line: Int = #line) {
        source = .asset(name, bundle: bundle)
        site = CallSite(file: _fileID, line: _line)
        voiceOverLabel = .decorative
    }

    /// An image with the label VoiceOver reads for it.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text, _fileID: String = #fileID, _line: Int = #line) {
        source = .asset(name, bundle: bundle)
        site = CallSite(file: _fileID, line: _line)
        voiceOverLabel = .given(label.plainText)
    }

    /// What VoiceOver reads for the image, and where that comes from: a symbol's label (Apple's
    /// where it defines one, else its name with spaces for dots), an asset's name.
    var accessibilityDescription: (label: String?, source: AccessibilityLabelSource) {
        switch voiceOverLabel {
        case .decorative: return (nil, .none)
        case .given(let l): return (l, .explicit)
        case .automatic:
            switch source {
            case .symbol(let name):
                if let apple = SymbolLabels.appleLabel(name) { return (apple, .symbolLabel) }
                return (SymbolLabels.spokenName(name), .symbolName)
            case .asset(let name, _):
                return (SymbolLabels.spokenName(name), .imageName)
            case .bitmap:
                return (nil, .none)
            }
        }
    }

    @MainActor public var body: Never { primitiveBody("Image") }

    /// Lets the image take the size it is offered.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Template images take the foreground style; original ones keep their colours. For
    /// symbols, `.original` is multicolour rendering.
    nonisolated public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeSetting = mode
        return copy
    }

    /// How this symbol's layers are coloured (wins over the environment's mode).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        if case .bitmap(let pixels, let scale) = source {
            let size = CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
            let template = renderingModeSetting == .template
            let tint = template ? (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env) : nil
            let node = BitmapImageNode(ResolvedAssetImage(pixels: pixels, size: size, isTemplate: template), tint: tint, resizable: isResizable)
            node.accessibilityDescription = accessibilityDescription
            return [node]
        }
        if case .asset(let name, let bundle) = source, let asset = resolveAsset(name, bundle: bundle, context) {
            let tint = asset.isTemplate ? (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env) : nil
            let node = BitmapImageNode(asset, tint: tint, resizable: isResizable)
            node.accessibilityDescription = accessibilityDescription
            return [node]
        }
        let node = symbolNode(font: env.resolvedFontSpec, in: env, context)
        node.accessibilityDescription = accessibilityDescription
        return [node]
    }

    /// The node of this image at `font` (the environment's, or the text's it sits in).
    @MainActor func symbolNode(font: FontSpec, in env: EnvironmentValues, _ context: ResolveContext) -> ImageNode {
        switch source {
        case .symbol(let asked):
            let name = SymbolTable.name(asked, adding: env.symbolVariants.drawing) ?? asked
            var colors = SymbolColors(env, mode: symbolRenderingMode ?? env.symbolRenderingMode)
            if SymbolTable.entry(for: name) == nil {
                context.approximate(SymbolTable.unknownSymbolCause(name), drawnAs: "a crossed box", at: site)
            } else {
                report(name, weight: font.weight, colors: &colors, context)
                if let value = variableValue, value < 1 {
                    // iOS dims the layers past the value; the stand-in is one shape.
                    context.approximate("SF Symbol '\(name)' with variableValue \(value) cannot dim the layers past its value (its stand-in is one shape)",
                                        drawnAs: "the whole symbol", at: site)
                }
            }
            let layout = SymbolMetrics.layout(of: name, font: font, scale: env.imageScale)
            let node = ImageNode(name: name, color: colors.primary, secondaryColor: colors.secondary, weight: font.weight,
                                 layout: layout, resizable: isResizable)
            node.textSpacing = (font, 1 / max(env.displayScale, 1))
            node.site = site
            return node
        case .asset(let n, _):
            // Reported by `resolveAsset`: the placeholder for an asset that cannot be drawn.
            let name = "asset:" + n
            let color = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env)
            return ImageNode(name: name, color: color, secondaryColor: nil, weight: .regular,
                             layout: SymbolMetrics.layout(of: name, font: font, scale: env.imageScale), resizable: isResizable)
        case .bitmap:
            // In a line of text.
            context.approximate("Image(uiImage:) of image bytes inside a Text", drawnAs: "a crossed box", at: site)
            let name = "asset:bitmap"
            let color = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env)
            return ImageNode(name: name, color: color, secondaryColor: nil, weight: .regular,
                             layout: SymbolMetrics.layout(of: name, font: font, scale: env.imageScale), resizable: isResizable)
        }
    }

    /// Reports what of this symbol is not drawn as iOS draws it: a stand-in glyph, a weight
    /// lighter than Bootstrap's, layers that cannot be separated (then drawn in one colour).
    @MainActor private func report(_ name: String, weight: FontSpec.Weight, colors: inout SymbolColors, _ context: ResolveContext) {
        if let cause = SymbolTable.standInCause(name) {
            context.approximate(cause, drawnAs: SymbolTable.drawnAs(name), at: site)
        }
        if !SymbolGeometry.canDraw(weight) {
            if weight.rawValue < FontSpec.Weight.regular.rawValue {
                context.approximate("SF Symbol '\(name)' at weight \(weight.name) cannot be drawn lighter than regular (its stand-in has one weight)",
                                    drawnAs: "regular weight", at: site)
            } else {
                context.approximate("SF Symbol '\(name)' at weight \(weight.name) cannot be drawn as heavy (its stand-in's details would close up)",
                                    drawnAs: "semibold weight", at: site)
            }
        }
        switch colors.mode {
        case .multicolor:
            context.approximate("SF Symbol '\(name)' in multicolor rendering has no colours of its own here",
                                drawnAs: "one colour (monochrome)", at: site)
        case .hierarchical, .palette:
            if SymbolTable.layeredEntry(for: name) == nil {
                colors.secondary = nil
                context.approximate("SF Symbol '\(name)' in \(colors.mode.name) rendering cannot be split into layers (its stand-in is one shape)",
                                    drawnAs: "one colour (monochrome)", at: site)
            }
        default:
            break
        }
    }
}

/// The colours a symbol is drawn in: the primary style, and for hierarchical and palette
/// rendering the secondary one (its enclosure's layer).
struct SymbolColors {
    let mode: SymbolRenderingMode
    let primary: RGBAColor
    var secondary: RGBAColor?

    init(_ env: EnvironmentValues, mode asked: SymbolRenderingMode?) {
        // Two or more foreground styles choose palette rendering when no mode is set, as
        // SwiftUI does.
        mode = asked ?? (env.foregroundStyleLevels.isEmpty ? .monochrome : .palette)
        primary = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env)
        switch mode {
        case .hierarchical, .palette: secondary = HierarchicalShapeStyle.secondary.rgba(env)
        default: secondary = nil
        }
    }
}

/// How large a symbol is next to text, and where it sits. A symbol takes the font's point
/// size (and weight, see `SymbolGeometry.strokeEms`) times the image scale; its ink keeps its
/// stand-in's own size within Bootstrap's 16-unit box, drawn `SymbolGeometry.boxEms` ems wide,
/// so a frame follows each symbol's proportions; its frame is the ink plus a margin on every
/// side; its ink is centred on the text's cap height, as SF Symbols are.
enum SymbolMetrics {
    /// Image scales, relative to medium. Flag: E (estimates kept from the first table; SF
    /// Symbols' small and large scales are about 0.78 and 1.29 of medium).
    static func scale(_ s: Image.Scale) -> CGFloat {
        switch s {
        case .small: 0.78
        case .medium: 1.0
        case .large: 1.29
        }
    }

    /// The space between a symbol's ink and its frame, in ems, on each side. Measured at 17 pt
    /// as the gap from the ink to the frame's trailing edge: `arrow.up.forward` 2.0 pt
    /// (air_button_row_symbol, and 2.0 in air_scroll_grouped_cards_toggle_off_picker_row),
    /// `envelope` 2.33 (scannow_form_row_envelope_symbol), `chevron.up` 2.0
    /// (ha_collapsible_open_symbol_light), `chevron.forward` 1.5 (air_scroll_…); and 1.67 at
    /// 13 pt for `chevron.up.chevron.down` (spezi_menu_labeledcontent_row_ios18), 0.128 em.
    /// Mean 0.115 em. Above and below, the same margin is assumed. Flag: E (vertical).
    static let margin: CGFloat = 0.115

    /// SF Pro's cap height in ems: 12.0 pt at 17 pt measured in scannow_form_row_envelope_symbol
    /// ('W', 3x), and 0.705 in ios-metrics.md §5 (E there).
    static let capHeight: CGFloat = 0.705

    /// The ink box given to a name the table does not have (the placeholder), in design units.
    static let placeholderInk = CGRect(x: 1, y: 1, width: 14, height: 14)

    /// Where a symbol goes: its frame's size, its ink inside the frame, and its baseline.
    struct Layout: Equatable {
        var size: CGSize
        var ink: CGRect
        var baseline: CGFloat
    }

    /// The layout of a symbol that is not resizable, for text in `font` at `scale`.
    static func layout(of name: String, font: FontSpec, scale: Image.Scale) -> Layout {
        let em = CGFloat(font.size) * self.scale(scale)
        let unit = em * CGFloat(SymbolGeometry.boxEms) / 16
        let design = SymbolGeometry.designInk(of: name) ?? placeholderInk
        let inset = margin * em
        let ink = CGRect(x: inset, y: inset, width: design.width * unit, height: design.height * unit)
        let size = CGSize(width: ink.width + 2 * inset, height: ink.height + 2 * inset)
        // The ink's middle sits half a cap height above the baseline.
        let baseline = ink.midY + capHeight * CGFloat(font.size) / 2
        return Layout(size: size, ink: ink, baseline: baseline)
    }

    /// The frame of a symbol that is not resizable.
    static func intrinsicSize(of name: String, pointSize: CGFloat, scale: Image.Scale) -> CGSize {
        layout(of: name, font: FontSpec(size: Double(pointSize)), scale: scale).size
    }
}

final class ImageNode: LayoutNode {
    let name: String
    let color: RGBAColor
    let secondaryColor: RGBAColor?
    let weight: FontSpec.Weight
    let layout: SymbolMetrics.Layout
    let resizable: Bool
    /// The font a symbol is set in and one pixel, for its spacing: a symbol is a glyph of
    /// that font and keeps a text's distances from its neighbours (nil: a plain view's).
    var textSpacing: (font: FontSpec, pixelLength: CGFloat)?
    /// The `Image(systemName:)` call it was made from (a menu draws the symbol again, and
    /// reports what it cannot draw there).
    var site: CallSite?
    /// What VoiceOver reads for it, when it is an `Image` of its own (not a control's part).
    var accessibilityDescription: (label: String?, source: AccessibilityLabelSource)?

    init(name: String, color: RGBAColor, secondaryColor: RGBAColor? = nil, weight: FontSpec.Weight = .regular,
         layout: SymbolMetrics.Layout, resizable: Bool) {
        self.name = name
        self.color = color
        self.secondaryColor = secondaryColor
        self.weight = weight
        self.layout = layout
        self.resizable = resizable
        super.init()
    }

    /// A symbol that is not resized spaces itself as text in its font does, its baseline
    /// where it sits on a line (an estimate: iOS's preferences for a symbol image are not
    /// known here; the Home Assistant header row of ha_collapsible_open_symbol_light, a text
    /// and a chevron over another text, is a line apart as two texts are).
    override func viewSpacing() -> ViewSpacing {
        guard !resizable, let (font, pixel) = textSpacing else { return ViewSpacing() }
        return .text(font.lineMetrics, firstBaseline: layout.baseline, lastBaseline: layout.baseline,
                     height: layout.size.height, pixelLength: pixel)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard resizable else { return layout.size }
        // A resizable image takes the whole proposal (infinity included), its ink's size where
        // none is given: resized, a symbol's ink fills its frame, without margins.
        return p.replacingUnspecifiedDimensions(by: layout.ink.size)
    }

    /// A symbol's text baselines: where the text it sits beside has its baseline, so that its
    /// ink is centred on that text's cap height.
    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        guard !resizable else { return nil }
        switch guide.kind {
        case .firstTextBaseline, .lastTextBaseline: return layout.baseline
        default: return nil
        }
    }

    override func emitContent(_ e: inout Emitter) {
        // A resizable image fills whatever frame it is given with its ink, as SwiftUI stretches
        // one (ha_row_symbol_texts_stroke_dark: the ink fills the 36 pt box); a fixed one draws
        // its ink inside its margins.
        let rect = resizable ? frame : layout.ink.offsetBy(dx: frame.minX, dy: frame.minY)
        e.add(.icon(IconRun(name: name, rect: rect, color: color, contentMode: resizable ? .stretch : .fit,
                            weight: weight, secondaryColor: secondaryColor)))
        if let a = accessibilityDescription { e.noteAccessibility(.image(label: a.label, source: a.source, frame: frame)) }
    }
}
