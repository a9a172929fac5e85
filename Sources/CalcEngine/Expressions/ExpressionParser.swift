/// Parses typed expressions (SPEC 6) into an `Expression` by precedence climbing.
///
/// Grammar, loosest first: `+ -`; `* / %` (and an implied `*` before `(`, a name or `√`);
/// unary `-`/`+`; `^`; postfix `!` and `%`; atoms (numbers, `pi π e ans M`, `name(expr)`, `√x`,
/// `(expr)`). Every level is left-associative, `^` included, as the source documents require.
/// A trailing `=` is allowed (`7 + 9 =`).
///
/// `%` followed by something that can begin an operand (a number, a name, `(`, `√`, or a sign:
/// `7 % -3`) is the modulus; followed by anything else (`×`, `÷`, `^`, `%`, `!`, `)` or the end)
/// it is a postfix percent, as tight as `!`: `2^10%` is 2^(10%) (SPEC 10.2).
public struct ExpressionParser: Sendable {
    /// The longest typed expression accepted.
    public static let maximumLength = 1_000
    /// The deepest nesting of parentheses, functions and signs accepted.
    public static let maximumDepth = 200

    var tokens: [Token] = []
    var index = 0
    private var depth = 0
    let endPosition: Int
    /// An operand that stands before the text: the first operand parsed (see `parse(_:continuing:)`).
    private var leadingOperand: Expression?
    /// The units names may stand for.
    let units: UnitCatalog
    /// The names a worksheet defined, and a function's parameters.
    let scope: NameScope
    /// The text parsed, where the decimal mark is a comma (`max(1, 5)` in German reads `1,` then 5):
    /// an operator missing right after a comma is told how values are separated.
    private var commaDecimalText: String?

    /// Parses `text`, whose numbers are written in `format`, or throws a `CalculatorError.syntax`
    /// with the 1-based position.
    /// Unit names are looked up in `units` (the standard catalogue, with currencies when rates are loaded).
    /// Names a worksheet defined are those of `scope`.
    public static func parse(
        _ text: String, format: NumberFormat = .canonical, units: UnitCatalog = .standard, scope: NameScope = .none
    ) throws(CalculatorError) -> Expression {
        var parser = try ExpressionParser(text, format: format, units: units, scope: scope)
        return try parser.parseWhole()
    }

    /// Parses `text` as the continuation of `left`, which stands before it as its first operand:
    /// `+1` continuing 1024 is `1024 + 1`, `^2` continuing -5 is `(-5) ^ 2`. Positions in syntax
    /// errors are those of `text`. The keypad uses it for typed text that begins with an operator.
    static func parse(
        _ text: String, continuing left: Expression, format: NumberFormat, units: UnitCatalog, scope: NameScope
    ) throws(CalculatorError) -> Expression {
        var parser = try ExpressionParser(text, format: format, units: units, scope: scope)
        parser.leadingOperand = left
        return try parser.parseWhole()
    }

    private init(_ text: String, format: NumberFormat, units: UnitCatalog, scope: NameScope) throws(CalculatorError) {
        self.units = units
        self.scope = scope
        let length = text.count
        if length > Self.maximumLength { throw .tooLong(length: length) }
        // One trailing `=` (as in `2+3=`, copied from a description line) means "evaluate".
        var body = Substring(text)
        var trimmed = body
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        if trimmed.last == "=" { body = trimmed.dropLast() }
        let source = String(body)
        tokens = try Tokenizer.tokens(of: source, format: format)
        endPosition = body.count + 1
        if format.decimalMark == "," { commaDecimalText = source }
    }

    private mutating func parseWhole() throws(CalculatorError) -> Expression {
        if tokens.isEmpty { throw .syntax(position: 1, message: "expected an expression") }
        let expression = try parseExpression(minimum: .none)
        if let token = peek {
            if case .closeParen = token.kind {
                throw .syntax(position: token.position, message: "unexpected ')' without a matching '('")
            }
            throw operatorExpected(at: token)
        }
        return expression
    }

    /// The error for an operand where an operator was expected.
    private func operatorExpected(at token: Token) -> CalculatorError {
        let before = commaDecimalText?.prefix(token.position - 1).last { !$0.isWhitespace }
        guard before == "," else { return .syntax(position: token.position, message: "expected an operator") }
        return .syntax(
            position: token.position,
            message: "expected an operator; values are separated by ';' where ',' is the decimal mark")
    }

    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    private mutating func advance() -> Token? {
        defer { index += 1 }
        return peek
    }

