/// A unit written as a product of units to integer powers: `km/h` is km¹·h⁻¹, `m/s^2` is m¹·s⁻².
/// Each unit appears once; an empty product is a pure number.
public struct UnitProduct: Hashable, Sendable, Codable {
    /// One unit of the product and its power (never zero).
    public struct Factor: Hashable, Sendable, Codable {
        public var unit: Unit
        public var power: Int
    }

    /// The units, in the order they were written.
    public private(set) var factors: [Factor]

    /// A pure number.
    public static let none = UnitProduct(factors: [])

    /// The largest power a unit may take, of either sign: far beyond any unit in use, and small
    /// enough that no power of a unit, nor of its dimension, overflows an `Int`.
    public static let maximumPower = 1_000

    /// What a unit raised beyond ``maximumPower`` is answered with.
    static let powerOutOfRange = CalculatorError.units(
        "A unit's power must lie between -\(maximumPower) and \(maximumPower)")

    /// Whether a unit may take `power`.
    static func allows(_ power: Int) -> Bool { power.magnitude <= maximumPower }

    /// One unit to the first power.
    public init(_ unit: Unit) { factors = [Factor(unit: unit, power: 1)] }

    private init(factors: [Factor]) { self.factors = factors }

    /// Whether it is a pure number.
    public var isNone: Bool { factors.isEmpty }

    /// How messages name no unit at all.
    static let plainNumberName = "a plain number"

    /// The unit as messages name it: its symbols, or ``plainNumberName``.
    var name: String { isNone ? Self.plainNumberName : text(symbols: true) }

    /// What it measures.
    public var dimension: Dimension {
        factors.reduce(.none) { $0 * $1.unit.dimension.power($1.power) }
    }

    /// The lone unit, when it is one unit to the first power (`°C`, not `°C²` or `°C/s`).
    public var single: Unit? {
        guard factors.count == 1, factors[0].power == 1 else { return nil }
        return factors[0].unit
    }

    /// The unit with an offset in it (°C, °F), which only a plain number may scale.
    var offsetUnit: Unit? { factors.first { $0.unit.hasOffset }?.unit }

    /// The refusal of a reading in `unit` (°C) raised to a power (`raised`) or multiplied by another
    /// unit: both the arithmetic and a written unit (`°C²`, `°C/s`) say it so.
    static func offsetRefusal(_ unit: Unit, raised: Bool) -> CalculatorError {
        raised
            ? .units("Cannot raise a temperature in \(unit.symbol) to a power: convert it to K first")
            : .units("Cannot combine a temperature in \(unit.symbol) with another unit: convert it to K first")
    }

    /// How many base units one of it is: the product of its units' factors to their powers.
    func factor(budget: inout WorkBudget) throws(CalculatorError) -> BigDecimal {
        var result = BigDecimal.one
        for factor in factors {
            let power = try BinaryOperator.power.apply(factor.unit.factor, BigDecimal(factor.power), budget: &budget)
            result = try BinaryOperator.multiply.apply(result, power, budget: &budget)
        }
        return result
    }

    /// This unit to the power `n`.
    public func power(_ n: Int) -> UnitProduct {
        n == 0 ? .none : UnitProduct(factors: factors.map { Factor(unit: $0.unit, power: $0.power * n) })
    }

    /// This unit raised to `n` as typed (`(m^2)^3` is m⁶): an error when a power would leave
    /// ±``maximumPower`` (checked as it is multiplied, so that repeated powers cannot overflow).
    func raised(to n: Int) throws(CalculatorError) -> UnitProduct {
        var powers: [Int] = []
        for factor in factors {
            let (power, overflow) = factor.power.multipliedReportingOverflow(by: n)
            guard !overflow, Self.allows(power) else { throw Self.powerOutOfRange }
            powers.append(power)
        }
        return withPowers(powers)
    }

    /// The same units to `powers` (one per factor, in order); those raised to zero leave it.
    func withPowers(_ powers: [Int]) -> UnitProduct {
        UnitProduct(factors: zip(factors, powers).compactMap { $1 == 0 ? nil : Factor(unit: $0.unit, power: $1) })
    }

