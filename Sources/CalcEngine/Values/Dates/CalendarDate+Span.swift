/// The span between two dates as people count it (SPEC 10.7, the `/date` page): days; weeks and
/// days; and years, months and days counted on the calendar, so that `from` moved by the years and
/// months and then the days (``CalendarDate/adding(months:)``, ``CalendarDate/adding(days:)``) is `to`.
public struct DateSpan: Sendable, Equatable {
    /// Whole days from the first date to the second; negative when the second is earlier.
    public var days: Int
    /// Calendar years, months and days, each with the sign of ``days``.
    public var calendar: (years: Int, months: Int, days: Int)

    public static func == (a: DateSpan, b: DateSpan) -> Bool { a.days == b.days && a.calendar == b.calendar }

    /// The span from `from` to `to`: the whole months that move `from` without passing `to`, then
    /// the days left, both ways (2100-05-29 to 2100-02-28 is −3 months: back 3 months, the day
    /// clamped, is 02-28; not the forward span's 3 months and 1 day negated), as dateutil's
    /// `relativedelta(to, from)` counts.
    public init(from: CalendarDate, to: CalendarDate) {
        days = to.dayNumber - from.dayNumber
        let forward = from <= to
        var months = (to.year - from.year) * 12 + (to.month - from.month)
        while months != 0, let moved = from.adding(months: months), forward ? moved > to : moved < to {
            months += forward ? -1 : 1
        }
        let moved = from.adding(months: months) ?? from
        // Swift's `/` and `%` cut toward zero, so the years and months keep the span's sign.
        calendar = (months / 12, months % 12, to.dayNumber - moved.dayNumber)
    }
}
