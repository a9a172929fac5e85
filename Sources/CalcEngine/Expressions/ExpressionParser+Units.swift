/// Units in typed text (SPEC 10.3): a number followed by a unit is one value (`5 km`, `60 km/h`,
/// `2 m^2`), built as the parser meets it, and `EXPR to UNIT` converts. Where the text alone
/// tells the units of both sides (literals, units and conversions, and their products), a
/// mismatch is refused as the text is read, with the operator's position: `1 m + 1 s`.
extension ExpressionParser {
    /// `left op right`, with a unit folded into the literal or unit before it: `5` × `km` is `5 km`,
    /// `5 km` ÷ `h` is `5 km/h`, `m` ^ `2` is `m^2`.
    static func combined(_ op: BinaryOperator, _ left: Expression, _ right: Expression, at position: Int)
        throws(CalculatorError) -> Expression
    {
        switch (op, left, right) {
        case (.multiply, .number(let n), .unit(let unit)) where !n.isNegative:
            return .quantity(n, unit)
        case (.multiply, .quantity(let n, let a), .unit(let b)):
            if let unit = merged(a, b) { return .quantity(n, unit) }
        case (.divide, .quantity(let n, let a), .unit(let b)):
            if let unit = merged(a, b.power(-1)) { return .quantity(n, unit) }
        case (.multiply, .unit(let a), .unit(let b)):
            if let unit = merged(a, b) { return .unit(unit) }
        case (.divide, .unit(let a), .unit(let b)):
            if let unit = merged(a, b.power(-1)) { return .unit(unit) }
        case (.power, .unit(let unit), .number(let n)):
            if let power = n.intValue { return .unit(try unit.raised(to: power)) }
        case (.power, .unit(let unit), .negate(.number(let n))):
            if let power = n.intValue { return .unit(try unit.raised(to: -power)) }
        case (.add, _, _), (.subtract, _, _), (.modulus, _, _):
            if !(op.takesPercent && right.isPercent), let a = writtenUnit(of: left), let b = writtenUnit(of: right),
                a.dimension != b.dimension
            {
                throw .incompatibleUnits(a.name, b.name, position: position)
            }
        default:
            break
        }
        return .binary(op, left, right)
    }

    /// The rest of a measure in descending units after `left` (`5 ft`), the next token a number:
    /// `11 in`, and any smaller units after it. Anything else is refused where the number stands.
    mutating func parseCompound(after left: Expression) throws(CalculatorError) -> Expression {
        let position = peek?.position ?? endPosition
        let refusal = CalculatorError.syntax(position: position, message: "expected an operator")
        // A number and its unit are one operand (`parsePrefix`); `×` and what follows are not part of it.
        var right = try parseExpression(minimum: Precedence.factor.next)
        if let next = peek, case .number = next.kind, Self.beginsCompound(right) {
            right = try parseCompound(after: right)
        }
        guard let compound = Self.compound(left, right) else { throw refusal }
        return compound
    }

    /// Whether a number after `left` may continue it as a measure in descending units: `left` is a
    /// number in one unit (`5 ft`, `1 h`).
    static func beginsCompound(_ left: Expression) -> Bool {
        if case .quantity(_, let unit) = left { return compoundUnit(unit) != nil }
        return false
    }

    /// `left right` as one measure, their sum (`5 ft 11 in` is `5 ft + 11 in`), when `right` is a
    /// number in a smaller unit of the same kind, or such a measure itself (`30 min 10 s`); nil
    /// otherwise. Temperatures with an offset and the calendar's months and years take no part:
    /// neither adds up as lengths and durations do.
    static func compound(_ left: Expression, _ right: Expression) -> Expression? {
        guard case .quantity(_, let first) = left, let larger = compoundUnit(first) else { return nil }
        var head = right
        if case .binary(.add, let next, _) = right { head = next }
        guard case .quantity(_, let second) = head, let smaller = compoundUnit(second),
            larger.dimension == smaller.dimension, smaller.factor < larger.factor
        else { return nil }
        return .binary(.add, left, right)
    }

