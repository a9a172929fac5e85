import AppTestSupport
import CalcHTML
import CalcSessions
import MicroHTTPServer
import Testing

@testable import CalcServer

/// Error pages in the visitor's language (issue 30, item 4): every line the server writes under an
/// error page has its translation, and a German browser's 404 and 400 are in German.
struct ErrorPageLanguageTests {
    static let errors: [CalcServerError] = [
        .badRequest("There is no key “x”."), .badRequest("The form carried neither a key nor an expression."),
        .badRequest("The page’s sequence number is malformed."), .unsafePath, .notFound,
        .methodNotAllowed(allowed: [.get, .head]), .contentTooLarge, .unsupportedMediaType, .crossSite,
        .tooManyRequests, .storeFailed(.corruptRecord("x")), .storeUnavailable(.unavailable("x")), .sessionBusy,
        .tooManyConnections,
    ]

    @Test(arguments: PageLanguage.allCases.filter { $0 != .en })
    func everyDetailIsTranslated(_ language: PageLanguage) {
        for error in Self.errors {
            #expect(language.message(error.description) != error.description, "\(language.tag): \(error.description)")
        }
    }

    @Test func aGermanBrowsersErrorPagesAreInGerman() {
        let app = TestApp.make(store: MemorySessionStore())
        var missing = HTTPRequest.get("/nowhere")
        missing.headers.add(name: "Accept-Language", value: "de-DE")
        let page = app.respond(to: missing)
        #expect(page.status == .notFound)
        #expect(page.text.contains("<html lang=\"de\">"))
        #expect(page.text.contains("<h1>404 Nicht gefunden</h1>"))
        #expect(page.text.contains("Versuchen Sie es stattdessen mit dem Rechner oder der Hilfeseite."))
        var unknown = HTTPRequest.post([("key", "x")])
        unknown.headers.add(name: "Accept-Language", value: "fr")
        let refused = app.respond(to: unknown)
        #expect(refused.status == .badRequest)
        #expect(refused.text.contains("Il n’y a pas de touche «\u{A0}x\u{A0}»."))
        #expect(app.respond(to: .get("/nowhere")).text.contains("<h1>404 Not Found</h1>"))
    }
}
