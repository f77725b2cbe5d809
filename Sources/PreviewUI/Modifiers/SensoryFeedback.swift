/// A kind of haptic (or, on other devices, audio) feedback, as SwiftUI's `SensoryFeedback`.
/// A picture has none to give: the modifiers that play it are accepted and draw nothing,
/// exactly as on iOS.
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    /// A task completed.
    public static let success = SensoryFeedback(kind: .success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// An error occurred.
    public static let error = SensoryFeedback(kind: .error)
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// A value increased.
    public static let increase = SensoryFeedback(kind: .increase)
    /// A value decreased.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// Something was aligned (a guide snapped).
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// A discrete level of a value changed.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path was completed.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A physical impact.
    public static let impact = SensoryFeedback(kind: .impact(weight: .medium, flexibility: nil, intensity: 1))

    /// A physical impact of a mass.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// A physical impact between materials.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// The mass of an impact.
    public struct Weight: Equatable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the objects of an impact are.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes: nothing to draw.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` accepts the change: nothing to draw.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns for a change of `trigger`, if any: nothing to draw.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns when `trigger` changes, if any: nothing to draw.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        self
    }
}
