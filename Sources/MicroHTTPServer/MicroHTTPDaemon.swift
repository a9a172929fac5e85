// The only file that imports the C library: it turns MHD callbacks into `HTTPRequest` values
// and `HTTPResponse` values back into MHD responses. Nothing outside this file sees a pointer.
import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What every MHD callback of one daemon needs; passed as `dh_cls` and owned by the daemon.
final class DaemonContext: Sendable {
    let handler: @Sendable (HTTPRequest, HTTPResponder) -> Void
    let configuration: HTTPServer.Configuration
    /// Requests between their first handler call and their completion callback.
    let inFlight = Atomic<Int>(0)
    /// Disconnects clients too slow to deliver a request; `nil` without a deadline.
    let watch: ConnectionWatch?
    /// Takes or refuses each new connection, reclaiming idle keep-alive ones to make room.
    let admission: ConnectionAdmission
    /// The TLS certificate and key as C strings, alive as long as the daemon (GnuTLS reads them at
    /// start). Unsafe only in type: written once here, read only by `MHD_start_daemon`, freed in deinit.
    nonisolated(unsafe) let tlsCertificate: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) let tlsKey: UnsafeMutablePointer<CChar>?
    /// Set when `stop` begins: a connection accepted from then on is closed unread, and every
    /// response carries `Connection: close`, so a keep-alive client goes away after its answer.
    let closing = Atomic<Bool>(false)
    /// Set once the in-flight requests drained: a request whose headers arrive after it is refused
    /// unhandled (its connection closed, nothing applied), so no handler can run, and commit, while
    /// `MHD_stop_daemon` cuts the connections.
    let refusing = Atomic<Bool>(false)
    /// The requests whose connections are suspended until their handler answers, so that `stop`
    /// can answer them itself: libmicrohttpd must not be stopped with a connection suspended.
    let suspended = Mutex<[ObjectIdentifier: DeferredAnswer]>([:])

    init(
        configuration: HTTPServer.Configuration, handler: @escaping @Sendable (HTTPRequest, HTTPResponder) -> Void
    ) {
        self.configuration = configuration
        self.handler = handler
        watch =
            configuration.requestDeadline > 0 ? ConnectionWatch(deadline: .seconds(configuration.requestDeadline)) : nil
        admission = ConnectionAdmission(
            perAddressLimit: configuration.perIPConnectionLimit,
            totalLimit: configuration.maximumConnections ?? HTTPServer.Configuration.admittedConnections(),
            minimumIdleTime: configuration.reclaimableIdleTime,
            isExempt: configuration.isExemptFromPerIPLimit,
            hasPendingInput: { mhd_shim_peek_socket($0) != 0 })
        tlsCertificate = configuration.tls.map { strdup($0.certificatePEM) }
        tlsKey = configuration.tls.map { strdup($0.privateKeyPEM) }
    }

    deinit {
        free(tlsCertificate)
        free(tlsKey)
    }
}

/// What one TCP connection keeps across its requests; lives in its socket context (set when the
/// connection starts, released when it closes), so no request looks it up in a shared table.
final class ConnectionState: Sendable {
    /// The client's address as text, read once.
    let remoteAddress: String
    /// The connection's socket.
    let socket: Int32
    /// The connection's entry in the slow-client watch, if there is one.
    let watched: ConnectionWatch.Entry?
    /// Whether the connection was taken or is to be answered 503, and whether it idles.
    let admission: ConnectionAdmission.Entry
    /// Set when a request target was refused as it arrived (``MicroHTTPDaemon/targetRead``): the
    /// request is not handled, and the connection is closed.
    let targetRefused = Atomic<Bool>(false)

    init(remoteAddress: String, socket: Int32, watched: ConnectionWatch.Entry?, admission: ConnectionAdmission.Entry) {
        self.remoteAddress = remoteAddress
        self.socket = socket
        self.watched = watched
        self.admission = admission
    }
}

