import CalcEngine
import Testing

/// Sampling and key points against functions whose answers are known by hand: √2, π/2, 3π/2.
struct PlotTests {
    private func points(_ plot: Plot, _ kind: KeyPoint.Kind, curve: Int = 0) -> [KeyPoint] {
        plot.curves[curve].keyPoints.filter { $0.kind == kind }
    }

    @Test func zerosOfXSquaredMinusTwoAreRootTwoToSixDigits() throws {
        let plot = try Plot.make(functions: ["x^2-2"], x: -3...3)
        let zeros = points(plot, .zero)
        #expect(zeros.map(\.xText) == ["-1.41421", "1.41421"])
        #expect(zeros.allSatisfy { abs($0.x.magnitude - 2.0.squareRoot()) < 1e-8 })
        #expect(points(plot, .minimum).map(\.xText) == ["0"])
        #expect(points(plot, .minimum).map(\.yText) == ["-2"])
        #expect(points(plot, .intercept).map(\.yText) == ["-2"])
        #expect(points(plot, .maximum).isEmpty)
        #expect(plot.curves[0].samples.count == Plot.samplesPerFunction + 1)
        #expect(!plot.ranOut)
    }

    /// A search narrows to a bracket it cannot see inside; the point is reported at the simplest
    /// number in it, with the function's value there: x² has its minimum 0 at 0 (not 1.2e-24 at
    /// 1.1e-12), (x-1)²+3 its minimum 3 at 1, and 0.25-(x-0.5)² its maximum 0.25 at 0.5.
    @Test func extremaAreReportedAtTheSimplestPointOfTheirBracket() throws {
        let cases: [(String, KeyPoint.Kind, String, String)] = [
            ("x^2", .minimum, "0", "0"), ("(x-1)^2+3", .minimum, "1", "3"),
            ("0.25-(x-0.5)^2", .maximum, "0.5", "0.25"), ("x^4-2*x^2", .maximum, "0", "0"),
        ]
        for (function, kind, x, y) in cases {
            let plot = try Plot.make(functions: [function], x: -10...10)
            #expect(points(plot, kind).map(\.xText) == [x], "\(function)")
            #expect(points(plot, kind).map(\.yText) == [y], "\(function)")
        }
    }