    /// The unit of `product` when it can be part of a measure in descending units.
    private static func compoundUnit(_ product: UnitProduct) -> Unit? {
        guard let unit = product.single, !unit.hasOffset, !unit.isDifference,
            UnitCatalog.calendarMonths[unit.symbol] == nil
        else { return nil }
        return unit
    }

    /// `expression to unit`, refused when the text shows that the units do not match.
    static func converted(_ expression: Expression, to unit: UnitProduct, at position: Int) throws(CalculatorError)
        -> Expression
    {
        if let written = writtenUnit(of: expression), !written.dimension.converts(to: unit.dimension) {
            throw .incompatibleUnits(written.name, unit.name, position: position)
        }
        return .convert(expression, unit)
    }

    /// The unit after `to`.
    mutating func parseUnit(after word: Token) throws(CalculatorError) -> UnitProduct {
        guard let unit = try parseUnitProduct() else {
            // A name that is no unit is answered as it is anywhere else: a currency without rates,
            // a temperature's letter, or an unknown name (`1 km to furlongs`).
            if let next = peek, case .name(let name) = next.kind {
                if let missing = units.missingCurrency(name) { throw .units(missing) }
                throw Self.degreesHint(name, at: next.position)
                    ?? .syntax(position: next.position, message: "unknown unit '\(name)'")
            }
            throw .syntax(position: peek?.position ?? endPosition, message: "expected a unit after 'to'")
        }
        return unit
    }

    /// The temperature scales people write as one capital letter: `F` and `C` are the farad's and the
    /// coulomb's symbols, not units of this catalogue, so `100 F to C` is answered with how to write degrees.
    private static let degreeLetters = ["F": ("Fahrenheit", "°F"), "C": ("Celsius", "°C")]

    /// The error for the unknown name `name` when it is a temperature scale's letter (`F`, `C`), saying
    /// how degrees are written; nil for any other name.
    static func degreesHint(_ name: String, at position: Int) -> CalculatorError? {
        guard let (scale, symbol) = degreeLetters[name] else { return nil }
        return .syntax(
            position: position,
            message: "unknown name '\(name)'; for degrees \(scale), write \(symbol) or deg\(name)")
    }

    /// The unit written next, when a unit's name is next: unit symbols with integer powers
    /// (`^2`, `²`, `^-1`), joined by `*`, `·`, `/` or a space (`km/h`, `m/s^2`, `N m`, `kg·m²`).
    /// A `*` or `/` not followed by a unit is left for the arithmetic (`5 km / 2`).
    /// A temperature with an offset (°C) stands alone: `°C²` and `°C/s` are refused, as the
    /// arithmetic refuses `(5 °C)^2` and `5 °C / 1 s`.
    mutating func parseUnitProduct() throws(CalculatorError) -> UnitProduct? {
        guard let product = try parseUnitFactors() else { return nil }
        if let unit = product.offsetUnit, product.single == nil {
            throw UnitProduct.offsetRefusal(unit, raised: product.factors.count == 1)
        }
        return product
    }

    /// The unit factors written next, merged into one product.
    private mutating func parseUnitFactors() throws(CalculatorError) -> UnitProduct? {
        guard let first = parseUnitFactor() else { return nil }
        var product = first.unit
        while let token = peek {
            var inverse = false
            var group: (unit: UnitProduct, position: Int)?
            switch token.kind {
            case .op(.multiply), .op(.divide):
                if case .op(.divide) = token.kind { inverse = true }
                // A unit, or a group of units in parentheses (`J/(kg*K)`), as a target is written too.
                group = try parseUnitGroup(from: index + 1)
                if group == nil {
                    guard index + 1 < tokens.count, unit(at: index + 1) != nil else { return product }
                    index += 1
                }
            case .name(let name):
                guard unit(at: index) != nil else { return product }
                // `in` is the inch (SPEC 10.3), but people write `1 mile in km` to convert: an inch
                // followed by another unit says which word they meant.
                if name == "in", unit(at: index + 1) != nil { throw Self.inchMeantAsTo(at: token.position) }
            default:
                return product
            }
            guard let factor = group ?? parseUnitFactor() else { return product }
            guard let merged = Self.merged(product, inverse ? factor.unit.power(-1) : factor.unit) else {
                // `1 mile in`, half typed: an inch after a length was meant as the conversion word too.
                if case .name("in") = token.kind { throw Self.inchMeantAsTo(at: token.position) }
                throw .syntax(
                    position: factor.position,
                    message:
                        "\(product.text(symbols: true)) and \(factor.unit.text(symbols: true)) measure the same thing: write one unit"
                )
            }
            product = merged
        }
        return product
    }

