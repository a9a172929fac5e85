import Testing

@testable import CalcHTML

struct ErrorPageTests {
    @Test(arguments: [400, 403, 404, 405, 413, 415, 429, 500, 503])
    func everyStatusHasAPage(status: Int) throws {
        let page = try #require(ErrorPage(status: .init(code: status)))
        let html = page.render()
        #expect(page.fileName() == "\(status).html")
        #expect(page.fileName(.de) == "\(status).de.html")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>\(status) \(page.title) – Calculator</title>"))
        #expect(html.contains("<h1>\(status) \(page.title)</h1>\n<p>\(page.explanation)</p>"))
        #expect(html.contains(#"<p><a href="/">Back to the calculator</a></p>"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/style.css">"#))
        #expect(!html.contains("<script") && !html.contains("style="))
    }

    @Test func unknownStatusHasNoPage() {
        #expect(ErrorPage(status: 418) == nil)
        #expect(ErrorPage.all.map(\.status) == [400, 403, 404, 405, 413, 415, 429, 500, 501, 503])
    }

    @Test func detailLine() {
        #expect(
            ErrorPage.badRequest.render(detail: "Unknown key: foo").contains(#"<p class="detail">Unknown key: foo</p>"#)
        )
    }

    @Test func detailLineIsEscaped() {
        #expect(
            ErrorPage.badRequest.render(detail: #"<script>&"'"#).contains(
                #"<p class="detail">&lt;script&gt;&amp;&quot;&#39;</p>"#))
    }
}
