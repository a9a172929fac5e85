import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// w3m 0.5.3: the page as text, and an interactive session driven through tmux with Tab and Enter.
    @Suite(
        .enabled(
            if: ExternalTool.find("w3m") != nil && ExternalTool.find("tmux") != nil,
            "needs w3m and tmux: make deps-test"))
    struct W3mTests {
        let w3m = ExternalTool.find("w3m")!
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

        /// `w3m -dump`: the display before the keypad, a keypad row per line (w3m shows labels, not values).
        @Test func dumpShowsTheDisplayThenOneRowPerLine() throws {
            let server = try CalculatorProcess()
            let dump = try ExternalTool.run(w3m, ["-dump", "-cols", "200", server.url], environment: utf8)
            #expect(dump.status == 0)
            let lines = dump.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let display = try #require(lines.firstIndex(of: "0"), "no display line in:\n\(dump.output)")
            let sevens = try #require(lines.firstIndex(of: "7 8 9 × multiply"), "\(dump.output)")
            #expect(display < sevens)
            #expect(lines[sevens + 3] == "0 . point % percent = equals")
        }

        /// A typed expression that fails is pointed at in text: the text, then a line with `^` under
        /// the position, for a syntax error and for text refused as too long (issue 28, item 4).
        @Test func aSyntaxErrorIsPointedAtInText() throws {
            let server = try CalculatorProcess()
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            for (text, shown, message, column) in [
                ("2*(3%2B4", "2*(3+4", "Syntax error at 7: expected ')' to close '(' at 3", 6),
                (
                    String(repeating: "1%2B", count: 600) + "1", "…+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1…",
                    "Expression too long: 1201 characters", 16
                ),
            ] {
                let body = folder.appendingPathComponent("body.txt")
                try ("expr=" + text).write(to: body, atomically: true, encoding: .utf8)
                let dump = try ExternalTool.run(
                    w3m, ["-dump", "-cols", "200", "-post", body.path, server.url], environment: utf8)
                #expect(dump.output.contains(message), "\(dump.output)")
                #expect(caretColumn(under: shown, in: dump.output) == column, "\(dump.output)")
            }
        }

        /// Tab to a button, Enter, wait for the new page: `1 + 2 =` shows 3, with w3m's own cookie handling.
        /// Each new page leaves the cursor on the key just pressed, so the next is reached from there,
        /// Tab forward or `C-u` back. Then Reload (`R`): still `1 + 2 =` and 3, so `=` was not applied
        /// again; Back (`B`): an earlier calculator page, never an error; Reload there shows the current state.
        @Test func anInteractiveSessionPressesOnePlusTwoEqualsThenReloadsAndGoesBack() throws {
            let server = try CalculatorProcess()
            let order = pageControls(try server.get().text)
            let session = try W3mSession(w3m: w3m, url: server.url, columns: 120, rows: 50)
            defer { session.close() }
            let tmux = session.run
            try waitForScreen(tmux, showing: ["0"])
            // After each key: the expression line (empty while fresh) and the display line below it.
            let keys = [("1", ["1"]), ("+", ["1 + ...", "1"]), ("2", ["1 + ...", "2"]), ("=", ["1 + 2 =", "3"])]
            let start = ContinuousClock.now
            // The control the cursor is on (-1: above the first, on a fresh page), and the moves made.
            var cursor = -1
            var moves = 0
            for (key, screen) in keys {
                let index = try #require(order.firstIndex(of: key), "no button \(key)")
                let move = Array(repeating: index > cursor ? "Tab" : "C-u", count: abs(index - cursor))
                _ = try tmux(["send-keys", "-t", "w3m"] + move + ["Enter"])
                try waitForScreen(tmux, showing: screen)
                moves += move.count
                cursor = index
            }
            // The seconds a key costs in w3m, from Enter to the new page on screen (polled every 0.1 s):
            // w3m follows the 303 without a pause of its own (0.02 to 0.08 s a key on the development
            // machine, with the fragment as without).
            let took = ContinuousClock.now - start
            let perKey =
                (Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18) / Double(keys.count)
            // From the top of each page, as before the cursor stayed on the key: a Tab per control up to it.
            let fromTheTop = try keys.map { key, _ in try #require(order.firstIndex(of: key)) + 1 }.reduce(0, +)
            print("w3m: \(perKey) s a key; 1 + 2 = took \(moves) cursor moves, \(fromTheTop) from the top of each page")
            _ = try tmux(["send-keys", "-t", "w3m", "R"])
            Thread.sleep(forTimeInterval: 0.5)
            try waitForScreen(tmux, showing: ["1 + 2 =", "3"])
            _ = try tmux(["send-keys", "-t", "w3m", "B"])
            try waitForScreen(tmux, showing: ["1 + ...", "2"])
            _ = try tmux(["send-keys", "-t", "w3m", "R"])
            try waitForScreen(tmux, showing: ["1 + 2 =", "3"])
        }

        /// After a key the cursor is on that key (the redirect's fragment names its button, issue 28), on
        /// an 80×24 screen with the display still in view: Enter presses the key again, without a move,
        /// and one Tab reaches its neighbour.
        @Test func enterPressesTheSameKeyAgain() throws {
            let server = try CalculatorProcess()
            let order = pageControls(try server.get().text)
            let session = try W3mSession(w3m: w3m, url: server.url, columns: 80, rows: 24)
            defer { session.close() }
            let tmux = session.run
            let cursor = { try tmux(["display-message", "-p", "-t", "w3m", "#{cursor_x},#{cursor_y}"]).output }
            try waitForScreen(tmux, showing: ["0"])
            let seven = try #require(order.firstIndex(of: "7"))
            #expect(order[seven + 1] == "8")
            _ = try tmux(["send-keys", "-t", "w3m"] + Array(repeating: "Tab", count: seven + 1) + ["Enter"])
            try waitForScreen(tmux, showing: ["7"])
            let onSeven = try cursor()
            let start = ContinuousClock.now
            let shown = ["77", "777"]
            for display in shown {
                _ = try tmux(["send-keys", "-t", "w3m", "Enter"])
                try waitForScreen(tmux, showing: [display])
                #expect(try cursor() == onSeven)
            }
            // Enter alone, from Enter to the new page on screen (polled every 0.1 s).
            let took = ContinuousClock.now - start
            let perKey =
                (Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18) / Double(shown.count)
            print("w3m, Enter on the key it stays on: \(perKey) s a key")
            _ = try tmux(["send-keys", "-t", "w3m", "Tab", "Enter"])
            try waitForScreen(tmux, showing: ["7,778"])
        }

        /// Polls the tmux pane (at most 10 s) until `lines` appear one after another below the "RAD" indicator.
        func waitForScreen(_ tmux: ([String]) throws -> (status: Int32, output: String), showing lines: [String]) throws
        {
            var pane = ""
            for _ in 0..<100 {
                pane = try tmux(["capture-pane", "-p", "-t", "w3m"]).output
                let shown = pane.split(separator: "\n", omittingEmptySubsequences: true)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.drop { $0 != "RAD" }.dropFirst()
                if Array(shown.prefix(lines.count)) == lines { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("w3m never showed \(lines); the screen was:\n\(pane)")
        }
    }
}
