import CalcEngine
import Foundation
import TestSupport
import Testing

/// Presses a row's keys on a fresh calculator (switching mode first).
func run(_ row: ConformanceRow) -> CalculatorView {
    var state = CalculatorState()
    if row.mode != "standard" { state.press(.key(Key(rawValue: "mode-\(row.mode)")!)) }
    for key in row.keys { state.press(KeyPress(parsing: key)!) }
    return state.view
}

struct ConformanceTests {
    @Test func tableIsLoaded() throws {
        #expect((try ConformanceRow.committed()).count >= 80)
    }

    @Test func tableMatchesTheSharedCopy() throws {
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/conformance/keys.tsv").standardized
        guard let original = try? String(contentsOf: shared, encoding: .utf8),
            let url = Bundle.module.url(forResource: "Fixtures/keys", withExtension: "tsv")
        else { return }  // outside the workspace the committed copy is the reference
        #expect(
            try String(contentsOf: url, encoding: .utf8) == original, "refresh Tests/CalcEngineTests/Fixtures/keys.tsv")
    }

    @Test(arguments: (try? ConformanceRow.committed()) ?? [])
    func row(_ row: ConformanceRow) {
        let view = run(row)
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
            #expect(ConformanceRow.normalized(view.expression) == ConformanceRow.normalized(row.expression))
        }
        if row.expr != "-" {
            #expect(view.expr == row.expr)
        }
    }
}
