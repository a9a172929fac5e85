/// Takes a calculator state as the tree its `Codable` encoding makes: objects of named values,
/// arrays, strings, integers, booleans and nulls, in the same order and under the same names.
///
/// A database store writes a session's state on every key; through an `Encoder`, each nested
/// value costs a container box and generic lookups, which made encoding a sixth of a durable
/// key's CPU. ``CalculatorState/write(to:includingHistory:)`` walks the state directly instead;
/// `Codable` stays the format's definition and the way states are read (the two are checked
/// against each other byte for byte in the tests).
public protocol StateWriter {
    /// Starts an object (a keyed container); its values follow, each after its ``key(_:)``.
    mutating func beginObject()
    /// Starts an array (an unkeyed container).
    mutating func beginArray()
    /// Ends the object or array started last.
    mutating func end()
    /// The name of the next value in the current object.
    mutating func key(_ name: StaticString)
    /// A string value.
    mutating func string(_ value: String)
    /// An integer value.
    mutating func integer(_ value: Int)
    /// A boolean value.
    mutating func bool(_ value: Bool)
    /// A null value.
    mutating func null()
}

extension StateWriter {
    /// `{}` under `name`: how `Codable` writes an enum case without associated values.
    fileprivate mutating func emptyCase(_ name: StaticString) {
        key(name)
        beginObject()
        end()
    }

    /// Opens the object of an enum case with associated values, under `name`; closed by `end()` twice.
    fileprivate mutating func beginCase(_ name: StaticString) {
        key(name)
        beginObject()
    }

    /// `{"name": {"_0": …}}` under the current key: an enum case with one unlabeled value, which
    /// `value` writes (opened with ``beginObject()`` by the caller, like every enum's object).
    fileprivate mutating func oneValueCase(_ name: StaticString, _ value: (inout Self) -> Void) {
        beginCase(name)
        key("_0")
        value(&self)
        end()
    }

    /// `{"name": {"_0": "raw"}}`: an enum case whose one value is a raw-value enum.
    fileprivate mutating func rawValueCase(_ name: StaticString, _ raw: String) {
        oneValueCase(name) { $0.string(raw) }
    }

    fileprivate mutating func number(_ value: BigDecimal) {
        string(value.storedText)
    }

    fileprivate mutating func number(_ key: StaticString, _ value: BigDecimal?) {
        guard let value else { return }
        self.key(key)
        string(value.storedText)
    }

    fileprivate mutating func string(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }
}

extension CalculatorState {
    /// Writes this state as ``encode(to:)`` encodes it, or as ``withoutHistory()`` would encode
    /// when `includingHistory` is `false` (an empty history).
    public func write(to writer: inout some StateWriter, includingHistory: Bool = true) {
        writer.beginObject()
        writer.key("version")
        writer.integer(version)
        writer.key("mode")
        writer.string(mode.rawValue)
        writer.key("angle")
        writer.string(angle.rawValue)
        writer.number("memory", memory)
        writer.key("history")
        writer.beginArray()
        if includingHistory {
            for entry in history { entry.write(to: &writer) }
        }
        writer.end()
        writer.key("infix")
        infix.write(to: &writer)
        writer.key("rpn")
        rpn.write(to: &writer)
        writer.string("form", displayForm?.rawValue)
        writer.string("notice", notice)
        writer.end()
    }
}

extension CalculatorState.HistoryEntry {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        writer.key("line")
        writer.string(line)
        writer.key("value")
        writer.number(value)
        writer.key("result")
        writer.string(result)
        writer.end()
    }
}

extension InfixCalculator {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        writer.key("tape")
        writer.beginArray()
        for entry in tape { entry.write(to: &writer) }
        writer.end()
        writer.key("computed")
        writer.beginArray()
        for value in builder.computed { writer.number(value) }
        writer.end()
        writer.key("phase")
        phase.write(to: &writer)
        writer.key("previousLine")
        writer.string(previousLine)
        if let repeatOperation {
            writer.key("repeatOperation")
            writer.beginObject()
            writer.key("op")
            writer.string(repeatOperation.op.rawValue)
            writer.key("operand")
            writer.number(repeatOperation.operand)
            writer.end()
        }
        writer.end()
    }
}

