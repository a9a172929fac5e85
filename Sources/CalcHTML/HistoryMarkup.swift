import CalcEngine
import Synchronization

/// The markup of a history list's `<li>` items: each line a button that recalls its result, `<li><button
/// name="key" value="history-N" id="k-history-N"><span class="vh">Recall </span>EXPRESSION = RESULT</button></li>`.
///
/// A session's history changes only when a calculation ends, while every key renders a page, so
/// the last list rendered for each session is kept, by session id, and used again only when its
/// lines are equal (`==`) to the lines asked for: an entry never answers for other lines. When a
/// calculation ends, the new list is the kept one with a line in front (and the oldest gone): each
/// line's text after its index is then taken from the kept list, where the same line stood, and
/// only the new line is written out. Entries live in two generations, so the lists of active
/// sessions stay and old ones go without any bookkeeping per page: when the current generation is
/// full it becomes the previous one, and the one before is dropped.
enum HistoryMarkup {
    /// What every history button's `key` value starts with; the line's index follows.
    static let valuePrefix = "history-"
    /// The sessions one generation holds (two generations are kept).
    static let generationSize = 1_024

    /// A session's last rendered list.
    private struct Entry: Sendable {
        let lines: [HistoryLine]
        let format: NumberFormat
        let language: PageLanguage
        let markup: HTML
        /// Where each line's text (what follows its index: the label, expression and result) is in `markup`.
        let texts: [Range<Int>]
    }

    private struct Generations: Sendable {
        var current: [String: Entry] = [:]
        var previous: [String: Entry] = [:]

        /// Keeps `entry` for `session`; returns the generation it let go of, to be freed unlocked.
        mutating func keep(_ entry: Entry, for session: String) -> [String: Entry]? {
            current[session] = entry
            guard current.count >= HistoryMarkup.generationSize else { return nil }
            defer { current = [:] }
            let dropped = previous
            previous = current
            return dropped
        }
    }

    private static let kept = Mutex(Generations())

    /// Appends the items of `lines`, the lines of `session`'s page, to `page`, the button whose
    /// value is `focus` (if any) focused: the list kept for `session` when its lines are these.
    /// Numbers are written in `format`, words in `language`; a kept list answers only for the same
    /// lines in the same format and language.
    static func write(
        _ lines: [HistoryLine], of session: String, focus: String?, format: NumberFormat, language: PageLanguage,
        into page: inout HTML
    ) {
        let focused = focus.flatMap { $0.hasPrefix(valuePrefix) ? Int($0.dropFirst(valuePrefix.count)) : nil }
        guard focused == nil, !session.isEmpty, !lines.isEmpty else {
            render(lines, focused: focused, format: format, language: language, into: &page)
            return
        }
        let found = kept.withLock { $0.current[session] ?? $0.previous[session] }
        let reusable = found.flatMap { $0.format == format && $0.language == language ? $0 : nil }
        if let reusable, reusable.lines == lines {
            return page.append(reusable.markup)
        }
        var markup = HTML(capacity: capacity(for: lines))
        let texts = render(lines, focused: nil, format: format, language: language, into: &markup, reusing: reusable)
        page.append(markup)
        let entry = Entry(lines: lines, format: format, language: language, markup: markup, texts: texts)
        let dropped = kept.withLock { $0.keep(entry, for: session) }
        withExtendedLifetime(dropped) {}  // freed here, not while other threads wait for the lock
    }

    /// Room for the items of `lines`: the markup around each line and its text (a long one may need more).
    static func capacity(for lines: [HistoryLine]) -> Int { 256 * lines.count }

    /// Appends the items of `lines`, line `focused` (if any) focused; returns where each line's text
    /// is in `page`. Where `earlier` (a list in the same format and language) is the new list's
    /// tail, shifted by the lines put in front of it, each of its lines still there has its text
    /// copied rather than written again.
    @discardableResult
    private static func render(
        _ lines: [HistoryLine], focused: Int?, format: NumberFormat, language: PageLanguage, into page: inout HTML,
        reusing earlier: Entry? = nil
    ) -> [Range<Int>] {
        var texts: [Range<Int>] = []
        texts.reserveCapacity(lines.count)
        // The new lines come first: the kept list starts where its first line now stands.
        let shift = earlier.flatMap { earlier in earlier.lines.first.flatMap { lines.firstIndex(of: $0) } }
        var label = HTML(capacity: 32)
        label.append(escaping: language("Recall"))
        for (index, line) in lines.enumerated() {
            page.append(literal: "<li><button name=\"key\" value=\"history-")
            page.append(index)
            page.append(literal: "\" id=\"k-history-")
            page.append(index)
            page.append(literal: "\"")
            if index == focused { page.append(KeyButton.focused) }
            let start = page.count
            if let earlier, let shift, index >= shift, index - shift < earlier.lines.count,
                earlier.lines[index - shift] == line
            {
                page.append(earlier.markup, range: earlier.texts[index - shift])
            } else {
                page.append(literal: "><span class=\"vh\">")
                page.append(label)
                page.append(literal: " </span>")
                page.append(escaping: format.grouped(line.expression))
                page.append(literal: " = ")
                page.append(escaping: format.grouped(line.result))
                page.append(literal: "</button></li>")
            }
            texts.append(start..<page.count)
        }
        return texts
    }
}
