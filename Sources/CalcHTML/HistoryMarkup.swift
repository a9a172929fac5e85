import CalcEngine

/// The markup of a history list's `<li>` items: each line a button that recalls its result.
enum HistoryMarkup {
    /// Appends the items of `lines` to `page`, the button whose value is `focus` (if any) focused.
    static func write(_ lines: [HistoryLine], focus: String?, into page: inout HTML) {
        for (index, line) in lines.enumerated() {
            let button = HistoryButton(index)
            page.append(button.head)
            if let focus, focus == button.value { page.append(KeyButton.focused) }
            page.append(literal: "><span class=\"vh\">Recall </span>")
            page.append(escaping: line.expression)
            page.append(literal: " = ")
            page.append(escaping: line.result)
            page.append(literal: "</button></li>")
        }
    }
}
