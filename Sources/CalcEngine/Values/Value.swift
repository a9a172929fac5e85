/// What a calculation gives: a number, or a number with a unit (a ``Quantity``). The one value
/// type the evaluator, the printer, the steps and the stored state handle; a new kind of value
/// (an integer of a word size, a date) is a new case here, handled once by each of them.
public enum Value: Hashable, Sendable {
    /// A pure number.
    case number(BigDecimal)
    /// A number of a unit: `5 km`, `60 km/h`.
    case quantity(Quantity)
    /// A day of the calendar: `2025-03-01`.
    case date(CalendarDate)
    /// An integer shown in a base: `0x1F` (SPEC 10.5).
    case integer(BaseInteger)

    /// `magnitude` of `unit`: a pure number when the unit is none (km/m cancels to a number).
    public init(_ magnitude: BigDecimal, unit: UnitProduct) {
        self = unit.isNone ? .number(magnitude) : .quantity(Quantity(magnitude: magnitude, unit: unit))
    }

    /// The number, in the value's unit.
    public var magnitude: BigDecimal {
        switch self {
        case .number(let n): n
        case .quantity(let q): q.magnitude
        case .date: .zero
        case .integer(let i): i.number
        }
    }

    /// The unit; none for a pure number.
    public var unit: UnitProduct {
        switch self {
        case .number, .date, .integer: .none
        case .quantity(let q): q.unit
        }
    }

    /// The value as a quantity, a pure number being one of no unit.
    var asQuantity: Quantity { Quantity(magnitude: magnitude, unit: unit) }

    /// The number when the value is a pure number (an integer in a base is one); nil for a quantity.
    public var number: BigDecimal? {
        switch self {
        case .number(let n): n
        case .integer(let i): i.number
        case .quantity, .date: nil
        }
    }

    /// The value as the display shows it: the number to 15 significant digits, then its unit
    /// (`3.10685596118667 mi`); a clock duration as hours and minutes (`7:55`); a date with its
    /// weekday (`2025-05-30 (Friday)`).
    public var displayString: String {
        text(written: \.displayString)
    }

    /// The value with its number written to `digits` significant digits (`--digits`); a date, an
    /// integer in a base and a clock duration of whole seconds are written as shown.
    public func text(significantDigits digits: Int) -> String {
        text(written: { $0.text(significantDigits: digits) })
    }

    /// The value with its number written by `written`: a date with its weekday, an integer in its
    /// base, a clock duration as `H:MM` (or as minutes, `12.8571428571429 min`, when it is not whole
    /// seconds), anything else as the number and its unit.
    private func text(written: (BigDecimal) -> String) -> String {
        if case .date(let date) = self { return "\(date.iso) (\(date.weekday))" }
        if case .integer(let i) = self { return i.text }
        if let minutes = clockMinutes { return ClockDuration.text(minutes: minutes, written: written) }
        return withUnit(written(magnitude))
    }

    /// The value as an exact fraction (`1/3`, `340/9 °C`) when it is one; else nil.
    public var fractionText: String? {
        if case .date = self { return nil }
        if case .integer = self { return nil }
        // A clock duration is minutes written H:MM: as a fraction it would read as hours. One that is
        // not whole seconds is written as minutes (`90/7 min`).
        if let minutes = clockMinutes {
            guard ClockDuration.seconds(in: minutes) == nil, let fraction = minutes.fractionText else { return nil }
            return ClockDuration.text(minutes: minutes, written: { _ in fraction })
        }
        return magnitude.fractionText.map(withUnit)
    }

    /// The number written whole (every digit), then the unit.
    public var exactDescription: String {
        if case .date(let date) = self { return date.iso }
        if case .integer(let i) = self { return i.text }
        return clockText ?? withUnit(magnitude.exactDescription)
    }

    /// The value as typed text that reads back as it (a date as `2025-05-30`, a duration as `7:55`).
    public var typedText: String {
        if case .date(let date) = self { return date.iso }
        if case .integer(let i) = self { return i.text }
        return clockText ?? withUnit(magnitude.typedText)
    }

    /// `number` followed by the unit as a page shows it, when there is one.
    public func withUnit(_ number: String) -> String {
        unit.isNone ? number : number + " " + unit.text(symbols: true)
    }

    /// A duration in the clock's unit as `H:MM` (`H:MM:SS` with seconds); nil for anything else.
    public var clockText: String? {
        clockMinutes.map { ClockDuration.text(minutes: $0) }
    }

    /// The minutes of a duration in the clock's unit; nil for anything else.
    private var clockMinutes: BigDecimal? {
        guard case .quantity(let q) = self, q.unit.single == UnitCatalog.clock else { return nil }
        return q.magnitude
    }

    /// The value with its sign changed; a date has none and is returned as it is (the evaluator
    /// refuses `-2025-01-01`, see ``ExpressionEvaluator``).
    public static prefix func - (value: Value) -> Value {
        if case .date = value { return value }
        if case .integer(let i) = value { return .integer(BaseInteger(-i.value, base: i.base, word: i.word)) }
        return Value(-value.magnitude, unit: value.unit)
    }
}

extension Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case magnitude = "v"
        case unit = "u"
        case date
        case integer = "int"
    }

    /// A number is stored as a ``BigDecimal`` is (so states stored before units read back); a
    /// quantity as its magnitude and unit.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            if let date = try container.decodeIfPresent(CalendarDate.self, forKey: .date) {
                self = .date(date)
                return
            }
            if let integer = try container.decodeIfPresent(BaseInteger.self, forKey: .integer) {
                self = .integer(integer)
                return
            }
            self.init(
                try container.decode(BigDecimal.self, forKey: .magnitude),
                unit: try container.decode(UnitProduct.self, forKey: .unit))
        } else {
            self = .number(try BigDecimal(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let n):
            try n.encode(to: encoder)
        case .quantity(let q):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(q.magnitude, forKey: .magnitude)
            try container.encode(q.unit, forKey: .unit)
        case .date(let date):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
        case .integer(let integer):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(integer, forKey: .integer)
        }
    }
}
