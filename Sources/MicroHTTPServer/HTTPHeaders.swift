/// An ordered list of HTTP header fields with case-insensitive lookup, as HTTP field names are.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field: its name as sent and its value.
    public struct Field: Sendable, Equatable {
        /// The field name, with the spelling it was given.
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a field from a name and a value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were added or received.
    public private(set) var fields: [Field]

    /// Creates headers from ordered name/value pairs.
    public init(_ pairs: [(String, String)] = []) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// Creates headers from fields, in order.
    public init(fields: [Field]) {
        self.fields = fields
    }

    /// Creates headers from a literal such as `["Content-Type": "text/plain"]`, keeping its order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The first value whose name matches `name` ignoring ASCII case, or nil.
    public subscript(name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// Every value whose name matches `name` ignoring ASCII case, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// The first non-nil result of `body` on the values whose name matches `name` ignoring ASCII
    /// case, in order; no list of the values is made.
    public func firstValue<T>(named name: String, _ body: (String) -> T?) -> T? {
        for field in fields where Self.namesMatch(field.name, name) {
            if let found = body(field.value) { return found }
        }
        return nil
    }

    /// Appends a field, keeping any existing fields of the same name (e.g. several `Set-Cookie`).
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Appends `more` in order, growing the storage once (a response's fixed headers at a time).
    public mutating func append(contentsOf more: [Field]) {
        fields.reserveCapacity(fields.count + more.count)
        fields.append(contentsOf: more)
    }

    /// Replaces all fields named `name` (ignoring case) with one field.
    public mutating func replace(name: String, value: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
        fields.append(Field(name: name, value: value))
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    /// Compares two field names the way HTTP does: ASCII case-insensitively.
    ///
    /// Every header lookup runs it over the request's fields: lengths first (a native string knows
    /// its UTF-8 count), then the spelling clients send (short names compare as two words), and
    /// only then the bytes folded one by one.
    static func namesMatch(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return a == b || a.utf8.elementsEqual(b.utf8) { lowerASCII($0) == lowerASCII($1) }
    }

    private static func lowerASCII(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
    }
}