/// The state of one request while MHD delivers its body; lives in `*con_cls`.
///
/// MHD calls back for one connection on one thread at a time, so this needs no lock.
final class RequestState {
    var request: HTTPRequest
    /// The body outgrew the limit: stop appending, answer 413 at the end.
    var bodyTooLarge = false
    /// Bytes read and thrown away after the body outgrew the limit.
    var discardedBytes = 0
    /// A response was queued already (413 from `Content-Length` in the first call).
    var answered = false
    /// The handler's answer, once the handler was called.
    var deferred: DeferredAnswer?
    /// The connection's state, looked up once for the request's callbacks.
    let connection: ConnectionState?

    init(request: HTTPRequest, connection: ConnectionState?) {
        self.request = request
        self.connection = connection
    }
}

/// The answer to one request whose handler ran: it may arrive while the handler runs, or later from
/// another thread while the connection is suspended (`MHD_suspend_connection`).
final class DeferredAnswer: Sendable {
    enum Phase {
        /// The handler is running on the connection's thread.
        case handling
        /// The handler returned without an answer; the connection is suspended.
        case suspended
        /// The answer, not yet queued.
        case ready(HTTPResponse)
        /// The answer was taken to be queued.
        case taken
    }

    let phase = Mutex<Phase>(.handling)
    /// The `struct MHD_Connection *`, as a number, for `MHD_resume_connection`; valid while suspended.
    let connection: UInt

    init(connection: UInt) {
        self.connection = connection
    }

    /// Called on the connection's thread when the handler returned: the answer if it came already,
    /// else `nil` after suspending the connection (under the lock, so an answer that arrives now
    /// finds it suspended and resumes it).
    func takeOrSuspend(_ context: DaemonContext) -> HTTPResponse? {
        phase.withLock { phase in
            if case .ready(let response) = phase {
                phase = .taken
                return response
            }
            phase = .suspended
            context.suspended.withLock { $0[ObjectIdentifier(self)] = self }
            // MHD_suspend_connection: "The only safe way to call this function is to call it from
            // the #MHD_AccessHandlerCallback".
            MHD_suspend_connection(OpaquePointer(bitPattern: connection))
            return nil
        }
    }

    /// Called by the responder, on any thread: keeps the answer, and resumes the connection if it
    /// is suspended ("It is safe to resume a suspended connection at any time"), whereupon
    /// libmicrohttpd calls the access handler again to queue it.
    func deliver(_ response: HTTPResponse, _ context: DaemonContext) {
        let resume = phase.withLock { phase in
            switch phase {
            case .handling:
                phase = .ready(response)
                return false
            case .suspended:
                phase = .ready(response)
                return true
            case .ready, .taken:
                return false
            }
        }
        guard resume else { return }
        context.suspended.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
        MHD_resume_connection(OpaquePointer(bitPattern: connection))
    }

    /// The answer after a resume, once.
    func take() -> HTTPResponse? {
        phase.withLock { phase in
            guard case .ready(let response) = phase else { return nil }
            phase = .taken
            return response
        }
    }
}

/// A running libmicrohttpd daemon; `stop()` must be called exactly once before it is released.
final class MicroHTTPDaemon: @unchecked Sendable {
    // @unchecked: `daemon` is written once in init and only read afterwards; libmicrohttpd
    // documents "All functions are guaranteed to be completely reentrant and thread-safe."
    private let daemon: OpaquePointer
    private let context: DaemonContext
    /// The port the listen socket is bound to.
    let port: Int

