import CalcEngine
import Testing

/// Graphs of values at the edges of what a Double holds, where the page once trapped: a y range
/// chosen for values all beyond 10^9 came out with its lower end above its upper one, and one
/// for a value next to -1.8e308 had an infinite end. Found by random requests to /plot.
struct PlotExtremeValuesTests {
    /// The chosen range is finite, not empty, and holds the values (here all beyond ±10^9).
    @Test(arguments: [
        (["1e10+x"], -10.0...10.0, 1e10), (["x^2"], -1_000_000_000.0...(-999_999_990.0), 1e18),
        (["-1e10-x"], -10.0...10.0, -1e10), (["-1.7e308"], -10.0...10.0, -1.7e308),
        (["1.7e308"], -10.0...10.0, 1.7e308),
    ])
    func valuesBeyondTheBoundsGetAFiniteRangeThatHoldsThem(functions: [String], x: ClosedRange<Double>, value: Double)
        throws
    {
        let plot = try Plot.make(functions: functions, x: x)
        #expect(plot.yRange.lowerBound.isFinite && plot.yRange.upperBound.isFinite)
        #expect(plot.yRange.lowerBound < plot.yRange.upperBound)
        #expect(plot.yRange.contains(value))
    }

    /// Values that reach into ±10^9 are still drawn within it (a pole does not widen the range past it).
    @Test func aRangeThatReachesTheBoundsStaysWithinThem() throws {
        let plot = try Plot.make(functions: ["1e12*x"], x: -1...1)
        #expect(plot.yRange == -1e9...1e9)
    }

    /// A function whose every value is a 10,000-digit integer in a base is paid for by the plot's
    /// budget (converting it back to a decimal number costs as much as computing it), so the page
    /// runs out of budget and shows what it drew instead of taking many seconds.
    @Test func hugeIntegersInABaseRunOutOfTheBudget() throws {
        let plot = try Plot.make(functions: ["1e9999 to hex"], x: -10...10)
        #expect(plot.ranOut)
        #expect(!plot.curves[0].samples.isEmpty)
    }
}
