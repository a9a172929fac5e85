import CalcEngine

/// The graph page (`GET /plot`, SPEC 10.6): a form for up to five functions of `x` and the ranges,
/// the graph as an inline SVG (``PlotSVG``) with a legend, zoom and pan as links, the key points in
/// words and a table of sampled values, so that text browsers and screen readers get the same facts.
///
/// ```swift
/// let page = PlotPage.render(.success(try Plot.make(functions: ["sin(x)"], x: -5...5)), query: PlotPage.Query(functions: ["sin(x)"]))
/// ```
public enum PlotPage {
    /// What the visitor asked for, as typed: the functions and the four bounds.
    public struct Query: Sendable {
        public var functions: [String]
        public var bounds: [String: String]
        /// The format the typed text is in (the form says it back in a hidden field).
        public var locale: NumberLocale
        /// Whether the request named its locale (links then carry it too).
        public var localeGiven: Bool

        public init(
            functions: [String] = [], bounds: [String: String] = [:], locale: NumberLocale = .fallback,
            localeGiven: Bool = false
        ) {
            self.functions = functions
            self.bounds = bounds
            self.locale = locale
            self.localeGiven = localeGiven
        }
    }

    /// The names of the bounds' fields, in order.
    public static let boundNames = ["xmin", "xmax", "ymin", "ymax"]
    /// The rows of the table of values: every 20th sample, from xmin to xmax.
    static let tableRows = 21

