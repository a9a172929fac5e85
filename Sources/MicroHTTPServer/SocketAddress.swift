#if canImport(Glibc)
    import Glibc
#endif

/// An IPv4 or IPv6 socket address parsed from an address literal, for MHD_OPTION_SOCK_ADDR.
public struct SocketAddress {
    private var ipv4 = sockaddr_in()
    private var ipv6 = sockaddr_in6()
    let isIPv6: Bool

    init(host: String, port: Int) throws(HTTPServerError) {
        guard (0...65535).contains(port) else {
            throw .couldNotListen(host: host, port: port, reason: "the port must be between 0 and 65535")
        }
        let bigEndianPort = UInt16(port).bigEndian
        if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = bigEndianPort
            isIPv6 = false
        } else if inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = bigEndianPort
            isIPv6 = true
        } else {
            throw .invalidHost(host)
        }
    }

    /// The 4 (IPv4) or 16 (IPv6) bytes of a numeric address literal in network order, or `nil`.
    public static func bytes(ofNumeric address: String) -> [UInt8]? {
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, address, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        if inet_pton(AF_INET6, address, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    /// Calls `body` with a pointer to the `sockaddr_in` or `sockaddr_in6`, valid only during the call.
    func withSockAddr<T>(_ body: (UnsafeRawPointer) -> T) -> T {
        isIPv6
            ? withUnsafePointer(to: ipv6) { body(UnsafeRawPointer($0)) }
            : withUnsafePointer(to: ipv4) { body(UnsafeRawPointer($0)) }
    }
}
