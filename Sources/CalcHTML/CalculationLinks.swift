import CalcEngine

/// The addresses that carry a calculation: its working (`/steps?expr=`), a link that opens it
/// in the calculator (`/?expr=`) and, for a function of x, its graph (`/plot?f=`), for the
/// calculator page, the worksheet and the help page.
///
/// A calculation made in degrees carries `angle=deg`, one made in programmer mode its word
/// (`word=8u`, SPEC 10.5), so that its working and the calculator a link opens compute what the
/// calculator that made it showed; radians and no word, the defaults, add nothing.
public enum CalculationLinks {
    /// `/steps?expr=…` for `expression` computed with angles in `angle`, in `word` when there is one.
    static func steps(_ expression: String, angle: AngleUnit = .radians, word: WordFormat? = nil) -> String {
        stepsPath.text + URLEncoding.encoded(expression) + query(angle) + query(word)
    }

    /// `/?expr=…` for `expression` computed with angles in `angle`, in `word` when there is one.
    static func calculator(_ expression: String, angle: AngleUnit = .radians, word: WordFormat? = nil) -> String {
        calculatorPath.text + URLEncoding.encoded(expression) + query(angle) + query(word)
    }

    /// The query name of a link's angle unit (`angle=deg`).
    public static let angleName = "angle"
    /// The query name of a link's word (`word=8u`, see ``WordFormat/code``).
    public static let wordName = "word"

    /// `&word=8u` for a word, nothing without one.
    private static func query(_ word: WordFormat?) -> String {
        word.map { "&\(wordName)=\($0.code)" } ?? ""
    }
    /// The query value for degrees.
    static let degreesValue = "deg"

    /// `&angle=deg` for degrees, nothing for radians.
    private static func query(_ angle: AngleUnit) -> String {
        angle == .degrees ? "&\(angleName)=\(degreesValue)" : ""
    }

    /// Appends `&amp;angle=deg` (as an attribute value) to `page` for degrees, nothing for radians.
    static func appendQuery(_ angle: AngleUnit, word: WordFormat? = nil, to page: inout HTML) {
        if angle == .degrees { page.append(escaping: query(angle)) }
        if let word { page.append(escaping: query(word)) }
    }

    /// `/plot?f=…` for a function of x (SPEC 10.6).
    static func plot(_ function: String) -> String {
        plotPath.text + URLEncoding.encoded(function)
    }

    /// The function of x a "Plot this function" link draws: the typed expression of an infix
    /// calculator in radians when it uses `x` and the graph page can read it (``Plot/isFunctionOfX(_:format:units:)``),
    /// as typed (the graph page reads the engine's canonical text); nil otherwise. The graph page
    /// draws in radians, so a calculator in degrees offers none.
    static func plottedFunction(of view: CalculatorView) -> String? {
        guard view.mode != .rpn, view.angle == .radians, Plot.isFunctionOfX(view.expr) else { return nil }
        return view.expr
    }

    /// The start of each link, before the encoded expression.
    static let stepsPath: MarkupLiteral = "/steps?expr="
    static let calculatorPath: MarkupLiteral = "/?expr="
    static let plotPath: MarkupLiteral = "/plot?f="

    /// The calculation a description line describes, ready to type back (`7 + 9 =` → `7 + 9`);
    /// `nil` while it is unfinished (`7 + ...`) or empty.
    static func calculation(describedBy line: String) -> String? {
        guard line.hasSuffix(" =") else { return nil }
        let calculation = String(line.dropLast(2))
        return calculation.isEmpty ? nil : calculation
    }

    /// Appends `path` followed by `text` percent-encoded (``URLEncoding``) to `page` as an
    /// attribute value: the encoding leaves no character HTML would have to escape.
    static func append(_ path: MarkupLiteral, encoding text: String, to page: inout HTML) {
        page.append(literal: path)
        page.withBytes { URLEncoding.append(text, to: &$0) }
    }
}
