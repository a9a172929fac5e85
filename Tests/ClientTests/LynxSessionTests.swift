import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// lynx sessions beyond the keypad: cookies declined, Reload and Back.
    @Suite(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
    struct LynxSessionTests {
        let lynx = ExternalTool.find("lynx")!
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]

        /// The script answers exactly one prompt with `n` and then presses `1 + 2 =`: a second prompt
        /// (lynx reading `SameSite=Strict` as a cookie, or a `Set-Cookie` on a later page) would swallow
        /// the keystrokes that follow, and the saved page would not show 3. The session lives on in the
        /// forms' hidden `sid`, each post answered with the page (never an id in an address).
        @Test func declinedCookiesCostOnePromptAndTheSessionStillWorks() throws {
            let server = try CalculatorProcess()
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saved = folder.appendingPathComponent("page.txt")
            let script = folder.appendingPathComponent("decline.lynx")
            let order = LynxTests().buttonOrder(try server.get().text)
            let keys = try LynxTests().keystrokes(pressing: ["1", "+", "2", "="], order: order, savingTo: saved.path)
            try ("key n\n" + keys).write(to: script, atomically: true, encoding: .utf8)
            let session = try ExternalTool.run(lynx, ["-cmd_script=\(script.path)", server.url], environment: utf8)
            #expect(session.status == 0, "\(session.output)")
            #expect(session.output.components(separatedBy: "Allow?").count - 1 == 1, "prompts in:\n\(session.output)")
            let page = try String(contentsOf: saved, encoding: .utf8)
            let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let expression = try #require(lines.firstIndex(of: "1 + 2 ="), "no expression line in:\n\(page)")
            #expect(lines[expression + 1] == "3")
        }

        /// Reload (^R) after `1 + 2 =`: lynx asks "Resubmit?" (its page answered a post), and the key
        /// sent again changes nothing, as its `seq` is out of date: 3 again, with the notice that says
        /// so. Back (Left Arrow) shows a calculator page from lynx's cache.
        @Test func reloadAndBackShowTheCalculatorAndRepeatNothing() throws {
            let server = try CalculatorProcess()
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let reloaded = folder.appendingPathComponent("reloaded.txt")
            let back = folder.appendingPathComponent("back.txt")
            let order = LynxTests().buttonOrder(try server.get().text)
            var lines = try LynxKeystrokes.pressing(["1", "+", "2", "="], orders: [order])
            lines += ["key ^R", "key y"] + LynxKeystrokes.saving(to: reloaded.path)
            lines += ["key Left Arrow"] + LynxKeystrokes.saving(to: back.path) + ["key Q"]
            let script = folder.appendingPathComponent("history.lynx")
            try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
            let session = try ExternalTool.run(
                lynx, ["-accept_all_cookies", "-cmd_script=\(script.path)", server.url], environment: utf8)
            #expect(session.status == 0, "\(session.output)")
            #expect(session.output.contains("Resubmit"), "\(session.output)")
            let page = try String(contentsOf: reloaded, encoding: .utf8)
            let rows = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let expression = try #require(rows.firstIndex(of: "1 + 2 ="), "no expression line in:\n\(page)")
            #expect(rows[expression + 1] == "3")
            #expect(rows.contains("That page was out of date; nothing was changed."), "\(page)")
            let earlier = try String(contentsOf: back, encoding: .utf8)
            #expect(earlier.contains("(7) 7\n   (8) 8\n   (9) 9"), "Back did not show the calculator:\n\(earlier)")
        }

        /// `lynx -dump` of a steps page reads as the working: each step with its operation and value.
        @Test func theStepsPageReadsAsTheWorking() throws {
            let server = try CalculatorProcess()
            let dump = try ExternalTool.run(
                lynx, ["-dump", "-width=200", server.url + "steps?expr=-6-5%2B4*3%5E2"], environment: utf8)
            let lines = dump.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for expected in [
                "1. -6-5+4*3^2 → 3^2 = 9", "2. -6-5+4*9 → 4*9 = 36", "3. -6-5+36 → -6-5 = -11",
                "4. -11+36 → -11+36 = 25",
                "5. 25",
            ] {
                #expect(lines.contains(expected), "no line \(expected) in:\n\(dump.output)")
            }
        }
    }
}
