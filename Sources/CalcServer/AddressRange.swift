import MicroHTTPServer

/// An IPv4 or IPv6 address with a prefix length (`10.0.0.0/8`, `::1`, `127.0.0.1`), for
/// `--trusted-proxy`.
public struct AddressRange: Sendable, Hashable, CustomStringConvertible {
    /// The network's address bytes (4 or 16).
    let bytes: [UInt8]
    /// How many leading bits must match.
    let prefixLength: Int

    /// Parses `ADDRESS` or `ADDRESS/PREFIX`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.bytes(of: String(parts[0])) else { return nil }
        let prefixLength: Int
        if parts.count == 2 {
            guard let length = Int(parts[1]), (0...bytes.count * 8).contains(length) else { return nil }
            prefixLength = length
        } else {
            prefixLength = bytes.count * 8
        }
        self.bytes = bytes
        self.prefixLength = prefixLength
        description = text
    }

    /// The text it was made from.
    public let description: String

    /// Whether `address` (a numeric IPv4 or IPv6 address) lies in the range.
    public func contains(_ address: String) -> Bool {
        guard let other = Self.bytes(of: address), other.count == bytes.count else { return false }
        var remaining = prefixLength
        for (mine, theirs) in zip(bytes, other) where remaining > 0 {
            let bits = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
            if mine & mask != theirs & mask { return false }
            remaining -= bits
        }
        return true
    }

    /// The 4 or 16 bytes of a numeric address, or `nil`.
    static func bytes(of address: String) -> [UInt8]? {
        SocketAddress.bytes(ofNumeric: address)
    }
}
