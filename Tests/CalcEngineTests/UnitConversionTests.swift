import BigInt
import CalcEngine
import Foundation
import Testing

/// One line of `Fixtures/unit-conversions.txt`, written by `Tests/Scripts/unit_reference.py` from
/// the definitions in NIST SP 811 and the SI brochure (independent of the engine's catalogue).
struct UnitConversionCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let unit: String
    let exact: String
    var testDescription: String { "\(expression) = \(exact) \(unit)" }

    static let all: [UnitConversionCase] = Fixture.rows("unit-conversions").compactMap { parts in
        parts.count == 3 ? UnitConversionCase(expression: parts[0], unit: parts[1], exact: parts[2]) : nil
    }
}

/// Units and conversion in typed expressions (SPEC 10.3).
struct UnitConversionTests {
    @Test func fixtureIsLoaded() {
        #expect(UnitConversionCase.all.count >= 250)
    }

    /// Each conversion gives the reference's value in the unit asked for: exactly when the
    /// definitions are exact, else to 15 significant digits (those through π).
    @Test(arguments: UnitConversionCase.all)
    func conversionMatchesTheDefinitions(_ row: UnitConversionCase) throws {
        let value = try ExpressionEvaluator().evaluate(row.expression)
        #expect(value.unit.text(symbols: false) == row.unit)
        expectExact(value.magnitude, row.exact)
    }

    /// Converting there and back gives the value exactly for every pair of units of a category whose
    /// definitions are exact (all but the radian, 180/π degrees).
    @Test(arguments: UnitCatalog.standard.categories.map(\.category))
    func thereAndBackIsExact(_ category: UnitCategory) throws {
        let units = try #require(UnitCatalog.standard.categories.first { $0.category == category }?.units)
        var random = SeededRandom(seed: 20_261_126)
        for from in units where from != "rad" {
            // A reading (°C, °F) and a difference (Δ°C) do not convert into each other: see `unitErrorsSayWhatIsWrong`.
            for to in units
            where to != "rad" && to != from && !(isReading(from) && to.hasPrefix("Δ"))
                && !(isReading(to) && from.hasPrefix("Δ"))
            {
                var value = ["1", "2.5", "1000", "0.125", "37", "-40"][Int(random.next() % 6)]
                // -40 K or °R read as a temperature (into °C or °F) lies below absolute zero.
                if value == "-40", isReading(to), !isReading(from) { value = "40" }
                let text = "\(value) \(from) to \(to) to \(from)"
                let back = try ExpressionEvaluator().evaluate(text)
                #expect(try back == ExpressionEvaluator().evaluate("\(value) \(from)"), "\(text)")
            }
        }
    }

    private func isReading(_ unit: String) -> Bool { unit == "°C" || unit == "°F" }

