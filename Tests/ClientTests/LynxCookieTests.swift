import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// lynx with cookies declined: one cookie prompt on the first page, none after it.
    @Suite(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
    struct LynxCookieTests {
        let lynx = ExternalTool.find("lynx")!
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]

        /// The script answers exactly one prompt with `n` and then presses `1 + 2 =`: a second prompt
        /// (lynx reading `SameSite=Strict` as a cookie, or a `Set-Cookie` on a later page) would swallow
        /// the keystrokes that follow, and the saved page would not show 3. The session lives on in the
        /// forms' hidden `sid` and the redirects' query.
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
    }
}
