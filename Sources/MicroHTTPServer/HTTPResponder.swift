import Synchronization

/// Answers one request: at once, from inside the handler, or later from any thread.
///
/// A handler that must wait (for a database commit, say) hands the responder to other work and
/// returns: the connection is suspended, holding no server thread, until ``respond(_:)`` is
/// called. Only the first answer counts; later ones are ignored.
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 0)) { request, responder in
///     queue.async { responder.respond(.text("done")) }
/// }
/// ```
public final class HTTPResponder: Sendable {
    private let deliver: @Sendable (HTTPResponse) -> Void
    private let used = Atomic<Bool>(false)

    /// A responder that hands its one answer to `deliver`.
    init(deliver: @escaping @Sendable (HTTPResponse) -> Void) {
        self.deliver = deliver
    }

    /// Sends `response` as the answer; does nothing after the first call.
    public func respond(_ response: HTTPResponse) {
        guard !used.exchange(true, ordering: .acquiringAndReleasing) else { return }
        deliver(response)
    }
}
