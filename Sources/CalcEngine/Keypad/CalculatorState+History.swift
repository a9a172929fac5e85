extension CalculatorState {
    /// The history lines of a calculator on their own, for a store that keeps them apart from the
    /// rest of the state: they change only when a calculation ends, while every key changes the rest.
    ///
    /// Encoded as the list of lines the state's own encoding holds under `history`.
    public struct History: Codable, Sendable, Equatable {
        var entries: [HistoryEntry]

        /// Whether there are no lines.
        public var isEmpty: Bool { entries.isEmpty }

        /// Decodes the list of lines.
        public init(from decoder: any Decoder) throws {
            entries = try decoder.singleValueContainer().decode([HistoryEntry].self)
        }

        /// Encodes the list of lines.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }

        init(entries: [HistoryEntry]) {
            self.entries = entries
        }
    }

    /// The history lines, to be stored apart (see ``withoutHistory()``).
    public var storedHistory: History { History(entries: history) }

    /// This state with an empty history: what a store writes beside ``storedHistory``.
    public func withoutHistory() -> CalculatorState {
        var state = self
        state.history = []
        return state
    }

    /// Puts back the history a store kept apart (see ``withoutHistory()``).
    public mutating func restoreHistory(_ stored: History) {
        history = Array(stored.entries.prefix(Self.historyLimit))
    }

    /// `true` only when both states hold the very same history, one storage (a copy of the other's
    /// that no key changed since): then a store that holds `other`'s history holds this one's.
    /// Histories that are equal but were built apart give `false`.
    public func sharesHistory(with other: CalculatorState) -> Bool {
        history.count == other.history.count
            && history.withUnsafeBufferPointer { mine in
                other.history.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
    }
}
