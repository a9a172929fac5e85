import CalcSessions
import Synchronization
import Testing

/// A queued write reports its one outcome to every callback, whenever it was given.
struct PendingConfirmationTests {
    @Test func everyCallbackGetsTheFirstOutcomeInTheOrderGiven() {
        let write = PendingConfirmation()
        let heard = Mutex<[String]>([])
        write.whenDone { outcome in heard.withLock { $0.append("first \(outcome)") } }
        write.whenDone { outcome in heard.withLock { $0.append("second \(outcome)") } }
        #expect(heard.withLock { $0 }.isEmpty, "nothing is reported before the write is done")
        write.finish(.durable)
        write.finish(.failed(.unavailable("too late")))
        write.whenDone { outcome in heard.withLock { $0.append("late \(outcome)") } }
        #expect(heard.withLock { $0 } == ["first durable", "second durable", "late durable"])
    }

    @Test func aFailureReachesTheCallbacksWithItsReason() {
        let write = PendingConfirmation()
        let heard = Mutex<PendingConfirmation.Outcome?>(nil)
        write.whenDone { outcome in heard.withLock { $0 = outcome } }
        write.finish(.failed(.unavailable("the disk is full")))
        #expect(heard.withLock { $0 } == .failed(.unavailable("the disk is full")))
    }
}
