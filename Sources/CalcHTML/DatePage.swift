import CalcEngine

/// The date page (SPEC 10.7): two forms built like GOV.UK's date input (a fieldset of three
/// labelled numeric fields per date): the days between two dates, and a date plus or minus years,
/// months and days. Answered by the server; a mistake is named at its field, which is marked
/// invalid and described by the message.
public enum DatePage {
    /// The page of `calculation`, its words in `locale`'s language.
    public static func render(_ calculation: DateCalculation, locale: NumberLocale = NumberLocale.fallback) -> String {
        let language = PageLanguage(locale)
        var page = HTML(capacity: 8_000)
        PageLayout.head(title: "\(language("Dates")) – \(language("Calculator"))", language: language, into: &page)
        page.append(literal: "<main class=\"page dates\">\n<p class=\"back\"><a href=\"/\">")
        page.append(escaping: language("Back to the calculator"))
        page.append(literal: "</a></p>\n<h1>")
        page.append(escaping: language("Dates"))
        page.append(literal: "</h1>\n")
        let words = DateWords.format(language: language, locale: locale)
        // The calculation just asked for comes first, its answer or its mistakes under the heading:
        // the forms' actions carry no fragment to scroll to (w3m drops a GET form's query after one).
        if calculation.form == "shift" {
            shiftSection(calculation, words: words, language: language, into: &page)
            betweenSection(calculation, words: words, locale: locale, language: language, into: &page)
        } else {
            betweenSection(calculation, words: words, locale: locale, language: language, into: &page)
            shiftSection(calculation, words: words, language: language, into: &page)
        }
        page.append(literal: "</main>\n")
        PageLayout.foot(language: language, into: &page)
        return String(decoding: page.bytes, as: UTF8.self)
    }

    /// The days between two dates: the heading, the answer, the form.
    private static func betweenSection(
        _ calculation: DateCalculation, words: DateWords, locale: NumberLocale, language: PageLanguage,
        into page: inout HTML
    ) {
        page.append(literal: "<h2 id=\"between\">")
        page.append(escaping: language("Days between two dates"))
        page.append(literal: "</h2>\n")
        if let (from, to, span) = calculation.span {
            // Counts grouped as the page's numbers are (3,652,058 days), their nouns singular or plural.
            let count = { (n: Int, one: String, other: String) in
                language.counted(n, written: locale.format.grouped(String(n)), one: one, other: other)
            }
            let dayCount = { (n: Int) in count(n, "{1} day", "{1} days") }
            let days = language.message("From {1} to {2}: {3}.", slot(0), slot(1), dayCount(span.days))
            let weeks = language.message(
                "That is {1} and {2}, or {3} on the calendar.", count(span.days / 7, "{1} week", "{1} weeks"),
                dayCount(span.days % 7),
                language.message(
                    "{1}, {2} and {3}", count(span.calendar.years, "{1} year", "{1} years"),
                    count(span.calendar.months, "{1} month", "{1} months"), dayCount(span.calendar.days)))
            answer([days, weeks], dates: [from, to], words: words, into: &page)
        }
        page.append(literal: "<form method=\"get\" action=\"/date\" class=\"dates-form\">\n")
        page.append(literal: "<input type=\"hidden\" name=\"calc\" value=\"between\">\n")
        dateFields("from", legend: language("First date"), calculation, language: language, into: &page)
        dateFields("to", legend: language("Second date"), calculation, language: language, into: &page)
        page.append(literal: "<p><button>")
        page.append(escaping: language("Count the days"))
        page.append(literal: "</button></p>\n</form>\n")
    }

    /// A date plus or minus years, months and days: the heading, the answer, the form and its note.
    private static func shiftSection(
        _ calculation: DateCalculation, words: DateWords, language: PageLanguage, into page: inout HTML
    ) {
        page.append(literal: "<h2 id=\"shift\">")
        page.append(escaping: language("A date plus or minus a time"))
        page.append(literal: "</h2>\n")
        if let (start, result) = calculation.shifted {
            answer(
                [language.message("{1} becomes {2}.", slot(0), slot(1))], dates: [start, result], words: words,
                into: &page)
        }
        page.append(literal: "<form method=\"get\" action=\"/date\" class=\"dates-form\">\n")
        page.append(literal: "<input type=\"hidden\" name=\"calc\" value=\"shift\">\n")
        dateFields("start", legend: language("Date"), calculation, language: language, into: &page)
        page.append(literal: "<fieldset role=\"group\"")
        let amountError = calculation.form == "shift" ? calculation.errors["years"] : nil
        if amountError != nil { page.append(literal: " aria-describedby=\"years-error\"") }
        page.append(literal: "><legend>")
        page.append(escaping: language("Add or subtract"))
        page.append(literal: "</legend>\n")
        if let amountError { errorMessage(amountError, id: "years-error", language: language, into: &page) }
        for direction in ["add", "subtract"] {
            page.append(literal: "<p class=\"choice\"><input type=\"radio\" name=\"direction\" id=\"direction-")
            page.append(escaping: direction)
            page.append(literal: "\" value=\"")
            page.append(escaping: direction)
            page.append(literal: "\"")
            if (calculation.values["direction"] ?? "add") == direction { page.append(literal: " checked") }
            page.append(literal: "> <label for=\"direction-")
            page.append(escaping: direction)
            page.append(literal: "\">")
            page.append(escaping: language(direction == "add" ? "Add" : "Subtract"))
            page.append(literal: "</label></p>\n")
        }
        inputs(DateCalculation.amounts, calculation, invalid: amountError?.field, language: language, into: &page)
        page.append(literal: "</fieldset>\n<p><button>")
        page.append(escaping: language("Work out the date"))
        page.append(literal: "</button></p>\n</form>\n<p>")
        page.append(
            escaping: language(
                "Months and years are calendar months and years: the day of the month stays, or becomes the month’s last day."
            ))
        page.append(literal: "</p>\n")
    }

