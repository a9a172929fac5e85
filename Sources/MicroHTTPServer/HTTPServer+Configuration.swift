#if canImport(Glibc)
    import Glibc
#endif

extension HTTPServer {
    /// How the server listens and the limits that protect it from slow or greedy clients.
    public struct Configuration: Sendable {
        /// The IPv4 or IPv6 address literal to bind to; `0.0.0.0` listens on all IPv4 interfaces.
        ///
        /// An IPv6 literal (`::1`, `::`) makes libmicrohttpd bind an IPv6-only socket.
        public var host: String
        /// The TCP port; 0 picks a free port (read it back from ``HTTPServer/port``).
        public var port: Int
        /// How many threads run handlers concurrently (libmicrohttpd's thread pool).
        public var threadPoolSize: Int
        /// Seconds a connection may stay idle (including mid-request) before it is closed; 0 = never.
        public var connectionTimeout: Int
        /// Bytes of buffer memory per connection; larger request headers get an automatic 431, and a
        /// request target that with its query's arguments would take more than
        /// ``largestTargetCost`` of it a 414.
        public var connectionMemoryLimit: Int
        /// When set, the server speaks HTTPS only, with these credentials; requests carry `scheme == "https"`.
        public var tls: TLSCredentials?
        /// Seconds a request may take to arrive, header and body, counted from when the server starts
        /// waiting for it; a slower client is disconnected (an inactivity timeout alone never ends a
        /// trickle of one byte a second). 0 = no deadline.
        public var requestDeadline: Int
        /// Most simultaneous connections from one IP address; 0 = no limit. A connection over it
        /// first makes room by closing the address's longest-idle keep-alive connection; if none
        /// idles, its request is answered with ``tooManyConnectionsResponse`` and it is closed.
        public var perIPConnectionLimit: Int
        /// Addresses that ``perIPConnectionLimit`` does not apply to: a trusted reverse proxy
        /// carries every client's connections from its one address.
        public var isExemptFromPerIPLimit: @Sendable (String) -> Bool
        /// Most simultaneous connections in all; nil = ``admittedConnections()``. Past it, as past
        /// the per-address limit, an idle keep-alive connection is closed to make room, else the
        /// new one is answered with ``tooManyConnectionsResponse``.
        public var maximumConnections: Int?
        /// How long a keep-alive connection must have waited for its next request before it may be
        /// closed to make room for a new connection: long enough to spare the connections a proxy's
        /// keep-alive pool is reusing, short enough that a client meeting a refusal gets in on the
        /// retry its `Retry-After: 1` asks for.
        public var reclaimableIdleTime: Duration
        /// Largest accepted request body in bytes; larger bodies get ``payloadTooLargeResponse``.
        public var maximumBodySize: Int
        /// Seconds `stop()` waits at most for in-flight requests to be answered before closing
        /// everything; an idle server does not wait.
        public var shutdownGracePeriod: Double
        /// Whether libmicrohttpd's own error messages (e.g. bind failures) are reported, as
        /// ``HTTPServerError/library(_:)`` to ``errorHandler``.
        public var logsLibraryErrors: Bool
        /// Builds the answer to a request on a connection that was refused when it opened (its
        /// address or the server full, nothing idle to close); `Connection: close` is added.
        public var tooManyConnectionsResponse: @Sendable (HTTPRequest) -> HTTPResponse
        /// Builds the answer to an oversized body; it sees the request's headers but no body.
        public var payloadTooLargeResponse: @Sendable (HTTPRequest) -> HTTPResponse
        /// Builds the answer to a head whose framing is refused (with the error's status, 400 or 501;
        /// the connection is then closed).
        public var badRequestResponse: @Sendable (HTTPRequest, HTTPFramingError) -> HTTPResponse
        /// Receives errors that happen while answering a request, where nothing can throw.
        public var errorHandler: @Sendable (HTTPServerError) -> Void

