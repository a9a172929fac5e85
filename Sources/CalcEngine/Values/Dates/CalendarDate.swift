/// A day of the proleptic Gregorian calendar, 0001-01-01 to 9999-12-31 (SPEC 10.7): the value of a
/// typed date (`2025-03-01`) and of `today`. Arithmetic is on whole days, and on calendar months
/// and years, which keep the day of the month or clamp it to the month's last day
/// (`2024-01-31 + 1 month` is 2024-02-29).
public struct CalendarDate: Hashable, Sendable, Comparable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The first and last days a date may be.
    public static let range = 1...9999

    /// The date, when it is one of the calendar within ``range``.
    public init?(year: Int, month: Int, day: Int) {
        guard Self.range.contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date of an ISO 8601 text, `2025-03-01`; nil for any other text or a day that does not exist.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `yyyy-mm-dd`.
    public var iso: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return String(repeating: "0", count: 4 - String(year).count) + "\(year)-\(two(month))-\(two(day))"
    }

    /// The day of the week, in English.
    public var weekday: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][(dayNumber % 7 + 7) % 7]
    }

    /// Days since 0001-01-01 (a Monday), which is day 0.
    public var dayNumber: Int {
        // Days before this year, then before this month, then the day.
        let y = year - 1
        let before = 365 * y + y / 4 - y / 100 + y / 400
        let months = (1..<month).reduce(0) { $0 + Self.days(inMonth: $1, of: year) }
        return before + months + day - 1
    }

    /// The date `dayNumber` days after 0001-01-01; nil outside ``range``.
    public init?(dayNumber: Int) {
        guard dayNumber >= 0 else { return nil }
        // 400 years are 146,097 days.
        var year = 1 + 400 * (dayNumber / 146_097)
        var rest = dayNumber % 146_097
        while rest >= Self.days(inYear: year) {
            rest -= Self.days(inYear: year)
            year += 1
        }
        var month = 1
        while rest >= Self.days(inMonth: month, of: year) {
            rest -= Self.days(inMonth: month, of: year)
            month += 1
        }
        self.init(year: year, month: month, day: rest + 1)
    }

    /// This date `days` days on (before, when negative); nil past ``range``.
    public func adding(days: Int) -> CalendarDate? {
        CalendarDate(dayNumber: dayNumber + days)
    }

    /// This date `months` calendar months on, its day clamped to the month's last; nil past ``range``.
    public func adding(months: Int) -> CalendarDate? {
        let index = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (index / 12, index % 12 + 1)
        guard Self.range.contains(newYear) else { return nil }
        return CalendarDate(year: newYear, month: newMonth, day: min(day, Self.days(inMonth: newMonth, of: newYear)))
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.dayNumber < b.dayNumber }

    /// Whether `year` has a 29 February.
    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func days(inYear year: Int) -> Int { isLeap(year) ? 366 : 365 }

    /// The days of `month` in `year`.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension CalendarDate: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

/// The day `today` means, and the time zone it is the day of (SPEC 10.7: the server's date in its
/// configured time zone, stated on the page).
public struct Today: Sendable, Equatable {
    public var date: CalendarDate
    /// The zone's identifier, as the page names it (`Europe/Berlin`, `UTC`).
    public var zone: String

    public init(date: CalendarDate, zone: String) {
        self.date = date
        self.zone = zone
    }

    /// What the page says when a calculation used `today`.
    public var note: String { "today is \(date.iso) (\(date.weekday)), in the time zone \(zone)" }
}
