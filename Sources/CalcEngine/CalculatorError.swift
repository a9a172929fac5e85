/// Every way a calculation can fail, with the message the display shows (SPEC 4.6).
public enum CalculatorError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `x / 0` or `x % 0` with `x ≠ 0`.
    case divisionByZero
    /// `0 / 0` and `0 % 0`.
    case undefined
    /// Outside a function's domain: √ of a negative, ln of 0, asin(2), (-1)!, 0 ^ -1, …
    case invalidInput
    /// A result beyond the range of numbers (|x| ≥ 1e10000).
    case overflow
    /// Typed text that does not parse: `position` is the 1-based character position, `message`
    /// says what is wrong there (`expected ')' to close '(' at 1`).
    case syntax(position: Int, message: String)
    /// Typed text longer than `ExpressionParser.maximumLength` characters.
    case tooLong(length: Int)
    /// A calculation whose estimated work exceeds its ``WorkBudget`` (`3248!/3247!+3248!/3247!+…`),
    /// refused before the work is done.
    case tooComplex
    /// Quantities whose dimensions differ where they must agree (`1 m + 1 s`), named as a page
    /// shows them; `position` is where the operator is typed, when the parser could tell.
    case incompatibleUnits(String, String, position: Int?)
    /// Something a unit does not allow: `sin(5 km)`, two temperatures added, `5 km to s`.
    case units(String)
    /// A bitwise operator, or a base, given a number that is not an integer (`2.5 & 1`); the
    /// operation as typed (`and`, `to hex`).
    case integersOnly(String)
    /// A rotation (`rol`, `ror`) outside a word: it needs the word size of programmer mode.
    case needsWordSize(String)
    /// A shift by a negative count (`1 << -1`).
    case negativeShift
    /// A remainder that depends on digits a rounded value no longer holds (`2^400 % 3`: 2^400
    /// keeps 100 of its 121 digits).
    case digitsLost
    /// A name that holds no value yet: `ans` before the first result (and in RPN), `M` before a
    /// value is stored in it.
    case noValue(String)

    /// The message shown in place of a number.
    public var description: String {
        switch self {
        case .divisionByZero: "Cannot divide by zero"
        case .undefined: "Result is undefined"
        case .invalidInput: "Invalid input"
        case .overflow: "Overflow"
        case .syntax(let position, let message): "Syntax error at \(position): \(message)"
        case .tooLong(let length):
            "Expression too long: \(length) characters (at most \(ExpressionParser.maximumLength))"
        case .tooComplex: "Calculation is too complex"
        case .incompatibleUnits(let a, let b, let position?):
            "Units do not match at \(position): \(a) and \(b)" + Self.dateHint(a, b)
        case .incompatibleUnits(let a, let b, nil): "Units do not match: \(a) and \(b)" + Self.dateHint(a, b)
        case .units(let message): message
        case .integersOnly(let operation): "\(operation) works on integers only"
        case .needsWordSize(let operation): "\(operation) needs a word size: 8, 16, 32 or 64 bits"
        case .negativeShift: "Cannot shift by a negative count"
        case .digitsLost: "Needs more than \(BigDecimal.exactDigits) significant digits"
        case .noValue(let name): "\(name) has no value yet"
        }
    }

    /// The units a date moves by, as ``incompatibleUnits(_:_:position:)`` names them.
    private static let calendarUnits: Set<String> = ["d", "wk", "month", "yr"]

    /// For a plain number and days, weeks, months or years, how a date is typed: `1/2/2026 + 30 days`
    /// divides 1 by 2 by 2026 (SPEC 10.7 dates are ISO 8601); otherwise nothing.
    private static func dateHint(_ a: String, _ b: String) -> String {
        let pair = [a, b]
        guard pair.contains(UnitProduct.plainNumberName), pair.contains(where: calendarUnits.contains) else {
            return ""
        }
        return "; a date is written \(dateExample)"
    }

    /// The date the hint writes.
    static let dateExample = "2025-03-01"

    /// Where in the typed text the error is, 1-based: the position of a syntax error, or for
    /// text that is too long the first character past the limit; nil for every other error.
    public var position: Int? {
        switch self {
        case .syntax(let position, _): position
        case .incompatibleUnits(_, _, let position): position
        case .tooLong: ExpressionParser.maximumLength + 1
        default: nil
        }
    }
}
