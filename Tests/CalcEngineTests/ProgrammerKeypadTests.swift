import CalcEngine
import Foundation
import Testing

/// One line of `Fixtures/programmer-keys.txt`, written by `Tests/Scripts/integer_reference.py --keys`.
struct ProgrammerKeysCase: CustomTestStringConvertible, Sendable {
    let keys: [String]
    let decimal: String
    var testDescription: String { "\(keys.joined(separator: " ")) → \(decimal)" }

    static let all: [ProgrammerKeysCase] = Fixture.rows("programmer-keys").compactMap { parts in
        parts.count == 2
            ? ProgrammerKeysCase(keys: parts[0].split(separator: " ").map(String.init), decimal: parts[1]) : nil
    }
}

/// Programmer mode's keypad (SPEC 10.5).
struct ProgrammerKeypadTests {
    /// A fresh calculator in programmer mode after `keys`.
    static func calculator(_ keys: String) -> CalculatorState {
        var state = CalculatorState()
        for key in ["mode-programmer"] + keys.split(separator: " ").map(String.init) {
            state.press(KeyPress(parsing: key)!)
        }
        return state
    }

    static func decimal(_ view: CalculatorView) -> String? {
        view.programmer?.bases.first { $0.base == .decimal }?.digits
    }

    @Test func fixtureIsLoaded() {
        #expect(ProgrammerKeysCase.all.count >= 500)
    }

    @Test(arguments: ProgrammerKeysCase.all)
    func fixtureCase(_ c: ProgrammerKeysCase) {
        let view = Self.calculator(c.keys.joined(separator: " ")).view
        if c.decimal.hasPrefix("Error: ") {
            #expect(view.state == .error)
            #expect("Error: \(view.display)" == c.decimal)
        } else {
            #expect(Self.decimal(view) == c.decimal)
        }
    }

    @Test func theValueShowsInFourBasesAndItsBits() throws {
        let view = Self.calculator("word-8 F F and 0 F =").view
        let programmer = try #require(view.programmer)
        #expect(programmer.bases.map(\.digits) == ["F", "15", "17", "1111"])
        #expect(programmer.bits == [true, true, true, true, false, false, false, false])
        #expect(view.display == "0xF")
        #expect(view.expression == "0xFF and 0xF =")
        #expect(view.history.first == HistoryLine(expression: "0xFF and 0xF", result: "0xF"))
    }

    @Test func aNegativeValueShowsItsBits() throws {
        let view = Self.calculator("word-16 F F F F").view
        #expect(view.programmer?.bases.map(\.digits) == ["FFFF", "-1", "177777", "1111 1111 1111 1111"])
        #expect(Self.calculator("word-16 unsigned F F F F").view.programmer?.bases[1].digits == "65535")
    }

    /// An unsigned word has no negative numbers: ± on the number being typed holds it in the word
    /// at once, as the bases show it (Python: -5 % 256 is 251, (3 - 5) % 256 is 254).
    @Test func aSignChangeInAnUnsignedWordWrapsAtOnce() {
        let view = Self.calculator("word-8 unsigned 5 neg").view
        #expect(view.display == "0xFB")
        #expect(Self.decimal(view) == "251")
        #expect(Self.decimal(Self.calculator("word-8 unsigned 3 + 5 neg =").view) == "254")
    }

    /// In hexadecimal, octal and binary the number being typed is the word's bits, so ± shows the
    /// bits of the value negated, as Windows Calculator does (Python: -5 % 256 is 0xFB, -255 % 256
    /// is 1); in decimal a signed word keeps the sign as typed.
    @Test func aSignChangeShowsTheBitsOfTheValueHeld() {
        #expect(Self.calculator("word-8 5 neg").view.display == "0xFB")
        let allOnes = Self.calculator("word-8 F F neg").view
        #expect(allOnes.display == "0x1")
        #expect(Self.decimal(allOnes) == "1")
        #expect(Self.calculator("word-16 base-2 1 0 neg").view.display == "0b1111111111111110")
        #expect(Self.calculator("word-8 base-10 5 neg").view.display == "-5")
        #expect(Self.calculator("word-8 base-10 neg 1 2 8").view.display == "-128")
        // ± before the digits types a negative number in any base (-1 is all ones).
        #expect(Self.calculator("neg 1").view.display == "-0x1")
        #expect(Self.calculator("neg 1 =").view.display == "0xFFFFFFFFFFFFFFFF")
    }

    /// A digit that would take the number out of the word is ignored, as Windows Calculator ignores
    /// it: the display never shows a number other than the one held (8 bits signed hold -128...127,
    /// unsigned 0...255; 16 bits signed up to 32767).
    @Test(arguments: [
        ("word-8 base-10 9 9 9", "99"), ("word-8 base-10 1 2 7", "127"), ("word-8 base-10 1 2 8", "12"),
        ("word-8 unsigned base-10 2 5 5", "255"), ("word-8 unsigned base-10 2 5 6", "25"),
        ("word-8 base-10 neg 1 2 9", "-12"), ("word-16 base-10 3 2 7 6 8", "3276"),
        ("word-8 base-8 3 7 7", "0o377"), ("word-8 base-8 4 0 0", "0o40"),
    ])
    func aDigitPastTheWordIsIgnored(_ keys: String, _ display: String) {
        let view = Self.calculator(keys).view
        #expect(view.display == display)
        #expect(Self.decimal(view) == Self.decimal(Self.calculator(keys + " =").view))
    }

