/// Durations written as a clock writes them (SPEC 10.7): `17:10`, `0:30`, `1:02:03`, read as a
/// number of minutes in the clock's unit (``UnitCatalog/clock``) and shown the same way, so
/// `17:10 - 08:45 - 0:30` is 7:55 and `7:55 to h` is 7.91666… h.
enum ClockDuration {
    /// `minutes` as `H:MM`, or `H:MM:SS` when it is not whole minutes; a duration that is not whole
    /// seconds as minutes (`7.5125 min`), which reads back as the same value.
    static func text(minutes: BigDecimal) -> String {
        guard let seconds = try? minutes.absolute * BigDecimal(60), seconds.isInteger, let all = seconds.intValue else {
            return minutes.displayString + " min"
        }
        let (hours, minute, second) = (all / 3600, all / 60 % 60, all % 60)
        return (minutes.isNegative ? "-" : "") + "\(hours):\(two(minute))" + (second == 0 ? "" : ":\(two(second))")
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The clock text at `start` of `chars` (`H:MM` or `H:MM:SS`, hours of one to four digits) in
    /// minutes, and the index after it; nil when no such text begins there.
    static func read(_ chars: [Character], from start: Int) -> (minutes: BigDecimal, end: Int)? {
        var i = start
        while i < chars.count, chars[i].isASCIIDigit { i += 1 }
        guard (1...4).contains(i - start), let hours = Int(String(chars[start..<i])),
            let minutes = twoDigits(after: i, in: chars)
        else { return nil }
        var end = i + 3
        var seconds = 0
        if let value = twoDigits(after: end, in: chars) {
            seconds = value
            end += 3
        }
        // `1:305` is no clock: its parts are two digits.
        if end < chars.count, chars[end].isASCIIDigit { return nil }
        guard let inMinutes = try? BigDecimal(hours * 3600 + minutes * 60 + seconds) / BigDecimal(60) else {
            return nil
        }
        return (inMinutes, end)
    }

    /// The value of `:DD` at `index`, when it is one below 60.
    private static func twoDigits(after index: Int, in chars: [Character]) -> Int? {
        guard index + 2 < chars.count, chars[index] == ":", chars[index + 1].isASCIIDigit,
            chars[index + 2].isASCIIDigit,
            let value = Int(String(chars[(index + 1)...(index + 2)])), value < 60
        else { return nil }
        return value
    }
}
