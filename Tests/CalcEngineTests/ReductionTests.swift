import Foundation
import Testing

@testable import CalcEngine

/// The working of an expression, one operation a step, from the evaluator's own rules.
struct ReductionTests {
    @Test func seed000sWorkedExample() {
        let working = Reduction(of: "-6-5+4*3^2")
        #expect(working.lines == ["-6-5+4*3^2", "-6-5+4*9", "-6-5+36", "-11+36", "25"])
        #expect(working.steps.map(\.marked.operation) == ["3^2", "4*9", "-6-5", "-11+36"])
        #expect(working.steps.map(\.value) == ["9", "36", "-11", "25"])
        #expect(working.steps[1].marked.before == "-6-5+" && working.steps[1].marked.after == "")
        #expect(working.result == "25" && working.error == nil)
    }

    @Test(arguments: [
        ("(1+2)*3", ["(1+2)*3", "3*3", "9"], ["1+2", "3*3"]),
        (
            "2*(3+4)-sqrt(16)", ["2*(3+4)-sqrt(16)", "2*7-sqrt(16)", "2*7-4", "14-4", "10"],
            ["3+4", "sqrt(16)", "2*7", "14-4"]
        ),
        ("10-(2-3)", ["10-(2-3)", "10--1", "11"], ["2-3", "10--1"]),
        ("2^3^2", ["2^3^2", "8^2", "64"], ["2^3", "8^2"]),
        ("-3^2", ["-3^2", "-9"], ["3^2"]),
        ("3!+1", ["fact(3)+1", "6+1", "7"], ["fact(3)", "6+1"]),
        ("2^3*(1+1)", ["2^3*(1+1)", "2^3*2", "8*2", "16"], ["1+1", "2^3", "8*2"]),
        ("sqrt(9+7)*2", ["sqrt(9+7)*2", "sqrt(16)*2", "4*2", "8"], ["9+7", "sqrt(16)", "4*2"]),
        ("7", ["7"], []),
    ])
    func stepsFollowPrecedenceAndParentheses(text: String, lines: [String], operations: [String]) {
        let working = Reduction(of: text)
        #expect(working.lines == lines)
        #expect(working.steps.map(\.marked.operation) == operations)
        for step in working.steps {
            #expect(step.marked.text == step.marked.before + step.marked.operation + step.marked.after)
        }
    }

    @Test func anErrorStopsAtTheStepWhereItHappens() {
        let working = Reduction(of: "1/(2-2)")
        #expect(working.steps.map(\.marked.text) == ["1/(2-2)", "1/0"])
        #expect(working.steps.last?.value == nil)
        #expect(working.error == .divisionByZero)
        #expect(working.result == nil)
    }

    @Test func aSyntaxErrorHasNoSteps() {
        let working = Reduction(of: "1+")
        #expect(working.steps.isEmpty)
        #expect(working.expression == "1+")
        if case .syntax = working.error {
        } else {
            Issue.record("expected a syntax error, got \(String(describing: working.error))")
        }
    }

    @Test func roundingIsNoted() {
        let working = Reduction(of: "sqrt(2)*3")
        #expect(working.steps.first?.note == "rounded to 40 significant digits, shown to 15")
        #expect(working.steps.last?.note == nil)
        // A quotient that does not terminate is an exact fraction now: nothing is rounded.
        let third = Reduction(of: "1/3*3")
        #expect(third.lines == ["1/3*3", "(1/3)*3", "1"])
        #expect(third.steps.allSatisfy { $0.note == nil })
        #expect(third.result == "1")
        // A power beyond 100 digits is rounded, and says so; a quotient beyond 100 digits of
        // denominator too.
        #expect(Reduction(of: "1/7^120").steps.first?.note == "rounded to 100 significant digits, shown to 15")
        #expect(Reduction(of: "7^118/1.1").steps.last?.note == "rounded to 50 significant digits, shown to 15")
    }

