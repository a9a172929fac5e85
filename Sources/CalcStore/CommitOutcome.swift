import Dispatch
import Synchronization

/// The outcome of one write handed to a committing thread (``SQLiteGroupCommit``,
/// ``PostgresGroupCommit``), and the writer's wait for it.
final class CommitOutcome<Value: Sendable>: Sendable {
    private let result = Mutex<Result<Value, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Sets the outcome and wakes the writer (once).
    func finish(_ outcome: Result<Value, any Error>) {
        result.withLock { $0 = outcome }
        done.signal()
    }

    /// The outcome once it is set, waiting at most `timeout`; `nil` when it was not set in time.
    func wait(within timeout: Duration) -> Result<Value, any Error>? {
        guard done.wait(timeout: timeout.deadlineFromNow) == .success else { return nil }
        return result.withLock { $0 }
    }

    /// The outcome if it is set, without waiting.
    var current: Result<Value, any Error>? { result.withLock { $0 } }
}
