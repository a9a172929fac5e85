/// A number of a unit: `5 km`, `60 km/h`, `100 °F`. The magnitude is in the unit as written, so
/// a quantity shows what was typed and converts only when asked (`to`) or when arithmetic needs a
/// common unit (the left operand's: `3 ft + 4 in` is 3.333… ft).
public struct Quantity: Hashable, Sendable, Codable {
    /// The number of units.
    public var magnitude: BigDecimal
    /// The unit.
    public var unit: UnitProduct

    /// The unit's name in messages: its symbol, or "a plain number".
    var unitName: String { unit.name }

    /// The same quantity in `target`, which must measure the same thing. Temperatures with an
    /// offset (°C, °F) convert as readings (`100 °F to °C` is 37.8), and a reading below absolute
    /// zero is an error; a difference (Δ°C) converts only into another difference or kelvins.
    /// An angular speed and a frequency convert with a turn as one cycle (`3000 rpm to Hz` is 50 Hz,
    /// `1 Hz to rad/s` is 2π). Exact when the units' definitions are.
    public func converted(to target: UnitProduct, budget: inout WorkBudget) throws(CalculatorError) -> Quantity {
        guard unit.dimension == target.dimension else {
            guard let excess = unit.dimension.angleExcess(over: target.dimension) else {
                throw .units("Cannot convert \(unitName) to \(target.name)")
            }
            // The factors are in degrees: 360 of them make a turn, one cycle.
            let degrees = try scaled(to: target, budget: &budget)
            let operation: BinaryOperator = excess == 1 ? .divide : .multiply
            return Quantity(magnitude: try operation.apply(degrees, Self.degreesPerTurn, budget: &budget), unit: target)
        }
        if unit == target { return Quantity(magnitude: magnitude, unit: target) }
        if let from = unit.single, let to = target.single, from.hasOffset || to.hasOffset {
            if from.isDifference || to.isDifference {
                throw .units(
                    "\(from.symbol) and \(to.symbol): a temperature and a difference of temperatures do not convert")
            }
            // Kelvins = (reading + offset) × factor; the reading in `to` is kelvins ÷ its factor − its offset.
            let shifted = try BinaryOperator.add.apply(magnitude, from.offset ?? .zero, budget: &budget)
            let kelvins = try BinaryOperator.multiply.apply(shifted, from.factor, budget: &budget)
            // A reading names a temperature, and none lies below 0 K (a difference in K may: `-5 K`).
            guard !kelvins.isNegative else { throw .units("\(magnitude) \(from.symbol) is below absolute zero") }
            let scaled = try BinaryOperator.divide.apply(kelvins, to.factor, budget: &budget)
            return Quantity(
                magnitude: try BinaryOperator.subtract.apply(scaled, to.offset ?? .zero, budget: &budget), unit: target)
        }
        return Quantity(magnitude: try scaled(to: target, budget: &budget), unit: target)
    }

    /// The degrees of one turn, the angle of one cycle.
    private static let degreesPerTurn = BigDecimal(360)

    /// The magnitude in `target` by the units' factors alone, with no offset: how a difference converts.
    func scaled(to target: UnitProduct, budget: inout WorkBudget) throws(CalculatorError) -> BigDecimal {
        let ratio = try BinaryOperator.divide.apply(
            try unit.factor(budget: &budget), try target.factor(budget: &budget), budget: &budget)
        return try BinaryOperator.multiply.apply(magnitude, ratio, budget: &budget)
    }
}
