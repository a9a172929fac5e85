import Foundation

/// nginx from Debian's package, run by a test in the foreground with a configuration of its own in a
/// temporary folder: it listens with TLS on a free loopback port (a throwaway self-signed certificate
/// made with `openssl req -x509`), proxies to `upstreams` round robin, and writes its pid, logs and
/// temporary files into the folder. Stopped by ``stop()`` or when released.
final class NginxProcess: @unchecked Sendable {
    /// The folder holding the configuration, certificate, logs and nginx's temporary files.
    let folder: URL
    /// The loopback port nginx listens on (TLS).
    let port: Int
    private let process = Process()

    /// `https://127.0.0.1:PORT/`.
    var url: String { "https://127.0.0.1:\(port)/" }

    /// nginx on `PATH`, else where Debian puts it (`/usr/sbin` is not on every user's `PATH`).
    static let binary: String? =
        ExternalTool.find("nginx")
        ?? ["/usr/sbin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether nginx and openssl (for the certificate) are both installed.
    static let ready = binary != nil && ExternalTool.find("openssl") != nil

    /// Why nginx could not be used.
    enum Failure: Error {
        case certificate(String)
        case didNotStart(String)
    }

    /// Writes the certificate and the configuration for `upstreams` (loopback ports), with an upstream
    /// keep-alive pool of that many idle connections if given, starts nginx and waits (at most 10 s)
    /// until its port accepts connections.
    init(upstreams: [Int], keepAlivePool: Int? = nil) throws {
        folder = try ExternalTool.temporaryFolder()
        port = try Self.freePort()
        let certificate = try ExternalTool.run(
            ExternalTool.find("openssl")!,
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1",
                "-keyout", folder.appendingPathComponent("key.pem").path,
                "-out", folder.appendingPathComponent("cert.pem").path,
            ], timeout: 60)
        guard certificate.status == 0 else { throw Failure.certificate(certificate.output) }
        let configuration = NginxConfiguration(
            folder: folder.path, port: port, upstreams: upstreams,
            runsAsRoot: getuid() == 0, keepAlivePool: keepAlivePool)
        try configuration.text.write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: Self.binary!)
        process.arguments = [
            "-p", folder.path + "/", "-c", folder.appendingPathComponent("nginx.conf").path,
            "-e", folder.appendingPathComponent("error.log").path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port: port) {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw Failure.didNotStart(log("error.log"))
            }
            usleep(20_000)
        }
    }

    /// Stops nginx (SIGTERM: a fast shutdown) and waits for it; SIGKILL if it is still there after 10 s.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The text of one of nginx's logs in the folder (`access.log`, `error.log`), empty if missing.
    func log(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// The access log's lines, parsed (see ``NginxConfiguration`` for the format).
    func accessLog() -> [ProxiedRequest] {
        log("access.log").split(separator: "\n").compactMap { ProxiedRequest(line: String($0)) }
    }

    /// A port on 127.0.0.1 that nothing listens on now: bind to port 0, read the port, close.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw Failure.didNotStart("no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether a TCP connection to 127.0.0.1:`port` succeeds.
    static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