    /// Exact values stay exact in the working: a value that no decimal ends is given as a fraction,
    /// step by step and at the end (issue 28, item 9). The fractions were computed apart from the
    /// engine, with Python's `fractions.Fraction` (`Fraction(1, 3) + Fraction(1, 7)` is 10/21).
    @Test(
        arguments: [
            ("1/3+1/6", ["1/3", "1/6", nil], nil, "0.5"),
            ("1/3+1/7", ["1/3", "1/7", "10/21"], "10/21", "0.476190476190476"),
            ("2/6+1", ["1/3", "4/3"], "4/3", "1.33333333333333"),
            ("1/7-1/3*2", ["1/7", "1/3", "2/3", "-11/21"], "-11/21", "-0.523809523809524"),
            ("(1/3)^2+1/9", ["1/3", "1/9", "1/9", "2/9"], "2/9", "0.222222222222222"),
            ("200-1/3%", [nil, "100/3", "500/3"], "500/3", "166.666666666667"),
            ("0.1+0.2", [nil], nil, "0.3"),
        ] as [(String, [String?], String?, String)])
    func exactValuesAreFractions(text: String, fractions: [String?], result: String?, display: String) {
        let working = Reduction(of: text)
        #expect(working.steps.map(\.fraction) == fractions)
        #expect(working.resultFraction == result)
        #expect(working.result == display)
    }

    /// A rounded value is written in a step's line as the display shows it, to 15 significant
    /// digits (not the 40 or 50 it holds), and the working still ends in the evaluator's result.
    @Test func roundedValuesAreWrittenAsDisplayed() throws {
        let working = Reduction(of: "sqrt(2)+1/7")
        #expect(working.lines == ["sqrt(2)+1/7", "1.4142135623731+1/7", "1.4142135623731+(1/7)", "1.55707070523024"])
        #expect(working.steps.first?.fraction == nil)
        let pi = Reduction(of: "2^64+pi")
        #expect(pi.lines[1] == "2^64+3.14159265358979")
        #expect(pi.lines[2] == "18446744073709551616+3.14159265358979")
        #expect(pi.result == (try ExpressionEvaluator().evaluate("2^64+pi")).displayString)
    }

    @Test func theResultIsTheEvaluatorsOwn() throws {
        for text in ["sin(pi/6)*2", "ln(e^3)", "(1+2)*(3+4)/7", "2^0.5*2^0.5", "100%7-3!"] {
            #expect(Reduction(of: text).result == (try ExpressionEvaluator().evaluate(text)).displayString, "\(text)")
        }
    }

    /// A percent right of `+` or `−` is expanded into its share of the left operand once that operand
    /// is a number (SPEC 10.2: `200 − 10% → 200 − 20`); anywhere else it is a step of its own (b/100).
    @Test(
        arguments: [
            ("200-10%", ["200-10%", "200-20", "180"], ["10%", "200-20"], ["200", nil]),
            ("200+10%", ["200+10%", "200+20", "220"], ["10%", "200+20"], ["200", nil]),
            (
                "100+200-10%", ["100+200-10%", "300-10%", "300-30", "270"], ["100+200", "10%", "300-30"],
                [nil, "300", nil]
            ),
            ("2*3+10%", ["2*3+10%", "6+10%", "6+0.6", "6.6"], ["2*3", "10%", "6+0.6"], [nil, "6", nil]),
            ("200--10%", ["200--10%", "200--20", "220"], ["10%", "200--20"], ["200", nil]),
            ("200-(5+5)%", ["200-(5+5)%", "200-10%", "200-20", "180"], ["5+5", "10%", "200-20"], [nil, "200", nil]),
            ("48.20*15%", ["48.2*15%", "48.2*0.15", "7.23"], ["15%", "48.2*0.15"], [nil, nil]),
            (
                "200-10%*2", ["200-10%*2", "200-0.1*2", "200-0.2", "199.8"], ["10%", "0.1*2", "200-0.2"],
                [nil, nil, nil]
            ),
            ("(10%)+5", ["(10%)+5", "0.1+5", "5.1"], ["10%", "0.1+5"], [nil, nil]),
            ("10%%", ["10%%", "0.1%", "0.001"], ["10%", "0.1%"], [nil, nil]),
            ("7%3", ["7%3", "1"], ["7%3"], [nil]),
        ] as [(String, [String], [String], [String?])])
    func percentIsExpanded(text: String, lines: [String], operations: [String], bases: [String?]) {
        let working = Reduction(of: text)
        #expect(working.lines == lines)
        #expect(working.steps.map(\.marked.operation) == operations)
        #expect(working.steps.map(\.percentOf) == bases)
        #expect(working.result == (try? ExpressionEvaluator().evaluate(text))?.displayString)
    }