    /// The product of this unit and `other`, and the number a magnitude in `other`'s units is
    /// multiplied by in it: a unit of `other` whose dimension one of this product's units has is
    /// converted into that unit, so km/h × min is km (with 1/60), never km·min/h; equal units add
    /// their powers, and a power that reaches zero leaves the product (km/h × h is km).
    func multiplied(by other: UnitProduct, budget: inout WorkBudget) throws(CalculatorError)
        -> (unit: UnitProduct, scale: BigDecimal)
    {
        var result = factors
        var scale = BigDecimal.one
        for factor in other.factors {
            if let index = result.firstIndex(where: { $0.unit == factor.unit }) {
                result[index].power += factor.power
            } else if factor.unit.offset == nil,
                let index = result.firstIndex(where: {
                    $0.unit.dimension == factor.unit.dimension && !$0.unit.hasOffset
                })
            {
                let ratio = try BinaryOperator.divide.apply(
                    factor.unit.factor, result[index].unit.factor, budget: &budget)
                let scaled = try BinaryOperator.power.apply(ratio, BigDecimal(factor.power), budget: &budget)
                scale = try BinaryOperator.multiply.apply(scale, scaled, budget: &budget)
                result[index].power += factor.power
            } else {
                result.append(factor)
            }
        }
        guard result.allSatisfy({ Self.allows($0.power) }) else { throw Self.powerOutOfRange }
        let product = UnitProduct(factors: result.filter { $0.power != 0 })
        guard !product.isNone, product.dimension.isNone else {
            let written = try product.clockWritten(budget: &budget)
            return (written.unit, try BinaryOperator.multiply.apply(scale, written.scale, budget: &budget))
        }
        // Units of different sizes that cancel between them (km²/ha, Hz·min, L/m³) leave a plain
        // number, as km/m does.
        for factor in product.factors {
            let size = try BinaryOperator.power.apply(factor.unit.factor, BigDecimal(factor.power), budget: &budget)
            scale = try BinaryOperator.multiply.apply(scale, size, budget: &budget)
        }
        return (.none, scale)
    }

    /// The unit with a clock duration's h:min, which shows minutes as a clock does and only suits a
    /// duration alone, written in ``UnitCatalog/clockFactors`` when it is part of another unit
    /// (`1:30 / 1 km` is 90 min/km, `10 km / 0:50` 12 km/h, `1:30^2` 8100 min²), and the number a
    /// magnitude in this unit is multiplied by in it.
    func clockWritten(budget: inout WorkBudget) throws(CalculatorError) -> (unit: UnitProduct, scale: BigDecimal) {
        guard single == nil, let index = factors.firstIndex(where: { $0.unit == UnitCatalog.clock }) else {
            return (self, .one)
        }
        var written = factors
        let power = written[index].power
        written[index].unit = power > 0 ? UnitCatalog.clockFactors.multiplying : UnitCatalog.clockFactors.dividing
        let ratio = try BinaryOperator.divide.apply(
            UnitCatalog.clock.factor, written[index].unit.factor, budget: &budget)
        let scale = try BinaryOperator.power.apply(ratio, BigDecimal(power), budget: &budget)
        return (UnitProduct(factors: written), scale)
    }

    /// The unit as typed text that parses back (`km/h`, `m/s^2`, `kg*m^2`, `s^-1`), or as a page
    /// shows it (`km/h`, `m/s²`, `kg·m²`, `s⁻¹`) when `symbols` is true.
    public func text(symbols: Bool) -> String {
        let numerator = factors.filter { $0.power > 0 }
        let denominator = factors.filter { $0.power < 0 }
        func written(_ factor: Factor, _ power: Int) -> String {
            guard power != 1 else { return factor.unit.symbol }
            return factor.unit.symbol + (symbols ? Self.superscript(power) : "^\(power)")
        }
        guard !numerator.isEmpty else {
            return denominator.map { written($0, $0.power) }.joined(separator: symbols ? "·" : "*")
        }
        var text = numerator.map { written($0, $0.power) }.joined(separator: symbols ? "·" : "*")
        for factor in denominator { text += "/" + written(factor, -factor.power) }
        return text
    }

    /// `n` in superscript digits (`²`, `⁻¹`).
    static func superscript(_ n: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        let magnitude = String(n.magnitude).map { digits[Int(String($0))!] }
        return (n < 0 ? "⁻" : "") + String(magnitude)
    }
}
