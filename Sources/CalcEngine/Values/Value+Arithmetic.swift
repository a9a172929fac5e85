/// Arithmetic on values (SPEC 10.3): numbers as before; quantities check their dimensions. A sum
/// or a difference is in the left operand's unit (`3 ft + 4 in` is 3.333… ft); a product merges
/// units of one dimension into the first one met (`60 km/h × 30 min` is 30 km); units that
/// cancel leave a pure number (`1 km / 1 m` is 1000).
///
/// Temperatures with an offset (°C, °F) are readings: a reading plus or minus a difference is a
/// reading (`20 °C + 5 Δ°C`), a reading minus a reading is a difference (`30 °C − 10 °C` is
/// 20 Δ°C), two readings do not add, and a reading is only ever scaled by a plain number.
extension BinaryOperator {
    /// `a op b`, where `b` is the value of a percent operand when `percent` is true (SPEC 10.2),
    /// paid for from `budget`.
    public func apply(_ a: Value, _ b: Value, percent: Bool, budget: inout WorkBudget) throws(CalculatorError)
        -> Value
    {
        if case .number(let x) = a, case .number(let y) = b {
            return .number(try apply(x, y, percent: percent, budget: &budget))
        }
        if let base = Value.base(of: a, b), let x = a.number, let y = b.number {
            return Value(try apply(x, y, percent: percent, budget: &budget), inBase: base)
        }
        guard percent, takesPercent else { return try apply(a, b, budget: &budget) }
        return try apply(a, try BinaryOperator.multiply.apply(a, b, budget: &budget), budget: &budget)
    }

    /// `a op b` on values.
    public func apply(_ a: Value, _ b: Value, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        if case .number(let x) = a, case .number(let y) = b { return .number(try apply(x, y, budget: &budget)) }
        if let base = Value.base(of: a, b), let x = a.number, let y = b.number {
            return Value(try apply(x, y, budget: &budget), inBase: base)
        }
        if isBitwise { throw .integersOnly(symbol) }
        if case .date = a { return try applyToDates(a, b) }
        if case .date = b { return try applyToDates(a, b) }
        let (l, r) = (a.asQuantity, b.asQuantity)
        switch self {
        case .add, .subtract, .modulus: return try combine(l, r, budget: &budget)
        case .multiply: return try multiply(l, r, budget: &budget)
        case .divide:
            if let unit = r.unit.offsetUnit {
                throw .units("Cannot divide by a temperature in \(unit.symbol): convert it to K first")
            }
            let inverse = Quantity(magnitude: .one, unit: r.unit.power(-1))
            let quotient = try BinaryOperator.divide.apply(l.magnitude, r.magnitude, budget: &budget)
            return try BinaryOperator.multiply.multiply(
                Quantity(magnitude: quotient, unit: l.unit), inverse, budget: &budget)
        case .power: return try Self.raise(l, to: b, budget: &budget)
        default: throw .integersOnly(symbol)
        }
    }

    /// `+`, `−` or `%` of two quantities of one dimension, in the left one's unit.
    private func combine(_ l: Quantity, _ r: Quantity, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        guard l.unit.dimension == r.unit.dimension else {
            throw .incompatibleUnits(l.unitName, r.unitName, position: nil)
        }
        let leftReading = l.unit.single.flatMap { $0.hasOffset ? $0 : nil }
        let rightReading = r.unit.single.flatMap { $0.hasOffset ? $0 : nil }
        switch (leftReading, rightReading) {
        case (let left?, _?):
            guard self == .subtract else {
                throw .units(
                    "Two temperatures do not \(self == .add ? "add" : "divide"): add a difference, such as 5 \(left.difference ?? "K")"
                )
            }
            let right = try r.converted(to: l.unit, budget: &budget)
            let difference = try apply(l.magnitude, right.magnitude, budget: &budget)
            let unit = left.difference.flatMap(UnitCatalog.standard.unit(named:)).map(UnitProduct.init) ?? l.unit
            return Value(difference, unit: unit)
        case (nil, _?) where self == .add:
            // A difference added to a reading is the reading moved, whichever is written first.
            return try combine(r, l, budget: &budget)
        case (_?, nil):
            // A difference (or kelvins) added to a reading: scaled, with no offset.
            let right = try r.scaled(to: l.unit.differenceUnit, budget: &budget)
            return Value(try apply(l.magnitude, right, budget: &budget), unit: l.unit)
        default:
            let right = try r.converted(to: l.unit, budget: &budget)
            return Value(try apply(l.magnitude, right.magnitude, budget: &budget), unit: l.unit)
        }
    }

