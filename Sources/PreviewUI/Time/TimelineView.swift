import Foundation

/// A view that redraws its content on a schedule, as SwiftUI's `TimelineView`. A still
/// draws it once, at the preview's clock (`EnvironmentValues.previewNow`): with the date of
/// the schedule's latest entry at or before that moment, as iOS's first update does (the
/// moment itself when every entry is later, or there is none), and the `.live` cadence of an
/// app in the foreground.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What a timeline view's content is given, as SwiftUI's `TimelineView.Context`.
    public struct Context {
        /// How often the view is updated, as SwiftUI's `TimelineView.Context.Cadence`.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }

        /// The date of the schedule entry the content is drawn for.
        public let date: Date
        /// How often the view is being updated.
        public let cadence: Cadence

        /// Asks for the content again (a still has nothing to refresh).
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (Date) -> Content
}

/// The context every timeline view's content is given, as SwiftUI's
/// `TimelineViewDefaultContext`.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView where Content: View {
    /// A timeline view updating at the dates of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { content(TimelineViewDefaultContext(date: $0, cadence: .live)) }
    }

    /// The iOS 15 form, whose context is this view's own type.
    @available(*, deprecated, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure")
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = { content(Context(date: $0, cadence: .live)) }
    }
}

extension TimelineView: View, PrimitiveView where Content: View {
    public var body: Never { primitiveBody("TimelineView") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let (date, complete) = Self.date(of: schedule, at: context.environment.previewNow)
        if !complete {
            context.approximate("TimelineView schedule has more than \(Self.entryLimit) entries before the preview's date",
                                drawnAs: "the content at the last entry read", at: .unknown)
        }
        return context.resolve(content(date), component: "timeline")
    }

    /// How many entries before the preview's date are read at most.
    static var entryLimit: Int { 100_000 }

    /// The date a timeline shows at `now`: the latest entry at or before it (SwiftUI's
    /// first update), and whether the entries were read that far.
    static func date(of schedule: Schedule, at now: Date) -> (Date, complete: Bool) {
        var entries = schedule.entries(from: now, mode: .normal).makeIterator()
        guard var current = entries.next(), current <= now else { return (now, true) }
        var read = 1
        while let next = entries.next(), next <= now {
            guard read < entryLimit else { return (current, false) }
            current = next
            read += 1
        }
        return (current, true)
    }
}