    /// A measure in descending units is one value, the sum of its parts (the fixture's `5 ft 11 in`
    /// lines give the values); anything else after a quantity's number is refused where that number
    /// stands: units that do not descend or measure other things, a bare number, temperatures with
    /// an offset, and the calendar's months and years. `2 × 5 ft 11 in` is refused too: `2 × 5 ft`
    /// is already a product, and reading on would silently give 10 ft 11 in.
    @Test(arguments: [
        ("5 in 11 ft", 6), ("5 ft 11 s", 6), ("5 ft 11", 6), ("1 m 1 m", 5), ("20 °C 5 K", 7), ("1 month 2 d", 9),
        ("1 yr 2 month", 6), ("2 × 5 ft 11 in", 10), ("5 ft 11 in 3", 12), ("5 ft 2^2 in", 6),
    ])
    func onlyDescendingUnitsMakeOneMeasure(_ text: String, position: Int) {
        #expect(throws: CalculatorError.syntax(position: position, message: "expected an operator")) {
            try ExpressionEvaluator().evaluate(text)
        }
    }

    /// A unit's name of several words is one unit wherever a unit may stand (the fixture's `12 fl oz`
    /// lines give the values): after `to` and `/` too, the longest name first (`US fl oz`, not `US`
    /// and `fl oz`). Its first word alone keeps its own meaning: `5 fl` is five femtolitres.
    @Test func aNameOfSeveralWordsIsOneUnit() throws {
        let evaluator = ExpressionEvaluator()
        #expect(try evaluator.evaluate("1 gal to fl oz") == evaluator.evaluate("128 floz"))
        #expect(try evaluator.evaluate("1 L to imp pt") == evaluator.evaluate("1 L to ptUK"))
        #expect(try evaluator.evaluate("30 mi/US gal to km/L") == evaluator.evaluate("30 mi/gal to km/L"))
        #expect(try evaluator.evaluate("2 US fl oz × 3") == evaluator.evaluate("6 floz"))
        #expect(try evaluator.evaluate("5 fl to mL") == evaluator.evaluate("0.000000000005 mL"))
        #expect(throws: CalculatorError.self) { try evaluator.evaluate("1 US to L") }
    }

    /// A unit's power may be typed without `^` (`m2`, `cm3`) or as a word before the unit (`sq ft`,
    /// `cubic metres`); the fixture's lines give the values. Functions keep their names (`sq(3)`,
    /// `log2(8)`), a caret still raises (`m2^2` is m⁴), and a worksheet's own `d2` is its variable.
    @Test func powersTypedWithoutACaret() throws {
        let evaluator = ExpressionEvaluator()
        #expect(try evaluator.evaluate("sq(3)") == evaluator.evaluate("9"))
        #expect(try evaluator.evaluate("log2(8)") == evaluator.evaluate("3"))
        #expect(try evaluator.evaluate("1 m2^2") == evaluator.evaluate("1 m^4"))
        #expect(try evaluator.evaluate("2 cm3 × 3") == evaluator.evaluate("6 cm^3"))
        #expect(throws: CalculatorError.self) { try evaluator.evaluate("1 sq °C") }
        // After a number, the sheet's `d2` reads as its `x2` does, not as square days.
        let sheet = Worksheet(text: "d2 = 4\nx2 = 4\nd2 + 1\n3 d2\n3 x2")
        #expect(sheet.lines[2].result == "5")
        #expect(sheet.lines[3].result == sheet.lines[4].result)
        #expect(sheet.lines[3].error?.description == sheet.lines[4].error?.description)
    }

    /// A measure in descending units is one operand: `×` after it multiplies the whole measure.
    @Test func aMeasureIsOneOperand() throws {
        let evaluator = ExpressionEvaluator()
        #expect(try evaluator.evaluate("5 ft 11 in × 2 to in") == evaluator.evaluate("142 in"))
        #expect(try evaluator.evaluate("2 (5 ft 11 in) to in") == evaluator.evaluate("142 in"))
        #expect(try evaluator.evaluate("1 h 30 min / 3 to min") == evaluator.evaluate("30 min"))
    }

    /// Adding quantities of two categories is refused with both units named and the operator's position.
    @Test func mismatchedDimensionsAreRefusedWithThePosition() {
        let categories = UnitCatalog.standard.categories.filter { $0.category != .frequency }
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let a = categories[Int(random.next() % UInt64(categories.count))]
            let b = categories[Int(random.next() % UInt64(categories.count))]
            guard a.category != b.category else { continue }
            let left = a.units[Int(random.next() % UInt64(a.units.count))]
            let right = b.units[Int(random.next() % UInt64(b.units.count))]
            let text = "2 \(left) + 3 \(right)"
            #expect(throws: CalculatorError.self, "\(text)") { try ExpressionEvaluator().evaluate(text) }
            do {
                _ = try ExpressionEvaluator().evaluate(text)
            } catch {
                #expect(error.position == left.count + 4, "\(text): \(error)")
                #expect(error.description.contains("do not match"), "\(text): \(error)")
            }
        }
        #expect(throws: CalculatorError.incompatibleUnits("m", "s", position: 5)) {
            try ExpressionEvaluator().evaluate("1 m + 1 s")
        }
    }

    @Test(arguments: [
        ("5 km to mi", "3.10685596118667 mi"),
        ("1 gal to L", "3.785411784 L"),
        ("100 °F to °C", "37.7777777777778 °C"),
        ("100 degF to degC", "37.7777777777778 °C"),
        ("3 ft + 4 in", "3.33333333333333 ft"),
        ("3 ft + 4 in to in", "40 in"),
        ("60 km/h * 30 min", "30 km"),
        ("100 km / 2 h", "50 km/h"),
        ("1 km / 1 m", "1000"),
        ("2 m^2", "2 m²"),
        // A unit's power however it is typed, bracketed or signed, binds to the unit (not (2 m)²).
        ("2 m^(2)", "2 m²"), ("2 m^+2", "2 m²"), ("3 s^(-1)", "3 s⁻¹"), ("2 m^0 + 1", "3"), ("2 m^0 * 5", "10"),
        ("1 km^101 to m^101", "1e303 m¹⁰¹"),
        // Units of different sizes that cancel between them leave a plain number (km² = 10⁶ m²,
        // ha = 10⁴ m², L = 10⁻³ m³, kWh = 3.6 × 10⁶ J by their definitions).
        // A prefix's English name before a unit's (SI Brochure Table 7): shown as the symbol.
        ("5 kilometres to miles", "3.10685596118667 mi"), ("250 millilitres", "250 mL"),
        ("1 gibibyte to megabytes", "1073.741824 MB"), ("2 kilograms to g", "2000 g"),
        ("1 km^2 / 1 ha", "100"), ("1 km^2 / 1 ha + 1", "101"), ("1 L / 1 m^3", "0.001"), ("1 Hz * 1 min", "60"),
        ("1 kWh / 1 J", "3600000"), ("sqrt(1 km^2 / 1 ha)", "10"),
        ("1 GiB to MB", "1073.741824 MB"),
        ("sin(30 deg)", "0.5"),
        ("sin(30°)", "0.5"),
        ("30 °C - 10 °C", "20 Δ°C"),
        ("20 °C + 9 Δ°F", "25 °C"), ("9 Δ°F + 20 °C", "25 °C"), ("5 K + 10 °C", "15 °C"),
        ("sqrt(9 m^2)", "3 m"),
        ("3 in + 2 cm", "3.78740157480315 in"), ("5 lbf in to J", "0.564924145138084 J"),
        // A year is 365 days (NIST SP 811) and a month a twelfth of it (Python's fractions).
        ("1 year to months", "12 month"), ("1 month to d", "30.4166666666667 d"),
        ("90 d to month", "2.95890410958904 month"),
        // The whole numbers next to a measure keep its unit (round half away from zero).
        ("round(2.5 m)", "3 m"), ("floor(-2.5 km)", "-3 km"), ("ceil(20.1 °C)", "21 °C"),
        ("round(5 km to mi)", "3 mi"),
        ("5 km -> mi", "3.10685596118667 mi"),
        ("5 km → mi", "3.10685596118667 mi"),
        ("(3+4) h to min", "420 min"),
        ("2 mi to km to m", "3218.688 m"),
        ("1 ml to mL", "1 mL"),
        ("12 in", "12 in"),
        ("(5 km to mi) * 2", "6.21371192237334 mi"),
        ("200 km - 10%", "180 km"),
        ("2 pi", "6.28318530717959"),
        ("-5 km to m", "-5000 m"),
        // Absolute zero is the edge of every scale (0 K = -273.15 °C = -459.67 °F by definition).
        ("0 K to °C", "-273.15 °C"),
        ("-273.15 °C to K", "0 K"),
        ("-459.67 °F to °R", "0 °R"),
        ("0 K - 5 K", "-5 K"),
        ("-5 Δ°C to K", "-5 K"),
        ("5 °C^1", "5 °C"),
        ("2 Δ°C/s * 3 s", "6 Δ°C"),
        // A clock duration in another unit is in minutes, or hours where it divides.
        ("1:30 / 1 km", "90 min/km"),
        ("10 km / 0:50", "12 km/h"),
        ("1:30 * 1:30", "8100 min²"),
        ("1:30^2", "8100 min²"),
        ("0:30^-1", "2 h⁻¹"),
        ("1 h * 1:30", "1.5 h²"),
        ("1:30 * 2", "3:00"),
        // Units grouped in parentheses, as a target too (`to J/(kg*K)` was refused), and prefixed
        // names whose unit's name is its symbol (`kilobit`, `millibar`).
        ("1 J/(kg*K) to J/(kg*K)", "1 J/kg/K"), ("1 Pa to N/(m^2)", "1 N/m²"), ("1 kg*(m/s^2) to N", "1 N"),
        ("5 km / (2 h)", "2.5 km/h"), ("5 km/(h*2)", "2.5 km/h"), ("1 m/(s*s) to m/s^2", "1 m/s²"),
        // Python: Fraction(3600) * Fraction('0.3048') * Fraction(5, 9) / Fraction('1055.05585262').
        ("1 W/(m*K) to BTU/(h*ft*Δ°F)", "0.577789316542998 BTU/h/ft/Δ°F"),
        ("1 kilobit to bit", "1000 bit"), ("1 kibibit to bit", "1024 bit"), ("2 millibars to Pa", "200 Pa"),
        // The plural abbreviations people write (`90 mins`, `2 hrs`).
        ("90 mins to h", "1.5 h"), ("2 hrs to min", "120 min"), ("30 secs to min", "0.5 min"),
        ("2 wks to d", "14 d"), ("2 yrs to d", "730 d"),
    ])
    func typedQuantities(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }

    @Test(arguments: [
        ("10 °C + 5 °C", "Two temperatures do not add: add a difference, such as 5 Δ°C"),
        ("2 * 10 °C * 1 m", "Cannot combine a temperature in °C with another unit: convert it to K first"),
        ("5 °C^2", "Cannot raise a temperature in °C to a power: convert it to K first"),
        ("5 °F⁻¹", "Cannot raise a temperature in °F to a power: convert it to K first"),
        ("5 °C/s", "Cannot combine a temperature in °C with another unit: convert it to K first"),
        ("5 m °C", "Cannot combine a temperature in °C with another unit: convert it to K first"),
        ("300 K to °C^2", "Cannot raise a temperature in °C to a power: convert it to K first"),
        ("10 Δ°C to °F", "Δ°C and °F: a temperature and a difference of temperatures do not convert"),
        ("sin(5 km)", "sin needs a plain number or an angle, not km"),
        ("ln(5 km)", "ln needs a plain number, not km"),
        ("2^(3 m)", "An exponent must be a plain number, not m"),
        ("sqrt(2 m)", "sqrt of m is not a unit"),
        ("5 km to s", "Units do not match at 6: km and s"),
        ("5 to km", "Units do not match at 3: a plain number and km"),
        // A turn is one cycle only where an angular speed meets a frequency: sums stay strict.
        ("1 rpm + 1 Hz", "Units do not match at 7: rpm and Hz"),
        ("1 turn to Hz", "Units do not match at 8: turn and Hz"),
        ("1 to deg", "Units do not match at 3: a plain number and deg"),
        ("5 m to", "Syntax error at 7: expected a unit after 'to'"),
        ("1 km to furlongs", "Syntax error at 9: unknown unit 'furlongs'"),
        ("1 km to Km", "Syntax error at 9: unknown unit 'Km'"),
        ("1 m to 5", "Syntax error at 8: expected a unit after 'to'"),
        ("1 km m", "Syntax error at 6: km and m measure the same thing: write one unit"),
        // `in` is the inch; followed by another unit, it was meant as the conversion word.
        ("1 mile in km", "Syntax error at 8: 'in' is the inch here; to convert, write 'to'"),
        // Half typed, `in` last: the same answer, where looking for a unit after it read past the end.
        ("1 mile in", "Syntax error at 8: 'in' is the inch here; to convert, write 'to'"),
        ("5 ft 11 in to m in", "Syntax error at 17: 'in' is the inch here; to convert, write 'to'"),
        ("1 m in", "Syntax error at 5: 'in' is the inch here; to convert, write 'to'"),
        ("10 kg in lb", "Syntax error at 7: 'in' is the inch here; to convert, write 'to'"),
        ("2 in in cm", "Syntax error at 6: 'in' is the inch here; to convert, write 'to'"),
        ("100 celsius in fahrenheit", "Syntax error at 13: 'in' is the inch here; to convert, write 'to'"),
        // `F` and `C` alone are no units here (the farad's and coulomb's symbols): how to write degrees.
        ("100 F to C", "Syntax error at 5: unknown name 'F'; for degrees Fahrenheit, write °F or degF"),
        ("37 °C to F", "Syntax error at 10: unknown name 'F'; for degrees Fahrenheit, write °F or degF"),
        ("20 C", "Syntax error at 4: unknown name 'C'; for degrees Celsius, write °C or degC"),
        ("5 furlongs", "Syntax error at 3: unknown name 'furlongs'"),
        ("-500 K to °C", "-500 K is below absolute zero"),
        ("-273.16 °C to K", "-273.16 °C is below absolute zero"),
        ("-1 °R to °F", "-1 °R is below absolute zero"),
    ])
    func unitErrorsSayWhatIsWrong(_ text: String, _ message: String) {
        #expect(throws: CalculatorError.self) { try ExpressionEvaluator().evaluate(text) }
        do {
            _ = try ExpressionEvaluator().evaluate(text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Symbols are case-sensitive as in the SI; `m` is the metre and `M` the memory.
    @Test func symbolsAreCaseSensitive() throws {
        #expect(try ExpressionEvaluator().evaluate("1 MB to kB").displayString == "1000 kB")
        #expect(try ExpressionEvaluator().evaluate("1 mm to m").displayString == "0.001 m")
        #expect(try ExpressionEvaluator().evaluate("1 Mm to m").displayString == "1000000 m")
        #expect(try ExpressionEvaluator().evaluate("8 b to B").displayString == "1 B")
        let withMemory = ExpressionEvaluator(memory: BigDecimal(3))
        #expect(try withMemory.evaluate("2M").displayString == "6")
        #expect(try withMemory.evaluate("2 m").displayString == "2 m")
    }

    /// A chain of conversions and sums as long as a typed expression may be stays inside one budget.
    @Test func aLongConversionChainFinishesInsideTheBudget() throws {
        var chain = "1 mi"
        let units = ["ft", "in", "yd", "km", "nmi", "cm", "mm", "m"]
        var i = 0
        while chain.count < ExpressionParser.maximumLength - 10 {
            chain += " to \(units[i % units.count])"
            i += 1
        }
        #expect(try ExpressionEvaluator().evaluate(chain).displayString.hasSuffix(units[(i - 1) % units.count]))
        var sum = "1 m"
        while sum.count < ExpressionParser.maximumLength - 12 { sum += " + 1 ft + 1 in" }
        #expect(throws: Never.self) { try ExpressionEvaluator().evaluate(sum) }
    }

    /// A conversion is a step of the working, and a quantity a value of its own.
    @Test func stepsShowTheConversion() {
        let working = Reduction(of: "3 ft + 4 in to cm")
        #expect(working.lines == ["3 ft+4 in to cm", "(10/3) ft to cm", "101.6 cm"])
        #expect(working.result == "101.6 cm")
    }

    /// A typed quantity shows with its unit, is kept by the history and `ans`, continues as typed
    /// text with its unit, and is left out (with a notice) by a key, which works on numbers.
    @Test func theCalculatorKeepsAQuantityUntilAKeyTakesItsNumber() throws {
        var state = CalculatorState()
        state.evaluate(typed: "5 km to m")
        #expect(state.view.display == "5000 m")
        #expect(state.view.expression == "5 km to m =")
        state.evaluate(typed: "+ 1 km")
        #expect(state.view.display == "6000 m")
        state.evaluate(typed: "ans / 2 min")
        #expect(state.view.display == "3000 m/min")
        let stored = try JSONDecoder().decode(CalculatorState.self, from: JSONEncoder().encode(state))
        #expect(stored == state && stored.view == state.view)
        state.press(KeyPress(parsing: "*")!)
        #expect(state.view.notice?.contains("m/min was left out") == true)
        state.press(KeyPress(parsing: "2")!)
        state.press(KeyPress(parsing: "=")!)
        #expect(state.view.display == "6000")
    }
}

/// A small deterministic generator (SplitMix64), so property tests draw the same cases every run.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
