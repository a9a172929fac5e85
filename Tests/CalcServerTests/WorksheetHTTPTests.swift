import Foundation
import TestSupport
import Testing

/// The worksheet over HTTP (SPEC 10.4): a real server on a loopback port, driven as a browser drives
/// it (cookie, `seq`, 303, GET); kept in the session on SQLite across a restart, linked into a fresh
/// browser, downloaded, and its names used in the calculator's Expression field.
@Suite(.serialized)
struct WorksheetHTTPTests {
    static let sheet = """
        # a quote
        price = 12.50
        qty = 3
        price * qty
        f(x) = x^2 + 1
        f(qty)
        bad = 1 +
        """

    /// A browser on `server`'s worksheet page, keeping its cookie.
    final class SheetBrowser {
        let server: CalculatorProcess
        var cookie: String?
        var page = PageScraper(html: "")

        init(_ server: CalculatorProcess) throws {
            self.server = server
            try get()
        }

        @discardableResult
        func get(_ path: String = "/sheet") throws -> HTTPTestResponse {
            let response = try HTTPTestClient.send(
                port: server.port, path: path, headers: cookie.map { [("Cookie", $0)] } ?? [])
            if let set = response.sessionCookie { cookie = set }
            if !path.hasSuffix(".txt") { page = PageScraper(html: response.text) }
            return response
        }

