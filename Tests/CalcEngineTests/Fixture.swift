import Foundation

/// The engine's text fixtures (`Fixtures/NAME.txt`): one case per line, its fields separated by tabs.
enum Fixture {
    /// The fields of every line of `Fixtures/NAME.txt` but comments (`#…`), in file order; no rows
    /// when the file is missing (each fixture's suite checks that it loaded).
    static func rows(_ name: String) -> [[String]] {
        guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("#") ? nil : line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
