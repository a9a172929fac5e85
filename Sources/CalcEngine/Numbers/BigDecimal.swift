import BigInt

/// An exact decimal number: `significand × 10^exponent` with an arbitrary-precision significand.
///
/// Decimal rather than binary so that `0.1 + 0.2` is `0.3` exactly, and a significand of
/// arbitrary size so that `2^64` and `170!` are held without loss. `+ − ×` and `%` are exact up
/// to `exactDigits` significant digits; a quotient that does not terminate is rounded to
/// `quotientDigits`; irrational results are computed with guard digits and rounded to
/// `functionDigits`. Values are normalised (no trailing zeros in the significand), so `==` is
/// numeric equality.
public struct BigDecimal: Hashable, Sendable {
    /// The digits, with the sign.
    public private(set) var significand: BigInt
    /// The power of ten the significand is scaled by.
    public private(set) var exponent: Int
    /// For a rounded (approximate) value, how many of its significant digits can be trusted;
    /// `nil` for an exact value. A difference that cancels below it is noise and becomes 0
    /// (`sqrt(2)^2 - 2`, `1/3*3 - 1`). It takes no part in `==`.
    public internal(set) var precision: Int?
    /// For an exact quotient that does not terminate (`1/3`), its exact value; the decimal
    /// fields then hold it rounded to `quotientDigits`, and `precision` is `nil`. Arithmetic on
    /// exact values goes through it, so `1/3*3` is exactly 1 (see `BigDecimal+Fraction.swift`).
    public internal(set) var fraction: Fraction?

    /// Significant digits an exact result keeps before it is rounded (half to even).
    public static let exactDigits = 100
    /// Digits a product of many factors (a power by squaring, a factorial) carries beyond
    /// `exactDigits` until it is rounded, once, at the end: rounded at every step, the errors
    /// added up into the last digits (100! ended …1822 where it is …1829, rounded to 100 digits).
    static let productGuardDigits = 20
    /// Significant digits of a quotient that does not terminate (at least 34 by the spec).
    public static let quotientDigits = 50
    /// Significant digits of an irrational result (roots, logarithms, trigonometry, …).
    public static let functionDigits = 40
    /// Numbers must stay below 10^maximumMagnitude in absolute value; beyond is `Overflow`.
    public static let maximumMagnitude = 10_000

    /// Creates `significand × 10^exponent`, normalised.
    public init(significand: BigInt, exponent: Int = 0) {
        self.significand = significand
        self.exponent = exponent
        normalize()
    }

    /// Creates the exact value of an integer.
    public init(_ value: Int) {
        self.init(significand: BigInt(word: value), exponent: 0)
    }

    /// Exactly 0.
    public static let zero = BigDecimal(0)
    /// Exactly 1.
    public static let one = BigDecimal(1)

    private mutating func normalize() {
        if significand.isZero {
            significand = 0
            exponent = 0
            return
        }
        // Strip trailing zeros: in a word when the significand fits in one (most do; most have
        // none to strip, which takes no division at all), else by dividing the big integer.
        let magnitude = significand.magnitude
        if magnitude.bitWidth <= 64 {
            var word = UInt64(magnitude)
            guard word % 10 == 0 else { return }
            repeat {
                word /= 10
                exponent += 1
            } while word % 10 == 0
            significand = BigInt(sign: significand.sign, magnitude: BigUInt(integerLiteral: word))
            return
        }
        // A big integer: one pass over its words dividing by 10 tells whether there is a zero to
        // strip (most have none); the rest go nineteen at a time (10^19, the largest power of ten
        // in a word, also divides in one pass), then one at a time: 10^9999 takes about 530
        // passes, not 9,999.
        let (q, r) = significand.quotientAndRemainder(dividingBy: Self.ten)
        guard r.isZero else { return }
        significand = q
        exponent += 1
        stripZeros(dividingBy: Self.tenToTheNineteenth, zeros: 19)
        stripZeros(dividingBy: Self.ten, zeros: 1)
    }

    private static let ten = BigInt(10)
    private static let tenToTheNineteenth = BigInt(10_000_000_000_000_000_000 as UInt64)

