import CalcEngine
import Foundation

/// What a session store keeps per session: the calculator, its exactly-once sequence number and
/// when it was last used.
public struct SessionRecord: Sendable, Equatable, Codable {
    /// The calculator state.
    public var state: CalculatorState
    /// The sequence number every page of this session carries; it grows by one per applied POST.
    public var seq: Int
    /// When the session was last changed, for idle expiry and for evicting the oldest sessions.
    public var lastUsed: Date

    /// About how many bytes the record holds in memory, for the stores' byte caps: a calculator with
    /// its history, and its worksheet's text with the lines' results and names (see
    /// ``SessionDefaults/sessionBytes`` and ``SessionDefaults/sheetBytesPerCharacter``).
    public var footprint: Int {
        SessionDefaults.sessionBytes + state.sheet.utf8.count * SessionDefaults.sheetBytesPerCharacter
    }

    /// Makes a record; a new session starts with a fresh calculator and `seq` 0.
    public init(state: CalculatorState = CalculatorState(), seq: Int = 0, lastUsed: Date) {
        self.state = state
        self.seq = seq
        self.lastUsed = lastUsed
    }
}
