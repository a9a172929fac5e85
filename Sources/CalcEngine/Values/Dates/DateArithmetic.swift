/// Arithmetic with dates (SPEC 10.7): a date plus or minus a duration is a date, a date minus a
/// date is a number of days. Calendar months and years keep the day of the month, clamped to the
/// month's last day (`2024-01-31 + 1 month` is 2024-02-29, `2024-02-29 + 1 year` is 2025-02-28);
/// any other duration must come to whole days (`2025-03-01 + 36 h` is refused).
extension BinaryOperator {
    /// `a op b` where either is a date.
    func applyToDates(_ a: Value, _ b: Value) throws(CalculatorError) -> Value {
        switch (self, a, b) {
        case (.subtract, .date(let x), .date(let y)):
            return Value(BigDecimal(x.dayNumber - y.dayNumber), unit: UnitCatalog.days)
        case (.add, .date(let date), .quantity(let q)), (.add, .quantity(let q), .date(let date)):
            return .date(try Self.shift(date, by: q, sign: 1))
        case (.subtract, .date(let date), .quantity(let q)):
            return .date(try Self.shift(date, by: q, sign: -1))
        case (.add, .date, .date):
            throw .units("Two dates do not add: subtract them for the days between")
        default:
            throw Self.dateRefusal
        }
    }

    /// What arithmetic a date takes, for any other.
    static let dateRefusal = CalculatorError.units(
        "A date takes only + and − a duration (90 days, 1 month), or − a date")

    /// `date` moved by `sign` × `duration`.
    private static func shift(_ date: CalendarDate, by duration: Quantity, sign: Int) throws(CalculatorError)
        -> CalendarDate
    {
        guard duration.unit.dimension == Dimension(.time) else {
            throw .units("A date moves by a duration, not by \(duration.unitName)")
        }
        let moved: CalendarDate?
        if let unit = duration.unit.single, let months = UnitCatalog.calendarMonths[unit.symbol] {
            guard duration.magnitude.isInteger else { throw .units("A date moves by whole months and years") }
            // Beyond the calendar's span no move lands in it (and `count` could overflow the product);
            // too many for a machine word is far beyond it too (`1e20 months`).
            let count = duration.magnitude.intValue ?? Int.max
            moved = count.magnitude <= 12 * CalendarDate.range.count ? date.adding(months: sign * count * months) : nil
        } else {
            var budget = WorkBudget()
            let days = try duration.converted(to: UnitCatalog.days, budget: &budget).magnitude
            guard days.isInteger else {
                throw .units("A date moves by whole days: \(Value.quantity(duration).displayString) is not")
            }
            // Too many days for a machine word is far beyond the calendar too (`1e20 days`).
            let count = days.intValue ?? Int.max
            moved = count.magnitude <= 366 * CalendarDate.range.count ? date.adding(days: sign * count) : nil
        }
        guard let moved else { throw .units("Dates run from 0001-01-01 to 9999-12-31") }
        return moved
    }
}

extension UnitCatalog {
    /// The day, what the difference of two dates is in.
    static let days = UnitProduct(UnitCatalog.standard.unit(named: "d")!)
    /// The unit of clock durations (`7:55`): the minute, written as a clock writes it.
    static let clock = Unit(symbol: "h:min", dimension: Dimension(.time), factor: BigDecimal(60))
    /// What a clock duration is written in once it is part of another unit: minutes where it
    /// multiplies (90 min/km), hours where it divides (12 km/h).
    static let clockFactors = (
        multiplying: UnitCatalog.standard.unit(named: "min")!, dividing: UnitCatalog.standard.unit(named: "h")!
    )
    /// The units a date moves by in calendar months: the month and the year.
    static let calendarMonths: [String: Int] = ["month": 1, "yr": 12]
}
