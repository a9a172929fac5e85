import Testing

@testable import CalcHTML

struct HTMLTests {
    @Test func literalIsMarkupAndInterpolatedTextIsEscaped() {
        let text = #"<script>&"'"#
        let html: HTML = "<p class=\"x\">\(text)</p>"
        #expect(html.markup == #"<p class="x">&lt;script&gt;&amp;&quot;&#39;</p>"#)
    }

    @Test func interpolatedHTMLIsInsertedAsMarkup() {
        let inner: HTML = "<b>\("a&b")</b>"
        let outer: HTML = "<p>\(inner)\(3)</p>"
        #expect(outer.markup == "<p><b>a&amp;b</b>3</p>")
    }

    @Test(arguments: [
        ("plain 1+2", "plain 1+2"),
        ("×÷−√π", "×÷−√π"),
        ("a<b>c", "a&lt;b&gt;c"),
        ("Tom & \"Jerry\" 's", "Tom &amp; &quot;Jerry&quot; &#39;s"),
        ("", ""),
        // Control characters a document may not hold become U+FFFD; tab, line feed, form feed and
        // carriage return stay (a textarea's lines).
        ("7\u{0}\u{1B}\r\n\t\u{C}x", "7\u{FFFD}\u{FFFD}\r\n\t\u{C}x"),
        ("a\u{7F}b\u{85}c\u{9F}", "a\u{FFFD}b\u{FFFD}c\u{FFFD}"),
        ("é\u{A0}\u{100}", "é\u{A0}\u{100}"),
    ])
    func escaping(input: String, expected: String) {
        var out: [UInt8] = []
        out.appendEscapingHTML(input)
        #expect(out == Array(expected.utf8))
        var html: HTML = "<p>"
        html.append(escaping: input)
        #expect(html.markup == "<p>" + expected)
    }

    @Test func literalsAreMarkupAsWritten() {
        var html: HTML = "<p title=\"–\">"
        html.append(literal: "<b>·</b>")
        html.append(7)
        html.append(-12)
        #expect(html.markup == "<p title=\"–\"><b>·</b>7-12")
        #expect(html.bytes == Array(html.markup.utf8))
        let single: HTML = "x"
        #expect(single.markup == "x")
    }
}