    /// The page for `outcome` (nil: only the form), answering `query`.
    public static func render(_ outcome: Result<Plot, PlotError>?, query: Query) -> String {
        let language = PageLanguage(query.locale)
        let format = query.locale.format
        var page = HTML(capacity: 64_000)
        let heading = language("Graphs")
        let functions = query.functions.filter { !$0.allSatisfy(\.isWhitespace) }
        let title =
            functions.isEmpty
            ? heading : language.message("Graph of {1}", PlotSVG.list(functions, pair: language("{1} and {2}")))
        PageLayout.head(title: "\(title) – \(language("Calculator"))", language: language, into: &page)
        page.append(
            "<main class=\"page plot\">\n<p class=\"back\"><a href=\"/\">\(language("Back to the calculator"))</a></p>\n<h1>\(heading)</h1>\n"
        )
        let plot = try? outcome?.get()
        if case .failure(let error)? = outcome {
            page.append("<p class=\"error\" id=\"plot-error\" role=\"status\">\(message(error, language))</p>\n")
        }
        // The graph and its links first, then the form (a phone's first screen shows the graph).
        if let plot { page.append(graph(plot, query: query, language: language, format: format)) }
        page.append(form(query, plot: plot, language: language))
        if let plot, plot.curves.contains(where: { $0.error == nil }) {
            page.append(keyPoints(plot, language: language, format: format))
            page.append(table(plot, language: language, format: format))
        }
        page.append("</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page.markup
    }

    /// A ``PlotError`` in `language`.
    static func message(_ error: PlotError, _ language: PageLanguage) -> String {
        switch error {
        case .tooManyFunctions(let count):
            language.message("At most 5 functions can be plotted at once, not {1}.", String(count))
        case .notANumber(let bound, let text): language.message("{1} must be a number, not “{2}”.", bound, text)
        case .tooLarge(let bound): language.message("{1} must lie between -1e9 and 1e9.", bound)
        case .emptyRange(let axis): language.message("{1} must be less than {2}.", axis + "min", axis + "max")
        case .narrowRange(let axis): language.message("The {1} range is too narrow to draw; make it wider.", axis)
        }
    }

    /// The GET form: five function fields and the four bounds.
    static func form(_ query: Query, plot: Plot?, language: PageLanguage) -> HTML {
        var form: HTML = "<form method=\"get\" action=\"/plot\" class=\"plot-form\">\n"
        form.append("<fieldset><legend>\(language("Functions of x"))</legend>\n")
        for index in 0..<Plot.maximumFunctions {
            let value = index < query.functions.count ? StepsPage.echo(query.functions[index]) : ""
            let id = "plot-f\(index + 1)"
            form.append("<p><label for=\"\(id)\">\(language.message("f{1}(x) =", String(index + 1)))</label> ")
            form.append(
                "<input id=\"\(id)\" name=\"f\" value=\"\(value)\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\""
            )
            if let error = plot?.curves.indices.contains(index) == true ? plot?.curves[index].error : nil {
                form.append(" aria-invalid=\"true\" aria-describedby=\"\(id)-error\"></p>\n")
                form.append(
                    "<p class=\"error\" id=\"\(id)-error\">\(language.message("f{1}(x) =", String(index + 1))) \(language.message(error.description))</p>\n"
                )
            } else {
                form.append("></p>\n")
            }
        }
        form.append("</fieldset>\n<fieldset class=\"plot-bounds\"><legend>\(language("Ranges"))</legend>\n")
        for name in boundNames {
            let value = String((query.bounds[name] ?? "").prefix(40))
            form.append(
                "<p><label for=\"plot-\(name)\">\(name)</label> <input id=\"plot-\(name)\" name=\"\(name)\" value=\"\(value)\" size=\"8\" autocomplete=\"off\"></p>\n"
            )
        }
        form.append("<p class=\"hint\">\(language("Leave ymin and ymax blank to choose them from the values."))</p>\n")
        form.append("</fieldset>\n")
        if query.localeGiven { form.append("<input type=\"hidden\" name=\"locale\" value=\"\(query.locale.tag)\">") }
        form.append("<p><button>\(language("Plot"))</button></p>\n</form>\n")
        return form
    }

    /// The graph, its legend and the zoom links.
    static func graph(_ plot: Plot, query: Query, language: PageLanguage, format: NumberFormat) -> HTML {
        let drawn = plot.curves.filter { $0.error == nil }
        var body = HTML(capacity: 48_000)
        guard !drawn.isEmpty else { return body }
        let number = { (x: Double) in format.grouped(Plot.text(x)) }
        let description = language.message(
            "x from {1} to {2}, y from {3} to {4}. Key points and a table of values follow the graph.",
            format.grouped(plot.xText(plot.xRange.lowerBound)), format.grouped(plot.xText(plot.xRange.upperBound)),
            number(plot.yRange.lowerBound),
            number(plot.yRange.upperBound))
        let title = language.message("Graph of {1}", PlotSVG.list(drawn.map(\.text), pair: language("{1} and {2}")))
        body.append("<figure class=\"plot-figure\">\n")
        body.append(HTML(unescaped: PlotSVG.render(plot, title: title, description: description, format: format)))
        body.append("<figcaption><ul class=\"plot-legend\">\n")
        for (index, curve) in plot.curves.enumerated() where curve.error == nil {
            body.append(
                "<li><svg class=\"plot-key\" viewBox=\"0 0 40 10\" aria-hidden=\"true\" focusable=\"false\"><line class=\"plot-curve plot-curve-\(index + 1)\" x1=\"0\" y1=\"5\" x2=\"40\" y2=\"5\"/></svg> <code>\(curve.text)</code></li>\n"
            )
        }
        body.append("</ul></figcaption>\n</figure>\n")
        if plot.ranOut {
            body.append(
                "<p class=\"error\" role=\"status\">\(language("The graph ran out of its work allowance: some values and key points were not computed."))</p>\n"
            )
        }
        body.append(zoomLinks(plot, query: query, language: language))
        return body
    }

    /// In, out, left, right, up, down and reset, as links.
    static func zoomLinks(_ plot: Plot, query: Query, language: PageLanguage) -> HTML {
        let x = plot.xRange
        let y = plot.yRange
        let (xc, xh) = ((x.lowerBound + x.upperBound) / 2, (x.upperBound - x.lowerBound) / 2)
        let (yc, yh) = ((y.lowerBound + y.upperBound) / 2, (y.upperBound - y.lowerBound) / 2)
        let yGiven = plot.yGiven
        let links: [(String, (Double, Double), (Double, Double)?)] = [
            ("Zoom in", (xc - xh / 2, xc + xh / 2), yGiven ? (yc - yh / 2, yc + yh / 2) : nil),
            ("Zoom out", (xc - 2 * xh, xc + 2 * xh), yGiven ? (yc - 2 * yh, yc + 2 * yh) : nil),
            ("Left", (x.lowerBound - xh / 2, x.upperBound - xh / 2), yGiven ? (y.lowerBound, y.upperBound) : nil),
            ("Right", (x.lowerBound + xh / 2, x.upperBound + xh / 2), yGiven ? (y.lowerBound, y.upperBound) : nil),
            ("Up", (x.lowerBound, x.upperBound), (y.lowerBound + yh / 2, y.upperBound + yh / 2)),
            ("Down", (x.lowerBound, x.upperBound), (y.lowerBound - yh / 2, y.upperBound - yh / 2)),
            ("Reset", (Plot.defaultX.lowerBound, Plot.defaultX.upperBound), nil),
        ]
        var nav: HTML = "<nav class=\"plot-zoom\" aria-label=\"\(language("Zoom and pan"))\"><ul>\n"
        for (word, xs, ys) in links {
            let href = link(query, x: xs, y: ys)
            nav.append("<li><a href=\"\(href)\">\(language(word))</a></li>\n")
        }
        nav.append("</ul></nav>\n")
        return nav
    }

    /// The address of a plot of the query's functions over `x` (and `y`, else chosen).
    static func link(_ query: Query, x: (Double, Double), y: (Double, Double)?) -> String {
        let bound = { (value: Double) in
            let clamped = min(max(value, -Plot.largestBound), Plot.largestBound)
            let text = BigDecimal(exactly: "\(clamped)").map { $0.text(significantDigits: 10) } ?? "0"
            return query.localeGiven ? query.locale.format.ungrouped(text) : text
        }
        var parts = query.functions.filter { !$0.allSatisfy(\.isWhitespace) }.map {
            "f=" + URLEncoding.encoded($0)
        }
        parts.append("xmin=" + URLEncoding.encoded(bound(x.0)))
        parts.append("xmax=" + URLEncoding.encoded(bound(x.1)))
        if let y {
            parts.append("ymin=" + URLEncoding.encoded(bound(y.0)))
            parts.append("ymax=" + URLEncoding.encoded(bound(y.1)))
        }
        if query.localeGiven { parts.append("locale=" + query.locale.tag) }
        return "/plot?" + parts.joined(separator: "&")
    }

    /// The key points of each function, in words, with their precision.
    static func keyPoints(_ plot: Plot, language: PageLanguage, format: NumberFormat) -> HTML {
        var section: HTML = "<section class=\"plot-points\" aria-labelledby=\"plot-points\">\n"
        section.append("<h2 id=\"plot-points\">\(language("Key points"))</h2>\n")
        section.append(
            "<p>\(language.message("Found numerically from the samples: x and y to {1} significant digits; the y-intercept as the display shows it.", String(KeyPoint.significantDigits)))</p>\n"
        )
        for (index, curve) in plot.curves.enumerated() where curve.error == nil {
            section.append("<h3><code>\(curve.text)</code></h3>\n")
            guard !curve.keyPoints.isEmpty else {
                section.append("<p>\(language("No zeros, extrema or y-intercept in this range."))</p>\n")
                continue
            }
            section.append("<ul class=\"plot-points-\(index + 1)\">\n")
            for point in curve.keyPoints {
                let x = format.grouped(point.xText)
                let y = format.grouped(point.yText)
                let text: String
                switch point.kind {
                case .zero: text = language.message("Zero at x = {1}", x)
                case .minimum: text = language.message("Minimum at x = {1}, y = {2}", x, y)
                case .maximum: text = language.message("Maximum at x = {1}, y = {2}", x, y)
                case .intercept: text = language.message("y-intercept: y = {1}", y)
                }
                section.append("<li>\(text)</li>\n")
            }
            section.append("</ul>\n")
            if curve.keyPointsCut {
                section.append(
                    "<p>\(language.message("More zeros or extrema lie in this range; the first {1} of each are listed.", String(Plot.maximumKeyPoints)))</p>\n"
                )
            }
        }
        section.append("</section>\n")
        return section
    }

    /// Every 20th sample of each function, as a table.
    static func table(_ plot: Plot, language: PageLanguage, format: NumberFormat) -> HTML {
        let stride = Plot.samplesPerFunction / (tableRows - 1)
        var table: HTML = "<section class=\"plot-values\" aria-labelledby=\"plot-values\">\n"
        table.append("<h2 id=\"plot-values\">\(language("Table of values"))</h2>\n<div class=\"plot-table\"><table>\n")
        table.append(
            "<caption>\(language.message("{1} of the {2} samples, to {3} significant digits.", String(tableRows), String(Plot.samplesPerFunction + 1), String(KeyPoint.significantDigits)))</caption>\n"
        )
        table.append("<thead><tr><th scope=\"col\">x</th>")
        for curve in plot.curves where curve.error == nil {
            table.append("<th scope=\"col\"><code>\(curve.text)</code></th>")
        }
        table.append("</tr></thead>\n<tbody>\n")
        for row in 0..<tableRows {
            let i = row * stride
            let x = plot.curves.first { $0.error == nil && $0.samples.count > i }?.samples[i].x
            table.append("<tr><th scope=\"row\">\(x.map { format.grouped(plot.xText($0)) } ?? "–")</th>")
            for curve in plot.curves where curve.error == nil {
                if i < curve.samples.count {
                    if let value = curve.samples[i].value {
                        table.append(
                            "<td>\(format.grouped(value.text(significantDigits: KeyPoint.significantDigits)))</td>")
                    } else {
                        table.append("<td>\(language("undefined"))</td>")
                    }
                } else {
                    table.append("<td>\(language("not computed"))</td>")
                }
            }
            table.append("</tr>\n")
        }
        table.append("</tbody></table></div>\n</section>\n")
        return table
    }
}

extension PlotPage {
    /// The functions the help page draws.
    static let helpExample = (functions: ["x^2-2", "sin(x)"], x: -3.0...3.0)

