import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// The date page in real clients (SPEC 10.7): Chromium with JavaScript off, lynx and w3m.
    struct DatePageClientTests {
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]

        /// `Tests/Scripts/date_check.py`: both forms filled and sent, a wrong field named, axe-core.
        @Test(
            .enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test")
        )
        func chromium() throws {
            let server = try CalculatorProcess()
            try ExternalTool.expectBrowserCheck(
                "date_check.py", on: server,
                printing: [
                    "ok: the days between two dates", "ok: a date plus a month keeps to the month's end",
                    "ok: a wrong month is named", "ok: axe-core 4.12.1: 0 violations on the date page, 390x844 dark",
                    "ok: all date checks passed",
                ])
            #expect(server.stop() == 0)
        }

        /// lynx and w3m show the labelled fields and the answer.
        @Test(.enabled(if: ExternalTool.find("lynx") != nil && ExternalTool.find("w3m") != nil, "needs lynx and w3m"))
        func textBrowsers() throws {
            let server = try CalculatorProcess()
            let url = String(server.url.dropLast()) + DatePageHTTPTestsPath.between
            for (tool, options) in [("lynx", ["-dump", "-width=120"]), ("w3m", ["-dump", "-cols", "120"])] {
                let page = try ExternalTool.run(ExternalTool.find(tool)!, options + [url], environment: utf8)
                #expect(
                    page.output.contains(
                        "From Saturday, March 1, 2025 (2025-03-01) to Friday, May 30, 2025 (2025-05-30): 90 days."),
                    "\(tool): \(page.output)")
                #expect(page.output.contains("Month"), "\(tool): \(page.output)")
            }
        }

        /// An interactive w3m (through tmux) sends each form: the fields filled from the address,
        /// the button found by w3m's search and pressed. (w3m drops a GET form's query after a
        /// fragment in its action, so the forms' actions carry none.)
        @Test(
            .enabled(
                if: ExternalTool.find("w3m") != nil && ExternalTool.find("tmux") != nil,
                "needs w3m and tmux: make deps-test"
            ))
        func w3mSendsBothForms() throws {
            let server = try CalculatorProcess()
            let w3m = ExternalTool.find("w3m")!
            for (query, button, answer) in [
                (
                    "date?from-day=1&from-month=3&from-year=2025&to-day=30&to-month=5&to-year=2025", "Count the days",
                    "(2025-05-30): 90 days."
                ),
                (
                    "date?start-day=31&start-month=1&start-year=2025&months=1&direction=add", "Work out the date",
                    "becomes Friday, February 28, 2025 (2025-02-28)."
                ),
            ] {
                let session = try W3mSession(w3m: w3m, url: server.url + query, columns: 120, rows: 40)
                defer { session.close() }
                let tmux = session.run
                try session.waitFor("Days between two dates")
                _ = try tmux(["send-keys", "-t", "w3m", "/"])
                _ = try tmux(["send-keys", "-t", "w3m", button, "Enter"])
                _ = try tmux(["send-keys", "-t", "w3m", "Enter"])
                try session.waitFor(answer)
            }
        }

    }
}

/// A link that counts the days from 1 March to 30 May 2025.
enum DatePageHTTPTestsPath {
    static let between = "/date?calc=between&from-day=1&from-month=3&from-year=2025&to-day=30&to-month=5&to-year=2025"
}
