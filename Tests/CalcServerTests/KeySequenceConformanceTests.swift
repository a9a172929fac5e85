import Foundation
import Testing

/// The key-sequence table of `Tests/CalcEngineTests/Fixtures/keys.tsv`, pressed one POST per key
/// against the live server, checked in the page's `#display`, `#expression` and `input#expr`.
@Suite(.serialized)
struct KeySequenceConformanceTests {
    struct Row {
        let mode: String
        let keys: [String]
        let display: String
        let expression: String
        let expr: String
        let line: Int
    }

    static func rows() throws -> [Row] {
        let url = packageRoot.appendingPathComponent("Tests/CalcEngineTests/Fixtures/keys.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("mode\t") { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            return Row(
                mode: fields[0], keys: fields[1].split(separator: " ").map(String.init), display: fields[2],
                expression: fields[3], expr: fields[4], line: index + 1)
        }
    }

    /// The description line compared as the table says: no whitespace, × ÷ − as * / -.
    static func normalized(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace }.map { character -> Character in
            switch character {
            case "×": "*"
            case "÷": "/"
            case "−": "-"
            default: character
            }
        })
    }

    @Test func everyRowOverHTTP() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 80)
        let server = try LiveServer(["--rate-limit", "0"])
        for row in rows {
            let label = Comment(rawValue: "keys.tsv line \(row.line): \(row.mode) \(row.keys.joined(separator: " "))")
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
                #expect(page.expression.map(Self.normalized) == Self.normalized(row.expression), label)
            }
            if row.expr != "-" {
                #expect(page.expr == row.expr, label)
            }
        }
        #expect(server.stop() == 0)
    }
}
