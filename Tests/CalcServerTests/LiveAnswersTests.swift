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
}