    /// Divides `divisor` (10^`zeros`) off the significand while it divides, adding `zeros` to the
    /// exponent each time.
    private mutating func stripZeros(dividingBy divisor: BigInt, zeros: Int) {
        var (q, r) = significand.quotientAndRemainder(dividingBy: divisor)
        while r.isZero {
            significand = q
            exponent += zeros
            (q, r) = significand.quotientAndRemainder(dividingBy: divisor)
        }
    }

    /// Whether the value is 0.
    public var isZero: Bool { significand.isZero }
    /// Whether the value is below 0 (never true of 0 itself).
    public var isNegative: Bool { significand.sign == .minus && !significand.isZero }
    /// The number of digits of the significand.
    public var digitCount: Int { Digits.count(significand.magnitude) }
    /// The power of ten of the leading digit (`123.4` → 2, `0.05` → -2); 0 for zero.
    public var magnitude10: Int { isZero ? 0 : exponent + digitCount - 1 }
    /// Whether the value is a whole number (never true of a fraction).
    public var isInteger: Bool { exponent >= 0 && fraction == nil }

    /// The absolute value.
    public var absolute: BigDecimal {
        isNegative ? -self : self
    }

    /// The value with its sign flipped.
    public static prefix func - (value: BigDecimal) -> BigDecimal {
        var negated = value
        negated.significand.negate()
        if let f = value.fraction { negated.fraction = Fraction(-f.numerator, f.denominator) }
        return negated
    }

    /// The same value marked as trustworthy to `digits` significant digits (keeping a tighter mark).
    func approximate(_ digits: Int) -> BigDecimal {
        var marked = self
        marked.precision = min(precision ?? digits, digits)
        marked.fraction = nil
        return marked
    }

    /// An exact result rounded to `digits` (`exactDigits` unless more are asked for): marked
    /// approximate to those digits when the rounding dropped any (`2^400` keeps 100 of its 121), so
    /// that a remainder or a difference that depends on the dropped digits is not taken for exact
    /// (`2^400 % 3`).
    func roundedMarkingLoss(toDigits digits: Int = BigDecimal.exactDigits) -> BigDecimal {
        let kept = rounded(toDigits: digits)
        return kept == self ? kept : kept.approximate(digits)
    }

    /// Numeric equality: `1.50 == 1.5`; exactness marks are ignored, but a fraction is its exact
    /// value, not its rounded decimal.
    public static func == (a: BigDecimal, b: BigDecimal) -> Bool {
        a.significand == b.significand && a.exponent == b.exponent && a.fraction == b.fraction
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(significand)
        hasher.combine(exponent)
    }

    /// The value as an `Int` when it is a whole number that fits, otherwise `nil`.
    public var intValue: Int? {
        guard isInteger, exponent < 19 else { return nil }
        let scaled = significand * Digits.power(exponent)
        return Int(exactly: scaled)
    }

    /// The value as an integer when it is one (`nil` otherwise); only for values below 10^maximumMagnitude.
    var bigIntValue: BigInt? {
        guard isInteger else { return nil }
        return significand * Digits.power(exponent)
    }

    /// The whole number this is, nil when it is not one; `digitsLost` for a rounded one whose
    /// units are among the digits it lost (`2^400 to hex`, `exp(300) and 1`).
    func wholeNumber() throws(CalculatorError) -> BigInt? {
        if let precision, isInteger, magnitude10 >= precision { throw .digitsLost }
        return bigIntValue
    }

    /// A close `Double` (for estimates and starting guesses only; never for results).
    public var doubleValue: Double {
        if isZero { return 0 }
        let digits = digitCount
        let keep = min(digits, 17)
        let top = significand / Digits.power(digits - keep)
        let exp10 = exponent + digits - keep
        let base = Double(top)
        if exp10 > 300 || exp10 < -300 {
            // Split the scaling so intermediate powers do not overflow.
            return base * Double.tenPower(exp10 / 2) * Double.tenPower(exp10 - exp10 / 2)
        }
        return base * Double.tenPower(exp10)
    }
}

