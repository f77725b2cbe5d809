import Drawing
import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// DatePicker: the texts it shows in the environment's locale, calendar and time zone, its
/// three looks' geometry, choosing a date (the host's `chooseDate`, a preview state's step,
/// taps on the calendar and the popover), and one light and dark golden sheet.
@MainActor
struct DatePickerTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    /// Tuesday 1 December 2026, 9:41 GMT.
    static let december1 = Date(timeIntervalSince1970: 1_796_118_060)
    /// The same moment's day and time, as iOS writes them in en_US (a narrow no-break space
    /// before AM, as iOS 17 and later write it).
    static let time = "9:41\u{202F}AM"

    static let gmt: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "GMT")!
        c.locale = Locale(identifier: "en_US")
        return c
    }()

    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 9, _ min: Int = 41) -> Date {
        gmt.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// A picker bound to state, and the state shown as text underneath.
    struct Booking: View {
        @State var date: Date
        var components: DatePicker<Text>.Components = [.hourAndMinute, .date]
        var style: Style = .compact
        enum Style { case compact, wheel, graphical }

        var body: some View {
            VStack {
                switch style {
                case .compact: DatePicker("Start", selection: $date, displayedComponents: components)
                case .wheel: DatePicker("Start", selection: $date, displayedComponents: components).datePickerStyle(.wheel)
                case .graphical: DatePicker("Start", selection: $date, displayedComponents: components).datePickerStyle(.graphical)
                }
                Text("chosen \(date.formatted(Date.ISO8601FormatStyle()))")
            }
            .frame(width: 393)
        }
    }

    static func chosen(_ host: ViewHost) throws -> String? {
        try host.shownTexts.first { $0.hasPrefix("chosen ") }.map { String($0.dropFirst(7)) }
    }

    // MARK: Compact

    @Test("Compact (the automatic style): the label leading, the date and the time in grey pills at the trailing edge")
    func compactLayout() throws {
        let host = ViewHost(DatePicker("Start", selection: .constant(Self.december1)).frame(width: 393))
        #expect(try host.shownTexts == ["Start", "Dec 1, 2026", Self.time])
        let label = try #require(try host.frame(ofText: "Start"))
        let dateText = try #require(try host.frame(ofText: "Dec 1, 2026"))
        let timeText = try #require(try host.frame(ofText: Self.time))
        #expect(label.minX == 0)
        // Pills: the tertiary system fill, 34 tall, the text 11 in; the time's pill at the edge.
        let pills = ValueControlTests.fills(in: try host.displayList.ops)
            .filter { $0.color == RGBAColor(hex: 0x767680, alpha: 0.12) }.map(\.rect)
        #expect(pills.count == 2)
        #expect(pills.allSatisfy { abs($0.height - 34) < 0.01 })
        #expect(abs(pills[1].maxX - 393) < 0.01)
        #expect(abs(pills[1].minX - pills[0].maxX - 6) < 0.01)
        #expect(abs(dateText.minX - pills[0].minX - 11) <= halfPixel && abs(pills[1].maxX - timeText.maxX - 11) <= halfPixel, "pills on the pixel grid")
        #expect(abs(dateText.midY - pills[0].midY) < 0.5)
        // Date only, time only.
        let dateOnly = ViewHost(DatePicker("Start", selection: .constant(Self.december1), displayedComponents: .date))
        #expect(try dateOnly.shownTexts == ["Start", "Dec 1, 2026"])
        let timeOnly = ViewHost(DatePicker("Start", selection: .constant(Self.december1), displayedComponents: [.hourAndMinute]))
        #expect(try timeOnly.shownTexts == ["Start", Self.time])
        // At the largest text sizes the pills grow with their text.
        let large = ViewHost(DatePicker("Start", selection: .constant(Self.december1)).dynamicTypeSize(.accessibility3).frame(width: 600))
        let largePills = ValueControlTests.fills(in: try large.displayList.ops).filter { $0.color == RGBAColor(hex: 0x767680, alpha: 0.12) }
        #expect(largePills.count == 2 && largePills.allSatisfy { $0.rect.height > 40 }, "\(largePills.map(\.rect))")
        // labelsHidden: the pills alone.
        let hidden = ViewHost(DatePicker("Start", selection: .constant(Self.december1)).labelsHidden())
        #expect(try hidden.shownTexts == ["Dec 1, 2026", Self.time])
    }

    @Test("In a form the compact picker's pills sit on the row's trailing side and the row stays 44 points")
    func compactInForm() throws {
        let form = Form {
            DatePicker("Start", selection: .constant(Self.december1))
            Toggle("All-day", isOn: .constant(false))
        }
        let host = ViewHost(form, layout: .fixed(width: 393, height: 300))
        let start = try #require(try host.frame(ofText: "Start"))
        let allDay = try #require(try host.frame(ofText: "All-day"))
        #expect(abs(allDay.midY - start.midY - 44) < 0.01, "\(start) \(allDay)")
        let time = try #require(try host.frame(ofText: Self.time))
        // The card is 20 from the screen's edges, its content 20 in: the pill ends at 353.
        #expect(abs(time.maxX + 11 - 353) < 0.01)
        #expect(abs(time.midY - start.midY) < 0.5)
    }

    @Test("Ranges: a date outside is shown at the nearest end; all the initialisers compile and show their title")
    func rangesAndInitialisers() throws {
        let later = Self.date(2027, 3, 4)
        let views = VStack {
            DatePicker("A", selection: .constant(Self.december1), in: later...)
            DatePicker("B", selection: .constant(later), in: ...Self.december1, displayedComponents: .date)
            DatePicker("C", selection: .constant(Self.december1), in: Self.december1...later, displayedComponents: .date)
            DatePicker(String("D"), selection: .constant(Self.december1), displayedComponents: .date)
            DatePicker(selection: .constant(Self.december1), displayedComponents: .date) { Text("E") }
            DatePicker(selection: .constant(Self.december1), in: later..., displayedComponents: .date) { Text("F") }
            DatePicker(selection: .constant(Self.december1), in: ...later, displayedComponents: .date) { Text("G") }
            DatePicker(selection: .constant(Self.december1), in: Self.december1...later, displayedComponents: .date) { Text("H") }
        }
        let shown = try ViewHost(views).shownTexts
        #expect(shown == ["A", "Mar 4, 2027", Self.time, "B", "Dec 1, 2026", "C", "Dec 1, 2026", "D", "Dec 1, 2026",
                          "E", "Dec 1, 2026", "F", "Mar 4, 2027", "G", "Dec 1, 2026", "H", "Dec 1, 2026"])
    }

    // MARK: Choosing

    @Test("chooseDate changes the shown components only: a date-only picker keeps the time, a time-only one the day")
    func chooseDate() throws {
        let both = ViewHost(Booking(date: Self.december1))
        try both.chooseDate(Self.date(2027, 1, 15, 18, 5), titled: "Start")
        #expect(try Self.chosen(both) == "2027-01-15T18:05:00Z")
        #expect(try both.shownTexts.contains("Jan 15, 2027"))
        #expect(try both.shownTexts.contains("6:05\u{202F}PM"))
        #expect(try both.value(ofControl: "date picker", titled: "Start") == AnyHashable(Self.date(2027, 1, 15, 18, 5)))

        let dateOnly = ViewHost(Booking(date: Self.december1, components: .date))
        try dateOnly.chooseDate(Self.date(2027, 1, 15, 18, 5))
        #expect(try Self.chosen(dateOnly) == "2027-01-15T09:41:00Z")

        let timeOnly = ViewHost(Booking(date: Self.december1, components: .hourAndMinute))
        try timeOnly.chooseDate(Self.date(2027, 1, 15, 18, 5))
        #expect(try Self.chosen(timeOnly) == "2026-12-01T18:05:00Z")

        #expect(throws: HostError.self) { try both.chooseDate(Self.december1, titled: "End") }
    }

    @Test("A preview state's chooseDate step reaches the state, and says what it does")
    func chooseDateStep() throws {
        let preview = PreviewDefinition(
            "Booking", component: "Booking",
            states: [PreviewState("new-year", .chooseDate(Self.date(2027, 1, 1, 0, 0), picker: "Start"))]
        ) { _ in Booking(date: Self.december1) }
        #expect(preview.states[0].steps == ["choose 2027-01-01T00:00:00Z in “Start”"])
        let frame = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 1)
        let texts = textRuns(in: frame.displayList.ops).map(\.spec.string)
        #expect(texts.contains("Jan 1, 2027"), "\(texts)")
    }

    @Test("A disabled picker takes no choice and greys its text: the compact pills, every wheel row, the calendar's days and tint")
    func disabled() throws {
        struct Locked: View {
            @State var date = DatePickerTests.december1
            var style = "compact"
            var body: some View {
                VStack {
                    switch style {
                    case "wheel": DatePicker("Start", selection: $date).datePickerStyle(.wheel).disabled(true)
                    case "graphical":
                        DatePicker("Start", selection: $date, displayedComponents: .date).datePickerStyle(.graphical).disabled(true)
                    default: DatePicker("Start", selection: $date).disabled(true)
                    }
                    Text("chosen \(date.formatted(Date.ISO8601FormatStyle()))")
                }
            }
        }
        let tertiary = RGBAColor(hex: 0x3C3C43, alpha: 0.3)  // tertiaryLabel, light
        let host = ViewHost(Locked())
        try host.chooseDate(Self.date(2027, 1, 1))
        #expect(try Self.chosen(host) == "2026-12-01T09:41:00Z")
        let pills = textRuns(in: try host.displayList.ops).filter { $0.spec.string == "Dec 1, 2026" || $0.spec.string.hasPrefix("9:41") }
        #expect(pills.count == 2 && pills.allSatisfy { $0.color == tertiary }, "\(pills.map(\.color))")
        #expect(!host.approximations.contains { $0.cause.contains("DatePicker") })
        let label = textRuns(in: try host.displayList.ops).first { $0.spec.string == "Start" }
        #expect(label?.color == RGBAColor(hex: 0x000000))

        // The wheel: every row grey (the front rows too), nothing there takes a tap.
        let wheel = ViewHost(Locked(style: "wheel"))
        let rows = textRuns(in: try wheel.displayList.ops).filter { $0.spec.string != "Start" && !$0.spec.string.hasPrefix("chosen") }
        #expect(rows.count > 20 && rows.allSatisfy { $0.color == tertiary }, "\(Set(rows.map(\.color)))")
        let tomorrow = try #require(try wheel.frame(ofText: "Wed Dec 2"))
        #expect(throws: HostError.self) { try wheel.tap(at: CGPoint(x: tomorrow.midX, y: tomorrow.midY)) }
        #expect(try Self.chosen(wheel) == "2026-12-01T09:41:00Z")
        #expect(wheel.approximations.isEmpty, "\(wheel.approximations)")

        // The calendar: title and days grey, the chosen day's circle grey, no day takes a tap.
        let calendar = ViewHost(Locked(style: "graphical"))
        let ops = try calendar.displayList.ops
        let days = textRuns(in: ops).filter { Int($0.spec.string) != nil }
        #expect(days.count == 31)
        let chosen = try #require(days.first { $0.spec.string == "1" })
        // The chosen day: its number in the dimmed (grey) tint on a light circle of it.
        let gray = RGBAColor(hex: 0x8E8E93)
        #expect(chosen.color == gray)
        #expect(fills(in: ops).contains { $0.1.red == gray.red && $0.1.blue == gray.blue && $0.1.alpha < 1 }, "the circle in light system grey")
        #expect(days.filter { $0.spec.string != "1" }.allSatisfy { $0.color == tertiary })
        #expect(textRuns(in: ops).first { $0.spec.string == "December 2026" }?.color == tertiary)
        let blue = RGBAColor(hex: 0x007AFF)
        #expect(!fills(in: ops).contains { $0.1 == blue } && !textRuns(in: ops).contains { $0.color == blue },
                "nothing left in the blue tint")
        let fifteen = try #require(try calendar.frames(ofText: "15").first)
        #expect(throws: HostError.self) { try calendar.tap(at: CGPoint(x: fifteen.midX, y: fifteen.midY)) }
        #expect(try Self.chosen(calendar) == "2026-12-01T09:41:00Z")
        #expect(calendar.approximations.isEmpty, "\(calendar.approximations)")
    }

    // MARK: Graphical

    /// The column (0 = the first weekday) and week row of the day `n` in a graphical picker.
    static func cell(_ host: ViewHost, day n: Int, month: String) throws -> (column: Int, row: Int) {
        let title = try #require(try host.frame(ofText: month))
        let weekdays = try ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"].map { try #require(try host.frame(ofText: $0)) }
        let frame = try #require(host.frames(ofText: "\(n)").first { $0.minY > title.maxY })
        let column = try #require(weekdays.firstIndex { abs($0.midX - frame.midX) < 1 })
        let row = Int(((frame.midY - weekdays[0].maxY) / 44).rounded(.down))
        return (column, row)
    }

    @Test("The graphical calendar: December 2026 starts on a Tuesday and ends on a Thursday of its fifth week; February 2026 fills four")
    func calendarGrid() throws {
        let host = ViewHost(Booking(date: Self.december1, components: .date, style: .graphical))
        #expect(try host.shownTexts.contains("December 2026"))
        #expect(try Self.cell(host, day: 1, month: "December 2026") == (2, 0))
        #expect(try Self.cell(host, day: 31, month: "December 2026") == (4, 4))
        #expect(try !host.shownTexts.contains("Time"))
        // The chosen day: a circle of the tint at 12 % behind a bold number in the tint.
        let circles = ValueControlTests.fills(in: try host.displayList.ops).filter { if case .ellipse = $0.shape { true } else { false } }
        #expect(circles.map(\.color) == [RGBAColor(hex: 0x007AFF, alpha: 0.12)])
        let one = try #require(host.frames(ofText: "1").last)
        #expect(try abs(#require(circles.first).rect.midX - one.midX) < 0.5)

        let february = ViewHost(Booking(date: Self.date(2026, 2, 10), components: .date, style: .graphical))
        #expect(try Self.cell(february, day: 1, month: "February 2026") == (0, 0))
        #expect(try Self.cell(february, day: 28, month: "February 2026") == (6, 3))
        #expect(try !february.shownTexts.contains("29"))
    }

    @Test("Tapping a day chooses it (keeping the time); the chevrons page through the months; today is in the tint")
    func calendarTaps() throws {
        let host = ViewHost(Booking(date: Self.december1, style: .graphical))
        #expect(try host.shownTexts.contains("Time"))
        try host.tap(text: "15")
        #expect(try Self.chosen(host) == "2026-12-15T09:41:00Z")
        let next = try #require(host.frames(ofText: "December 2026").first)
        // The next-month chevron: at the header's trailing end.
        try host.tap(at: CGPoint(x: 393 - 16 - 8, y: next.midY))
        #expect(try host.shownTexts.contains("January 2027"))
        try host.tap(text: "8")
        #expect(try Self.chosen(host) == "2027-01-08T09:41:00Z")
        #expect(try host.shownTexts.contains("January 2027"))

        // Today (the preview's clock: 1 June 2026) in the tint; chosen and today, white on the tint.
        let june = ViewHost(DatePicker("Day", selection: .constant(PreviewClock.defaultNow), displayedComponents: .date)
            .datePickerStyle(.graphical).frame(width: 393))
        let circles = ValueControlTests.fills(in: try june.displayList.ops).filter { if case .ellipse = $0.shape { true } else { false } }
        #expect(circles.map(\.color) == [RGBAColor(hex: 0x007AFF)])
    }

    @Test("A range greys the days outside it, which take no taps, and the chevron that would leave it")
    func calendarRange() throws {
        struct Ranged: View {
            @State var date = DatePickerTests.date(2026, 12, 10)
            var body: some View {
                VStack {
                    DatePicker("Start", selection: $date, in: DatePickerTests.date(2026, 12, 5, 0, 0)..., displayedComponents: .date)
                        .datePickerStyle(.graphical)
                    Text("chosen \(date.formatted(Date.ISO8601FormatStyle()))")
                }
                .frame(width: 393)
            }
        }
        let host = ViewHost(Ranged())
        try? host.tap(text: "3")
        #expect(try Self.chosen(host) == "2026-12-10T09:41:00Z")
        try host.tap(text: "5")
        #expect(try Self.chosen(host) == "2026-12-05T09:41:00Z")
        let title = try #require(try host.frame(ofText: "December 2026"))
        try? host.tap(at: CGPoint(x: 393 - 16 - 8 - 28 - 20, y: title.midY))
        #expect(try host.shownTexts.contains("December 2026"))
    }

    @Test("Tapping the month's title reports the month and year wheels iOS would show")
    func monthTitleTap() throws {
        let host = ViewHost(Booking(date: Self.december1, components: .date, style: .graphical))
        try host.tap(text: "December 2026")
        #expect(host.approximations.contains { $0.cause.contains("month title") && $0.file.hasSuffix("DatePickerTests.swift") })
        #expect(try host.shownTexts.contains("December 2026"))
    }

    /// A style of the user's: the label and the day in a row, from the configuration.
    struct Plain: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.selection.formatted(Date.ISO8601FormatStyle()))
                Text(configuration.minimumDate.map { "from \($0.formatted(Date.ISO8601FormatStyle()))" } ?? "open")
            }
        }
    }

    @Test("A custom DatePickerStyle draws its makeBody from the configuration: the label, the selection, the range")
    func customStyle() throws {
        let host = ViewHost(DatePicker("Start", selection: .constant(Self.december1), in: Self.date(2026, 1, 1, 0, 0)...)
            .datePickerStyle(Plain()))
        #expect(try host.shownTexts == ["Start", "2026-12-01T09:41:00Z", "from 2026-01-01T00:00:00Z"])
    }

    // MARK: Wheel

    /// The texts drawn at the front of a drum: at full opacity, magnified.
    static func front(_ ops: [DisplayOp], transform: AffineMatrix = .identity, opacity: Double = 1) -> [String] {
        ops.flatMap { op -> [String] in
            switch op {
            case .text(let run):
                return opacity == 1 && transform.apply(to: CGRect(x: 0, y: 0, width: 1, height: 1)).height > 1.05 ? [run.spec.string] : []
            case .group(let g): return front(g.ops, transform: g.transform.concatenating(transform), opacity: opacity * g.opacity)
            default: return []
            }
        }
    }

    @Test("The wheels: month, day and year for a date; hour, minute and AM/PM for a time; the day (\"Today\") and the time for both")
    func wheels() throws {
        let date = ViewHost(Booking(date: Self.december1, components: .date, style: .wheel))
        #expect(try Self.front(date.displayList.ops) == ["December", "1", "2026"])
        let time = ViewHost(Booking(date: Self.december1, components: .hourAndMinute, style: .wheel))
        #expect(try Self.front(time.displayList.ops) == ["9", "41", "AM"])
        let both = ViewHost(Booking(date: PreviewClock.defaultNow, style: .wheel))
        #expect(try Self.front(both.displayList.ops) == ["Today", "9", "41", "AM"])
        #expect(try both.shownTexts.contains("Tue Jun 2"))
        // A tap on the row under the band turns its wheel to it: the next month, PM.
        let december = try #require(try date.frame(ofText: "December"))
        try date.tap(at: CGPoint(x: december.midX, y: december.midY + 31.6))
        #expect(try Self.chosen(date) == "2026-01-01T09:41:00Z")
        let am = try #require(try time.frame(ofText: "AM"))
        try time.tap(at: CGPoint(x: am.midX, y: am.midY + 31.6))
        #expect(try Self.chosen(time) == "2026-12-01T21:41:00Z")
    }

    // MARK: Popover

    @Test("A tap on the date's pill opens the calendar under it; a day closes nothing and chooses; a tap outside closes it")
    func popover() throws {
        let host = ViewHost(Booking(date: Self.december1).frame(maxHeight: .infinity, alignment: .top),
                            layout: .fixed(width: 393, height: 800))
        try host.tap(text: "Dec 1, 2026")
        #expect(try host.shownTexts.contains("December 2026"))
        let pill = try #require(try host.frame(ofText: "Dec 1, 2026"))
        let title = try #require(try host.frame(ofText: "December 2026"))
        #expect(title.minY > pill.maxY)
        try host.tap(text: "24")
        #expect(try Self.chosen(host) == "2026-12-24T09:41:00Z")
        #expect(try host.shownTexts.contains("Dec 24, 2026"))
        try host.tap(at: CGPoint(x: 200, y: 790))
        #expect(try !host.shownTexts.contains("December 2026"))
        // The time's pill opens the wheels.
        try host.tap(text: Self.time)
        #expect(try host.shownTexts.contains("AM") && host.shownTexts.contains("PM"))
    }

    // MARK: Locale, time zone, determinism

    @Test("The environment's locale, time zone and calendar: French writes the day first and starts weeks on Monday")
    func environmentFormats() throws {
        let french = ViewHost(DatePicker("Début", selection: .constant(Self.december1)).datePickerStyle(.graphical)
            .environment(\.locale, Locale(identifier: "fr_FR")).frame(width: 393))
        let shown = try french.shownTexts
        #expect(shown.contains("décembre 2026"), "\(shown)")
        #expect(shown.contains("09:41"))
        #expect(try Self.frenchFirstColumn(french) == "LUN.")
        #expect(french.approximations.contains { $0.cause.contains("\"Time\"") })
        // Tokyo is nine hours ahead of GMT: 9:41 GMT is 6:41 PM there.
        let tokyo = ViewHost(DatePicker("Start", selection: .constant(Self.december1))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        #expect(try tokyo.shownTexts.contains("6:41\u{202F}PM"))
    }

    static func frenchFirstColumn(_ host: ViewHost) throws -> String? {
        let symbols = ["LUN.", "MAR.", "MER.", "JEU.", "VEN.", "SAM.", "DIM."]
        let frames = try symbols.compactMap { s in try host.frame(ofText: s).map { (s, $0) } }
        return frames.min { $0.1.minX < $1.1.minX }?.0
    }

    @Test("The process's TZ does not change what is drawn")
    func determinismUnderTZ() throws {
        func draw() throws -> DisplayList {
            try ViewHost(VStack {
                DatePicker("Start", selection: .constant(Self.date(2026, 12, 31, 23, 30)))
                DatePicker("Day", selection: .constant(Self.date(2026, 12, 31, 23, 30))).datePickerStyle(.graphical)
                DatePicker("Wheel", selection: .constant(Self.date(2026, 12, 31, 23, 30))).datePickerStyle(.wheel)
            }.frame(width: 393)).displayList
        }
        let before = try draw()
        let saved = ProcessInfo.processInfo.environment["TZ"]
        setenv("TZ", "Pacific/Kiritimati", 1)
        tzset()
        NSTimeZone.resetSystemTimeZone()
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
            NSTimeZone.resetSystemTimeZone()
        }
        #expect(TimeZone.current.identifier != "GMT")
        let after = try draw()
        #expect(before == after)
    }

    // MARK: Golden

    @Test("Golden: compact, wheel and graphical pickers in a form and standalone", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let sheet = VStack(spacing: 0) {
            Form {
                DatePicker("Starts", selection: .constant(Self.december1))
                DatePicker("Ends", selection: .constant(Self.date(2026, 12, 3, 17, 0)), displayedComponents: .date)
                DatePicker("Day", selection: .constant(Self.december1), displayedComponents: .date).datePickerStyle(.graphical)
            }
            .frame(height: 520)
            VStack(spacing: 8) {
                DatePicker("Alarm", selection: .constant(Self.december1), displayedComponents: .hourAndMinute)
                    .datePickerStyle(.wheel)
                    .frame(height: 216)
                DatePicker("Due", selection: .constant(Self.december1), displayedComponents: .date)
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 16)
        }
        try GoldenImage.check(sheet, named: "date-pickers-\(scheme)", layout: .fixed(width: 393, height: 776), colorScheme: scheme)
    }

    @Test("Golden: disabled wheel and graphical date pickers and a disabled colour picker", arguments: schemes)
    func goldenDisabled(scheme: ColorScheme) throws {
        let sheet = VStack(spacing: 0) {
            Form {
                ColorPicker("Accent", selection: .constant(Color(red: 1, green: 0.18, blue: 0.33)))
                DatePicker("Day", selection: .constant(Self.december1), displayedComponents: .date).datePickerStyle(.graphical)
            }
            .frame(height: 470)
            DatePicker("Alarm", selection: .constant(Self.december1), displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .frame(height: 216)
                .padding(.horizontal, 16)
                .padding(.bottom, 16)
        }
        .disabled(true)
        try GoldenImage.check(sheet, named: "date-pickers-disabled-\(scheme)", layout: .fixed(width: 393, height: 702), colorScheme: scheme)
    }
}

extension ViewHost {
    /// Every frame of a view showing `text`, in drawing order.
    func frames(ofText text: String) throws -> [CGRect] {
        try shownTextFrames.filter { $0.text == text }.map(\.frame)
    }
}
