import CalcEngine
import CalcHTML
import MicroHTTPServer

extension CalculatorApp {
    /// `GET /convert?value=5&from=km&to=mi` (and `&swap=swap`, which exchanges From and To first): the
    /// unit converter, stateless like `/steps` (no `seq`; the session is only read for the number
    /// format its visitor chose, ``chosenLocale(_:)``). Its words and numbers follow
    /// the visitor as the steps page's do: a value is read in the format `locale=` names (the page's
    /// form sends it), else in the engine's own form, as a link's text is. 200 with the answer or
    /// the empty form; 422 when the conversion fails, the page naming the field and why.
    func converter(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let typedIn = try scriptLocale(request)
        let shownIn = typedIn ?? chosenLocale(request)
        let (from, to) = (request.queryValue("from"), request.queryValue("to"))
        // Any value swaps: the button sends `swap` (lynx shows it as the button's link), older links `1`.
        let swapped = !(request.queryValue("swap") ?? "").isEmpty
        let value = request.queryValue("value")
        let conversion = Conversion(
            value: value, from: swapped ? to : from, to: swapped ? from : to, format: typedIn?.format ?? .canonical,
            units: configuration.units)
        // A link's value is shown in the visitor's format, which the form then sends back.
        let typed = typedIn == nil ? shownIn.format.ungrouped(conversion.value) : conversion.value
        var response = HTTPResponse.html(
            ConverterPage.render(conversion, typed: typed, locale: shownIn),
            status: conversion.failure == nil ? .ok : .unprocessableContent)
        addKioskRefresh(to: &response)
        return response
    }
}