    /// The units in parentheses from token `start` on (`(kg*K)`, `(m^2)`, with a power after them:
    /// `(m*s)^-1`) and the position of the first, the index moved past them; nil, the index kept,
    /// when the parentheses hold anything but units (`5 km / (2 h)` is arithmetic).
    private mutating func parseUnitGroup(from start: Int) throws(CalculatorError) -> (
        unit: UnitProduct, position: Int
    )? {
        guard start + 1 < tokens.count, case .openParen = tokens[start].kind, unit(at: start + 1) != nil else {
            return nil
        }
        let before = index
        index = start + 1
        guard let group = try parseUnitFactors(), let close = peek, case .closeParen = close.kind else {
            index = before
            return nil
        }
        index += 1
        let position = tokens[start + 1].position
        if let caret = peek, case .op(.power) = caret.kind, let (exponent, end) = unitExponent(from: index + 1) {
            index = end
            return (group.power(exponent), position)
        }
        return (group, position)
    }

    /// The answer to an `in` that was meant as the conversion word (`1 mile in km`, `1 mile in`).
    private static func inchMeantAsTo(at position: Int) -> CalculatorError {
        .syntax(position: position, message: "'in' is the inch here; to convert, write 'to'")
    }

    /// One unit and its power (`m`, `s^2`, `s^-1`, `s^(-1)`, `m²`), when a unit's name is next.
    private mutating func parseUnitFactor() -> (unit: UnitProduct, position: Int)? {
        guard let token = peek, let (unit, words) = unit(at: index) else { return nil }
        index += words
        var power = 1
        if let caret = peek, case .op(.power) = caret.kind, let (exponent, end) = unitExponent(from: index + 1) {
            power = exponent
            index = end
        }
        return (unit.power(power), token.position)
    }

    /// The whole-number power written from token `start` on, however it is written (`2`, `-1`,
    /// `+2`, `(2)`, `(-1)`, `0`), within ±``UnitProduct/maximumPower``, and the index after it; nil
    /// for anything else, which is left to the arithmetic. So `2 m^(2)` is 2 m², as `2 m^2` is,
    /// not (2 m)².
    private func unitExponent(from start: Int) -> (power: Int, end: Int)? {
        var next = start
        func isNext(_ kind: Token.Kind) -> Bool {
            guard next < tokens.count, tokens[next].kind == kind else { return false }
            next += 1
            return true
        }
        let parenthesised = isNext(.openParen)
        let sign = isNext(.op(.subtract)) ? -1 : 1
        if sign == 1 { _ = isNext(.op(.add)) }
        guard next < tokens.count, case .number(let n) = tokens[next].kind, let whole = n.intValue,
            whole.magnitude <= UnitProduct.maximumPower
        else { return nil }
        next += 1
        if parenthesised && !isNext(.closeParen) { return nil }
        return (sign * whole, next)
    }

