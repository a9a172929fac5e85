import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Numbers in the visitor's format in real clients (issue 30): Chromium with `--lang=de` and
    /// `--lang=fr` (JavaScript off), w3m and lynx asking for German.
    struct NumberFormatClientTests {
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]

        /// `Tests/Scripts/locale_check.py`: the decimal key, the keys and typed text, grouping, the
        /// refusal of `1.234`, axe-core, the page's choice; it saves the German screenshots (into
        /// `CALC_SCREENSHOTS_DIR` when set, as `make screenshots` does).
        @Test(
            .enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test")
        )
        func chromiumInGermanAndFrench() throws {
            let server = try CalculatorProcess()
            let folder =
                ProcessInfo.processInfo.environment["CALC_SCREENSHOTS_DIR"]
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("calc-locale-\(getpid())").path
            let script = packageRoot.appendingPathComponent("Tests/Scripts/locale_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, server.url, folder],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 300)
            #expect(result.status == 0, "locale_check.py said:\n\(result.output)")
            for line in [
                "ok: de: the decimal key shows a comma", "ok: de: the keys 1 , 5 + 1 = show 2,5",
                "ok: de: a typed 1,5+1 shows 2,5", "ok: de: 1234,5*1000 shows '1.234.500'",
                "ok: de: a typed 1.234 is refused with both ways written out",
                "ok: de: axe-core 4.12.1: 0 violations, dark", "ok: de: the choice stays in the session",
                "ok: fr: a typed 1,5+1 shows 2,5", "ok: fr: axe-core 4.12.1: 0 violations, light",
                "ok: all locale checks passed",
            ] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
            #expect(server.stop() == 0)
        }

        /// w3m with `accept_language=de`: the page's decimal key is a comma, and a typed `1,5+1` posted
        /// from it shows 2,5.
        @Test(.enabled(if: ExternalTool.find("w3m") != nil, "needs w3m: make deps-test"))
        func w3mInGerman() throws {
            let server = try CalculatorProcess()
            let w3m = ExternalTool.find("w3m")!
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let options = ["-o", "accept_language=de", "-dump", "-cols", "200"]
            let page = try ExternalTool.run(w3m, options + [server.url], environment: utf8)
            #expect(page.output.contains("0 , Komma % Prozent = gleich"), "\(page.output)")
            let body = folder.appendingPathComponent("body.txt")
            try "expr=1%2C5%2B1".write(to: body, atomically: true, encoding: .utf8)
            let answer = try ExternalTool.run(w3m, options + ["-post", body.path, server.url], environment: utf8)
            let lines = answer.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("1,5 + 1 ="), "\(answer.output)")
            #expect(lines.contains("2,5"), "\(answer.output)")
        }

        /// lynx with German preferred (its configuration's `PREFERRED_LANGUAGE`): the same.
        @Test(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
        func lynxInGerman() throws {
            let server = try CalculatorProcess()
            let lynx = ExternalTool.find("lynx")!
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let config = folder.appendingPathComponent("lynx.cfg")
            try "INCLUDE:/etc/lynx/lynx.cfg\nPREFERRED_LANGUAGE:de\n".write(
                to: config, atomically: true, encoding: .utf8)
            let options = ["-cfg=\(config.path)", "-dump", "-width=200"]
            let page = try ExternalTool.run(lynx, options + [server.url], environment: utf8)
            let keys = page.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(keys.contains("(.) , Komma") && keys.contains("(pct) % Prozent"), "\(page.output)")
            let body = folder.appendingPathComponent("body.txt")
            try "expr=1%2C5%2B1\n---\n".write(to: body, atomically: true, encoding: .utf8)
            let answer = try ExternalTool.run(
                "/bin/sh",
                ["-c", "\(lynx) \(options.joined(separator: " ")) -post_data '\(server.url)' < '\(body.path)'"],
                environment: utf8)
            let lines = answer.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("1,5 + 1 ="), "\(answer.output)")
            #expect(lines.contains("2,5"), "\(answer.output)")
        }
    }
}
