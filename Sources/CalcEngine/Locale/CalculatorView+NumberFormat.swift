extension CalculatorView {
    /// The display written in `format` (grouped); an error message as the engine wrote it.
    public func display(in format: NumberFormat) -> String {
        state == .error ? display : format.grouped(display)
    }

    /// The whole expression written in `format` for editing (ungrouped, so it reads back as the same
    /// numbers); text that failed exactly as it was typed.
    public func expr(in format: NumberFormat) -> String {
        state == .error ? expr : format.ungrouped(expr)
    }
}
