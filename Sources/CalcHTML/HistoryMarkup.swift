import CalcEngine
import Synchronization

/// The markup of history lists rendered lately, so that a page whose history has not changed since
/// the session's last page copies it instead of rendering its 50 lines again.
///
/// A calculator keeps one array of history lines until its next calculation (``CalculatorState``),
/// so the pages of a session pass the very same array: an entry is found by the address of the
/// array's storage and confirmed with `==`, which for the same storage compares nothing more, and
/// for other storage compares the lines, so an entry never answers for another list. An entry holds
/// its array, so that storage is not freed and its address not reused while it is cached.
///
/// Entries live in two generations, so the lists in use stay and old ones go without any
/// bookkeeping per page: when the current generation is full it becomes the previous one and the
/// one before is dropped; a list found in the previous generation moves back into the current.
enum HistoryMarkup {
    /// The lists one generation holds (two generations are kept).
    static let generationSize = 512

    private struct Entry: Sendable {
        let lines: [HistoryLine]
        let markup: HTML
    }

    private struct Generations: Sendable {
        var current: [UInt: Entry] = [:]
        var previous: [UInt: Entry] = [:]

        /// Keeps `entry` under `address` in the current generation, starting a new one when it is full.
        mutating func keep(_ entry: Entry, at address: UInt) {
            current[address] = entry
            guard current.count >= HistoryMarkup.generationSize else { return }
            previous = current
            current = Dictionary(minimumCapacity: HistoryMarkup.generationSize)
        }
    }

    private static let generations = Mutex(Generations())

    /// The markup of `lines`: the cached one when this list was rendered lately, else `render(lines)`, kept.
    static func markup(of lines: [HistoryLine], render: ([HistoryLine]) -> HTML) -> HTML {
        let address = lines.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let cached = generations.withLock { generations -> Entry? in
            if let entry = generations.current[address] { return entry }
            guard let entry = generations.previous.removeValue(forKey: address) else { return nil }
            generations.keep(entry, at: address)
            return entry
        }
        if let cached, cached.lines == lines { return cached.markup }
        let markup = render(lines)
        generations.withLock { $0.keep(Entry(lines: lines, markup: markup), at: address) }
        return markup
    }
}