    /// Parses operators that bind at least as tightly as `minimum` (the levels are `Precedence`).
    mutating func parseExpression(minimum: Precedence) throws(CalculatorError) -> Expression {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw .syntax(
                position: peek?.position ?? endPosition,
                message: "too deeply nested (at most \(Self.maximumDepth) levels)")
        }
        var left = try parsePrefix()
        while let token = peek {
            switch token.kind {
            case .op(.modulus) where isPercentSign(at: index):
                index += 1
                left = .function(.percent, left)
            case .op(let op):
                if op.precedence < minimum { return left }
                index += 1
                let right = try parseExpression(minimum: op.precedence.next)
                left = try Self.combined(op, left, right, at: token.position)
            case .convert:
                if Precedence.conversion < minimum { return left }
                index += 1
                if let base = parseBase() {
                    left = .inBase(left, base)
                    continue
                }
                left = try Self.converted(left, to: try parseUnit(after: token), at: token.position)
            case .bang:
                if Precedence.postfix < minimum { return left }
                index += 1
                left = .function(.factorial, left)
            case .separator:
                return left
            case .openParen, .name, .root:
                // An implied multiplication: `2(3)`, `2pi`, `(1+2)(3+4)`, `2√9`.
                if Precedence.factor < minimum { return left }
                let right = try parseExpression(minimum: Precedence.factor.next)
                left = try Self.combined(.multiply, left, right, at: token.position)
            case .number where Self.beginsCompound(left):
                // A measure in descending units, `5 ft 11 in` or `1 h 30 min 10 s`: one value, their sum.
                if Precedence.factor < minimum { return left }
                left = try parseCompound(after: left)
            case .number, .date, .clock, .integer, .not:
                throw operatorExpected(at: token)
            case .closeParen:
                return left
            }
        }
        return left
    }

    /// Whether the `%` at `position` is a percent sign: nothing that can begin an operand follows it,
    /// and it was not typed as `mod`.
    private func isPercentSign(at position: Int) -> Bool {
        guard !tokens[position].isWord else { return false }
        guard position + 1 < tokens.count else { return true }
        switch tokens[position + 1].kind {
        case .closeParen, .bang, .convert, .separator: return true
        case .op(let next): return next != .add && next != .subtract  // a sign begins an operand
        case .number, .openParen, .root, .name, .date, .clock, .integer, .not: return false
        }
    }

    private mutating func parsePrefix() throws(CalculatorError) -> Expression {
        if let leading = leadingOperand {
            leadingOperand = nil
            return leading
        }
        guard let token = advance() else {
            throw .syntax(position: endPosition, message: "expected a number")
        }
        switch token.kind {
        case .number(let value):
            // A number followed by a unit is one value: `100 km / 2 h` is (100 km) ÷ (2 h).
            if let unit = try parseUnitProduct() { return .quantity(value, unit) }
            return .number(value)
        case .date(let date):
            return .date(date)
        case .integer(let integer):
            return .integer(integer)
        case .not:
            return .function(.not, try parseExpression(minimum: .unary))
        case .clock(let minutes):
            return .quantity(minutes, UnitProduct(UnitCatalog.clock))
        case .op(.subtract):
            return .negate(try parseExpression(minimum: .unary))
        case .op(.add):
            return try parseExpression(minimum: .unary)
        case .root(let function):
            return .function(function, try parseExpression(minimum: .postfix))
        case .openParen:
            let inner = try parseExpression(minimum: .none)
            try expectCloseParen(opening: token.position)
            return inner
        case .name(let name):
            if name == "M" { return .constant(.memory) }
            if let constant = Tokenizer.constants[name.lowercased()] { return .constant(constant) }
            guard let function = MathFunction.namedInExpressions[name.lowercased()] else {
                if let named = try parseNamed(name, at: token) { return named }
                index -= 1
                if let unit = try parseUnitProduct() { return .unit(unit) }
                if let missing = units.missingCurrency(name) { throw .units(missing) }
                if let hint = Self.degreesHint(name, at: token.position) { throw hint }
                throw .syntax(position: token.position, message: "unknown name '\(name)'")
            }
            guard let open = peek, case .openParen = open.kind else {
                throw .syntax(position: peek?.position ?? endPosition, message: "expected '(' after \(name)")
            }
            index += 1
            let argument = try parseExpression(minimum: .none)
            if function == .round, let next = peek, case .separator = next.kind {
                index += 1
                let places = try parseExpression(minimum: .none)
                if let extra = peek, case .separator = extra.kind {
                    throw .syntax(position: extra.position, message: "\(name) takes one or two values")
                }
                try expectCloseParen(opening: open.position)
                return .list(.round, [argument, places])
            }
            if let next = peek, case .separator = next.kind { throw Tokenizer.takesOneValue(name, at: next.position) }
            try expectCloseParen(opening: open.position)
            return .function(function, argument)
        case .op, .bang, .convert, .separator:
            throw .syntax(position: token.position, message: "expected a number")
        case .closeParen:
            throw .syntax(position: token.position, message: "expected a number")
        }
    }

    /// After `to`, a base's name (`hex`, `dec`, `oct`, `bin`), taken; nil when a unit follows instead.
    private mutating func parseBase() -> NumberBase? {
        guard case .name(let word)? = peek?.kind, let base = NumberBase.named(word) else { return nil }
        index += 1
        return base
    }

    private mutating func expectCloseParen(opening: Int) throws(CalculatorError) {
        guard let token = peek, case .closeParen = token.kind else {
            throw .syntax(position: peek?.position ?? endPosition, message: "expected ')' to close '(' at \(opening)")
        }
        index += 1
    }
}
