import BigInt
import CalcEngine
import Foundation
import Testing

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

/// One line of a fixture written by a reference script under `Tests/Scripts/` (Python's `fractions`
/// and mpmath, independent of the engine): the expression, its display, and its exact fraction
/// (`~` when approximate, `-` on error).
struct ReferenceCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let display: String
    let fraction: String
    var testDescription: String { "\(expression) → \(display) \(fraction)" }

    /// The cases of `Fixtures/NAME.txt`.
    static func all(in name: String) -> [ReferenceCase] {
        Fixture.rows(name).compactMap { parts in
            parts.count == 3 ? ReferenceCase(expression: parts[0], display: parts[1], fraction: parts[2]) : nil
        }
    }

    /// Checks the engine's evaluation against the reference: the display, exactness and the fraction,
    /// or the error message.
    func check() {
        do {
            let value = try ExpressionEvaluator().evaluate(expression).magnitude
            #expect(value.displayString == display)
            if fraction == "~" {
                #expect(value.precision != nil, "approximate")
            } else {
                #expect(value.precision == nil, "exact")
                #expect(value.fractionText == fraction)
            }
        } catch {
            #expect("Error: \(error)" == display)
        }
    }
}

/// Expects `value` to be exactly `exact`, a reference script's `n/d` (or `n`), or `=` and the
/// decimal it is rounded to, or, for `~` and digits, to be within a few units of the 15th
/// significant digit of it.
func expectExact(_ value: BigDecimal, _ exact: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if exact.hasPrefix("~") {
        let expected = Double(exact.dropFirst())!
        #expect(abs(value.doubleValue - expected) <= abs(expected) * 1e-14, sourceLocation: sourceLocation)
        return
    }
    if exact.hasPrefix("=") {
        // An integer past `exactDigits`, rounded once to them (half to even).
        #expect(value == BigDecimal(exactly: exact.dropFirst())!, sourceLocation: sourceLocation)
        return
    }
    let parts = exact.split(separator: "/").map { BigInt(String($0))! }
    guard let ratio = value.ratio else {
        Issue.record("not exact: \(value.displayString)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        ratio.numerator == parts[0] && ratio.denominator == (parts.count > 1 ? parts[1] : 1),
        sourceLocation: sourceLocation)
}
