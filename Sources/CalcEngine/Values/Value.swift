/// What a calculation gives: a number, or a number with a unit (a ``Quantity``). The one value
/// type the evaluator, the printer, the steps and the stored state handle; a new kind of value
/// (an integer of a word size, a date) is a new case here, handled once by each of them.
public enum Value: Hashable, Sendable {
    /// A pure number.
    case number(BigDecimal)
    /// A number of a unit: `5 km`, `60 km/h`.
    case quantity(Quantity)

    /// `magnitude` of `unit`: a pure number when the unit is none (km/m cancels to a number).
    public init(_ magnitude: BigDecimal, unit: UnitProduct) {
        self = unit.isNone ? .number(magnitude) : .quantity(Quantity(magnitude: magnitude, unit: unit))
    }

    /// The number, in the value's unit.
    public var magnitude: BigDecimal {
        switch self {
        case .number(let n): n
        case .quantity(let q): q.magnitude
        }
    }

    /// The unit; none for a pure number.
    public var unit: UnitProduct {
        switch self {
        case .number: .none
        case .quantity(let q): q.unit
        }
    }

    /// The value as a quantity, a pure number being one of no unit.
    var asQuantity: Quantity { Quantity(magnitude: magnitude, unit: unit) }

    /// The number when the value is a pure number; nil for a quantity.
    public var number: BigDecimal? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The value as the display shows it: the number to 15 significant digits, then its unit (`3.10685596118667 mi`).
    public var displayString: String { withUnit(magnitude.displayString) }

    /// The value as an exact fraction (`1/3`, `340/9 °C`) when it is one; else nil.
    public var fractionText: String? { magnitude.fractionText.map(withUnit) }

    /// The number written whole (every digit), then the unit.
    public var exactDescription: String { withUnit(magnitude.exactDescription) }

    /// `number` followed by the unit as a page shows it, when there is one.
    public func withUnit(_ number: String) -> String {
        unit.isNone ? number : number + " " + unit.text(symbols: true)
    }

    /// The value with its sign changed.
    public static prefix func - (value: Value) -> Value { Value(-value.magnitude, unit: value.unit) }
}

extension Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case magnitude = "v"
        case unit = "u"
    }

    /// A number is stored as a ``BigDecimal`` is (so states stored before units read back); a
    /// quantity as its magnitude and unit.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
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
        }
    }
}
