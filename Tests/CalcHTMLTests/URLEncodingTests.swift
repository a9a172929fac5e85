import CalcHTML
import Testing

/// The percent-encoding of the addresses pages and redirects carry.
struct URLEncodingTests {
    /// Every byte but the unreserved ones is percent-encoded, upper-case; expected values from
    /// Python's `urllib.parse.quote(text, safe="-._~")`.
    @Test func encodesEveryByteButTheUnreservedOnes() {
        let fields = [("focus", "+"), ("notice", "stale"), ("a b", "×"), ("x", "~-._AZaz09"), ("e", "😀&=%/?#")]
        #expect(
            URLEncoding.query(fields)
                == "focus=%2B&notice=stale&a%20b=%C3%97&x=~-._AZaz09&e=%F0%9F%98%80%26%3D%25%2F%3F%23")
        #expect(URLEncoding.query([]) == "")
        #expect(URLEncoding.encoded("√(2) × 3 ÷ 4 − 1") == "%E2%88%9A%282%29%20%C3%97%203%20%C3%B7%204%20%E2%88%92%201")
        #expect(URLEncoding.encoded("") == "")
    }
}