extension InfixCalculator.Phase {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        switch self {
        case .editing:
            writer.emptyCase("editing")
        case .result(let operand, let line):
            writer.beginCase("result")
            writer.key("_0")
            operand.write(to: &writer)
            writer.key("line")
            writer.string(line)
            writer.end()
        case .error(let message, let line, let text):
            writer.beginCase("error")
            writer.key("message")
            writer.string(message)
            writer.key("line")
            writer.string(line)
            writer.key("text")
            writer.string(text)
            writer.end()
        }
        writer.end()
    }
}

extension InfixEntry {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        switch self {
        case .digits(let text):
            writer.oneValueCase("digits") { $0.string(text) }
        case .minus:
            writer.emptyCase("minus")
        case .operand(let operand):
            writer.oneValueCase("operand") { operand.write(to: &$0) }
        case .op(let op):
            writer.rawValueCase("op", op.rawValue)
        case .open(let impliedMultiply):
            writer.beginCase("open")
            writer.key("impliedMultiply")
            writer.bool(impliedMultiply)
            writer.end()
        case .close(let implied):
            writer.beginCase("close")
            writer.number("implied", implied)
            writer.end()
        case .apply(let function, let angle, let implied):
            writer.beginCase("apply")
            writer.key("_0")
            writer.string(function.rawValue)
            writer.key("angle")
            writer.string(angle.rawValue)
            writer.number("implied", implied)
            writer.end()
        }
        writer.end()
    }
}

extension Operand {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        writer.key("value")
        writer.number(value)
        writer.key("description")
        description.write(to: &writer)
        writer.key("text")
        text.write(to: &writer)
        writer.end()
    }
}

extension Expression {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        switch self {
        case .number(let value):
            writer.oneValueCase("number") { $0.number(value) }
        case .constant(let constant):
            writer.rawValueCase("constant", constant.rawValue)
        case .negate(let operand):
            writer.oneValueCase("negate") { operand.write(to: &$0) }
        case .binary(let op, let left, let right):
            writer.beginCase("binary")
            writer.key("_0")
            writer.string(op.rawValue)
            writer.key("_1")
            left.write(to: &writer)
            writer.key("_2")
            right.write(to: &writer)
            writer.end()
        case .function(let function, let argument):
            writer.beginCase("function")
            writer.key("_0")
            writer.string(function.rawValue)
            writer.key("_1")
            argument.write(to: &writer)
            writer.end()
        case .missing:
            writer.emptyCase("missing")
        }
        writer.end()
    }
}

extension RPNCalculator {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        writer.key("stack")
        writer.beginArray()
        for element in stack { element.write(to: &writer) }
        writer.end()
        writer.key("outcomes")
        writer.beginArray()
        for outcome in evaluation.outcomes(stackCount: stack.count) { outcome.write(to: &writer) }
        writer.end()
        writer.string("typing", typing)
        writer.number("variableM", variableM)
        writer.string("message", message)
        writer.key("angle")
        writer.string(angle.rawValue)
        writer.end()
    }
}

extension RPNElement {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        switch self {
        case .operand(let value): writer.oneValueCase("operand") { $0.number(value) }
        case .constant(let constant): writer.rawValueCase("constant", constant.rawValue)
        case .unary(let function): writer.rawValueCase("unary", function.rawValue)
        case .binary(let op): writer.rawValueCase("binary", op.rawValue)
        }
        writer.end()
    }
}

extension RPNEvaluation.Outcome {
    func write(to writer: inout some StateWriter) {
        switch self {
        case .value(let value):
            writer.number(value)
        case .incomplete:
            writer.null()
        case .failure(let error):
            writer.beginObject()
            writer.key("failure")
            error.write(to: &writer)
            writer.end()
        }
    }
}

extension CalculatorError {
    func write(to writer: inout some StateWriter) {
        writer.beginObject()
        switch self {
        case .divisionByZero: writer.emptyCase("divisionByZero")
        case .undefined: writer.emptyCase("undefined")
        case .invalidInput: writer.emptyCase("invalidInput")
        case .overflow: writer.emptyCase("overflow")
        case .tooComplex: writer.emptyCase("tooComplex")
        case .syntax(let position, let message):
            writer.beginCase("syntax")
            writer.key("position")
            writer.integer(position)
            writer.key("message")
            writer.string(message)
            writer.end()
        case .tooLong(let length):
            writer.beginCase("tooLong")
            writer.key("length")
            writer.integer(length)
            writer.end()
        }
        writer.end()
    }
}
