import Testing

struct KeysCommandTests {
    @Test func pressesKeysAndPrintsTheDisplay() throws {
        let result = try CalculatorBinary.run(["keys", "7", "+", "9", "=", "sqrt"])
        #expect(result.output == "4\n")
        #expect(result.status == 0)
    }

    @Test(arguments: [
        (["keys", "--", "7", "+", "9", "="], "16\n"),
        (["keys", "--", "7", "-", "9", "="], "-2\n"),
        (["keys", "-", "3", "--", "-", "4", "="], "-7\n"),
        (["keys", "--mode", "rpn", "--", "3", "enter", "5", "-"], "-2\n"),
    ])
    func doubleDashEndsTheOptions(arguments: [String], display: String) throws {
        let result = try CalculatorBinary.run(arguments)
        #expect(result.output == display)
        #expect(result.status == 0)
    }

    @Test func afterDoubleDashAnOptionNameIsAKey() throws {
        // `--json` after `--` is not the flag but a key, and no such key exists.
        let result = try CalculatorBinary.run(["keys", "--", "1", "--json"])
        #expect(result.output == "")
        #expect(result.status != 0)
    }

    @Test func anUnknownKeyFails() throws {
        let result = try CalculatorBinary.run(["keys", "7", "plus"])
        #expect(result.output == "")
        #expect(result.status != 0)
    }
}

struct KeysFractionTests {
    @Test func fracShowsTheFraction() throws {
        #expect(try CalculatorBinary.run(["keys", "1", "/", "3", "=", "frac"]).output == "1/3\n")
        let json = try CalculatorBinary.run(["keys", "--json", "2", "sqrt", "frac"]).output
        #expect(json.contains(#""display":"1.4142135623731""#))
        #expect(json.contains(#""notice":"frac: this value was rounded"#))
        let exact = try CalculatorBinary.run(["keys", "--json", "1", "7", "/", "6", "=", "frac"]).output
        #expect(exact.contains(#""display":"17/6""#) && !exact.contains("notice"))
        #expect(
            try CalculatorBinary.run(["keys", "2", "^", "6", "4", "=", "digits"]).output == "18446744073709551616\n")
    }
}

/// Programmer mode from the command line (SPEC 10.5).
struct ProgrammerCommandTests {
    @Test func keysInProgrammerModePrintTheBases() throws {
        let result = try CalculatorBinary.run([
            "keys", "--mode", "programmer", "--json", "F", "F", "and", "0", "F", "=",
        ])
        #expect(result.output.contains(#""bases":{"bin":"1111","dec":"15","hex":"F","oct":"17"}"#), "\(result.output)")
        #expect(result.output.contains(#""display":"0xF""#))
        #expect(
            try CalculatorBinary.run(["keys", "--mode", "programmer", "word-8", "7", "F", "+", "1", "="]).output
                == "0x80\n")
    }

    @Test func evalHoldsValuesInTheWordItIsGiven() throws {
        #expect(
            try CalculatorBinary.run(["eval", "0xFF & 0x0F", "255 to bin", "~5"]).output == "0xF\n0b11111111\n-6\n")
        #expect(try CalculatorBinary.run(["eval", "--word", "8u", "0 - 1", "200 + 100"]).output == "255\n44\n")
        #expect(try CalculatorBinary.run(["eval", "--word", "16s", "-1 to hex"]).output == "0xFFFF\n")
        // A word's integers whole, not the display's 15 digits (Python: 2**63 wrapped into 64 bits).
        let wide = try CalculatorBinary.run(["eval", "--word", "64s", "4204532464615425", "9223372036854775808"])
        #expect(wide.output == "4204532464615425\n-9223372036854775808\n")
        #expect(try CalculatorBinary.run(["eval", "--word", "9x", "1"]).status != 0)
    }
}
