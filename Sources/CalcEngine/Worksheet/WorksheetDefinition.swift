/// The left side of a definition line: `price = …` or `f(x, y) = …` (SPEC 10.4). A name is a
/// letter (of any script, but `π`) followed by letters and digits; it must not be a built-in name (a constant, a function,
/// a list function, a unit, `to`), so that no definition changes what other text means.
struct WorksheetDefinition {
    var name: String
    var parameters: [String]
    /// Whether it defines a function: one of at least one parameter.
    var isFunction: Bool { !parameters.isEmpty }
    /// How many characters precede the right side (the `=` included).
    var bodyOffset: Int

    /// The definition `line` begins with; nil when it is an expression (no `=` but a trailing one).
    /// - Throws: a syntax error when the left side is not a name or `name(parameters)`, or names a built-in.
    init?(_ line: String, units: UnitCatalog) throws(CalculatorError) {
        let chars = Array(line)
        guard let equals = chars.firstIndex(of: "="),
            chars[(equals + 1)...].contains(where: { !$0.isWhitespace })
        else { return nil }
        let left = String(chars[..<equals]).trimmingBlanks()
        bodyOffset = equals + 1
        var name = left
        var parameters: [String] = []
        if let open = left.firstIndex(of: "(") {
            guard left.hasSuffix(")") else {
                throw .syntax(
                    position: equals + 1, message: "the left of '=' must be a name or a function such as f(x)")
            }
            name = String(left[..<open]).trimmingBlanks()
            let inside = left[left.index(after: open)..<left.index(before: left.endIndex)]
            // An empty parameter (`f(x,)`, `f()`) is refused, not dropped: a call always has an argument.
            parameters = inside.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == ";" })
                .map { String($0).trimmingBlanks() }
            if parameters == [""] {
                throw .syntax(position: 1, message: "\(name)() has no parameter: write \(name) = … or \(name)(x) = …")
            }
            if parameters.contains(where: \.isEmpty) {
                throw .syntax(
                    position: 1, message: "\(name) has an empty parameter: separate names by ',' as in f(x, y)")
            }
            // A parameter may be named like a unit (`h`, `t`): in the body it is the parameter.
            for parameter in parameters { try Self.check(parameter, units: nil, at: 1, what: "a parameter") }
            guard Set(parameters).count == parameters.count else {
                throw .syntax(position: 1, message: "\(name) names a parameter twice")
            }
        }
        try Self.check(name, units: units, at: 1, what: "a name")
        self.name = name
        self.parameters = parameters
    }

    /// Refuses `name` unless it is a letter followed by letters and ASCII digits and no built-in name.
    private static func check(_ name: String, units: UnitCatalog?, at position: Int, what: String)
        throws(CalculatorError)
    {
        // The tokenizer's own rule, so that every name defined can be used (`größe`, `año`).
        guard let first = name.first, first.isLetter, Tokenizer.beginsName(first),
            name.allSatisfy({ $0 != "°" && Tokenizer.continuesName($0) })
        else {
            throw .syntax(position: position, message: "'\(name)' is not \(what): use letters, then letters or digits")
        }
        let lower = name.lowercased()
        let builtIn: String? =
            if name == "M" || Tokenizer.constants[lower] != nil {
                "a constant"
            } else if MathFunction.namedInExpressions[lower] != nil || ListFunction.named[lower] != nil {
                "a function"
            } else if lower == "to" { "the conversion word" } else { nil }
        if let builtIn { throw .syntax(position: position, message: "\(name) is \(builtIn) and cannot be redefined") }
        if units?.unit(named: name) != nil {
            // A unit's symbol keeps its meaning everywhere (`60 km/h`); the message offers a name that is free.
            throw .syntax(position: position, message: "\(name) is a unit: choose another name, such as \(name)1")
        }
    }
}
