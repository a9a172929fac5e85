/// The names a worksheet defines (SPEC 10.4): variables (`price = 12.50`) and functions
/// (`f(x) = x^2 + 1`), each kept with the line that defined it, so that a line sees exactly the
/// definitions of the lines before it and a redefinition applies from its line on. A function's
/// body sees the names of the lines before its own: no definition can reach itself, so none loops.
public struct Definitions: Hashable, Sendable, Codable {
    /// One definition of a variable: its line and its value.
    public struct Variable: Hashable, Sendable, Codable {
        public var line: Int
        public var value: Value
    }

    /// The variables by name, each name's definitions in line order.
    public private(set) var variables: [String: [Variable]] = [:]
    /// The functions by name, each name's definitions in line order.
    public private(set) var functions: [String: [UserFunction]] = [:]
    /// The lines whose definition of a variable failed (`a = 1/0`), by name: from such a line on
    /// the name has no value, rather than an earlier line's. Not stored: a sheet is computed again
    /// from its text, and ``latest`` leaves such a name out.
    public private(set) var failures: [String: [Int]] = [:]

    private enum CodingKeys: String, CodingKey {
        case variables, functions
    }

    /// No names.
    public static let none = Definitions()

    /// Whether it defines nothing.
    public var isEmpty: Bool { variables.isEmpty && functions.isEmpty }

    /// The value of `name` as the lines before `line` defined it last; nil when none did, or when
    /// the last of them failed (``failedLine(_:before:)``).
    public func variable(_ name: String, before line: Int = .max) -> Value? {
        guard failedLine(name, before: line) == nil else { return nil }
        return variables[name]?.last { $0.line < line }?.value
    }

    /// The line before `line` whose definition of `name` failed last, when no later one succeeded.
    public func failedLine(_ name: String, before line: Int = .max) -> Int? {
        guard let failed = failures[name]?.last(where: { $0 < line }) else { return nil }
        if let defined = variables[name]?.last(where: { $0.line < line }), defined.line > failed { return nil }
        return failed
    }

    /// The function `name` as the lines before `line` defined it last.
    public func function(_ name: String, before line: Int = .max) -> UserFunction? {
        functions[name]?.last { $0.line < line }
    }

    /// Defines `name` as `value` from `line` on.
    mutating func define(_ name: String, as value: Value, line: Int) {
        variables[name, default: []].append(Variable(line: line, value: value))
    }

    /// Says that `line`'s definition of `name` failed: from it on, `name` has no value.
    mutating func fail(_ name: String, line: Int) {
        failures[name, default: []].append(line)
    }

    /// Defines a function from its line on.
    mutating func define(_ function: UserFunction) {
        functions[function.name, default: []].append(function)
    }

    /// Only the last definition of each name: what the calculator's Expression field uses.
    public var latest: Definitions {
        var latest = Definitions()
        for (name, versions) in variables where failedLine(name) == nil {
            latest.variables[name] = versions.last.map { [$0] }
        }
        for (name, versions) in functions { latest.functions[name] = versions.last.map { [$0] } }
        return latest
    }
}

/// A function a worksheet line defines: `f(x) = x^2 + 1`.
public struct UserFunction: Hashable, Sendable, Codable {
    public var name: String
    public var parameters: [String]
    /// The body, its parameters as variables.
    public var body: Expression
    /// The line that defines it: its body sees the names of the lines before.
    public var line: Int
}

/// What names an expression may use: a worksheet's definitions as of a line, and while a function's
/// body is read, its parameters.
public struct NameScope: Sendable {
    public var definitions: Definitions
    /// The line being read: definitions of earlier lines are visible.
    public var line: Int
    public var parameters: [String]

    /// The scope of `definitions`, all of them visible.
    public init(_ definitions: Definitions = .none, line: Int = .max, parameters: [String] = []) {
        self.definitions = definitions
        self.line = line
        self.parameters = parameters
    }

    /// No names but the built-in ones.
    public static let none = NameScope()
}
