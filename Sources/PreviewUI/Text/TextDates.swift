import Foundation

/// Dates and formatted values in text, drawn with the preview's locale, time zone and fixed
/// "now" (so that a snapshot never depends on when or where it is rendered).
extension EnvironmentValues {
    /// The locale text is formatted in: `en_US` unless a preview says otherwise (SwiftUI's
    /// default is the device's; a renderer must not depend on the machine's).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in: GMT unless a preview says otherwise.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// What "now" is for `Text(_:style: .relative/.offset/.timer)` and friends: a fixed date
    /// (``PreviewClock/defaultNow``) unless a preview sets another with
    /// `.environment(\.previewNow, date)`. Proofsheet's own, not SwiftUI's.
    public var previewNow: Date {
        get { self[PreviewNowKey.self] }
        set { self[PreviewNowKey.self] = newValue }
    }
}

/// The clock previews run on.
public enum PreviewClock {
    /// Monday 1 June 2026, 9:41 GMT (the time iOS marketing images show).
    public static let defaultNow = Date(timeIntervalSince1970: 1_780_306_860)
}

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "GMT")! } }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}
private struct PreviewNowKey: EnvironmentKey { static var defaultValue: Date { PreviewClock.defaultNow } }

/// A value to format when the text is drawn, in the environment's locale.
struct FormattedValue: Equatable, @unchecked Sendable {
    /// What is formatted and how, for equality.
    let identity: String
    let format: (Locale) -> AttributedString

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        identity = "\(F.self):\(format):\(input)"
        self.format = { AttributedString(format.locale($0).format(input)) }
    }

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == AttributedString {
        identity = "\(F.self):\(format):\(input)"
        self.format = { format.locale($0).format(input) }
    }

    static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
}

/// What `Text(date, style:)` shows, as iOS writes it: `.date` "June 1, 2026", `.time`
/// "9:41 AM", `.relative` "2 hours, 23 minutes", `.offset` "+2 hours", `.timer` "2:32" or
/// "36:59:01" (Apple's documentation of `Text.DateStyle` gives these examples).
enum DateText {
    static func string(_ date: Date, style: Text.DateStyle, in env: EnvironmentValues) -> String {
        switch style {
        case .date, .time:
            let f = DateFormatter()
            f.locale = env.locale
            f.timeZone = env.timeZone
            f.calendar = env.calendar
            f.dateStyle = style == .date ? .long : .none
            f.timeStyle = style == .time ? .short : .none
            return f.string(from: date)
        case .relative:
            return duration(abs(date.timeIntervalSince(env.previewNow)), units: 2)
        case .offset:
            let interval = date.timeIntervalSince(env.previewNow)
            return (interval < 0 ? "-" : "+") + duration(abs(interval), units: 1)
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(env.previewNow)).rounded(.down))
            let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
            let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        }
    }

    /// A timer's reading: the time left or gone in the interval at the preview's clock (or at
    /// the pause), "1:05:09", or "65:09" without hours.
    static func timer(_ timer: Text.TimerInterval, in env: EnvironmentValues) -> String {
        let now = timer.pauseTime ?? env.previewNow
        let start = timer.interval.lowerBound, end = timer.interval.upperBound
        let clamped = min(max(now, start), end)
        let seconds = Int((timer.countsDown ? end.timeIntervalSince(clamped) : clamped.timeIntervalSince(start)).rounded(.down))
        let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
        if timer.showsHours, seconds >= 3600 {
            return "\(seconds / 3600):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
        }
        return "\(seconds / 60):\(two(seconds % 60))"
    }

    /// "2 hours, 23 minutes": the largest `units` non-zero units, in English.
    static func duration(_ interval: TimeInterval, units: Int) -> String {
        var rest = Int(interval.rounded(.down))
        let table: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                                      ("hour", 3600), ("minute", 60), ("second", 1)]
        var parts: [String] = []
        for (name, length) in table where parts.count < units {
            let n = rest / length
            guard n > 0 else { continue }
            rest -= n * length
            parts.append("\(n) \(name)\(n == 1 ? "" : "s")")
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// A range of dates: both ends in the medium date and short time styles, joined by an
    /// en dash (iOS's DateIntervalFormatter leaves out what both ends share; this does not).
    static func range(_ range: ClosedRange<Date>, in env: EnvironmentValues) -> String {
        let f = DateFormatter()
        f.locale = env.locale
        f.timeZone = env.timeZone
        f.calendar = env.calendar
        f.dateStyle = .medium
        f.timeStyle = .short
        return f.string(from: range.lowerBound) + " – " + f.string(from: range.upperBound)
    }
}
