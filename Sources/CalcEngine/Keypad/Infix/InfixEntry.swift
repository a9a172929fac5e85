/// A complete operand entered in one step: a constant, a recalled value, or the result of the
/// previous calculation (whose description it keeps, so `7 + 9 = √` reads `√(7 + 9)`).
struct Operand: Codable, Hashable, Sendable {
    var value: BigDecimal
    /// A typed result that is not a plain number (`3.1 mi`, a date): shown as it is, kept by typed
    /// text that continues from it; the keys work on ``value``, its number, alone.
    var typed: Value? = nil
    /// How the description line shows it.
    var description: Expression
    /// How the typed-expression field shows it.
    var text: Expression

    /// A plain number.
    static func number(_ value: BigDecimal) -> Operand {
        Operand(value: value, description: .number(value), text: .number(value))
    }

    /// The value with its unit, when it has one.
    var shown: Value { typed ?? .number(value) }
}

/// One step of an infix calculation, as keys entered it. The calculation is the list of its
/// steps (the tape); `CE` removes the last one.
enum InfixEntry: Codable, Hashable, Sendable {
    /// The number being typed, as typed.
    case digits(String)
    /// A `-` that begins a negative number (unary minus: looser than `^`).
    case minus
    /// A complete operand.
    case operand(Operand)
    /// A binary operator.
    case op(BinaryOperator)
    /// `(`; `impliedMultiply` when it followed an operand and brought a `×` entry before it.
    case open(impliedMultiply: Bool)
    /// `)`; `implied` is the displayed number used as right operand when it followed an operator.
    case close(implied: BigDecimal?)
    /// A function applied to the operand before it (or to `implied`, the displayed number, when
    /// it followed an operator), in the angle unit of that moment.
    case apply(MathFunction, angle: AngleUnit, implied: BigDecimal?)
}
