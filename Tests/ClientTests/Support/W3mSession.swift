import Foundation
import Testing

/// w3m running in a tmux session of its own (its own server socket), `columns` × `rows`, opened on
/// `url`, for the interactive w3m tests: ``run(_:)`` sends tmux commands to it, ``close()`` ends it.
struct W3mSession {
    /// The tmux server's socket name, unique to this session.
    let socket = "calc-w3m-\(UUID().uuidString.prefix(8))"

    /// Starts w3m on `url` in a detached tmux session named `w3m`, in UTF-8.
    init(w3m: String, url: String, columns: Int, rows: Int) throws {
        _ = try run([
            "new-session", "-d", "-s", "w3m", "-x", String(columns), "-y", String(rows),
            // Quoted for the shell tmux runs the command in: an address holds `&`.
            "env LANG=C.UTF-8 LC_ALL=C.UTF-8 \(w3m) '\(url)'",
        ])
    }

    /// Polls the pane (at most 10 s) until it shows `text`; records an issue with the screen if it never does.
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var pane = ""
        for _ in 0..<100 {
            pane = try run(["capture-pane", "-p", "-t", "w3m"]).output
            if pane.contains(text) { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("w3m never showed \(text); the screen was:\n\(pane)", sourceLocation: sourceLocation)
    }

    /// Runs tmux with `arguments` against this session's server (at most 10 s).
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalTool.run(ExternalTool.find("tmux")!, ["-L", socket] + arguments, timeout: 10)
    }

    /// Ends the tmux server, and w3m with it.
    func close() {
        _ = try? run(["kill-server"])
    }
}
