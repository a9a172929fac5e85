import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// lynx 2.9: the page as text, and a scripted session that presses keys with the keyboard.
    @Suite(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
    struct LynxTests {
        let lynx = ExternalTool.find("lynx")!
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]

        /// `lynx -dump`: the display comes before the keypad, and each key is a line of its own (lynx
        /// starts a line at each form, and each key is a form, so that lynx returns to the key it pressed).
        @Test func dumpShowsTheDisplayThenOneKeyPerLine() throws {
            let server = try CalculatorProcess()
            let dump = try ExternalTool.run(lynx, ["-dump", "-width=200", server.url], environment: utf8)
            #expect(dump.status == 0)
            let lines = dump.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let display = try #require(lines.firstIndex(of: "0"), "no display line in:\n\(dump.output)")
            let seven = try #require(lines.firstIndex(of: "(7) 7"), "\(dump.output)")
            #expect(display < seven)
            let keys = [
                "(7) 7", "(8) 8", "(9) 9", "(*) × multiply", "(4) 4", "(5) 5", "(6) 6", "(-) − minus", "(1) 1", "(2) 2",
                "(3) 3", "(+) + plus", "(0) 0", "(.) . point", "(pct) % percent", "(=) = equals",
            ]
            #expect(Array(lines[seven..<seven + keys.count]) == keys, "\(dump.output)")
            let sine = try #require(lines.firstIndex(of: "(sin) sin sine"), "\(dump.output)")
            #expect(lines[sine + 1] == "(cos) cos cosine")
            let modes = try #require(
                lines.firstIndex(of: "Keypad: (mode-standard) Standard (current)"), "\(dump.output)")
            #expect(
                lines[modes + 1...modes + 3] == [
                    "(mode-scientific) Scientific", "(mode-rpn) RPN", "(mode-programmer) Programmer",
                ])
        }

        /// A keyboard session (`-cmd_script`): `1 + 2 =` shows 3; lynx keeps the session cookie itself.
        @Test func aScriptedSessionPressesOnePlusTwoEquals() throws {
            let server = try CalculatorProcess()
            let (page, lines) = try press(["1", "+", "2", "="], on: server, order: buttonOrder(try server.get().text))
            let expression = try #require(lines.firstIndex(of: "1 + 2 ="), "no expression line in:\n\(page)")
            #expect(lines[expression + 1] == "3")
        }

        /// Each key is answered with the page at once, and lynx stays on the key it pressed (issue
        /// 28): lynx sleeps on every redirect it follows ("Using http://…", 2 s a key; 4.5 s with a
        /// relative `Location`), so its posts get no 303; each key's form names the key in its action
        /// (`/#k-7`), where lynx puts its cursor on the page the post answers. `7 × 6 =` then takes 25
        /// Down Arrows, not 64 from the Expression field each time; Enter on the key pressed presses it
        /// again. The seconds a key costs in lynx are printed: the time of a session pressing the keys
        /// twice less that of one pressing them once, over the keys.
        @Test func eachKeyIsAnsweredAtOnceOnTheKeyPressed() throws {
            let server = try CalculatorProcess()
            let order = buttonOrder(try server.get().text)
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            func session(_ keys: [String]) throws -> (seconds: Double, output: String, page: [String]) {
                let script = folder.appendingPathComponent("keys-\(keys.count).lynx")
                let saved = folder.appendingPathComponent("page-\(keys.count).txt")
                try keystrokes(pressing: keys, order: order, savingTo: saved.path)
                    .write(to: script, atomically: true, encoding: .utf8)
                let start = ContinuousClock.now
                let run = try ExternalTool.run(
                    lynx, ["-accept_all_cookies", "-cmd_script=\(script.path)", server.url], environment: utf8)
                #expect(run.status == 0, "\(run.output)")
                let took = ContinuousClock.now - start
                let page = try String(contentsOf: saved, encoding: .utf8)
                return (
                    Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18, run.output,
                    page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                )
            }
            let keys = ["7", "*", "6", "="]
            let moves = LynxKeystrokes.moves(try LynxKeystrokes.pressing(keys, orders: [order]))
            let fromTheField = keys.map { order.firstIndex(of: $0) ?? 0 }.reduce(0, +)
            #expect(moves * 2 < fromTheField, "\(moves) moves, \(fromTheField) from the field")
            let pressing = try session(["CL"] + keys)
            let twice = try session(["CL"] + keys + ["CL"] + keys)
            print(
                "lynx: \((twice.seconds - pressing.seconds) / Double(keys.count + 1)) s a key; 7 × 6 = took \(moves) Down Arrows, \(fromTheField) from the Expression field"
            )
            #expect(!pressing.output.contains("Location URL is not absolute"), "\(pressing.output)")
            #expect(!pressing.output.contains("Using http://"), "a key was redirected:\n\(pressing.output)")
            let expression = try #require(pressing.page.firstIndex(of: "7 × 6 ="), "\(pressing.page)")
            #expect(pressing.page[expression + 1] == "42")
            // Enter again, without a move, presses the same key: 9, 9, then + 1 =.
            let again = try session(["CL", "9", "9", "+", "1", "="])
            let sum = try #require(again.page.firstIndex(of: "99 + 1 ="), "\(again.page)")
            #expect(again.page[sum + 1] == "100")
        }

        /// `frac` and `digits` in lynx: the row of constants names them, `1 / 3 = frac` shows `1/3`,
        /// `frac` on √2 leaves the decimal and says why in the notice, `1 / 7 = digits` shows 40
        /// digits (issue 12).
        @Test func aScriptedSessionShowsAFraction() throws {
            let server = try CalculatorProcess()
            let dump = try ExternalTool.run(lynx, ["-dump", "-width=200", server.url], environment: utf8)
            #expect(
                dump.output.contains("(digits) Digits all digits\n   (frac) S⇔D fraction or decimal"), "\(dump.output)")
            let order = buttonOrder(try server.get().text)
            let cases = [
                (["1", "/", "3", "=", "frac"], "1/3"), (["CL", "2", "sqrt", "frac"], "frac: "),
                (["CL", "1", "/", "7", "=", "digits"], "0.1428571428571428571428571428571428571429"),
            ]
            for (keys, expected) in cases {
                let (page, lines) = try press(keys, on: server, order: order)
                if expected != "frac: " {
                    let expression = try #require(lines.firstIndex(of: "1 ÷ \(keys[keys.count - 3]) ="), "\(page)")
                    #expect(lines[expression + 1] == expected)
                } else {
                    #expect(lines.contains("1.4142135623731"), "\(page)")
                    #expect(page.contains("frac: this value was rounded"), "\(page)")
                }
            }
        }

        /// A typed expression that fails stays in the field, and the page points at the error in text:
        /// the text, then a line with `^` under the position (issue 28, item 4). Typed into the field
        /// with the keyboard, then Evaluate; and, refused as too long, the 1,001st character of a window
        /// around it (a one-shot POST).
        @Test func aSyntaxErrorIsPointedAtInText() throws {
            let server = try CalculatorProcess()
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saved = folder.appendingPathComponent("page.txt")
            let script = folder.appendingPathComponent("type.lynx")
            // The focus starts in the Expression field; Down Arrow leaves it for Evaluate.
            let typing = "1+)*2".map { "key \($0)" } + ["key Down Arrow", "key ^J"]
            let saving = ["key Down Arrow", "key p", "key ^J", "key ^U"] + saved.path.map { "key \($0)" }
            try ((typing + saving + ["key ^J", "key Q"]).joined(separator: "\n") + "\n")
                .write(to: script, atomically: true, encoding: .utf8)
            let session = try ExternalTool.run(
                lynx, ["-accept_all_cookies", "-cmd_script=\(script.path)", server.url], environment: utf8)
            #expect(session.status == 0, "\(session.output)")
            let page = try String(contentsOf: saved, encoding: .utf8)
            #expect(page.contains("Syntax error at 3: expected a number"), "\(page)")
            #expect(page.contains("Expression 1+)*2"), "the text stays in the field:\n\(page)")
            #expect(caretColumn(under: "1+)*2", in: page) == 2, "\(page)")

            let body = folder.appendingPathComponent("long.txt")
            try ("expr=" + String(repeating: "1%2B", count: 600) + "1\n---\n").write(
                to: body, atomically: true, encoding: .utf8)
            let long = try ExternalTool.run(
                "/bin/sh", ["-c", "\(lynx) -dump -width=200 -post_data '\(server.url)' < '\(body.path)'"],
                environment: utf8)
            #expect(long.output.contains("Expression too long: 1201 characters"), "\(long.output)")
            #expect(caretColumn(under: "…+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1…", in: long.output) == 16, "\(long.output)")
        }

        /// Presses `keys` in a lynx session (`-cmd_script`, cookies accepted) and returns the page it
        /// printed at the end, whole and as trimmed lines.
        func press(_ keys: [String], on server: CalculatorProcess, order: [String]) throws -> (
            page: String, lines: [String]
        ) {
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saved = folder.appendingPathComponent("page.txt")
            let script = folder.appendingPathComponent("press.lynx")
            try keystrokes(pressing: keys, order: order, savingTo: saved.path)
                .write(to: script, atomically: true, encoding: .utf8)
            let session = try ExternalTool.run(
                lynx, ["-accept_all_cookies", "-cmd_script=\(script.path)", server.url], environment: utf8)
            #expect(session.status == 0, "\(session.output)")
            let page = try String(contentsOf: saved, encoding: .utf8)
            return (page, page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }

        /// lynx's focus order: the Expression field, Evaluate, then every button's `value` (`pageControls`).
        func buttonOrder(_ html: String) -> [String] {
            pageControls(html)
        }

        /// Keystrokes for lynx (``LynxKeystrokes``): `keys` pressed, the page printed to `path`, quit.
        func keystrokes(pressing keys: [String], order: [String], savingTo path: String) throws -> String {
            let lines = try LynxKeystrokes.pressing(keys, orders: [order]) + LynxKeystrokes.saving(to: path)
            return (lines + ["key Q"]).joined(separator: "\n") + "\n"
        }
    }
}
