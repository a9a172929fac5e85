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

        /// How many lines there are.
        public var count: Int { entries.count }

        /// The first `count` lines.
        public func prefix(_ count: Int) -> History {
            History(entries: Array(entries.prefix(count)))
        }

        /// How many lines this history starts with that `older` did not, when the lines after them
        /// are `older`'s first lines: one after a calculation ended (the oldest line gone once the
        /// list was full). `nil` when the lines changed otherwise (cleared, or another session's).
        public func linesAdded(since older: History) -> Int? {
            guard !entries.isEmpty else { return nil }
            return (1...entries.count).first { added in
                let kept = entries.count - added
                return kept <= older.entries.count && entries[added...].elementsEqual(older.entries.prefix(kept))
            }
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
