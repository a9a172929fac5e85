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

    /// Whether both states hold the same history lines: then a store that holds `other`'s history
    /// holds this one's. Cheap when no key changed the lines since (`==` on one array's storage
    /// compares nothing more).
    public func hasSameHistory(as other: CalculatorState) -> Bool {
        history == other.history
    }
}
