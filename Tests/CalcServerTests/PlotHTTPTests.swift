import Foundation
import TestSupport
import Testing

/// The graph page over HTTP (SPEC 10.6) from a real server on a loopback port: a plot of two and of
/// five functions, a function that fails (422), ranges that are not ranges and too many functions (400).
@Suite(.serialized)
struct PlotHTTPTests {
    /// A server of its own for each request, the rate limit off: a page spends many calculations' work.
    func get(_ path: String) throws -> HTTPTestResponse {
        let server = try CalculatorProcess(["--rate-limit", "0"])
        defer { _ = server.stop() }
        // A debug build on a busy machine takes seconds for a five-function page (a release build, 68 ms).
        return try HTTPTestClient.send(port: server.port, path: path, timeout: 60)
    }

    @Test func twoFunctionsGiveAGraphKeyPointsAndATable() throws {
        let response = try get("/plot?f=x%5E2-2&f=sin(x)&xmin=-3&xmax=3")
        #expect(response.status == 200)
        let page = response.text
        #expect(
            page.contains(
                #"<svg class="plot-svg" viewBox="0 0 480 320" role="img" aria-labelledby="plot-title plot-desc">"#))
        #expect(page.contains(#"<title id="plot-title">Graph of x^2-2 and sin(x)</title>"#))
        #expect(page.components(separatedBy: "class=\"plot-curve plot-curve-").count - 1 == 4)  // 2 paths, 2 legend keys
        #expect(page.contains("<li>Zero at x = -1.41421</li>") && page.contains("<li>Zero at x = 1.41421</li>"))
        #expect(page.contains("<li>Maximum at x = 1.5708, y = 1</li>"))
        #expect(page.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 21)
        #expect(!page.contains("style=") && !page.contains("<script") && !page.contains("<style"))
        #expect(response.header("Content-Security-Policy")?.contains("script-src") != true)
    }

    @Test func fiveFunctionsAreDrawnWithinTheBudget() throws {
        let response = try get("/plot?f=tan(x)&f=1%2Fx&f=sqrt(x)&f=sin(x)&f=x%5E3-x&xmin=-5&xmax=5")
        #expect(response.status == 200)
        #expect(response.text.contains("class=\"plot-curve plot-curve-5\""))
        #expect(response.text.contains("<th scope=\"row\">0</th><td>0</td><td>undefined</td><td>0</td>"))
    }

    /// A real server at the default limit (50 requests a second after a burst of 200): a graph of
    /// five functions is charged about what it takes (86,000 units, 86 requests' worth, in a page
    /// of 69 ms), so its visitor may zoom in and go back to the calculator without a 429.
    @Test func aGraphAtTheDefaultRateLimitLeavesRoomToZoomAndCalculate() throws {
        let server = try CalculatorProcess()
        defer { _ = server.stop() }
        let graph = try HTTPTestClient.send(
            port: server.port, path: "/plot?f=tan(x)&f=1%2Fx&f=sqrt(x)&f=sin(x)&f=x%5E3-x&xmin=-5&xmax=5",
            timeout: 60)
        #expect(graph.status == 200)
        let zoomed = try HTTPTestClient.send(
            port: server.port, path: try zoomIn(graph.text), timeout: 60)
        #expect(zoomed.status == 200)
        #expect(zoomed.text.contains("class=\"plot-curve plot-curve-5\""))
        let calculator = try HTTPTestClient.send(port: server.port, path: "/", timeout: 60)
        #expect(calculator.status == 200)
    }
    /// The address of the page's zoom-in link, as a browser follows it.
    func zoomIn(_ html: String) throws -> String {
        let anchor = try #require(html.range(of: "\">Zoom in</a>"))
        let start = try #require(
            html.range(of: "href=\"", options: .backwards, range: html.startIndex..<anchor.lowerBound))
        return String(html[start.upperBound..<anchor.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func aFunctionThatDoesNotParseIs422WithItsMessage() throws {
        let response = try get("/plot?f=x%2B&f=x&xmin=-1&xmax=1")
        #expect(response.status == 422)
        #expect(response.text.contains("f1(x) = Syntax error at 3: expected a number"))
        #expect(response.text.contains(#"id="plot-f1" name="f" value="x+""#))
        #expect(response.text.contains("aria-invalid=\"true\""))
    }

    @Test(arguments: [
        ("/plot?f=x&xmin=3&xmax=-3", "xmin must be less than xmax."),
        ("/plot?f=x&xmin=-1e9&xmax=-999999999.999999", "The x range is too narrow to draw; make it wider."),
        ("/plot?f=x&xmin=abc", "xmin must be a number, not “abc”."),
        ("/plot?f=x&xmax=1e12", "xmax must lie between -1e9 and 1e9."),
        ("/plot?f=x&f=x&f=x&f=x&f=x&f=x", "At most 5 functions can be plotted at once, not 6."),
    ])
    func badRangesAndTooManyFunctionsAre400(path: String, message: String) throws {
        let response = try get(path)
        #expect(response.status == 400)
        #expect(response.text.contains(message), "\(response.text)")
    }

    @Test func withoutAFunctionTheFormAlone() throws {
        let response = try get("/plot")
        #expect(response.status == 200)
        #expect(response.text.contains("<form method=\"get\" action=\"/plot\""))
        #expect(!response.text.contains("<svg class=\"plot-svg\""))
    }
}
