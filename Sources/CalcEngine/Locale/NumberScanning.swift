extension Character {
    /// Whether this is one of the ASCII digits 0–9 (the only digits a number is written with).
    var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Where the parts of a number end in text, shared by the reading of typed numbers and the
/// writing of numbers in a format.
enum NumberScanning {
    /// The index after the run of ASCII digits that starts at `start` (`start` itself when none).
    static func digitsEnd(in chars: [Character], from start: Int) -> Int {
        var end = start
        while end < chars.count, chars[end].isASCIIDigit { end += 1 }
        return end
    }

    /// The index after the exponent (`e` or `E`, an optional sign, digits) that starts at `start`;
    /// `start` itself when there is none, as when no digit follows the `e` (`2e` is 2 × e).
    static func exponentEnd(in chars: [Character], from start: Int) -> Int {
        guard start < chars.count, chars[start] == "e" || chars[start] == "E" else { return start }
        var digits = start + 1
        if digits < chars.count, chars[digits] == "+" || chars[digits] == "-" { digits += 1 }
        let end = digitsEnd(in: chars, from: digits)
        return end > digits ? end : start
    }
}
