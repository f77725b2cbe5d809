import Foundation
import PreviewUI
import Testing

/// `TimelineView` draws its content once, at the preview's clock, with the date of the
/// schedule's entry in force then.
@MainActor
struct TimelineViewTests {
    /// The preview's default now: Monday 1 June 2026, 9:41:00 GMT.
    static let now = PreviewClock.defaultNow

    static func shownDate(_ schedule: some TimelineSchedule, now: Date = now) throws -> Date {
        var seen: Date?
        let view = TimelineView(schedule) { context in
            let _ = (seen = context.date)
            Text("tick")
        }
        let host = ViewHost(view.environment(\.previewNow, now), layout: .fixed(width: 100, height: 40))
        _ = try host.displayList
        return try #require(seen)
    }

    @Test("everyMinute shows the start of the current minute")
    func everyMinute() throws {
        #expect(try Self.shownDate(.everyMinute, now: Self.now.addingTimeInterval(38.5)) == Self.now)
        #expect(try Self.shownDate(.everyMinute) == Self.now, "a minute-aligned date is its own entry")
    }

    @Test("periodic shows the latest boundary at or before now, in phase with its start date")
    func periodic() throws {
        let start = Self.now.addingTimeInterval(-100)
        #expect(try Self.shownDate(.periodic(from: start, by: 30)) == start.addingTimeInterval(90))
        #expect(try Self.shownDate(.periodic(from: Self.now.addingTimeInterval(50), by: 30)) == Self.now,
                "a schedule that starts later shows the current date")
    }

    @Test("explicit shows the most recent past date, the last one when all are past, now when all are future")
    func explicit() throws {
        let dates = [-300.0, -120, 60, 600].map { Self.now.addingTimeInterval($0) }
        #expect(try Self.shownDate(.explicit(dates)) == dates[1])
        #expect(try Self.shownDate(.explicit(Array(dates.prefix(2)))) == dates[1])
        #expect(try Self.shownDate(.explicit(Array(dates.suffix(2)))) == Self.now)
        #expect(try Self.shownDate(.explicit([Date]())) == Self.now)
    }

    @Test("animation schedules show the preview's date")
    func animation() throws {
        #expect(try Self.shownDate(.animation) == Self.now)
        #expect(try Self.shownDate(.animation(minimumInterval: 1, paused: true)) == Self.now)
    }

    struct EveryTenSeconds: TimelineSchedule {
        func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
            let t = (startDate.timeIntervalSince1970 / 10).rounded(.down) * 10
            return (0..<5).map { Date(timeIntervalSince1970: t + Double($0) * 10) }
        }
    }

    @Test("A custom schedule's entries are used as iOS uses them")
    func customSchedule() throws {
        #expect(try Self.shownDate(EveryTenSeconds(), now: Self.now.addingTimeInterval(27)) == Self.now.addingTimeInterval(20))
    }

    @Test("The content is drawn with the entry's date and the live cadence; the same every run")
    func content() throws {
        let view = TimelineView(.periodic(from: Self.now, by: 1)) { context in
            VStack {
                Text(context.date, style: .time)
                Text(context.cadence == .live ? "live" : "slow")
                Text(context.cadence <= .seconds ? "shows seconds" : "no seconds")
            }
        }
        let first = ViewHost(view, layout: .fixed(width: 200, height: 120))
        let shown = try first.shownTexts
        #expect(shown == ["9:41\u{202F}AM", "live", "shows seconds"], "\(shown)")
        let again = ViewHost(view, layout: .fixed(width: 200, height: 120))
        #expect(try first.displayList == again.displayList)
        #expect(first.approximations.isEmpty, "a timeline at one moment is drawn as iOS draws it then: \(first.approximations)")
    }

    @Test("Periodic and every-minute entries step as documented")
    func entries() {
        var periodic = PeriodicTimelineSchedule(from: Self.now, by: 2).entries(from: Self.now.addingTimeInterval(5), mode: .normal).makeIterator()
        #expect(periodic.next() == Self.now.addingTimeInterval(4))
        #expect(periodic.next() == Self.now.addingTimeInterval(6))
        var minutes = EveryMinuteTimelineSchedule().entries(from: Self.now.addingTimeInterval(61), mode: .lowFrequency).makeIterator()
        #expect(minutes.next() == Self.now.addingTimeInterval(60))
        #expect(minutes.next() == Self.now.addingTimeInterval(120))
    }
}
