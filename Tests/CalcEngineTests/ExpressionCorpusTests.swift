import CalcEngine
import Foundation
import Testing

/// One line of `Fixtures/expressions.txt`: a typed expression and what the display must show.
struct CorpusCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let expected: String
    var testDescription: String { "\(expression) → \(expected)" }

    /// Every case of the corpus, in file order.
    static let all: [CorpusCase] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/expressions", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
            return CorpusCase(expression: String(line[..<tab]), expected: String(line[line.index(after: tab)...]))
        }
    }()
}

/// Evaluates like `calculator eval`: the display string, or `Error: <message>`.
func displayed(_ text: String, angle: AngleUnit = .radians) -> String {
    do {
        return try ExpressionEvaluator(angle: angle).evaluate(text).displayString
    } catch {
        return "Error: \(error)"
    }
}

struct ExpressionCorpusTests {
    @Test func corpusIsLoadedAndLarge() {
        #expect(CorpusCase.all.count >= 150)
    }

    @Test(arguments: CorpusCase.all)
    func corpusCase(_ c: CorpusCase) {
        #expect(displayed(c.expression) == c.expected)
    }
}
