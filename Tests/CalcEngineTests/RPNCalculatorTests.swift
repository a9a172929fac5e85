import CalcEngine
import Foundation
import Testing

/// SPEC 5 beyond the conformance table, and mode switching (SPEC 2).
struct RPNCalculatorTests {
    private func rpn(_ keys: String) -> CalculatorView { pressed(keys, mode: .rpn) }

    @Test(arguments: [
        // (keys, display, expression, stack)
        ("", "0", "", ""), ("3", "3", "", ""), ("3 enter", "3", "3 =", "3"), ("3 enter 4", "4", "3 =", "3"),
        ("3 enter 4 enter", "4", "3, 4 =", "3 4"), ("1 2 CE", "1", "", ""), ("1 CE", "0", "", ""),
        ("3 enter 4 + CE", "4", "3, 4 =", "3 4"), ("3 enter 4 enter swap", "3", "4, 3 =", "4 3"),
        ("3 enter 4 enter swap -", "1", "4 − 3 =", "1"), ("3 enter 4 enter 5 + swap", "3", "4 + 5, 3 =", "9 3"),
        ("3 enter 4 enter drop", "3", "3 =", "3"), ("3 enter 4 enter 5 + drop", "3", "3 =", "3"),
        ("3 enter 4 drop", "3", "3 =", "3"), ("swap drop", "0", "", ""),
        ("7 M + sqrt 9 toM 1 4 + CL", "0", "", ""), ("M 5 toM", "5", "M =", "5"), ("2 M *", "", "2 × M =", "?"),
        ("1 enter 0 /", "Cannot divide by zero", "1 ÷ 0 =", "Cannot divide by zero"),
        ("2 neg", "-2", "", ""), ("2 enter neg", "-2", "-2 =", "-2"), ("4 enter sq", "16", "sqr(4) =", "16"),
        ("2 enter 1 0 ^", "1024", "2 ^ 10 =", "1024"), ("7 enter 3 %", "1", "7 % 3 =", "1"),
        ("1 . 5 EE 3 enter", "1500", "1500 =", "1500"), ("5 = ( )", "5", "", ""),
    ])
    func rule(_ keys: String, _ display: String, _ expression: String, _ stack: String) {
        let view = rpn(keys)
        #expect(view.display == display)
        #expect(view.expression == expression)
        #expect(view.stack.joined(separator: " ") == stack)
    }

    @Test func angleAppliesToTheStack() {
        #expect(rpn("3 0 sin").display == "-0.988031624092862")
        #expect(rpn("3 0 sin angle").display == "0.5")
    }

    @Test func switchingModesCarriesValues() {
        #expect(pressed("7 + 9 = mode-rpn").stack == ["16"])
        #expect(pressed("7 + 9 = mode-rpn 2 *").display == "32")
        #expect(pressed("mode-rpn").stack == [])
        let back = pressed("mode-rpn 3 enter 4 + mode-standard")
        #expect(back.display == "7")
        #expect(back.mode == .standard)
        #expect(pressed("mode-rpn 3 enter 4 + mode-standard + 1 =").display == "8")
        // Standard and scientific are one state.
        let sci = pressed("7 + mode-scientific 9 =")
        #expect(sci.display == "16")
        #expect(sci.mode == .scientific)
        #expect(pressed("5 m+ mode-rpn mode-standard mr").display == "5")
    }

