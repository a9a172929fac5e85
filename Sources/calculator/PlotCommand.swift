import ArgumentParser
import CalcEngine
import CalcHTML
import Foundation

/// `calculator plot EXPR … --xmin A --xmax B [--ymin C --ymax D] [--svg FILE] [--table]`: the graph
/// page's SVG as a file of its own, and its sampled values as text.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot up to five functions of x as an SVG file, or print their sampled values.",
        discussion: """
            Each function is sampled at \(Plot.samplesPerFunction + 1) points from xmin to xmax within one \
            work budget, as GET /plot does. --svg FILE writes the same SVG the page shows (colours \
            written in, as a file has no style sheet); --table prints x and each function's value, \
            tab-separated, one line per sample ('undefined' where a function has none), then the key \
            points. A function starting with '-' follows '--'.
            """
    )

    @Argument(help: "Functions of x such as 'x^2-2' or 'sin(x)' (at most 5).")
    var functions: [String] = []

    @Option(parsing: .unconditional, help: "The left end of the x range (default -10).")
    var xmin: String?

    @Option(parsing: .unconditional, help: "The right end of the x range (default 10).")
    var xmax: String?

    @Option(parsing: .unconditional, help: "The bottom of the y range (default: chosen from the values).")
    var ymin: String?

    @Option(parsing: .unconditional, help: "The top of the y range (default: chosen from the values).")
    var ymax: String?

    @Option(help: "Write the graph to this SVG file.")
    var svg: String?

    @Flag(help: "Print the sampled values and the key points.")
    var table = false

    mutating func validate() throws {
        if functions.isEmpty { throw ValidationError("Give at least one function of x.") }
        if svg == nil && !table { throw ValidationError("Give --svg FILE, --table or both.") }
    }

    mutating func run() throws {
        let plot: Plot
        do {
            let x = try Plot.range(
                try Plot.bound(xmin, name: "xmin"), try Plot.bound(xmax, name: "xmax"), axis: "x",
                fallback: Plot.defaultX)
            let low = try Plot.bound(ymin, name: "ymin")
            let high = try Plot.bound(ymax, name: "ymax")
            let y = low == nil && high == nil ? nil : try Plot.range(low, high, axis: "y", fallback: Plot.defaultX)
            plot = try Plot.make(functions: functions, x: x, y: y)
        } catch {
            throw ValidationError(error.description)
        }
        var failed = false
        for curve in plot.curves {
            if let error = curve.error {
                FileHandle.standardError.write(Data("Error: \(curve.text): \(error.description)\n".utf8))
                failed = true
            }
        }
        if plot.ranOut {
            FileHandle.standardError.write(
                Data("Note: the plot ran out of its work budget: some values or key points were not computed.\n".utf8))
        }
        if let svg {
            do {
                try Data(PlotSVG.render(plot, standalone: true).utf8).write(to: URL(fileURLWithPath: svg))
            } catch {
                FileHandle.standardError.write(Data("Error: cannot write \(svg): \(error.localizedDescription)\n".utf8))
                throw ExitCode.failure
            }
        }
        if table { print(Self.table(plot), terminator: "") }
        if failed { throw ExitCode.failure }
    }

    /// x and each function's value at every sample, tab-separated, then the key points.
    static func table(_ plot: Plot) -> String {
        let curves = plot.curves.filter { $0.error == nil }
        var text = (["x"] + curves.map(\.text)).joined(separator: "\t") + "\n"
        let rows = curves.map(\.samples.count).max() ?? 0
        for i in 0..<rows {
            guard let x = curves.first(where: { $0.samples.count > i })?.samples[i].x else { continue }
            var line = [plot.xText(x)]
            for curve in curves {
                if i < curve.samples.count {
                    line.append(
                        curve.samples[i].value?.text(significantDigits: KeyPoint.significantDigits) ?? "undefined")
                } else {
                    line.append("not computed")
                }
            }
            text += line.joined(separator: "\t") + "\n"
        }
        for curve in curves {
            for point in curve.keyPoints {
                switch point.kind {
                case .zero: text += "# \(curve.text): zero at x = \(point.xText)\n"
                case .minimum: text += "# \(curve.text): minimum at x = \(point.xText), y = \(point.yText)\n"
                case .maximum: text += "# \(curve.text): maximum at x = \(point.xText), y = \(point.yText)\n"
                case .intercept: text += "# \(curve.text): y-intercept y = \(point.yText)\n"
                }
            }
        }
        return text
    }
}
