import CalcEngine
import CalcSessions
import Foundation

/// A session as a database row holds it: the calculator as versioned bytes beside plain columns,
/// and its history lines apart.
///
/// The state is written in ``CompactEncoding`` (a key on a database store once spent half its CPU
/// in `JSONEncoder`); rows written as JSON by earlier releases are still read. The history (up to
/// 50 lines, most of a busy session's bytes) changes only when a calculation ends, so it is kept
/// apart from the rest (``history``) and written only when it changed: the other keys write a
/// row of a few hundred bytes instead of several kilobytes (which PostgreSQL compressed and moved
/// out of line on every key). The state is written with an empty history, so a release that
/// predates the split still reads it (it shows no history). Both database stores use this type, so
/// they read and write the same bytes and fail the same way: a state that does not decode, or
/// whose version this release does not read, becomes ``SessionStoreError/corruptRecord(_:)``,
/// which the server answers with a fresh session and a notice rather than an error page.
struct StoredState: Sendable, Equatable {
    /// The `seq` column.
    var seq: Int
    /// The `last_used` column, in seconds since 1970.
    var lastUsed: Double
    /// The `state_version` column: ``CalculatorState/currentVersion`` of the writer.
    var stateVersion: Int
    /// The `state` column: the calculator in ``CompactEncoding`` (or as JSON, earlier releases),
    /// with an empty history when the history is kept apart.
    var state: Data
    /// The history kept apart, in ``CompactEncoding``. Written: `nil` when the history the row
    /// already holds still stands (the key changed no line), so it is left as it is. Read: `nil`
    /// when the row has none (written by a release that kept the history inside the state).
    var history: Data?

    /// The row for `record`. `historyBase` is the state whose history the row already holds apart
    /// (the session as last written or read), `nil` when unknown: the history is encoded only when
    /// `record`'s differs from it.
    init(_ record: SessionRecord, historyBase: CalculatorState? = nil) throws(SessionStoreError) {
        seq = record.seq
        lastUsed = record.lastUsed.timeIntervalSince1970
        stateVersion = record.state.version
        do {
            state = Data(try CompactEncoder().encode(record.state.withoutHistory()))
            if let historyBase, record.state.hasSameHistory(as: historyBase) {
                history = nil
            } else {
                history = Data(try CompactEncoder().encode(record.state.storedHistory))
            }
        } catch {
            throw .unavailable("could not encode a calculator state: \(error)")
        }
    }

    /// A row as read from the database.
    init(seq: Int, lastUsed: Double, stateVersion: Int, state: Data, history: Data? = nil) {
        self.seq = seq
        self.lastUsed = lastUsed
        self.stateVersion = stateVersion
        self.state = state
        self.history = history
    }

    /// The record this row holds.
    ///
    /// - Throws: ``SessionStoreError/corruptRecord(_:)`` when the version is not the current one
    ///   (no older encoding exists yet to convert from) or the bytes do not decode.
    func record() throws(SessionStoreError) -> SessionRecord {
        try read().record
    }

    /// The record this row holds, and whether the row keeps its history apart: `false` for a row
    /// whose state holds its history lines (an earlier release wrote it), so that the next write
    /// of that session writes the history apart, whatever its key.
    func read() throws(SessionStoreError) -> (record: SessionRecord, historyIsApart: Bool) {
        guard stateVersion == CalculatorState.currentVersion else {
            throw .corruptRecord("state version \(stateVersion), this release reads \(CalculatorState.currentVersion)")
        }
        var decoded: CalculatorState
        do {
            decoded =
                if state.first == CompactEncoding.magic {
                    try CompactDecoder().decode(CalculatorState.self, from: [UInt8](state))
                } else {
                    try JSONDecoder().decode(CalculatorState.self, from: state)
                }
        } catch {
            throw .corruptRecord("the calculator state does not decode (\(state.count) bytes)")
        }
        // Lines inside the state are the newest: a row written by an earlier release (whose
        // history apart, if any, a later one wrote before it).
        let historyIsApart = history != nil && decoded.storedHistory.isEmpty
        if historyIsApart, let history {
            do {
                decoded.restoreHistory(
                    try CompactDecoder().decode(CalculatorState.History.self, from: [UInt8](history)))
            } catch {
                throw .corruptRecord("the history does not decode (\(history.count) bytes)")
            }
        }
        let record = SessionRecord(state: decoded, seq: seq, lastUsed: Date(timeIntervalSince1970: lastUsed))
        return (record, historyIsApart)
    }
}
