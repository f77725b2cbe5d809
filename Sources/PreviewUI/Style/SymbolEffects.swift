import Drawing

/// SF Symbols' animated effects, as SwiftUI's (the Symbols framework, iOS 17 and 18): `.bounce`,
/// `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`, `.replace`, `.wiggle`,
/// `.rotate`, `.breathe`, each with its options (`.up`, `.byLayer`, `.iterative` …), through
/// `symbolEffect(_:options:isActive:)` (an effect that lasts while active) and
/// `symbolEffect(_:options:value:)` (an effect played when the value changes). A still shows the
/// symbol at rest — hidden while an active `.disappear` holds — and the motion is reported: the
/// symbols are Bootstrap stand-ins without SF Symbols' layers.
public protocol SymbolEffect: Sendable, Hashable {
    /// How a report names it (`bounce.up`).
    var _proofsheetName: String { get }
}

/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol as it is inserted or removed.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// The variants an effect's chained options set (`.up`, `.byLayer` …), in order.
public struct _SymbolEffectVariant: Sendable, Hashable {
    var parts: [String] = []
}

/// What every effect type shares: its name, its chosen variants, a variant added.
public protocol _SymbolEffectVariants: SymbolEffect {
    static var _baseName: String { get }
    var _variant: _SymbolEffectVariant { get set }
}

extension _SymbolEffectVariants {
    public var _proofsheetName: String { ([Self._baseName] + _variant.parts).joined(separator: ".") }

    func with(_ part: String) -> Self {
        var e = self
        e._variant.parts.append(part)
        return e
    }
}

/// Effects that go up or down.
public protocol _VerticalSymbolEffect: _SymbolEffectVariants {}
extension _VerticalSymbolEffect {
    public var up: Self { with("up") }
    public var down: Self { with("down") }
}

/// Effects that turn one way or the other.
public protocol _TurningSymbolEffect: _SymbolEffectVariants {}
extension _TurningSymbolEffect {
    public var clockwise: Self { with("clockwise") }
    public var counterClockwise: Self { with("counterClockwise") }
}

/// Effects that play by layer or on the whole symbol.
public protocol _LayeredSymbolEffect: _SymbolEffectVariants {}
extension _LayeredSymbolEffect {
    public var byLayer: Self { with("byLayer") }
    public var wholeSymbol: Self { with("wholeSymbol") }
}

public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _VerticalSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "bounce"
    public var _variant = _SymbolEffectVariant()
    public init() {}
}

public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "pulse"
    public var _variant = _SymbolEffectVariant()
    public init() {}
}

public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public static let _baseName = "variableColor"
    public var _variant = _SymbolEffectVariant()
    public init() {}
    public var iterative: Self { with("iterative") }
    public var cumulative: Self { with("cumulative") }
    public var reversing: Self { with("reversing") }
    public var nonReversing: Self { with("nonReversing") }
    public var hideInactiveLayers: Self { with("hideInactiveLayers") }
    public var dimInactiveLayers: Self { with("dimInactiveLayers") }
}

public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, _VerticalSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "scale"
    public var _variant = _SymbolEffectVariant()
    public init() {}
}

public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _VerticalSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "appear"
    public var _variant = _SymbolEffectVariant()
    public init() {}
}

public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _VerticalSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "disappear"
    public var _variant = _SymbolEffectVariant()
    public init() {}
}

public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "replace"
    public var _variant = _SymbolEffectVariant()
    public init() {}
    public var downUp: Self { with("downUp") }
    public var upUp: Self { with("upUp") }
    public var offUp: Self { with("offUp") }
}

public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _VerticalSymbolEffect, _TurningSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "wiggle"
    public var _variant = _SymbolEffectVariant()
    public init() {}
    public var left: Self { with("left") }
    public var right: Self { with("right") }
    public var forward: Self { with("forward") }
    public var backward: Self { with("backward") }
}

public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _TurningSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "rotate"
    public var _variant = _SymbolEffectVariant()
    public init() {}
}

public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
    public static let _baseName = "breathe"
    public var _variant = _SymbolEffectVariant()
    public init() {}
    public var plain: Self { with("plain") }
    public var pulse: Self { with("pulse") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

/// How an effect plays: how often, how fast.
public struct SymbolEffectOptions: Sendable, Hashable {
    var repeatCount: Int? = 1
    var speedFactor: Double = 1

    public static let `default` = SymbolEffectOptions()
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: nil) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = nil; return o }
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; return o }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speedFactor = speed; return o }
}

extension ContentTransition {
    /// A symbol replaced by another with a symbol effect (drawn as the cross-fade, reported).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}

extension View {
    /// An effect that lasts while `isActive` (a still: the symbol at rest — hidden by an active
    /// `.disappear` — the motion reported).
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(SymbolEffectModifier(name: effect._proofsheetName, hides: isActive && effect is DisappearSymbolEffect,
                                      reported: isActive, site: CallSite(file: _fileID, line: _line)))
    }

    /// An effect played each time `value` changes (a still: the symbol at rest; reported).
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(SymbolEffectModifier(name: effect._proofsheetName, hides: false, reported: true,
                                      site: CallSite(file: _fileID, line: _line)))
    }

    /// Turns off the symbol effects inside.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether symbol effects are turned off here (`symbolEffectsRemoved`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

nonisolated struct SymbolEffectModifier: ViewModifier, @MainActor PrimitiveModifier {
    let name: String
    let hides: Bool
    let reported: Bool
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        guard !context.environment.symbolEffectsRemoved else { return content(context) }
        if reported {
            context.approximate("symbolEffect(.\(name)) (SF Symbols' animated effects; the symbols here are stand-ins without layers)",
                                drawnAs: hides ? "the symbol hidden, as the active effect holds it" : "the symbol at rest", at: site)
        }
        let nodes = content(context)
        return hides ? nodes.map { HiddenNode($0) } : nodes
    }
}
