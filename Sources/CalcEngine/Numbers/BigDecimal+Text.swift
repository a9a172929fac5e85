import BigInt

extension BigDecimal {
    /// Significant digits on the display (SPEC 7).
    public static let displayDigits = 15

    /// Parses decimal text exactly: `12`, `-1.5`, `.5`, `1.`, `1e3`, `2.5E-4`. `nil` when it is not
    /// a number or its exponent does not fit.
    public init?(exactly text: some StringProtocol) {
        var digits = ""
        var fractionDigits = 0
        var seenPoint = false
        var seenDigit = false
        var negative = false
        var exponent = 0
        var chars = Substring(text)[...]
        if let first = chars.first, first == "-" || first == "+" {
            negative = first == "-"
            chars = chars.dropFirst()
        }
        while let c = chars.first {
            if c.isASCII, c.isNumber {
                digits.append(c)
                seenDigit = true
                if seenPoint { fractionDigits += 1 }
            } else if c == "." && !seenPoint {
                seenPoint = true
            } else {
                break
            }
            chars = chars.dropFirst()
        }
        guard seenDigit else { return nil }
        if let c = chars.first, c == "e" || c == "E" {
            chars = chars.dropFirst()
            guard !chars.isEmpty, let e = Int(chars), abs(e) < 1_000_000_000 else { return nil }
            exponent = e
            chars = chars.dropFirst(chars.count)
        }
        guard chars.isEmpty, let magnitude = Self.parseDigits(digits) else { return nil }
        self.init(significand: negative ? -magnitude : magnitude, exponent: exponent - fractionDigits)
    }

    /// The integer of a string of ASCII digits, 18 at a time (much cheaper than a radix parse).
    private static func parseDigits(_ digits: String) -> BigInt? {
        var value = BigInt(0)
        var chunk = 0
        var chunkLength = 0
        for byte in digits.utf8 {
            guard byte >= 48 && byte <= 57 else { return nil }
            chunk = chunk * 10 + Int(byte - 48)
            chunkLength += 1
            if chunkLength == 18 {
                value = value * Digits.power(18) + BigInt(chunk)
                chunk = 0
                chunkLength = 0
            }
        }
        if chunkLength > 0 { value = value * Digits.power(chunkLength) + BigInt(chunk) }
        return value
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
        return value.formatted(digits: digits, plainPowers: -9..<max(16, digits + 1))
    }

    /// Every digit the value holds, for the `digits` key: all of an exact decimal or integer (at
    /// most `exactDigits`), up to 40 significant digits of a fraction, and of a rounded value no
    /// more than its precision (`1/3` → 0.3333333333333333333333333333333333333333).
    public var longText: String {
        if precision == nil && fraction == nil { return text(significantDigits: max(1, digitCount)) }
        return text(significantDigits: BigDecimal.longDigits)
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
        let text = String(value.significand.magnitude)
        let power = value.magnitude10
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
            out.append(String(repeating: "0", count: value.exponent))
        } else if power >= 0 {
            let integerDigits = power + 1
            out.append(contentsOf: text.prefix(integerDigits))
            out.append(".")
            out.append(contentsOf: text.dropFirst(integerDigits))
        } else {
            out.append("0.")
            out.append(String(repeating: "0", count: -power - 1))
            out.append(text)
        }
        return out
    }
}

extension BigDecimal: CustomStringConvertible {
    /// The display form (15 significant digits).
    public var description: String { displayString }
}
