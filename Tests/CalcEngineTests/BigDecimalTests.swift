import CalcEngine
import Testing

struct BigDecimalTests {
    private func number(_ text: String) -> BigDecimal {
        BigDecimal(exactly: text)!
    }

    @Test(arguments: [
        // rounding to 15 significant digits, half away from zero
        ("0.1234567890123456", "0.123456789012346"), ("0.1234567890123454", "0.123456789012345"),
        ("1234567890.123455", "1234567890.12346"), ("-1234567890.123455", "-1234567890.12346"),
        ("999999999999999.5", "1000000000000000"), ("9999999999999999.5", "1e16"),
        // the scientific thresholds, on both sides
        ("9999999999999999", "1e16"), ("999999999999999", "999999999999999"), ("1e16", "1e16"),
        ("1e15", "1000000000000000"), ("123456789012345678", "1.23456789012346e17"),
        ("0.000000001", "0.000000001"), ("0.0000000009", "9e-10"), ("0.00000000099999999999999999", "0.000000001"),
        ("1e-10", "1e-10"), ("-2.5e-12", "-2.5e-12"), ("-0.000000001", "-0.000000001"),
        // no trailing zeros, no trailing point, never -0
        ("1.500", "1.5"), ("100", "100"), ("2.", "2"), ("-0", "0"), ("-0.0", "0"), ("0", "0"),
        ("12.5663706143592", "12.5663706143592"), ("7257415615307998967e288", "7.257415615308e306"),
    ])
    func display(_ input: String, _ expected: String) {
        #expect(number(input).displayString == expected)
    }

    @Test(arguments: [
        ("+3", "3"), ("-.5", "-0.5"), (".5", "0.5"), ("1e+5", "100000"), ("2.5E-4", "0.00025"), ("1e007", "10000000"),
        ("-1e-0", "-1"), ("123456789012345678901234567890", "1.23456789012346e29"),
        ("18446744073709551615", "1.84467440737096e19"),
        ("18446744073709551616", "1.84467440737096e19"), ("9999999999999999999", "1e19"),
        ("0.0000000000000000001", "1e-19"),
    ])
    func parsesAndDisplays(_ input: String, _ expected: String) {
        // The one-pass parser and the word-sized digit count, across the 64-bit boundary.
        #expect(number(input).displayString == expected)
    }

    @Test(arguments: [
        "abc", "", ".", "1e", "1e+", "--1", "1.2.3", "1e99999999999", "0x10", "1,5", "e5", "1e5.5", "1e-", "+", "-",
        "1 ", " 1", "1e1000000000", "١",
    ])
    func notANumber(_ text: String) {
        #expect(BigDecimal(exactly: text) == nil)
    }

    @Test func equalityIsNumeric() {
        #expect(number("1.50") == number("1.5"))
        #expect(number("100") == number("1e2"))
        #expect(number("-0") == .zero)
        #expect(number("0.3") < number("0.31"))
        #expect(number("-2") < number("-1.5"))
        #expect(number("1e-5") > .zero)
    }

    @Test func arithmeticIsExactInDecimal() throws {
        #expect(try number("0.1") + number("0.2") == number("0.3"))
        #expect(try number("1.1") * number("1.1") == number("1.21"))
        #expect(try number("0.3") % number("0.1") == .zero)
        #expect(try number("1") / number("8") == number("0.125"))
        #expect(try number("123456789.123456789") - number("123456789") == number("0.123456789"))
        #expect(try BigDecimal.power(BigDecimal(2), BigDecimal(64)) == number("18446744073709551616"))
    }

    @Test func quotientsThatDoNotTerminateKeepFiftyDigits() throws {
        let third = try BigDecimal.one / BigDecimal(3)
        #expect(third.exactDescription == "0." + String(repeating: "3", count: 50))
        let twoThirds = try BigDecimal(2) / BigDecimal(3)
        #expect(twoThirds.exactDescription == "0." + String(repeating: "6", count: 49) + "7")
    }

    @Test func rangeIsTenToTheTenThousand() throws {
        #expect(throws: CalculatorError.overflow) { try self.number("1e9999") * BigDecimal(10) }
        #expect(try number("1e9999") * BigDecimal(9) == number("9e9999"))
        #expect(try number("1e-9999") / number("1e10") == .zero)
    }

    @Test func codableRoundTripIsExact() throws {
        for text in [
            "0", "-1.5", "18446744073709551616", "1e-10000", "3.14159265358979323846264338327950288419716939937510",
        ] {
            let value = number(text)
            let copy = BigDecimal(exactly: value.exactDescription)
            #expect(copy == value)
        }
    }
}

/// The digits behind the display: constants and functions against published values.
struct PrecisionTests {
    @Test(arguments: [
        ("pi", "3.1415926535897932384626433832795028841971693993751"),
        ("e", "2.7182818284590452353602874713526624977572470937"),
        ("ln(2)", "0.6931471805599453094172321214581765680755"),
        ("ln(10)", "2.302585092994045684017991454684364207601"),
        ("sqrt(2)", "1.41421356237309504880168872420969807857"),
        ("exp(1)", "2.718281828459045235360287471352662497757"),
    ])
    func digits(_ expression: String, _ expected: String) throws {
        #expect(try ExpressionEvaluator().evaluate(expression).exactDescription == expected)
    }
}
