import BigInt
import CalcEngine
import Foundation
import Testing

/// One line of `Fixtures/integers.txt`, written by `Tests/Scripts/integer_reference.py` with Python's integers.
struct IntegerCase: CustomTestStringConvertible, Sendable {
    let word: WordFormat?
    let expression: String
    let result: String
    var testDescription: String {
        "\(word.map { "\($0.bits)\($0.signed ? "s" : "u")" } ?? "-") \(expression) → \(result)"
    }

    static let all: [IntegerCase] = Fixture.rows("integers").compactMap { parts in
        guard parts.count == 3 else { return nil }
        let word: WordFormat? =
            parts[0] == "-"
            ? nil
            : WordFormat(size: WordSize(rawValue: Int(parts[0].dropLast())!)!, signed: parts[0].hasSuffix("s"))
        return IntegerCase(word: word, expression: parts[1], result: parts[2])
    }
}

/// Integers in bases, the bitwise operators and a programmer's word (SPEC 10.5).
struct IntegerTests {
    @Test func fixtureIsLoaded() {
        #expect(IntegerCase.all.count >= 1_000)
        #expect(IntegerCase.all.contains { $0.word?.signed == false })
    }

    @Test(arguments: IntegerCase.all)
    func fixtureCase(_ c: IntegerCase) {
        var evaluator = ExpressionEvaluator()
        evaluator.word = c.word
        do {
            let value = try evaluator.evaluate(c.expression)
            if c.result.contains("0x") || c.result.contains("0o") || c.result.contains("0b") {
                #expect(value.displayString == c.result)
            } else {
                #expect(value.magnitude.isInteger)
                let n = value.magnitude
                #expect(String(n.significand * BigInt(10).power(max(n.exponent, 0))) == c.result)
            }
        } catch {
            #expect("Error: \(error)" == c.result)
        }
    }

    @Test(arguments: [
        ("0x1F", "0x1F"), ("0X1f", "0x1F"), ("0o17", "0o17"), ("0b101", "0b101"), ("-0xFF", "-0xFF"),
        ("0xF0 | 0x0F", "0xFF"), ("0xFF & 0x0F", "0xF"), ("0x10 + 1", "0x11"), ("1 + 0x10", "0x11"),
        ("0x10 / 4", "0x4"), ("0x10 / 3", "5.33333333333333"), ("~0x0F", "-0x10"), ("255 to hex", "0xFF"),
        ("0xFF to dec", "255"), ("0b1111 to oct", "0o17"), ("6 AND 3", "2"), ("5 Xor 3", "6"),
    ])
    func basesAreKeptAsAUnitIs(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }

    /// Every printed form reads back as the same tree: the ASCII form (word operators between
    /// spaces) and the description's (names instead of signs).
    @Test(arguments: [
        "0x1F&0b101", "1<<4|3", "~5 xor 3", "5 nand 3 nor 1", "(1+2)<<3", "1<<(2+3)", "0xFF to bin", "(0x10+1) to oct",
        "12 rol 3", "-0x10>>2", "not(6)&3",
    ])
    func printedFormsReadBack(_ text: String) throws {
        let tree = try ExpressionParser.parse(text)
        #expect(try ExpressionParser.parse(ExpressionPrinter.ascii(tree)) == tree)
        #expect(try ExpressionParser.parse(ExpressionPrinter.description(tree)) == tree)
    }

