#if canImport(Glibc)
    import Glibc
#endif

extension HTTPServer {
    /// Starts the server, blocks until SIGINT or SIGTERM arrives, then stops it gracefully.
    ///
    /// The signals are blocked on the calling thread *before* the server starts, so the daemon's
    /// threads inherit the mask and `sigwait` receives the signal instead of the default action
    /// killing the process. Call it from the main thread before other threads are created.
    ///
    /// ```swift
    /// let server = HTTPServer(configuration: .init(port: 8080), handler: app.respond)
    /// let signal = try server.runUntilTerminated()   // returns SIGINT or SIGTERM
    /// ```
    ///
    /// - Parameter started: Called once the server listens, with the port actually bound (what
    ///   `port: 0` needs to announce); it may start more servers, which then inherit the signal
    ///   mask too. When it throws, the server is stopped and the error rethrown.
    /// - Returns: The signal number that ended the run.
    /// - Throws: The same errors as ``start()``, or `started`'s; the signal mask is restored on failure.
    @discardableResult
    public func runUntilTerminated(
        started: (Int) throws(HTTPServerError) -> Void = { _ in }
    ) throws(HTTPServerError) -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        var previous = sigset_t()
        // pthread_sigmask(3): "the signal mask is inherited by threads created by pthread_create".
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }

        try start()
        do {
            try started(port)
        } catch {
            stop()
            throw error
        }
        var received: Int32 = 0
        // sigwait(3): "suspends execution of the calling thread until one of the signals
        // specified in the signal set becomes pending"; it can only fail for an invalid set.
        while sigwait(&signals, &received) != 0 {}
        stop()
        return received
    }
}
