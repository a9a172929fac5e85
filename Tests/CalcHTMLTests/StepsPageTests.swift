import CalcEngine
import Testing

@testable import CalcHTML

struct StepsPageTests {
    @Test func seed000sWorkingIsOneMarkedLinePerStep() {
        let html = StepsPage.render(Reduction(of: "-6-5+4*3^2"), typed: "-6-5+4*3^2")
        #expect(
            html.contains(
                #"""
                <ol class="working">
                <li><code>-6-5+4*<mark>3^2</mark></code> <span class="gives">→ 3^2 = 9</span></li>
                <li><code>-6-5+<mark>4*9</mark></code> <span class="gives">→ 4*9 = 36</span></li>
                <li><code><mark>-6-5</mark>+36</code> <span class="gives">→ -6-5 = -11</span></li>
                <li><code><mark>-11+36</mark></code> <span class="gives">→ -11+36 = 25</span></li>
                <li class="result"><code>25</code></li>
                </ol>
                """#))
        #expect(html.contains(#"<a href="/?expr=-6-5%2B4%2A3%5E2">Open this calculation in the calculator</a>"#))
        #expect(html.contains(#"<title>Steps: -6-5+4*3^2 – Calculator</title>"#))
        #expect(html.contains(#"value="-6-5+4*3^2""#))
    }

    @Test func anErrorEndsTheWorkingWhereItHappens() {
        let html = StepsPage.render(Reduction(of: "1/(2-2)"), typed: "1/(2-2)")
        #expect(html.contains(#"<li><code>1/<mark>0</mark></code>"#) == false)
        #expect(html.contains(#"<li><code>1/(<mark>2-2</mark>)</code> <span class="gives">→ 2-2 = 0</span></li>"#))
        #expect(html.contains(#"<li><code><mark>1/0</mark></code></li>"#))
        #expect(html.contains(#"<p class="error" id="steps-error" role="status">Cannot divide by zero</p>"#))
        #expect(!html.contains("Open this calculation"))
    }

    /// Exact values as fractions, a fraction already in lowest terms said to stay one, and the result
    /// as a fraction with its decimal (issue 28, item 9; 1/3 + 1/7 = 10/21 by Python's fractions).
    @Test func exactValuesAreShownAsFractions() {
        let html = StepsPage.render(Reduction(of: "1/3+1/7"), typed: "1/3+1/7")
        #expect(
            html.contains(
                #"""
                <ol class="working">
                <li><code><mark>1/3</mark>+1/7</code> <span class="gives">→ 1/3 stays an exact fraction (≈ 0.333333333333333)</span></li>
                <li><code>(1/3)+<mark>1/7</mark></code> <span class="gives">→ 1/7 stays an exact fraction (≈ 0.142857142857143)</span></li>
                <li><code><mark>(1/3)+(1/7)</mark></code> <span class="gives">→ (1/3)+(1/7) = 10/21 ≈ 0.476190476190476</span></li>
                <li class="result"><code>10/21</code> <span class="gives">≈ 0.476190476190476</span></li>
                </ol>
                """#), "\(html)")
        let reduced = StepsPage.render(Reduction(of: "2/6+1"), typed: "2/6+1")
        #expect(reduced.contains(#"<span class="gives">→ 2/6 = 1/3 ≈ 0.333333333333333</span>"#))
        // The result's fraction is grouped as the steps above it write it.
        let large = StepsPage.render(Reduction(of: "1562509/9"), typed: "1562509/9")
        #expect(large.contains(#"→ 1,562,509/9 stays an exact fraction (≈ 173,612.111111111)"#), "\(large)")
        #expect(large.contains(#"<li class="result"><code>1,562,509/9</code> <span class="gives">≈ 173,612.111111111"#))
    }

    /// A syntax error keeps the text in the field, marked invalid, and points at the position with a
    /// caret line, as the calculator page does.
    @Test func aSyntaxErrorIsPointedAt() {
        let html = StepsPage.render(Reduction(of: "1+(2*3"), typed: "1+(2*3")
        #expect(html.contains(#"value="1+(2*3" autocomplete="off" autocapitalize="off" spellcheck="false" aria-invalid="true" aria-describedby="steps-error">"#))
        #expect(
            html.contains(
                "<pre id=\"steps-pointer\" class=\"pointer\">1+(2*3 \n"
                    + #"<span class="caret" aria-hidden="true">      ^</span></pre>"#))
        #expect(html.contains(#"<p class="error" id="steps-error" role="status">Syntax error at 7: "#))
        let evaluated = StepsPage.render(Reduction(of: "1/0"), typed: "1/0")
        #expect(!evaluated.contains("aria-invalid") && !evaluated.contains("pointer"))
    }

    @Test func typedTextIsEscapedEverywhere() {
        let html = StepsPage.render(Reduction(of: "<b>\"'&"), typed: "<b>\"'&")
        #expect(!html.contains("<b>\"'&"))
        #expect(html.contains(#"value="&lt;b&gt;&quot;&#39;&amp;""#))
        #expect(!html.contains("Open this calculation"))
        let linked = StepsPage.render(Reduction(of: "2*(3+4) "), typed: "2*(3+4) ")
        // The link carries the working's own text, read the same in every number format.
        #expect(linked.contains(#"href="/?expr=2%2A%283%2B4%29""#))
    }

    @Test func aWorkingTooLongToShowEndsWithANoteAndTheResult() {
        let text = Array(repeating: "9^99", count: 200).joined(separator: "+")
        let working = Reduction(of: text)
        let html = StepsPage.render(working, typed: text)
        #expect(working.omittedSteps > 0)
        #expect(
            html.contains(
                "<li class=\"note\">… \(working.omittedSteps) more steps, not shown: a page shows at most 200 steps and "
                    + "50,000 characters of working.</li>"))
        #expect(html.contains(#"<li class="result"><code>5.90253308613055e96</code></li>"#))
        #expect(html.contains("Open this calculation in the calculator"))
    }

    @Test func aWorkingPastTheBudgetSaysSoAndLinksToTheCalculator() {
        let text = Array(repeating: "3248!", count: 4).joined(separator: "+")
        let html = StepsPage.render(Reduction(of: text), typed: text)
        #expect(html.contains(#"<p class="error" id="steps-error" role="status">Calculation is too complex</p>"#))
        #expect(html.contains("printing included"))
        #expect(html.contains("Open this calculation in the calculator"))
    }

    /// However long or costly the expression, the page stays under 100 KB (2 MB before).
    static let longTexts: [String] = [
        Array(repeating: "9^99", count: 200).joined(separator: "+"),
        Array(repeating: "1e99", count: 200).joined(separator: "+"),
        Array(repeating: "sqrt(2)", count: 125).joined(separator: "*"),
        "1" + String(repeating: "+0", count: 499),
        Array(repeating: "1", count: 300).joined(separator: "+"),
        String(repeating: "\"", count: 30_000),
        String(repeating: "<", count: 1_001),
        "a" + String(repeating: "\u{301}", count: 10_000),
    ]

    @Test(arguments: longTexts)
    func thePageIsBounded(text: String) {
        let html = StepsPage.render(Reduction(of: text), typed: text)
        #expect(html.utf8.count < 100_000, "\(html.utf8.count) bytes")
    }

    @Test func theTypedTextIsEchoedAtMostAsLongAsAnExpressionMayBe() {
        let text = String(repeating: "7", count: 1_500)
        let html = StepsPage.render(Reduction(of: text), typed: text)
        #expect(html.contains(#"value="\#(String(repeating: "7", count: 1_000))""#))
        #expect(!html.contains(String(repeating: "7", count: 1_001)))
        #expect(html.contains("Expression too long: 1500 characters (at most 1000)"))
    }

    /// SPEC 10.2: the steps show the expansion of a percent, `200 − 10% → 200 − 20`.
    @Test func aPercentIsExpandedIntoItsShare() {
        let html = StepsPage.render(Reduction(of: "200 - 10%"), typed: "200 - 10%")
        #expect(
            html.contains(
                #"""
                <ol class="working">
                <li><code>200-<mark>10%</mark></code> <span class="gives">→ 10% of 200 = 20</span></li>
                <li><code><mark>200-20</mark></code> <span class="gives">→ 200-20 = 180</span></li>
                <li class="result"><code>180</code></li>
                </ol>
                """#))
        #expect(html.contains(#"<a href="/?expr=200-10%25">Open this calculation in the calculator</a>"#))
        let plain = StepsPage.render(Reduction(of: "48.20*15%"))
        #expect(plain.contains(#"<li><code>48.2*<mark>15%</mark></code> <span class="gives">→ 15% = 0.15</span></li>"#))
    }

    @Test func withoutAnExpressionItIsTheForm() {
        let html = StepsPage.render(nil)
        #expect(html.contains(#"<input id="steps-expr" name="expr" value="""#))
        #expect(!html.contains("<ol"))
    }
}
