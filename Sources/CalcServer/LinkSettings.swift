import CalcEngine
import CalcHTML
import MicroHTTPServer

/// The settings a calculation link or a script names in its query (`word=8s`, `angle=deg`): read
/// strictly, so that a mistyped one is a 400 naming the values there are, not a calculation done
/// silently in another word or angle unit.
enum LinkSettings {
    /// The word `request`'s `word=` names (`8u`, SPEC 10.5), nil without one.
    /// - Throws: ``CalcServerError/badRequest(_:)`` naming the words there are, for another value.
    static func word(_ request: HTTPRequest) throws(CalcServerError) -> WordFormat? {
        guard let code = request.queryValue(CalculationLinks.wordName) else { return nil }
        guard let word = WordFormat(code: code) else {
            throw .badRequest("There is no word “\(code.prefix(40))”: use 8s, 8u, 16s, 16u, 32s, 32u, 64s or 64u.")
        }
        return word
    }

    /// The angle unit `request`'s `angle=` names (`deg` or `rad`, any case), nil without one.
    /// - Throws: ``CalcServerError/badRequest(_:)`` for another value.
    static func angle(_ request: HTTPRequest) throws(CalcServerError) -> AngleUnit? {
        guard let value = request.queryValue(CalculationLinks.angleName) else { return nil }
        switch value.lowercased() {
        case "deg": return .degrees
        case "rad": return .radians
        default: throw .badRequest("There is no angle unit “\(value.prefix(40))”: use deg or rad.")
        }
    }
}
