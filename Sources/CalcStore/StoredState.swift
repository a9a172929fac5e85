import CalcEngine
import CalcSessions
import Foundation

/// A session as a database row holds it: the calculator as versioned bytes beside plain columns.
///
/// The state is written in ``CompactEncoding`` (a key on a database store once spent half its CPU
/// in `JSONEncoder`); rows written as JSON by earlier releases are still read. Both database
/// stores use it, so they read and write the same bytes and fail the same way: a state that does
/// not decode, or whose version this release does not read, becomes
/// ``SessionStoreError/corruptRecord(_:)``, which the server answers with a fresh session and a
/// notice rather than an error page.
struct StoredState: Sendable, Equatable {
    /// The `seq` column.
    var seq: Int
    /// The `last_used` column, in seconds since 1970.
    var lastUsed: Double
    /// The `state_version` column: ``CalculatorState/currentVersion`` of the writer.
    var stateVersion: Int
    /// The `state` column: the calculator in ``CompactEncoding``, or as JSON (earlier releases).
    var state: Data

    /// The row for `record`; with `memo` (the session's, see ``SessionCache``), the arrays of the
    /// state that did not change since its last encoding are copied from it, not encoded again.
    init(_ record: SessionRecord, memo: CompactEncodingMemo? = nil) throws(SessionStoreError) {
        seq = record.seq
        lastUsed = record.lastUsed.timeIntervalSince1970
        stateVersion = record.state.version
        do {
            state = Data(try CompactEncoder(memo: memo).encode(record.state))
        } catch {
            throw .unavailable("could not encode a calculator state: \(error)")
        }
    }

    /// A row as read from the database.
    init(seq: Int, lastUsed: Double, stateVersion: Int, state: Data) {
        self.seq = seq
        self.lastUsed = lastUsed
        self.stateVersion = stateVersion
        self.state = state
    }

    /// The record this row holds.
    ///
    /// - Throws: ``SessionStoreError/corruptRecord(_:)`` when the version is not the current one
    ///   (no older encoding exists yet to convert from) or the bytes do not decode.
    func record() throws(SessionStoreError) -> SessionRecord {
        guard stateVersion == CalculatorState.currentVersion else {
            throw .corruptRecord("state version \(stateVersion), this release reads \(CalculatorState.currentVersion)")
        }
        let decoded: CalculatorState
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
        return SessionRecord(state: decoded, seq: seq, lastUsed: Date(timeIntervalSince1970: lastUsed))
    }
}
