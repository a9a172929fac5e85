import ArgumentParser

/// The `calculator` command: a thin front over the libraries, one subcommand per job.
@main
struct Calculator: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "An exact decimal calculator for the command line and the web.",
        subcommands: []
    )
}
