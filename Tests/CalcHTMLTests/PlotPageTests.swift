import CalcEngine
import Testing

@testable import CalcHTML

/// The graph's SVG and page markup (SPEC 10.6).
struct PlotPageTests {
    let plot = Result { try Plot.make(functions: ["x^2-2", "1/x"], x: -3...3) }

    @Test func theSVGIsAnImageWithTitleAndDescriptionAndNoStyle() throws {
        let svg = PlotSVG.render(try plot.get())
        #expect(
            svg.hasPrefix(
                #"<svg class="plot-svg" viewBox="0 0 480 320" role="img" aria-labelledby="plot-title plot-desc">"#))
        #expect(svg.contains(#"<title id="plot-title">Graph of x^2-2 and 1/x</title>"#))
        #expect(svg.contains(#"<desc id="plot-desc">x from -3 to 3, y from "#))
        #expect(!svg.contains("style") && !svg.contains("<script"))
        #expect(svg.contains(#"class="plot-curve plot-curve-1""#) && svg.contains(#"class="plot-curve plot-curve-2""#))
        // The pole of 1/x breaks its path: two runs, each starting with a move.
        let reciprocal = try #require(svg.split(separator: "\n").first { $0.contains("plot-curve-2") })
        #expect(reciprocal.filter { $0 == "M" }.count == 2)
    }

    @Test func titlesAreEscaped() throws {
        let svg = PlotSVG.render(try plot.get(), title: "a <b> & \"c\"")
        #expect(svg.contains("<title id=\"plot-title\">a &lt;b&gt; &amp; &quot;c&quot;</title>"))
    }

    @Test func aStandaloneFileCarriesItsColoursAsAttributes() throws {
        let svg = PlotSVG.render(try plot.get(), standalone: true)
        #expect(svg.contains(#"xmlns="http://www.w3.org/2000/svg""#))
        #expect(svg.contains(##"stroke="#1d4ed8""##) && svg.contains(#"stroke-dasharray="9 5""#))
        #expect(!svg.contains("style="))
    }

    @Test func thePageHasZoomLinksKeyPointsAndTable() throws {
        let page = PlotPage.render(.success(try plot.get()), query: PlotPage.Query(functions: ["x^2-2", "1/x"]))
        #expect(page.contains(#"<a href="/plot?f=x%5E2-2&amp;f=1%2Fx&amp;xmin=-1.5&amp;xmax=1.5">Zoom in</a>"#))
        #expect(page.contains("<li>Zero at x = 1.41421</li>"))
        #expect(page.contains("<li>y-intercept: y = -2</li>"))
        #expect(page.contains("<h3><code>1/x</code></h3>\n<ul class=\"plot-points-2\">") == false)
        #expect(!page.contains("style=") && !page.contains("<script") && !page.contains("<style"))
    }

    @Test func aPageInGermanWritesNumbersAndWordsInGerman() throws {
        let query = PlotPage.Query(functions: ["x^2-2", "1/x"], locale: .de, localeGiven: true)
        let page = PlotPage.render(.success(try plot.get()), query: query)
        #expect(page.contains("<li>Nullstelle bei x = 1,41421</li>"))
        #expect(page.contains("<h2 id=\"plot-values\">Wertetabelle</h2>"))
    }

    @Test func errorsAreShownInPlaceOfTheGraph() {
        let page = PlotPage.render(.failure(.emptyRange(axis: "x")), query: PlotPage.Query(functions: ["x"]))
        #expect(page.contains("<p class=\"error\" id=\"plot-error\" role=\"status\">xmin must be less than xmax.</p>"))
    }

    /// A coordinate that is not a number, or far off the drawing, is written as a number all the same.
    @Test(arguments: [(Double.nan, "0"), (1e300, "1000000000"), (-Double.infinity, "-1000000000"), (12.34, "12.3")])
    func aCoordinateIsAlwaysANumber(value: Double, text: String) {
        #expect(PlotSVG.n(value) == text)
    }
}
