import AppTestSupport
import Foundation
import TestSupport
import Testing

/// The key-sequence table of `Tests/CalcEngineTests/Fixtures/keys.tsv`, pressed one POST per key
/// against the live server, checked in the page's `#display`, `#expression` and `input#expr`.
@Suite(.serialized)
struct KeySequenceConformanceTests {
    @Test func everyRowOverHTTP() throws {
        let rows = try ConformanceRow.committed()
        #expect(rows.count >= 80)
        let server = try CalculatorProcess(["--rate-limit", "0"])
        for row in rows {
            let label = Comment(rawValue: row.description)
            var response = try server.get("/")
            var cookie = try #require(response.sessionCookie)
            let presses = (row.mode == "standard" ? [] : ["mode-\(row.mode)"]) + row.keys
            for key in presses {
                let seq = response.page.seq.map(String.init) ?? ""
                response = try server.post([("key", key), ("seq", seq)], cookie: cookie)
                #expect(response.status == 200, label)
                cookie = response.sessionCookie ?? cookie
            }
            let page = response.page
            #expect(page.notice == "", label)
            if row.display == "EMPTY" {
                #expect(page.display == "", label)
            } else if row.display.hasPrefix("ERROR:") {
                #expect(page.display == String(row.display.dropFirst("ERROR:".count)), label)
                #expect(response.text.contains(#"data-state="error""#), label)
            } else {
                #expect(page.display == row.display, label)
            }
            if row.expression == "EMPTY" {
                #expect(page.expression == "", label)
            } else if row.expression != "-" {
                #expect(
                    page.expression.map(ConformanceRow.normalized) == ConformanceRow.normalized(row.expression), label)
            }
            if row.expr != "-" {
                #expect(page.expr == row.expr, label)
            }
        }
        #expect(server.stop() == 0)
    }
}
