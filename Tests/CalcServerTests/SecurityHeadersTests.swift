import MicroHTTPServer
import Testing

@testable import CalcServer

struct SecurityHeadersTests {
    /// The names of `response`'s fields after the security headers were applied.
    private func names(_ response: HTTPResponse, secure: Bool, hstsMaxAge: Int = 60) -> [String] {
        var response = response
        SecurityHeaders.apply(to: &response, secure: secure, hstsMaxAge: hstsMaxAge)
        return response.headers.map(\.name)
    }

    @Test func plainResponsesGetThePolicyThenTheFixedFields() {
        #expect(
            names(.text("x"), secure: false) == [
                "Content-Type", "Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy",
                "Cache-Control",
            ])
        var cached = HTTPResponse.text("x")
        cached.headers.add(name: "Cache-Control", value: "public, max-age=300")
        #expect(
            names(cached, secure: false) == [
                "Content-Type", "Cache-Control", "Content-Security-Policy", "X-Content-Type-Options",
                "Referrer-Policy",
            ])
    }

    @Test func secureResponsesAddHSTSAfterThePolicy() {
        var response = HTTPResponse.text("x")
        SecurityHeaders.apply(to: &response, secure: true, hstsMaxAge: 60)
        #expect(
            response.headers.map(\.name) == [
                "Content-Type", "Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options",
                "Referrer-Policy", "Cache-Control",
            ])
        #expect(response.headers["Content-Security-Policy"] == SecurityHeaders.secureContentSecurityPolicy)
        #expect(response.headers["Strict-Transport-Security"] == "max-age=60")
        #expect(!names(.text("x"), secure: true, hstsMaxAge: 0).contains("Strict-Transport-Security"))
    }
}
