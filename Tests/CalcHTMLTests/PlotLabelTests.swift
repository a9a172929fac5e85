import CalcEngine
import Testing

@testable import CalcHTML

/// The graph's axis labels fit the drawing: the frame moves right for long y labels, and x labels
/// too wide for their ticks are written at every second (fifth, …) tick. Chromium measures the
/// labels as drawn in `Tests/Scripts/plot_check.py`.
struct PlotLabelTests {
    /// The frame's left edge and the y labels' anchor of the SVG of `function` over `x`.
    private func frame(_ function: String, x: ClosedRange<Double> = -10...10) throws -> (left: Double, labelX: Double) {
        let svg = PlotSVG.render(try Plot.make(functions: [function], x: x))
        let rect = try #require(svg.firstMatch(of: /<rect x="([0-9.]+)" y="10.0" width/)?.1)
        let label = try #require(svg.firstMatch(of: /<text x="([0-9.]+)" y="[-0-9.]+" text-anchor="end">/)?.1)
        return (try #require(Double(rect)), try #require(Double(label)))
    }

    /// The x labels of the SVG of `function` over `x`, and how many x grid lines it has.
    private func xLabels(_ function: String, x: ClosedRange<Double>) throws -> (labels: [String], ticks: Int) {
        let svg = PlotSVG.render(try Plot.make(functions: [function], x: x))
        let labels = svg.matches(of: /text-anchor="middle">([^<]*)</).map { String($0.1) }
        let grid = try #require(svg.firstMatch(of: /<g class="plot-grid">(.*?)<\/g>/)?.1)
        return (labels, grid.matches(of: /y1="10\.0"/).count)
    }

    @Test func shortLabelsKeepTheDefaultFrame() throws {
        for function in ["x^2-2", "sin(x)", "1/x", "x^3"] {
            #expect(try frame(function).left == PlotSVG.defaultArea.left, "\(function)")
        }
    }

    @Test func aLongerYLabelMovesTheFrameRight() throws {
        // Labels -0.01 … (6 characters), -100000 … (7), -0.0000005 … (10), 1.0000000005e10 … (15).
        let lefts = try ["x*1e-3", "x^5", "x*1e-7", "1e10+x"].map { try frame($0).left }
        #expect(lefts[0] > PlotSVG.defaultArea.left)
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $0 < $1 }, "\(lefts)")
        // The labels end a gap before the frame, and the frame never takes more than half the drawing.
        for function in ["x*1e-7", "1e10+x", "-1.7e308"] {
            let (left, labelX) = try frame(function)
            #expect(labelX == left - PlotSVG.labelGap)
            #expect(left <= PlotSVG.width / 2)
        }
    }

    @Test func crowdedXLabelsAreWrittenAtEverySecondTickKeepingZero() throws {
        let far = try xLabels("x", x: -123456 ... -123455.99)
        #expect(far.labels == ["-123456", "-123455.996", "-123455.992"])
        #expect(far.ticks == 6)
        let aroundZero = try xLabels("x", x: -12_345_678...12_345_678)
        #expect(aroundZero.labels == ["-10000000", "0", "10000000"])
        #expect(aroundZero.ticks == 5)
        // Labels that fit stay at every tick.
        #expect(try xLabels("x", x: -3...3).labels == ["-3", "-2", "-1", "0", "1", "2", "3"])
    }

    @Test(arguments: [(60.0, 100.0, 1), (60.0, 50.0, 2), (100.0, 30.0, 5), (1.0, 0.0, 1)])
    func aLabelIsWrittenAtEveryNthTick(widest: Double, spacing: Double, every: Int) {
        #expect(PlotSVG.labelStride(widest: widest, spacing: spacing) == every)
    }
}
