import Testing

@testable import CalcHTML

struct HelpPageTests {
    @Test(arguments: [
        ("2^3^2", "64"), ("-3^2", "-9"), ("-7 % 3", "2"), ("0^0", "1"), ("1/0", "Cannot divide by zero"),
    ])
    func engineExamples(expression: String, shown: String) {
        #expect(HelpExamples.engine.evaluate(expression) == shown)
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

/// The help page's worked examples link to their working on `/steps`.
struct HelpStepsLinkTests {
    @Test func everyWorkedExampleLinksToItsSteps() {
        let html = HelpPage.render(examples: HelpExamples.engine)
        #expect(html.components(separatedBy: ">steps</a>").count - 1 == HelpExamples.cases.count)
        #expect(html.contains(#"<a href="/steps?expr=-6-5%2B4%2A3%5E2">"#))
        #expect(html.contains("/eval?expr="))
    }
}
