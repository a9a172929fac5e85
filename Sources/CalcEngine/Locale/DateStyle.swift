/// How a number format writes a date it shows as a result (SPEC 10.7): CLDR's short date pattern of
/// its locale, its year always written in full, and the locale's weekday names, so that German shows
/// `30.05.2025 (Freitag)` where the engine writes `2025-05-30 (Friday)`.
///
/// Typed text reads ISO dates in every format, and a date in the style's own pattern where that
/// pattern writes points (``readsTyped``): `30.05.2025` in German, as the page shows it, since no
/// number or operator reads that way. A pattern with slashes or hyphens is typed ISO, since
/// `30/05/2025` divides. The Expression field keeps dates ISO (``NumberFormat/ungrouped(_:)``
/// leaves them alone). A date in typed text, shown on a description line or a worksheet line,
/// stays as it was typed; only a result's date, the one followed by its weekday, is rewritten.
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

    /// Whether typed text reads dates in this pattern: when its marks are points (`dd.MM.y`).
    public var readsTyped: Bool {
        pattern.allSatisfy { $0 == "." || "dMy".contains($0) }
    }

    /// The date that `fields`, the three numbers of a date typed with points, give in this pattern's
    /// order (day, month, year for `dd.MM.y`); nil when the pattern is not read so (``readsTyped``)
    /// or the day does not exist.
    func date(typed fields: [Int]) -> CalendarDate? {
        let order = pattern.split(separator: ".").compactMap(\.first)
        guard readsTyped, fields.count == 3, order.count == 3,
            let day = order.firstIndex(of: "d"), let month = order.firstIndex(of: "M"),
            let year = order.firstIndex(of: "y")
        else { return nil }
        return CalendarDate(year: fields[year], month: fields[month], day: fields[day])
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
