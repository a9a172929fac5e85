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

    /// The index after the date `yyyy-mm-dd` (ten characters, `2025-05-30`) that starts at `start`;
    /// nil when the text there has not that shape, or runs on in digits or follows a number
    /// (`2025-3-1` and `2000-1.125` are subtractions).
    static func dateEnd(in chars: [Character], from start: Int) -> Int? {
        let end = start + 10
        guard end <= chars.count, !(end < chars.count && chars[end].isASCIIDigit),
            start == 0 || !(chars[start - 1].isASCIIDigit || chars[start - 1] == ".")
        else { return nil }
        let shaped = (0..<10).allSatisfy { offset in
            offset == 4 || offset == 7 ? chars[start + offset] == "-" : chars[start + offset].isASCIIDigit
        }
        return shaped ? end : nil
    }

    /// The three numbers of a date written with points (`30.05.2025`: one or two digits, one or two,
    /// then four) that starts at `start`, and the index after it; nil when the text there has not
    /// that shape, or runs on in digits or points, or follows a number (`1.2.3` is no date). The
    /// shape is checked before any number is made: every number a format rewrites passes here.
    static func dottedDate(in chars: [Character], from start: Int) -> (fields: [Int], end: Int)? {
        guard start == 0 || !(chars[start - 1].isASCIIDigit || chars[start - 1] == ".") else { return nil }
        let dayEnd = digitsEnd(in: chars, from: start)
        guard (1...2).contains(dayEnd - start), dayEnd < chars.count, chars[dayEnd] == "." else { return nil }
        let monthEnd = digitsEnd(in: chars, from: dayEnd + 1)
        guard (1...2).contains(monthEnd - dayEnd - 1), monthEnd < chars.count, chars[monthEnd] == "." else {
            return nil
        }
        let yearEnd = digitsEnd(in: chars, from: monthEnd + 1)
        guard yearEnd - monthEnd - 1 == 4, !(yearEnd < chars.count && chars[yearEnd] == ".") else { return nil }
        let number = { (digits: Range<Int>) in chars[digits].reduce(0) { $0 * 10 + ($1.wholeNumberValue ?? 0) } }
        return ([number(start..<dayEnd), number(dayEnd + 1..<monthEnd), number(monthEnd + 1..<yearEnd)], yearEnd)
    }
}
