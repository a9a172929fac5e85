extension Plot {
    /// The x range when none is given.
    public static let defaultX: ClosedRange<Double> = -10...10

    /// A bound as typed (`-3`, `2pi`, `1e3`): nil when absent or blank.
    /// - Throws: ``PlotError/notANumber(bound:text:)`` for text that is not a plain number (or
    ///   does not evaluate), ``PlotError/tooLarge(bound:)`` beyond ``largestBound``.
    public static func bound(
        _ text: String?, name: String, format: NumberFormat = .canonical, units: UnitCatalog = .standard
    ) throws(PlotError) -> Double? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        let shown = String(text.prefix(40))
        let value: Value
        do {
            value = try ExpressionEvaluator(units: units).evaluate(text, format: format)
        } catch {
            throw .notANumber(bound: name, text: shown)
        }
        guard case .number(let number) = value else { throw .notANumber(bound: name, text: shown) }
        let double = number.doubleValue
        guard double.isFinite, double.magnitude <= largestBound else { throw .tooLarge(bound: name) }
        return double
    }

    /// A range from two optional bounds, either one filled in from `fallback`.
    public static func range(
        _ low: Double?, _ high: Double?, axis: String, fallback: ClosedRange<Double>
    ) throws(PlotError) -> ClosedRange<Double> {
        let lower = low ?? min(fallback.lowerBound, (high ?? fallback.upperBound) - 1)
        let upper = high ?? max(fallback.upperBound, lower + 1)
        guard lower < upper else { throw .emptyRange(axis: axis) }
        return lower...upper
    }
}