    @Test func digitsBeyondTheBaseAndTheWordAreIgnored() {
        #expect(Self.calculator("base-2 1 2 A 1").view.display == "0b11")
        #expect(Self.calculator("base-8 7 8 9").view.display == "0o7")
        // Two hexadecimal digits fill a byte.
        #expect(Self.calculator("word-8 1 2 3").view.display == "0x12")
    }

    @Test func theInputBaseRewritesTheNumberBeingTyped() {
        let state = Self.calculator("1 F base-10")
        #expect(state.view.display == "31")
        #expect(Self.calculator("1 F base-10 5").view.display == "315")
        #expect(Self.calculator("1 F base-2").view.display == "0b11111")
    }

    @Test func aSmallerWordKeepsTheLowestBitsAndSaysSo() {
        let state = Self.calculator("1 2 3 4 word-8")
        #expect(Self.decimal(state.view) == "52")
        #expect(state.view.notice == "4660 became 52 (integers of 8 bits).")
        // The sign keys keep the bits: 0xFF is -1 signed and 255 unsigned.
        #expect(Self.decimal(Self.calculator("word-8 F F unsigned").view) == "255")
        #expect(Self.decimal(Self.calculator("word-8 unsigned F F signed").view) == "-1")
    }

    /// A word or sign key in the middle of a calculation changes the word and nothing else: the
    /// pending operation stays, a result stays a result, and a number being typed is held as the
    /// old word held it, as its result would be (`5 + 3 unsigned =` was 3, the `5 +` dropped).
    /// Expected values by masking Python ints: (-128 + 1) & 0xFFFF is 0xFF81.
    @Test(arguments: [
        ("5 + 3 unsigned =", "0x8"), ("5 + 3 word-16 =", "0x8"), ("5 + word-16 3 =", "0x8"),
        ("5 + 3 = word-16 1", "0x1"), ("word-8 8 0 + word-16 1 =", "0xFF81"),
        ("word-8 F F word-16 unsigned", "0xFFFF"), ("word-8 F F = word-16 unsigned", "0xFFFF"),
        ("word-8 8 0 word-16", "0xFF80"), ("word-8 8 0 = word-16", "0xFF80"),
    ])
    func aWordKeyKeepsTheCalculationGoing(_ keys: String, _ shown: String) {
        #expect(Self.calculator(keys).view.display == shown)
    }

    @Test func theValueCrossesIntoAndOutOfTheWord() {
        var state = CalculatorState()
        for key in ["2", ".", "5", "mode-programmer"] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.display == "0x2")
        #expect(state.view.notice == "2.5 became 2 (integers of 64 bits).")
        for key in ["+", "F", "=", "mode-standard"] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.display == "17")
        // RPN and back: the stack gets the integer.
        state = Self.calculator("F F mode-rpn")
        #expect(state.view.stack == ["255"])
    }

    @Test func typedTextIsHeldInTheWord() {
        var state = Self.calculator("word-8")
        state.evaluate(typed: "127 + 1")
        #expect(Self.decimal(state.view) == "-128")
        state.evaluate(typed: "0xF0 | 0x0F")
        #expect(state.view.display == "0xFF")
        #expect(Self.decimal(state.view) == "-1")
    }

    @Test func keysOfOtherModesChangeNothing() {
        let before = Self.calculator("1 2")
        for key in ["sin", ".", "m+", "pct", "EE", "swap"] {
            var state = before
            state.press(KeyPress(parsing: key)!)
            #expect(state.view == before.view, "\(key)")
        }
        // And programmer keys nothing elsewhere.
        var standard = CalculatorState()
        for key in ["1", "2", "and", "F", "bit-3", "word-8"] { standard.press(KeyPress(parsing: key)!) }
        #expect(standard.view.display == "12")
    }

    @Test func theSettingsAreStoredAndReadBack() throws {
        let state = Self.calculator("word-16 unsigned base-8 7 7 +")
        let data = try JSONEncoder().encode(state)
        let back = try JSONDecoder().decode(CalculatorState.self, from: data)
        #expect(back.view == state.view)
        var next = back
        next.press(KeyPress(parsing: "1")!)
        next.press(KeyPress(parsing: "=")!)
        #expect(Self.decimal(next.view) == "64")
        // A fresh calculator stores no settings.
        #expect(!String(decoding: try JSONEncoder().encode(CalculatorState()), as: UTF8.self).contains("prog"))
    }

    @Test(arguments: ["bit-64", "bit--1", "bit-01", "bit-x", "word-7", "base-3"])
    func unknownKeysAreRefused(_ value: String) {
        #expect(KeyPress(parsing: value) == nil)
    }

    @Test func aLinkTakesTheCalculatorToItsWord() {
        var state = CalculatorState()
        state.use(WordFormat(size: .byte, signed: false))
        state.evaluate(typed: "0 - 1")
        #expect(state.view.mode == .programmer)
        #expect(Self.decimal(state.view) == "255")
    }
}

/// A result of programmer mode is offered for typing again as every digit of it, in the input base.
struct ProgrammerExpressionFieldTests {
    @Test func aLongResultIsTypedAgainWhole() {
        var state = ProgrammerKeypadTests.calculator("7 F F F F F F F F F F F F F F F =")
        #expect(state.view.expr == "0x7FFFFFFFFFFFFFFF")
        state.evaluate(typed: state.view.expr)
        #expect(ProgrammerKeypadTests.decimal(state.view) == "9223372036854775807")
    }
}
