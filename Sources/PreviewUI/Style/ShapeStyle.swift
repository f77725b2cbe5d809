import Drawing

/// Something shapes and text can be filled with, as SwiftUI's `ShapeStyle`. PreviewUI's styles
/// all resolve to one colour in an environment.
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment`.
    func _color(in environment: EnvironmentValues) -> Color.Resolved
}

extension ShapeStyle {
    func rgba(_ env: EnvironmentValues) -> RGBAColor { _color(in: env).rgba }

    /// This style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

extension Color: ShapeStyle {
    public func _color(in environment: EnvironmentValues) -> Color.Resolved { resolve(in: environment) }
}

struct OpacityShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func _color(in env: EnvironmentValues) -> Color.Resolved { Color.Resolved(base.rgba(env).multiplyingAlpha(opacity)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }
    public func _color(in environment: EnvironmentValues) -> Color.Resolved { base._color(in: environment) }
}

/// The label levels: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
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
            return HierarchicalShapeStyle(level: min(max(fg.level, level), 3))._color(in: outer)
        }
        // Levels of the current foreground style when one is set (and is not itself a level),
        // label colours otherwise.
        if let fg = env.foregroundStyle, !(fg.base is ForegroundStyle) {
            var outer = env
            outer.foregroundStyle = nil
            let alphas = [1, 0.5, 0.3, 0.18]
            return Color.Resolved(fg.rgba(outer).multiplyingAlpha(alphas[level]))
        }
        let pairs = [SystemPalette.label, SystemPalette.secondaryLabel, SystemPalette.tertiaryLabel, SystemPalette.quaternaryLabel]
        return Color.Resolved(pairs[level].resolve(env.colorScheme))
    }
}

/// The current tint (accent) colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved { Color.accentColor.resolve(in: env) }
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _color(in env: EnvironmentValues) -> Color.Resolved { HierarchicalShapeStyle.primary._color(in: env) }
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
        return Color.Resolved(SystemPalette.systemBackground.resolve(env.colorScheme))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
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