    /// Where date `index` of an answer goes in its sentence: a character of Unicode's private use
    /// area, which no translation contains, replaced by the date's markup.
    private static func slot(_ index: Int) -> String { String(Character(Unicode.Scalar(0xE000 + UInt32(index))!)) }

    /// The answer's sentences, each date in them in words in a `<time>` element whose `datetime`
    /// is its ISO 8601 form, which follows in parentheses: `<time datetime="2025-03-01">Saturday,
    /// March 1, 2025</time> <span class="iso">(2025-03-01)</span>`.
    private static func answer(_ lines: [String], dates: [CalendarDate], words: DateWords, into page: inout HTML) {
        page.append(literal: "<div class=\"answer\" role=\"status\">")
        for line in lines {
            page.append(literal: "<p>")
            var text = ""
            for character in line {
                guard let scalar = character.unicodeScalars.first, (0xE000..<0xE000 + 8).contains(scalar.value),
                    let date = dates.dropFirst(Int(scalar.value - 0xE000)).first
                else {
                    text.append(character)
                    continue
                }
                page.append(escaping: text)
                text = ""
                page.append(literal: "<time datetime=\"")
                page.append(escaping: date.iso)
                page.append(literal: "\">")
                page.append(escaping: words.string(date))
                // The ISO form on one line: broken at a hyphen, `(2025-` and `01-31)` read as two numbers.
                page.append(literal: "</time> <span class=\"iso\">(")
                page.append(escaping: date.iso)
                page.append(literal: ")</span>")
            }
            page.append(escaping: text)
            page.append(literal: "</p>")
        }
        page.append(literal: "</div>\n")
    }

    /// The fieldset of one date: a legend, a hint, the error when there is one, and three fields.
    private static func dateFields(
        _ prefix: String, legend: String, _ calculation: DateCalculation, language: PageLanguage,
        into page: inout HTML
    ) {
        let fields = DateCalculation.fields(prefix)
        let error = calculation.errors[fields[0].name]
        page.append(literal: "<fieldset role=\"group\" aria-describedby=\"")
        page.append(escaping: prefix)
        page.append(literal: "-hint")
        if error != nil {
            page.append(literal: " ")
            page.append(escaping: prefix)
            page.append(literal: "-error")
        }
        page.append(literal: "\"><legend>")
        page.append(escaping: legend)
        page.append(literal: "</legend>\n<p class=\"hint\" id=\"")
        page.append(escaping: prefix)
        page.append(literal: "-hint\">")
        page.append(escaping: language("For example, 27 3 2025"))
        page.append(literal: "</p>\n")
        if let error { errorMessage(error, id: "\(prefix)-error", language: language, into: &page) }
        inputs(fields, calculation, invalid: error?.field, language: language, into: &page)
        page.append(literal: "</fieldset>\n")
    }

    private static func errorMessage(
        _ error: (field: String, message: String, values: [String]), id: String, language: PageLanguage,
        into page: inout HTML
    ) {
        page.append(literal: "<p class=\"error\" id=\"")
        page.append(escaping: id)
        page.append(literal: "\">")
        let values = error.values.map { language($0) }
        page.append(
            escaping: values.isEmpty
                ? language.message(error.message)
                : Catalogue.fill(
                    Catalogue.translations[language]?[error.message] ?? error.message, with: values))
        page.append(literal: "</p>\n")
    }

    /// Labelled numeric fields, the one named `invalid` marked so.
    private static func inputs(
        _ fields: [DateCalculation.Field], _ calculation: DateCalculation, invalid: String?, language: PageLanguage,
        into page: inout HTML
    ) {
        page.append(literal: "<div class=\"date-input\">")
        for field in fields {
            page.append(literal: "<p><label for=\"")
            page.append(escaping: field.name)
            page.append(literal: "\">")
            page.append(escaping: language(field.label))
            page.append(literal: "</label> <input id=\"")
            page.append(escaping: field.name)
            page.append(literal: "\" name=\"")
            page.append(escaping: field.name)
            page.append(literal: "\" inputmode=\"numeric\" autocomplete=\"off\" size=\"")
            page.append(field.name.hasSuffix("year") ? 4 : 2)
            page.append(literal: "\" value=\"")
            page.append(escaping: calculation.values[field.name] ?? "")
            page.append(literal: "\"")
            if field.name == invalid { page.append(literal: " aria-invalid=\"true\"") }
            page.append(literal: "></p>")
        }
        page.append(literal: "</div>\n")
    }
}
