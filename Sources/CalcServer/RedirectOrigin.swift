import MicroHTTPServer

/// Where the server's redirects point: an absolute `Location` (`http://host:port/…`), built only from
/// what the server knows, never from an unchecked `Host` header.
///
/// lynx waits about 4.5 seconds on every relative `Location` ("Location URL is not absolute."), so a
/// browser's key is answered with an absolute one whenever the origin is known: the configured public
/// URL (`serve --public-url`), else the request's `Host` when it names this server, on the port it
/// listens on, by the address it listens on (a loopback address, `localhost`, or, listening on every
/// interface, any numeric address). Otherwise the `Location` stays relative, as HTTP allows.
struct RedirectOrigin: Sendable {
    /// `scheme://host[:port]` of `serve --public-url`, when given.
    let publicOrigin: String?
    /// The address the server listens on (`serve --host`), lowercased.
    let listenHost: String
    /// Whether that address is every interface (`0.0.0.0`, `::`) or loopback (127.0.0.0/8, ::1, localhost).
    private let listensEverywhere: Bool
    private let listensOnLoopback: Bool

    init(publicOrigin: String?, listenHost: String) {
        self.publicOrigin = publicOrigin
        self.listenHost = listenHost.lowercased()
        listensEverywhere = self.listenHost == "0.0.0.0" || self.listenHost == "::"
        listensOnLoopback = Self.isLoopback(self.listenHost)
    }

    /// The origin for the redirects answering `request`, when the server knows it, else `nil`.
    /// `port` is the port the server bound (0 before it started: nothing is known).
    func origin(for request: HTTPRequest, port: Int) -> String? {
        if let publicOrigin { return publicOrigin }
        guard port > 0, let header = request.headers["Host"], let authority = Authority(header) else { return nil }
        guard authority.port ?? (request.scheme == "https" ? 443 : 80) == port, names(authority.host) else {
            return nil
        }
        return "\(request.scheme)://\(header)"
    }

    /// Whether `host` (lowercased, an IPv6 literal without its brackets) is an address of this server.
    private func names(_ host: String) -> Bool {
        if host == listenHost { return true }
        if listensEverywhere { return SocketAddress.bytes(ofNumeric: host) != nil }
        return listensOnLoopback && Self.isLoopback(host)
    }

    /// Whether `host` is `localhost` or a loopback address (127.0.0.0/8, ::1).
    private static func isLoopback(_ host: String) -> Bool {
        guard host != "localhost" else { return true }
        guard let bytes = SocketAddress.bytes(ofNumeric: host) else { return false }
        return bytes.count == 4 ? bytes[0] == 127 : bytes == [UInt8](repeating: 0, count: 15) + [1]
    }

    /// A `Host` header's parts, `host[:port]` or `[ipv6][:port]`; `nil` for anything else.
    struct Authority: Equatable {
        /// The host, lowercased; an IPv6 literal without its brackets.
        let host: String
        /// The port, when the header names one.
        let port: Int?

        init?(_ header: String) {
            var rest = Substring(header)
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                    return nil
                }
                host = inside.lowercased()
                rest = rest[rest.index(after: close)...]
            } else {
                // Read as bytes: every header of every request passes here, and a host name is ASCII.
                let name = rest[..<(rest.utf8.firstIndex(of: UInt8(ascii: ":")) ?? rest.endIndex)]
                guard !name.isEmpty, name.utf8.count <= 253, name.utf8.allSatisfy(Self.isHostNameByte) else {
                    return nil
                }
                host = name.lowercased()
                rest = rest[name.endIndex...]
            }
            guard !rest.isEmpty else {
                port = nil
                return
            }
            let digits = rest.dropFirst()
            guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy(\.isASCII),
                let number = Int(digits), (1...65_535).contains(number)
            else { return nil }
            port = number
        }

        /// Whether `byte` may be in a host name or IPv4 address: an ASCII letter or digit, `.` or `-`.
        private static func isHostNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }

    /// The origin of a `--public-url` value (`https://calc.example.org`, `http://calc.lan:8080/`), or
    /// `nil` when it is not an http(s) URL with a host and nothing after its path's `/`.
    static func publicOrigin(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard let scheme = ["http", "https"].first(where: { lowered.hasPrefix($0 + "://") }) else { return nil }
        var authority = url.dropFirst(scheme.count + 3)
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard Authority(String(authority)) != nil else { return nil }
        return "\(scheme)://\(authority)"
    }
}