    /// An x label has the digits that tell neighbouring samples apart, and at least six: from 1 to
    /// 1.0001 the step is 2.5e-7, which six digits wrote as `1.00000` twice.
    @Test func xLabelsTellNeighbouringSamplesApart() throws {
        let plot = try Plot.make(functions: ["x^2"], x: 1...1.0001)
        let labels = plot.curves[0].samples.map { plot.xText($0.x) }
        #expect(Set(labels).count == labels.count)
        #expect(plot.xText(1) == "1" && plot.xText(plot.curves[0].samples[1].x) == "1.00000025")
        let wide = try Plot.make(functions: ["x"], x: -10...10)
        #expect(
            wide.xText(wide.curves[0].samples[1].x) == "-9.95" && wide.xText(wide.curves[0].samples[3].x) == "-9.85")
    }

    @Test func extremaOfSineOnOneTurn() throws {
        let plot = try Plot.make(functions: ["sin(x)"], x: 0...(2 * Double.pi))
        let maxima = points(plot, .maximum)
        let minima = points(plot, .minimum)
        #expect(maxima.count == 1 && minima.count == 1)
        #expect(abs(maxima[0].x - Double.pi / 2) < 1e-6)
        #expect(abs(minima[0].x - 3 * Double.pi / 2) < 1e-6)
        #expect(maxima[0].xText == "1.5708" && minima[0].xText == "4.71239")
        #expect(maxima[0].yText == "1" && minima[0].yText == "-1")
        // The zero at π lies inside; those at the ends are samples of exactly 0 (sin 0) or close to it.
        #expect(points(plot, .zero).contains { abs($0.x - Double.pi) < 1e-8 })
    }

    @Test func poleOfReciprocalIsAGapAndNoZero() throws {
        for range in [-5.0...5.0, -1.0...2.0] {
            let plot = try Plot.make(functions: ["1/x"], x: range)
            #expect(points(plot, .zero).isEmpty)
            #expect(plot.curves[0].segments(yRange: plot.yRange).count == 2)
            #expect(points(plot, .intercept).isEmpty)
        }
    }

    @Test func tangentBreaksAtEachPole() throws {
        let plot = try Plot.make(functions: ["tan(x)"], x: -5...5, y: -4...4)
        // Poles at ±π/2 and ±3π/2 split the curve into five pieces.
        #expect(plot.curves[0].segments(yRange: plot.yRange).count == 5)
        #expect(points(plot, .zero).map(\.xText) == ["-3.14159", "0", "3.14159"])
    }

    /// Beside exp(x), whose values make the y range large, the drawing joins tan(x) across its
    /// poles; the key points still list only its zeros (kπ), and no extremum at a pole. A peak
    /// narrower than the samples is still found.
    @Test func polesJoinedByALargeYRangeAreNeitherZerosNorExtrema() throws {
        let plot = try Plot.make(functions: ["tan(x)", "exp(x)"], x: -10...10)
        #expect(
            points(plot, .zero).map(\.xText) == [
                "-9.42478", "-6.28319", "-3.14159", "0", "3.14159", "6.28319", "9.42478",
            ])
        #expect(points(plot, .maximum).isEmpty && points(plot, .minimum).isEmpty)
        let peak = try Plot.make(functions: ["1/(1+1000000*x^2)"], x: -10...10)
        #expect(points(peak, .maximum).map(\.xText) == ["0"] && points(peak, .maximum).map(\.yText) == ["1"])
    }

    @Test func squareRootHasSamplesOnlyFromZero() throws {
        let plot = try Plot.make(functions: ["sqrt(x)"], x: -4...4)
        let samples = plot.curves[0].samples
        #expect(samples.filter { $0.x < 0 }.allSatisfy { $0.value == nil })
        #expect(samples.filter { $0.x >= 0 }.allSatisfy { $0.value != nil })
        #expect(points(plot, .zero).map(\.xText) == ["0"])
        #expect(plot.curves[0].segments(yRange: plot.yRange).count == 1)
    }

    @Test func errorsAreReportedPerFunction() throws {
        let plot = try Plot.make(functions: ["x+", "5 km * x", "x"], x: -1...1)
        #expect(plot.curves[0].error?.position == 3)
        #expect(plot.curves[1].error == .units("plot needs plain numbers"))
        #expect(plot.curves[2].error == nil && plot.hasErrors)
    }

    @Test(arguments: [
        (-1.0...(-1.0), PlotError.emptyRange(axis: "x")),
        (0.0...1e10, PlotError.tooLarge(bound: "xmax")),
        (1.0...1.0000000001, PlotError.narrowRange(axis: "x")), (1e8...(1e8 + 0.01), PlotError.narrowRange(axis: "x")),
    ])
    func badRangesAreRefused(range: ClosedRange<Double>, error: PlotError) {
        #expect(throws: error) { try Plot.make(functions: ["x"], x: range) }
    }

    @Test func atMostFiveFunctions() {
        #expect(throws: PlotError.tooManyFunctions(6)) {
            try Plot.make(functions: Array(repeating: "x", count: 6), x: 0...1)
        }
    }

    @Test func theBudgetStopsSampling() throws {
        let plot = try Plot.make(functions: ["sin(x)", "cos(x)"], x: 0...1, budgetUnits: 15_000)
        #expect(plot.ranOut)
        #expect(plot.curves[0].samples.count < Plot.samplesPerFunction + 1)
    }

    @Test(arguments: [
        (0.0...10.0, ["0", "2", "4", "6", "8", "10"]), (-1.0...1.0, ["-1", "-0.5", "0", "0.5", "1"]),
        (0.0...0.001, ["0", "0.0002", "0.0004", "0.0006", "0.0008", "0.001"]),
    ])
    func ticksStepByOneTwoOrFive(range: ClosedRange<Double>, labels: [String]) {
        #expect(PlotAxis(range, target: 5).ticks.map(\.label) == labels)
    }

    /// One notation on an axis: 1e9 needs scientific notation, so 500000000 beside it is 5e8.
    @Test(arguments: [
        (0.0...1e9, ["0", "2e8", "4e8", "6e8", "8e8", "1e9"]),
        (-1e-7...1e-7, ["-1e-7", "-5e-8", "0", "5e-8", "1e-7"]),
        (0.0...1e8, ["0", "20000000", "40000000", "60000000", "80000000", "100000000"]),
    ])
    func anAxisWritesItsLabelsInOneNotation(range: ClosedRange<Double>, labels: [String]) {
        #expect(PlotAxis(range, target: 5).ticks.map(\.label) == labels)
    }

    @Test func evaluatesAtAValueOfX() throws {
        let f = try ExpressionParser.parse("x^2-2", scope: NameScope(parameters: ["x"]))
        var budget = WorkBudget()
        #expect(try ExpressionEvaluator().evaluate(f, x: .number(BigDecimal(3)), budget: &budget).displayString == "7")
    }
}
