import Foundation
import MicroHTTPServer

/// Who a request really comes from when it passes through trusted reverse proxies.
///
/// Only for a connection from a trusted proxy are `Forwarded` (RFC 7239) or `X-Forwarded-For` and
/// `X-Forwarded-Proto` read; the client is the right-most address that is not itself a trusted
/// proxy (every proxy appends the address it saw, so the entries left of that one are the
/// client's own claims). Headers from anyone else are ignored, so they cannot be spoofed.
enum ForwardedClient {
    /// `request` with `remoteAddress` and `scheme` taken from the proxies' headers where allowed.
    static func resolve(_ request: HTTPRequest, trusting proxies: [AddressRange]) -> HTTPRequest {
        guard !proxies.isEmpty, proxies.contains(where: { $0.contains(request.remoteAddress) }) else { return request }
        var resolved = request
        let (chain, proto) = forwardedChain(in: request)
        if let client = chain.last(where: { address in !proxies.contains { $0.contains(address) } }) ?? chain.first {
            resolved.remoteAddress = client
        }
        if let proto = proto?.lowercased(), proto == "https" || proto == "http" {
            resolved.scheme = proto
        }
        return resolved
    }

    /// The addresses the proxies recorded, oldest first, and the scheme the first one saw.
    ///
    /// `X-Forwarded-For` wins over `Forwarded` when both came: it is what common proxies (nginx,
    /// HAProxy) set, and a proxy that sets only it passes a client's own `Forwarded` through.
    private static func forwardedChain(in request: HTTPRequest) -> (addresses: [String], proto: String?) {
        let forwarded = request.headers.values(for: "Forwarded")
        if !forwarded.isEmpty, request.headers["X-Forwarded-For"] == nil {
            var addresses: [String] = []
            var proto: String?
            for element in forwarded.flatMap({ $0.split(separator: ",") }) {
                for pair in element.split(separator: ";") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map {
                        $0.trimmingCharacters(in: [" ", "\t", "\""])
                    }
                    guard parts.count == 2 else { continue }
                    switch parts[0].lowercased() {
                    case "for": addresses.append(bareAddress(parts[1]))
                    case "proto": proto = proto ?? parts[1]
                    default: break
                    }
                }
            }
            return (addresses, proto)
        }
        let addresses = request.headers.values(for: "X-Forwarded-For")
            .flatMap { $0.split(separator: ",") }
            .map { bareAddress($0.trimmingCharacters(in: [" ", "\t"])) }
        let proto = request.headers["X-Forwarded-Proto"]?.split(separator: ",").first
            .map { $0.trimmingCharacters(in: [" ", "\t"]) }
        return (addresses, proto)
    }

    /// An address without the brackets and port that `Forwarded` allows (`"[::1]:4711"`, `1.2.3.4:80`).
    private static func bareAddress(_ text: String) -> String {
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return String(text[..<colon])
        }
        return text
    }
}
