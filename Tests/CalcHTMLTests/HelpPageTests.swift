import CalcEngine
import Testing

@testable import CalcHTML

struct HelpPageTests {
    @Test(arguments: [
        ("2^3^2", "64"), ("-3^2", "-9"), ("-7 % 3", "2"), ("0^0", "1"), ("1/0", "Cannot divide by zero"),
    ])
    func engineExamples(expression: String, shown: String) {
        #expect(HelpExamples.engine.evaluate(expression) == shown)
    }

    /// Typed after a result, text that begins with an operator continues from it: the help page's
    /// examples that begin with one say they are typed on a fresh calculator, and what they give
    /// typed after the example above (issue 28, item 9: `-3^2` after 64 is 55).
    @Test func examplesThatContinueAResultSaySo() {
        #expect(HelpExamples.engine.continuing("2^3^2", "-3^2") == "55")
        #expect(HelpExamples.engine.continuing("2*-3", "-7 % 3") == "-7")
        #expect(HelpExamples.engine.continuing("2^3^2", "2*-3") == "-6")
        let page = HelpPage.render(examples: HelpExamples.engine)
        #expect(
            page.contains(
                "<li><code>-3^2</code> → <samp>-9</samp> (unary minus is looser than ^: -(3^2); on a fresh calculator: "
                    + "typed after the 64 above, it continues from it and gives 55)"))
        #expect(page.contains("<code>-3^2</code> typed after 64 gives 55"))
        var before: String?
        for (expression, note) in HelpExamples.cases {
            let says = page.contains("(\(note); on a fresh calculator:")
            #expect(says == (before != nil && HelpExamples.continuesFromAResult(expression)), "\(expression)")
            before = expression
        }
    }

    @Test func engineStepsEndInTheResult() {
        let steps = HelpExamples.engine.steps(HelpExamples.reduced)
        #expect(steps.first == "-6-5+4*3^2")
        #expect(steps.last == "25")
    }

    @Test func repeatedStepsAreShownOnce() {
        let examples = HelpExamples(evaluate: { $0 }, steps: { _ in ["a", "b", "b", "c"] })
        #expect(
            HelpPage.render(examples: examples).contains(
                "<ol class=\"steps\">\n<li><code>a</code></li>\n<li><code>b</code></li>\n<li><code>c</code></li>\n</ol>"
            ))
    }

    @Test func linkBackToTheCalculatorAtTheTop() throws {
        let page = HelpPage.render(examples: HelpExamples(evaluate: { $0 }, steps: { _ in [] }))
        let back = try #require(page.range(of: #"<p class="back"><a href="/">← Back to the calculator</a></p>"#))
        let heading = try #require(page.range(of: "<h1>"))
        #expect(back.lowerBound < heading.lowerBound)
        #expect(page.contains(#"<h2 id="keyboard">Keyboard</h2>"#))
    }

    @Test func examplesAreEscaped() {
        let examples = HelpExamples(evaluate: { _ in "<b>&" }, steps: { _ in ["<i>"] })
        let page = HelpPage.render(examples: examples)
        #expect(page.contains("<samp>&lt;b&gt;&amp;</samp>"))
        #expect(page.contains("<li><code>&lt;i&gt;</code></li>"))
        #expect(!page.contains("<b>&"))
    }
}

/// The help page's section on units (issue 31, item 5): its examples are what the engine gives,
/// and every unit the converter lists is there, by category, in each language.
struct HelpUnitsTests {
    @Test(arguments: HelpText.unitExamples)
    func theUnitExamplesAreTheEngines(expression: String, result: String) {
        #expect(HelpExamples.engine.evaluate(expression) == result)
    }

    @Test func theSyntaxRulesAreStated() {
        let units = HelpText.units.markup
        for fragment in [
            "<code>-&gt;</code> and <code>→</code>", "<code>in</code> is the inch", "<code>M</code> the memory",
            "<code>Δ°C</code> and <code>Δ°F</code> are differences", "write <code>(1/3) m</code>",
            "<code>1 m + 1 s</code> is an error", #"<a href="/convert">unit converter</a>"#,
        ] {
            #expect(units.contains(fragment), "\(fragment)")
        }
        #expect(HelpExamples.engine.evaluate("1 m + 1 s") == "Units do not match at 5: m and s")
    }

