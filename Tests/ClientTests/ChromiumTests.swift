import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Headless Chromium with JavaScript off, through `Tests/Scripts/browser_check.py` (selenium).
    @Suite(.enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test"))
    struct ChromiumTests {
        /// Clicks keys, types expressions, checks focus, the layout at nine sizes (no key moves, nothing
        /// clipped or scrolling sideways, the caret line under a typed error, the notice covering nothing,
        /// a long description line cut at the left behind an ellipsis), axe-core, and takes the five
        /// screenshots without a scrollbar: into a temporary folder, or into `CALC_SCREENSHOTS_DIR`
        /// (`make screenshots` refreshes `Public/screenshots`).
        @Test func keysTypedExpressionFocusLayoutAxeAndScreenshots() throws {
            let server = try CalculatorProcess()
            let shots =
                ProcessInfo.processInfo.environment["CALC_SCREENSHOTS_DIR"].map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("calc-screenshots-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            let script = packageRoot.appendingPathComponent("Tests/Scripts/browser_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, server.url, shots.path],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 900)
            #expect(result.status == 0, "browser_check.py said:\n\(result.output)")
            for line in [
                "ok: JavaScript is off", "ok: a fresh page focuses the Expression field",
                "ok: the Expression field is 1 Tab stop from the top", "ok: the pressed key sqrt has focus",
                "ok: 7 + 9 = sqrt shows 4", "ok: the expression line reads √(7 + 9) =",
                "ok: the focused key is described by the expression line and the display",
                "ok: the title starts with the display", "ok: after 7 + the title carries the pending 7 + ...",
                "ok: the display is a group named Display",
                "ok: typed 2^10 and Enter shows 1,024", "ok: the focused field is empty",
                "ok: typing +1 and Enter after it continues from the result: 1,025",
                "ok: no key moved: 1 ÷ 7 = at phone 390x844", "ok: no key moved: an error at zoom-400",
                "ok: no key moved: 2 ^ 200 = at kiosk", "ok: no key moved: a notice at phone-small",
                "ok: no key moved: an RPN stack of 12 at phone-landscape",
                "ok: the newest stack entry is visible: an RPN stack of 12 at phone-small",
                "ok: the display is on one line: 12345678901234567890 = at phone-small",
                "ok: no sideways scroll: mode-scientific at reflow-320",
                "ok: no clipped key label: mode-scientific at zoom-400",
                "ok: the mode switch is on screen: mode-scientific at phone-landscape",
                "ok: the keys fill the lower part of the screen", "ok: the keys fill the kiosk screen",
                "ok: the display is in view after the key: mode-standard at 400%",
                "ok: the result is drawn no smaller than at 100%: mode-rpn at 200%",
                "ok: standard, chosen, shows no scientific keys at desktop",
                "ok: every control is at least 44 x 44 px: mode-scientific at phone-small",
                "ok: every control is at least 24 x 24 px: mode-rpn at phone-landscape",
                "ok: every control is at least 44 x 44 px: /steps?expr=1%2B2*3 at phone 390x844",
                "ok: the indicator shows what M holds",
                "on the rpn page, dark, phone", "on /help.html, dark", "on /404, light",
                "ok: portrait shows the standard keys only", "ok: landscape shows the scientific keys",
                "ok: a syntax error shows a caret line",
                "ok: the caret line points at the error: a long error at phone 390x844",
                "ok: the caret line points at the error: an expression too long at zoom-400",
                "ok: the text and its caret line are whole: an expression too long at phone-small",
                "ok: the caret is in colour as well: a long error at desktop",
                "ok: the caret marks the 1,001st character",
                "ok: no key moved: an expression too long at phone 390x844",
                "0 violations on a syntax error's caret line, dark",
                "ok: a long description line is cut at the left behind an ellipsis: a long description line at phone",
                "ok: the notice covers no other part of the screen: a notice at phone-landscape",
                "ok: the notice covers no other part of the screen: a frac notice at phone-small",
                "ok: the display's text is inside its box: a frac notice at phone 390x844",
                "ok: no key moved: a frac notice at phone 390x844",
                "ok: no scrollbar takes room in portrait.png", "ok: no scrollbar takes room in landscape.png",
            ] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
            #expect(!result.output.contains("FAIL"), "\(result.output)")
            for (name, size) in [
                ("portrait", [390, 844]), ("landscape", [844, 390]), ("desktop", [1280, 800]),
                ("kiosk", [1920, 1080]), ("dark", [390, 844]),
            ] {
                #expect(try pngSize(shots.appendingPathComponent("\(name).png")) == size, "\(name).png")
            }
        }

        /// The width and height from a PNG's IHDR chunk, or nil if the file is not a PNG.
        func pngSize(_ file: URL) throws -> [Int]? {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
            let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return [number(16), number(20)]
        }
    }
}
