import Synchronization

/// Counts the ``WorkBudget`` units that evaluations spend while it is bound, so that a server can
/// charge a client for the work its requests cost (issue 27, item 2).
///
/// It is a task-local value, which outside a task is bound to the calling thread: every budget
/// spent on that thread while ``measuring(_:)`` runs adds to it, whichever evaluation spends it (a
/// key, a typed expression, a working), with no budget passed around for it.
///
/// ```swift
/// let (value, units) = WorkMeter.measuring { try? ExpressionEvaluator().evaluate("170!") }
/// ```
public final class WorkMeter: Sendable {
    @TaskLocal static var current: WorkMeter?

    private let units = Atomic<Int>(0)

    private init() {}

    /// Runs `body` and returns its value with the budget units spent on this thread meanwhile (less
    /// those already taken by ``takeSpent()``).
    public static func measuring<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, units: Int) {
        let meter = WorkMeter()
        let result = $current.withValue(meter) { Result { () throws(E) in try body() } }
        return (try result.get(), meter.units.load(ordering: .relaxed))
    }

    /// The units the meter bound now has counted since it was bound or last taken, counted again
    /// from zero; 0 when none is bound. (A server charges a client before it answers, so that the
    /// client's next request meets the charge.)
    public static func takeSpent() -> Int {
        current?.units.exchange(0, ordering: .relaxed) ?? 0
    }

    /// Adds `cost` spent units to the meter bound now, if any.
    static func record(_ cost: Int) {
        current?.units.wrappingAdd(cost, ordering: .relaxed)
    }
}
