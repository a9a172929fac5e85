import ArgumentParser

/// The `calculator` command: a thin front over the libraries, one subcommand per job.
@main
struct CalculatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "An exact decimal calculator for the command line and the web.",
        subcommands: [EvalCommand.self, KeysCommand.self, ServeCommand.self, GenerateCommand.self, PlotCommand.self]
    )
}

extension [String] {
    /// Positional arguments without the `--` that ended the options (SPEC 9).
    ///
    /// An `.allUnrecognized` array keeps the terminator in its place, and everything after it as
    /// given (`--json` there is an operand, not the flag). The first `--` can only be the
    /// terminator; a later one is an operand and stays.
    var operands: [String] {
        guard let terminator = firstIndex(of: "--") else { return self }
        var operands = self
        operands.remove(at: terminator)
        return operands
    }
}
