/// Reading a typed number in a format (SPEC 10.1): the format's decimal mark and grouping, or the
/// engine's own form (a point, no grouping), whichever the text is; text that is a number both
/// ways with two values is refused, never guessed.
extension NumberFormat {
    /// Whether a typed number may start with `c`: a digit or a decimal mark (`.5`, `,5`).
    func startsNumber(_ c: Character) -> Bool {
        c.isASCIIDigit || c == "." || c == decimalMark
    }

    /// The number typed at `start` of `chars` (digits, marks, an optional exponent) in the engine's
    /// form, and the index after it.
    ///
    /// ```
    /// German:  1.234,5 → 1234.5    1,5 → 1.5    1.5 → 1.5    1.234 → refused: 1234 or 1,234?
    /// English: 1,234.5 → 1234.5    1,5 → refused: not a number
    /// ```
    ///
    /// In a list of arguments (`sum(1,2)`) a comma that is not this format's decimal mark separates
    /// arguments (`inArguments`) and ends the number.
    func readNumber(in chars: [Character], from start: Int, inArguments: Bool = false) throws(CalculatorError)
        -> (text: String, end: Int)
    {
        var end = start
        while end < chars.count {
            let c = chars[end]
            if inArguments, c == ",", decimalMark != "," { break }
            let isMark = isGroupingMark(c)
            guard c.isASCIIDigit || c == "." || c == "," || isMark else { break }
            // A space or apostrophe belongs to the number only before a group of digits (`1 234`,
            // not `2 (`; `1’234`, not `5'`).
            if isMark, c != ".", c != ",", !(end + 1 < chars.count && chars[end + 1].isASCIIDigit) { break }
            end += 1
        }
        let typed = chars[start..<end].map { isGroupingMark($0) ? groupingMark : $0 }
        let own = reading(typed, decimal: decimalMark, group: groupingMark)
        let plain = reading(typed, decimal: ".", group: nil)
        var text: String
        switch (own, plain) {
        case (let own?, let plain?) where own != plain:
            let shown = String(chars[start..<end])
            throw .syntax(
                position: start + 1,
                message: "“\(shown)” could be \(ungrouped(own)) or \(ungrouped(plain)): type the one you mean")
        case (let value?, _), (nil, let value?):
            text = value
        case (nil, nil):
            throw misreading(typed, at: start, after: chars[..<start].last { !$0.isWhitespace })
        }
        // An exponent only when digits follow the `e` (and its sign): `2e` is 2 × e.
        let exponentEnd = NumberScanning.exponentEnd(in: chars, from: end)
        text += String(chars[end..<exponentEnd])
        return (text, exponentEnd)
    }

    /// The spaces typed text may group digits with where the format groups with a space.
    private static let spaces: Set<Character> = [" ", "\u{A0}", "\u{202F}", "\u{2009}"]

    /// Whether typed `c` is this format's grouping mark, or one typed for it: any space where the
    /// format groups with one, and the keyboard's apostrophe where it groups with ’ (Switzerland).
    private func isGroupingMark(_ c: Character) -> Bool {
        c == groupingMark || (groupsWithSpace && Self.spaces.contains(c))
            || (groupingMark == "\u{2019}" && c == "'")
    }

    /// `typed` read with `decimal` and, when given, `group` marks, in the engine's form; nil when
    /// it is not a number that way. Groups must be whole: `1.234.567`, `12,34,567` (India), never
    /// `1.23` or `0.500` as groups.
    private func reading(_ typed: [Character], decimal: Character, group: Character?) -> String? {
        let parts = typed.split(separator: decimal, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let integer = parts[0]
        let fraction = parts.count == 2 ? parts[1] : []
        guard fraction.allSatisfy({ $0.isASCIIDigit }), !(integer.isEmpty && fraction.isEmpty) else {
            return nil
        }
        var digits = ""
        if let group, integer.contains(group) {
            let groups = integer.split(separator: group, omittingEmptySubsequences: false)
            guard let first = groups.first, let last = groups.last, !first.isEmpty, first.first != "0",
                first.count <= max(primaryGroupSize, secondaryGroupSize), last.count == primaryGroupSize,
                groups.dropFirst().dropLast().allSatisfy({
                    $0.count == secondaryGroupSize || $0.count == primaryGroupSize
                }),
                groups.allSatisfy({ $0.allSatisfy { $0.isASCIIDigit } })
            else { return nil }
            digits = groups.map { String($0) }.joined()
        } else {
            guard integer.allSatisfy({ $0.isASCIIDigit }) else { return nil }
            digits = String(integer)
        }
        return parts.count == 2 ? digits + "." + String(fraction) : digits
    }

    /// The error for typed text that is no number either way, `after` the character before it: a
    /// second decimal mark, or the first mark out of place.
    private func misreading(_ typed: [Character], at start: Int, after: Character?) -> CalculatorError {
        guard typed.contains(where: { $0.isASCIIDigit }) else {
            // A lone decimal comma after a value (`days(2025-01-01, 2025-12-31)` in German) was
            // meant to separate values, as it does where the comma is no decimal mark.
            if typed == [","], decimalMark == ",", let after, after.isLetter || after.isNumber || after == ")" {
                return .syntax(
                    position: start + 1,
                    message: "expected an operator; values are separated by ';' where ',' is the decimal mark")
            }
            return .syntax(position: start + 1, message: "expected a digit")
        }
        let marks = typed.indices.filter { typed[$0] == decimalMark }
        if marks.count > 1 {
            let name = decimalMark == "." ? "decimal point" : "decimal comma"
            return .syntax(position: start + marks[1] + 1, message: "a number has one \(name)")
        }
        let offset = misplacedMark(in: typed) ?? typed.firstIndex { !($0.isASCIIDigit) } ?? 0
        return .syntax(
            position: start + offset + 1,
            message: "unexpected '\(typed[offset])' in a number")
    }

    /// Where `typed` (digits and marks, one decimal mark at most) first breaks this format's
    /// grouping: a mark after the decimal mark (`1.234,5` in English), a mark that is neither, or a
    /// grouping mark whose group is not whole (`1.234.5` in German); nil when none does.
    private func misplacedMark(in typed: [Character]) -> Int? {
        var afterDecimal = false
        for (index, c) in typed.enumerated() where !c.isASCIIDigit {
            if c == decimalMark {
                afterDecimal = true
                continue
            }
            if afterDecimal || c != groupingMark { return index }
            let group = typed[(index + 1)...].prefix { $0.isASCIIDigit }
            let next = typed.dropFirst(index + 1 + group.count).first
            let size = next == groupingMark ? [primaryGroupSize, secondaryGroupSize] : [primaryGroupSize]
            if !size.contains(group.count) { return index }
        }
        return nil
    }
}
