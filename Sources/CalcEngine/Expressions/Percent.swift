/// Percent (SPEC 10.2): `b%` is b/100, except as the right operand of `+` or `−`, where it is that
/// share of the left operand, as on a shop's calculator: `a + b%` = a × (1 + b/100),
/// `a − b%` = a × (1 − b/100). A sign before the percent counts with it: `a − -b%` = a × (1 + b/100).
///
/// The left operand is everything before the `+` or `−` at the same level, as a phone calculator
/// takes it: `100 + 200 − 10%` is 300 − 30 = 270. Inside a product, a power or a function the
/// percent is b/100 (`200 − 10% × 3` is 200 − 0.3).
extension Expression {
    /// The percent node this operand is, through any signs before it (`10%`, `-10%`); nil otherwise.
    var percentNode: Expression? {
        switch self {
        case .function(.percent, _): self
        case .negate(let inner): inner.percentNode
        default: nil
        }
    }

    /// Whether this operand is a percent (through signs): right of `+` or `−` it is a share of the left operand.
    var isPercent: Bool { percentNode != nil }

    /// Whether a term of this sum, at its own level, is a percent: regrouping the sum would change
    /// what that percent is a share of (`a + (b% + c)` is not `a + b% + c`).
    var hasPercentTerm: Bool {
        guard case .binary(let op, let left, let right) = self, op.takesPercent else { return isPercent }
        return right.isPercent || left.hasPercentTerm
    }

    /// Whether its printed form ends in a percent sign, so that a `+` or `−` after it would read as a
    /// modulus of a signed operand (`10% + 5` is `10 % (+5)`); the printers then parenthesise it.
    var endsInPercent: Bool {
        switch self {
        case .function(.percent, _): true
        case .negate(let inner): inner.precedence >= .power && inner.endsInPercent
        case .binary(let op, _, let right):
            !ExpressionPrinter.needsParentheses(right: right, of: op) && right.endsInPercent
        default: false
        }
    }
}

extension BinaryOperator {
    /// Whether a percent right of this operator is a share of its left operand: `+` and `−`.
    var takesPercent: Bool { self == .add || self == .subtract }

    /// `a op b`, where `b` is the value of a percent operand when `percent` is true: then `+` and `−`
    /// add or subtract that share of `a` (`200 − 10%` is 200 − 200 × 0.1), paid for from `budget`.
    public func apply(_ a: BigDecimal, _ b: BigDecimal, percent: Bool, budget: inout WorkBudget)
        throws(CalculatorError) -> BigDecimal
    {
        guard percent, takesPercent else { return try apply(a, b, budget: &budget) }
        return try apply(a, try BinaryOperator.multiply.apply(a, b, budget: &budget), budget: &budget)
    }
}
