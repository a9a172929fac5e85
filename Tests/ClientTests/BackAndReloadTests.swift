import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Back and Reload in Chromium with JavaScript off, through `Tests/Scripts/history_check.py`.
    @Suite(.enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test"))
    struct BackAndReloadTests {
        /// After keys and after the help page, Back, Forward and Reload show the calculator (never an
        /// error page or a resubmission prompt) and apply no key twice.
        @Test func backAndReloadNeverFailAndNeverRepeatAKey() throws {
            let server = try CalculatorProcess()
            let script = packageRoot.appendingPathComponent("Tests/Scripts/history_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, server.url],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 120)
            #expect(result.status == 0, "history_check.py said:\n\(result.output)")
            for line in [
                "ok: Reload shows the calculator again and applies nothing",
                "ok: Back shows the calculator, not an error page", "ok: Forward shows the calculator",
                "ok: keys pressed after Back apply once each: 3 + 4 = 7",
                "ok: Back from the help page shows the calculator", "ok: and Reload there applies nothing",
            ] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
        }
    }
}
