import CalcEngine
import CalcHTML
import CalcSessions
import MicroHTTPServer

extension CalculatorApp {
    /// The methods the calculator page accepts.
    static let pageMethods: [HTTPMethod] = [.get, .head, .post]
    /// The methods every other resource accepts.
    static let readMethods: [HTTPMethod] = [.get, .head]

    /// Picks the route for a request; every failure is a ``CalcServerError``.
    func route(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        let path = try RequestPath.checked(request)
        switch path {
        case "/", SessionPage.sheet.path:
            switch try answer(sessionRequest(request), waiting: true) {
            case .answered(let response, _, _): return response
            case .mustWait: preconditionFailure("an answer that may wait never hands over")
            }
        case "/eval":
            try requireRead(request)
            return try evaluateForScript(request)
        case "/steps":
            try requireRead(request)
            // The form sent empty (or blank) is the form again, not an error pointing at nothing.
            let text = request.queryValue("expr").flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
            let angle = try LinkSettings.angle(request) ?? .radians
            let word = try LinkSettings.word(request)
            // A link's text is the engine's own; the page's form says the format its text is typed in.
            let typedIn = try scriptLocale(request)
            let shownIn = typedIn ?? chosenLocale(request)
            // One work budget, as for evaluating the expression, pays for the steps and their printing.
            let working = text.map {
                Reduction(
                    of: $0,
                    evaluator: ExpressionEvaluator(
                        angle: angle, units: configuration.units, today: configuration.today().date, word: word),
                    format: typedIn?.format ?? .canonical)
            }
            // A working that ends in an error is 422, as `/eval` answers it; the page shows where.
            var response = HTTPResponse.html(
                StepsPage.render(
                    working, typed: text.map { typedIn == nil ? shownIn.format.ungrouped($0) : $0 } ?? "", angle: angle,
                    word: word, locale: shownIn),
                status: working?.error == nil ? .ok : .unprocessableContent)
            addKioskRefresh(to: &response)
            return response
        case "/convert":
            try requireRead(request)
            return try converter(request)
        case "/plot":
            try requireRead(request)
            return try plotPage(request)
        case "/history.txt":
            try requireRead(request)
            return try historyText(request)
        case "/date":
            try requireRead(request)
            return try datePage(request)
        case "/sheet.txt":
            try requireRead(request)
            return try sheetText(request)
        case "/healthz":
            // Never touches the store or a session: it answers whenever a handler thread is free.
            try requireRead(request)
            return .text("ok")
        case "/readyz":
            // The store's state, waiting at most `readinessTimeout`: 503 when it is down. A store that
            // waits on I/O is asked by the `ReadinessProbe` instead, never here.
            try requireRead(request)
            return Self.readinessAnswer(store.health(within: configuration.readinessTimeout))
        case "/metrics":
            try requireRead(request)
            let sessions = (try? store.count()) ?? 0
            return HTTPResponse(
                status: .ok,
                headers: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8"],
                body: metrics.exposition(liveSessions: sessions))
        default:
            // Browsers ask for /favicon.ico whatever the page links; the icon is the site's SVG.
            guard let file = staticFiles.file(at: path == "/favicon.ico" ? "/favicon.svg" : path) else {
                throw .notFound
            }
            try requireRead(request)
            var response = HTTPResponse(
                status: .ok,
                headers: ["Content-Type": file.contentType, "Cache-Control": "public, max-age=300"],
                body: file.body)
            if file.contentType.hasPrefix("text/html") { addKioskRefresh(to: &response) }
            return response
        }
    }

    /// `/readyz`'s answer: 200 with the store's health, 503 when it is down.
    static func readinessAnswer(_ health: StoreHealth) -> HTTPResponse {
        if case .down = health { return .text("\(health)\n", status: .serviceUnavailable) }
        return .text("\(health)\n")
    }

    /// In kiosk mode, a `Refresh` header that brings an idle help or error page back to a fresh
    /// calculator (the calculator page carries its own meta refresh).
    func addKioskRefresh(to response: inout HTTPResponse) {
        guard let seconds = configuration.kioskIdleSeconds else { return }
        response.headers.add(name: "Refresh", value: "\(seconds); url=/?fresh")
    }

    /// Refuses every method but GET and HEAD.
    private func requireRead(_ request: HTTPRequest) throws(CalcServerError) {
        guard Self.readMethods.contains(request.method) else {
            throw .methodNotAllowed(allowed: Self.readMethods)
        }
    }
}