    /// The unit the name tokens from `position` name and how many of them it takes:
    /// - the longest of the catalogue's names of several words (`US fl oz`, `fl oz`: the fluid
    ///   ounce, not a femtolitre times an ounce);
    /// - a power's word and a unit (`sq ft`, `square metres`, `cu in`, `cubic feet`);
    /// - else the token's own name when it is neither a constant nor a function (`M` is the memory,
    ///   `e` Euler's number, `min(` would be a function);
    /// - or a unit's symbol with its power 2 or 3 after it, as typed without `^` (`m2`, `cm3`),
    ///   unless the worksheet defines that name.
    ///
    /// Nil past the last token (`1 m in` asks whether a unit follows the inch).
    private func unit(at position: Int) -> (unit: UnitProduct, words: Int)? {
        guard position < tokens.count else { return nil }
        var words: [String] = []
        for next in tokens[position...].prefix(max(units.mostWordsInAName, 2)) {
            guard case .name(let word) = next.kind else { break }
            words.append(word)
        }
        for count in stride(from: words.count, to: 1, by: -1) {
            if let unit = units.unit(named: words.prefix(count).joined(separator: " ")) {
                return (UnitProduct(unit), count)
            }
        }
        if words.count >= 2, let power = Self.powerWords[words[0].lowercased()], let unit = units.unit(named: words[1])
        {
            return (UnitProduct(unit).power(power), 2)
        }
        guard case .name(let name) = tokens[position].kind, name != "M", !scope.parameters.contains(name),
            Tokenizer.constants[name.lowercased()] == nil, MathFunction.namedInExpressions[name.lowercased()] == nil
        else { return nil }
        // `min(` is the list function, `5 min` the minute.
        if position + 1 < tokens.count, case .openParen = tokens[position + 1].kind,
            ListFunction.named[name.lowercased()] != nil
        {
            return nil
        }
        if let unit = units.unit(named: name) { return (UnitProduct(unit), 1) }
        guard let digit = name.last?.wholeNumberValue, digit == 2 || digit == 3,
            scope.definitions.variable(name, before: scope.line) == nil,
            scope.definitions.function(name, before: scope.line) == nil,
            let unit = units.unit(named: String(name.dropLast()))
        else { return nil }
        return (UnitProduct(unit).power(digit), 1)
    }

    /// The words that raise the unit after them to a power: `sq ft` is ft², `cubic feet` ft³.
    static let powerWords = ["sq": 2, "square": 2, "cu": 3, "cubic": 3]

    /// `a × b` when it is a unit of its own, with no number to scale by (`km·h`, not `km·m`).
    static func merged(_ a: UnitProduct, _ b: UnitProduct) -> UnitProduct? {
        var budget = WorkBudget()
        guard let (unit, scale) = try? a.multiplied(by: b, budget: &budget), scale == .one else { return nil }
        return unit
    }

    /// The unit `expression` has when the text alone tells it (`.none` for a plain number); nil
    /// when a value decides it (`ans`, `M`, a function's result).
    static func writtenUnit(of expression: Expression) -> UnitProduct? {
        switch expression {
        case .number, .integer, .inBase: return UnitProduct.none
        case .quantity(_, let unit), .unit(let unit), .convert(_, let unit): return unit
        case .constant(let constant): return constant == .pi || constant == .e ? UnitProduct.none : nil
        case .negate(let inner), .function(.percent, let inner), .function(.abs, let inner):
            return writtenUnit(of: inner)
        case .binary(.add, let left, _), .binary(.subtract, let left, _), .binary(.modulus, let left, _):
            return writtenUnit(of: left)
        case .binary(.multiply, let left, let right), .binary(.divide, let left, let right):
            guard let a = writtenUnit(of: left), var b = writtenUnit(of: right) else { return nil }
            if case .binary(.divide, _, _) = expression { b = b.power(-1) }
            var budget = WorkBudget()
            return try? a.multiplied(by: b, budget: &budget).unit
        case .binary(.power, let left, _):
            return writtenUnit(of: left)?.isNone == true ? UnitProduct.none : nil
        case .binary: return UnitProduct.none  // a bitwise operator: integers, no unit
        case .function, .missing, .variable, .call, .list, .date: return nil
        }
    }
}
