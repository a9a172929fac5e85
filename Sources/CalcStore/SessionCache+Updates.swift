import CalcSessions

extension SessionCache {
    /// What both stores' ``SessionStore/updateWithoutWaiting(_:_:)`` do before queueing the write:
    /// runs `body` on the cached session `id` (`nil`, without running it, when `id` is not cached),
    /// encodes the record it saves, and hands `queue` the row, the record,
    /// the entry it was made from and the write to report to. A decision to save nothing returns
    /// its value with no write, or `nil` when `rereadsWhenSavingNothing` (the decision is then made
    /// again from the row by the waiting update).
    func updateWithoutWaiting<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>,
        rereadsWhenSavingNothing: Bool,
        queue: (_ row: StoredState, _ record: SessionRecord, _ cached: Entry, _ write: PendingConfirmation) -> Void
    ) throws(SessionStoreError) -> (value: T, write: PendingConfirmation?)? {
        guard let cached = entry(id) else { return nil }
        let decision = try body(.success(cached.record))
        guard let record = decision.save else { return rereadsWhenSavingNothing ? nil : (decision.value, nil) }
        let row = try StoredState(record, historyBase: cached.historyBase)
        let write = PendingConfirmation()
        queue(row, record, cached, write)
        return (decision.value, write)
    }
}
