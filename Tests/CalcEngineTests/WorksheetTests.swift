import BigInt
import CalcEngine
import Testing

/// One line of `Fixtures/list-functions.txt`, written by `Tests/Scripts/list_reference.py` with
/// Python's `statistics`, `fractions` and `math`.
struct ListFunctionCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let exact: String
    var testDescription: String { "\(expression) = \(exact)" }

    static let all: [ListFunctionCase] = Fixture.rows("list-functions").compactMap { parts in
        parts.count == 2 ? ListFunctionCase(expression: parts[0], exact: parts[1]) : nil
    }
}

/// The worksheet (SPEC 10.4): lines, variables, functions, lists and their bounds.
struct WorksheetTests {
    @Test func listFixtureIsLoaded() {
        #expect(ListFunctionCase.all.count >= 300)
    }

    @Test(arguments: ListFunctionCase.all)
    func listFunctionsMatchPython(_ row: ListFunctionCase) throws {
        let value = try ExpressionEvaluator().evaluate(row.expression)
        expectExact(value.magnitude, row.exact)
    }

    /// The statistics of quantities keep their unit, and of temperatures and dates, which do not
    /// add, go by differences (Python: statistics.stdev([1, 2, 4]) is 1.5275252316519468;
    /// date(2024, 2, 28) + (date(2024, 3, 1) - date(2024, 2, 28)) / 2 is 2024-02-29).
    @Test(arguments: [
        ("stdev(1 m, 2 m, 4 m)", "1.52752523165195 m"), ("stdev(1 s, 2 s)", "0.707106781186548 s"),
        ("mean(10 °C, 20 °C)", "15 °C"), ("median(10 °C, 20 °C, 0 °C, 5 °C)", "7.5 °C"),
        ("median(2025-01-01, 2025-01-03)", "2025-01-02 (Thursday)"),
        ("mean(2024-02-28, 2024-03-01)", "2024-02-29 (Thursday)"), ("mean(1 m, 50 cm)", "0.75 m"),
    ])
    func listsOfQuantitiesAndDates(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }

