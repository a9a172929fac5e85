import CalcEngine

/// The start of a history line's recall button, `<li><button name="key" value="history-N"`, and
/// its form value, prepared once for the first lines so a page copies them instead of building them.
struct HistoryButton {
    /// The `key` value the button submits, `history-N`.
    let value: String
    /// `<li><button name="key" value="history-N"`, open for ` autofocus` and the closing `>`.
    let head: HTML

    /// The button of line `index` (0 is the newest).
    init(_ index: Int) {
        if index >= 0, index < Self.prepared.count {
            self = Self.prepared[index]
        } else {
            self.init(making: index)
        }
    }

    /// What every history button's value starts with.
    static let valuePrefix = "history-"

    private init(making index: Int) {
        value = Self.valuePrefix + String(index)
        head = "<li><button name=\"key\" value=\"\(value)\""
    }

    /// As many buttons as the history holds lines; later ones (none today) are made when needed.
    private static let prepared = (0..<CalculatorState.historyLimit).map { HistoryButton(making: $0) }

    /// The heads of the prepared buttons one after another, and where each lies: a whole list's
    /// heads are copied from one buffer read in place (see ``HistoryMarkup``).
    static let preparedHeads: (bytes: [UInt8], ranges: [Range<Int>]) = {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for button in prepared {
            let start = bytes.count
            bytes.append(contentsOf: button.head.bytes)
            ranges.append(start..<bytes.count)
        }
        return (bytes, ranges)
    }()
}