        /// Posts `fields` from the current page with its `seq` and `sid`, and follows the 303.
        @discardableResult
        func post(_ fields: [(String, String)], to path: String = "/sheet") throws -> HTTPTestResponse {
            let body = formBody(fields + [("seq", String(page.seq ?? 0)), ("sid", page.sid ?? "")])
            let response = try HTTPTestClient.send(
                port: server.port, method: "POST", path: path,
                headers: [("Content-Type", "application/x-www-form-urlencoded")]
                    + (cookie.map { [("Cookie", $0)] } ?? []),
                body: Array(body.utf8))
            if let set = response.sessionCookie { cookie = set }
            if response.status == 303, let location = response.header("Location") {
                try get(String(location.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }))
            }
            return response
        }
    }

    @Test func aSheetIsPostedShownKeptAndUsedByTheCalculator() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = "sqlite:" + folder.appendingPathComponent("calculator.sqlite").path
        var cookie = ""
        do {
            let server = try CalculatorProcess(store: store)
            let browser = try SheetBrowser(server)
            #expect(browser.page.html.contains(#"<textarea id="sheet" name="sheet""#))
            let posted = try browser.post([("sheet", Self.sheet)])
            #expect(posted.status == 303 && posted.header("Location")?.hasSuffix("/sheet") == true)
            let html = browser.page.html
            #expect(html.contains(#"<li value="4"><code>price * qty</code> <span class="gives">= 37.5</span>"#))
            #expect(html.contains(#"<a href="/steps?expr=12.5%2A3">"#))
            #expect(html.contains(#"<li value="6"><code>f(qty)</code> <span class="gives">= 10</span>"#))
            #expect(
                html.contains(
                    #"<li value="7"><code>bad = 1 +</code> <span class="error">Syntax error at 10: expected a number</span>"#
                ))
            #expect(html.contains("# a quote\nprice = 12.50"), "the text stays in the field")
            // Reload repeats the GET; the sheet is the session's.
            #expect(try browser.get().text == html)
            // The names serve the calculator's Expression field.
            try browser.get("/")
            try browser.post([("expr", "price * qty + f(2)")], to: "/")
            #expect(browser.page.display == "42.5")
            // Downloaded with its results.
            let download = try browser.get("/sheet.txt")
            #expect(download.text.contains("price * qty  → 37.5\n"))
            #expect(download.header("Content-Disposition")?.contains("calculator-sheet.txt") == true)
            cookie = try #require(browser.cookie)
        }
        // A restart on SQLite keeps it.
        let server = try CalculatorProcess(store: store)
        let again = try HTTPTestClient.send(port: server.port, path: "/sheet", headers: [("Cookie", cookie)])
        #expect(again.text.contains(#"<span class="gives">= 37.5</span>"#))
    }

    /// A German page's download writes its lines' numbers and its messages as the page does; a
    /// comment and a failing line stay as typed.
    @Test func aGermanDownloadIsWorded() throws {
        let server = try CalculatorProcess(["--locale", "de"])
        let browser = try SheetBrowser(server)
        try browser.post([("sheet", "# Budget 2025\nx = 1.000.000\nx * 1,5\n1.234")])
        #expect(
            try browser.get("/sheet.txt").text
                == "# Budget 2025\nx = 1.000.000  → 1.000.000\nx * 1,5  → 1.500.000\n1.234  ! Syntaxfehler an "
                + "Stelle 1: „1.234“ kann 1234 oder 1,234 heißen: geben Sie die gemeinte Zahl ein\n")
    }

    @Test func aLinkCarriesTheSheetIntoAFreshBrowserWithoutStoringIt() throws {
        let server = try CalculatorProcess()
        let first = try SheetBrowser(server)
        try first.post([("sheet", "w = 2\nh2 = 3\nw * h2")])
        let link = try #require(
            first.page.html.range(of: #"<a href="/sheet?sheet="#).map { range in
                String(first.page.html[range.upperBound...].prefix { $0 != "\"" })
            })
        let fresh = try HTTPTestClient.send(
            port: server.port, path: "/sheet?sheet=" + link.replacingOccurrences(of: "&amp;", with: "&"))
        #expect(fresh.status == 200)
        #expect(fresh.text.contains(#"<span class="gives">= 6</span>"#))
        #expect(fresh.sessionCookie == nil, "a link stores nothing")
        #expect(fresh.text.contains("These are the linked worksheet’s results; press Calculate to keep it."))
        #expect(!fresh.text.contains("Press Evaluate"), "the worksheet has no Evaluate button")
        #expect(fresh.text.contains("w = 2\nh2 = 3\nw * h2</textarea>"))
        #expect(try first.get().text.contains("w = 2\nh2 = 3\nw * h2</textarea>"))
        // The notice is in the visitor's language, as the calculator's is.
        let german = try HTTPTestClient.send(
            port: server.port, path: "/sheet?sheet=" + link.replacingOccurrences(of: "&amp;", with: "&"),
            headers: [("Accept-Language", "de")])
        #expect(german.text.contains(#"<p id="notice" role="status">Das sind die Ergebnisse"#), "\(german.text)")
    }

    @Test func boundsAreStatedAndWhatWasTypedIsKept() throws {
        let server = try CalculatorProcess()
        let browser = try SheetBrowser(server)
        let long = Array(repeating: "1 + 1", count: 201).joined(separator: "\n")
        try browser.post([("sheet", long)])
        #expect(browser.page.html.contains("The sheet has 201 lines: the first 200 are computed."))
        #expect(browser.page.html.contains("<li value=\"200\">"), "the first 200 lines are computed")
        #expect(!browser.page.html.contains("<li value=\"201\">"))
        // In the visitor's language (here a link to the same sheet, read in German).
        let encoded = long.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let german = try HTTPTestClient.send(
            port: server.port, path: "/sheet?sheet=" + encoded, headers: [("Accept-Language", "de")])
        #expect(german.text.contains("Das Blatt hat 201 Zeilen: Die ersten 200 werden berechnet."))
        #expect(browser.page.html.contains(long + "</textarea>"))
    }

    /// A sheet of the 20,000 characters computed, written with `×` and `−` (two and three bytes of
    /// UTF-8, nine bytes each once percent-encoded: a 90 KB form), is computed and kept whole.
    @Test func aLongSheetOfNonASCIISymbolsIsComputedAndKept() throws {
        let server = try CalculatorProcess()
        let browser = try SheetBrowser(server)
        let line = "x = 2 × 3 − 1" + String(repeating: " × 1", count: 21)
        let long = Array(repeating: line, count: 200).joined(separator: "\n")
        #expect(long.count <= 20_000 && formBody([("sheet", long)]).utf8.count > 16 * 1024)
        let response = try browser.post([("sheet", long)])
        #expect(response.status == 303)
        #expect(browser.page.html.contains(long + "</textarea>"))
        #expect(!browser.page.html.contains("at most"))
        #expect(browser.page.html.contains(#"<li value="200"><code>\#(line)</code> <span class="gives">= 5</span>"#))
    }
}
