import CalcEngine
import Foundation
import Testing

/// One row of `Fixtures/keys.tsv` (a copy of ../shared/conformance/keys.tsv).
struct ConformanceRow: CustomTestStringConvertible, Sendable {
    let mode: CalculatorMode
    let keys: [String]
    let display: String
    let expression: String
    let expr: String
    let source: String
    var testDescription: String { "\(mode.rawValue): \(keys.joined(separator: " ")) (\(source))" }

    static let all: [ConformanceRow] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/keys", withExtension: "tsv"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst(0).compactMap { line in
            if line.hasPrefix("#") || line.hasPrefix("mode\t") { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 6, let mode = CalculatorMode(rawValue: f[0]) else { return nil }
            return ConformanceRow(mode: mode, keys: f[1].split(separator: " ").map(String.init), display: f[2],
                                  expression: f[3], expr: f[4], source: f[5])
        }
    }()

    /// Presses the row's keys on a fresh calculator (switching mode first).
    func run() -> CalculatorView {
        var state = CalculatorState()
        if mode != .standard { state.press(.key(Key(rawValue: "mode-\(mode.rawValue)")!)) }
        for key in keys { state.press(KeyPress(parsing: key)!) }
        return state.view
    }
}

/// The description line compared as the table says: no whitespace, × ÷ − as * / -.
func normalized(_ text: String) -> String {
    String(text.filter { !$0.isWhitespace }.map { c -> Character in
        switch c {
        case "×": "*"
        case "÷": "/"
        case "−": "-"
        default: c
        }
    })
}

struct ConformanceTests {
    @Test func tableIsLoaded() {
        #expect(ConformanceRow.all.count >= 80)
    }

    @Test func tableMatchesTheSharedCopy() throws {
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/conformance/keys.tsv").standardized
        guard let original = try? String(contentsOf: shared, encoding: .utf8),
            let url = Bundle.module.url(forResource: "Fixtures/keys", withExtension: "tsv")
        else { return }  // outside the workspace the committed copy is the reference
        #expect(try String(contentsOf: url, encoding: .utf8) == original, "refresh Tests/CalcEngineTests/Fixtures/keys.tsv")
    }

    @Test(arguments: ConformanceRow.all)
    func row(_ row: ConformanceRow) {
        let view = row.run()
        if row.display == "EMPTY" {
            #expect(view.display == "")
        } else if row.display.hasPrefix("ERROR:") {
            #expect(view.state == .error)
            #expect(view.display == String(row.display.dropFirst("ERROR:".count)))
        } else {
            #expect(view.display == row.display)
            #expect(view.state != .error)
        }
        if row.expression == "EMPTY" {
            #expect(view.expression == "")
        } else if row.expression != "-" {
            #expect(normalized(view.expression) == normalized(row.expression))
        }
        if row.expr != "-" {
            #expect(view.expr == row.expr)
        }
    }
}
