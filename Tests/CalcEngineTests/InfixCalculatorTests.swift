import CalcEngine
import Testing

/// The engine's limit on the entries of one calculation (`1+` is two entries).
enum InfixCalculatorLimits {
    static let entries = 1_000
}

/// Presses space-separated keys on a fresh calculator in `mode`.
func pressed(_ keys: String, mode: CalculatorMode = .standard) -> CalculatorView {
    var state = CalculatorState()
    if mode != .standard { state.press(.key(mode == .rpn ? .modeRPN : .modeScientific)) }
    for key in keys.split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
    return state.view
}

/// Checks what `keys` leave on the page: the display, and the expression line and field when given.
func expectPressed(_ keys: String, display: String, expression: String?, expr: String?) {
    let view = pressed(keys)
    #expect(view.display == display)
    if let expression { #expect(view.expression == expression) }
    if let expr { #expect(view.expr == expr) }
}

/// A sign typed before a constant, a function's result or a number that a memory key finished is
/// part of that operand: shown with it, stored with it, and replaced with it (`- pi` showed π and
/// `- 3 sq m+` stored 9; found by a helper's audit of the keypads).
struct SignedOperandTests {
    @Test(arguments: [
        ("- pi", "-3.14159265358979", "-π ="), ("- 5 fact", "-120", "-fact(5) ="),
        ("- 3 sq m+ CL mr", "-9", "-9 ="), ("- 5 m+", "-5", "-5 ="), ("- 5 m+ mr =", "-5", "-5 ="),
        ("2 × - 5 m+ mr =", "-10", "2 × -5 ="), ("- 5 m+ 3 =", "3", "3 ="), ("- 5 pi =", "3.14159265358979", "π ="),
        ("2 × - pi =", "-6.28318530717959", "2 × -π ="), ("2 − - 3 sq =", "11", "2 − -sqr(3) ="),
    ])
    func theSignGoesWithItsOperand(_ keys: String, _ display: String, _ line: String) {
        let view = pressed(keys, mode: .scientific)
        #expect(view.display == display)
        #expect(view.expression == line)
    }
}

/// Rules of SPEC 4 beyond the conformance table: (keys, display, expression or nil, expr or nil).
struct InfixCalculatorTests {
    @Test(
        arguments: [
            // 4.2 number entry
            ("1 . 2 .", "1.2", nil, "1.2"), ("1 . 2 0", "1.20", nil, "1.20"), ("0 0 7", "7", nil, "7"),
            (String(repeating: "1 ", count: 40), String(repeating: "1", count: 32), nil, nil),
            ("1 . 5 EE 3", "1.5e3", nil, "1.5e3"), ("1 . 5 EE 3 =", "1500", "1500 =", "1500"),
            ("2 EE 3 neg", "2e-3", nil, nil), ("neg", "-0", nil, nil), ("neg 5", "-5", nil, "-5"),
            ("7 neg neg", "7", nil, "7"), ("pi 5", "5", nil, "5"), ("( 2 ) 5", "5", nil, "5"),
            ("3 sqrt 4", "4", nil, "4"),
            // 4.3 operators
            ("1 + + 2 =", "3", "1 + 2 =", nil), ("1 + - * 3 =", "3", "1 × 3 =", nil), ("* 5 =", "0", "0 × 5 =", nil),
            ("+ 5 =", "5", "5 =", nil), ("( + 5 ) =", "5", "5 =", nil),
            ("2 - - 3 =", "5", "2 − -3 =", nil), ("5 - =", "0", "5 − 5 =", nil),
            ("2 + 3 * 4", "4", "2 + 3 × ...", "2+3*4"),
            ("2 + 3 * 4 +", "14", "2 + 3 × 4 + ...", "2+3*4+"), ("2 ^ 3 ^", "8", nil, nil),
            // A power with a signed exponent is grouped while the next one is typed, as it is once
            // finished: `2^-3^2` would read as 2 ^ -(3 ^ 2), 1/512, where the keypad computes 1/64.
            ("2 ^ 3 neg ^ 2", "2", "(2 ^ -3) ^ ...", "(2^-3)^2"),
            ("2 ^ 3 neg ^ 2 =", "0.015625", "(2 ^ -3) ^ 2 =", "0.015625"),
            ("- 2 ^ 2 =", "-4", nil, nil), ("2 ^ - 2 =", "0.25", nil, nil),
            // 4.4 functions, constants, parentheses
            ("2 + sqrt", "1.4142135623731", "2 + √(2) ...", nil), ("9 sqrt sqrt", "1.73205080756888", "√(√(9)) =", nil),
            ("2 ( 3 + 4 ) =", "14", "2 × (3 + 4) =", nil), ("( ) 5", "5", nil, "5"), (")", "0", "", "0"),
            ("( 1 + 2 =", "3", "1 + 2 =", nil), ("( ( 1 + 2 ) * 3 =", "9", "(1 + 2) × 3 =", nil),
            ("( ^ 2 =", "2", nil, nil), ("2 * ( 3 + 4", "4", "2 × (3 + ...", "2*(3+4"),
            ("2 * ( 3 + 4 )", "7", "2 × (3 + 4) ...", "2*(3+4)"), ("7 + 9 = neg", "-16", "-(7 + 9) =", nil),
            ("5 fact", "120", "fact(5) =", nil), ("2 sq", "4", "sqr(2) =", nil), ("4 inv", "0.25", "1/(4) =", nil),
            ("8 cbrt", "2", "∛(8) =", nil), ("3 cube", "27", "cube(3) =", nil), ("2 pow10", "100", "10^(2) =", nil),
            ("1 exp", "2.71828182845905", nil, nil), ("1 0 0 log10", "2", nil, nil), ("8 log2", "3", nil, nil),
            ("e ln", "1", "ln(e) =", nil), ("2 * pi =", "6.28318530717959", "2 × π =", nil),
            // 4.5 equals and repeat
            ("=", "0", "", "0"), ("5 =", "5", "5 =", "5"), ("5 = =", "5", "5 =", nil),
            ("2 * 3 = =", "18", "6 × 3 =", nil), ("1 0 - 1 = = =", "7", "8 − 1 =", nil),
            ("9 / 3 = =", "1", "3 ÷ 3 =", nil),
            ("2 ^ 2 = =", "16", "4 ^ 2 =", nil), ("7 % 4 = =", "3", "3 % 4 =", nil),
            ("1 + 2 * 3 = =", "21", "7 × 3 =", nil),
            // seed 002's continued operation: the outer operator with the parenthesis' total
            ("1 + 2 + ( 3 * 4 ^ 2 = =", "99", "51 + 48 =", nil), ("1 * 2 * 3 + ( ( ) - 4 =", "2", nil, nil),
            // 4.6 errors and recovery
            ("1 / 0 +", "Cannot divide by zero", nil, nil), ("1 / 0 = CE", "0", "", "0"),
            ("1 / 0 = + 2 =", "2", nil, nil),
            ("1 / 0 = =", "Cannot divide by zero", nil, nil), ("1 / 0 = CL", "0", "", "0"),
            ("4 neg sqrt", "Invalid input", nil, nil),
            ("1 / 0 = sqrt", "0", nil, nil), ("1 / 0 = pi", "3.14159265358979", nil, nil),
            ("1 / 0 = ( 2 ) =", "2", nil, nil),
            // 4.7 CE
            ("CE", "0", "", "0"), ("- 7 CE", "-0", nil, nil), ("- 7 CE CE", "-0", nil, nil),
            ("- 7 CE CE CE", "0", "", "0"),
            ("7 neg CE", "-0", nil, nil), ("7 neg CE CE", "0", nil, "0"), ("7 . 6 = CE", "7.", "", "7."),
            // A result in scientific notation is edited as the display writes it, as if typed:
            // CE takes the exponent's last digit, and the next digit goes where it was.
            ("2 ^ 6 4 = CE", "1.84467440737096e1", "", "1.84467440737096e1"),
            ("2 ^ 6 4 = CE 5", "1.84467440737096e15", "", "1.84467440737096e15"),
            ("1 EE 1 0 neg = CE", "1e-1", "", "1e-1"), ("1 EE 1 0 neg = CE CE CE CE 3", "13", "", "13"),
            ("1 6 sqrt CE", "16", nil, "16"), ("2 + pi CE", "2", "2 + ...", "2+"), ("2 + ( CE", "2", "2 + ...", "2+"),
            ("2 ( CE", "2", nil, "2"), ("( 2 + 3 ) CE", "3", "(2 + ...", "(2+3"), ("1 + 2 + ( ^ CE", "2", nil, "1+(2"),
            // 4.7 CL keeps memory, history, angle, mode
            ("3 m+ 7 + 1 = CL mr", "3", nil, nil),
        ] as [(String, String, String?, String?)])
    func rule(_ keys: String, _ display: String, _ expression: String?, _ expr: String?) {
        expectPressed(keys, display: display, expression: expression, expr: expr)
    }

    /// A calculation holds at most 1,000 entries; a full one says so and takes no digit, which
    /// would run on into the number before the operator it refused (Python: math.sqrt(2) + 3 * 499
    /// is 1498.414213562373; `+ 3` typing 33 made it 1528.41…).
    @Test func aFullCalculationSaysSoAndTakesNoMoreDigits() {
        let keys = "2 sqrt " + Array(repeating: "+ 3", count: 500).joined(separator: " ")
        let full = pressed(keys)
        #expect(full.notice == "This calculation is full (1000 entries): press = to finish it, or CE.")
        #expect(pressed(keys + " =").display == "1498.41421356237")
        #expect(pressed(keys + " = 5").display == "5", "a result starts a new calculation")
        // CE takes the last 3 to 0, then removes it: room for a 4 in its place.
        #expect(pressed(keys + " CE CE 4 =").display == "1499.41421356237")
    }

    @Test func displayStates() {
        #expect(pressed("").state == .entry)
        #expect(pressed("7").state == .entry)
        #expect(pressed("7 +").state == .total)
        #expect(pressed("7 sqrt").state == .total)
        #expect(pressed("7 =").state == .result)
        #expect(pressed("1 / 0 =").state == .error)
    }

    @Test func parenthesesDeeperThanSixtyFourAreIgnored() {
        let view = pressed(String(repeating: "( ", count: 70) + "1")
        #expect(view.expr == String(repeating: "(", count: 64) + "1")
    }

    @Test func aCalculationHoldsAtMostAThousandEntries() {
        var state = CalculatorState()
        for _ in 0..<700 {
            state.press(.key(.digit1))
            state.press(.key(.add))
        }
        #expect(state.view.expr.count == InfixCalculatorLimits.entries)
        state.press(.key(.equals))
        // 500 ones and 500 pluses; `=` after the last `+` adds the displayed total, 500.
        #expect(state.view.display == "1000")
    }

    @Test func memoryKeys() {
        #expect(pressed("5 m+").memory)
        #expect(pressed("5 m+ 2 m+ mr").display == "7")
        #expect(pressed("5 m+ 2 m- mr").display == "3")
        #expect(!pressed("5 m+ mc").memory)
        #expect(pressed("5 m+ 3").display == "3")
        #expect(pressed("5 m+ mc mr").display == "0")
        #expect(pressed("2 + 3 = m+ CL mr * 2 =").display == "10")
    }

    @Test func angleUnit() {
        #expect(pressed("3 0 sin").display == "-0.988031624092862")
        #expect(pressed("angle 3 0 sin").display == "0.5")
        #expect(pressed("angle").angle == .degrees)
        #expect(pressed("angle angle").angle == .radians)
        #expect(pressed("angle 1 asin").display == "90")
    }

    @Test func historyNewestFirstAndRecall() {
        let view = pressed("7 + 9 = 2 * 3 =")
        #expect(view.history.map(\.expression) == ["2 × 3", "7 + 9"])
        #expect(view.history.map(\.result) == ["6", "16"])
        #expect(pressed("7 + 9 = 2 * 3 = 1 + history-1 =").display == "17")
        #expect(pressed("7 + 9 = history-5").display == "16")
        let many = pressed(String(repeating: "1 + 1 = ", count: 60))
        #expect(many.history.count == CalculatorState.historyLimit)
        // Past the limit the oldest lines go, the newest stays first.
        let numbered = pressed((1...55).map { "\(String($0).map(String.init).joined(separator: " ")) + 0 = " }.joined())
        #expect(numbered.history.map(\.expression) == (6...55).reversed().map { "\($0) + 0" })
    }

    @Test func typedExpressions() {
        var state = CalculatorState()
        state.evaluate(typed: "-6-5+4*3^2")
        #expect(state.view.display == "25")
        #expect(state.view.expression == "-6 − 5 + 4 × 3 ^ 2 =")
        state.press(.key(.add))
        state.press(.key(.digit5))
        state.press(.key(.equals))
        #expect(state.view.display == "30")
        state.evaluate(typed: "ans * 2")
        #expect(state.view.display == "60")
        state.evaluate(typed: "2 +* 3")
        #expect(state.view.display == "Syntax error at 4: expected a number")
        #expect(state.view.state == .error)
        #expect(state.view.expr == "2 +* 3")
        state.press(.key(.digit4))
        #expect(state.view.display == "4")
    }
}

/// An operator's implied right operand (`=` or `)` right after it, or a function key there) is the
/// displayed number as held, not its 15 digits: `1 ÷ 3 − =` is 0, as on the iPhone and in Windows,
/// where the rounded display gave 3.33333333333333e-16. The description line writes it as shown.
/// Expected values: Python's `decimal` at 50 digits (1/3 + √(1/3) = 0.910683602522959…, 9/199).
struct ImpliedOperandTests {
    @Test(arguments: [
        ("1 / 3 - =", "0", "1 ÷ 3 − 0.333333333333333 ="), ("( 1 / 3 - ) =", "0", "1 ÷ 3 − 0.333333333333333 ="),
        ("2 / 3 % =", "0", "2 ÷ 3 % 0.666666666666667 ="),
        ("1 / 3 + sqrt =", "0.910683602522959", "1 ÷ 3 + √(0.333333333333333) ="),
        ("9 / 1 9 9 - 9 pct % =", "0.0452261306532663", "9 ÷ 199 − 0.00407035175879397 % 0.00407035175879397 ="),
    ])
    func isTheNumberAsHeld(_ keys: String, _ display: String, _ line: String) {
        let view = pressed(keys, mode: .scientific)
        #expect(view.display == display)
        #expect(view.expression == line)
    }
}
