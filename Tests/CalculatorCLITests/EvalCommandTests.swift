import Foundation
import Testing

/// Runs the built `calculator` binary, as a user would.
enum CalculatorBinary {
    /// The executable beside the test bundle in the build folder.
    static let url: URL = {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [buildFolder, buildFolder.deletingLastPathComponent()].map {
            $0.appendingPathComponent("calculator")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Runs the binary with `arguments` and `input` on standard input.
    static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

struct EvalCommandTests {
    @Test func readsExpressionsFromStandardInput() throws {
        let result = try CalculatorBinary.run(["eval"], input: "-6-5+4*3^2\n")
        #expect(result.output == "25\n")
        #expect(result.status == 0)
    }

    @Test func printsOneLinePerArgumentAndFailsWhenOneFails() throws {
        let result = try CalculatorBinary.run(["eval", "0.1+0.2", "1/0", "170!"])
        #expect(result.output == "0.3\nError: Cannot divide by zero\n7.257415615308e306\n")
        #expect(result.status == 1)
    }

    @Test func anEmptyLineIsAnErrorLineAndAnsCarriesOver() throws {
        let result = try CalculatorBinary.run(["eval"], input: "2+3\n\nans*2\n(1+\n")
        #expect(
            result.output == """
                5
                Error: Syntax error at 1: expected an expression
                10
                Error: Syntax error at 4: expected a number

                """)
        #expect(result.status == 1)
    }

    @Test func negativeExpressionsAreNotTakenForOptions() throws {
        let result = try CalculatorBinary.run(["eval", "-3^2", "-7%3"])
        #expect(result.output == "-9\n2\n")
    }

    @Test func degreesOption() throws {
        let result = try CalculatorBinary.run(["eval", "--angle", "degrees", "sin(30)"])
        #expect(result.output == "0.5\n")
    }

    @Test func doubleDashEndsTheOptions() throws {
        #expect(try CalculatorBinary.run(["eval", "--", "1"]).output == "1\n")
        #expect(
            try CalculatorBinary.run(["eval", "--angle", "degrees", "--", "-3^2", "sin(30)"]).output == "-9\n0.5\n")
        // After `--` an option's name is an expression like any other text.
        let result = try CalculatorBinary.run(["eval", "2+2", "--", "--angle"])
        #expect(result.output == "4\nError: Syntax error at 3: unknown name 'angle'\n")
        #expect(result.status == 1)
    }
}

struct EvalFlagsTests {
    @Test func fractionPrintsExactResultsAsFractions() throws {
        let result = try CalculatorBinary.run(
            ["eval", "--fraction", "1/3", "0.1+0.2", "17/6", "2^10", "sqrt(2)", "1/(1/(1/0.2425-4)-8)-12"])
        #expect(result.output == "1/3\n3/10\n17/6\n1024\n1.4142135623731\n0\n")
        #expect(result.status == 0)
    }

    /// A clock duration is minutes written H:MM whatever the flags: `--fraction` printed 10:00/3
    /// as "200 h:min", which reads as 200 hours.
    @Test func aClockDurationKeepsItsClockFormUnderEitherFlag() throws {
        for flags in [["--fraction"], ["--digits", "20"]] {
            let result = try CalculatorBinary.run(["eval"] + flags + ["0:30 + 0:15", "10:00 / 3", "0:00:30"])
            #expect(result.output == "0:45\n3:20\n0:00:30\n", "\(flags)")
        }
    }

    /// A clock duration that is not whole seconds is minutes, written as the flag asks: `1:30 / 7`
    /// printed 12.8571428571429 min under both (Python: `Fraction(90, 7)`); and a date is the date
    /// under `--digits`, which printed 0 for every date.
    @Test func minutesAndDatesAreWrittenAsTheFlagsAsk() throws {
        let fraction = try CalculatorBinary.run(["eval", "--fraction", "1:30 / 7", "0:00:01 / 3"])
        #expect(fraction.output == "90/7 min\n1/180 min\n")
        let digits = try CalculatorBinary.run([
            "eval", "--digits", "20", "1:30 / 7", "2025-03-01 + 1 day", "2025-05-30",
        ])
        #expect(digits.output == "12.857142857142857143 min\n2025-03-02 (Sunday)\n2025-05-30 (Friday)\n")
        #expect(digits.status == 0)
    }

