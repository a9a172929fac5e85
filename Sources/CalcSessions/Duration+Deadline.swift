import Dispatch

extension Duration {
    /// The moment this long from now, as the deadline of a semaphore's `wait(timeout:)`.
    public var deadlineFromNow: DispatchTime {
        let (seconds, attoseconds) = components
        return .now() + .nanoseconds(Int(clamping: seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }
}
