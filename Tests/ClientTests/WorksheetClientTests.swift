import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// The worksheet in real clients (SPEC 10.4): Chromium with JavaScript off, lynx and w3m reading
    /// a sheet's results line by line.
    struct WorksheetClientTests {
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]
        /// A sheet's link: `price = 12.50`, `qty = 3`, `price * qty`, `f(x) = x^2 + 1`, `f(qty)`.
        let link =
            "/sheet?sheet=price%20%3D%2012.50%0Aqty%20%3D%203%0Aprice%20*%20qty%0Af(x)%20%3D%20x%5E2%20%2B%201%0Af(qty)"

        /// `Tests/Scripts/sheet_check.py`: typing and calculating a sheet, its names in the Expression
        /// field, its link in a fresh browser, axe-core, and screenshots (into `CALC_SCREENSHOTS_DIR`).
        @Test(
            .enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test")
        )
        func chromium() throws {
            let server = try CalculatorProcess()
            try ExternalTool.expectBrowserCheck(
                "sheet_check.py", on: server,
                printing: [
                    "ok: the line price * qty shows 37.5 beside it", "ok: a bad line shows its error and position",
                    "ok: the Expression field uses the sheet's names",
                    "ok: the link opens the sheet in a fresh browser",
                    "ok: axe-core 4.12.1: 0 violations on the sheet, 390x844 dark", "ok: all sheet checks passed",
                ])
            #expect(server.stop() == 0)
        }

        /// lynx and w3m read each line's number, text and result on a line of their own.
        @Test(.enabled(if: ExternalTool.find("lynx") != nil && ExternalTool.find("w3m") != nil, "needs lynx and w3m"))
        func textBrowsersReadTheResultsLineByLine() throws {
            let server = try CalculatorProcess()
            let url = server.url.dropLast() + link
            let lynx = try ExternalTool.run(
                ExternalTool.find("lynx")!, ["-dump", "-width=120", String(url)], environment: utf8)
            let lynxLines = lynx.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lynxLines.contains { $0.hasPrefix("3. price * qty = 37.5") }, "\(lynx.output)")
            #expect(lynxLines.contains { $0.hasPrefix("5. f(qty) = 10") }, "\(lynx.output)")
            let w3m = try ExternalTool.run(
                ExternalTool.find("w3m")!, ["-dump", "-cols", "120", String(url)], environment: utf8)
            let w3mLines = w3m.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(w3mLines.contains { $0.hasPrefix("3. price * qty = 37.5") }, "\(w3m.output)")
            #expect(w3mLines.contains { $0.hasPrefix("4. f(x) = x^2 + 1 Defines f(x).") }, "\(w3m.output)")
        }
    }
}