    @Test(arguments: PageLanguage.allCases)
    func everyUnitIsListedByCategory(_ language: PageLanguage) throws {
        let page = HelpPage.render(examples: HelpExamples(evaluate: { $0 }, steps: { [$0] }), language: language)
        let start = try #require(page.range(of: "<dl class=\"units\">"))
        let list = page[start.upperBound...]
        for (category, units) in UnitCatalog.standard.categories {
            let row =
                "<dt>\(language(category.title))</dt><dd>"
                + units.map { "<code>\($0.replacing("&", with: "&amp;"))</code>" }.joined(separator: " ") + "</dd>"
            #expect(list.contains(row), "\(language.tag): \(row)")
        }
        #expect(page.contains(HelpWords.of(language).units.markup))
        let units = try #require(page.range(of: "<h2 id=\"units\">"))
        let examples = try #require(page.range(of: "<h2 id=\"examples\">"))
        #expect(start.lowerBound > units.lowerBound && start.lowerBound < examples.lowerBound)
    }
}

/// The help page's sections on the worksheet and on dates: their examples are what the engine
/// gives, and both sections are on the page in each language, after the units and before the examples.
struct HelpSheetDatesTests {
    @Test(arguments: HelpText.sheetFunctionExamples + HelpText.dateExamples)
    func theExamplesAreTheEngines(expression: String, result: String) throws {
        #expect(try ExpressionEvaluator().evaluate(expression).displayString == result)
    }

    @Test func theWorkedSheetIsTheEngines() {
        let sheet = Worksheet(text: HelpText.sheetExample)
        #expect(sheet.lines.map(\.result) == HelpText.sheetResults)
        let rows = HelpText.sheetExample.split(separator: "\n")
        for row in rows { #expect(HelpText.worksheet.markup.contains("<td><code>\(row)</code></td>")) }
        for result in HelpText.sheetResults.compactMap({ $0 }) {
            #expect(HelpText.worksheet.markup.contains("<td><samp>\(result)</samp></td>"))
        }
    }

    @Test func theRulesAreStated() {
        #expect(HelpExamples.engine.evaluate("mean(1, 2)") == "1.5")
        #expect(throws: CalculatorError.self) { try ExpressionEvaluator().evaluate("2025-03-01 + 36 h") }
        #expect(HelpExamples.engine.evaluate("2025-3-1") == "2021")
        #expect(Worksheet(text: "x = x + 1").lines[0].error != nil)
        #expect(Worksheet.maximumLines == 200 && Worksheet.maximumLength == 20_000)
    }

    @Test(arguments: PageLanguage.allCases)
    func theSectionsAreOnThePage(_ language: PageLanguage) throws {
        let page = HelpPage.render(examples: HelpExamples(evaluate: { $0 }, steps: { [$0] }), language: language)
        let words = HelpWords.of(language)
        let units = try #require(page.range(of: "<h2 id=\"units\">"))
        let worksheet = try #require(page.range(of: words.worksheet.markup))
        let dates = try #require(page.range(of: words.dates.markup))
        let examples = try #require(page.range(of: "<h2 id=\"examples\">"))
        #expect(units.lowerBound < worksheet.lowerBound && worksheet.upperBound <= dates.lowerBound)
        #expect(dates.upperBound <= examples.lowerBound)
    }
}

/// The help page's section on programmer mode: its examples are what the engine gives in their
/// words, and it is on the page in each language, after dates and before the worked examples.
struct HelpProgrammerTests {
    @Test(arguments: HelpText.programmerExamples)
    func theExamplesAreTheEngines(expression: String, word: String?, result: String) throws {
        var evaluator = ExpressionEvaluator()
        evaluator.word = word.flatMap(WordFormat.init(code:))
        #expect(try evaluator.evaluate(expression).displayString == result)
    }

    @Test(arguments: PageLanguage.allCases)
    func theSectionIsOnThePageWithTheKeys(_ language: PageLanguage) throws {
        let page = HelpPage.render(examples: HelpExamples(evaluate: { $0 }, steps: { [$0] }), language: language)
        let words = HelpWords.of(language)
        let dates = try #require(page.range(of: words.dates.markup))
        let programmer = try #require(page.range(of: words.programmer.markup))
        let examples = try #require(page.range(of: "<h2 id=\"examples\">"))
        #expect(dates.upperBound <= programmer.lowerBound && programmer.upperBound <= examples.lowerBound)
        for value in ["A", "xor", "rol", "word-8", "unsigned", "base-2"] {
            #expect(page.contains("<kbd>\(value)</kbd>") || page.contains(">\(value)<"), "\(language.tag): \(value)")
        }
    }
}

/// The help page's worked examples link to their working on `/steps`.
struct HelpStepsLinkTests {
    @Test func everyWorkedExampleLinksToItsSteps() {
        let html = HelpPage.render(examples: HelpExamples.engine)
        #expect(html.components(separatedBy: ">steps</a>").count - 1 == HelpExamples.cases.count)
        #expect(html.contains(#"<a href="/steps?expr=-6-5%2B4%2A3%5E2">"#))
        #expect(html.contains("/eval?expr="))
    }
}
