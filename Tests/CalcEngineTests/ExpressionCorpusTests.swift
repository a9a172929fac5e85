import CalcEngine
import Foundation
import Testing

/// One line of `Fixtures/expressions.txt`: a typed expression and what the display must show.
struct CorpusCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let expected: String
    var testDescription: String { "\(expression) → \(expected)" }

    /// Every case of the corpus, in file order.
    static let all: [CorpusCase] = Fixture.rows("expressions").compactMap { parts in
        parts.count < 2
            ? nil : CorpusCase(expression: parts[0], expected: parts.dropFirst().joined(separator: "\t"))
    }
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
