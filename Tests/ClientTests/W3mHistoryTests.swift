import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// w3m 0.5.3 in tmux: Reload and Back after key presses.
    @Suite(
        .enabled(
            if: ExternalTool.find("w3m") != nil && ExternalTool.find("tmux") != nil,
            "needs w3m and tmux: make deps-test"))
    struct W3mHistoryTests {
        let w3m = ExternalTool.find("w3m")!
        let tmux = ExternalTool.find("tmux")!

        /// `1 + 2 =`, then Reload (`R`): still `1 + 2 =` and 3, so `=` was not applied again; then Back
        /// (`B`): an earlier calculator page, never an error; Reload there shows the current state.
        @Test func reloadAndBackRepeatNothing() throws {
            let server = try CalculatorProcess()
            let order = pageControls(try server.get().text)
            let socket = "calc-w3m-\(UUID().uuidString.prefix(8))"
            let tmux = { (arguments: [String]) in
                try ExternalTool.run(self.tmux, ["-L", socket] + arguments, timeout: 10)
            }
            _ = try tmux([
                "new-session", "-d", "-s", "w3m", "-x", "120", "-y", "50",
                "env LANG=C.UTF-8 LC_ALL=C.UTF-8 \(w3m) \(server.url)",
            ])
            defer { _ = try? tmux(["kill-server"]) }
            let screen = W3mTests()
            try screen.waitForScreen(tmux, showing: ["0"])
            for (key, lines) in [
                ("1", ["1"]), ("+", ["1 + ...", "1"]), ("2", ["1 + ...", "2"]), ("=", ["1 + 2 =", "3"]),
            ] {
                let index = try #require(order.firstIndex(of: key), "no button \(key)")
                _ = try tmux(["send-keys", "-t", "w3m"] + Array(repeating: "Tab", count: index + 1) + ["Enter"])
                try screen.waitForScreen(tmux, showing: lines)
            }
            _ = try tmux(["send-keys", "-t", "w3m", "R"])
            Thread.sleep(forTimeInterval: 0.5)
            try screen.waitForScreen(tmux, showing: ["1 + 2 =", "3"])
            _ = try tmux(["send-keys", "-t", "w3m", "B"])
            try screen.waitForScreen(tmux, showing: ["1 + ...", "2"])
            _ = try tmux(["send-keys", "-t", "w3m", "R"])
            try screen.waitForScreen(tmux, showing: ["1 + 2 =", "3"])
        }
    }
}
