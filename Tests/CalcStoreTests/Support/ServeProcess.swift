import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The real `calculator serve` binary on a free port, which tests may stop gracefully or kill.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    private let output = Pipe()

    /// The executable beside the test bundle in the build folder.
    static let binary: URL = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("calculator") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Starts `calculator serve --store store` with `arguments` added and waits for `listening on`.
    init(store: String, _ arguments: [String] = []) throws {
        process.executableURL = Self.binary
        process.arguments = [
            "serve", "--port", "0", "--public", packageRoot.appendingPathComponent("Public").path,
            "--log-level", "warning", "--rate-limit", "0", "--store", store,
        ] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        var line = ""
        let deadline = Date().addingTimeInterval(30)
        while !line.contains("\n"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        let prefix = "listening on http://127.0.0.1:"
        guard line.hasPrefix(prefix), let port = Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) else {
            process.terminate()
            throw ServeProcessError.noListeningLine(line)
        }
        self.port = port
    }

    /// Sends SIGTERM and returns the exit status (0 for a graceful stop).
    @discardableResult
    func stop() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    /// Sends SIGKILL: the process ends at once, mid-request if need be.
    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends a GET of `/`.
    func get(cookie: String? = nil) throws -> HTTPTestResponse {
        try HTTPTestClient.send(port: port, path: "/", headers: cookie.map { [("Cookie", $0)] } ?? [])
    }

    /// Sends a form POST to `/`.
    func post(_ fields: [(String, String)], cookie: String? = nil) throws -> HTTPTestResponse {
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let cookie { headers.append(("Cookie", cookie)) }
        return try HTTPTestClient.send(port: port, method: "POST", path: "/", headers: headers, body: Array(formBody(fields).utf8))
    }
}

enum ServeProcessError: Error {
    case noListeningLine(String)
}
