import ArgumentParser
import CalcEngine

/// `calculator eval [EXPR …]`: evaluates typed expressions, one result line each.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate expressions and print each result on its own line.",
        discussion: """
            With no arguments, reads one expression per line from standard input. A line that \
            fails prints 'Error: <message>'; the exit status is 1 when any line failed. Each \
            result is 'ans' in the lines after it.
            """
    )

    // `.allUnrecognized`, so `-3^2` needs no `--`; it keeps `--` itself, which `operands` drops.
    @Argument(parsing: .allUnrecognized, help: "Expressions such as '-6-5+4*3^2' or 'sqrt(2)'.")
    var expressions: [String] = []

    @Option(help: "The angle unit of the circular functions: radians or degrees.")
    var angle: AngleUnit = .radians

    mutating func run() throws {
        var evaluator = ExpressionEvaluator(angle: angle)
        var failed = false
        let given = expressions.operands
        let lines: AnySequence<String> =
            given.isEmpty ? AnySequence(sequence(state: ()) { _ in readLine() }) : AnySequence(given)
        for line in lines {
            do {
                let value = try evaluator.evaluate(line)
                evaluator.answer = value
                print(value.displayString)
            } catch {
                failed = true
                print("Error: \(error)")
            }
        }
        if failed { throw ExitCode.failure }
    }
}

extension AngleUnit: ExpressibleByArgument {}
