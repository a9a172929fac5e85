import Foundation

/// The key-sequence table `keys.tsv` (SPEC conformance): each row's mode, keys, and what the page
/// must show. A copy lives in `Tests/CalcEngineTests/Fixtures/keys.tsv`.
public struct ConformanceRow: CustomStringConvertible, Sendable {
    public let mode: String
    public let keys: [String]
    /// `#display`, or `EMPTY`, or `ERROR:<message>`.
    public let display: String
    /// `#expression`, or `EMPTY`, or `-` (not checked).
    public let expression: String
    /// `input#expr`'s value, or `-` (not checked).
    public let expr: String
    public let source: String
    /// The 1-based line in the file.
    public let line: Int

    public var description: String { "keys.tsv line \(line): \(mode) \(keys.joined(separator: " ")) (\(source))" }

    /// The rows of a `keys.tsv` text; comments and the header are skipped.
    public static func parse(_ text: String) -> [ConformanceRow] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("mode\t") { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { return nil }
            return ConformanceRow(
                mode: f[0], keys: f[1].split(separator: " ").map(String.init), display: f[2], expression: f[3],
                expr: f[4], source: f.count > 5 ? f[5] : "", line: index + 1)
        }
    }

    /// The committed copy's rows.
    public static func committed() throws -> [ConformanceRow] {
        let url = packageRoot.appendingPathComponent("Tests/CalcEngineTests/Fixtures/keys.tsv")
        return parse(try String(contentsOf: url, encoding: .utf8))
    }

    /// A description line as the table compares it: no whitespace, `× ÷ −` as `* / -`.
    public static func normalized(_ text: String) -> String {
        String(
            text.filter { !$0.isWhitespace }.map { c -> Character in
                switch c {
                case "×": "*"
                case "÷": "/"
                case "−": "-"
                default: c
                }
            })
    }
}
