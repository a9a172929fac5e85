import BigInt

/// Typing an integer key by key in programmer mode (SPEC 10.5): in the input base, with its prefix
/// (`0x1F`), and never a number the word cannot hold.
extension NumberEntry {
    /// The base of typed text with a base's prefix (`0x1F`, `-0b101`); nil for decimal text.
    static func base(of text: String) -> NumberBase? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard unsigned.count >= 2, unsigned.first == "0" else { return nil }
        return NumberBase.named(prefixLetter: unsigned[unsigned.index(after: unsigned.startIndex)])
    }

    /// The text that begins a number with `digit` in `settings`' base.
    static func starting(digit: Int, in settings: ProgrammerSettings) -> String {
        settings.base.prefix + String(digit, radix: 16, uppercase: true)
    }

    /// The text after typing `digit` in `settings`' base: a leading 0 replaced, and the digit
    /// ignored when the number would no longer fit the word, as Windows Calculator ignores it (in
    /// 8 bits signed, `1 2 7` is typed but a `9` after `12` is not): the display never shows a
    /// number other than the one held.
    static func appending(digit: Int, to text: String, in settings: ProgrammerSettings) -> String {
        let sign = text.hasPrefix("-") ? "-" : ""
        var digits = text.dropFirst(sign.count + (base(of: text)?.prefix.count ?? 0))
        if digits == "0" { digits = "" }
        let typed = sign + settings.base.prefix + digits + String(digit, radix: 16, uppercase: true)
        return settings.holds(typed) ? typed : text
    }

    /// The typed number negated as the word holds it: in decimal its sign changed (`-0` too, to
    /// type `-128`) where the word has negative numbers, else the value held (`251` for `-5`
    /// unsigned in 8 bits); in the other bases the word's bits (`0xFB` for `0x5` in 8 bits, `0x1`
    /// for `0xFF`), as Windows Calculator shows them.
    static func negating(_ text: String, in settings: ProgrammerSettings) -> String {
        let signChanged = negating(text)
        if settings.base == .decimal, settings.holds(signChanged) { return signChanged }
        return settings.text(of: BigDecimal(significand: -wholeNumber(of: text)), in: settings.base)
    }

    /// The value of text with a base's prefix; nil for any other text.
    static func integerValue(of text: String) -> BigDecimal? {
        guard let base = base(of: text) else { return nil }
        let negative = text.hasPrefix("-")
        let digits = text.dropFirst((negative ? 1 : 0) + 2)
        guard let magnitude = BigInt(String(digits.isEmpty ? "0" : digits), radix: base.rawValue) else { return nil }
        return BigDecimal(significand: negative ? -magnitude : magnitude)
    }

    /// The integer typed as `text`, in a base or in decimal (its integer part; 0 for no number).
    private static func wholeNumber(of text: String) -> BigInt {
        (try? WordFormat.integerPart(integerValue(of: text) ?? value(of: text))) ?? 0
    }

    /// The same number typed in `settings`' base (when the input base changes while typing).
    static func retyped(_ text: String, in settings: ProgrammerSettings) -> String {
        let integer = wholeNumber(of: text)
        let sign = integer.sign == .minus && !integer.isZero ? "-" : ""
        return sign + settings.base.prefix + String(integer.magnitude, radix: settings.base.rawValue, uppercase: true)
    }
}
