/// Durations written as a clock writes them (SPEC 10.7): `17:10`, `0:30`, `1:02:03`, read as a
/// number of minutes in the clock's unit (``UnitCatalog/clock``) and shown the same way, so
/// `17:10 - 08:45 - 0:30` is 7:55 and `7:55 to h` is 7.91666… h.
enum ClockDuration {
    /// `minutes` as `H:MM`, or `H:MM:SS` when it is not whole minutes; a duration that is not whole
    /// seconds as minutes written by `written` (`7.5125 min`, `90/7 min`), which reads back as them.
    static func text(minutes: BigDecimal, written: (BigDecimal) -> String = \.displayString) -> String {
        guard let all = seconds(in: minutes) else { return written(minutes) + " min" }
        let (hours, minute, second) = (all / 3600, all / 60 % 60, all % 60)
        return (minutes.isNegative ? "-" : "") + "\(hours):\(two(minute))" + (second == 0 ? "" : ":\(two(second))")
    }

    /// The whole seconds in `minutes`, without their sign; nil when they are not whole.
    static func seconds(in minutes: BigDecimal) -> Int? {
        guard let seconds = try? minutes.absolute * BigDecimal(60), seconds.isInteger else { return nil }
        return seconds.intValue
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The clock text at `start` of `chars` (`H:MM` or `H:MM:SS`, hours of one to twelve digits)
    /// in minutes, and the index after it; nil when no clock begins there (no `:` and a digit after
    /// the hours).
    /// - Throws: a syntax error at the colon when a clock is begun but malformed (`24:61`, `0:5`,
    ///   `1:05:60`), rather than leaving the colon to be an unexpected character.
    static func read(_ chars: [Character], from start: Int) throws(CalculatorError) -> (minutes: BigDecimal, end: Int)?
    {
        var i = start
        while i < chars.count, chars[i].isASCIIDigit { i += 1 }
        guard i + 1 < chars.count, chars[i] == ":", chars[i + 1].isASCIIDigit else { return nil }
        let malformed = CalculatorError.syntax(position: i + 1, message: malformedMessage)
        guard (1...12).contains(i - start), let hours = Int(String(chars[start..<i])),
            let minutes = twoDigits(after: i, in: chars)
        else { throw malformed }
        var end = i + 3
        var seconds = 0
        if end + 1 < chars.count, chars[end] == ":", chars[end + 1].isASCIIDigit {
            guard let value = twoDigits(after: end, in: chars) else {
                throw .syntax(position: end + 1, message: malformedMessage)
            }
            seconds = value
            end += 3
        }
        // `1:305` is no clock: its parts are two digits.
        if end < chars.count, chars[end].isASCIIDigit { throw malformed }
        guard let inMinutes = try? BigDecimal(hours * 3600 + minutes * 60 + seconds) / BigDecimal(60) else {
            throw malformed
        }
        return (inMinutes, end)
    }

    /// What a malformed clock is told.
    static let malformedMessage = "a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59"

    /// The value of `:DD` at `index`, when it is one below 60.
    private static func twoDigits(after index: Int, in chars: [Character]) -> Int? {
        guard index + 2 < chars.count, chars[index] == ":", chars[index + 1].isASCIIDigit,
            chars[index + 2].isASCIIDigit,
            let value = Int(String(chars[(index + 1)...(index + 2)])), value < 60
        else { return nil }
        return value
    }
}
