/// How a number format writes a date it shows as a result (SPEC 10.7): CLDR's short date pattern of
/// its locale, its year always written in full, and the locale's weekday names, so that German shows
/// `30.05.2025 (Freitag)` where the engine writes `2025-05-30 (Friday)`.
///
/// It is for display only: typed text reads ISO dates in every format, and the Expression field
/// keeps them ISO (``NumberFormat/ungrouped(_:)`` leaves dates alone), since `30.05.2025` would
/// read as numbers. A date in typed text, shown on a description line or a worksheet line, stays as
/// it was typed; only a result's date, the one followed by its weekday, is rewritten.
///
/// ```swift
/// NumberLocale.de.format.grouped("2025-05-30 (Friday)")   // "30.05.2025 (Freitag)"
/// ```
public struct DateStyle: Hashable, Sendable {
    /// The CLDR pattern, with `d`, `dd`, `M`, `MM` and `y` (the year in full) and literal marks.
    public let pattern: String
    /// The weekday names, Monday first (the engine's day 0, 0001-01-01, was a Monday).
    public let weekdays: [String]

    /// A style from its pattern and its weekday names, Monday first.
    public init(pattern: String, weekdays: [String]) {
        self.pattern = pattern
        self.weekdays = weekdays
    }

    /// `date` and its weekday as a result shows them: `30.05.2025 (Freitag)`.
    public func text(_ date: CalendarDate) -> String {
        "\(numeric(date)) (\(weekdays[date.dayNumber % 7]))"
    }

    /// `date` in the pattern: `30.05.2025`.
    public func numeric(_ date: CalendarDate) -> String {
        var out = ""
        var rest = pattern[...]
        while let c = rest.first {
            let count = rest.prefix { $0 == c }.count
            rest = rest.dropFirst(count)
            switch c {
            case "d": out += Self.padded(date.day, to: count)
            case "M": out += Self.padded(date.month, to: count)
            case "y": out += Self.padded(date.year, to: count == 2 ? 1 : count)
            default: out += String(repeating: c, count: count)
            }
        }
        return out
    }

    private static func padded(_ n: Int, to width: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