        /// Creates a configuration; every limit has a conservative default for a small web app.
        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            tls: TLSCredentials? = nil,
            threadPoolSize: Int = Configuration.processorCount,
            connectionTimeout: Int = 15,
            connectionMemoryLimit: Int = 32 * 1024,
            requestDeadline: Int = 10,
            perIPConnectionLimit: Int = 64,
            isExemptFromPerIPLimit: @escaping @Sendable (String) -> Bool = { _ in false },
            maximumConnections: Int? = nil,
            reclaimableIdleTime: Duration = .milliseconds(250),
            maximumBodySize: Int = 16 * 1024,
            shutdownGracePeriod: Double = 5,
            logsLibraryErrors: Bool = true,
            tooManyConnectionsResponse: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in
                .tooManyConnections
            },
            payloadTooLargeResponse: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in
                .contentTooLarge
            },
            badRequestResponse: @escaping @Sendable (HTTPRequest, HTTPFramingError) -> HTTPResponse = { _, error in
                .badRequest(error)
            },
            errorHandler: @escaping @Sendable (HTTPServerError) -> Void = Configuration.logToStandardError
        ) {
            self.host = host
            self.port = port
            self.tls = tls
            self.threadPoolSize = threadPoolSize
            self.connectionTimeout = connectionTimeout
            self.connectionMemoryLimit = connectionMemoryLimit
            self.requestDeadline = requestDeadline
            self.perIPConnectionLimit = perIPConnectionLimit
            self.isExemptFromPerIPLimit = isExemptFromPerIPLimit
            self.maximumConnections = maximumConnections
            self.reclaimableIdleTime = reclaimableIdleTime
            self.tooManyConnectionsResponse = tooManyConnectionsResponse
            self.maximumBodySize = maximumBodySize
            self.shutdownGracePeriod = shutdownGracePeriod
            self.logsLibraryErrors = logsLibraryErrors
            self.payloadTooLargeResponse = payloadTooLargeResponse
            self.badRequestResponse = badRequestResponse
            self.errorHandler = errorHandler
        }

        /// How many connections the process can hold at once: its file-descriptor limit (raised to
        /// the hard limit first) less 64 for the store, logs and static files; at least 64.
        public static func connectionCapacity() -> Int {
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_020 }
            if limit.rlim_cur < limit.rlim_max {
                var raised = limit
                raised.rlim_cur = limit.rlim_max
                if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
            }
            return max(64, Int(clamping: min(limit.rlim_cur, 1 << 20)) - 64)
        }

        /// The default of ``maximumConnections``: seven eighths of ``connectionCapacity()``, so that
        /// a connection over it still has a file descriptor, is accepted, and can be answered 503
        /// rather than closed unanswered.
        public static func admittedConnections() -> Int {
            connectionCapacity() / 8 * 7
        }

        /// The most connection memory a request target may take with its query's arguments
        /// (``HTTPServer/targetCost(length:arguments:)``): three quarters of
        /// the connection's memory, the rest left for the request's headers and the answer's.
        public var largestTargetCost: Int { connectionMemory / 4 * 3 }

        /// The bytes of memory libmicrohttpd gives each connection: ``connectionMemoryLimit``, at
        /// least 1 KiB.
        var connectionMemory: Int { max(1024, connectionMemoryLimit) }

        /// The number of online processors, at least 1: the default thread pool size.
        public static var processorCount: Int {
            max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        }

        /// The default error handler: one line on standard error.
        public static func logToStandardError(_ error: HTTPServerError) {
            let line = Array("MicroHTTPServer: \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
    }

    /// The bytes of connection memory a request target of `length` bytes takes with its query's
    /// `arguments`, as libmicrohttpd keeps them: the target in its read buffer and a 64-byte record
    /// per argument (its 56-byte header record, in 16-byte steps). Measured: with the default 32 KiB,
    /// 450 short arguments in 3 KB were answered and 500 were not, nor 128 arguments in 26 KB.
    /// A target costing more than ``Configuration/largestTargetCost`` is answered 414.
    public static func targetCost(length: Int, arguments: Int) -> Int {
        length + 64 * arguments
    }
}
