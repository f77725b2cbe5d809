import Foundation

/// A type that provides a sequence of dates for a `TimelineView`, as SwiftUI's
/// `TimelineSchedule`.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates, in ascending order, from about `startDate` (one entry may precede it: the
    /// view shows the latest entry not after its date).
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often a timeline is asked to update, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Entries at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Entries at the given dates.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Entries as often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Entries as often as the display refreshes, at most every `minimumInterval` seconds;
    /// `paused` stops them.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// Entries every `interval` seconds in phase with a start date, as SwiftUI's
/// `PeriodicTimelineSchedule`: from a date, the first entry is the last boundary at or
/// before it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(interval) }
            return date
        }
    }

    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0 else { return Entries(date: self.startDate, interval: .infinity) }
        let since = startDate.timeIntervalSince(self.startDate)
        let aligned = startDate.addingTimeInterval(-since.truncatingRemainder(dividingBy: interval))
        return Entries(date: aligned, interval: interval)
    }
}

/// Entries at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`. Minutes
/// start at whole minutes of Unix time (as they do in every time zone of today whose offset
/// is whole minutes; SwiftUI uses the current calendar, which a preview does not read).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of a per-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date

        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(60) }
            return date
        }
    }

    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let t = startDate.timeIntervalSince1970
        return Entries(date: Date(timeIntervalSince1970: (t / 60).rounded(.down) * 60))
    }
}

/// Entries at given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, whatever `startDate` and `mode` are.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// Entries as often as the display refreshes, as SwiftUI's `AnimationTimelineSchedule`: in
/// a still, one entry at the start date.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of an animation schedule: from the start date, every `minimumInterval`
    /// seconds (1/120 s, a ProMotion display's frame, when none is given); just the start
    /// date when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date?
        let interval: TimeInterval
        let paused: Bool

        public mutating func next() -> Date? {
            defer { date = paused ? nil : date?.addingTimeInterval(interval) }
            return date
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(date: startDate, interval: max(minimumInterval ?? 1.0 / 120, 1e-3), paused: paused)
    }
}
