import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// The graph page in real clients (SPEC 10.6): Chromium with JavaScript off, and lynx and w3m
    /// reading the key points and the table of values.
    struct PlotClientTests {
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]
        let plot = "/plot?f=x%5E2-2&f=sin(x)&xmin=-3&xmax=3"

        /// `Tests/Scripts/plot_check.py`: the SVG, no script or style attribute, zoom and the form,
        /// axe-core, and screenshots (into `CALC_SCREENSHOTS_DIR`). The rate limit is off: each
        /// graph spends many calculations' work.
        @Test(
            .enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test")
        )
        func chromium() throws {
            let server = try CalculatorProcess(["--rate-limit", "0"])
            try ExternalTool.expectBrowserCheck(
                "plot_check.py", on: server,
                printing: [
                    "ok: the graph is an image to assistive technology", "ok: no element carries a style attribute",
                    "ok: the curves differ by dash pattern", "ok: Zoom in halves the x range",
                    "ok: axe-core 4.12.1: 0 violations on the graph page, 390x844 dark", "ok: all plot checks passed",
                ])
            #expect(server.stop() == 0)
        }

        /// lynx and w3m show the key points and the table of values, a row per line.
        @Test(.enabled(if: ExternalTool.find("lynx") != nil && ExternalTool.find("w3m") != nil, "needs lynx and w3m"))
        func textBrowsersReadTheKeyPointsAndTheTable() throws {
            let server = try CalculatorProcess(["--rate-limit", "0"])
            let url = String(server.url.dropLast() + plot)
            let lynx = try ExternalTool.run(
                ExternalTool.find("lynx")!, ["-dump", "-width=120", url], environment: utf8)
            let w3m = try ExternalTool.run(
                ExternalTool.find("w3m")!, ["-dump", "-cols", "120", url], environment: utf8)
            for output in [lynx.output, w3m.output] {
                let lines = output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                #expect(lines.contains { $0.hasSuffix("Zero at x = 1.41421") }, "\(output)")
                #expect(lines.contains { $0.hasSuffix("Maximum at x = 1.5708, y = 1") }, "\(output)")
                // The table's row for x = 1.5: x^2-2 = 0.25, sin(1.5) = 0.997495.
                #expect(lines.contains("1.5 0.25 0.997495"), "\(output)")
                // The axis labels, which text browsers show as text, one by one (they ran together: -3-2-10123).
                #expect(output.contains("-3 -2 -1 0 1 2 3 -2 0"), "\(output)")
            }
            #expect(server.stop() == 0)
        }
    }
}
