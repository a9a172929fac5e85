/// Names beyond the built-in constants and functions (SPEC 10.4): the list functions (`sum(1, 2)`),
/// and a worksheet's variables and functions, visible as the scope says.
extension ExpressionParser {
    /// The expression `name` begins, when it is a list function or a defined name; nil when it is
    /// neither (a unit, or unknown). The name's token is already read.
    mutating func parseNamed(_ name: String, at token: Token) throws(CalculatorError) -> Expression? {
        let opens: Bool
        if let next = peek, case .openParen = next.kind { opens = true } else { opens = false }
        if opens, let function = ListFunction.named[name.lowercased()] {
            return .list(function, try parseArguments(of: name))
        }
        if scope.parameters.contains(name) || scope.definitions.variable(name, before: scope.line) != nil {
            return .variable(name)
        }
        if let failed = scope.definitions.failedLine(name, before: scope.line) {
            throw .syntax(
                position: token.position, message: "\(name) has no value: its definition on line \(failed) failed")
        }
        if let function = scope.definitions.function(name, before: scope.line) {
            guard opens else {
                throw .syntax(position: peek?.position ?? endPosition, message: "expected '(' after \(name)")
            }
            let arguments = try parseArguments(of: name)
            guard arguments.count == function.parameters.count else {
                let count = function.parameters.count
                throw .syntax(
                    position: token.position,
                    message: "\(name) takes \(count) \(count == 1 ? "value" : "values"), not \(arguments.count)")
            }
            return .call(name, arguments)
        }
        return nil
    }

    /// `(a, b, …)` after a function's name: at least one argument, separated by `,` or `;`.
    private mutating func parseArguments(of name: String) throws(CalculatorError) -> [Expression] {
        guard let open = peek else { return [] }
        index += 1
        var arguments = [try parseExpression(minimum: .none)]
        while let token = peek, case .separator = token.kind {
            index += 1
            arguments.append(try parseExpression(minimum: .none))
            if arguments.count > Self.maximumArguments {
                throw .syntax(position: token.position, message: "at most \(Self.maximumArguments) values")
            }
        }
        guard let close = peek, case .closeParen = close.kind else {
            throw .syntax(
                position: peek?.position ?? endPosition, message: "expected ')' to close '(' at \(open.position)")
        }
        index += 1
        return arguments
    }

    /// The most arguments one call takes.
    static let maximumArguments = 1_000
}
