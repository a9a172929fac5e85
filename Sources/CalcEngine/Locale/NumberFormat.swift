/// How numbers are written for people: the decimal mark, the grouping mark and the group sizes
/// (SPEC 10.1). The engine computes and stores numbers in one ASCII form (``canonical``: `1234.5`,
/// `-1.5e+20`); a format rewrites the numbers in such text for a page (``grouped(_:)``), or for an
/// Expression field (``ungrouped(_:)``), and reads them back from typed text (``Tokenizer``).
public struct NumberFormat: Hashable, Sendable {
    /// The mark between the integer and the fraction: `.` or `,`.
    public let decimalMark: Character
    /// The mark between groups of digits: `,` `.` or a no-break space.
    public let groupingMark: Character
    /// The size of the group next to the decimal mark.
    public let primaryGroupSize: Int
    /// The size of the groups before it (2 in India: 12,34,567).
    public let secondaryGroupSize: Int
    /// The fewest digits before the first mark for grouping to be used at all (2: `1234`, `12.345`).
    public let minimumGroupingDigits: Int
    /// How a result's date is shown (``grouped(_:)``); nil for ISO 8601.
    public let dates: DateStyle?

    /// A format from its marks and group sizes, and how it shows dates (ISO when nil).
    public init(
        decimalMark: Character, groupingMark: Character, primaryGroupSize: Int = 3, secondaryGroupSize: Int = 3,
        minimumGroupingDigits: Int = 1, dates: DateStyle? = nil
    ) {
        self.decimalMark = decimalMark
        self.groupingMark = groupingMark
        self.primaryGroupSize = primaryGroupSize
        self.secondaryGroupSize = secondaryGroupSize
        self.minimumGroupingDigits = minimumGroupingDigits
        self.dates = dates
    }

    /// The engine's own form, which scripts read and write: a decimal point and no grouping
    /// (what `/eval` and the command line print unless told a locale).
    public static let canonical = NumberFormat(decimalMark: ".", groupingMark: ",", primaryGroupSize: .max)

    /// Whether the grouping mark is a kind of space (typed text may use any space for it).
    var groupsWithSpace: Bool { groupingMark.isWhitespace }

    /// `text` with each number in this format, its digits grouped: `1234.5 + 2` is `1.234,5 + 2`
    /// in German. Numbers are runs of ASCII digits with an optional fraction and exponent that do
    /// not follow a letter or digit (`log2` stays). A result's date, an ISO date followed by its
    /// English weekday in parentheses, is written in ``dates`` (`30.05.2025 (Freitag)`); a date
    /// without its weekday (typed text) stays ISO.
    public func grouped(_ text: String) -> String { rewrite(text, grouping: true) }

    /// `text` with each number's decimal mark in this format and no grouping, for text to edit and
    /// evaluate again: `1234.5` is `1234,5` in German, which reads back as exactly one number.
    public func ungrouped(_ text: String) -> String { rewrite(text, grouping: false) }

    /// The integer digits `digits` with grouping marks: `1234567` is `1,234,567` (`12,34,567` in India).
    func group(_ digits: Substring) -> String {
        guard digits.count - minimumGroupingDigits >= primaryGroupSize else { return String(digits) }
        var groups: [Substring] = []
        var end = digits.endIndex
        var size = primaryGroupSize
        while digits.distance(from: digits.startIndex, to: end) > size {
            let start = digits.index(end, offsetBy: -size)
            groups.append(digits[start..<end])
            end = start
            size = secondaryGroupSize
        }
        groups.append(digits[digits.startIndex..<end])
        return groups.reversed().joined(separator: String(groupingMark))
    }

    /// `digits` grouped, unless the grouped text would read as another number typed back: with a
    /// decimal comma and a grouping point, `1.234` (one mark, no fraction) is also 1.234 written the
    /// engine's way, so 1234 to 999999 are shown without grouping (`1234`, `1.234.567`, `1.234,5`).
    private func unambiguouslyGrouped(_ digits: Substring, hasFraction: Bool) -> String {
        let grouped = group(digits)
        guard groupingMark == ".", !hasFraction, grouped.count(where: { $0 == "." }) == 1 else { return grouped }
        return String(digits)
    }