    @Test func digitsPrintsUpToNSignificantDigits() throws {
        let result = try CalculatorBinary.run(["eval", "--digits", "40", "1/3", "2^100", "sqrt(2)", "pi", "1/7"])
        #expect(
            result.output == """
                0.3333333333333333333333333333333333333333
                1267650600228229401496703205376
                1.41421356237309504880168872420969807857
                3.141592653589793238462643383279502884197
                0.1428571428571428571428571428571428571429

                """)
        // Past the 100 digits a result keeps, scientific notation, never zeros padded in for digits
        // it does not hold. Expected: Python, `+Decimal(2**400)` and `+Decimal(10**100 + 45)` at
        // prec=100, and `2**330`.
        let long = try CalculatorBinary.run(["eval", "--digits", "300", "2^400", "2^330", "10^100+45"])
        #expect(
            long.output == """
                2.582249878086908589655919172003011874329705792829223512830659356540647622016841194629645353280137831e120
                2187250724783011924372502227117621365353169430893212436425770606409952999199375923223513177023053824
                1.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000004e100

                """)
        let few = try CalculatorBinary.run(["eval", "--digits", "3", "2/3"])
        #expect(few.output == "0.667\n")
        let wrong = try CalculatorBinary.run(["eval", "--digits", "0", "1"])
        #expect(wrong.status != 0)
    }

    /// A result's date in the locale's short date (issue 35); typed ISO dates read in every locale.
    @Test func aLocalePrintsDatesAsItWritesThem() throws {
        let expressions = ["2025-03-01 + 90 days", "2024-02-29 + 1 year"]
        #expect(try CalculatorBinary.run(["eval"] + expressions).output == "2025-05-30 (Friday)\n2025-02-28 (Friday)\n")
        let german = try CalculatorBinary.run(["eval", "--locale", "de"] + expressions)
        #expect(german.output == "30.05.2025 (Freitag)\n28.02.2025 (Freitag)\n")
        let spanish = try CalculatorBinary.run(["eval", "--locale", "es", "2025-03-01 + 90 days"])
        #expect(spanish.output == "30/5/2025 (viernes)\n")
    }
}

/// `calculator eval --rates FILE` (SPEC 10.3): currencies from an ECB CSV, refused when stale or malformed.
struct EvalRatesTests {
    /// A daily ECB file dated `daysAgo` days before today.
    static func ratesFile(daysAgo: Int, body: String = "1.0500, 0.8400") throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM yyyy"
        let date = formatter.string(from: Date().addingTimeInterval(-Double(daysAgo) * 86_400))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString).csv").path
        try "Date, USD, GBP, \n\(date), \(body), \n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func convertsWithTheFilesRatesAndSaysWhichItUsed() throws {
        let path = try Self.ratesFile(daysAgo: 1)
        let result = try CalculatorBinary.run(["eval", "--rates", path, "--fraction", "--", "10 USD to EUR"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("200/21 EUR (Exchange rates of "))
        #expect(result.output.contains("European Central Bank reference rates"))
    }

    @Test func staleOrMalformedRatesAreRefusedAtStart() throws {
        let stale = try Self.ratesFile(daysAgo: 30)
        let old = try CalculatorBinary.run(["eval", "--rates", stale, "--", "1 USD to EUR"])
        #expect(old.status != 0 && old.output.isEmpty)
        let allowed = try CalculatorBinary.run([
            "eval", "--rates", stale, "--rates-max-age", "60", "--", "1 EUR to GBP",
        ])
        #expect(allowed.status == 0 && allowed.output.hasPrefix("0.84 GBP"))
        let broken = try Self.ratesFile(daysAgo: 1, body: "lots, 0.84")
        #expect(try CalculatorBinary.run(["eval", "--rates", broken, "--", "1"]).status != 0)
        #expect(try CalculatorBinary.run(["eval", "--rates", "/no/such/rates.csv", "--", "1"]).status != 0)
    }

    @Test func withoutRatesACurrencyIsAnErrorThatSaysWhy() throws {
        let result = try CalculatorBinary.run(["eval", "--", "10 USD to EUR"])
        #expect(result.status != 0)
        #expect(result.output.contains("USD is a currency, and this calculator has no exchange rates"))
    }
}
