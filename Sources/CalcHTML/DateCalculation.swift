import CalcEngine

/// What the date page (`/date`, SPEC 10.7) was asked, read from its fields, and what it answers:
/// the span between two dates, or a date moved by years, months and days. Each field is checked on
/// its own, so a mistake is named at its field ("Month must be 1 to 12"); the arithmetic is the
/// engine's (``DateSpan``, ``CalendarDate``).
public struct DateCalculation: Sendable {
    /// A field's name in the query and its label.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var label: String
    }

    /// The three fields of a date whose names begin with `prefix`.
    static func fields(_ prefix: String) -> [Field] {
        [
            Field(name: "\(prefix)-day", label: "Day"), Field(name: "\(prefix)-month", label: "Month"),
            Field(name: "\(prefix)-year", label: "Year"),
        ]
    }

    /// The fields of the amounts a date moves by.
    static let amounts = [
        Field(name: "years", label: "Years"), Field(name: "months", label: "Months"),
        Field(name: "days", label: "Days"),
    ]

    /// Which form was sent: `between` or `shift`; nil for the empty page.
    public let form: String?
    /// Every field's text as sent.
    public let values: [String: String]
    /// The first problem of each date or amount group, by the group's first field name, in English.
    public private(set) var errors: [String: (field: String, message: String, values: [String])] = [:]
    /// The answer of the form that was sent, when it has one.
    public private(set) var span: (from: CalendarDate, to: CalendarDate, span: DateSpan)?
    public private(set) var shifted: (start: CalendarDate, result: CalendarDate)?

    /// Reads the page's query fields.
    public init(query: (String) -> String?) {
        var values: [String: String] = [:]
        for field in Self.fields("from") + Self.fields("to") + Self.fields("start") + Self.amounts {
            if let value = query(field.name) { values[field.name] = String(value.prefix(12)) }
        }
        values["direction"] = query("direction") == "subtract" ? "subtract" : "add"
        self.values = values
        form = ["between", "shift"].contains(query("calc") ?? "") ? query("calc") : nil
        switch form {
        case "between":
            let from = date("from")
            let to = date("to")
            if let from, let to { span = (from, to, DateSpan(from: from, to: to)) }
        case "shift":
            let start = date("start")
            let amounts = Self.amounts.map { whole($0, group: "years", range: 0...99_999) }
            guard let start, amounts.allSatisfy({ $0 != nil }) else { return }
            let (years, months, days) = (amounts[0]!, amounts[1]!, amounts[2]!)
            let sign = values["direction"] == "subtract" ? -1 : 1
            if let moved = start.adding(months: sign * (12 * years + months))?.adding(days: sign * days) {
                shifted = (start, moved)
            } else {
                errors["years"] = ("years", "Dates run from 0001-01-01 to 9999-12-31", [])
            }
        default:
            break
        }
    }

    /// The date of the fields `prefix`-day, -month and -year, or nil with the first problem recorded.
    private mutating func date(_ prefix: String) -> CalendarDate? {
        let fields = Self.fields(prefix)
        guard let day = whole(fields[0], group: fields[0].name, range: 1...31),
            let month = whole(fields[1], group: fields[0].name, range: 1...12),
            let year = whole(fields[2], group: fields[0].name, range: CalendarDate.range, digits: 4)
        else { return nil }
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            errors[fields[0].name] = (
                fields[0].name, "Day must be 1 to {1} in that month",
                [String(CalendarDate.days(inMonth: month, of: year))]
            )
            return nil
        }
        return date
    }

    /// The whole number in `field` within `range`, written with at least `digits` digits; an empty
    /// amount is 0. Else nil, the problem recorded for `group` unless it has one already. A year
    /// takes four digits, as GOV.UK's date pattern asks: `26` would be the year 26, not 2026, so it is
    /// refused rather than guessed (the year 26 is `0026`).
    private mutating func whole(_ field: Field, group: String, range: ClosedRange<Int>, digits: Int = 1) -> Int? {
        let text = (values[field.name] ?? "").filter { !$0.isWhitespace }
        let isAmount = Self.amounts.contains(field)
        if text.isEmpty, isAmount { return 0 }
        let problem: (String, [String])?
        if text.isEmpty {
            problem = ("{1} is missing", [field.label])
        } else if Int(text) == nil {
            problem = ("{1} must be a whole number", [field.label])
        } else if text.count(where: \.isNumber) < digits {
            problem = ("{1} must have {2} digits, for example {3}", [field.label, String(digits), "2025"])
        } else if let n = Int(text), range.contains(n) {
            return n
        } else {
            problem = ("{1} must be {2} to {3}", [field.label, String(range.lowerBound), String(range.upperBound)])
        }
        if let problem, errors[group] == nil { errors[group] = (field.name, problem.0, problem.1) }
        return nil
    }
}