    /// Starts listening; throws if the host is not an address literal or MHD returns NULL.
    init(
        configuration: HTTPServer.Configuration,
        handler: @escaping @Sendable (HTTPRequest, HTTPResponder) -> Void
    ) throws(HTTPServerError) {
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        let context = DaemonContext(configuration: configuration, handler: handler)
        // Internal polling thread + thread pool; MHD_USE_AUTO picks epoll on Linux.
        // MHD_USE_ITC: stop and resume wake the pool's threads through it.
        // MHD_ALLOW_SUSPEND_RESUME: handlers that answer later suspend their connection.
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_AUTO.rawValue
            | MHD_USE_ITC.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        // MHD_USE_TLS: "Run in HTTPS mode"; the certificate and key come from memory (options below).
        if configuration.tls != nil { flags |= MHD_USE_TLS.rawValue }
        if configuration.logsLibraryErrors { flags |= MHD_USE_ERROR_LOG.rawValue }

        let started: OpaquePointer? = address.withSockAddr { sockAddr in
            let cls = Unmanaged.passUnretained(context).toOpaque()
            let options = Self.options(configuration, context: context, sockAddr: sockAddr, cls: cls)
            return options.withUnsafeBufferPointer { items in
                mhd_shim_start(
                    flags, UInt16(clamping: configuration.port),
                    { cls, _, _ in MicroHTTPDaemon.acceptsConnections(cls) }, cls,
                    {
                        cls, connection, url, method, version, uploadData, uploadDataSize, conCls in
                        MicroHTTPDaemon.access(
                            cls, connection, method, version, url, uploadData, uploadDataSize, conCls)
                    }, cls, items.baseAddress)
            }
        }
        // MHD_start_daemon: "@return NULL on error, handle to daemon on success"; the failed
        // socket(), bind() or listen() left its reason in errno.
        guard let started else {
            let reason = String(cString: strerror(errno))
            throw .couldNotListen(host: configuration.host, port: configuration.port, reason: reason)
        }
        self.daemon = started
        self.context = context
        self.port = Int(mhd_shim_bound_port(started))
    }

