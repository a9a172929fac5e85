import AppTestSupport
import Foundation
import MicroHTTPServer
import Testing

@testable import CalcServer

/// The ways into a graph (issue 34): "Plot this function" under a typed function of x, "Plot f"
/// beside a worksheet's function of one argument, each answered 200 with the curve.
struct PlotLinksHTTPTests {
    /// The address of the link labelled `label` in `html`, as a browser follows it.
    func href(_ label: String, in html: String) throws -> String {
        let anchor = try #require(html.range(of: "\">\(label)</a>"), "no link \(label)")
        let start = try #require(
            html.range(of: "href=\"", options: .backwards, range: html.startIndex..<anchor.lowerBound))
        return String(html[start.upperBound..<anchor.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func aTypedFunctionOfXLinksToItsGraph() throws {
        let app = TestApp.make()
        let page = app.submit(.post([("expr", "x^2-2")]))
        #expect(page.status == .ok)
        let link = try href("Plot this function", in: page.text)
        #expect(link == "/plot?f=x%5E2-2")
        let graph = app.respond(to: .get(link))
        #expect(graph.status == .ok)
        #expect(graph.text.contains(#"<title id="plot-title">Graph of x^2-2</title>"#))
        #expect(graph.text.contains("class=\"plot-curve plot-curve-1\""))
        #expect(graph.text.contains("<li>Zero at x = -1.41421</li>"))
        // A calculation without x offers no graph.
        let plain = app.submit(.post([("expr", "2^10")], cookie: page.sessionCookie))
        #expect(!plain.text.contains("Plot this function"))
    }

    @Test func aWorksheetFunctionLinksToItsGraphWithItsNamesWrittenOut() throws {
        let app = TestApp.make()
        let sheet = "base = 3\nshift(t) = t - base\nf(t) = shift(t)^2 - 2\npair(u, v) = u + v"
        let page = app.respond(
            to: .get("/sheet?sheet=" + sheet.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!))
        #expect(page.status == .ok)
        let link = try href("Plot f", in: page.text)
        #expect(link == "/plot?f=%28x-3%29%5E2-2")
        #expect(!page.text.contains("Plot pair"), "two arguments: no graph")
        let graph = app.respond(to: .get(link))
        #expect(graph.status == .ok)
        #expect(
            graph.text.contains("<li>Zero at x = 1.58579</li>") && graph.text.contains("<li>Zero at x = 4.41421</li>"))
    }
}
