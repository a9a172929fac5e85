import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Headless Chromium with JavaScript off, through `Tests/Scripts/browser_check.py` (selenium).
    @Suite(.enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test"))
    struct ChromiumTests {
        /// Clicks keys, types an expression, checks focus and takes the two screenshots: into a
        /// temporary folder, or into `CALC_SCREENSHOTS_DIR` (`make screenshots` refreshes `Public/screenshots`).
        @Test func keysTypedExpressionFocusAndScreenshots() throws {
            let server = try CalculatorProcess()
            let shots = ProcessInfo.processInfo.environment["CALC_SCREENSHOTS_DIR"].map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("calc-screenshots-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            let script = packageRoot.appendingPathComponent("Tests/Scripts/browser_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, server.url, shots.path],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 120)
            #expect(result.status == 0, "browser_check.py said:\n\(result.output)")
            for line in ["ok: JavaScript is off", "ok: the pressed key sqrt has focus", "ok: 7 + 9 = sqrt shows 4",
                         "ok: the expression line reads √(7 + 9) =", "ok: typed 2^10 and Enter shows 1024",
                         "ok: portrait shows the standard keys only", "ok: landscape shows the scientific keys"] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
            #expect(try pngSize(shots.appendingPathComponent("portrait.png")) == [390, 844])
            #expect(try pngSize(shots.appendingPathComponent("landscape.png")) == [1024, 640])
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