extension Double {
    /// 10^n as a Double (infinity or zero beyond the range).
    static func tenPower(_ n: Int) -> Double {
        var result = 1.0
        var base = 10.0
        var e = abs(n)
        while e > 0 {
            if e & 1 == 1 { result *= base }
            base *= base
            e >>= 1
        }
        return n < 0 ? 1 / result : result
    }
}

extension BigDecimal: Comparable {
    public static func < (lhs: BigDecimal, rhs: BigDecimal) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: BigDecimal, _ rhs: BigDecimal) -> Int {
        if lhs.fraction != nil || rhs.fraction != nil, let (n1, d1) = lhs.ratio, let (n2, d2) = rhs.ratio {
            let (x, y) = (n1 * d2, n2 * d1)
            return x < y ? -1 : (x == y ? 0 : 1)
        }
        let ls = lhs.significand.signum()
        let rs = rhs.significand.signum()
        if ls != rs { return ls < rs ? -1 : 1 }
        if ls == 0 { return 0 }
        let lm = lhs.magnitude10
        let rm = rhs.magnitude10
        if lm != rm {
            return (lm < rm) == (ls > 0) ? -1 : 1
        }
        let e = min(lhs.exponent, rhs.exponent)
        let a = lhs.significand * Digits.power(lhs.exponent - e)
        let b = rhs.significand * Digits.power(rhs.exponent - e)
        return a < b ? -1 : (a == b ? 0 : 1)
    }
}

extension BigDecimal: Codable {
    /// Encoded as its text (`"1.5e-7"`), so stored values stay exact and readable; an approximate
    /// value carries its precision in front (`"~40~1.414…"`), and a fraction is `"n/d"` (`"1/3"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        var text = Substring(try container.decode(String.self))
        if let slash = text.firstIndex(of: "/") {
            guard let n = BigInt(text[..<slash], radix: 10),
                let d = BigInt(text[text.index(after: slash)...], radix: 10),
                !d.isZero
            else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a fraction: \(text)")
            }
            self = BigDecimal.quotient(n, d)
            return
        }
        var precision: Int?
        if text.hasPrefix("~"), let mark = text.dropFirst().firstIndex(of: "~") {
            precision = Int(text[text.index(after: text.startIndex)..<mark])
            text = text[text.index(after: mark)...]
        }
        guard var value = BigDecimal(exactly: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a number: \(text)")
        }
        value.precision = precision
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(storedText)
    }

    /// The text a stored value is written as (see ``init(from:)``).
    var storedText: String {
        if let fraction { return "\(fraction.numerator)/\(fraction.denominator)" }
        return precision.map { "~\($0)~" + exactDescription } ?? exactDescription
    }
}

/// Powers of ten and digit counts for `BigInt` significands.
enum Digits {
    private static let cached: [BigInt] = {
        var powers: [BigInt] = [1]
        powers.reserveCapacity(600)
        for _ in 1..<600 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// 10^n for n ≥ 0.
    static func power(_ n: Int) -> BigInt {
        precondition(n >= 0, "negative power of ten")
        if n < cached.count { return cached[n] }
        return BigInt(10).power(n)
    }

    /// The number of decimal digits of `m` (1 for zero).
    static func count(_ m: BigUInt) -> Int {
        if m.isZero { return 1 }
        // Most values fit in a word: count against the word's powers, with no BigInt made.
        if m.bitWidth <= 64 {
            let word = UInt64(m)
            var d = 1
            var bound: UInt64 = 10
            while d < 20 && word >= bound {
                d += 1
                if d < 20 { bound &*= 10 }
            }
            return d
        }
        var d = Int(Double(m.bitWidth - 1) * 0.30102999566398120) + 1
        let value = BigInt(m)
        while d > 1 && value < power(d - 1) { d -= 1 }
        while value >= power(d) { d += 1 }
        return d
    }
}

extension BigInt {
    /// `value` as a big integer, through the non-generic initialiser: BigInt's generic `init(_:)`
    /// is not specialised outside its module, and costs about 1,500 instructions a call.
    init(word value: Int) {
        self.init(integerLiteral: Int64(value))
    }
}
