import CalcEngine
import TestSupport
import Testing

@testable import CalcHTML

/// The unit converter's page (issue 31, item 5): the answer, the GET form, the links, a mistake next
/// to its field, the page in the visitor's format and language.
struct ConverterPageTests {
    static func page(_ value: String?, _ from: String?, _ to: String?, locale: NumberLocale = .en) -> String {
        ConverterPage.render(Conversion(value: value, from: from, to: to, format: locale.format), locale: locale)
    }

    @Test func theAnswerComesFirstThenTheFormThenTheLinks() throws {
        let html = Self.page("5", "km", "mi")
        #expect(html.contains("<title>5 km = 3.10685596118667 mi – Unit converter – Calculator</title>"))
        #expect(
            html.contains(
                #"""
                <h1>Unit converter</h1>
                <div class="answer"><p><output id="convert-result" for="convert-value convert-from convert-to">5 km = 3.10685596118667 mi</output></p><p class="exact">Exactly 78,125/25,146 mi</p></div>
                <form method="get" action="/convert" class="converter">
                <div class="field"><label for="convert-value">Value</label>
                <input id="convert-value" name="value" value="5" inputmode="decimal" autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="convert-result"></div>
                <div class="field"><label for="convert-from">From</label>
                <select id="convert-from" name="from">
                <optgroup label="Length"><option value="m">m</option><option value="km" selected>km</option>
                """#), "\(html)")
        #expect(
            html.contains(
                #"""
                <input type="hidden" name="locale" value="en">
                <p class="actions"><button class="eq">Convert</button> <button name="swap" value="swap">Swap From and To</button></p>
                </form>
                <p class="links">Calculation: <code>5 km to mi</code> · <a href="/steps?expr=5%20km%20to%20mi">Show steps</a> · <a href="/?expr=5%20km%20to%20mi">Use in calculator</a></p>
                <p><a href="/help.html#units">How to type units, and every unit by category</a></p>
                """#))
        // An answer focuses nothing: the page opens at its top, the answer in view.
        #expect(PageScraper(html: html).autofocusedTags.isEmpty)
        #expect(!html.contains("aria-invalid"))
    }

    /// Every category is a group of its units, each sent as typed and shown as a page writes it.
    @Test func theListsAreTheCataloguesUnitsByCategory() throws {
        let html = Self.page("2", "m^2", "ft^2")
        for (category, units) in UnitCatalog.standard.categories {
            #expect(html.count(of: "<optgroup label=\"\(category.title)\">") == 2, "\(category)")
            for unit in units { #expect(html.count(of: "<option value=\"\(unit)\"") == 2, "\(unit)") }
        }
        #expect(html.contains(#"<option value="m^2" selected>m²</option>"#))
        #expect(html.contains(#"<option value="km/h">km/h</option>"#))
        #expect(
            html.contains(
                #"<output id="convert-result" for="convert-value convert-from convert-to">2 m² = 21.5278208334194 ft²</output>"#
            ))
    }

    /// A unit the lists do not have, from a link, is the first option, selected, so the form sends it again.
    @Test func aUnitNotListedIsStillTheSelectedOne() {
        let html = Self.page("5", "kWh/d", "W")
        #expect(
            html.contains(
                #"<select id="convert-from" name="from">"# + "\n"
                    + #"<option value="kWh/d" selected>kWh/d</option><optgroup"#))
        #expect(html.contains("5 kWh/d = 208.333333333333 W"))
        #expect(html.count(of: " selected>") == 2)
    }

    @Test func anEmptyFormFocusesTheValueAndHasNoAnswer() throws {
        let html = Self.page(nil, nil, nil)
        #expect(html.contains("<title>Unit converter – Calculator</title>"))
        #expect(!html.contains("class=\"answer\"") && !html.contains("class=\"links\""))
        #expect(html.contains(#"<option value="km" selected>km</option>"#))
        #expect(html.contains(#"<option value="mi" selected>mi</option>"#))
        let focused = PageScraper(html: html).autofocusedTags
        try #require(focused.count == 1)
        #expect(focused[0].contains(#"id="convert-value""#))
        #expect(Self.page("  ", "°C", "°F").contains(#"<option value="°F" selected>°F</option>"#))
    }

    /// Units that measure different things: the To list is invalid, described by the message under
    /// it, focused, and the calculation is shown with a caret under the `to` the engine names.
    @Test func aMismatchIsNamedAtTheToList() throws {
        let html = Self.page("5", "km", "s")
        #expect(
            html.contains(
                #"""
                <div class="field"><label for="convert-to">To</label>
                <select id="convert-to" name="to" aria-invalid="true" aria-describedby="convert-error" autofocus>
                """#), "\(html)")
        #expect(
            html.contains(
                #"""
                <option value="GHz">GHz</option></optgroup>
                </select>
                <p class="error" id="convert-error">Units do not match at 6: km and s</p>
                <pre id="convert-pointer" class="pointer">5 km <mark>t</mark>o s
                <span class="caret" aria-hidden="true">     ^   </span></pre>
                </div>
                <input type="hidden" name="locale" value="en">
                """#), "\(html)")
        #expect(html.contains("<title>Units do not match at 6: km and s – Unit converter – Calculator</title>"))
        #expect(!html.contains("class=\"answer\"") && !html.contains("Show steps"))
        #expect(html.count(of: "aria-invalid") == 1)
    }

    /// Which field a mistake is named at, and what it says.
    @Test(arguments: [
        ("abc", "km", "mi", Conversion.Field.value, "Syntax error at 1: unknown name 'abc'"),
        ("1+", "km", "mi", .value, "Syntax error at 3: expected a number"),
        ("1/0", "km", "mi", .value, "Cannot divide by zero"),
        ("5 km", "km", "mi", .value, "Type the value without a unit: choose its unit under From."),
        ("5", "furlongs", "mi", .from, "Syntax error at 1: unknown name 'furlongs'"),
        ("5", "M", "mi", .from, "“M” is not a unit"),
        ("5", "km to mi", "m", .from, "“km to mi” is not a unit"),
        ("5", "km", "2", .to, "“2” is not a unit"),
        ("5", "°C", "Δ°C", .to, "°C and Δ°C: a temperature and a difference of temperatures do not convert"),
        ("5", "m^2", "m", .to, "Units do not match at 7: m² and m"),
    ])
    func aMistakeIsNamedAtItsField(
        value: String, from: String, to: String, field: Conversion.Field, message: String
    ) throws {
        let conversion = Conversion(value: value, from: from, to: to)
        let failure = try #require(conversion.failure)
        #expect(failure.field == field)
        #expect(failure.message == message)
        #expect(conversion.result == nil)
        let html = ConverterPage.render(conversion)
        let focused = PageScraper(html: html).autofocusedTags
        try #require(focused.count == 1)
        #expect(focused[0].contains(#"id="convert-\#(field.rawValue)""#))
        #expect(focused[0].contains(#"aria-invalid="true" aria-describedby="convert-error""#))
    }

    /// A value that is a calculation is put in parentheses, since a unit belongs to the number
    /// just before it: `1/3` km is a third of a kilometre, not 1 ÷ (3 km).
    @Test func aCalculatedValueIsOneValue() {
        let third = Conversion(value: "1/3", from: "km", to: "m")
        #expect(third.expression == "(1/3) km to m")
        #expect(third.result?.displayString == "333.333333333333 m")
        #expect(Conversion(value: "-40", from: "°C", to: "°F").result?.displayString == "-40 °F")
        #expect(Conversion(value: " 2.50 ", from: "km", to: "m").expression == "2.5 km to m")
    }

    /// The value at most as long as an expression may be, and the whole calculation too; a unit at
    /// most ``Conversion/maximumUnitLength`` characters; the page echoes no more than that.
    @Test func theInputsAreBounded() throws {
        let long = String(repeating: "1", count: 1_001)
        let refused = Conversion(value: long, from: "km", to: "mi")
        #expect(refused.failure?.message == "The value is too long: 1001 characters (at most 1000)")
        let html = ConverterPage.render(refused)
        #expect(html.contains("value=\"\(String(repeating: "1", count: 1_000))\""))
        #expect(!html.contains(String(repeating: "1", count: 1_001)))
        let nearly = Conversion(value: String(repeating: "1", count: 1_000), from: "km", to: "mi")
        #expect(nearly.failure?.message == "The value is too long: 1000 characters (at most 991)")
        let unit = String(repeating: "m", count: 41)
        let wide = Conversion(value: "1", from: "km", to: unit)
        #expect(wide.failure == .init(field: .to, message: "The unit is too long: 41 characters (at most 40)"))
        #expect(!ConverterPage.render(wide).contains(unit))
    }

    /// Text from the address is escaped wherever the page repeats it.
    @Test func whatIsTypedIsEscaped() {
        let html = Self.page(#"<script>"x"#, #""><b>"#, "mi")
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        #expect(html.contains(#"value="&lt;script&gt;&quot;x""#))
        #expect(html.contains(#"<option value="&quot;&gt;&lt;b&gt;" selected>&quot;&gt;&lt;b&gt;</option>"#))
    }

    /// A German visitor types `2,5` and reads `2,5 km = 1,55…` in German; the links carry the
    /// engine's own text, and the form says the format its value is typed in.
    @Test func theVisitorsFormatAndLanguage() {
        let html = Self.page("2,5", "km", "mi", locale: .de)
        #expect(html.contains("<html lang=\"de\">"))
        #expect(html.contains(">2,5 km = 1,55342798059333 mi</output>"))
        #expect(html.contains(#"<p class="exact">Genau 78125/50292 mi</p>"#))
        #expect(html.contains(#"<label for="convert-value">Wert</label>"#))
        #expect(html.contains(#"<optgroup label="Gewicht und Masse">"#))
        #expect(html.contains(#"<input type="hidden" name="locale" value="de">"#))
        #expect(html.contains(#"Rechnung: <code>2,5 km to mi</code>"#))
        #expect(html.contains(#"<a href="/?expr=2.5%20km%20to%20mi">Im Rechner verwenden</a>"#))
        #expect(html.contains(#"<a href="/help.de.html#units">"#))
        let french = Self.page("1234,5", "km", "s", locale: .fr)
        #expect(french.contains("Unités incompatibles en position 11 : km et s"))
        #expect(french.contains("1234,5 km <mark>t</mark>o s"))
    }

    /// Each language's page leaves none of the English words its catalogue translates.
    @Test(arguments: [NumberLocale.de, .fr, .es])
    func aPageInALanguageShowsItsWords(_ locale: NumberLocale) throws {
        let language = PageLanguage(locale)
        let table = try #require(Catalogue.translations[language])
        for html in [Self.page("5", "km", "mi", locale: locale), Self.page("5", "km", "s", locale: locale)] {
            for english in Catalogue.englishTexts where table[english] != english && english.count > 3 {
                for form in [">\(english)<", "label=\"\(english)\"", ">\(english) <"] {
                    #expect(!html.contains(form), "\(language.tag): English “\(english)” left as \(form)")
                }
            }
        }
    }

    /// The page keeps the contract of every page: no script, no inline style, one form whose
    /// first button converts (Enter in the value converts), each name and value once.
    @Test func theContractOfEveryPage() throws {
        for html in [Self.page("5", "km", "mi"), Self.page("5", "km", "s"), Self.page(nil, nil, nil)] {
            #expect(!html.lowercased().contains("<script") && !html.contains("style="))
            let forms = PageScraper(html: html).forms
            try #require(forms.count == 1)
            #expect(forms[0].hasPrefix(#" method="get" action="/convert""#))
            let firstButton = try #require(forms[0].components(separatedBy: "<button").dropFirst().first)
            #expect(firstButton.hasPrefix(#" class="eq">Convert</button>"#))
            let pairs = PageScraper.pairs(forms[0])
            #expect(Set(pairs).count == pairs.count, "\(pairs)")
            for id in ["convert-value", "convert-from", "convert-to"] {
                #expect(html.count(of: "id=\"\(id)\"") == 1)
                #expect(html.count(of: "<label for=\"\(id)\"") == 1)
            }
        }
    }
}
