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
