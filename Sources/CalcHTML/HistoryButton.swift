import CalcEngine

/// The start of a history line's recall button, `<li><button name="key" value="history-N"`, and
/// its form value, made once for each place a history line can take.
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
}
