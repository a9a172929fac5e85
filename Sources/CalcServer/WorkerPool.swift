import DequeModule
import Dispatch
import Foundation
import Synchronization

/// A fixed set of threads for work that waits on a database, so that no libmicrohttpd thread does.
///
/// A request of a durable store is handed here with its ``MicroHTTPServer/HTTPResponder``; its
/// connection stays suspended while a worker waits for the store (a commit, a round trip), and
/// libmicrohttpd's few threads go on serving other connections. Jobs run in the order they came.
/// The threads end when the pool is released.
final class WorkerPool: Sendable {
    /// The queue and the threads' signal, shared with the threads (which must not keep the pool alive).
    private final class Queue: Sendable {
        let jobs = Mutex<Deque<@Sendable () -> Void>>([])
        let available = DispatchSemaphore(value: 0)

        /// Runs jobs until the pool stops.
        func work() {
            while true {
                available.wait()
                let job: (@Sendable () -> Void)? = jobs.withLock { $0.popFirst() }
                guard let job else { return }
                job()
            }
        }
    }

    private let queue = Queue()
    /// How many threads run jobs.
    let threads: Int

    /// Starts `threads` threads (at least 1), named `name`.
    init(threads: Int, name: String = "calculator-worker") {
        self.threads = max(1, threads)
        for _ in 0..<self.threads {
            let thread = Thread { [queue] in queue.work() }
            thread.name = name
            thread.start()
        }
    }

    deinit {
        // A wake-up with no job left ends a thread; the jobs already queued still run first.
        for _ in 0..<threads { queue.available.signal() }
    }

    /// Runs `job` on one of the threads, after the jobs submitted before it have started.
    func submit(_ job: @escaping @Sendable () -> Void) {
        queue.jobs.withLock { $0.append(job) }
        queue.available.signal()
    }
}
