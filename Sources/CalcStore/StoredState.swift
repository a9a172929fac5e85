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
    /// For a row made from a record: the history the row holds apart once it is written, ``history``
    /// or the base's bytes when the key changed no line, kept with the cached session as the next
    /// write's base. `nil` for a row as read (``read()`` gives its history).
    private(set) var heldHistory: [UInt8]?

    /// The history a row holds apart: the state it is the history of and its bytes, from which the
    /// next write of that session encodes only the lines its key added.
    struct HistoryBase {
        var state: CalculatorState
        var bytes: [UInt8]
    }

    /// The row for `record`. `historyBase` is the history the row already holds apart (the session
    /// as last written or read), `nil` when unknown: the history is written only when `record`'s
    /// differs from it, and then its new lines alone are encoded, the others copied from its bytes.
    init(_ record: SessionRecord, historyBase: HistoryBase? = nil) throws(SessionStoreError) {
        seq = record.seq
        lastUsed = record.lastUsed.timeIntervalSince1970
        stateVersion = record.state.version
        do {
            state = Data(try CompactEncoder().encode(record.state.withoutHistory()))
            if let historyBase, record.state.hasSameHistory(as: historyBase.state) {
                history = nil
                heldHistory = historyBase.bytes
            } else {
                let bytes = try Self.encodedHistory(of: record.state, base: historyBase)
                history = Data(bytes)
                heldHistory = bytes
            }
        } catch {
            throw .unavailable("could not encode a calculator state: \(error)")
        }
    }

    /// The bytes of `state`'s history: the lines added since `base` encoded before a copy of its
    /// bytes for the lines kept (a calculation ended), else every line encoded.
    private static func encodedHistory(of state: CalculatorState, base: HistoryBase?) throws -> [UInt8] {
        let lines = state.storedHistory
        if let base, let added = lines.linesAdded(since: base.state.storedHistory),
            let bytes = try? CompactEncoder().encode(
                prepending: lines.prefix(added), toFirst: lines.count - added, of: base.bytes)
        {
            return bytes
        }
        return try CompactEncoder().encode(lines)
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

    /// The record this row holds, and the history it holds apart: `nil` for a row whose state holds
    /// its history lines (an earlier release wrote it), so that the next write of that session
    /// writes the history apart, whatever its key.
    func read() throws(SessionStoreError) -> (record: SessionRecord, heldHistory: [UInt8]?) {
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
        var apart: [UInt8]?
        if let history, decoded.storedHistory.isEmpty {
            let bytes = [UInt8](history)
            do {
                decoded.restoreHistory(try CompactDecoder().decode(CalculatorState.History.self, from: bytes))
            } catch {
                throw .corruptRecord("the history does not decode (\(history.count) bytes)")
            }
            apart = bytes
        }
        let record = SessionRecord(state: decoded, seq: seq, lastUsed: Date(timeIntervalSince1970: lastUsed))
        return (record, apart)
    }
}
