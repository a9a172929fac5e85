import CalcEngine
import Foundation

/// A date in words as a language writes it in full (`Saturday, March 1, 2025`, German
/// `Samstag, 1. März 2025`): CLDR's full date pattern and its month and weekday names, as
/// Foundation's locale data gives them, applied to the engine's proleptic Gregorian date (so a
/// date before 1582 keeps its day and weekday, where Foundation's calendar would switch to Julian).
struct DateWords: Sendable {
    /// The CLDR pattern (`EEEE, d. MMMM y`).
    let pattern: String
    /// The wide month names, January first, in the form a date uses (Polish `marca`, not `marzec`).
    let months: [String]
    let shortMonths: [String]
    /// The wide weekday names, Sunday first (as Foundation gives them).
    let weekdays: [String]
    let shortWeekdays: [String]

    /// The full date format of the locale `identifier` (`de`, `en-IN`).
    init(locale identifier: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: identifier)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .full
        formatter.timeStyle = .none
        pattern = formatter.dateFormat
        months = formatter.monthSymbols
        shortMonths = formatter.shortMonthSymbols
        weekdays = formatter.weekdaySymbols
        shortWeekdays = formatter.shortWeekdaySymbols
    }

    /// The formats of the locales a date page uses, made once (reading ICU's data is slow).
    private static let byLocale: [String: DateWords] = {
        var formats: [String: DateWords] = [:]
        for language in PageLanguage.allCases { formats[language.tag] = DateWords(locale: language.tag) }
        for locale in NumberLocale.allCases where formats[locale.tag] == nil {
            formats[locale.tag] = DateWords(locale: locale.tag)
        }
        return formats
    }()

    /// The format for a page in `language` whose numbers are `locale`'s: the number format's own
    /// locale when it speaks that language (English of India writes `Saturday, 1 March 2025`),
    /// else the language's.
    static func format(language: PageLanguage, locale: NumberLocale) -> DateWords {
        let tag = locale.tag.prefix { $0 != "-" } == language.tag ? locale.tag : language.tag
        return byLocale[tag] ?? DateWords(locale: tag)
    }

    /// `date` in words. A year is written in full (the pattern's `yy` too): dates run from year 1.
    func string(_ date: CalendarDate) -> String {
        let weekday = (date.dayNumber % 7 + 1) % 7  // day 0 is a Monday; Foundation's names begin on Sunday
        var out = ""
        var chars = pattern[...]
        while let c = chars.first {
            if c == "'" {
                chars = chars.dropFirst()
                if chars.first == "'" {
                    out.append("'")
                    chars = chars.dropFirst()
                    continue
                }
                let literal = chars.prefix { $0 != "'" }
                out += literal
                chars = chars.dropFirst(literal.count + 1)
                continue
            }
            guard c.isASCII, c.isLetter else {
                out.append(c)
                chars = chars.dropFirst()
                continue
            }
            let count = chars.prefix { $0 == c }.count
            chars = chars.dropFirst(count)
            switch c {
            case "E", "c", "e": out += count >= 4 ? weekdays[weekday] : shortWeekdays[weekday]
            case "d": out += Self.padded(date.day, to: count)
            case "M", "L":
                out +=
                    count >= 4
                    ? months[date.month - 1]
                    : count == 3
                        ? shortMonths[date.month - 1]
                        : Self.padded(date.month, to: count)
            case "y", "u": out += Self.padded(date.year, to: count == 2 ? 1 : count)
            default: break  // an era or a field no full date pattern of these locales has
            }
        }
        return out
    }

    private static func padded(_ n: Int, to width: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