    /// The value handed to the infix keypad is the exact one, not the display's 15 digits (Python:
    /// Fraction(1, 3) * 3 is 1; 2**64 - 18446744073709551616 is 0; 3 * math.pi is 9.42477796076938).
    /// A number being typed is handed over as typed, and goes on being typed.
    @Test func leavingRPNHandsOverTheExactValue() {
        #expect(pressed("mode-rpn 1 enter 3 / mode-standard * 3 =").display == "1")
        #expect(
            pressed("mode-rpn 2 enter 6 4 ^ mode-standard - 1 8 4 4 6 7 4 4 0 7 3 7 0 9 5 5 1 6 1 6 =").display == "0")
        #expect(pressed("mode-rpn pi mode-scientific * 3 =").display == "9.42477796076938")
        #expect(pressed("mode-rpn 1 enter 3 / mode-standard frac").display == "1/3")
        #expect(pressed("mode-rpn 1 2 mode-standard 3").display == "123")
        #expect(pressed("mode-rpn 1 enter 3 / mode-standard 5").display == "5")
    }

    /// Visiting an infix keypad (for Rad/Deg, say) and coming back pushes nothing: the stack holds the
    /// value it handed over already. A value the infix keypad made is pushed as before.
    @Test(arguments: [
        // (keys, stack after them)
        ("mode-rpn 3 0 enter 4 5 enter mode-scientific angle mode-rpn", "30 45"),
        ("mode-rpn 3 0 enter 4 5 enter mode-standard mode-rpn", "30 45"),
        ("mode-rpn 3 0 enter 4 5 enter mode-standard mode-scientific frac mode-rpn", "30 45"),
        ("mode-rpn 3 0 enter 4 5 enter mode-standard + 5 = mode-rpn", "30 45 50"),
        ("mode-rpn 3 0 enter 4 5 enter mode-standard mode-rpn mode-standard neg mode-rpn", "30 45 -45"),
    ])
    func comingBackToRPNPushesOnlyWhatTheInfixKeypadMade(_ keys: String, _ stack: String) {
        #expect(pressed(keys).stack.joined(separator: " ") == stack)
    }

    /// The RPN keypad's own ±, EE and Rad/Deg (SPEC 5 keys) need no trip to another keypad.
    @Test func changeSignExponentAndAngleWorkInRPN() {
        #expect(rpn("4 5 neg enter").stack == ["-45"])
        #expect(rpn("2 EE 3 neg enter").stack == ["0.002"])
        #expect(rpn("3 0 angle sin").display == "0.5")
        #expect(rpn("3 0 angle sin").angle == .degrees)
    }

    /// A mode key is a choice (the page then shows that keypad at every size), even the mode in use.
    @Test func aModeKeyIsAChoiceThatIsStored() throws {
        #expect(!pressed("7 + 9 =").modeIsChosen)
        #expect(pressed("mode-standard").modeIsChosen)
        #expect(pressed("mode-scientific 7").modeIsChosen)
        var state = CalculatorState()
        state.press(.key(.modeStandard))
        let copy = try JSONDecoder().decode(CalculatorState.self, from: JSONEncoder().encode(state))
        #expect(copy.view.modeIsChosen)
        #expect(copy == state)
    }

    @Test func stateRoundTripsThroughJSONAndStaysSmall() throws {
        var state = CalculatorState()
        for key in "1 2 + 3 * ( 4 - 1 ) sqrt m+ = 5 + angle 3 0 sin".split(separator: " ") {
            state.press(KeyPress(parsing: String(key))!)
        }
        let data = try JSONEncoder().encode(state)
        let copy = try JSONDecoder().decode(CalculatorState.self, from: data)
        #expect(copy == state)
        #expect(copy.view == state.view)
        #expect(!copy.view.history.isEmpty)
        // The page's history lines are derived from the stored history, never stored beside it.
        #expect(!String(decoding: data, as: UTF8.self).contains("historyLines"))
        #expect(data.count < 4_000, "encoded \(data.count) bytes")
        var a = copy
        var b = state
        a.press(.key(.equals))
        b.press(.key(.equals))
        #expect(a.view == b.view)
    }

    @Test func anotherVersionIsRefused() throws {
        let data = try JSONEncoder().encode(CalculatorState())
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object["version"] = 99
        let changed = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalculatorState.self, from: changed) }
    }

    @Test(arguments: ["bogus", "history-", "history-x", "history--1", "7 ", "", "Mode-rpn"])
    func unknownKeyValuesAreRejected(_ value: String) {
        #expect(KeyPress(parsing: value) == nil)
    }

    @Test func aliasesAreAccepted() {
        #expect(KeyPress(parsing: "×") == .key(.multiply))
        #expect(KeyPress(parsing: "÷") == .key(.divide))
        #expect(KeyPress(parsing: "−") == .key(.subtract))
        #expect(KeyPress(parsing: "√") == .key(.sqrt))
        #expect(KeyPress(parsing: "π") == .key(.pi))
        #expect(KeyPress(parsing: "↲") == .key(.enter))
        #expect(KeyPress(parsing: "⌫") == .key(.clearEntry))
        #expect(KeyPress(parsing: "mod") == .key(.modulus) && KeyPress(parsing: "±") == .key(.negate))
        #expect(pressed("7 mod 3 =").display == "1" && pressed("5 ±").display == "-5")
        #expect(KeyPress(parsing: "history-12") == .history(12))
    }
}
