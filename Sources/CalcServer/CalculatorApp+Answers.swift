import CalcEngine
import CalcHTML
import CalcSessions
import Foundation
import MicroHTTPServer

extension CalculatorApp {
    /// `GET /eval?expr=TEXT`: the result line `calculator eval` prints, for scripts; no session, no cookie.
    ///
    /// Plain text by default (422 with `Error: …` for an expression that fails); with
    /// `Accept: application/json`, `{"expr": …, "result": …, "exact": …, "error": …}`.
    func evaluateForScript(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let wantsJSON = request.headers.values(for: "Accept").contains { $0.contains("application/json") }
        let answer: EvalAnswer
        do throws(CalcServerError) {
            guard let text = request.queryValue("expr") else {
                throw CalcServerError.badRequest("Add the expression to the address: /eval?expr=1%2B2")
            }
            // Scripts read and write the engine's own form unless they name a format.
            let format = try scriptLocale(request)?.format ?? .canonical
            answer = EvalAnswer(
                expr: text, format: format, units: configuration.units, today: configuration.today(),
                word: try LinkSettings.word(request))
        } catch .badRequest(let message) {
            // A script reads its 400 as it reads an answer: a line of text, or the JSON object.
            return Self.scriptAnswer(EvalAnswer(refusing: message), status: .badRequest, json: wantsJSON)
        }
        return Self.scriptAnswer(answer, status: answer.error == nil ? .ok : .unprocessableContent, json: wantsJSON)
    }

    /// `answer` as `/eval` sends it: the line `calculator eval` prints, or the JSON object.
    private static func scriptAnswer(_ answer: EvalAnswer, status: HTTPStatus, json: Bool) -> HTTPResponse {
        guard json else { return .text(answer.line + "\n", status: status) }
        var response = HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: answer.json)
        response.headers.add(name: "Vary", value: "Accept")
        return response
    }

    /// The format a request's `locale=` names, nil without one.
    /// - Throws: ``CalcServerError/badRequest(_:)`` naming the formats there are, for an unknown tag.
    func scriptLocale(_ request: HTTPRequest) throws(CalcServerError) -> NumberLocale? {
        guard let tag = request.queryValue("locale") else { return nil }
        guard let locale = NumberLocale(matching: tag) else {
            let known = NumberLocale.allCases.map(\.tag).joined(separator: ", ")
            throw .badRequest("There is no number format “\(tag.prefix(40))”; there are \(known).")
        }
        return locale
    }

    /// `GET /sheet.txt`: the session's worksheet with each line's result, as a download, its numbers
    /// read and written and its messages worded as the visitor's page writes them.
    func sheetText(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let state = try visitorsRecord(request)?.state ?? CalculatorState()
        let locale = state.numberLocale ?? visitorsLocale(request)
        let format = locale.format
        let sheet = Worksheet(
            text: state.sheet, format: format, units: configuration.units, angle: state.angle,
            today: configuration.today().date)
        var response = HTTPResponse.text(sheet.download(in: format, words: PageLanguage(locale).message))
        response.headers.add(name: "Content-Disposition", value: #"attachment; filename="calculator-sheet.txt""#)
        return response
    }

    /// `GET /history.txt`: the session's history as a plain-text tape, oldest first, as a download,
    /// its numbers written as the visitor's page writes them.
    func historyText(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let state = try visitorsRecord(request)?.state
        let format = (state?.numberLocale ?? visitorsLocale(request)).format
        let lines = state?.view.history ?? []
        let tape = lines.reversed().map { "\(format.grouped($0.expression)) = \(format.grouped($0.result))\n" }.joined()
        var response = HTTPResponse.text(tape)
        response.headers.add(name: "Content-Disposition", value: #"attachment; filename="calculator-history.txt""#)
        return response
    }
}

/// One answer of `/eval`: the expression, and its displayed result or its error.
struct EvalAnswer: Encodable, Equatable {
    let expr: String
    let result: String?
    let exact: Bool?
    let error: String?
    /// For a result in a currency, the date and source of the exchange rates.
    let note: String?

    /// Evaluates `expr` as `calculator eval` does (radians, no `ans`), its numbers read and written in
    /// `format`, its unit names looked up in `units`.
    /// In `word`, when given, every value is held in it (SPEC 10.5).
    init(
        expr: String, format: NumberFormat, units: UnitCatalog = .standard, today: Today? = nil,
        word: WordFormat? = nil
    ) {
        self.expr = expr
        do {
            let evaluator = ExpressionEvaluator(units: units, today: today?.date, word: word)
            let value = try evaluator.evaluate(expr, format: format)
            result = format.grouped(value.displayString)
            exact = value.magnitude.precision == nil
            error = nil
            note = units.currencyNote(for: value) ?? (expr.lowercased().contains("today") ? today?.note : nil)
        } catch {
            result = nil
            exact = nil
            self.error = error.description
            note = nil
        }
    }

    /// The answer to a request that named no expression, or a word or format there is not: `message`.
    init(refusing message: String) {
        (expr, result, exact, error, note) = ("", nil, nil, message, nil)
    }

    /// The line `calculator eval` prints.
    var line: String { result.map { r in note.map { "\(r) (\($0))" } ?? r } ?? "Error: \(error ?? "")" }

    /// The JSON object, with `null` for what is missing.
    var json: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(self))) ?? Array(#"{"error":"the answer could not be encoded"}"#.utf8)
    }

    private enum CodingKeys: String, CodingKey {
        case expr, result, exact, error, note
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(expr, forKey: .expr)
        try container.encode(result, forKey: .result)
        try container.encode(exact, forKey: .exact)
        try container.encode(error, forKey: .error)
        // Only a currency result has one: the answers of scripts written before currencies stay as they were.
        try container.encodeIfPresent(note, forKey: .note)
    }
}
