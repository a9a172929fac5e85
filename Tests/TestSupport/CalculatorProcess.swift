import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The package's root folder, found from this file's path (`Tests/TestSupport/…`).
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Percent-encodes form fields (everything but unreserved characters), joined with `&`.
public func formBody(_ fields: [(String, String)]) -> String {
    fields.map { "\(formEncode($0.0))=\(formEncode($0.1))" }.joined(separator: "&")
}

/// Percent-encodes one form name or value.
public func formEncode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
}

/// Why the server process could not be used.
public enum CalculatorProcessError: Error {
    /// The process printed something else (or nothing) where `listening on http://127.0.0.1:PORT` belongs.
    case noListeningLine(String)
}

/// The real `calculator serve` binary on a free loopback port, for end-to-end tests: started by
/// the initialiser, stopped gracefully (`stop`), killed (`kill`), or terminated when released.
///
/// ```swift
/// let server = try CalculatorProcess()                   // --store memory
/// let page = try server.post([("key", "7")])
/// #expect(server.stop() == 0)
/// ```
public final class CalculatorProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    /// Where the server's standard error goes unless it is shown: printed when it exits abnormally.
    private let errorLog = FileManager.default.temporaryDirectory
        .appendingPathComponent("calculator-serve-\(UUID().uuidString).log")
    /// The port the server printed in its `listening on` line.
    public let port: Int

    /// `http://127.0.0.1:PORT/`.
    public var url: String { "\(scheme)://127.0.0.1:\(port)/" }
    /// `https` when the server was started with `--tls-cert`, else `http`.
    public let scheme: String

    /// Whether the process has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// The process id, for a client that signals the server itself (a test script killing it mid-session).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// The `calculator` executable beside the test bundle in the build folder.
    public static let binary: URL = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("calculator") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Starts `calculator serve --port 0` with `arguments` added (sessions in memory unless they
    /// name a `--store`) and waits at most 30 s for its `listening on` line.
    public init(_ arguments: [String] = [], showErrors: Bool = false) throws {
        process.executableURL = Self.binary
        let store = arguments.contains("--store") ? [] : ["--store", "memory"]
        process.arguments =
            [
                "serve", "--port", "0", "--public", packageRoot.appendingPathComponent("Public").path,
                "--log-level", "warning",
            ] + store + arguments
        process.standardOutput = output
        if showErrors {
            process.standardError = FileHandle.standardError
        } else {
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorLog)
        }
        try process.run()
        let prefixes = ["listening on http://127.0.0.1:", "listening on https://127.0.0.1:"]
        var line = ""
        let deadline = Date().addingTimeInterval(30)
        while !line.contains("\n"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        guard let prefix = prefixes.first(where: { line.hasPrefix($0) }),
            let port = Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
        else {
            process.terminate()
            throw CalculatorProcessError.noListeningLine(line)
        }
        self.port = port
        scheme = prefix.contains("https") ? "https" : "http"
    }

    /// Starts the server on `store` with the rate limit off (tests send bursts), errors shown.
    public convenience init(store: String, _ arguments: [String] = []) throws {
        try self.init(["--store", store, "--rate-limit", "0"] + arguments, showErrors: true)
    }

    /// Sends SIGTERM and returns the exit status (0 for a graceful stop).
    @discardableResult
    public func stop() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        if status != 0, let errors = try? String(contentsOf: errorLog, encoding: .utf8), !errors.isEmpty {
            // What it printed before it ended (a crash's message and backtrace), for the test log.
            FileHandle.standardError.write(
                Data("calculator serve ended with \(status):\n\(errors.suffix(8_000))\n".utf8))
        }
        return status
    }

    /// Sends SIGKILL: the process ends at once, mid-request if need be.
    public func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: errorLog)
    }

    /// A GET of `path` (or of an absolute `http://host:port/path` URL's path, as a redirect gives
    /// it), with the session cookie when given.
    public func get(_ path: String = "/", cookie: String? = nil) throws -> HTTPTestResponse {
        var path = Substring(path)
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...].drop { $0 != "/" }
        }
        return try HTTPTestClient.send(port: port, path: String(path), headers: cookie.map { [("Cookie", $0)] } ?? [])
    }

    /// A form POST of `fields` (percent-encoded here) to `/`; see ``post(form:cookie:followingRedirect:)``.
    public func post(
        _ fields: [(String, String)], cookie: String? = nil, followingRedirect: Bool = true
    ) throws -> HTTPTestResponse {
        try post(form: formBody(fields), cookie: cookie, followingRedirect: followingRedirect)
    }

    /// A form POST of an already encoded body to `/`. Like a browser, it follows a `303 See Other`
    /// with a GET of its `Location` (sending the cookie just set, else `cookie`) and returns that
    /// page, carrying the POST's `Set-Cookie`; `followingRedirect: false` returns the 303 itself.
    public func post(form body: String, cookie: String? = nil, followingRedirect: Bool = true) throws
        -> HTTPTestResponse
    {
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let cookie { headers.append(("Cookie", cookie)) }
        let first = try HTTPTestClient.send(
            port: port, method: "POST", path: "/", headers: headers, body: Array(body.utf8))
        guard followingRedirect, first.status == 303, let location = first.header("Location") else { return first }
        var page = try get(location, cookie: first.sessionCookie ?? cookie)
        if let setCookie = first.header("Set-Cookie"), page.header("Set-Cookie") == nil {
            page.headers.append(("Set-Cookie", setCookie))
        }
        return page
    }
}

extension HTTPTestResponse {
    /// The `name=value` part of `Set-Cookie`, ready to send back; nil without one.
    public var sessionCookie: String? { header("Set-Cookie").map { String($0.prefix { $0 != ";" }) } }
}
