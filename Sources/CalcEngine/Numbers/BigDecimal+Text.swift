import BigInt

extension BigDecimal {
    /// Significant digits on the display (SPEC 7).
    public static let displayDigits = 15

    /// Parses decimal text exactly: `12`, `-1.5`, `.5`, `1.`, `1e3`, `2.5E-4`. `nil` when it is not
    /// a number or its exponent does not fit.
    public init?(exactly text: some StringProtocol) {
        // Over the bytes in place: iterating a `String.UTF8View` costs tens of instructions a byte.
        var text = String(text)
        text.makeContiguousUTF8()
        guard let parsed = Self.parse(text.utf8.span) else { return nil }
        self = parsed
    }

    /// The one pass of ``init(exactly:)``: the digits taken 18 at a time (it runs for every digit typed).
    private static func parse(_ bytes: Span<UInt8>) -> BigDecimal? {
        var magnitude = BigInt(0)
        var chunk = 0
        var chunkLength = 0
        var fractionDigits = 0
        var seenPoint = false
        var seenDigit = false
        var negative = false
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        while index < bytes.count {
            let b = bytes[index]
            if let digit = Self.digit(b) {
                chunk = chunk * 10 + digit
                chunkLength += 1
                if chunkLength == 18 {
                    magnitude = magnitude * Digits.power(18) + BigInt(word: chunk)
                    chunk = 0
                    chunkLength = 0
                }
                seenDigit = true
                if seenPoint { fractionDigits += 1 }
            } else if b == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard seenDigit else { return nil }
        if chunkLength > 0 {
            // A number of up to 17 digits (what is typed, nearly always) is its last chunk alone.
            magnitude =
                magnitude.isZero
                ? BigInt(word: chunk) : magnitude * Digits.power(chunkLength) + BigInt(word: chunk)
        }
        var exponent = 0
        if index < bytes.count {
            // An exponent: `e` or `E`, a sign, at least one digit, below 10^9 in size.
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
            index += 1
            var negativeExponent = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponentDigits = 0
            while index < bytes.count {
                guard let digit = Self.digit(bytes[index]) else { return nil }
                exponent = exponent * 10 + digit
                guard exponent < 1_000_000_000 else { return nil }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            if negativeExponent { exponent = -exponent }
        }
        return BigDecimal(significand: negative ? -magnitude : magnitude, exponent: exponent - fractionDigits)
    }

    /// The value of an ASCII digit.
    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte &- UInt8(ascii: "0")) : nil
    }

    /// The value as the display shows it (SPEC 7): at most 15 significant digits rounded half away
    /// from zero, no trailing zeros, no thousands separators, ASCII `-`, never `-0`, and scientific
    /// notation (`1.84467440737096e19`, `1e-10`) when |x| ≥ 1e16 or |x| < 1e-9.
    public var displayString: String {
        formatted(digits: BigDecimal.displayDigits)
    }

    /// The value to at most `digits` significant digits, rounded half away from zero, as the
    /// display writes it but in plain notation up to 10^digits: never more digits than it holds
    /// (a rounded value stops at its precision; a fraction is divided out as far as asked).
    public func text(significantDigits digits: Int) -> String {
        var value = self
        var digits = max(1, digits)
        if let p = precision { digits = min(digits, p) }
        if let f = fraction, digits > BigDecimal.quotientDigits - 5 {
            value = BigDecimal.divide(
                BigDecimal(significand: f.numerator), BigDecimal(significand: f.denominator), digits: digits + 5)
        }
        // Plain while every digit shown is one the value holds: past `exactDigits` a product may have
        // been rounded (2^400), and zeros written in for its last digits would not be its digits.
        return value.formatted(digits: digits, plainPowers: -9..<max(16, min(digits + 1, BigDecimal.exactDigits)))
    }

    /// Every digit the value holds, for the `digits` key: all of an exact decimal or integer (at
    /// most `exactDigits`), up to 40 significant digits of a fraction, and of a rounded value its
    /// precision (π to 50, 100! to 100; `1/3` → 0.3333333333333333333333333333333333333333).
    public var longText: String {
        if precision == nil && fraction == nil { return text(significantDigits: max(1, digitCount)) }
        // A rounded value: the digits it is trusted to, at least `longDigits` (100! keeps 100).
        return text(significantDigits: max(BigDecimal.longDigits, precision ?? 0))
    }

    /// Significant digits of `longText` for a value that does not end.
    public static let longDigits = 40

    /// The exact value as text (plain notation from 1e-30 to 1e100, scientific beyond); parses back to `self`.
    public var exactDescription: String {
        formatted(digits: nil, plainPowers: -30..<100)
    }

    /// Formats with at most `digits` significant digits (all of them when `nil`), in plain
    /// notation for powers of ten in `plainPowers` and scientific notation beyond.
    func formatted(digits: Int?, plainPowers: Range<Int> = -9..<16) -> String {
        let value = digits.map { rounded(toDigits: $0, rule: .halfAway) } ?? self
        if value.isZero { return "0" }
        // Most values shown fit in a word, whose digits print far faster than a BigUInt's.
        let magnitude = value.significand.magnitude
        let text = magnitude.bitWidth <= 64 ? String(UInt64(magnitude)) : String(magnitude)
        // `magnitude10`, from the digits just printed instead of counting them again.
        let power = value.exponent + text.utf8.count - 1
        var out = value.isNegative ? "-" : ""
        if !plainPowers.contains(power) {
            out.append(text.first!)
            if text.count > 1 {
                out.append(".")
                out.append(contentsOf: text.dropFirst())
            }
            out.append("e\(power)")
        } else if value.exponent >= 0 {
            out.append(text)
            out.append(Self.zeros(value.exponent))
        } else if power >= 0 {
            let integerDigits = power + 1
            out.append(contentsOf: text.prefix(integerDigits))
            out.append(".")
            out.append(contentsOf: text.dropFirst(integerDigits))
        } else {
            out.append("0.")
            out.append(Self.zeros(-power - 1))
            out.append(text)
        }
        return out
    }

    /// `count` zeros, written at once (`String(repeating:count:)` appends them one at a time) from
    /// contiguous bytes (a lazy `repeatElement` makes `String(decoding:)` look for storage at run
    /// time); most numbers need none.
    private static func zeros(_ count: Int) -> String {
        count == 0 ? "" : String(decoding: [UInt8](repeating: UInt8(ascii: "0"), count: count), as: UTF8.self)
    }
}

extension BigDecimal: CustomStringConvertible {
    /// The display form (15 significant digits).
    public var description: String { displayString }
}
