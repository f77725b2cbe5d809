import Drawing

/// A background material, as SwiftUI's `Material`: a blur of what is drawn behind, made more
/// vivid, under a translucent tint that is thicker the thicker the material. Used as a shape
/// style: `.background(.regularMaterial)`, `.background(.ultraThinMaterial, in: Capsule())`,
/// `.fill(.thinMaterial)`; `.bar` is the material of toolbars and tab bars.
///
/// Drawn as a backdrop group (Drawing's `DisplayGroup.backdrop`): what is drawn behind, inside
/// the shape, blurred and saturated, then the tint. The numbers are in `MaterialLook`. Always
/// reported: the look is an estimate of iOS's, and SVG output holds the blurred backdrop as
/// an embedded PNG image.
public struct Material: Sendable, Hashable {
    enum Thickness: String, Sendable, Hashable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    let thickness: Thickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of bars (navigation, tool and tab bars): UIKit's chrome material.
    public static let bar = Material(thickness: .bar)

    /// The name a SwiftUI user writes: `.regularMaterial`, `.bar`.
    var name: String { thickness == .bar ? ".bar" : ".\(thickness.rawValue)Material" }

    /// How this material looks in `scheme`.
    func look(_ scheme: ColorScheme) -> MaterialLook { MaterialLook.of(thickness, scheme) }
}

