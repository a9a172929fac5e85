import CalcEngine
import CalcHTML
import MicroHTTPServer

extension CalculatorApp {
    /// `GET /date`: the date page, stateless like `/steps`: the empty forms, or the answer of the
    /// one sent (`calc=between` or `calc=shift`), 422 when a field is wrong, its page naming it.
    func datePage(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let locale = try scriptLocale(request) ?? chosenLocale(request)
        let calculation = DateCalculation(query: { request.queryValue($0) })
        var response = HTTPResponse.html(
            DatePage.render(calculation, locale: locale),
            status: calculation.form != nil && !calculation.errors.isEmpty ? .unprocessableContent : .ok)
        addKioskRefresh(to: &response)
        return response
    }
}
