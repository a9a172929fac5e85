import ArgumentParser
import CalcHTML
import Foundation

/// `calculator generate`: writes the static site (calculator, help and error pages, stylesheet) into a folder.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the static site (index, help and error pages, style.css) into a folder."
    )

    /// The folder to write into; created when missing.
    @Option(name: .long, help: "The folder to write the site into.")
    var output: String = "Public"

    /// Writes the site into `output` and reports how many files it wrote.
    func run() throws {
        let written = try SiteGenerator(examples: .engine).write(to: URL(fileURLWithPath: output, isDirectory: true))
        print("Wrote \(written.count) files to \(output)")
    }
}
