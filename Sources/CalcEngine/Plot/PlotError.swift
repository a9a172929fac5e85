/// Why a plot cannot be drawn at all: its request names too many functions, or a range that is
/// not one. A function that fails to parse or evaluate is reported on its ``PlotCurve`` instead.
public enum PlotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// More than ``Plot/maximumFunctions`` functions.
    case tooManyFunctions(Int)
    /// A bound (`xmin`, `xmax`, `ymin`, `ymax`) that is not a plain number; the text as given.
    case notANumber(bound: String, text: String)
    /// A bound beyond ``Plot/largestBound`` in size.
    case tooLarge(bound: String)
    /// A range whose lower bound is not below its upper bound: `x` or `y`.
    case emptyRange(axis: String)
    /// A range narrower than a billionth of its bounds' size, which the page cannot draw: `x` or `y`.
    case narrowRange(axis: String)

    /// The message the page shows (one of the catalogue's templates).
    public var description: String {
        switch self {
        case .tooManyFunctions(let count): "At most 5 functions can be plotted at once, not \(count)."
        case .notANumber(let bound, let text): "\(bound) must be a number, not “\(text)”."
        case .tooLarge(let bound): "\(bound) must lie between -1e9 and 1e9."
        case .emptyRange(let axis): "\(axis)min must be less than \(axis)max."
        case .narrowRange(let axis): "The \(axis) range is too narrow to draw; make it wider."
        }
    }
}
