import Testing

@testable import MicroHTTPServer

struct HTTPRequestTests {
    @Test func headerLookupIgnoresCase() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain", "Set-Cookie": "a=1"]
        headers.add(name: "set-cookie", value: "b=2")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers["CONTENT-TYPE"] == "text/plain")
        // Same length, another name: only ASCII letters fold (`_` is not `-`, `[` is not `{`).
        #expect(headers["Content-Typf"] == nil)
        #expect(headers["Content_Type"] == nil)
        #expect(headers["Content-Type "] == nil)
        #expect(HTTPHeaders.namesMatch("a[", "A[") && !HTTPHeaders.namesMatch("a[", "a{"))
        #expect(headers.values(for: "Set-Cookie") == ["a=1", "b=2"])
        headers.replace(name: "SET-COOKIE", value: "c=3")
        #expect(headers.values(for: "set-cookie") == ["c=3"])
    }

    /// `firstValue(named:)` tries the values of a name in order, ignoring case, until one gives a result.
    @Test func firstValueTriesEachValueOfANameInOrder() {
        let headers: HTTPHeaders = ["Cookie": "a", "Host": "h", "cookie": "22", "COOKIE": "333"]
        #expect(headers.firstValue(named: "Cookie") { $0.count > 1 ? $0 : nil } == "22")
        #expect(headers.firstValue(named: "cookie") { $0 } == "a")
        #expect(headers.firstValue(named: "Cookie") { $0.count > 3 ? $0 : nil } == nil)
        #expect(headers.firstValue(named: "Accept") { $0 } == nil)
    }

    @Test func appendedFieldsKeepTheirOrder() {
        var headers = HTTPHeaders(fields: [.init(name: "Content-Type", value: "text/plain")])
        headers.append(contentsOf: [.init(name: "Set-Cookie", value: "a=1"), .init(name: "Set-Cookie", value: "b=2")])
        headers.append(contentsOf: [])
        #expect(headers.map(\.name) == ["Content-Type", "Set-Cookie", "Set-Cookie"])
        #expect(headers.values(for: "set-cookie") == ["a=1", "b=2"])
    }

    @Test(arguments: [
        ("application/x-www-form-urlencoded", true),
        ("Application/X-WWW-Form-Urlencoded; charset=UTF-8", true),
        ("multipart/form-data; boundary=x", false),
        ("text/plain", false),
    ])
    func formValuesOnlyForFormContentType(contentType: String, isForm: Bool) {
        let request = HTTPRequest(
            method: .post, target: "/", headers: ["Content-Type": contentType],
            body: Array("key=7".utf8))
        #expect(request.isFormURLEncoded == isForm)
        #expect(request.formValue("key") == (isForm ? "7" : nil))
    }

    @Test func aBodyWithoutContentTypeIsNotAForm() {
        let request = HTTPRequest(method: .post, target: "/", body: Array("seq=3&key=neg".utf8))
        #expect(!request.isFormURLEncoded)
        #expect(request.formValues.isEmpty)
    }

    @Test func targetSplitsQuery() {
        let request = HTTPRequest(method: .get, target: "/p?a=1&b=x+y&c")
        #expect(request.rawPath == "/p")
        #expect(request.queryValue("b") == "x y")
        #expect(request.queryValue("c") == "")
    }

    @Test func errorDescriptionsAreUserFacing() {
        #expect(
            HTTPServerError.couldNotListen(host: "127.0.0.1", port: 80, reason: "Permission denied").description
                == "could not listen on 127.0.0.1:80: Permission denied")
        #expect(
            HTTPServerError.couldNotListen(host: "::1", port: 80, reason: "Address already in use").description
                == "could not listen on [::1]:80: Address already in use")
    }
}
