import Drawing

/// Something shapes and text can be filled with, as SwiftUI's `ShapeStyle`. A style resolves
/// to one colour in an environment, or (gradients, `PaintingShapeStyle`) to a gradient that
/// shapes, strokes and text are painted with (`paint`); where PreviewUI paints only one colour
/// (tints, bars), a gradient gives its mean colour and says so.
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment`.
    func _color(in environment: EnvironmentValues) -> Color.Resolved
}

/// What a style paints in an environment: a colour, or a gradient in the unit space of what
/// it fills (mapped into that view's bounds when drawn).
enum ResolvedPaint: Equatable {
    case color(RGBAColor)
    case gradient(UnitGradient)

    var gradient: UnitGradient? {
        if case .gradient(let g) = self { g } else { nil }
    }

    func multiplyingAlpha(_ k: Double) -> ResolvedPaint {
        switch self {
        case .color(let c): .color(c.multiplyingAlpha(k))
        case .gradient(let g): .gradient(g.multiplyingAlpha(k))
        }
    }
}

/// Styles that can paint other than one colour (gradients), and those that pass such a style
/// on (type erasure, opacity, the foreground style and its levels).
protocol PaintingShapeStyle: ShapeStyle {
    func paint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    func rgba(_ env: EnvironmentValues) -> RGBAColor { _color(in: env).rgba }

    /// What this style paints in `env`.
    func paint(_ env: EnvironmentValues) -> ResolvedPaint {
        if let p = self as? any PaintingShapeStyle { return p.paint(in: env) }
        return .color(rgba(env))
    }

    /// This style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

extension Color: ShapeStyle {
    public func _color(in environment: EnvironmentValues) -> Color.Resolved { resolve(in: environment) }
}

struct OpacityShapeStyle: PaintingShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func _color(in env: EnvironmentValues) -> Color.Resolved { Color.Resolved(base.rgba(env).multiplyingAlpha(opacity)) }
    func paint(in env: EnvironmentValues) -> ResolvedPaint { base.paint(env).multiplyingAlpha(opacity) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: PaintingShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }
    public func _color(in environment: EnvironmentValues) -> Color.Resolved { base._color(in: environment) }
    func paint(in environment: EnvironmentValues) -> ResolvedPaint { base.paint(environment) }
}

/// The label levels: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: PaintingShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level (iOS 16): its opacity is not published; it is drawn as the label colour
    /// at 5 %, and said.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level over a colour set as the foreground style.
    static let levelOpacities: [Double] = [1, 0.5, 0.3, 0.18, 0.05]

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        if level == 4 {
            PendingApproximation(cause: "HierarchicalShapeStyle.quinary: the fifth level's colour is not published by Apple",
                                 drawnAs: "the primary colour at 5 % opacity", site: nil).report()
        }
        env.reportVibrancy(level: level)  // over a material (Material.swift)
        // The levels given to `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`.
        if level > 0, level <= env.foregroundStyleLevels.count {
            var outer = env
            outer.foregroundStyle = nil
            outer.foregroundStyleLevels = []
            return env.foregroundStyleLevels[level - 1]._color(in: outer)
        }
        // A level set as the foreground style (`.foregroundStyle(.secondary)`) is where the
        // levels start: primary inside it draws secondary.
        if let fg = env.foregroundStyle?.base as? HierarchicalShapeStyle {
            var outer = env
            outer.foregroundStyle = nil
            return HierarchicalShapeStyle(level: min(max(fg.level, level), 4))._color(in: outer)
        }
        // Levels of the current foreground style when one is set (and is not itself a level),
        // label colours otherwise.
        if let fg = env.foregroundStyle, !(fg.base is ForegroundStyle) {
            var outer = env
            outer.foregroundStyle = nil
            return Color.Resolved(fg.rgba(outer).multiplyingAlpha(Self.levelOpacities[level]))
        }
        if level == 4 { return Color.Resolved(SystemPalette.label.resolve(env).multiplyingAlpha(Self.levelOpacities[4])) }
        let pairs = [SystemPalette.label, SystemPalette.secondaryLabel, SystemPalette.tertiaryLabel, SystemPalette.quaternaryLabel]
        return Color.Resolved(pairs[level].resolve(env))
    }

    /// As `_color(in:)`, keeping a gradient set as the foreground style (or as one of its
    /// levels) a gradient.
    func paint(in env: EnvironmentValues) -> ResolvedPaint {
        if level > 0, level <= env.foregroundStyleLevels.count {
            var outer = env
            outer.foregroundStyle = nil
            outer.foregroundStyleLevels = []
            return env.foregroundStyleLevels[level - 1].paint(outer)
        }
        if let fg = env.foregroundStyle, !(fg.base is ForegroundStyle), !(fg.base is HierarchicalShapeStyle) {
            var outer = env
            outer.foregroundStyle = nil
            if case .gradient(let g) = fg.paint(outer) {
                return .gradient(g.multiplyingAlpha(Self.levelOpacities[level]))
            }
        }
        return .color(_color(in: env).rgba)
    }
}

/// The current tint (accent) colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved { Color.accentColor.resolve(in: env) }
}

/// The current foreground style.
public struct ForegroundStyle: PaintingShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved { HierarchicalShapeStyle.primary._color(in: env) }
    func paint(in env: EnvironmentValues) -> ResolvedPaint { HierarchicalShapeStyle.primary.paint(in: env) }
}

/// The background style: the one `backgroundStyle(_:)` set, or the system background.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        if let style = env.backgroundStyle {
            var outer = env
            outer.backgroundStyle = nil
            return style._color(in: outer)
        }
        return Color.Resolved(SystemPalette.systemBackground.resolve(env))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// The second level of this style (iOS 17): a colour at lower opacity, the background's
    /// second level, or the foreground's.
    nonisolated public var secondary: some ShapeStyle { _LevelShapeStyle(base: AnyShapeStyle(self), level: 1) }
    /// The third level of this style (iOS 17).
    nonisolated public var tertiary: some ShapeStyle { _LevelShapeStyle(base: AnyShapeStyle(self), level: 2) }
    /// The fourth level of this style (iOS 17).
    nonisolated public var quaternary: some ShapeStyle { _LevelShapeStyle(base: AnyShapeStyle(self), level: 3) }
    /// The fifth level of this style (iOS 17).
    nonisolated public var quinary: some ShapeStyle { _LevelShapeStyle(base: AnyShapeStyle(self), level: 4) }
}

/// A level of a style, as `ShapeStyle.secondary` (the instance property) returns.
struct _LevelShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let level: Int

    func _color(in env: EnvironmentValues) -> Color.Resolved {
        switch base.base {
        case is ForegroundStyle:
            return HierarchicalShapeStyle(level: level)._color(in: env)
        case let h as HierarchicalShapeStyle:
            return HierarchicalShapeStyle(level: min(h.level + level, 4))._color(in: env)
        case is BackgroundStyle where env.backgroundStyle == nil:
            // The system backgrounds' levels; past the third, iOS's are not published.
            let levels = [SystemPalette.systemBackground, SystemPalette.secondarySystemBackground, SystemPalette.tertiarySystemBackground]
            if level >= levels.count {
                PendingApproximation(cause: "the background style's level \(level + 1) is not published by Apple",
                                     drawnAs: "tertiarySystemBackground", site: nil).report()
            }
            return Color.Resolved(levels[min(level, levels.count - 1)].resolve(env))
        default:
            return Color.Resolved(base._color(in: env).rgba.multiplyingAlpha(HierarchicalShapeStyle.levelOpacities[min(level, 4)]))
        }
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The style of separators (iOS 17), as UIKit's `separator` colour: #3C3C43 at 29 % in light,
/// #545458 at 60 % in dark.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(SystemPalette.separator.resolve(env))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The style that marks a selection: on iOS the tint (the accent colour unless `.tint` says
/// otherwise), as list selection and selected controls are drawn.
public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved { TintShapeStyle()._color(in: env) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
