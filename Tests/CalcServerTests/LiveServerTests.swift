import AppTestSupport
import Foundation
import Synchronization
import TestSupport
import Testing

/// End to end: the real binary, real sockets, then SIGTERM and a clean exit.
@Suite(.serialized)
struct LiveServerTests {
    @Test func aSessionOverRealHTTP() throws {
        let server = try CalculatorProcess()
        let first = try server.get("/")
        #expect(first.status == 200)
        let issued = try #require(first.header("Set-Cookie"))
        #expect(issued.contains("HttpOnly") && issued.contains("SameSite=Lax") && !issued.contains("Secure"))
        #expect(first.header("Content-Security-Policy")?.hasPrefix("default-src 'none'") == true)

        // The first key stores the session; its id replaces the one the GET offered.
        var response = try server.post(
            [("key", "7"), ("seq", "0"), ("sid", first.page.sid ?? "")], cookie: first.sessionCookie)
        let cookie = try #require(response.sessionCookie)
        for (index, key) in ["+", "9", "="].enumerated() {
            response = try server.post([("key", key), ("seq", String(index + 1))], cookie: cookie)
            #expect(response.status == 200)
        }
        #expect(response.page.seq == 4)
        #expect(response.page.display == "16")
        #expect(response.page.expression == "7 + 9 =")
        #expect(response.header("Set-Cookie") == nil)
        #expect(try server.get("/style.css").header("Content-Type") == "text/css; charset=utf-8")
        #expect(try server.get("/healthz").text == "ok")
        #expect(try server.get("/%2e%2e/Package.swift").status == 400)
        #expect(server.stop() == 0)
    }

    /// A link from another site, over real HTTP (issue 27, item 4): the visitor's own calculator and
    /// no cookie; a calculation link only fills the field; someone's session id in a link is not adopted.
    @Test func aLinkFromElsewhereOverRealHTTP() throws {
        let server = try CalculatorProcess()
        let cookie = try #require(try server.post([("expr", "3+4")]).sessionCookie)
        let planted = try #require(try server.post([("expr", "50+5")]).page.sid)
        let elsewhere = [("Sec-Fetch-Site", "cross-site"), ("Referer", "http://elsewhere.test/")]
        func follow(_ path: String, cookie: String? = nil) throws -> HTTPTestResponse {
            let headers = elsewhere + (cookie.map { [("Cookie", $0)] } ?? [])
            return try HTTPTestClient.send(port: server.port, path: path, headers: headers)
        }
        let own = try follow("/", cookie: cookie)
        #expect(own.page.display == "7")
        #expect(own.header("Set-Cookie") == nil)
        let linked = try follow("/?expr=6*7", cookie: cookie)
        #expect(linked.page.display == "7")
        #expect(linked.page.expr == "6*7")
        #expect(linked.header("Set-Cookie") == nil)
        #expect(try server.get("/", cookie: cookie).page.seq == 1)
        for path in ["/?sid=\(planted)", "/?fresh"] {
            let page = try follow(path, cookie: cookie)
            #expect(page.page.display == "7", "\(path)")
            #expect(page.header("Set-Cookie") == nil, "\(path)")
        }
        let stranger = try follow("/?sid=\(planted)")
        #expect(stranger.page.display == "0")
        #expect(stranger.page.sid == "")
        #expect(stranger.header("Set-Cookie") == nil)
        #expect(try follow("/history.txt?sid=\(planted)").text == "")
        #expect(try server.get("/", cookie: "calc_session=\(planted)").page.seq == 1)
        #expect(server.stop() == 0)
    }

    @Test func typedExpressionsTooLongOrWrongStillGiveAPage() throws {
        let server = try CalculatorProcess()
        let long = try server.post([("expr", String(repeating: "1+", count: 600))])
        #expect(long.status == 200)
        let cookie = try #require(long.sessionCookie)
        #expect(long.page.seq == 1)
        #expect(long.page.display == "Expression too long: 1200 characters (at most 1000)")
        #expect(long.text.contains(#"data-state="error""#))
        let wrong = try server.post([("expr", "(1+")], cookie: cookie)
        #expect(wrong.status == 200)
        #expect(wrong.page.seq == 2)
        #expect(wrong.page.display == "Syntax error at 4: expected a number")
        let right = try server.post([("expr", "0.1 + 0.2")], cookie: cookie)
        #expect(right.page.display == "0.3")
        #expect(server.stop() == 0)
    }

    /// A body is read up to what the longest worksheet needs (40,000 characters of four-byte UTF-8,
    /// percent-encoded, and 4 KiB: 484,096 bytes); past that it is refused unread.
    @Test func anOversizedBodyGetsThe413Page() throws {
        let server = try CalculatorProcess()
        let response = try server.post([("expr", String(repeating: "9", count: 500_000))])
        #expect(response.status == 413)
        #expect(response.text.contains("413 Content Too Large"))
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        let long = try server.post([("expr", String(repeating: "9", count: 20_000))])
        #expect(long.status == 200)
        #expect(long.page.display == "Expression too long: 20000 characters (at most 1000)")
        #expect(server.stop() == 0)
    }

    @Test func concurrentPostsToOneSessionLoseNone() throws {
        // 202 requests in a blink: more than the default burst of 200 from one address.
        let server = try CalculatorProcess(["--rate-burst", "1000"])
        let first = try server.post([("key", "CL")])
        let cookie = try #require(first.sessionCookie)
        let failures = Atomic<Int>(0)
        runOnThreads(8) { _ in
            for _ in 0..<25 {
                let status = (try? server.post([("key", "1")], cookie: cookie))?.status
                if status != 200 { failures.add(1, ordering: .relaxed) }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        let page = try server.get("/", cookie: cookie).page
        #expect(page.seq == 201)
        #expect(page.display == "11,111,111,111,111,111,111,111,111,111,111", "at most 32 digits are kept")
        #expect(server.stop() == 0)
    }
}
