import CalcEngine

/// What the converter page (`GET /convert?value=5&from=km&to=mi`) was asked, and the engine's answer.
///
/// The value and the two units are read one by one first, so that a mistake is named next to its
/// field with a position in that field's own text; then `VALUE FROM to TO` is evaluated as one
/// typed expression (`5 km to mi`), the one path by which the calculator converts. A value that is
/// a calculation is put in parentheses (`(1/3) km to mi`), since a unit belongs to the number just
/// before it. The value is read in `format`, the units as the engine writes them.
///
/// ```swift
/// let conversion = Conversion(value: "5", from: "km", to: "mi")
/// conversion.result?.displayString   // "3.10685596118667 mi"
/// conversion.expression              // "5 km to mi"
/// ```
public struct Conversion: Sendable, Equatable {
    /// A field of the converter's form.
    public enum Field: String, Sendable {
        case value, from, to
    }

    /// Why a conversion failed: the field to correct, the message in English (an engine message or
    /// one of the page's templates, filled), and where in which text, when it names a position.
    public struct Failure: Error, Sendable, Hashable {
        public var field: Field
        public var message: String
        public var pointer: Pointer?
    }

    /// A 1-based position in a text as the visitor sees it: the field's, or the whole calculation's.
    public struct Pointer: Sendable, Hashable {
        public var text: String
        public var position: Int
    }

    /// The most characters a unit's text may have (`kWh/d` has 5; the longest listed, 6).
    public static let maximumUnitLength = 40
    /// The units of an empty form: the converter's first example.
    public static let defaultUnits = (from: "km", to: "mi")

    /// The value as typed, without the spaces around it; empty when none was given.
    public let value: String
    /// The unit converted from, and the unit converted to, as typed (`km/h`, `m^2`, `°C`).
    public let from: String
    public let to: String
    /// The calculation evaluated, in the engine's own form (`5 km to mi`): what a link carries.
    public private(set) var expression: String?
    /// The value as the left side of the answer shows it, in the engine's form (`5`, `(1/3)`).
    public private(set) var shownValue: String?
    /// The unit converted from as a page shows it (`m²` for `m^2`).
    public private(set) var shownFrom: String?
    /// The converted value.
    public private(set) var result: Value?
    /// What went wrong; nil after a result, or when nothing was asked.
    public private(set) var failure: Failure?
    /// For a result in a currency, the date and source of the exchange rates.
    public private(set) var note: String?

    /// The result as an exact fraction when it is one that no decimal ends (`78125/25146 mi`); else nil.
    public var exactFraction: String? {
        guard let result, result.magnitude.fraction != nil else { return nil }
        return result.fractionText
    }

    /// Reads and converts `value` (written in `format`) from the unit `from` to the unit `to`;
    /// a missing or empty unit is the empty form's (``defaultUnits``).
    /// Unit names are looked up in `units` (with the currencies of a rates file, when loaded).
    public init(
        value: String?, from: String?, to: String?, format: NumberFormat = .canonical, units: UnitCatalog = .standard
    ) {
        self.value = Self.trimmed(value)
        self.from = Self.trimmed(from).isEmpty ? Self.defaultUnits.from : Self.trimmed(from)
        self.to = Self.trimmed(to).isEmpty ? Self.defaultUnits.to : Self.trimmed(to)
        guard !self.value.isEmpty else { return }
        do throws(Failure) {
            let number = try Self.number(self.value, format: format)
            let source = try Self.unit(self.from, field: .from, units: units)
            _ = try Self.unit(self.to, field: .to, units: units)
            shownValue = number
            shownFrom = source.text(symbols: true)
            let text = "\(number) \(self.from) to \(self.to)"
            let rest = text.count - number.count
            guard text.count <= ExpressionParser.maximumLength else {
                throw Failure(
                    field: .value,
                    message: Catalogue.fill(
                        "The value is too long: {1} characters (at most {2})",
                        with: [String(self.value.count), String(ExpressionParser.maximumLength - rest)]))
            }
            expression = text
            result = try Self.evaluate(
                text, shown: format.ungrouped(text), numberEnd: number.count,
                fromEnd: number.count + 1 + self.from.count, units: units)
            note = result.flatMap(units.currencyNote(for:))
        } catch {
            failure = error
        }
    }

    /// The value read alone: its text in the engine's form, in parentheses unless it is a number.
    private static func number(_ text: String, format: NumberFormat) throws(Failure) -> String {
        let count = text.count
        guard count <= ExpressionParser.maximumLength else {
            throw Failure(
                field: .value,
                message: Catalogue.fill(
                    "The value is too long: {1} characters (at most {2})",
                    with: [String(count), String(ExpressionParser.maximumLength)]))
        }
        let parsed: Expression
        do {
            parsed = try ExpressionParser.parse(text, format: format)
        } catch {
            throw Failure(
                field: .value, message: error.description,
                pointer: error.position.map { Pointer(text: text, position: $0) })
        }
        guard !hasUnit(parsed) else {
            throw Failure(field: .value, message: "Type the value without a unit: choose its unit under From.")
        }
        let printed = ExpressionPrinter.ascii(parsed)
        switch parsed {
        case .number, .negate(.number): return printed
        default: return "(\(printed))"
        }
    }

    /// A unit's text read alone: the unit it names.
    private static func unit(_ text: String, field: Field, units: UnitCatalog) throws(Failure) -> UnitProduct {
        let count = text.count
        guard count <= maximumUnitLength else {
            throw Failure(
                field: field,
                message: Catalogue.fill(
                    "The unit is too long: {1} characters (at most {2})",
                    with: [String(count), String(maximumUnitLength)]))
        }
        let parsed: Expression
        do {
            parsed = try ExpressionParser.parse(text, units: units)
        } catch {
            throw Failure(
                field: field, message: error.description,
                pointer: error.position.map { Pointer(text: text, position: $0) })
        }
        guard case .unit(let unit) = parsed else {
            throw Failure(field: field, message: Catalogue.fill("“{1}” is not a unit", with: [text]))
        }
        return unit
    }

    /// The value of `text`, `NUMBER FROM to TO` (shown to the visitor as `shown`, of the same
    /// length): an error is the field's its position is in (the number ends at `numberEnd`, the From
    /// unit at `fromEnd`, the To unit and the `to` before it come last); without a position, an
    /// error about units is the To field's and any other (dividing by zero) the value's.
    private static func evaluate(_ text: String, shown: String, numberEnd: Int, fromEnd: Int, units: UnitCatalog)
        throws(Failure) -> Value
    {
        do {
            return try ExpressionEvaluator(units: units).evaluate(text)
        } catch {
            let field: Field
            switch (error, error.position) {
            case (_, let position?) where position <= numberEnd: field = .value
            case (_, let position?) where position <= fromEnd: field = .from
            case (_, _?), (.units, nil), (.incompatibleUnits, nil): field = .to
            default: field = .value
            }
            throw Failure(
                field: field, message: error.description,
                pointer: error.position.map { Pointer(text: shown, position: $0) })
        }
    }

    /// Whether `expression` names a unit anywhere.
    private static func hasUnit(_ expression: Expression) -> Bool {
        switch expression {
        case .quantity, .unit, .convert: true
        default: expression.children.contains(where: hasUnit)
        }
    }

    /// `text` without the spaces around it; empty for nil.
    private static func trimmed(_ text: String?) -> String {
        guard let text else { return "" }
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return String(text[start..<max(start, end)])
    }
}
