import Foundation
import TestSupport
import Testing

/// Programmer mode over HTTP (SPEC 10.5): a real server on a loopback port driven as a browser
/// drives it (cookie, `seq`, 303, GET); its links and `/eval?word=` compute in the word; bad keys
/// and words are refused and change nothing.
@Suite(.serialized)
struct ProgrammerHTTPTests {
    typealias Browser = NumberFormatHTTPTests.Browser

    @Test func keysBitsAndLinksComputeInTheWord() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "en")
        for key in ["mode-programmer", "word-8", "7", "F", "+", "1", "="] { try browser.post([("key", key)]) }
        #expect(browser.page.display == "0x80")
        #expect(
            browser.page.html.contains(
                #"<p><span class="b">DEC<span class="vh"> decimal</span></span> <span>-128</span></p>"#))
        #expect(browser.page.html.contains(#"<span id="word">8-bit signed</span>"#))
        // The word's keys say which is chosen; digits beyond the base cannot be pressed.
        #expect(browser.page.html.contains(#"value="word-8" id="k-word-8" class="mem" aria-pressed="true""#))
        try browser.post([("key", "base-10")])
        #expect(browser.page.html.contains(#"value="A" id="k-A" class="d" disabled"#))
        // Bit 0 toggled: the value becomes the entry (-127).
        try browser.post([("key", "bit-0")])
        #expect(browser.page.display == "-127")
        #expect(
            browser.page.html.contains(#"value="bit-0" id="k-bit-0" class="bit on" aria-label="bit 0: 1" autofocus"#))
        // The working and the link of a calculation carry its word.
        try browser.post([("key", "CL")])
        for key in ["1", "2", "7", "+", "1", "="] { try browser.post([("key", key)]) }
        #expect(browser.page.html.contains(#"href="/steps?expr=127%20%2B%201&amp;word=8s""#))
        let steps = try HTTPTestClient.send(port: server.port, path: "/steps?expr=127%20%2B%201&word=8s")
        #expect(steps.status == 200)
        #expect(steps.text.contains("In integers of 8 bits, signed."))
        #expect(steps.text.contains("-128"))
        // Opened in a fresh browser, the link shows what the calculator that made it showed.
        let other = try Browser(server, language: "en")
        let opened = try other.get("/?expr=127%20%2B%201&word=8s")
        #expect(opened.status == 303)
        try other.get("/")
        #expect(other.page.display == "0x80")
        #expect(other.page.html.contains(#"<main class="calc programmer"#))
    }

    /// The bitwise keys keep their operator names in every language, as their neighbours `or` and
    /// `xor` do (German had `und` beside `or`); the word "and" joining a graph's functions is
    /// translated on its own.
    @Test(arguments: ["de", "fr", "es"])
    func bitwiseKeysKeepTheirNames(_ language: String) throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: language)
        try browser.post([("key", "mode-programmer")])
        for name in ["and", "or", "xor", "nand", "nor", "not"] {
            let button = try #require(browser.page.html.range(of: #"id="k-\#(name)" class="#))
            #expect(browser.page.html[button.upperBound...].prefix(30).contains(#"">\#(name)<span"#), "\(name)")
        }
        let conjunction = ["de": "und", "fr": "et", "es": "y"][language] ?? ""
        try browser.get("/plot?f=sin(x)&f=cos(x)")
        #expect(browser.page.html.contains("sin(x) \(conjunction) cos(x)</title>"))
    }

    /// The word-size keys speak the page's language, as the indicator above them does ("64 Bit mit
    /// Vorzeichen"); the number and its unit stay on one line.
    @Test(arguments: [("de", "64\u{A0}Bit"), ("fr", "64\u{A0}bits"), ("es", "64\u{A0}bits"), ("en", "64-bit")])
    func wordSizeKeysAreTranslated(_ language: String, label: String) throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: language)
        try browser.post([("key", "mode-programmer")])
        let button = try #require(browser.page.html.range(of: #"id="k-word-64" class="#))
        #expect(browser.page.html[button.upperBound...].prefix(60).contains(">\(label)"), "\(language)")
    }

    @Test func scriptsNameTheWord() throws {
        let server = try CalculatorProcess()
        let eval = try HTTPTestClient.send(port: server.port, path: "/eval?expr=0-1&word=8u")
        #expect(eval.status == 200 && eval.text == "255\n")
        let bases = try HTTPTestClient.send(port: server.port, path: "/eval?expr=0xFF%20%26%200x0F")
        #expect(bases.text == "0xF\n")
        let bad = try HTTPTestClient.send(port: server.port, path: "/eval?expr=1&word=9x")
        #expect(bad.status == 400 && bad.text.hasPrefix("Error: There is no word “9x”"))
        // A script reads a refusal as it reads an answer: a line of text, or JSON when it asks for it.
        let json = try HTTPTestClient.send(
            port: server.port, path: "/eval?expr=1&word=9x", headers: [("Accept", "application/json")])
        #expect(json.status == 400 && json.header("Content-Type") == "application/json")
        #expect(json.text.contains(#""error":"There is no word “9x”"#) && json.text.contains(#""result":null"#))
        let missing = try HTTPTestClient.send(port: server.port, path: "/eval")
        #expect(missing.status == 400 && missing.text == "Error: Add the expression to the address: /eval?expr=1%2B2\n")
        // A link's word and angle unit are read as strictly: a mistyped one is not computed in another.
        for path in ["/steps?expr=0x10%2B1&word=99", "/?expr=1&word=99", "/steps?expr=sin(90)&angle=DEGREES"] {
            let refused = try HTTPTestClient.send(port: server.port, path: path)
            #expect(refused.status == 400, "\(path)")
        }
        let degrees = try HTTPTestClient.send(port: server.port, path: "/steps?expr=sin(90)&angle=DEG")
        #expect(degrees.status == 200 && degrees.text.contains("= 1<"), "any case")
    }

    @Test func badKeysAreRefusedAndChangeNothing() throws {
        let server = try CalculatorProcess()
        let browser = try Browser(server, language: "en")
        for key in ["mode-programmer", "F", "F"] { try browser.post([("key", key)]) }
        let before = browser.page.display
        for key in ["bit-64", "bit--1", "bit-1x", "word-7", "base-3", "G"] {
            #expect(try browser.post([("key", key)]) == 400, "\(key)")
            try browser.get()
            #expect(browser.page.display == before, "\(key)")
        }
        // A bit beyond an 8-bit word is a key, but changes nothing.
        try browser.post([("key", "word-8")])
        try browser.post([("key", "bit-40")])
        #expect(browser.page.display == "0xFF")
    }
}
