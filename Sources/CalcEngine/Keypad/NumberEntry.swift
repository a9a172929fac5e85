/// The rules of typing a number key by key (SPEC 4.2), on the text as typed (`0.`, `1.20`, `-0`, `1.5e3`).
enum NumberEntry {
    /// At most this many significant digits in one number; further digits are ignored.
    static let maximumDigits = 32
    /// At most this many digits in an exponent (the range ends at 1e9999).
    static let maximumExponentDigits = 4

    /// The text after typing `digit`.
    static func appending(digit: Int, to text: String) -> String {
        let d = Character(String(digit))
        if let e = text.firstIndex(where: { $0 == "e" }) {
            let exponent = text[text.index(after: e)...].filter(\.isNumber)
            if exponent.count >= maximumExponentDigits { return text }
            if exponent == "0" { return String(text.dropLast()) + String(d) }
            return text + String(d)
        }
        if text == "0" { return String(d) }
        if text == "-0" { return "-" + String(d) }
        if significantDigits(of: text) >= maximumDigits { return text }
        return text + String(d)
    }

    /// The text after typing `.`: a second point, or one in an exponent, is ignored.
    static func appendingPoint(to text: String) -> String {
        if text.contains(".") || text.contains("e") { return text }
        return text + "."
    }

    /// The text after `EE`: starts the exponent, once.
    static func appendingExponent(to text: String) -> String {
        if text.contains("e") { return text }
        return (text.hasSuffix(".") ? String(text.dropLast()) : text) + "e"
    }

    /// The text after `neg`: the sign of the exponent while one is typed, else of the number.
    static func negating(_ text: String) -> String {
        if let e = text.firstIndex(of: "e") {
            let mantissa = text[..<e]
            let exponent = text[text.index(after: e)...]
            return exponent.hasPrefix("-") ? mantissa + "e" + exponent.dropFirst() : mantissa + "e-" + exponent
        }
        return text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text
    }

    /// The text after `CE`, or `nil` when the whole number is removed: `1.23` → `1.2`, `7` → `0`,
    /// `-7` → `-0` → `0` → removed.
    static func deletingLast(from text: String) -> String? {
        if text == "0" { return nil }
        if let base = base(of: text) {
            let digits = text.dropFirst((text.hasPrefix("-") ? 1 : 0) + base.prefix.count)
            if digits == "0" || digits.isEmpty { return nil }
            return digits.count > 1 ? String(text.dropLast()) : String(text.dropLast()) + "0"
        }
        if text == "-0" { return "0" }
        let shorter = String(text.dropLast())
        if shorter.isEmpty { return "0" }
        if shorter == "-" { return "-0" }
        return shorter
    }

    /// The value of typed text (`1.5e` counts as 1.5, `2.` as 2).
    static func value(of text: String) -> BigDecimal {
        if let integer = integerValue(of: text) { return integer }
        var t = text
        if t.hasSuffix("e-") {
            t.removeLast(2)
        } else if t.hasSuffix("e") {
            t.removeLast()
        }
        return BigDecimal(exactly: t) ?? .zero
    }

    private static func significantDigits(of text: String) -> Int {
        let digits = text.filter(\.isNumber)
        return digits.drop { $0 == "0" }.count
    }
}
