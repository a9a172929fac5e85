import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Programmer mode (SPEC 10.5) in real clients: Chromium with JavaScript off clicking the keys and
    /// the bit grid, and lynx and w3m pressing `F F and 0 F =` and a bit with the keyboard. The values
    /// expected are worked out with integers here and in `programmer_check.py`, not by the calculator.
    struct ProgrammerClientTests {
        /// `F F and 0 F =`, then `bit-4`.
        static let anded = 0xFF & 0x0F
        static let toggled = anded ^ (1 << 4)
        static let keys = ["F", "F", "and", "0", "F", "="]

        /// `Tests/Scripts/programmer_check.py`: key sequences at each word size, signed and unsigned, in
        /// each base; the pressed keys and settings; disabled digits; the bit grid; a value carried from
        /// Standard; typed text; the layout at every size; axe-core; screenshots (into
        /// `CALC_SCREENSHOTS_DIR`). The rate limit is off: the check presses some 300 keys.
        @Test(
            .enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test")
        )
        func chromium() throws {
            let server = try CalculatorProcess(["--rate-limit", "0"])
            try ExternalTool.expectBrowserCheck(
                "programmer_check.py", on: server,
                printing: [
                    "ok: JavaScript is off (the page script did not run)",
                    "ok: F F and 0 F =: F F and 0 F = shows 0xF, DEC 15, BIN 1111",
                    "ok: 8-bit signed 0x7F + 1 wraps: 7 F + 1 = shows 0x80, DEC -128, BIN 1000 0000",
                    "ok: 8-bit unsigned 0 - 1 wraps: 0 - 1 = shows 0xFF, DEC 255, BIN 1111 1111",
                    "ok: binary 101 shl 11: 1 0 1 shl 1 1 = shows 0b101000, DEC 40, BIN 10 1000",
                    "ok: -7 / 2 truncates toward zero: 7 neg / 2 = shows 0xFFFFFFFFFFFFFFFD, DEC -3",
                    "ok: aria-pressed and \"(current)\" mark word-8, unsigned, base-16 and nothing else",
                    "ok: the key = has the focus after its POST",
                    "ok: in base 10 the digits ABCDEF are disabled",
                    "ok: in base 2 the digits 23456789ABCDEF are disabled",
                    "ok: bit-5 then bit-0 shows 0x21, DEC 33",
                    "ok: bit-0 has the focus after its POST",
                    "ok: each bit is named \"bit N: 0|1\", most significant first, its text its value",
                    "ok: 2.5 carried into programmer mode becomes 2",
                    "ok: a notice says the fraction was dropped",
                    "ok: typed 0x7F + 1 in an 8-bit word wraps to -128",
                    "ok: every control is at least 44 x 44 px: neg 1 = (64 binary digits) at phone 390x844",
                    "ok: every control is at least 44 x 44 px: neg 1 = (64 binary digits) at desktop 1280x800",
                    "ok: every control is at least 24 x 24 px: neg 1 = (64 binary digits) at phone-landscape 844x390",
                    "ok: the mode switch is on screen: neg 1 = (64 binary digits) at phone-landscape 844x390",
                    "ok: the display is in view after = at 400%",
                    "ok: axe-core 4.12.1: 0 violations on the programmer page, 390x844 light",
                    "ok: axe-core 4.12.1: 0 violations on the programmer page, 1280x800 dark",
                    "ok: all programmer checks passed",
                ])
            #expect(server.stop() == 0)
        }

        /// The controls a text browser steps through on the fresh page (to reach `mode-programmer`) and
        /// on the programmer page (base 16: no digit disabled, so every button is a stop).
        static func orders(_ server: CalculatorProcess) throws -> (fresh: [String], programmer: [String]) {
            let fresh = try server.get()
            let programmer = try server.post(form: "key=mode-programmer", cookie: fresh.sessionCookie)
            #expect(programmer.text.contains("<main class=\"calc programmer"), "\(programmer.text)")
            return (pageControls(fresh.text), pageControls(programmer.text))
        }

        /// The lines a text browser shows for `value` (64-bit signed, base 16): the display and the four
        /// bases each with its name.
        static func lines(showing value: Int) -> [String] {
            let hex = String(value, radix: 16, uppercase: true)
            // Binary in groups of four from the right: 31 is 1 1111.
            var binary = String(value, radix: 2)
            for end in stride(from: binary.count - 4, to: 0, by: -4) {
                binary.insert(" ", at: binary.index(binary.startIndex, offsetBy: end))
            }
            return [
                "0x" + hex, "HEX hexadecimal " + hex, "DEC decimal \(value)", "OCT octal " + String(value, radix: 8),
                "BIN binary " + binary,
            ]
        }

        /// The bit grid's row of bits 15 to 0 for `value`: `15 0 0 … 1` in w3m, which shows a button's
        /// label; `15 (bit-15) 0 (bit-14) 0 … (bit-0) 1` in lynx, which puts its value before it.
        static func bitRow(_ value: Int, values: Bool) -> String {
            "15 "
                + (0..<16).reversed().map { (values ? "(bit-\($0)) " : "") + String(value >> $0 & 1) }
                .joined(separator: " ")
        }
    }

    /// Programmer mode in lynx: a `-cmd_script` session with Down Arrow and Enter, cookies accepted.
    @Suite(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
    struct ProgrammerLynxTests {
        let lynx = ExternalTool.find("lynx")!
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]

        /// `mode-programmer`, `F F and 0 F =` shows 0xF and DEC 15; `bit-4` then shows 0x1F and DEC 31.
        /// The seconds the bit key costs are printed: the time of the session that presses it less
        /// that of the same session without it, which includes the arrows from `=` to the bit.
        @Test func keysAndABitInASession() throws {
            let server = try CalculatorProcess()
            let (fresh, programmer) = try ProgrammerClientTests.orders(server)
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            func session(_ keys: [String]) throws -> (seconds: Double, page: String) {
                let saved = folder.appendingPathComponent("page-\(keys.count).txt")
                let script = folder.appendingPathComponent("keys-\(keys.count).lynx")
                let lines =
                    try LynxKeystrokes.pressing(keys, orders: [fresh, programmer])
                    + LynxKeystrokes.saving(to: saved.path) + ["key Q"]
                try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
                let start = ContinuousClock.now
                let run = try ExternalTool.run(
                    lynx, ["-accept_all_cookies", "-cmd_script=\(script.path)", server.url], environment: utf8)
                let took = ContinuousClock.now - start
                #expect(run.status == 0, "\(run.output)")
                #expect(!run.output.contains("Using http://"), "a key was redirected:\n\(run.output)")
                let page = try String(contentsOf: saved, encoding: .utf8)
                return (Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18, page)
            }
            let anded = try session(["mode-programmer"] + ProgrammerClientTests.keys)
            let toggled = try session(["mode-programmer"] + ProgrammerClientTests.keys + ["bit-4"])
            let away = (programmer.firstIndex(of: "bit-4") ?? 0) - (programmer.firstIndex(of: "=") ?? 0)
            print(
                "lynx, programmer mode: \(toggled.seconds - anded.seconds) s for bit-4, \(away) Down Arrows from ="
            )
            for (page, value) in [
                (anded.page, ProgrammerClientTests.anded), (toggled.page, ProgrammerClientTests.toggled),
            ] {
                let lines = page.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                #expect(lines.contains("64-bit signed"), "\(page)")
                #expect(lines.contains("0xFF and 0xF ="), "\(page)")
                for line in ProgrammerClientTests.lines(showing: value) {
                    #expect(lines.contains(line), "no line \(line) in:\n\(page)")
                }
                // lynx wraps the row of sixteen bits at 80 columns.
                let words = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let row = ProgrammerClientTests.bitRow(value, values: true)
                #expect(words.contains(row), "no bits \(row) in:\n\(page)")
            }
        }
    }

    /// Programmer mode in w3m: an interactive session in tmux, Tab and Enter, w3m's own cookies.
    @Suite(
        .enabled(
            if: ExternalTool.find("w3m") != nil && ExternalTool.find("tmux") != nil,
            "needs w3m and tmux: make deps-test"))
    struct ProgrammerW3mTests {
        let w3m = ExternalTool.find("w3m")!

        /// `mode-programmer`, `F F and 0 F =` (0xF, DEC 15), then `bit-4` in the grid (0x1F, DEC 31),
        /// each key waited for on screen; the seconds a key costs are printed.
        @Test func keysAndABitInASession() throws {
            let server = try CalculatorProcess()
            let (fresh, programmer) = try ProgrammerClientTests.orders(server)
            let session = try W3mSession(w3m: w3m, url: server.url, columns: 160, rows: 60)
            defer { session.close() }
            let tmux = session.run
            try waitForScreen(tmux, showing: ["Keypad: Standard (current) Scientific RPN Programmer"])
            // After each key, a line that only its answer shows.
            let anded =
                ProgrammerClientTests.lines(showing: ProgrammerClientTests.anded)
                + [ProgrammerClientTests.bitRow(ProgrammerClientTests.anded, values: false)]
            let toggled =
                ProgrammerClientTests.lines(showing: ProgrammerClientTests.toggled)
                + [ProgrammerClientTests.bitRow(ProgrammerClientTests.toggled, values: false)]
            let steps: [(String, [String], [String])] = [
                ("mode-programmer", fresh, ["64-bit signed", "0x0", "DEC decimal 0"]), ("F", programmer, ["0xF"]),
                ("F", programmer, ["0xFF"]), ("and", programmer, ["0xFF and ..."]), ("0", programmer, ["0x0"]),
                ("F", programmer, ["0xF"]), ("=", programmer, ["0xFF and 0xF ="] + anded),
                ("bit-4", programmer, toggled),
            ]
            let start = ContinuousClock.now
            // w3m's cursor stays on the key it pressed (the redirect names it): each move is counted from
            // there, Tab forward or `C-u` back; -1 is above the first control of the fresh page.
            var cursor = -1
            for (key, order, screen) in steps {
                let index = try #require(order.firstIndex(of: key), "no button \(key)")
                let move = Array(repeating: index > cursor ? "Tab" : "C-u", count: abs(index - cursor))
                _ = try tmux(["send-keys", "-t", "w3m"] + move + ["Enter"])
                try waitForScreen(tmux, showing: screen)
                // The next page's order: the mode key is where it was on the programmer page too.
                cursor = try #require(programmer.firstIndex(of: key))
            }
            let took = ContinuousClock.now - start
            let perKey =
                (Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18) / Double(steps.count)
            print("w3m, programmer mode: \(perKey) s a key")
        }

        /// Polls the tmux pane (at most 10 s) until each of `lines` is a whole line on it.
        func waitForScreen(_ tmux: ([String]) throws -> (status: Int32, output: String), showing lines: [String]) throws
        {
            var pane = ""
            for _ in 0..<100 {
                pane = try tmux(["capture-pane", "-p", "-t", "w3m"]).output
                let shown = Set(pane.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") })
                if lines.allSatisfy(shown.contains) { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("w3m never showed \(lines); the screen was:\n\(pane)")
        }
    }
}
