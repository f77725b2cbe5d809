import Drawing

/// A variant of a symbol, as SwiftUI's `SymbolVariants`: the shape it is enclosed in, whether
/// it is filled or slashed. `symbolVariant(_:)` applies them to every `Image(systemName:)`
/// inside by the names' rule (`heart` with `.circle.fill` draws `heart.circle.fill`); a symbol
/// without such a form is drawn as named.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant. Applying it changes nothing; set the environment's `symbolVariants` to
    /// `.none` to show symbols as named.
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static var fill: SymbolVariants { SymbolVariants(isFilled: true) }
    public static var slash: SymbolVariants { SymbolVariants(isSlashed: true) }

    /// This variant enclosed in a circle, as `.circle` (`.fill.circle` is `.circle.fill`).
    public var circle: SymbolVariants { adding(.circle) }
    public var square: SymbolVariants { adding(.square) }
    public var rectangle: SymbolVariants { adding(.rectangle) }
    public var fill: SymbolVariants { adding(.fill) }
    public var slash: SymbolVariants { adding(.slash) }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// Both variants' parts; the enclosure of `other` wins.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The form Drawing's symbol table spells these variants with.
    var drawing: SymbolTable.Form {
        let enclosure: SymbolTable.Enclosure.Shape? = switch shape {
        case .circle: .circle
        case .square: .square
        case .rectangle: .rectangle
        case nil: nil
        }
        return SymbolTable.Form(slash: isSlashed, enclosure: enclosure.map { SymbolTable.Enclosure($0, filled: isFilled) }, fill: isFilled)
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. The stand-ins are
/// one shape each, except enclosed symbols (`xmark.circle.fill`: the glyph and its circle),
/// so hierarchical and palette rendering colour those two layers and draw the others in one
/// colour (and say so); multicolor draws in one colour (and says so).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)

    var name: String { kind.rawValue }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct ForegroundStyleLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The variants symbols inside are shown in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How symbols inside colour their layers (`nil`: monochrome, or palette when two or more
    /// foreground styles are set).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary styles of `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` (empty: derived from the primary style).
    var foregroundStyleLevels: [AnyShapeStyle] {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }
}

extension View {
    /// Shows symbols inside in `variant` (`.fill`, `.circle`, `.circle.fill`, `.slash` …), added
    /// to the variants already set outside.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformingEnvironment { $0.symbolVariants = $0.symbolVariants.adding(variant) }
    }

    /// Colours the layers of symbols inside as `mode` says.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        transformingEnvironment { $0.symbolRenderingMode = mode }
    }
}
