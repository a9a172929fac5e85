/// The span between two dates as people count it (SPEC 10.7, the `/date` page): days; weeks and
/// days; and years, months and days counted on the calendar, so that `from` moved by the years and
/// months and then the days (``CalendarDate/adding(months:)``, ``CalendarDate/adding(days:)``) is `to`.
public struct DateSpan: Sendable, Equatable {
    /// Whole days from the first date to the second; negative when the second is earlier.
    public var days: Int
    /// Calendar years, months and days, each with the sign of ``days``.
    public var calendar: (years: Int, months: Int, days: Int)

    public static func == (a: DateSpan, b: DateSpan) -> Bool { a.days == b.days && a.calendar == b.calendar }

    /// The span from `from` to `to`.
    public init(from: CalendarDate, to: CalendarDate) {
        days = to.dayNumber - from.dayNumber
        let (early, late, sign) = from <= to ? (from, to, 1) : (to, from, -1)
        var months = (late.year - early.year) * 12 + (late.month - early.month)
        if let moved = early.adding(months: months), moved > late { months -= 1 }
        let moved = early.adding(months: months) ?? early
        let rest = late.dayNumber - moved.dayNumber
        calendar = (sign * (months / 12), sign * (months % 12), sign * rest)
    }
}
