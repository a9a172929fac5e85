import CalcEngine
import Testing

@testable import CalcHTML

/// The pages' words in each language (issue 30, item 4): every catalogue translates every text the
/// translated pages use, and a page in a language shows none of the English ones it translates.
struct CatalogueTests {
    @Test(arguments: PageLanguage.allCases.filter { $0 != .en })
    func everyCatalogueTranslatesEveryText(_ language: PageLanguage) throws {
        let table = try #require(Catalogue.translations[language])
        let texts = Set(Catalogue.englishTexts + Catalogue.messageTemplates)
        #expect(
            Set(table.keys) == texts,
            "missing: \(texts.subtracting(table.keys)), extra: \(Set(table.keys).subtracting(texts))")
        // A template's translation keeps every value.
        for template in Catalogue.messageTemplates {
            for n in 1...4 where template.contains("{\(n)}") {
                #expect(table[template]?.contains("{\(n)}") == true, "\(language.tag): \(template) loses {\(n)}")
            }
        }
        #expect(Catalogue.englishTexts.count == Set(Catalogue.englishTexts).count, "a text listed twice")
        for category in UnitCategory.allCases { #expect(table[category.title] != nil, "\(category.title)") }
        for word in Catalogue.valueWords { #expect(table[word] != nil, "\(word)") }
        #expect(table.values.allSatisfy { !$0.isEmpty })
    }

    /// Each mode's page in each language: `<html lang>`, and no English text the catalogue translates
    /// left as element text or an attribute value.
    @Test(arguments: PageLanguage.allCases.filter { $0 != .en }, CalculatorMode.allCases)
    func aPageInALanguageShowsItsWords(_ language: PageLanguage, _ mode: CalculatorMode) throws {
        var view = CalculatorState().view
        view.mode = mode
        view.memory = true
        view.stack = ["2"]
        view.history = [HistoryLine(expression: "1 + 2", result: "3")]
        view.expression = "1 + 2 ="
        var context = PageContext(seq: 1, sid: "abc", notice: "That page was out of date; nothing was changed.")
        context.language = language
        let page = KeypadPage.render(view, context: context)
        #expect(page.contains("<html lang=\"\(language.tag)\">"))
        let table = try #require(Catalogue.translations[language])
        for english in Catalogue.englishTexts where table[english] != english && english.count > 4 {
            for form in [
                ">\(english)<", "> \(english)<", ">\(english) <", "aria-label=\"\(english)\"", "title=\"\(english)\"",
            ] {
                #expect(!page.contains(form), "\(language.tag) \(mode): English “\(english)” left as \(form)")
            }
        }
        #expect(page.contains(table["That page was out of date; nothing was changed."]!))
    }

    /// The language of a number format: its own where there is a catalogue, else English.
    @Test func aNumberFormatsLanguage() {
        #expect(PageLanguage(.de) == .de)
        #expect(PageLanguage(.enIN) == .en)
        #expect(PageLanguage(.it) == .en)
        #expect(PageLanguage.fr("Evaluate") == "Calculer")
        #expect(PageLanguage.fr("a text no catalogue has") == "a text no catalogue has")
    }

    /// A worksheet's refusals of a name are translated with the name in them, and so is what it is not.
    @Test func theWorksheetsNameMessagesAreTranslated() {
        let lines = [
            "pi = 3", "km = 2", "x = x + 1", "f(x,) = x", "f() = 5", "2x = 4", "g(x, x) = x",
            // Dates, currencies and list functions.
            "1 m to USD", "2025-01-01 * 2", "2025-01-01 + 1 m", "2025-01-01 + 1.5 months", "2025-01-01 + 1.5 h",
            "2025-01-01 + 2025-01-02", "2025-01-01 to m", "stdev(1)", "nCr(-1, 2)", "gcd(1.5, 2)", "2025-02-30",
            "2 m^1000 * m^1000",
        ]
        for language in PageLanguage.allCases where language != .en {
            let sheet = Worksheet(text: lines.joined(separator: "\n"))
            for line in sheet.lines {
                let english = line.error?.description ?? ""
                #expect(!english.isEmpty && language.message(english) != english, "\(language) \(english)")
            }
        }
        #expect(
            PageLanguage.de.message("Syntax error at 1: '2x' is not a name: use letters, then letters or digits")
                == "Syntaxfehler an Stelle 1: '2x' ist kein Name: Verwenden Sie Buchstaben, dann Buchstaben oder Ziffern"
        )
        #expect(
            PageLanguage.fr.message("Syntax error at 1: km is a unit: choose another name, such as km1")
                == "Erreur de syntaxe en position 1 : km est une unité : choisissez un autre nom, comme km1")
    }

    /// Every message the engine writes, made by real input, is translated whole with its values.
    @Test(arguments: PageLanguage.allCases.filter { $0 != .en })
    func theEnginesMessagesAreTranslated(_ language: PageLanguage) {
        let english = NumberLocale.en.format
        let german = NumberLocale.de.format
        let inputs: [(String, NumberFormat, [String])] = [
            ("1/0", english, []), ("0/0", english, []), ("sqrt(-1)", english, []), ("10^10000", english, []),
            (String(repeating: "3248!/3247!+", count: 4) + "1", english, []), ("2^400%3", english, ["100"]),
            (String(repeating: "1", count: 1_001), english, ["1001", "1000"]), ("2*(3", english, ["5", "3"]),
            ("sin 3", english, ["5", "sin"]), (String(repeating: "(", count: 201) + "1", english, ["201", "200"]),
            ("1)", english, ["2"]), ("1$", english, ["2", "$"]), ("1,2,3", german, ["4"]), ("1.2.3", english, ["4"]),
            ("foo", english, ["1", "foo"]), ("1+", english, ["3"]), ("1 (2) 3", english, ["7"]), ("", english, ["1"]),
            (".", english, ["1"]), ("1.234", german, ["1", "1.234", "1234", "1,234"]), ("1,5", english, ["2", ","]),
            // Units (SPEC 10.3).
            ("100 F to C", english, ["5", "F", "Fahrenheit", "°F", "degF"]),
            // Calls with the wrong number of values.
            ("sqrt(7,3)", english, ["7", "sqrt"]), ("log(8; 2)", german, ["6", "log"]),
            ("round(1, 2, 3)", english, ["11", "round"]), ("mod(7)", english, ["mod", "a", "b"]),
            ("nCr(7)", english, ["nCr", "n", "r"]), ("round(1, 2.5)", english, ["-100", "100"]),
            ("atan2(1)", english, ["atan2", "y", "x"]), ("atan2(2025-01-01, 1)", english, ["atan2"]),
            ("sqrt(2025-03-01)", english, ["sqrt"]), ("atan2(3 m, 4 s)", english, ["s", "m"]),
            ("1 m + 1 s", english, ["5", "m", "s"]), ("sqrt(1 m^2) + 1 s", english, ["m", "s"]),
            ("1/2/2026 + 30 days", english, ["10", "d", "2025-03-01"]),
            ("1 + 02.01.2026", english, ["5", "02.01.2026", "2025-03-01"]),
            ("31.02.2026", german, ["1", "31.02.2026"]),
            ("sqrt(4 m^2) to s", english, ["m", "s"]), ("5 °C to Δ°C", english, ["°C", "Δ°C"]),
            ("1/5 °C", english, ["°C", "K"]), ("2 m * 5 °C", english, ["°C", "K"]), ("(5 °C)^2", english, ["°C", "K"]),
            ("20 °C + 5 °C", english, ["5 Δ°C"]), ("20 °C % 5 °C", english, ["5 Δ°C"]), ("2^(3 m)", english, ["m"]),
            ("(4 m)^0.5", english, ["m", "0.5"]), ("sin(5 m)", english, ["sin", "m"]),
            ("ln(5 m)", english, ["ln", "m"]),
            ("sqrt(5 °C)", english, ["sqrt", "°C", "K"]), ("sqrt(5 m)", english, ["sqrt", "m"]),
            ("5 km to 2", english, ["9", "to"]), ("5 km m to mi", english, ["6", "km", "m"]),
            ("sqrt(4) to mi", english, ["mi"]),
            // Integers (SPEC 10.5).
            ("0b102", english, ["5", "2"]), ("2.5 & 1", english, ["and"]), ("1 rol 2", english, ["rol", "64"]),
            ("1 << -1", english, []), ("0.5 to hex", english, ["to hex"]),
        ]
        for (text, format, values) in inputs {
            do {
                _ = try ExpressionEvaluator().evaluate(text, format: format)
                Issue.record("\(text) did not fail")
            } catch {
                let message = error.description
                let translated = language.message(message)
                #expect(translated != message, "\(language.tag): “\(message)” is not translated")
                for value in values {
                    #expect(translated.contains(value), "\(language.tag): \(translated) lost \(value)")
                }
            }
        }
        for notice in [
            CalculatorState.roundedNotice, CalculatorState.longFractionNotice, CalculatorState.allDigitsNotice,
        ] {
            #expect(language.message(notice) != notice)
        }
        #expect(language.message("a message no template knows") == "a message no template knows")
    }

    /// The engine's words inside a message (`a plain number`) are translated with it; other values
    /// (units, names) are not, even where one is also a text of the catalogue.
    @Test func theEnginesWordsInAMessageAreTranslated() {
        #expect(
            PageLanguage.de.message("Cannot convert a plain number to mi")
                == "Keine Umrechnung möglich: eine reine Zahl in mi")
        #expect(
            PageLanguage.fr.message("Units do not match: a plain number and km")
                == "Unités incompatibles : un nombre sans unité et km")
        #expect(
            PageLanguage.es.message("Syntax error at 1: unknown name 'Power'")
                == "Error de sintaxis en la posición 1: nombre desconocido «Power»")
    }
}