    /// `l × r`: magnitudes multiplied, units merged (see ``UnitProduct/multiplied(by:budget:)``).
    private func multiply(_ l: Quantity, _ r: Quantity, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        try Self.refuseOffset(in: l, with: r)
        try Self.refuseOffset(in: r, with: l)
        let (unit, scale) = try l.unit.multiplied(by: r.unit, budget: &budget)
        let product = try BinaryOperator.multiply.apply(l.magnitude, r.magnitude, budget: &budget)
        return Value(try BinaryOperator.multiply.apply(product, scale, budget: &budget), unit: unit)
    }

    /// A reading with an offset (°C) may only be scaled by a plain number.
    private static func refuseOffset(in q: Quantity, with other: Quantity) throws(CalculatorError) {
        if let unit = q.unit.offsetUnit, !other.unit.isNone || q.unit.single == nil {
            throw UnitProduct.offsetRefusal(unit, raised: false)
        }
    }

    /// `q ^ exponent`: the exponent a plain number that makes every power of the unit whole
    /// (`(4 m^2)^0.5` is 2 m).
    static func raise(_ q: Quantity, to exponent: Value, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        guard let n = exponent.number else {
            throw .units("An exponent must be a plain number, not \(exponent.unit.text(symbols: true))")
        }
        if q.unit.isNone { return .number(try BinaryOperator.power.apply(q.magnitude, n, budget: &budget)) }
        if let unit = q.unit.offsetUnit { throw UnitProduct.offsetRefusal(unit, raised: true) }
        var powers: [Int] = []
        for factor in q.unit.factors {
            guard let power = try BinaryOperator.multiply.apply(n, BigDecimal(factor.power), budget: &budget).intValue
            else { throw .units("\(q.unit.text(symbols: true)) to the power \(n.displayString) is not a unit") }
            guard UnitProduct.allows(power) else { throw UnitProduct.powerOutOfRange }
            powers.append(power)
        }
        let (unit, scale) = try q.unit.withPowers(powers).clockWritten(budget: &budget)
        let magnitude = try BinaryOperator.power.apply(q.magnitude, n, budget: &budget)
        return Value(try BinaryOperator.multiply.apply(magnitude, scale, budget: &budget), unit: unit)
    }
}

extension Value {
    /// The base an operation of `a` and `b` shows its result in: the left one's when it is an
    /// integer in a base, else the right one's; nil when neither is (or either is not a number).
    static func base(of a: Value, _ b: Value) -> NumberBase? {
        guard a.number != nil, b.number != nil else { return nil }
        if case .integer(let i) = a { return i.base }
        if case .integer(let i) = b { return i.base }
        return nil
    }

    /// `number` shown in `base` when it is an integer; a plain number when it is not (`0x10 / 3`).
    init(_ number: BigDecimal, inBase base: NumberBase) {
        self = BaseInteger.of(number, base: base).map(Value.integer) ?? .number(number)
    }
}

extension UnitProduct {
    /// For a lone temperature scale with an offset, its difference unit (`Δ°C` for `°C`); else itself.
    var differenceUnit: UnitProduct {
        guard let symbol = single?.difference, let unit = UnitCatalog.standard.unit(named: symbol) else { return self }
        return UnitProduct(unit)
    }
}