    @Test func aPercentOfARoundedValueIsNotNotedAsRounding() {
        let working = Reduction(of: "pi-10%")
        #expect(working.steps.map(\.marked.operation).prefix(2) == ["pi", "10%"])
        #expect(working.steps[1].percentOf == "3.14159265358979")
        #expect(working.steps[1].note == nil)
    }

    @Test func longWorkingsAreBoundedInSteps() {
        // 201 steps of short lines, `1+0+…+0` shortening by 2 a step: their first 200 take
        // 200 × 406 - 2 × (0 + 1 + … + 199) = 41,400 characters, so the step limit comes first.
        let text = "1" + String(repeating: "+0", count: 201)
        let working = Reduction(of: text)
        #expect(working.steps.count == Reduction.maximumSteps)
        #expect(working.omittedSteps == 1)
        #expect(working.result == "1")
    }

    @Test func longWorkingsAreBoundedInText() {
        // 300 ones: step i (from 0) shows `a+1+…+1`, a = i+1 followed by 299-i more ones, then its
        // operation `a+1` again; the steps shown are those whose sizes add up to the limit.
        var shown = 0
        var total = 0
        for i in 0..<299 {
            let size = "\(i + 1)".count + 2 * (299 - i) + "\(i + 1)+1".count
            if total + size > Reduction.maximumText { break }
            total += size
            shown += 1
        }
        let working = Reduction(of: Array(repeating: "1", count: 300).joined(separator: "+"))
        #expect(shown < Reduction.maximumSteps)
        #expect(working.steps.count == shown)
        #expect(working.omittedSteps == 299 - shown)
        #expect(working.result == "300")
    }

    /// Long and costly workings, each bounded: at most the limits of steps and text, every
    /// operation either shown or counted, and the evaluator's own result or error.
    static let costlyWorkings: [String] = {
        let chains: [String] = [
            Array(repeating: "9^99", count: 200).joined(separator: "+"),
            Array(repeating: "1e99", count: 200).joined(separator: "+"),
            Array(repeating: "sqrt(2)", count: 125).joined(separator: "*"),
            Array(repeating: "(1+1)", count: 166).joined(separator: "*"),
            Array(repeating: "2^330", count: 166).joined(separator: "-"),
            Array(repeating: "3248!", count: 3).joined(separator: "+"),
        ]
        let nested = String(repeating: "(", count: 150) + "1" + String(repeating: "+1)", count: 150)
        return chains + [nested, "1/" + Array(repeating: "7^120", count: 100).joined(separator: "*")]
    }()

    @Test(arguments: costlyWorkings)
    func everyWorkingIsBounded(text: String) throws {
        #expect(text.count <= ExpressionParser.maximumLength)
        let working = Reduction(of: text)
        #expect(working.steps.count <= Reduction.maximumSteps)
        let shownText = working.steps.map { $0.marked.text.utf8.count + $0.marked.operation.utf8.count }
        #expect(shownText.reduce(0, +) <= Reduction.maximumText)
        let expected = Result { () throws(CalculatorError) in try ExpressionEvaluator().evaluate(text).displayString }
        switch expected {
        case .success(let value): #expect(working.result == value && working.error == nil)
        case .failure(let error): #expect(working.error == error && working.result == nil)
        }
        if working.error == nil {
            // Every operation is a step shown or a step counted: one per operator or function here.
            let operations = text.filter { "+-*/^!".contains($0) }.count + text.components(separatedBy: "sqrt").count - 1
            #expect(working.steps.count + working.omittedSteps == operations)
        }
    }

    @Test func printingTheStepsIsPaidFromTheBudget() throws {
        for text in ["1+2+3", "sqrt(2)*3-4/5", Array(repeating: "9^99", count: 20).joined(separator: "+")] {
            // Exactly what evaluating it at once spends: enough for the value, not for the working too.
            var evaluation = WorkBudget()
            _ = try ExpressionEvaluator().evaluate(ExpressionParser.parse(text), budget: &evaluation)
            var budget = WorkBudget(units: WorkBudget.perEvaluation - evaluation.remaining)
            let working = Reduction(of: text, evaluator: ExpressionEvaluator(), budget: &budget)
            #expect(working.error == .tooComplex, "\(text)")
            #expect(working.result == nil)
        }
    }

    @Test func theWholeWorkingSharesOneWorkBudget() {
        let chain = Array(repeating: "3248!/3247!", count: 80).joined(separator: "+")
        let working = Reduction(of: chain)
        #expect(working.error == .tooComplex)
        #expect(working.result == nil)
    }
}