    @Test func literalsThatAreNotOfTheirBaseAreErrors() throws {
        #expect(throws: CalculatorError.syntax(position: 5, message: "'2' is not a digit of base 2")) {
            try ExpressionEvaluator().evaluate("0b102")
        }
        #expect(throws: CalculatorError.syntax(position: 5, message: "'G' is not a digit of base 16")) {
            try ExpressionEvaluator().evaluate("0x1FG")
        }
        // `0b` with no binary digit after it is not a literal: 0 bits, as before.
        #expect(throws: Never.self) { try ExpressionEvaluator().evaluate("0b") }
        // A digit the base lacks right after the prefix is the same mistake, not a name `o8`; after
        // `0x` a letter too (no name begins with x), while `0bit` and `0oz` stay units.
        for (text, digit, base) in [("0o8", "8", 8), ("0b2", "2", 2), ("0xG", "G", 16), ("0o9 + 1", "9", 8)] {
            #expect(throws: CalculatorError.syntax(position: 3, message: "'\(digit)' is not a digit of base \(base)")) {
                try ExpressionEvaluator().evaluate(text)
            }
        }
        #expect(try ExpressionEvaluator().evaluate("0bit").displayString == "0 bit")
        #expect(try ExpressionEvaluator().evaluate("0oz").displayString == "0 oz")
    }

    @Test func aWordHoldsWhatItComputes() throws {
        var evaluator = ExpressionEvaluator()
        evaluator.word = WordFormat(size: .byte, signed: true)
        #expect(try evaluator.evaluate("127 + 1").displayString == "-128")
        #expect(try evaluator.evaluate("0xFF").displayString == "0xFF")  // the word's bits, as the keypad shows them
        #expect(try evaluator.evaluate("0xFF / 2").displayString == "0x0")  // -1 / 2 truncates to 0
        #expect(try evaluator.evaluate("-0x1").displayString == "0xFF")
        #expect(try evaluator.evaluate("-1 to hex").displayString == "0xFF")
        #expect(try evaluator.evaluate("7.9").displayString == "7")
        evaluator.word = WordFormat(size: .byte, signed: false)
        #expect(try evaluator.evaluate("0 - 1").displayString == "255")
        #expect(try evaluator.evaluate("0x81 rol 1").displayString == "0x3")
        #expect(throws: CalculatorError.integersOnly("Programmer mode")) { try evaluator.evaluate("5 km") }
        // A list function's result is held too, and `mod(a, b)` is the word's `a % b`: the
        // remainder with the dividend's sign (Python: -7 - 2 * int(-7 / 2) is -1; 120 + 10 = 130 is
        // -126 in a signed byte, 130 - 256).
        evaluator.word = WordFormat(size: .byte, signed: true)
        #expect(try evaluator.evaluate("mod(-7, 2)") == evaluator.evaluate("(-7) % 2"))
        #expect(try evaluator.evaluate("mod(-7, 2)").displayString == "-1")
        #expect(try evaluator.evaluate("sum(120, 10)").displayString == "-126")
        #expect(try evaluator.evaluate("mean(1, 2)").displayString == "1")
    }

    /// A count (the places of a shift, the exponent of `^`) is computed in the word's integer
    /// arithmetic, as the keypad computes it, but is not cut to the word: typed back, the keypad's
    /// `1 << 5 ÷ 2 + 5 ÷ 2` is 16 (Python: 1 << (5 // 2 + 5 // 2)), and `-7 % 3` is -1 there (the
    /// remainder with the dividend's sign, math.fmod(-7, 3)), a negative count.
    @Test func aCountIsTheWordsIntegerArithmetic() throws {
        var evaluator = ExpressionEvaluator(word: WordFormat(size: .quadWord, signed: true))
        #expect(try evaluator.evaluate("1<<5/2+5/2").displayString == "16")
        #expect(try evaluator.evaluate("2^(7/2)").displayString == "8")
        #expect(throws: CalculatorError.negativeShift) { try evaluator.evaluate("1 << (-7 % 3)") }
        evaluator.word = WordFormat(size: .byte, signed: true)
        #expect(throws: CalculatorError.negativeShift) { try evaluator.evaluate("1 << (-7 % 3)") }
        #expect(try evaluator.evaluate("1 << (100 + 100)").displayString == "0")  // 200 places, not -56
        #expect(try evaluator.evaluate("3 ^ (200 + 55)").displayString == "-85")  // 3**255 % 256 = 171
        // Exact as numbers are, so bounded as they are.
        #expect(throws: CalculatorError.overflow) { try evaluator.evaluate("1 << (10^5000*10^5000*10^5000)") }
    }

    @Test func integersInABaseAreStoredAndReadBack() throws {
        let value = Value.integer(BaseInteger(BigInt(-255), base: .hexadecimal))
        let data = try JSONEncoder().encode([value])
        #expect(try JSONDecoder().decode([Value].self, from: data) == [value])
    }

    @Test func theStepsShowEachOperation() throws {
        let steps = try ExpressionEvaluator().reductionSteps("0xF0 | 0x0F & 0x3C")
        #expect(steps == ["0xF0|0xF&0x3C", "0xF0|0xC", "0xFC"])
    }
}

/// Integers in a base are written as they are in every number format: their digits are not grouped.
struct IntegerFormatTests {
    @Test(arguments: NumberLocale.allCases)
    func integersInABaseAreNeverGrouped(_ locale: NumberLocale) {
        for text in ["0x1234567", "0b10101010101", "-0o1234567", "0x1234567 + 1234567"] {
            let grouped = locale.format.grouped(text)
            #expect(grouped.hasPrefix(text.prefix { $0 != " " }), "\(locale): \(grouped)")
            #expect(locale.format.ungrouped(text).hasPrefix(text.prefix { $0 != " " }))
        }
    }
}