    @Test func laterLinesUseEarlierNames() {
        let sheet = Worksheet(
            text: """
                # a quote
                price = 12.50
                qty = 3
                price * qty
                f(x) = x^2 + 1
                f(3) + f(qty)
                area(w; h) = w * h
                area(2, 3) to m^2

                distance = 5 km
                distance to mi
                """)
        #expect(
            sheet.lines.map(\.result) == [
                nil, "12.5", "3", "37.5", nil, "20", nil, nil, nil, "5 km", "3.10685596118667 mi",
            ])
        #expect(sheet.lines[0].kind == .comment && sheet.lines[8].kind == .empty)
        #expect(sheet.lines[4].kind == .function("f", ["x"]))
        // `area(2, 3)` is a plain number: converting it to m² is refused, the other lines compute.
        #expect(sheet.lines[7].error?.description == "Cannot convert a plain number to m²")
    }

    @Test func namesMayBeWordsOfAnyScript() {
        let sheet = Worksheet(
            text: """
                größe = 3
                año = 4
                größe * año
                """)
        #expect(sheet.lines.map(\.result) == ["3", "4", "12"])
    }

    @Test func aRedefinitionAppliesFromItsLineOn() {
        let sheet = Worksheet(
            text: """
                rate = 2
                f(x) = x * rate
                f(10)
                rate = 3
                f(10)
                rate * 10
                f(x) = x + rate
                f(10)
                """)
        #expect(sheet.lines.map(\.result) == ["2", nil, "20", "3", "20", "30", nil, "13"])
    }

    @Test(arguments: [
        ("x = x + 1", "Syntax error at 5: x cannot refer to itself: a line uses the names of earlier lines"),
        ("f(n) = f(n - 1)", "Syntax error at 8: f cannot refer to itself: a line uses the names of earlier lines"),
        ("pi = 3", "Syntax error at 1: pi is a constant and cannot be redefined"),
        ("sin(x) = x", "Syntax error at 1: sin is a function and cannot be redefined"),
        ("sum = 2", "Syntax error at 1: sum is a function and cannot be redefined"),
        ("km = 2", "Syntax error at 1: km is a unit: choose another name, such as km1"),
        ("g(x) = 2x", "Syntax error at 1: g is a unit: choose another name, such as g1"),
        ("2x = 4", "Syntax error at 1: '2x' is not a name: use letters, then letters or digits"),
        ("π2 = 4", "Syntax error at 1: 'π2' is not a name: use letters, then letters or digits"),
        ("a² = 4", "Syntax error at 1: 'a²' is not a name: use letters, then letters or digits"),
        ("g(x, x) = x", "Syntax error at 1: g names a parameter twice"),
        ("f(x,) = x + 1", "Syntax error at 1: f has an empty parameter: separate names by ',' as in f(x, y)"),
        ("h(x,,y) = x + y", "Syntax error at 1: h has an empty parameter: separate names by ',' as in f(x, y)"),
        ("f() = 5", "Syntax error at 1: f() has no parameter: write f = … or f(x) = …"),
        ("k(;) = 5", "Syntax error at 1: k has an empty parameter: separate names by ',' as in f(x, y)"),
        ("y = 1 +", "Syntax error at 8: expected a number"),
        // A new name with nothing after its `=` is a definition without its value.
        ("x =", "Syntax error at 4: expected a number"),
        ("f(t) =  ", "Syntax error at 7: expected a number"),
        ("y = 1/0", "Cannot divide by zero"),
    ])
    func badLinesSayWhatIsWrongAndTheRestComputes(_ line: String, _ message: String) {
        let sheet = Worksheet(text: "a = 1\n\(line)\na + 1")
        #expect(sheet.lines[1].error?.description == message)
        #expect(sheet.lines[0].result == "1" && sheet.lines[2].result == "2")
    }

    @Test func callsThatDoubleAtEachLevelRunOutOfBudgetInsteadOfHanging() {
        var text = "f0(x) = x + 1\n"
        for level in 1..<60 { text += "f\(level)(x) = f\(level - 1)(f\(level - 1)(x))\n" }
        text += "f59(1)\nafter = 1 + 1"
        let sheet = Worksheet(text: text)
        #expect(sheet.lines[60].error == .tooComplex)
        #expect(sheet.lines[61].result == "2", "a line spends at most one evaluation's worth")
        // Ten evaluations' worth for the whole sheet: after ten refused lines nothing more runs.
        let costly = Worksheet(text: text + String(repeating: "\nf59(1)", count: 10) + "\n1 + 1")
        #expect(costly.lines[71].error == .tooComplex && costly.lines[72].error == .tooComplex)
    }

    /// A line as costly as `/eval` refuses is refused in a sheet too, and leaves the lines after it
    /// their share (3248!/3247! is 3248; twelve of them pass one evaluation's budget).
    @Test func aCostlyLineLeavesTheOthersTheirShare() {
        let twelve = Array(repeating: "3248!/3247!", count: 12).joined(separator: "+")
        let sheet = Worksheet(text: "1+1\n\(twelve)\n1+1\n3248!/3247!")
        #expect(sheet.lines[1].error == .tooComplex)
        #expect(sheet.lines[2].result == "2" && sheet.lines[3].result == "3248")
        #expect(throws: CalculatorError.tooComplex) { try ExpressionEvaluator().evaluate(twelve) }
    }

    /// A variable whose new definition failed has no value from that line on, rather than its old
    /// one, and says where it failed; a later definition gives it one again.
    @Test func aFailedDefinitionLeavesItsNameWithoutAValue() {
        let sheet = Worksheet(text: "a = 5\na = 1/0\na + 1\na = 7\na + 1\ny = 1/0\ny + 1")
        #expect(
            sheet.lines[2].error?.description == "Syntax error at 1: a has no value: its definition on line 2 failed")
        #expect(sheet.lines[4].result == "8")
        #expect(
            sheet.lines[6].error?.description == "Syntax error at 1: y has no value: its definition on line 6 failed")
        #expect(sheet.definitions.latest.variable("a") != nil && sheet.definitions.latest.variable("y") == nil)
    }

    /// A sheet past its bounds computes what is within them and says so; the rest is kept as typed.
    @Test func boundsAreStatedAndNothingIsComputedPastThem() {
        let long = Worksheet(text: (1...Worksheet.maximumLines + 1).map { "x\($0) = \($0)" }.joined(separator: "\n"))
        #expect(long.cut == .lines(201))
        #expect(long.cut?.description == "The sheet has 201 lines: the first 200 are computed.")
        #expect(long.lines.count == 200 && long.lines.last?.result == "200")
        let wide = Worksheet(text: "a = 2\n" + String(repeating: "1+", count: 10_000) + "1\na * 3")
        #expect(wide.cut == .characters(20_013))
        #expect(wide.lines.count == 1 && wide.lines[0].result == "2", "the long line does not fit whole")
        let fits = Worksheet(text: "a = 2\n# " + String(repeating: "x", count: 19_980) + "\na * 3")
        #expect(fits.text.count == 19_994 && fits.cut == nil && fits.lines[2].result == "6")
        #expect(
            long.download().hasSuffix(
                "x200 = 200  → 200\nx201 = 201\n# The sheet has 201 lines: the first 200 are computed.\n"))
    }

    /// The download writes lines and values in the page's format, and leaves comments, failing
    /// lines (their positions point into the text as typed) and messages as they are.
    @Test func theDownloadGroupsNumbersButNotCommentsOrMessages() {
        let german = NumberLocale.de.format
        let sheet = Worksheet(text: "# Budget 2025\nx = 1234567,5\n1.234\nx * 2", format: german)
        #expect(
            sheet.download(in: german)
                == "# Budget 2025\nx = 1234567,5  → 1.234.567,5\n1.234  ! Syntax error at 1: “1.234” could be 1234 or 1,234: "
                + "type the one you mean\nx * 2  → 2.469.135\n")
        #expect(
            Worksheet(text: "# 2025 plan\n2025 * 2").download(in: NumberLocale.en.format)
                == "# 2025 plan\n2,025 * 2  → 4,050\n")
    }

    @Test func argumentsAreSeparatedBySemicolonsWhereTheDecimalMarkIsAComma() throws {
        let german = NumberLocale.de.format
        #expect(try ExpressionEvaluator().evaluate("sum(1,5; 2)", format: german).displayString == "3.5")
        #expect(
            try ExpressionEvaluator().evaluate("sum(1,5, 2)").displayString == "8",
            "a comma separates where it is no decimal mark")
        #expect(try ExpressionEvaluator().evaluate("min(3, 2)").displayString == "2")
        #expect(try ExpressionEvaluator().evaluate("5 min to s").displayString == "300 s")
        #expect(try ExpressionEvaluator().evaluate("max(2 km, 300 m)").displayString == "2 km")
        #expect(try ExpressionEvaluator().evaluate("mean(1, 2)").fractionText == "3/2")
    }
}

