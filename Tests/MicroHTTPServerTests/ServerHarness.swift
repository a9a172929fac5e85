import MicroHTTPServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Records what the handler saw, across the server's threads.
final class Recorder: Sendable {
    private let requests = Mutex<[HTTPRequest]>([])
    private let threads = Mutex<Set<UInt>>([])

    func record(_ request: HTTPRequest) {
        requests.withLock { $0.append(request) }
        let thread = UInt(pthread_self())
        threads.withLock { _ = $0.insert(thread) }
    }

    var all: [HTTPRequest] { requests.withLock { $0 } }
    var last: HTTPRequest? { requests.withLock { $0.last } }
    var threadCount: Int { threads.withLock { $0.count } }
}

/// Starts a server on 127.0.0.1 with a free port, runs `body`, and always stops it.
func withServer<T>(
    _ configuration: HTTPServer.Configuration = .init(port: 0),
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
    _ body: (HTTPServer) throws -> T
) throws -> T {
    var configuration = configuration
    configuration.port = 0
    let server = HTTPServer(configuration: configuration, handler: handler)
    try server.start()
    defer { server.stop() }
    return try body(server)
}

/// Runs `body(index)` on `count` new POSIX threads and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Job: Sendable {
        let index: Int
        let body: @Sendable (Int) -> Void
        init(index: Int, body: @escaping @Sendable (Int) -> Void) {
            self.index = index
            self.body = body
        }
    }
    var threads: [pthread_t] = []
    for index in 0..<count {
        var thread = pthread_t()
        let job = Unmanaged.passRetained(Job(index: index, body: body)).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
                job.body(job.index)
                return nil
            }, job)
        if created == 0 {
            threads.append(thread)
        } else {
            Unmanaged<Job>.fromOpaque(job).release()
            body(index)
        }
    }
    for thread in threads { pthread_join(thread, nil) }
}

/// Seconds elapsed while running `body`.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Whether a socket can be bound to `::1` here (containers sometimes have no IPv6).
func canBindIPv6Loopback() -> Bool {
    let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    guard inet_pton(AF_INET6, "::1", &address.sin6_addr) == 1 else { return false }
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
        }
    }
}