extension Material: ShapeStyle {
    /// Where only a colour can be drawn (text, symbols, strokes): the material's tint, which is
    /// roughly its colour over a plain background.
    public func _color(in environment: EnvironmentValues) -> Color.Resolved {
        PendingApproximation(cause: "Material \(name) as a foreground style (text, symbols, strokes) is not drawn as a material",
                             drawnAs: "its tint colour", site: nil).report()
        return Color.Resolved(look(environment.colorScheme).tint)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// What one material looks like in one colour scheme: the blur of the backdrop (σ in points),
/// the colour matrix that makes it more vivid, and the tint drawn over it. One table, so that
/// better numbers can be put in one place.
///
/// Sources (flags as in ios-metrics.md):
/// - Regular: Flutter's `CupertinoPopupSurface` (packages/flutter/lib/src/cupertino/dialog.dart),
///   the surface of iOS alerts: blur σ 30 "eyeballed from the iOS 17 simulator", the light and
///   dark saturation matrices below ("tweaked to resemble the iOS 17 simulator"), and the tint
///   #F2F2F2 at 80 % / #2D2D2D at 80 % ("extracted from developer.apple.com/design/resources").
///   S.
/// - Bar: Flutter's `CupertinoTheme` bar colours #F8F8F8 at 80 % / #212121 at 72 % ("derived
///   from developer.apple.com/design/resources") and `CupertinoNavigationBar`'s blur σ 10. S.
/// - Ultra thin, thin, thick, ultra thick: the regular material's blur, matrices and tint
///   colour, the tint's opacity stepped with thickness (35 %, 60 %, —, 90 %, 96 %). E: UIKit's
///   numbers live in CoreMaterial's recipe files, which are not public.
struct MaterialLook: Sendable, Equatable {
    /// Standard deviation of the backdrop's blur, in points.
    var blur: Double
    var saturation: Drawing.ColorMatrix
    var tint: RGBAColor

    /// Flutter's light saturation matrix: saturation 2 about luma weights 0.26, 0.4, 0.17. S.
    static let lightSaturation = Drawing.ColorMatrix([
        1.74, -0.40, -0.17, 0, 0,
        -0.26, 1.60, -0.17, 0, 0,
        -0.26, -0.40, 1.83, 0, 0,
        0, 0, 0, 1, 0,
    ])

    /// Flutter's dark saturation matrix: saturation 1.7 about 0.45, 0.8, 0.16, plus 0.3 — on
    /// Flutter's scale: `ColorFilter.matrix` takes its translation column in 0…255, so the bias
    /// is 0.3 / 255 of a component here (ours is in 0…1). S.
    static let darkSaturation = Drawing.ColorMatrix([
        1.39, -0.56, -0.11, 0, darkBias,
        -0.32, 1.14, -0.11, 0, darkBias,
        -0.32, -0.56, 1.59, 0, darkBias,
        0, 0, 0, 1, 0,
    ])
    static let darkBias = 0.30 / 255

    static func of(_ thickness: Material.Thickness, _ scheme: ColorScheme) -> MaterialLook {
        let dark = scheme == .dark
        let saturation = dark ? darkSaturation : lightSaturation
        if thickness == .bar {
            return MaterialLook(blur: 10, saturation: saturation,
                                tint: dark ? RGBAColor(hex: 0x212121, alpha: 0.72) : RGBAColor(hex: 0xF8F8F8, alpha: 0.80))
        }
        let opacity: Double = switch thickness {
        case .ultraThin: 0.35  // E
        case .thin: 0.60  // E
        case .regular, .bar: 0.80  // S
        case .thick: 0.90  // E
        case .ultraThick: 0.96  // E
        }
        return MaterialLook(blur: 30, saturation: saturation,
                            tint: RGBAColor(hex: dark ? 0x2D2D2D : 0xF2F2F2, alpha: opacity))
    }

    /// The backdrop filters: blur, then the saturation matrix.
    var backdrop: [LayerFilter] { [.blur(radius: blur), .colorMatrix(saturation)] }
}

/// A shape filled with a material: a backdrop group clipped to the shape, holding the tint.
final class MaterialShapeNode: LayoutNode {
    let shape: any Shape
    let material: Material
    let look: MaterialLook
    let fillStyle: FillStyleUse?
    let site: CallSite?
    /// Drawn as a solid colour (Reduce Transparency).
    let opaque: Bool

    init(shape: any Shape, material: Material, look: MaterialLook, fillStyle: FillStyleUse?, site: CallSite?, opaque: Bool = false) {
        self.opaque = opaque
        self.shape = shape
        self.material = material
        self.look = look
        self.fillStyle = fillStyle
        self.site = site
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { shape.sizeThatFits(p) }

    override func emitContent(_ e: inout Emitter) {
        let path = shape.path(placedIn: frame)
        path.reportPending()
        fillStyle?.report(drawing: path)
        let shapePath = path.shapePath
        if opaque {
            // Reduce Transparency: iOS fills materials with a solid colour instead of a blur.
            ViewGraph.approximate(
                "Material \(material.name) under Reduce Transparency: iOS's solid colour is estimated as the material's tint, opaque",
                drawnAs: "the tint at full opacity", at: site)
            e.add(.fill(shapePath, RGBAColor(red: look.tint.red, green: look.tint.green, blue: look.tint.blue, alpha: 1)))
            return
        }
        ViewGraph.approximate(
            "Material \(material.name) is an estimate of iOS's look (σ \(Approximation.number(look.blur)) pt backdrop, saturation, tint)",
            drawnAs: "a blur of what is drawn behind under the tint; in SVG, an embedded PNG image of the blurred backdrop",
            at: site)
        e.layer(DisplayGroup(clip: Clip(shapePath), backdrop: look.backdrop, ops: [])) { $0.add(.fill(shapePath, look.tint)) }
    }
}

extension _ShapeView {
    /// The node of a shape filled with a material, when the style is one.
    @MainActor func materialNode(_ context: ResolveContext) -> LayoutNode? {
        guard stroke == nil, let material = style.asMaterial else { return nil }
        return MaterialShapeNode(shape: shape, material: material, look: material.look(context.environment.colorScheme),
                                 fillStyle: fillStyle, site: fillSite,
                                 opaque: context.environment.accessibilityReduceTransparency)
    }
}

// MARK: The material behind, for vibrancy

private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private struct MaterialSiteKey: EnvironmentKey { static var defaultValue: CallSite? { nil } }

extension EnvironmentValues {
    /// The material behind the views, when a `background` of a material is (SwiftUI's
    /// `backgroundMaterial`). Foreground levels over it are reported (see `reportVibrancy`).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// Where the material behind was asked for.
    var materialSite: CallSite? {
        get { self[MaterialSiteKey.self] }
        set { self[MaterialSiteKey.self] = newValue }
    }

    /// On iOS, secondary and lower foreground levels over a material are vibrant: blended
    /// with the blurred backdrop. They are drawn as their plain label colours, and said.
    func reportVibrancy(level: Int) {
        guard level > 0, let material = backgroundMaterial else { return }
        let names = ["primary", "secondary", "tertiary", "quaternary"]
        PendingApproximation(
            cause: "vibrancy of .\(names[min(level, 3)]) over \(material.name) is not drawn",
            drawnAs: "the plain \(names[min(level, 3)]) label colour", site: materialSite).report()
    }
}

/// Puts the material of a `background` into the content's environment.
nonisolated struct BackgroundMaterialModifier: ViewModifier, @MainActor PrimitiveModifier {
    let material: Material?
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        guard let material else { return content(context) }
        var c = context
        c.environment.backgroundMaterial = material
        c.environment.materialSite = site
        return content(c)
    }
}

extension ShapeStyle {
    /// This style as a material, when it is one.
    var asMaterial: Material? { (self as? Material) ?? ((self as? AnyShapeStyle)?.base as? Material) }
}
