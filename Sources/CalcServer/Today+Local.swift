import CalcEngine
import Foundation

extension Today {
    /// The day it is now in `zone` (this machine's time zone by default).
    public static func local(now: Date = Date(), zone: TimeZone = .current) -> Today {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        let date = CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        return Today(date: date ?? CalendarDate(year: 1970, month: 1, day: 1)!, zone: zone.identifier)
    }
}
