import Foundation
import TestSupport
import Testing

/// Numbers in the visitor's format over HTTP (issue 30): a real server on a loopback port, driven as
/// a browser drives it (cookie, `seq`, 303, GET), with `Accept-Language`, the page's number-format
/// choice, `serve --locale`, `/eval?locale=` and the tape; bad input changes nothing.
@Suite(.serialized)
struct NumberFormatHTTPTests {
    /// A browser that sends `language` as its `Accept-Language` (nil: none) and keeps its cookie.
    final class Browser {
        let server: CalculatorProcess
        let language: String?
        var cookie: String?
        var page = PageScraper(html: "")

        init(_ server: CalculatorProcess, language: String?) throws {
            self.server = server
            self.language = language
            try get()
        }

        var headers: [(String, String)] {
            [("Accept-Language", language), ("Cookie", cookie)].compactMap { name, value in value.map { (name, $0) } }
        }

        @discardableResult
        func get(_ path: String = "/") throws -> HTTPTestResponse {
            let response = try HTTPTestClient.send(port: server.port, path: path, headers: headers)
            if let set = response.sessionCookie { cookie = set }
            if path.hasPrefix("/"), !path.hasPrefix("/eval"), !path.hasPrefix("/history") {
                page = PageScraper(html: response.text)
            }
            return response
        }

