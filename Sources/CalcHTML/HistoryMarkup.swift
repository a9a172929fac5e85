import CalcEngine
import Synchronization

/// The markup of a history list's `<li>` items, with the lists rendered lately kept, so that a page
/// whose history has not changed since the session's last page copies it, and a list that grew by a
/// calculation copies the items it shares with the list before.
///
/// A calculator keeps one array of history lines until its next calculation (``CalculatorState``),
/// so the pages of a session pass the very same array: an entry is found by the address of the
/// array's storage and confirmed with `==`, which for the same storage compares nothing more, and
/// for other storage compares the lines, so an entry never answers for another list. An entry holds
/// its array, so that storage is not freed and its address not reused while it is cached.
///
/// A calculation puts a new line first and moves the others down one place: the new list's lines
/// after the first are the start of a list rendered before, found by its newest line and confirmed
/// with `==`. Only the buttons' heads (`value="history-N"`) change with the place; each line's markup
/// after its head is copied from that list's.
///
/// Entries live in two generations, so the lists in use stay and old ones go without any
/// bookkeeping per page: when the current generation is full it becomes the previous one and the
/// one before is dropped; a list found in the previous generation moves back into the current.
enum HistoryMarkup {
    /// The lists one generation holds (two generations are kept).
    static let generationSize = 512

    /// A rendered list.
    private struct Entry: Sendable {
        let lines: [HistoryLine]
        let markup: HTML
        /// For each line, where its markup after its button's head lies in `markup`.
        let bodies: [Range<Int>]
    }

    /// The lists rendered lately, by the address of their array's storage and by their newest line.
    private struct Generation: Sendable {
        var byAddress: [UInt: Entry] = [:]
        var byNewestLine: [HistoryLine: Entry] = [:]
    }

    /// Entries let go of under the lock, to be freed after it (their lines and markup).
    private struct Dropped {
        var entry: Entry?
        var entryOfNewestLine: Entry?
        var generation: Generation?
    }

    private struct Generations: Sendable {
        var current = Generation()
        var previous = Generation()

        /// The entry kept for the array whose storage is at `address`, moved into the current
        /// generation, and what that let go of (see ``keep(_:at:)``).
        mutating func entry(at address: UInt) -> (Entry, dropped: Dropped)? {
            if let entry = current.byAddress[address] { return (entry, Dropped()) }
            guard let entry = previous.byAddress.removeValue(forKey: address) else { return nil }
            return (entry, keep(entry, at: address))
        }

        /// A list rendered lately whose newest line is `line`.
        func entry(newest line: HistoryLine) -> Entry? {
            current.byNewestLine[line] ?? previous.byNewestLine[line]
        }

        /// Keeps `entry` under `address` in the current generation, starting a new one when it is
        /// full; returns what it let go of, for the caller to free once the lock is released.
        mutating func keep(_ entry: Entry, at address: UInt) -> Dropped {
            let replaced = current.byAddress.updateValue(entry, forKey: address)
            let replacedNewest = entry.lines.first.flatMap { current.byNewestLine.updateValue(entry, forKey: $0) }
            guard current.byAddress.count >= HistoryMarkup.generationSize else {
                return Dropped(entry: replaced, entryOfNewestLine: replacedNewest)
            }
            defer {
                current = Generation()
                current.byAddress.reserveCapacity(HistoryMarkup.generationSize)
            }
            let dropped = previous
            previous = current
            return Dropped(entry: replaced, entryOfNewestLine: replacedNewest, generation: dropped)
        }
    }

    private static let generations = Mutex(Generations())

    /// The items of `lines`, none focused: the cached markup when this list was rendered lately,
    /// else rendered (from the list it grew from, when that is cached) and kept.
    static func items(of lines: [HistoryLine]) -> HTML {
        let address = lines.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let (cached, grownFrom, moved) = generations.withLock { generations -> (Entry?, Entry?, Dropped?) in
            if let (entry, dropped) = generations.entry(at: address) { return (entry, nil, dropped) }
            return (nil, lines.count > 1 ? generations.entry(newest: lines[1]) : nil, nil)
        }
        withExtendedLifetime(moved) {}
        if let cached, cached.lines == lines { return cached.markup }
        let entry = render(lines, grownFrom: grownFrom)
        let dropped = generations.withLock { $0.keep(entry, at: address) }
        withExtendedLifetime(dropped) {}  // freed here, not while the other threads wait for the lock
        return entry.markup
    }

    /// Appends the items of `lines` to `page`, the button whose value is `focus` focused (not cached:
    /// a focused line is rare, after a recall).
    static func write(_ lines: [HistoryLine], focus: String, into page: inout HTML) {
        for (index, line) in lines.enumerated() {
            let button = HistoryButton(index)
            page.append(button.head)
            if focus == button.value { page.append(KeyButton.focused) }
            body(line, into: &page)
        }
    }

    /// The items of `lines`, each line's markup after its head copied from `earlier` when `lines`
    /// are a new line followed by the start of `earlier`'s lines.
    private static func render(_ lines: [HistoryLine], grownFrom earlier: Entry?) -> Entry {
        var markup = HTML(capacity: 128 * lines.count)
        var bodies: [Range<Int>] = []
        bodies.reserveCapacity(lines.count)
        let reused = earlier.flatMap { continues($0.lines, in: lines) ? $0 : nil }
        let heads = HistoryButton.preparedHeads
        let earlierBodies = reused?.bodies ?? []
        // The heads and the list before are read in place for the whole list: taking them line by
        // line from the button and the entry retained and released them for every line.
        heads.bytes.withUnsafeBufferPointer { headBytes in
            (reused?.markup.bytes ?? []).withUnsafeBufferPointer { earlierBytes in
                for index in lines.indices {
                    if index < heads.ranges.count {
                        markup.append(markup: UnsafeBufferPointer(rebasing: headBytes[heads.ranges[index]]))
                    } else {
                        markup.append(HistoryButton(index).head)  // beyond the prepared buttons
                    }
                    let start = markup.bytes.count
                    if index > 0, index - 1 < earlierBodies.count {
                        markup.append(markup: UnsafeBufferPointer(rebasing: earlierBytes[earlierBodies[index - 1]]))
                    } else {
                        body(lines[index], into: &markup)
                    }
                    bodies.append(start..<markup.bytes.count)
                }
            }
        }
        return Entry(lines: lines, markup: markup, bodies: bodies)
    }

    /// Whether `lines` after the first are the first lines of `earlier`.
    private static func continues(_ earlier: [HistoryLine], in lines: [HistoryLine]) -> Bool {
        guard !lines.isEmpty, lines.count - 1 <= earlier.count else { return false }
        return earlier.withUnsafeBufferPointer { earlier in
            lines.withUnsafeBufferPointer { lines in
                for index in 1..<lines.count where lines[index] != earlier[index - 1] { return false }
                return true
            }
        }
    }

    /// A line's item after its button's head: the closing `>`, the recall hint, the escaped
    /// expression and result, and the closing tags.
    private static func body(_ line: HistoryLine, into page: inout HTML) {
        page.append(literal: "><span class=\"vh\">Recall </span>")
        page.append(escaping: line.expression)
        page.append(literal: " = ")
        page.append(escaping: line.result)
        page.append(literal: "</button></li>")
    }
}
