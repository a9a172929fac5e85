import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Headless Chromium (JavaScript off) following links to the calculator from a page of another
    /// site, through `Tests/Scripts/link_check.py` (issue 27, item 4).
    @Suite(.enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test"))
    struct LinkFromElsewhereTests {
        /// The visitor's calculator and cookie survive every link; someone's session id in a link is
        /// not adopted; a cookie set `SameSite=Strict` by an earlier release is never replaced.
        @Test func aLinkFromAnotherSiteNeverLosesNorJoinsACalculator() throws {
            let server = try CalculatorProcess()
            let script = packageRoot.appendingPathComponent("Tests/Scripts/link_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, String(server.port)],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 180)
            #expect(result.status == 0, "link_check.py said:\n\(result.output)")
            for line in [
                "ok: the session cookie is the page's session, SameSite=Lax",
                "ok: a link from another site shows the visitor's 7", "ok: the link left the cookie as it was",
                "ok: a calculation link from another site applies nothing",
                "ok: Enter evaluates it in the visitor's session: 42",
                "ok: the fresh link from another site shows the visitor's 42",
                "ok: the sid link from another site shows the visitor's 42",
                "ok: a new visitor's link naming someone's session shows a fresh calculator, not theirs",
                "ok: and sets no cookie", "ok: the other session is untouched: 55 at seq 1",
                "ok: the withheld cookie is not replaced",
                "ok: the first key finds the visitor's 42, refused as out of date",
                "ok: and sets the same cookie again, SameSite=Lax",
                "ok: the next link from another site shows the visitor's 42",
            ] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
            #expect(server.stop() == 0)
        }
    }
}