        /// Posts `fields` with the page's `seq` and follows the 303; returns the POST's status.
        @discardableResult
        func post(_ fields: [(String, String)]) throws -> Int {
            let body = formBody(fields + [("seq", String(page.seq ?? 0)), ("sid", page.sid ?? "")])
            let response = try HTTPTestClient.send(
                port: server.port, method: "POST", path: "/",
                headers: headers + [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8))
            if let set = response.sessionCookie { cookie = set }
            if response.status == 303, let location = response.header("Location") {
                try get(String(location.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }))
            }
            return response.status
        }
    }

    @Test func aGermanBrowserGetsGermanNumbersAndTypesThem() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "de-DE,de;q=0.9,en;q=0.5")
        #expect(
            browser.page.html.contains(#"<button name="key" value="." id="k-point" class="d" aria-label="Komma">,"#))
        try browser.post([("expr", "1.234,5*1000+0,25")])
        #expect(browser.page.display == "1.234.500,25")
        #expect(browser.page.expression == "1.234,5 × 1000 + 0,25 =")
        #expect(browser.page.expr == "1234500,25", "the field reads back as the same number")
        // The display pasted back is the same number.
        try browser.post([("expr", "1.234.500,25-1234500,25")])
        #expect(browser.page.display == "0")
        // The decimal key types the comma's `.`: 1 . 5 + 1 = is 2,5.
        for key in ["CL", "1", ".", "5", "+", "1", "="] { try browser.post([("key", key)]) }
        #expect(browser.page.display == "2,5")
        let tape = try browser.get("/history.txt").text
        #expect(tape.contains("1.234,5 × 1000 + 0,25 = 1.234.500,25\n"), "\(tape)")
    }

    /// A Mexican browser gets Spanish words and Latin America's decimal point (CLDR es-MX:
    /// 1,234,567.5, babel's format_decimal), not Spain's comma.
    @Test func aMexicanBrowserGetsSpanishWordsAndADecimalPoint() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "es-MX,es;q=0.9")
        #expect(browser.page.html.contains(#"<html lang="es""#))
        try browser.post([("expr", "1,234.5*1000+0.25")])
        #expect(browser.page.display == "1,234,500.25")
        #expect(browser.page.html.contains(#"<option value="es-419" lang="es-419">Español, Latinoamérica"#))
        let argentine = try Browser(server, language: "es-AR")
        try argentine.post([("expr", "1.234,5*1000")])
        #expect(argentine.page.display == "1.234.500")
    }

    /// A Swiss browser gets German words and Switzerland's marks (CLDR de-CH: 1’234’567.5, as
    /// Foundation writes it), and the apostrophe its keyboard types reads as the grouping mark; a
    /// Portuguese and a South African browser get their spaces and decimal comma.
    @Test func swissPortugueseAndSouthAfricanBrowsersGetTheirOwnMarks() throws {
        let server = try CalculatorProcess()
        let swiss = try Browser(server, language: "de-CH,de;q=0.9")
        #expect(swiss.page.html.contains(#"<html lang="de""#))
        try swiss.post([("expr", "1'234.5*1000+0.25")])
        #expect(swiss.page.display == "1\u{2019}234\u{2019}500.25")
        #expect(swiss.page.html.contains(#"<option value="de-CH" lang="de-CH">Deutsch, Schweiz (1’234.5)</option>"#))
        let portuguese = try Browser(server, language: "pt-PT")
        try portuguese.post([("expr", "12 345,5*2")])
        #expect(portuguese.page.display == "24\u{A0}691")
        let southAfrican = try Browser(server, language: "en-ZA")
        try southAfrican.post([("expr", "1 234,5*1000")])
        #expect(southAfrican.page.display == "1\u{A0}234\u{A0}500")
    }

    @Test func anAmbiguousNumberIsRefusedAndStaysInTheField() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "de")
        try browser.post([("expr", "2+1.234")])
        #expect(
            browser.page.display
                == "Syntaxfehler an Stelle 3: „1.234“ kann 1234 oder 1,234 heißen: geben Sie die gemeinte Zahl ein")
        #expect(browser.page.expr == "2+1.234")
    }

    @Test func theChoiceOnThePageOverridesTheBrowserAndStaysInTheSession() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "en-US")
        #expect(browser.page.html.contains(#"<option value="auto" selected>From your browser</option>"#))
        try browser.post([("locale", "fr")])
        #expect(browser.page.html.contains(#"<option value="fr" lang="fr" selected>"#))
        try browser.post([("expr", "1 234,5*2")])
        #expect(browser.page.display == "2\u{202F}469")
        try browser.post([("locale", "auto")])
        #expect(browser.page.display == "2,469")
        #expect(browser.page.html.contains(#"<option value="auto" selected>"#))
    }

    /// The format chosen on the calculator is the one the pages beside it show and read: the
    /// converter, the steps, the graph and the date pages, in a store in memory and on SQLite
    /// (whose reads run on the store's worker threads); a visitor without a session keeps the
    /// browser's.
    @Test(arguments: ["memory", "sqlite"])
    func theChoiceOnThePageCarriesToThePagesBesideIt(_ store: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString).sqlite")
        let server = try CalculatorProcess(store: store == "memory" ? "memory" : "sqlite:" + path.path)
        let browser = try Browser(server, language: "en-US")
        try browser.post([("locale", "de")])
        try browser.get("/convert")
        #expect(browser.page.html.contains(#"<html lang="de">"#))
        #expect(browser.page.html.contains(#"<input type="hidden" name="locale" value="de">"#))
        try browser.get("/convert?value=1234%2C5&from=m&to=km&locale=de")
        #expect(browser.page.html.contains("1,2345 km"), "\(browser.page.html)")
        try browser.get("/steps?expr=1234.5*2")
        #expect(browser.page.html.contains(#"<li class="result"><code>2469</code></li>"#))
        #expect(browser.page.html.contains(#"name="expr" value="1234,5*2""#))
        try browser.get("/plot?f=x%2F1000&xmin=0&xmax=5000")
        #expect(browser.page.html.contains(#"<html lang="de">"#))
        try browser.get("/date")
        #expect(browser.page.html.contains(#"<html lang="de">"#))
        let stranger = try HTTPTestClient.send(
            port: server.port, path: "/convert", headers: [("Accept-Language", "en")])
        #expect(stranger.text.contains(#"<html lang="en">"#))
        #expect(server.stop() == 0)
    }

    /// A made-up choice is a 400 and changes nothing; a malformed or huge `Accept-Language` is
    /// English, never an error.
    @Test func badInputGetsAClearAnswerAndChangesNothing() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "de")
        try browser.post([("expr", "1,5")])
        let seq = browser.page.seq
        #expect(try browser.post([("locale", "xx")]) == 400)
        #expect(try browser.post([("locale", String(repeating: "d", count: 5_000))]) == 400)
        try browser.get()
        #expect(browser.page.seq == seq)
        #expect(browser.page.display == "1,5")
        for header in ["de;q=abc,,;;=", ";q=1", "*", "de;q=0", "x" + String(repeating: "-de", count: 1_000), "q=1;de"] {
            let response = try HTTPTestClient.send(
                port: server.port, path: "/", headers: [("Accept-Language", header)])
            #expect(response.status == 200, "\(header.prefix(40))")
            #expect(
                response.text.contains(#"value="." id="k-point" class="d" aria-label="point">."#),
                "\(header.prefix(40))")
        }
        // Quality values pick the format: French is preferred here.
        let french = try HTTPTestClient.send(
            port: server.port, path: "/", headers: [("Accept-Language", "de;q=0.5, fr-CA;q=0.8, en;q=0.1")])
        #expect(french.text.contains(#"aria-label="virgule">,"#))
    }

    @Test func evalReadsAndWritesTheFormatItIsGiven() throws {
        let server = try CalculatorProcess()
        func eval(_ query: String) throws -> (Int, String) {
            let response = try HTTPTestClient.send(port: server.port, path: "/eval?\(query)")
            return (response.status, response.text)
        }
        #expect(try eval("expr=1234567.5*2") == (200, "2469135\n"))
        #expect(try eval("expr=1.234.567,5*2&locale=de") == (200, "2.469.135\n"))
        #expect(try eval("expr=1234567.5&locale=en-IN") == (200, "12,34,567.5\n"))
        #expect(try eval("expr=1,5&locale=de-AT") == (200, "1,5\n"))
        let unknown = try eval("expr=1&locale=xx")
        #expect(unknown.0 == 400)
        #expect(unknown.1.contains("There is no number format “xx”"))
        #expect(try eval("expr=1,5").0 == 422)
    }

    @Test func aKioskPinsItsFormat() throws {
        let server = try CalculatorProcess(["--locale", "de"])
        let browser = try Browser(server, language: "en")
        try browser.post([("expr", "1,5*3")])
        #expect(browser.page.display == "4,5")
    }
}

