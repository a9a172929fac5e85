import Foundation
import TestSupport

/// The real `calculator serve` binary on a free port, for the few end-to-end tests.
final class LiveServer: @unchecked Sendable {
    let process = Process()
    let port: Int
    private let output = Pipe()

    /// The executable beside the test bundle in the build folder.
    static let binary: URL = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("calculator") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Starts the server with `arguments` added and waits for its `listening on` line; the
    /// sessions live in memory unless `arguments` name a `--store`.
    init(_ arguments: [String] = []) throws {
        process.executableURL = Self.binary
        let store = arguments.contains("--store") ? [] : ["--store", "memory"]
        process.arguments = ["serve", "--port", "0", "--public", packageRoot.appendingPathComponent("Public").path,
                             "--log-level", "warning"] + store + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = ""
        let deadline = Date().addingTimeInterval(10)
        while !line.contains("\n"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        guard line.hasPrefix("listening on http://127.0.0.1:"),
            let port = Int(line.dropFirst("listening on http://127.0.0.1:".count).prefix { $0.isNumber })
        else {
            process.terminate()
            throw LiveServerError.noListeningLine(line)
        }
        self.port = port
    }

    /// Sends SIGTERM and returns the exit status (0 for a graceful stop).
    func stop() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends a GET.
    func get(_ path: String, cookie: String? = nil) throws -> HTTPTestResponse {
        try HTTPTestClient.send(port: port, path: path, headers: cookie.map { [("Cookie", $0)] } ?? [])
    }

    /// Sends a form POST to `/`.
    func post(_ fields: [(String, String)], cookie: String? = nil) throws -> HTTPTestResponse {
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let cookie { headers.append(("Cookie", cookie)) }
        let body = fields.map { "\(formEncode($0.0))=\(formEncode($0.1))" }.joined(separator: "&")
        return try HTTPTestClient.send(port: port, method: "POST", path: "/", headers: headers, body: Array(body.utf8))
    }
}

enum LiveServerError: Error {
    case noListeningLine(String)
}

extension HTTPTestResponse {
    /// What the page shows.
    var page: PageScraper { PageScraper(html: text) }

    /// The `name=value` part of `Set-Cookie`, or nil.
    var sessionCookie: String? {
        header("Set-Cookie").map { String($0.prefix { $0 != ";" }) }
    }
}

/// Runs `body(index)` on `count` threads at once and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    group.wait()
}