    /// The help page's section on graphs: what the page does, an example drawn, and a link to it.
    static func helpSection(_ language: PageLanguage) -> HTML {
        var section: HTML = "<h2 id=\"graphs\">\(language("Graphs"))</h2>\n"
        section.append(
            "<p>\(language("The graph page draws up to five functions of x, with their key points (zeros, minima, maxima) and a table of values; zoom and pan are links."))</p>\n"
        )
        let example = helpExample
        let query = Query(functions: example.functions, locale: NumberLocale(rawValue: language.tag) ?? .fallback)
        let href = link(query, x: (example.x.lowerBound, example.x.upperBound), y: nil)
        if let plot = try? Plot.make(functions: example.functions, x: example.x) {
            let format = (NumberLocale(rawValue: language.tag) ?? .fallback).format
            let number = { (x: Double) in format.grouped(Plot.text(x)) }
            let title = language.message("Graph of {1}", PlotSVG.list(example.functions, pair: language("{1} and {2}")))
            let description = language.message(
                "x from {1} to {2}, y from {3} to {4}.",
                number(plot.xRange.lowerBound), number(plot.xRange.upperBound), number(plot.yRange.lowerBound),
                number(plot.yRange.upperBound))
            section.append("<figure class=\"plot-figure\">\n")
            section.append(
                HTML(
                    unescaped: PlotSVG.render(
                        plot, id: "help-plot", title: title, description: description, format: format)))
            section.append("</figure>\n")
        }
        section.append("<p><a href=\"\(href)\">\(language("Open this graph"))</a></p>\n")
        return section
    }
}
