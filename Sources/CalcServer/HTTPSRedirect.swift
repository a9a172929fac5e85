import CalcHTML
import MicroHTTPServer

/// The plain-HTTP listener of `--redirect-http`: every request is sent to the same address over
/// HTTPS with `308 Permanent Redirect` (the method and body are kept, as RFC 9110 says of 308).
public enum HTTPSRedirect {
    /// The redirect for `request` to the HTTPS server on `port`; 400 for a request without `Host`.
    public static func response(to request: HTTPRequest, httpsPort: Int) -> HTTPResponse {
        guard let host = request.headers["Host"].map(hostName), !host.isEmpty else {
            var response = HTTPResponse.text(
                "\(HTTPStatus.badRequest): the request names no host\n", status: .badRequest)
            SecurityHeaders.apply(to: &response, secure: false, hstsMaxAge: 0)
            return response
        }
        let query =
            request.queryItems.isEmpty
            ? "" : "?" + URLEncoding.query(request.queryItems.map { ($0.name, $0.value) })
        let authority = httpsPort == 443 ? host : "\(host):\(httpsPort)"
        var response = HTTPResponse.text("\(HTTPStatus.permanentRedirect)\n", status: .permanentRedirect)
        response.headers.add(name: "Location", value: "https://\(authority)\(request.rawPath)\(query)")
        SecurityHeaders.apply(to: &response, secure: false, hstsMaxAge: 0)
        return response
    }

    /// The host of a `Host` header without its port: `calc.lan`, `[::1]`, `192.168.1.5`.
    static func hostName(_ header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") { return String(header[...close]) }
        return String(header.prefix { $0 != ":" })
    }
}
