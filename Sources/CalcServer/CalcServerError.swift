import CalcHTML
import CalcSessions
import MicroHTTPServer

/// Everything a request can go wrong with; ``status`` is the one place errors become HTTP statuses.
public enum CalcServerError: Error, Equatable, CustomStringConvertible {
    /// A form without a usable `key` or `expr`, an unknown key, or a malformed `seq`.
    case badRequest(String)
    /// A path with `..`, a backslash or NUL: refused before any lookup.
    case unsafePath
    /// A head whose framing a proxy could read differently (RFC 9112): refused before its body is read.
    case framing(HTTPFramingError)
    /// Nothing at this path.
    case notFound
    /// The path exists but not for this method; `allowed` goes into the `Allow` header.
    case methodNotAllowed(allowed: [HTTPMethod])
    /// A body over the size limit.
    case contentTooLarge
    /// A POST whose body is not `application/x-www-form-urlencoded`, or has no `Content-Type`.
    case unsupportedMediaType
    /// A post from another site's page, which may not change a session.
    case crossSite
    /// The client's address used up its request allowance.
    case tooManyRequests
    /// The session store failed in a way retrying will not fix (a record it cannot read).
    case storeFailed(SessionStoreError)
    /// The session store did not answer in time, or may not be written to; retrying later may work.
    case storeUnavailable(SessionStoreError)
    /// Another request of the same session held its lock past `SessionDefaults.lockTimeout`; nothing was changed.
    case sessionBusy
    /// The connection came when its address (or the server) held all the connections allowed and
    /// none of them idled; nothing was read but the request's head.
    case tooManyConnections

    /// The HTTP status this error is answered with.
    public var status: HTTPStatus {
        switch self {
        case .badRequest, .unsafePath: .badRequest
        case .framing(let error): error.status
        case .crossSite: .forbidden
        case .notFound: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .contentTooLarge: .contentTooLarge
        case .unsupportedMediaType: .unsupportedMediaType
        case .tooManyRequests: .tooManyRequests
        case .storeFailed: .internalServerError
        case .storeUnavailable, .sessionBusy, .tooManyConnections: .serviceUnavailable
        }
    }

    /// The line shown under the error page's explanation, written for the person at the browser.
    public var description: String {
        switch self {
        case .badRequest(let reason): reason
        case .unsafePath: "That address is not allowed."
        case .framing(let error): error.description
        case .crossSite: "Open the calculator itself and press the key there."
        case .notFound: "Try the calculator or the help page instead."
        case .methodNotAllowed(let allowed): "This address accepts \(Self.list(allowed))."
        case .contentTooLarge: "Type a shorter expression."
        case .unsupportedMediaType: "Send the form as application/x-www-form-urlencoded."
        case .tooManyRequests: "Please slow down."
        case .storeFailed: "The calculator could not load or save your session; please try again."
        case .storeUnavailable:
            "Your session could not be loaded or saved just now. Try again in a moment; reload the page to see whether your last key counted."
        case .tooManyConnections: "Too many connections from your address are busy just now. Try again in a moment."
        case .sessionBusy: "Your previous key is still being saved, so this one was not applied. Try again in a moment."
        }
    }

    /// The error page, with the `Allow` header for 405 (security headers are added by the caller).
    /// Its words are in `language`.
    func response(in language: PageLanguage) -> HTTPResponse {
        let page = ErrorPage(status: status) ?? .internalServerError
        var response = HTTPResponse.html(page.render(detail: description, language: language), status: page.status)
        if case .methodNotAllowed(let allowed) = self { response.headers.add(name: "Allow", value: Self.list(allowed)) }
        if status == .serviceUnavailable { response.headers.add(name: "Retry-After", value: "1") }
        return response
    }

    /// Methods as the `Allow` header lists them: `GET, HEAD, POST`.
    static func list(_ methods: [HTTPMethod]) -> String {
        methods.map(\.rawValue).joined(separator: ", ")
    }
}
