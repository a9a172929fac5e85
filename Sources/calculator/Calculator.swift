import ArgumentParser

/// The `calculator` command: a thin front over the libraries, one subcommand per job.
@main
struct CalculatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "An exact decimal calculator for the command line and the web.",
        subcommands: [EvalCommand.self, KeysCommand.self, ServeCommand.self, GenerateCommand.self]
    )
}
