import CalcEngine

/// A plot as an inline SVG: `role="img"` named by its `<title>` and `<desc>`, a frame with 1-2-5
/// ticks and grid lines, the axes where they lie inside, and one path per function, broken where
/// the function is undefined or jumps. Colours and dash patterns come from the style sheet's
/// classes (`plot-curve-1` … `plot-curve-5`), so the SVG carries no style and works in both schemes.
///
/// ```swift
/// let svg = PlotSVG.render(try Plot.make(functions: ["x^2-2"], x: -3...3), standalone: true)
/// ```
public enum PlotSVG {
    /// The drawing's size in user units; the page scales it to its width.
    static let width = 480.0
    static let height = 320.0
    /// The plot area within it when its y labels are short: room for them on the left and the x
    /// labels below. A longer y label widens the room on the left (``area(yLabels:)``).
    static let defaultArea = (left: 52.0, top: 10.0, right: 470.0, bottom: 292.0)
    /// The largest font size of the labels, in user units: the style sheet's on a narrow screen
    /// (the drawing is scaled down there, so its labels are set larger).
    static let largestLabelSize = 15.0
    /// The space between a y label and the frame, and the least between two x labels.
    static let labelGap = 5.0

    /// The SVG of `plot`; `standalone` adds the namespace and the colours inline as attributes
    /// (a file opened on its own has no style sheet), `id` prefixes the element ids.
    public static func render(
        _ plot: Plot, standalone: Bool = false, id: String = "plot", title: String? = nil, description: String? = nil,
        format: NumberFormat = .canonical
    ) -> String {
        let title = title ?? defaultTitle(plot)
        let description = description ?? defaultDescription(plot)
        var svg = ""
        svg.reserveCapacity(8_192 + plot.curves.count * 8_000)
        svg.append("<svg class=\"plot-svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" ")
        svg.append("aria-labelledby=\"\(id)-title \(id)-desc\"")
        if standalone {
            svg.append(" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\"")
        }
        svg.append(
            ">\n<title id=\"\(id)-title\">\(escaped(title))</title>\n<desc id=\"\(id)-desc\">\(escaped(description))</desc>\n"
        )
        if standalone {
            svg.append(
                "<rect width=\"\(Int(width))\" height=\"\(Int(height))\" fill=\"#ffffff\"/>\n")
        }
        let xTicks = PlotAxis(plot.xRange, target: 8).ticks
        let yTicks = PlotAxis(plot.yRange, target: 6).ticks
        let yLabels = yTicks.map { format.grouped($0.label) }
        let area = area(yLabels: yLabels)
        svg.append(
            "<defs><clipPath id=\"\(id)-area\"><rect x=\"\(area.left)\" y=\"\(area.top)\" "
                + "width=\"\(area.right - area.left)\" height=\"\(area.bottom - area.top)\"/></clipPath></defs>\n")
        let toX = { (x: Double) in
            area.left + (x - plot.xRange.lowerBound) / (plot.xRange.upperBound - plot.xRange.lowerBound)
                * (area.right - area.left)
        }
        let toY = { (y: Double) in
            area.bottom - (y - plot.yRange.lowerBound) / (plot.yRange.upperBound - plot.yRange.lowerBound)
                * (area.bottom - area.top)
        }
        let stroke = { (color: String) in standalone ? " stroke=\"\(color)\" fill=\"none\"" : "" }
        // Grid and ticks.
        svg.append("<g class=\"plot-grid\"\(stroke("#d1d5db"))>")
        for tick in xTicks {
            svg.append(
                "<line x1=\"\(n(toX(tick.value)))\" y1=\"\(area.top)\" x2=\"\(n(toX(tick.value)))\" y2=\"\(area.bottom)\"/>"
            )
        }
        for tick in yTicks {
            svg.append(
                "<line x1=\"\(area.left)\" y1=\"\(n(toY(tick.value)))\" x2=\"\(area.right)\" y2=\"\(n(toY(tick.value)))\"/>"
            )
        }
        svg.append("</g>\n<g class=\"plot-axes\"\(stroke("#374151"))>")
        svg.append(
            "<rect x=\"\(area.left)\" y=\"\(area.top)\" width=\"\(area.right - area.left)\" height=\"\(area.bottom - area.top)\" fill=\"none\"/>"
        )
        if plot.xRange.contains(0) {
            svg.append("<line x1=\"\(n(toX(0)))\" y1=\"\(area.top)\" x2=\"\(n(toX(0)))\" y2=\"\(area.bottom)\"/>")
        }
        if plot.yRange.contains(0) {
            svg.append("<line x1=\"\(area.left)\" y1=\"\(n(toY(0)))\" x2=\"\(area.right)\" y2=\"\(n(toY(0)))\"/>")
        }
        svg.append(
            "</g>\n<g class=\"plot-labels\"\(standalone ? " fill=\"#111827\" font-size=\"13\" font-family=\"sans-serif\"" : "")>"
        )
        let xLabels = xTicks.map { format.grouped($0.label) }
        let spacing = xTicks.count > 1 ? toX(xTicks[1].value) - toX(xTicks[0].value) : width
        let every = labelStride(widest: xLabels.map(labelWidth).max() ?? 0, spacing: spacing)
        let labelled = xTicks.firstIndex { $0.value == 0 }.map { $0 % every } ?? 0
        for (index, (tick, label)) in zip(xTicks, xLabels).enumerated() where index % every == labelled {
            // Centred under its tick, but never past the drawing's edges.
            let half = labelWidth(label) / 2
            let x = min(max(toX(tick.value), half), width - half)
            svg.append(
                "<text x=\"\(n(x))\" y=\"\(area.bottom + 18)\" text-anchor=\"middle\">\(escaped(label))</text>\n")
        }
        // Each label on a line of its own: a text browser shows the labels as text, and without the
        // line breaks between them they ran together (-10-50510).
        for (tick, label) in zip(yTicks, yLabels) {
            svg.append(
                "<text x=\"\(area.left - labelGap)\" y=\"\(n(toY(tick.value) + 4))\" text-anchor=\"end\">\(escaped(label))</text>\n"
            )
        }
        svg.append("</g>\n<g clip-path=\"url(#\(id)-area)\">\n")
        let limit = (low: area.top - 2 * height, high: area.bottom + 2 * height)
        for (index, curve) in plot.curves.enumerated() where curve.error == nil {
            var path = ""
            for segment in curve.segments(yRange: plot.yRange) {
                for (k, point) in segment.enumerated() {
                    let y = min(max(toY(point.y), limit.low), limit.high)
                    path += (k == 0 ? "M" : "L") + n(toX(point.x)) + " " + n(y)
                }
            }
            // A lone sample draws as a dot: a zero-length segment with round caps.
            path = path.replacingLoneMoves()
            let (color, dash) = standaloneStyle(index)
            let attributes =
                standalone ? " stroke=\"\(color)\" stroke-width=\"2.5\" fill=\"none\" stroke-dasharray=\"\(dash)\"" : ""
            svg.append("<path class=\"plot-curve plot-curve-\(index + 1)\"\(attributes) d=\"\(path)\"/>\n")
        }
        svg.append("</g>\n</svg>\n")
        return svg
    }

    /// The plot area for y labels `yLabels`: the default one, or one whose left edge leaves room
    /// for the widest label at the largest label size.
    static func area(yLabels: [String]) -> (left: Double, top: Double, right: Double, bottom: Double) {
        var area = defaultArea
        let widest = yLabels.map(labelWidth).max() ?? 0
        // At most half the drawing: a label longer than that (some 20 digits) is cut at the left.
        area.left = min(max(area.left, (widest + labelGap + 2).rounded(.up)), width / 2)
        return area
    }

    /// Every how many x ticks a label is written so that labels `widest` wide, at ticks `spacing`
    /// apart, never touch: 1, 2, 5, 10, … (the tick lines stay).
    static func labelStride(widest: Double, spacing: Double) -> Int {
        guard spacing > 0 else { return 1 }
        var every = 1
        for next in [2, 5, 10, 20, 50] where Double(every) * spacing < widest + labelGap { every = next }
        return every
    }

    /// How wide `label` is at most, in user units at ``largestLabelSize``: the advance widths of
    /// DejaVu Sans (`system-ui` on many Linux desktops, and wider than Arial, Helvetica, Roboto and
    /// San Francisco in the characters a number uses), rounded up; other characters as 0.7 em.
    static func labelWidth(_ label: String) -> Double {
        let ems = label.unicodeScalars.reduce(0.0) { sum, scalar in
            sum
                + ({
                    switch scalar {
                    case "0"..."9": 0.64
                    case ".", ",", "'", "\u{2019}", " ", "\u{A0}", "\u{202F}": 0.32
                    case "-": 0.37
                    case "e", "E": 0.62
                    case "\u{2212}": 0.84
                    default: 0.7
                    }
                }() as Double)
        }
        return ems * largestLabelSize
    }

    /// `text` escaped for markup.
    static func escaped(_ text: String) -> String { ("\(text)" as HTML).markup }

    /// “Graph of x^2-2 and sin(x)”.
    static func defaultTitle(_ plot: Plot) -> String {
        "Graph of " + list(plot.curves.map(\.text))
    }

    /// The ranges and what follows, in English (the page passes its own words).
    static func defaultDescription(_ plot: Plot) -> String {
        "x from \(plot.xText(plot.xRange.lowerBound)) to \(plot.xText(plot.xRange.upperBound)), "
            + "y from \(Plot.text(plot.yRange.lowerBound)) to \(Plot.text(plot.yRange.upperBound))."
    }

    /// `a`, `a and b`, `a, b and c`; `pair` joins the last two, a catalogue template (`{1} und {2}`).
    static func list(_ items: [String], pair: String = "{1} and {2}") -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : Catalogue.fill(pair, with: [items.dropLast().joined(separator: ", "), last])
    }

    /// A coordinate to one decimal; one far off the drawing (or not a number) is held at ±10^9, so
    /// that no value can fail to convert.
    static func n(_ value: Double) -> String {
        let value = value.isNaN ? 0 : min(max(value, -1e9), 1e9)
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10
        let rest = abs(Int(tenths) % 10)
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return rest == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(rest)"
    }

    /// The colour and dash pattern of curve `index` for a standalone file (the page's come from the style sheet).
    static func standaloneStyle(_ index: Int) -> (String, String) {
        let styles = [
            ("#1d4ed8", "none"), ("#c2410c", "9 5"), ("#15803d", "2 4"), ("#7e22ce", "12 4 3 4"),
            ("#be123c", "5 3 5 3 1 3"),
        ]
        return styles[index % styles.count]
    }
}

extension String {
    /// A path's lone `M x y` (a run of one sample) made visible as a zero-length line `M x y h0`.
    fileprivate func replacingLoneMoves() -> String {
        var result = ""
        var pendingMove = false
        for character in self {
            if character == "M" || character == "L" {
                if pendingMove && character == "M" { result += "h0" }
                pendingMove = character == "M"
            }
            result.append(character)
        }
        if pendingMove { result += "h0" }
        return result
    }
}