/// A sheet's lines link to their working, which `/steps` computes without the sheet.
struct WorksheetStepsTests {
    @Test func namesAreWrittenOutInTheWorking() throws {
        let sheet = Worksheet(text: "price = 12.50\nqty = 3\nf(x) = x^2 + qty\nprice * qty\nf(2) + 1\n# note")
        #expect(sheet.stepsText(of: sheet.lines[3]) == "12.5*3")
        #expect(sheet.stepsText(of: sheet.lines[4]) == "2^2+3+1")
        #expect(sheet.stepsText(of: sheet.lines[2]) == nil && sheet.stepsText(of: sheet.lines[5]) == nil)
        for line in sheet.lines {
            guard let text = sheet.stepsText(of: line) else { continue }
            #expect(try ExpressionEvaluator().evaluate(text) == line.value, "\(text)")
        }
    }

    /// Each line writes the one before twice into itself, so its graph's expression doubles at
    /// every line: `f5`'s would be 2³² characters. Printing stops at the limit, and a function
    /// past it has no graph (the server answered no page at all for such a sheet, and a second
    /// request took it down).
    @Test func aGraphThatWouldDoubleAtEachLineStopsAtTheLimit() throws {
        var text = "f0(x) = x + x\n"
        for level in 1...8 { text += "f\(level)(x) = f\(level - 1)(f\(level - 1)(x))\n" }
        let sheet = Worksheet(text: text)
        // f1 is x+x+(x+x): 4 x's; f2 16, f3 256 (within 1,000 characters), f4 65,536.
        for level in 0...8 {
            let function = try #require(sheet.definitions.function("f\(level)"))
            let graph = function.plotExpression(in: sheet.definitions)
            #expect((graph != nil) == (level <= 3), "f\(level)")
            #expect((graph?.count ?? 0) <= ExpressionParser.maximumLength)
        }
    }

    @Test func aWorkingThatWouldDoubleAtEachLevelIsTheValue() throws {
        var text = "f0(x) = x * x\n"
        for level in 1..<12 { text += "f\(level)(x) = f\(level - 1)(f\(level - 1)(x))\n" }
        text += "f11(1)"
        let sheet = Worksheet(text: text)
        let line = try #require(sheet.lines.last)
        let steps = try #require(sheet.stepsText(of: line))
        #expect(steps.count <= ExpressionParser.maximumLength)
    }

    @Test func theCalculatorUsesTheSheetsNames() {
        var state = CalculatorState()
        state.calculate(sheet: "rate = 0.2\nnet(x) = x * (1 + rate)")
        state.evaluate(typed: "net(100) + rate")
        #expect(state.view.display == "120.2")
        #expect(state.view.sheet == "rate = 0.2\nnet(x) = x * (1 + rate)")
    }
}

extension WorksheetTests {
    /// A browser posts a textarea's lines ended by CR LF.
    @Test func linesEndedByCarriageReturnAndLineFeedAreLines() {
        let sheet = Worksheet(text: "x = 2\r\ny = 3\r\nx * y")
        #expect(sheet.lines.map(\.result) == ["2", "3", "6"])
    }
}

extension WorksheetTests {
    /// A sheet's lines may be dates, `today` among them.
    @Test func datesAndTodayOnASheet() {
        let today = CalendarDate(year: 2026, month: 11, day: 26)
        let sheet = Worksheet(text: "start = 2025-03-01\nstart + 90 days\ntoday - start", today: today)
        #expect(sheet.lines.map(\.result) == ["2025-03-01 (Saturday)", "2025-05-30 (Friday)", "635 d"])
    }
}