extension NumberFormatHTTPTests {
    /// The steps page writes the working in the visitor's format; its form is read in that format,
    /// a link's text in the engine's own.
    @Test func theStepsPageIsInTheVisitorsFormat() throws {
        let server = try CalculatorProcess()
        let german = [("Accept-Language", "de")]
        let linked = try HTTPTestClient.send(port: server.port, path: "/steps?expr=1234.5*2", headers: german)
        #expect(linked.status == 200)
        #expect(linked.text.contains(#"<li class="result"><code>2469</code></li>"#), "\(linked.text)")
        #expect(linked.text.contains(#"<code><mark>1.234,5*2</mark></code>"#), "\(linked.text)")
        #expect(linked.text.contains(#"name="expr" value="1234,5*2""#))
        #expect(linked.text.contains(#"<input type="hidden" name="locale" value="de">"#))
        let typed = try HTTPTestClient.send(
            port: server.port, path: "/steps?expr=1%2C5%2B1&locale=de", headers: german)
        #expect(typed.text.contains(#"<li class="result"><code>2,5</code></li>"#), "\(typed.text)")
        #expect(typed.text.contains(#"href="/?expr=1.5%2B1""#), "the link is in the engine's form")
        let unknown = try HTTPTestClient.send(port: server.port, path: "/steps?expr=1&locale=zz")
        #expect(unknown.status == 400)
    }
}

extension NumberFormatHTTPTests {
    /// The page's words follow the visitor too: German for a German browser (its title, labels and
    /// the server's notices), English words with Italian numbers where no Italian catalogue exists.
    @Test func theCalculatorSpeaksTheVisitorsLanguage() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "de-DE")
        #expect(browser.page.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">"))
        #expect(browser.page.html.contains(#"<button class="eq">Berechnen</button>"#))
        #expect(browser.page.html.contains("<title>0 – Rechner</title>"))
        try browser.post([("expr", "2+2")])
        #expect(browser.page.html.contains("<title>4 – Rechner</title>"))
        // A stale page: the notice in German.
        let body = formBody([("key", "1"), ("seq", "0")])
        let stale = try HTTPTestClient.send(
            port: server.port, method: "POST", path: "/",
            headers: browser.headers + [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8))
        let location = try #require(stale.header("Location"))
        try browser.get(String(location.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }))
        #expect(browser.page.notice == "Diese Seite war veraltet; es wurde nichts geändert.")
        try browser.post([("expr", "1/0")])
        #expect(browser.page.display == "Division durch null nicht möglich")
        let italian = try Browser(server, language: "it")
        #expect(italian.page.html.contains("<html lang=\"en\">"))
        #expect(italian.page.html.contains(#"aria-label="comma">,"#))
    }
}
