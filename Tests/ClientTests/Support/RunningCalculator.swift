import Foundation
import TestSupport

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The real `calculator serve --port 0 --store memory` on a free port, stopped when released.
final class RunningCalculator {
    private let process = Process()
    private let output = Pipe()
    /// The port the server printed in its `listening on` line.
    let port: Int

    /// `http://127.0.0.1:PORT/`.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// The `calculator` executable beside the test bundle in the build folder.
    static let binary: URL = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("calculator") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Starts the server and waits (at most 10 s) for `listening on http://127.0.0.1:PORT`.
    init() throws {
        process.executableURL = Self.binary
        process.arguments = ["serve", "--port", "0", "--store", "memory", "--log-level", "warning",
                             "--public", packageRoot.appendingPathComponent("Public").path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let prefix = "listening on http://127.0.0.1:"
        var line = ""
        let deadline = Date().addingTimeInterval(10)
        while !line.contains("\n"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        guard line.hasPrefix(prefix), let port = Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) else {
            process.terminate()
            throw ClientTestError.noListeningLine(line)
        }
        self.port = port
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// A GET of `path`, with the session cookie when given.
    func get(_ path: String = "/", cookie: String? = nil) throws -> HTTPTestResponse {
        try HTTPTestClient.send(port: port, path: path, headers: cookie.map { [("Cookie", $0)] } ?? [])
    }

    /// A form POST of `fields` (ASCII names and values, sent as is) to `/`.
    func post(_ fields: String, cookie: String? = nil) throws -> HTTPTestResponse {
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let cookie { headers.append(("Cookie", cookie)) }
        return try HTTPTestClient.send(port: port, method: "POST", path: "/", headers: headers, body: Array(fields.utf8))
    }
}

extension HTTPTestResponse {
    /// The `name=value` part of `Set-Cookie`, ready to send back; nil without one.
    var sessionCookie: String? { header("Set-Cookie").map { String($0.prefix { $0 != ";" }) } }

    /// The text of `<output id="display" …>` (no markup inside it).
    var display: String? {
        guard let start = text.range(of: "<output id=\"display\"") else { return nil }
        let rest = text[start.upperBound...].drop { $0 != ">" }.dropFirst()
        return String(rest.prefix { $0 != "<" })
    }
}

enum ClientTestError: Error {
    case noListeningLine(String)
    case timedOut([String])
    case spawnFailed(String, Int32)
}
