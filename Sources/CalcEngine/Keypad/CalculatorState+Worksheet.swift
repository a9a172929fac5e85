/// The worksheet kept with the calculator (SPEC 10.4): its text, and the names it defines, which
/// typed text in the Expression field may use.
extension CalculatorState {
    /// The longest sheet text kept: twice what is computed, so a sheet past the bound loses nothing
    /// of what was typed while the page says what to shorten.
    public static let maximumSheetLength = 2 * Worksheet.maximumLength

    /// Keeps `text` as the worksheet, computed with this calculator's angle unit, its numbers read in
    /// `format`, and its names for typed text. Returns the computed sheet.
    @discardableResult
    public mutating func calculate(
        sheet text: String, format: NumberFormat = .canonical, units: UnitCatalog = .standard, today: CalendarDate? = nil
    ) -> Worksheet {
        let worksheet = Worksheet(text: text, format: format, units: units, angle: angle, today: today)
        sheet = String(text.prefix(Self.maximumSheetLength))
        sheetNames = worksheet.definitions.latest
        notice = nil
        return worksheet
    }
}
