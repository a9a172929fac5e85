import AppTestSupport
import CalcServer
import Foundation
import MicroHTTPServer
import TestSupport
import Testing

/// Routes, statuses and the headers on every response, through the handler alone.
struct RoutesTests {
    let app = TestApp.make()

    @Test(arguments: [
        ("/", 200, "text/html; charset=utf-8"),
        ("/style.css", 200, "text/css; charset=utf-8"),
        ("/help.html", 200, "text/html; charset=utf-8"),
        ("/index.html", 200, "text/html; charset=utf-8"),
        ("/healthz", 200, "text/plain; charset=utf-8"),
        ("/metrics", 200, "text/plain; version=0.0.4; charset=utf-8"),
        ("/favicon.ico", 200, "image/svg+xml"),
        ("/nothing-here", 404, "text/html; charset=utf-8"),
        ("/Public/style.css", 404, "text/html; charset=utf-8"),
    ])
    func getAnswersWithStatusAndType(path: String, status: Int, contentType: String) {
        let response = app.respond(to: .get(path))
        #expect(response.status.code == status)
        #expect(response.headers["Content-Type"] == contentType)
    }

    @Test func healthzSaysOk() {
        #expect(app.respond(to: .get("/healthz")).text == "ok")
    }

    @Test func headIsAnsweredLikeGet() {
        #expect(app.respond(to: .get("/", method: .head)).status == 200)
        #expect(app.respond(to: .get("/style.css", method: .head)).status == 200)
    }

    @Test func staticFilesAreTheFolderContentsAndMayBeCachedBriefly() throws {
        let response = app.respond(to: .get("/style.css"))
        let onDisk = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Public/style.css")))
        #expect(response.body == onDisk)
        #expect(response.headers["Cache-Control"] == "public, max-age=300")
    }

    @Test(arguments: [
        ("/", "PUT", "GET, HEAD, POST"),
        ("/", "DELETE", "GET, HEAD, POST"),
        ("/", "OPTIONS", "GET, HEAD, POST"),
        ("/", "get", "GET, HEAD, POST"),
        ("/style.css", "POST", "GET, HEAD"),
        ("/healthz", "POST", "GET, HEAD"),
        ("/metrics", "DELETE", "GET, HEAD"),
    ])
    func otherMethodsAre405WithAllow(path: String, method: String, allow: String) {
        let response = app.respond(to: .get(path, method: HTTPMethod(method)!))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == allow)
        #expect(response.text.contains("405 Method Not Allowed"))
    }

    @Test(arguments: [
        "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E/Package.swift", "/..%2fPackage.swift",
        "/style.css/../../x", "/./style.css", "/.%2e/Package.swift", "/%5c..%5cPackage.swift",
        "/..\\Package.swift", "/style.css%00.html", "/a/../style.css", "..", "style.css",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/....//Package.swift",
    ])
    func traversalNeverServesAnythingOutsidePublic(rawPath: String) {
        let response = app.respond(to: HTTPRequest(method: .get, rawPath: rawPath))
        #expect([400, 404].contains(response.status))
        #expect(!response.text.contains("swift-tools-version"))
        #expect(!response.text.contains("root:"))
    }

    @Test func dotSegmentsAreBadRequests() {
        #expect(app.respond(to: HTTPRequest(method: .get, rawPath: "/%2e%2e/Package.swift")).status == 400)
        #expect(app.respond(to: HTTPRequest(method: .get, rawPath: "/..%2fPackage.swift")).status == 400)
    }

    @Test func namesWithDotsThatAreNotSegmentsAreFine() {
        #expect(app.respond(to: .get("/..style.css")).status == 404)
        #expect(app.respond(to: .get("/style.css")).status == 200)
    }

    @Test func everyResponseCarriesTheSecurityHeaders() {
        let requests: [(request: HTTPRequest, isStatic: Bool)] = [
            (.get("/"), false), (.get("/style.css"), true), (.get("/help.html"), true), (.get("/healthz"), false),
            (.get("/metrics"), false), (.get("/nope"), false), (.get("/", method: .put), false),
            (HTTPRequest(method: .get, rawPath: "/../x"), false), (.post([("key", "7")]), false),
            (.post([("key", "bogus")]), false), (.post([("key", "7")], contentType: "text/plain"), false),
            (.post([("key", "7"), ("seq", "9")]), false),
        ]
        var responses = requests.map { (app.respond(to: $0.request), $0.isStatic) }
        responses.append((app.contentTooLarge(.post([])), false))
        for (response, isStatic) in responses {
            #expect(
                response.headers["Content-Security-Policy"] == """
                    default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'
                    """)
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["Referrer-Policy"] == "no-referrer")
            #expect(response.headers["Content-Type"]?.hasSuffix("charset=utf-8") == true)
            #expect(response.headers["Cache-Control"] == (isStatic ? "public, max-age=300" : "no-store"))
            #expect(!response.text.contains("<script"))
        }
    }

    @Test func dynamicPagesAreNotStored() {
        #expect(app.respond(to: .get("/")).headers["Cache-Control"] == "no-store")
        #expect(app.submit(.post([("key", "1")])).headers["Cache-Control"] == "no-store")
        #expect(app.respond(to: .get("/metrics")).headers["Cache-Control"] == "no-store")
    }

    @Test func contentTooLargeIsThe413Page() {
        let response = app.contentTooLarge(.post([]))
        #expect(response.status == 413)
        #expect(response.text.contains("413 Content Too Large"))
    }

    @Test func metricsCountRequestsByStatusAndLiveSessions() {
        _ = app.respond(to: .get("/nope"))
        _ = app.submit(.post([("key", "7")]))
        let text = app.respond(to: .get("/metrics")).text
        #expect(text.contains(#"calculator_http_requests_total{status="404"} 1"#))
        #expect(text.contains(#"calculator_http_requests_total{status="200"} 1"#))
        #expect(text.contains("calculator_http_request_duration_seconds_bucket"))
        #expect(text.contains("calculator_sessions_live 1"))
    }
}
