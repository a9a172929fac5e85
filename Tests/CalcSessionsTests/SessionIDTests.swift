import CalcSessions
import Testing

struct SessionIDTests {
    @Test func randomIDsAre32LowercaseHexDigitsAndDiffer() {
        let ids = (0..<1_000).map { _ in SessionID.random().description }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.count == 32)
            #expect(id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }

    @Test func theTextFormRoundTrips() throws {
        let id = SessionID.random()
        #expect(SessionID(validating: id.description) == id)
        let fixed = try #require(SessionID(validating: "0123456789abcdef0011223344556677"))
        #expect(fixed.description == "0123456789abcdef0011223344556677")
        #expect(fixed.redacted == "01234567…")
    }

    @Test(arguments: [
        "", "0", String(repeating: "a", count: 31), String(repeating: "a", count: 33),
        String(repeating: "A", count: 32), String(repeating: "g", count: 32), " " + String(repeating: "a", count: 31),
        String(repeating: "a", count: 31) + "\u{0}", String(repeating: "é", count: 16),
        "0x" + String(repeating: "a", count: 30),
    ])
    func malformedTextIsRefused(text: String) {
        #expect(SessionID(validating: text) == nil)
    }
}
