import Foundation
import Testing

/// `calculator plot`: the graph page's SVG as a file, and its samples as text.
struct PlotCommandTests {
    @Test func writesTheSVGAndPrintsTheTable() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plot-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CalculatorBinary.run(
            ["plot", "x^2-2", "sin(x)", "--xmin", "-3", "--xmax", "3", "--svg", file.path, "--table"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "x\tx^2-2\tsin(x)")
        #expect(lines.contains("-3\t7\t-0.14112"))
        #expect(lines.filter { !$0.hasPrefix("#") }.count == 402)
        #expect(lines.contains("# x^2-2: zero at x = 1.41421"))
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg class="plot-svg" viewBox="0 0 480 320" role="img""#))
        #expect(svg.contains(#"xmlns="http://www.w3.org/2000/svg""#) && !svg.contains("style="))
    }

    @Test func aFunctionThatFailsExitsWithOne() throws {
        let result = try CalculatorBinary.run(["plot", "x+", "x", "--table"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("x\tx\n"))
    }

    @Test func aBadRangeIsRefused() throws {
        let result = try CalculatorBinary.run(["plot", "x", "--xmin", "3", "--xmax", "-3", "--table"])
        #expect(result.status != 0 && result.output.isEmpty)
    }
}
