/// The functions on values: on a number as before; on a quantity, those whose result has a unit
/// (`sqrt(9 m^2)` is 3 m, `abs(-5 km)` 5 km, `round(2.5 m)` 3 m) and the circular ones of an angle (`sin(30 deg)`
/// is 0.5 whatever the angle setting). The others need a plain number, and say so.
extension MathFunction {
    /// The function applied to `x`, paid for from `budget`.
    public func apply(_ x: Value, angle: AngleUnit, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        if case .date = x {
            throw .units("\(notation.last?.isLetter == true ? notation : asciiNotation) needs a number, not a date")
        }
        if case .integer(let i) = x { return Value(try apply(i.number, angle: angle, budget: &budget), inBase: i.base) }
        guard case .quantity(let q) = x else { return .number(try apply(x.magnitude, angle: angle, budget: &budget)) }
        let name = notation.last?.isLetter == true ? notation : asciiNotation
        switch self {
        case .abs, .negate, .percent, .floor, .ceil, .trunc, .round:
            return Value(try apply(q.magnitude, angle: angle, budget: &budget), unit: q.unit)
        case .sin, .cos, .tan:
            guard q.unit.dimension == Dimension(.angle) else {
                throw .units("\(name) needs a plain number or an angle, not \(q.unit.text(symbols: true))")
            }
            let degrees = try q.scaled(to: UnitCatalog.degrees, budget: &budget)
            return .number(try apply(degrees, angle: .degrees, budget: &budget))
        case .sign, .square, .cube, .inverse, .sqrt, .cbrt:
            // A reading's sign and powers depend on its scale's zero: 5 °F is below 0 °C.
            if let unit = q.unit.offsetUnit {
                throw .units("\(name) of a temperature in \(unit.symbol): convert it to K first")
            }
            if self == .sign { return .number(try apply(q.magnitude, angle: angle, budget: &budget)) }
            let powers = try q.unit.factors.map { (factor) throws(CalculatorError) -> Int in
                switch self {
                case .square: return factor.power * 2
                case .cube: return factor.power * 3
                case .inverse: return -factor.power
                default:
                    let root = self == .sqrt ? 2 : 3
                    guard factor.power % root == 0 else {
                        throw .units("\(name) of \(q.unit.text(symbols: true)) is not a unit")
                    }
                    return factor.power / root
                }
            }
            return Value(try apply(q.magnitude, angle: angle, budget: &budget), unit: q.unit.withPowers(powers))
        default:
            throw .units("\(name) needs a plain number, not \(q.unit.text(symbols: true))")
        }
    }
}

extension UnitCatalog {
    /// The degree, the unit angles are measured in.
    static let degrees = UnitProduct(UnitCatalog.standard.unit(named: "deg")!)
}
