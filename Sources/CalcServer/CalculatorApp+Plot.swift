import CalcEngine
import CalcHTML
import MicroHTTPServer

extension CalculatorApp {
    /// `GET /plot`: a stateless page like `/steps`. A function that fails to parse (or gives a
    /// quantity) is 422 with the message beside its field; a range that is not one, or more than
    /// five functions, is 400 with the reason; the form alone when no function is given.
    func plotPage(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let typedIn = try scriptLocale(request)
        let locale = typedIn ?? chosenLocale(request)
        let format = typedIn?.format ?? .canonical
        let functions = request.queryItems.filter { $0.name == "f" }.map(\.value)
        var bounds: [String: String] = [:]
        for name in PlotPage.boundNames { bounds[name] = request.queryValue(name) }
        let query = PlotPage.Query(functions: functions, bounds: bounds, locale: locale, localeGiven: typedIn != nil)
        let given = functions.filter { !$0.allSatisfy(\.isWhitespace) }
        let outcome: Result<Plot, PlotError>?
        if given.isEmpty && functions.count <= Plot.maximumFunctions {
            outcome = nil
        } else {
            outcome = Result { () throws(PlotError) -> Plot in
                let units = configuration.units
                var value: [String: Double] = [:]
                for name in PlotPage.boundNames {
                    value[name] = try Plot.bound(bounds[name], name: name, format: format, units: units)
                }
                let x = try Plot.range(value["xmin"], value["xmax"], axis: "x", fallback: Plot.defaultX)
                let y: ClosedRange<Double>? =
                    value["ymin"] == nil && value["ymax"] == nil
                    ? nil : try Plot.range(value["ymin"], value["ymax"], axis: "y", fallback: Plot.defaultX)
                if functions.count > Plot.maximumFunctions { throw .tooManyFunctions(functions.count) }
                return try Plot.make(
                    functions: given, x: x, y: y, evaluator: ExpressionEvaluator(units: units), format: format)
            }
        }
        let status: HTTPStatus
        switch outcome {
        case .failure?: status = .badRequest
        case .success(let plot)? where plot.hasErrors: status = .unprocessableContent
        default: status = .ok
        }
        var shown = query
        shown.functions = given.isEmpty ? functions : given
        var response = HTTPResponse.html(PlotPage.render(outcome, query: shown), status: status)
        addKioskRefresh(to: &response)
        return response
    }
}
