import CalcEngine
import CalcSessions
import Foundation
import Testing

@testable import CalcStore

/// The decoded-session cache beside a database store: what it keeps, how many, and what it forgets.
struct SessionCacheTests {
    /// A record last used `seconds` after 1970.
    static func record(_ seconds: Double) -> SessionRecord {
        SessionRecord(seq: Int(seconds), lastUsed: Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [100, SessionDefaults.cachedSessions])
    func keepsWhatWasStoredAtItsVersion(capacity: Int) {
        let cache = SessionCache(capacity: capacity)
        let ids = (0..<50).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() {
            cache.store(Self.record(Double(index)), version: index, heldHistory: nil, for: id)
        }
        for (index, id) in ids.enumerated() {
            #expect(cache.entry(id)?.record == Self.record(Double(index)))
            #expect(cache.entry(id)?.version == index)
        }
        #expect(cache.count == 50)
    }

    @Test(arguments: [1, 10, 100, 4_096])
    func neverKeepsMoreThanItsCapacity(capacity: Int) {
        let cache = SessionCache(capacity: capacity)
        for index in 0..<(3 * capacity + 100) {
            cache.store(Self.record(Double(index)), heldHistory: nil, for: .random())
        }
        #expect(cache.count <= capacity)
        #expect(cache.count > 0)
    }

    @Test func aFullCacheForgetsTheLeastRecentlyUsed() {
        let cache = SessionCache(capacity: 64)
        let old = SessionID.random()
        cache.store(Self.record(0), heldHistory: nil, for: old)
        for index in 1...1_000 { cache.store(Self.record(Double(index)), heldHistory: nil, for: .random()) }
        #expect(cache.entry(old) == nil)
    }

    /// Sessions of long worksheets count by their bytes: the cache holds no more than its byte cap
    /// however few they are, forgets the least recently used first, and counts what it forgets.
    @Test func aCacheOfLongWorksheetsKeepsItsBytes() {
        var state = CalculatorState()
        state.calculate(sheet: String(repeating: "1", count: 20_000))
        let big = SessionRecord(state: state, lastUsed: Date(timeIntervalSince1970: 0)).footprint
        let cache = SessionCache(capacity: 64, byteCapacity: 20 * big)
        let ids = (0..<30).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() {
            cache.store(
                SessionRecord(state: state, lastUsed: Date(timeIntervalSince1970: Double(index))), heldHistory: nil,
                for: id)
            #expect(cache.footprint <= 20 * big)
        }
        #expect(cache.entry(ids[0]) == nil)
        #expect(cache.entry(ids[29]) != nil)
        // Plain sessions still fill it to its count.
        cache.removeAll()
        for index in 0..<64 { cache.store(Self.record(Double(index)), heldHistory: nil, for: .random()) }
        #expect(cache.count == 64)
        cache.remove(ids)
        #expect(cache.footprint == 64 * SessionDefaults.sessionBytes)
        cache.removeAll()
        #expect(cache.footprint == 0)
    }

    @Test func capacityZeroCachesNothing() {
        let cache = SessionCache(capacity: 0)
        let id = SessionID.random()
        cache.store(Self.record(1), heldHistory: nil, for: id)
        #expect(cache.entry(id) == nil)
        #expect(cache.count == 0)
    }

    @Test func removedSessionsAreForgotten() {
        let cache = SessionCache(capacity: 100)
        let ids = (0..<20).map { _ in SessionID.random() }
        for id in ids { cache.store(Self.record(1), heldHistory: nil, for: id) }
        cache.remove(ids.prefix(5))
        #expect(ids.prefix(5).allSatisfy { cache.entry($0) == nil })
        #expect(ids.dropFirst(5).allSatisfy { cache.entry($0) != nil })
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func manyThreadsStoringAndReadingAtOnceLoseNoEntry() async {
        let cache = SessionCache(capacity: 4_096)
        let ids = (0..<256).map { _ in SessionID.random() }
        await withTaskGroup(of: Void.self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    for step in 0..<50 {
                        cache.store(Self.record(Double(step)), version: step, heldHistory: nil, for: id)
                        _ = cache.entry(ids[(index + step) % ids.count])
                    }
                }
            }
        }
        #expect(ids.allSatisfy { cache.entry($0)?.version == 49 })
    }
}
