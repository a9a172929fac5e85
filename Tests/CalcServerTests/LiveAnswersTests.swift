import Foundation
import TestSupport
import Testing

/// `/eval`, `/history.txt` and calculation links against the real `calculator serve`.
struct LiveAnswersTests {
    @Test func scriptsLinksAndTheTapeOverRealHTTP() throws {
        let server = try CalculatorProcess()
        let plain = try server.get("/eval?expr=" + formEncode("-6-5+4*3^2"))
        #expect(plain.status == 200)
        #expect(plain.text == "25\n")
        #expect(plain.header("Set-Cookie") == nil)
        let long = try server.get("/eval?expr=" + String(repeating: "1%2B", count: 499) + "1")
        #expect(long.text == "500\n")
        let tooLong = try server.get("/eval?expr=" + String(repeating: "1", count: 1_001))
        #expect(tooLong.status == 422)
        let json = try HTTPTestClient.send(
            port: server.port, path: "/eval?expr=1%2F0", headers: [("Accept", "application/json")])
        #expect(json.status == 422)
        #expect(json.text == #"{"error":"Cannot divide by zero","exact":null,"expr":"1/0","result":null}"#)

        let link = try server.get("/?expr=" + formEncode("2^10"))
        #expect(link.status == 303)
        let cookie = try #require(link.sessionCookie)
        #expect(try server.get(try #require(link.header("Location")), cookie: cookie).page.display == "1024")
        _ = try server.post([("expr", "1+1")], cookie: cookie)
        #expect(try server.get("/history.txt", cookie: cookie).text == "2 ^ 10 = 1024\n1 + 1 = 2\n")
    }

    @Test func stepsOverRealHTTP() throws {
        let server = try CalculatorProcess()
        let seed = try server.get("/steps?expr=" + formEncode("-6-5+4*3^2"))
        #expect(seed.status == 200)
        for line in [
            "<li><code>-6-5+4*<mark>3^2</mark></code>", "<li><code>-6-5+<mark>4*9</mark></code>",
            "<li><code><mark>-6-5</mark>+36</code>", "<li><code><mark>-11+36</mark></code>",
            #"<li class="result"><code>25</code></li>"#,
        ] {
            #expect(seed.text.contains(line), "\(line)")
        }
        let functions = try server.get("/steps?expr=" + formEncode("sqrt(9+7)*(2+1)"))
        #expect(functions.text.contains("<li><code>sqrt(<mark>9+7</mark>)*(2+1)</code>"))
        #expect(functions.text.contains("<li><code><mark>sqrt(16)</mark>*3</code>"))
        #expect(functions.text.contains(#"<li class="result"><code>12</code></li>"#))
        let failing = try server.get("/steps?expr=" + formEncode("1/(2-2)"))
        #expect(failing.text.contains("<li><code><mark>1/0</mark></code></li>"))
        #expect(failing.text.contains(#"<p class="error" role="status">Cannot divide by zero</p>"#))
        let garbage = try server.get("/steps?expr=%FF%FE%00")
        #expect(garbage.status == 200)
        #expect(garbage.text.contains("Syntax error"))
        let badEval = try server.get("/eval?expr=%FF%FE")
        #expect(badEval.status == 422)
        #expect(badEval.text.hasPrefix("Error: Syntax error at 1"))
    }
}