    private func rewrite(_ text: String, grouping: Bool) -> String {
        if self == .canonical || (decimalMark == "." && !grouping) || leavesAsIs(text, grouping: grouping) {
            return text
        }
        let chars = Array(text)
        // A text that already holds the grouping mark (a comma between a function's arguments:
        // `f(100000, 2)`) keeps its digits as they are: added marks would read as more arguments.
        // A point in the engine's text is always a decimal point, which this rewrite replaces, so a
        // grouping point is never already there.
        let groupsDigits = grouping && (groupingMark == "." || !text.contains(groupingMark))
        // A grouping comma inside a call's parentheses would read as more arguments
        // (`mean(1,234,567)`): there, numbers keep their digits as typed.
        let callsSeparateByGroupingMark = groupingMark == ","
        var parentheses: [Bool] = []  // for each open parenthesis, whether it opens a call
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        var index = 0
        while index < chars.count {
            let c = chars[index]
            let afterWord = index > 0 && (chars[index - 1].isLetter || chars[index - 1] == "_")
            guard c.isASCIIDigit, !afterWord else {
                if c == "(" {
                    parentheses.append(index > 0 && (chars[index - 1].isLetter || chars[index - 1].isNumber))
                } else if c == ")" {
                    _ = parentheses.popLast()
                }
                out.append(c)
                index += 1
                continue
            }
            // An integer in another base (`0x1234`, `0b1010`) is written as it is, all its digits.
            if c == "0", index + 2 < chars.count, NumberBase.named(prefixLetter: chars[index + 1]) != nil,
                chars[index + 2].isHexDigit
            {
                var end = index + 2
                while end < chars.count, chars[end].isHexDigit { end += 1 }
                out += String(chars[index..<end])
                index = end
                continue
            }
            // The integer digits, then an optional fraction, then an exponent copied as it is
            // (`1.5e+1234` keeps its 1234).
            let integerEnd = NumberScanning.digitsEnd(in: chars, from: index)
            // A result's date (`2025-05-30 (Friday)`) is written in the format's date style.
            if grouping, let dates, let (date, end) = Self.resultDate(in: chars, at: index) {
                out += dates.text(date)
                index = end
                continue
            }
            // A date (`2025-05-30`, or typed with points, `30.05.2025`) is written as it is;
            // `2000-1.125` is a subtraction, whose second number is rewritten as any other.
            if let end = NumberScanning.dateEnd(in: chars, from: index)
                ?? NumberScanning.dottedDate(in: chars, from: index)?.end
            {
                out += String(chars[index..<end])
                index = end
                continue
            }
            // A clock duration (`1234:05`, `1:02:03`) is written as it is.
            if integerEnd < chars.count, chars[integerEnd] == ":" {
                var end = integerEnd
                while end < chars.count, chars[end].isASCIIDigit || chars[end] == ":" { end += 1 }
                out += String(chars[index..<end])
                index = end
                continue
            }
            // A number typed in this format (a worksheet line typed in German: `1.000.000`,
            // `1.234,5`, `0,5826`) is written as it is: the engine writes one point at most and no
            // decimal comma, so such a number was never the engine's.
            if let end = typedInThisFormat(chars, from: index) {
                out += String(chars[index..<end])
                index = end
                continue
            }
            let fractionEnd =
                integerEnd < chars.count && chars[integerEnd] == "."
                ? NumberScanning.digitsEnd(in: chars, from: integerEnd + 1) : integerEnd
            let hasFraction = fractionEnd > integerEnd + 1
            let digits = String(chars[index..<integerEnd])[...]
            let inCall = callsSeparateByGroupingMark && parentheses.contains(true)
            out += groupsDigits && !inCall ? unambiguouslyGrouped(digits, hasFraction: hasFraction) : String(digits)
            index = integerEnd
            if hasFraction {
                out.append(decimalMark)
                out += String(chars[(integerEnd + 1)..<fractionEnd])
                index = fractionEnd
            } else if Self.isTypedPoint(chars, at: integerEnd) {
                out.append(decimalMark)
                index += 1
            }
            let exponentEnd = NumberScanning.exponentEnd(in: chars, from: index)
            out += String(chars[index..<exponentEnd])
            index = exponentEnd
        }
        return out
    }

    /// Where the number at `start` ends when it is written in this format, as typed text may hold it,
    /// and the engine's text never does: where the decimal mark is not a point, a decimal mark before
    /// a digit (`0,5826`, `1.234,5`) or, where points group, two of them (`1.000.000`). nil for any
    /// other text, and where the decimal mark is a point.
    private func typedInThisFormat(_ chars: [Character], from start: Int) -> Int? {
        guard decimalMark != "." else { return nil }
        var end = start
        var points = 0
        while end < chars.count {
            let nextIsDigit = end + 1 < chars.count && chars[end + 1].isASCIIDigit
            if chars[end].isASCIIDigit {
                end += 1
            } else if chars[end] == ".", groupingMark == ".", nextIsDigit {
                points += 1
                end += 1
            } else if chars[end] == decimalMark, nextIsDigit {
                return NumberScanning.digitsEnd(in: chars, from: end + 1)
            } else {
                break
            }
        }
        return points >= 2 ? end : nil
    }

    /// Whether `chars[index]` is a decimal point typed with no digit after it yet: a point that
    /// ends the text or comes before the exponent (`12.` and `1.e5` while a number is typed).
    private static func isTypedPoint(_ chars: [Character], at index: Int) -> Bool {
        index < chars.count && chars[index] == "." && (index + 1 == chars.count || chars[index + 1] == "e")
    }

    /// Whether ``rewrite(_:grouping:)`` would give `text` back as it is: no run of digits long enough
    /// to be grouped or to start a date, and no decimal point to replace. Read byte by byte, which
    /// costs a fraction of the rewrite's reading by characters; most lines of a page are such text.
    private func leavesAsIs(_ text: String, grouping: Bool) -> Bool {
        // A date starts with four digits; a number of fewer than its first group and the minimum is not grouped.
        let longestKept = grouping ? min(4, min(primaryGroupSize, 4) + minimumGroupingDigits) - 1 : Int.max
        var run = 0
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                run += 1
                if run > longestKept { return false }
            } else {
                if byte == UInt8(ascii: "."), decimalMark != "." { return false }
                run = 0
            }
        }
        return true
    }

    /// The date of a result written from `start` in `chars`, `yyyy-mm-dd (Weekday)` with the
    /// date's English weekday, and where it ends; nil for anything else.
    private static func resultDate(in chars: [Character], at start: Int) -> (CalendarDate, Int)? {
        let isoEnd = start + 10
        guard isoEnd + 2 < chars.count, chars[isoEnd] == " ", chars[isoEnd + 1] == "(",
            let date = CalendarDate(iso: String(chars[start..<isoEnd]))
        else { return nil }
        let weekday = Array(date.weekday)
        let end = isoEnd + 2 + weekday.count
        guard end < chars.count, Array(chars[(isoEnd + 2)..<end]) == weekday, chars[end] == ")" else { return nil }
        return (date, end + 1)
    }
}