    /// Stops accepting, answers the in-flight requests with `Connection: close` (up to
    /// `gracePeriod` seconds), then closes every connection: an idle server stops at once, and
    /// every request a handler ran for is answered.
    func stop(gracePeriod: Double) {
        // From here on the accept policy closes every new connection unread. Not
        // MHD_quiesce_daemon: with a thread pool on epoll it races the pool's threads, which take
        // the listening socket out of their epoll sets themselves, and then aborts the process
        // ("Failed to remove listen FD from epoll set", libmicrohttpd 0.9.75, still so in 1.0.1).
        context.closing.store(true, ordering: .sequentiallyConsistent)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(max(0, gracePeriod) * 1000)))
        let drain = {
            while self.context.inFlight.load(ordering: .sequentiallyConsistent) > 0 && clock.now < deadline {
                usleep(1_000)
            }
        }
        drain()
        // Requests that began before `refusing` was set are answered; later ones are refused.
        context.refusing.store(true, ordering: .sequentiallyConsistent)
        drain()
        // "It is an API violation to call #MHD_stop_daemon while having suspended connections": a
        // request still waiting for its handler's answer gets a 503 now (its late answer is ignored).
        let waiting = context.suspended.withLock { Array($0.values) }
        for answer in waiting {
            var response = HTTPResponse.text("\(HTTPStatus.serviceUnavailable)\n", status: .serviceUnavailable)
            response.headers.add(name: "Connection", value: "close")
            answer.deliver(response, context)
        }
        if !waiting.isEmpty {
            let settle = clock.now.advanced(by: .seconds(1))
            while context.inFlight.load(ordering: .sequentiallyConsistent) > 0 && clock.now < settle { usleep(1_000) }
        }
        // MHD_stop_daemon: "Shutdown an HTTP daemon." It joins the pool threads, closes every
        // connection and calls NOTIFY_COMPLETED for requests still open.
        MHD_stop_daemon(daemon)
        context.watch?.stop()
    }

    private static func options(
        _ configuration: HTTPServer.Configuration, context: DaemonContext, sockAddr: UnsafeRawPointer,
        cls: UnsafeMutableRawPointer
    ) -> [MHD_OptionItem] {
        let completed: MHD_RequestCompletedCallback = { cls, connection, conCls, _ in
            MicroHTTPDaemon.completed(cls, connection, conCls)
        }
        let notified: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
            MicroHTTPDaemon.notified(cls, connection, socketContext, code)
        }
        let targeted: mhd_shim_uri_callback = { cls, uri, connection in
            MicroHTTPDaemon.targetRead(cls, uri, connection)
        }
        // MHD_OPTION_EXTERNAL_LOGGER: "Use the given function for logging error messages", in place
        // of stderr: its lines reach the error handler (and so the app's log).
        let logged: MHD_LogCallback = { cls, format, arguments in MicroHTTPDaemon.logged(cls, format, arguments) }
        let logger: [MHD_OptionItem] =
            configuration.logsLibraryErrors
            ? [MHD_OptionItem(option: .EXTERNAL_LOGGER, value: unsafeBitCast(logged, to: Int.self), ptr_value: cls)]
            : []
        // MHD_OPTION_HTTPS_MEM_KEY / _CERT: "Memory pointer for the private key (const char*) to be used
        // by the HTTPS daemon" / "for the certificate".
        let tls: [MHD_OptionItem] =
            if let certificate = context.tlsCertificate, let key = context.tlsKey {
                [
                    MHD_OptionItem(option: .HTTPS_MEM_KEY, value: 0, ptr_value: UnsafeMutableRawPointer(key)),
                    MHD_OptionItem(option: .HTTPS_MEM_CERT, value: 0, ptr_value: UnsafeMutableRawPointer(certificate)),
                ]
            } else { [] }
        return logger + tls + [
            // MHD_OPTION_SOCK_ADDR: "Bind daemon to the supplied `struct sockaddr`."
            MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: UnsafeMutableRawPointer(mutating: sockAddr)),
            // The default CONNECTION_TIMEOUT is 0, "no timeout": slow clients would pin a slot forever.
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: max(0, configuration.connectionTimeout), ptr_value: nil),
            MHD_OptionItem(
                option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemory, ptr_value: nil),
            // No PER_IP_CONNECTION_LIMIT (its default is 0, none): libmicrohttpd would close the
            // connection over it unanswered, and count connections that only idle; ConnectionAdmission
            // keeps the per-address limit instead.
            MHD_OptionItem(option: .THREAD_POOL_SIZE, value: max(1, configuration.threadPoolSize), ptr_value: nil),
            // The default CONNECTION_LIMIT is FD_SETSIZE - 4 (1,020) even with epoll: a few hundred
            // slow clients would lock everyone out. The file-descriptor limit is the real bound, and
            // ConnectionAdmission answers 503 below it. libmicrohttpd splits this limit among its
            // pool's threads ("conns_per_thread", daemon.c) and closes, unanswered, a connection over
            // one thread's share, however the others stand: so each thread's share is the whole
            // capacity, never reached before the process runs out of descriptors.
            MHD_OptionItem(
                option: .CONNECTION_LIMIT,
                value: HTTPServer.Configuration.connectionCapacity() * max(1, configuration.threadPoolSize),
                ptr_value: nil),
            MHD_OptionItem(option: .NOTIFY_CONNECTION, value: unsafeBitCast(notified, to: Int.self), ptr_value: cls),
            // Inside MHD_OPTION_ARRAY "the function goes in value (cast to intptr_t), the cls in ptr_value".
            MHD_OptionItem(option: .NOTIFY_COMPLETED, value: unsafeBitCast(completed, to: Int.self), ptr_value: cls),
            // MHD_OPTION_URI_LOG_CALLBACK: "called when the URI is first received" (the function in
            // value, its cls in ptr_value, as above); it sees the target before the query is split.
            MHD_OptionItem(option: .URI_LOG_CALLBACK, value: unsafeBitCast(targeted, to: Int.self), ptr_value: cls),
            // Keep the URL escaped so the app sees the raw path (and can refuse `..` tricks itself).
            MHD_OptionItem(option: .UNESCAPE_CALLBACK, value: mhd_shim_keep_escapes_option_value(), ptr_value: nil),
            MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
        ]
    }

    // MARK: Callbacks (called on MHD's threads)

    /// The external logger: formats libmicrohttpd's message (`printf`-style, a line at most 512 bytes)
    /// and hands it to the error handler.
    private static func logged(
        _ cls: UnsafeMutableRawPointer?, _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?
    ) {
        guard let cls, let format, let arguments else { return }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        var line = [CChar](repeating: 0, count: 512)
        _ = line.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        var bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: " ") { bytes.removeLast() }
        context.configuration.errorHandler(.library(String(decoding: bytes, as: UTF8.self)))
    }

    /// The accept policy: "MHD_YES if connection is allowed, MHD_NO if not"; none once `stop` began.
    private static func acceptsConnections(_ cls: UnsafeMutableRawPointer?) -> MHD_Result {
        guard let cls else { return .NO }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        return context.closing.load(ordering: .sequentiallyConsistent) ? .NO : .YES
    }

    /// The access handler: called once with headers, then per body chunk, then once at the end.
    private static func access(
        _ cls: UnsafeMutableRawPointer?,
        _ connection: OpaquePointer?,
        _ method: UnsafePointer<CChar>?,
        _ version: UnsafePointer<CChar>?,
        _ url: UnsafePointer<CChar>?,
        _ uploadData: UnsafePointer<CChar>?,
        _ uploadDataSize: UnsafeMutablePointer<Int>?,
        _ conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> MHD_Result {
        guard let cls, let connection, let uploadDataSize, let conCls else { return .NO }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        let limit = context.configuration.maximumBodySize

        guard let existing = conCls.pointee else {
            // Call 1: "*con_cls == NULL"; the headers are complete, the body has not been read.
            context.inFlight.add(1, ordering: .sequentiallyConsistent)
            let connectionState = connectionState(connection)
            // The server is stopping, or the target was answered 414 as it arrived: "return MHD_NO
            // if the socket must be closed due to a serious error while handling the request"; no
            // state, so no completion to count.
            if context.refusing.load(ordering: .sequentiallyConsistent)
                || connectionState?.targetRefused.load(ordering: .relaxed) == true
            {
                context.inFlight.subtract(1, ordering: .sequentiallyConsistent)
                return .NO
            }
            let remote = connectionState?.remoteAddress ?? clientAddress(connection)
            var request = makeRequest(connection, method: method, version: version, url: url, remote: remote)
            if context.configuration.tls != nil { request.scheme = "https" }
            let state = RequestState(request: request, connection: connectionState)
            conCls.pointee = Unmanaged.passRetained(state).toOpaque()
            if let admitted = connectionState?.admission {
                guard admitted.admitted else {
                    // Refused when it opened (its address or the server full, nothing idle to
                    // reclaim): answered 503 rather than closed unanswered, and then closed.
                    state.answered = true
                    var response = context.configuration.tooManyConnectionsResponse(request)
                    response.headers.add(name: "Connection", value: "close")
                    return queue(response, connection, context)
                }
                context.admission.began(admitted)
            }
            // Queued before the body is read, MHD answers and then closes the connection.
            do throws(HTTPFramingError) {
                guard let length = try request.declaredBodyLength(), length > UInt64(max(0, limit)) else { return .YES }
                state.answered = true
                return queue(context.configuration.payloadTooLargeResponse(request), connection, context)
            } catch {
                state.answered = true
                var response = context.configuration.badRequestResponse(request, error)
                response.headers.add(name: "Connection", value: "close")
                return queue(response, connection, context)
            }
        }
        let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()

        let size = uploadDataSize.pointee
        if size > 0 {
            // "The callback must update this value to the number of bytes NOT processed";
            // "The response cannot be queued when this callback is called to process the client upload data."
            uploadDataSize.pointee = 0
            if state.answered { return .YES }
            if state.bodyTooLarge || state.request.body.count + size > limit {
                state.bodyTooLarge = true
                state.request.body = []
                state.discardedBytes += size
                // Returning MHD_NO "closes the connection": do so if the client keeps streaming.
                return state.discardedBytes > max(limit, 64 * 1024) * 16 ? .NO : .YES
            }
            if let uploadData {
                let bytes = UnsafeRawBufferPointer(start: uploadData, count: size)
                state.request.body.append(contentsOf: bytes)
            }
            return .YES
        }

        // Final call: "upload_data == NULL and size 0"; now the response may be queued. It comes
        // again after a resume, to queue the answer the handler gave meanwhile.
        if state.answered { return .YES }
        if let deferred = state.deferred {
            guard let response = deferred.take() else { return .YES }
            state.answered = true
            return queue(response, connection, context)
        }
        if let watched = state.connection?.watched { context.watch?.received(watched) }
        if state.bodyTooLarge {
            state.answered = true
            return queue(context.configuration.payloadTooLargeResponse(state.request), connection, context)
        }
        let deferred = DeferredAnswer(connection: UInt(bitPattern: connection))
        state.deferred = deferred
        context.handler(state.request, HTTPResponder { deferred.deliver($0, context) })
        guard let response = deferred.takeOrSuspend(context) else { return .YES }
        state.answered = true
        return queue(response, connection, context)
    }

    /// MHD_OPTION_NOTIFY_CONNECTION: "called when a connection is started or closed"; the closed
    /// notification comes before libmicrohttpd closes the socket. Keeps the connection's
    /// ``ConnectionState`` in its socket context ("The client can initialize during
    /// #MHD_CONNECTION_NOTIFY_STARTED and cleanup during #MHD_CONNECTION_NOTIFY_CLOSED").
    private static func notified(
        _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
        _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ code: MHD_ConnectionNotificationCode
    ) {
        guard let cls, let connection, let socketContext else { return }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        // MHD_CONNECTION_NOTIFY_STARTED = 0, MHD_CONNECTION_NOTIFY_CLOSED = 1.
        if code.rawValue == 0 {
            let socket = mhd_shim_connection_fd(connection)
            let address = clientAddress(connection)
            let watched = context.watch?.opened(socket: socket)
            let admission = context.admission.opened(socket: socket, address: address)
            let state = ConnectionState(
                remoteAddress: address, socket: socket, watched: watched, admission: admission)
            socketContext.pointee = Unmanaged.passRetained(state).toOpaque()
        } else if let raw = socketContext.pointee {
            socketContext.pointee = nil
            let state = Unmanaged<ConnectionState>.fromOpaque(raw).takeRetainedValue()
            if let watched = state.watched { context.watch?.closed(watched) }
            context.admission.closed(state.admission)
        }
    }

    /// MHD_OPTION_URI_LOG_CALLBACK: called with the request target once its line is read, before
    /// libmicrohttpd splits the query into arguments, a record each in the connection's memory. A
    /// query whose records do not fit leaves libmicrohttpd 0.9.75 unable to answer (it ignores the
    /// failure, then waits for the connection's deadline), so a target that would take more of it
    /// than ``HTTPServer/Configuration/largestTargetCost`` is answered 414 here and the connection's
    /// sending side shut; its request never reaches the handler (``access(_:_:_:_:_:_:_:_:)``
    /// closes the connection). libmicrohttpd reads a request line only once the answer before it
    /// was handed to the socket, so nothing is written between. Over HTTPS no plain answer can be
    /// written: the connection is shut both ways. Returns no request context.
    private static func targetRead(
        _ cls: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?, _ connection: OpaquePointer?
    ) -> UnsafeMutableRawPointer? {
        guard let cls, let uri, let connection else { return nil }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        let length = strlen(uri)
        let arguments = mhd_shim_query_arguments(uri)
        guard HTTPServer.targetCost(length: length, arguments: arguments) > context.configuration.largestTargetCost
        else { return nil }
        connectionState(connection)?.targetRefused.store(true, ordering: .relaxed)
        // Reported before the answer goes out, so that whoever reads the answer finds the report made.
        context.configuration.errorHandler(.targetTooLarge(bytes: length, arguments: arguments))
        let answer = context.configuration.tls == nil ? Self.targetTooLargeAnswer : []
        answer.withUnsafeBytes {
            mhd_shim_answer_and_shut(mhd_shim_connection_fd(connection), $0.baseAddress, $0.count)
        }
        return nil
    }

    /// The bytes of the 414 answer to a target too large, head and body.
    private static let targetTooLargeAnswer: [UInt8] = {
        let body = "\(HTTPStatus.uriTooLong): this address is too long or has too many query arguments\n"
        let head =
            "HTTP/1.1 \(HTTPStatus.uriTooLong)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        return Array((head + body).utf8)
    }()

    /// The connection's ``ConnectionState``, kept alive by its socket context until it closes.
    private static func connectionState(_ connection: OpaquePointer) -> ConnectionState? {
        mhd_shim_socket_context(connection).map { Unmanaged<ConnectionState>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The client's address as text (`inet_ntop`), or "" when MHD does not know it.
    private static func clientAddress(_ connection: OpaquePointer) -> String {
        var address = [CChar](repeating: 0, count: 64)
        return mhd_shim_client_address(connection, &address, socklen_t(address.count)) == 0
            ? String(decoding: address.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : ""
    }

    /// MHD_OPTION_NOTIFY_COMPLETED: called when a request ends, normally or not; frees `*con_cls`.
    private static func completed(
        _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
        _ conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) {
        guard let conCls, let raw = conCls.pointee else { return }
        let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
        conCls.pointee = nil
        guard let cls else { return }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        // The connection now waits for its next request (keep-alive), against the deadline again.
        if let watched = state.connection?.watched { context.watch?.answered(watched) }
        if let connectionState = state.connection {
            // "Called when a request ends": after the whole answer was handed to the socket. A
            // client that shut down its sending side (a half-close: it has sent its last request)
            // is done; libmicrohttpd notices that end of file only when it reads again, which it
            // does not while answering, so the socket would wait in CLOSE-WAIT until a deadline,
            // counted against the address. Shut it down now: the answer still goes out first
            // (shutdown(2) sends the FIN after the queued bytes), then libmicrohttpd closes it.
            if mhd_shim_peek_socket(connectionState.socket) == 2 {
                _ = shutdown(connectionState.socket, Int32(SHUT_RDWR))
            } else if !state.request.closesConnection {
                context.admission.answered(connectionState.admission)
            }
        }
        context.inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }

    // MARK: C request -> Swift value

    /// Stands for a method that is not an HTTP token (libmicrohttpd passes what it received), so
    /// that no route matches it.
    private static let unreadableMethod = HTTPMethod("UNREADABLE")!

    private static func makeRequest(
        _ connection: OpaquePointer, method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?,
        url: UnsafePointer<CChar>?, remote: String
    ) -> HTTPRequest {
        // The iterator appends to the array its `cls` points to (on this thread, during the call).
        let iterator: MHD_KeyValueIterator = { cls, _, key, value in
            guard let cls, let key else { return .YES }
            cls.assumingMemoryBound(to: [HTTPHeaders.Field].self).pointee.append(
                HTTPHeaders.Field(name: String(cString: key), value: value.map { String(cString: $0) } ?? ""))
            return .YES
        }
        var fields: [HTTPHeaders.Field] = []
        fields.reserveCapacity(8)
        // MHD_get_connection_values: "Get all of the headers from the request", in arrival order.
        _ = withUnsafeMutablePointer(to: &fields) { MHD_get_connection_values(connection, .HEADER_KIND, iterator, $0) }
        var headers = HTTPHeaders(fields: fields)
        let target = RequestTarget(url.map { String(cString: $0) } ?? "/")
        if let authority = target.authority { headers.replace(name: "Host", value: authority) }
        // GET arguments arrive split on `&`/`=`, `+` already a space, and (with our no-op unescape
        // callback) still percent-encoded.
        var arguments: [HTTPHeaders.Field] = []
        _ = withUnsafeMutablePointer(to: &arguments) {
            MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, iterator, $0)
        }
        let query = arguments.map {
            (
                name: PercentDecoding.decode($0.name.utf8, plusIsSpace: true),
                value: PercentDecoding.decode($0.value.utf8, plusIsSpace: true)
            )
        }
        return HTTPRequest(
            method: method.flatMap { HTTPMethod(String(cString: $0)) } ?? Self.unreadableMethod,
            version: version.map { String(cString: $0) } ?? "HTTP/1.0",
            rawPath: target.path,
            queryItems: query,
            headers: headers,
            body: [],
            remoteAddress: remote)
    }

    // MARK: Swift value -> C response

    private static func queue(
        _ response: HTTPResponse, _ connection: OpaquePointer, _ context: DaemonContext
    ) -> MHD_Result {
        // The body is handed over without a copy: MHD reads the array's bytes in place and calls
        // the free callback ("called when the response is destroyed") once it has sent them, which
        // releases the box that keeps the array alive; the box never mutates it, so its storage
        // stays where it is.
        let body = ResponseBody(response.body)
        let owner = Unmanaged.passRetained(body)
        let created = body.bytes.withUnsafeBufferPointer { bytes in
            MHD_create_response_from_buffer_with_free_callback_cls(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                { cls in cls.map { Unmanaged<ResponseBody>.fromOpaque($0).release() } }, owner.toOpaque())
        }
        guard let mhdResponse = created else {
            owner.release()
            context.configuration.errorHandler(.couldNotQueueResponse(status: response.status))
            return .NO
        }
        // "Responses are reference-counted": destroying ours after queueing is the documented pattern.
        defer { MHD_destroy_response(mhdResponse) }
        if context.closing.load(ordering: .sequentiallyConsistent), response.headers["Connection"] == nil {
            // A response with "Connection: close" makes MHD close the connection once it is sent
            // (0.9.75 sets MHD_RAF_HAS_CONNECTION_CLOSE), so a keep-alive client stops here.
            if MHD_add_response_header(mhdResponse, "Connection", "close") == .NO {
                context.configuration.errorHandler(.invalidResponseHeader(name: "Connection"))
            }
        }
        for field in response.headers {
            // MHD_add_response_header: "@return #MHD_NO on error (i.e. invalid header or content format)",
            // e.g. a value with CR/LF, which is how header injection is refused.
            // withCString: a short (inline) Swift string is copied to the stack, where passing the
            // String itself would allocate an array for it (`utf8CString`) on every header.
            let added = field.name.withCString { name in
                field.value.withCString { value in MHD_add_response_header(mhdResponse, name, value) }
            }
            if added == .NO {
                context.configuration.errorHandler(.invalidResponseHeader(name: field.name))
                return queue(
                    .text("\(HTTPStatus.internalServerError)\n", status: .internalServerError), connection, context)
            }
        }
        let status = UInt32(clamping: response.status.code)
        // MHD_queue_response: "@return #MHD_NO on error (i.e. reply already sent), #MHD_YES on success".
        let result = MHD_queue_response(connection, status, mhdResponse)
        if result == .NO {
            context.configuration.errorHandler(.couldNotQueueResponse(status: response.status))
        }
        return result
    }
}

/// A response body lent to libmicrohttpd: kept alive, and never changed, until MHD frees the response.
private final class ResponseBody {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}
