import CalcEngine
import Testing

/// A result that needs more than `exactDigits` (100) digits keeps 100 and is marked approximate,
/// so what depends on the digits it lost is refused, not guessed: `2^400 % 3` was 2 (the rounded
/// value's remainder) where the true one is 1. Expected values from Python's integers
/// (`2**330 % 7`, `len(str(2**330))`; a value's digits are counted without its trailing zeros).
struct LostDigitsTests {
    /// Up to 100 digits every digit is kept, and a remainder is exact.
    @Test(arguments: [
        ("2^330 % 7", "1"),  // 2**330 has 100 digits
        ("3^209 % 10", "3"),  // 3**209 has 100 digits
        ("(10^99+1) % 7", "0"),  // 10**99 + 1 has 100 digits
        ("99^50 % 97", "4"),  // 99**50 has 100 digits
        ("69! % 71", "1"),  // math.factorial(69) has 99 digits
        ("70! % 71", "70"),  // 101 digits, but its last 16 are zeros: 85 significant
        ("2^331*2 % 1000", "296"),  // 2**332 has 100 digits
    ])
    func aRemainderWithinOneHundredDigitsIsExact(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }

    /// Past 100 digits a remainder by a divisor within the lost digits has no answer to give.
    @Test(arguments: [
        "2^400 % 3", "3^300 % 10", "(10^100+1) % 7", "100! % 101", "3248! % 7", "2^200*2^200 % 3", "(2^400+1) % 2",
    ])
    func aRemainderOfLostDigitsIsRefused(_ text: String) {
        #expect(throws: CalculatorError.digitsLost) { try ExpressionEvaluator().evaluate(text) }
    }

    /// gcd, lcm, nCr and nPr of a whole number that lost digits are refused too: `gcd(2^300, 3^300)`
    /// was 2^45, where Python's math.gcd gives 1. Within 100 digits they stay exact (math.gcd(2**330,
    /// 6**100) is 2**100 = 1267650600228229401496703205376).
    @Test func aDivisorOfLostDigitsIsRefused() throws {
        for text in [
            "gcd(2^300, 3^300)", "lcm(2^300, 3^300)", "gcd(10^150+1, 10^150)", "nCr(2^400, 2)", "nPr(3^300; 1)",
        ] {
            #expect(throws: CalculatorError.digitsLost, "\(text)") { try ExpressionEvaluator().evaluate(text) }
        }
        #expect(try ExpressionEvaluator().evaluate("gcd(2^330, 6^100)").displayString == "1.26765060022823e30")
        #expect(try ExpressionEvaluator().evaluate("gcd(2^330, 6^100) - 2^100").displayString == "0")
    }

    /// The mark is set exactly when digits were lost, by a power, a product, a sum or a factorial.
    @Test func theMarkSaysWhetherDigitsWereLost() throws {
        let evaluator = ExpressionEvaluator()
        for kept in ["2^330", "2^165*2^165", "10^99+1", "70!", "1e200+1e150"] {
            #expect(try evaluator.evaluate(kept).magnitude.precision == nil, "\(kept)")
        }
        for lost in ["2^400", "2^200*2^200", "10^100+1", "100!", "1e200+1"] {
            #expect(try evaluator.evaluate(lost).magnitude.precision == BigDecimal.exactDigits, "\(lost)")
        }
    }

    /// A circular function of an angle whose noise is a radian or more is refused too; in degrees
    /// the reduction is a remainder by 360. An exact angle keeps every digit (`LargeAngleTests`).
    @Test func anAngleOfLostDigitsIsRefused() throws {
        #expect(throws: CalculatorError.digitsLost) { try ExpressionEvaluator().evaluate("sin(2^1000)") }
        #expect(throws: CalculatorError.digitsLost) {
            try ExpressionEvaluator(angle: .degrees).evaluate("sin(2^1000)")
        }
        #expect(throws: CalculatorError.digitsLost) { try ExpressionEvaluator().evaluate("cos(pi*1e50)") }
        #expect(try ExpressionEvaluator().evaluate("sin(1e300)").displayString == "-0.985750425160377")
    }

    /// The integer operations need the units digit: a value that lost it is refused, in a word too.
    @Test func anIntegerOperationOfLostDigitsIsRefused() throws {
        for text in ["2^400 to hex", "(2^400+1) and 1", "not(2^400)", "2^400 xor 0", "exp(300) to bin"] {
            #expect(throws: CalculatorError.digitsLost, "\(text)") { try ExpressionEvaluator().evaluate(text) }
        }
        // In a word the arithmetic wraps at every step, so nothing is lost (Python: 2**400 % 2**64
        // is 0; 3**201 % 2**64 as a signed word is 1436926852725346787).
        let word = ExpressionEvaluator(word: WordFormat(size: .quadWord, signed: true))
        #expect(try word.evaluate("2^400").displayString == "0")
        #expect(try word.evaluate("3^201").magnitude == BigDecimal(1_436_926_852_725_346_787))
        #expect(try ExpressionEvaluator().evaluate("sqrt(16) to hex").displayString == "0x4")
    }

    @Test func theMessageSaysWhatIsMissing() {
        #expect(CalculatorError.digitsLost.description == "Needs more than 100 significant digits")
    }
}
