/// A worksheet (SPEC 10.4): lines evaluated in order, each an expression, a variable
/// (`price = 12.50`), a function (`f(x) = x^2 + 1`), a `#` comment or empty. Later lines use the
/// names of earlier ones; a line that fails shows its error and the others still compute. The whole
/// sheet is paid for from one ``WorkBudget``, so no sheet runs long.
///
/// ```swift
/// let sheet = Worksheet(text: "price = 12.50\nqty = 3\nprice * qty")
/// sheet.lines[2].result   // "37.5"
/// ```
public struct Worksheet: Sendable, Equatable {
    /// The most lines a sheet has.
    public static let maximumLines = 200
    /// The most characters a sheet has.
    public static let maximumLength = 20_000

    /// The text as typed.
    public let text: String
    /// Each line and what it gave.
    public private(set) var lines: [WorksheetLine] = []
    /// The names the sheet defines, with the line of each definition.
    public private(set) var definitions = Definitions.none
    /// What was left out past the bounds, when the sheet is longer; nil when all of it was computed.
    public private(set) var cut: Cut?

    /// A sheet's part past its bounds, which is kept but not computed: the lines after the first
    /// ``maximumLines``, or those not wholly within the first ``maximumLength`` characters.
    public enum Cut: Sendable, Equatable, CustomStringConvertible {
        /// The sheet has this many lines.
        case lines(Int)
        /// The sheet has this many characters.
        case characters(Int)

        /// The notice in English (the page's catalogue has the same templates).
        public var description: String {
            switch self {
            case .lines(let count):
                "The sheet has \(count) lines: the first \(Worksheet.maximumLines) are computed."
            case .characters(let count):
                "The sheet has \(count) characters: the lines within the first \(Worksheet.maximumLength) are computed."
            }
        }
    }
    /// The day `today` is in the sheet.
    let today: CalendarDate?

    /// Computes `text`, its numbers read in `format`, its units from `units`, its circular
    /// functions in `angle`, `today` the day given.
    public init(
        text: String, format: NumberFormat = .canonical, units: UnitCatalog = .standard, angle: AngleUnit = .radians,
        today: CalendarDate? = nil
    ) {
        self.today = today
        self.text = text
        // A browser posts a textarea's lines ended by CR LF, one `Character` in Swift.
        var rows = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if rows.count > Self.maximumLines {
            cut = .lines(rows.count)
            rows.removeLast(rows.count - Self.maximumLines)
        }
        let length = text.count
        if length > Self.maximumLength {
            cut = .characters(length)
            var kept = 0
            rows = Array(
                rows.prefix { row in
                    kept += row.count + 1
                    return kept - 1 <= Self.maximumLength
                })
        }
        var left = WorkBudget.perSheet
        for (index, row) in rows.enumerated() {
            let number = index + 1
            var line = WorksheetLine(number: number, text: row)
            // A line may spend what one evaluation may (as `/eval` would), from what the sheet has
            // left: a line refused as too complex leaves the lines after it their share.
            var budget = WorkBudget(units: min(WorkBudget.perEvaluation, left))
            let before = budget.remaining
            do {
                try compute(&line, format: format, units: units, angle: angle, budget: &budget)
            } catch {
                line.error = error
                // A variable whose line failed has no value from there on, not an earlier one's.
                if let definition = try? WorksheetDefinition(row, units: units), !definition.isFunction {
                    definitions.fail(definition.name, line: number)
                }
            }
            left -= before - budget.remaining
            lines.append(line)
        }
    }

    /// Computes one line, defining its name when it defines one.
    private mutating func compute(
        _ line: inout WorksheetLine, format: NumberFormat, units: UnitCatalog, angle: AngleUnit,
        budget: inout WorkBudget
    ) throws(CalculatorError) {
        let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") {
            line.kind = trimmed.isEmpty ? .empty : .comment
            return
        }
        let definition = try WorksheetDefinition(line.text, units: units)
        let scope = NameScope(definitions, line: line.number, parameters: definition?.parameters ?? [])
        let body = definition.map { String(line.text.dropFirst($0.bodyOffset)) } ?? line.text
        let offset = definition?.bodyOffset ?? 0
        let expression: Expression
        do {
            expression = try ExpressionParser.parse(body, format: format, units: units, scope: scope)
        } catch {
            // `x = x + 1` with no earlier x: the name is the one being defined.
            if let definition, case .syntax(let position, "unknown name '\(definition.name)'") = error {
                throw CalculatorError.syntax(
                    position: position,
                    message: "\(definition.name) cannot refer to itself: a line uses the names of earlier lines"
                ).shifted(by: offset)
            }
            // `x =` or `f(x) =` with nothing after it, x and f unknown: a definition without its value.
            if definition == nil, let equals = line.text.lastIndex(of: "="),
                case .syntax(_, "unknown name '\(line.text[..<equals].prefix { $0 != "(" }.trimmingBlanks())'") = error
            {
                throw CalculatorError.syntax(
                    position: line.text.distance(from: line.text.startIndex, to: equals) + 2,
                    message: "expected a number")
            }
            throw error.shifted(by: offset)
        }
        if let definition, definition.isFunction {
            definitions.define(
                UserFunction(
                    name: definition.name, parameters: definition.parameters, body: expression, line: line.number))
            line.kind = .function(definition.name, definition.parameters)
            line.expression = expression
            return
        }
        let evaluator = ExpressionEvaluator(
            angle: angle, units: units, scope: NameScope(definitions, line: line.number), today: today)
        let value: Value
        do {
            value = try evaluator.evaluate(expression, budget: &budget)
        } catch {
            throw error.shifted(by: offset)
        }
        line.value = value
        line.expression = expression
        if let definition {
            definitions.define(definition.name, as: value, line: line.number)
            line.kind = .variable(definition.name)
        } else {
            line.kind = .expression
        }
    }
}

/// One line of a worksheet and what it gave.
public struct WorksheetLine: Sendable, Equatable {
    /// What the line is.
    public enum Kind: Sendable, Equatable {
        case empty, comment, expression
        /// `name = …`
        case variable(String)
        /// `name(parameters) = …`
        case function(String, [String])
    }

    /// The line's number, from 1.
    public let number: Int
    /// The line as typed.
    public let text: String
    public internal(set) var kind = Kind.expression
    /// The line's expression (a definition's right side), parsed.
    public internal(set) var expression: Expression?
    /// The value, for an expression or a variable.
    public internal(set) var value: Value?
    /// What went wrong; its position is in the line.
    public internal(set) var error: CalculatorError?

    /// The value as the display shows it.
    public var result: String? { value?.displayString }

    /// The line as a page or the download shows it, its numbers in `format`; a comment (prose:
    /// `# budget 2025`) and a failing line (its error's position points into it) stay as typed.
    public func shownText(in format: NumberFormat) -> String {
        kind == .comment || error != nil ? text : format.grouped(text)
    }
}

extension WorkBudget {
    /// What a whole worksheet may spend: ten evaluations' worth, each line at most one.
    public static let perSheet = perEvaluation * 10
}

extension CalculatorError {
    /// The error with its position moved `offset` characters on (a definition's right side is
    /// parsed on its own; the position the sheet shows is in the whole line).
    func shifted(by offset: Int) -> CalculatorError {
        guard offset > 0 else { return self }
        switch self {
        case .syntax(let position, let message): return .syntax(position: position + offset, message: message)
        case .incompatibleUnits(let a, let b, let position?):
            return .incompatibleUnits(a, b, position: position + offset)
        default: return self
        }
    }
}
