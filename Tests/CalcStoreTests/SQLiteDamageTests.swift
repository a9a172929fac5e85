import AppTestSupport
import CalcServer
import CalcSessions
import Foundation
import GRDB
import TestSupport
import Testing

@testable import CalcStore

/// A SQLite file damaged on disk, or deleted under a running server: never served half-broken,
/// never a 500, never a key acknowledged to a file that is gone.
@Suite(.serialized)
struct SQLiteDamageTests {
    /// Makes `count` sessions of a few keys each through the app and returns their cookies; the
    /// WAL is then checkpointed into the file and truncated, so every row lives in the main file.
    static func populate(_ path: String, count: Int) throws -> [String] {
        let store = try SQLiteSessionStore(path: path)
        let app = makeApp(store: store)
        var cookies: [String] = []
        for index in 0..<count {
            var response = app.submit(.post([("key", String(index % 10)), ("seq", "0")]))
            let cookie = try #require(response.sessionCookie)
            for (seq, key) in ["+", "7", "="].enumerated() {
                response = app.submit(.post([("key", key), ("seq", String(seq + 1))], cookie: cookie))
            }
            cookies.append(cookie)
        }
        try store.pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try store.pool.close()
        return cookies
    }

    /// Overwrites the middle third of the file's pages with bytes that are no SQLite page.
    static func damageMiddlePages(_ path: String) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        let pageSize = 4096
        let pages = size / pageSize
        #expect(pages >= 9, "enough pages to damage the middle of")
        var generator = SystemRandomNumberGenerator()
        for page in (pages / 3)..<(2 * pages / 3) {
            try handle.seek(toOffset: UInt64(page * pageSize))
            handle.write(Data((0..<pageSize).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        }
        try handle.synchronize()
    }

    @Test func aDamagedFileIsMovedAsideAtStartAndAFreshOneServed() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("calculator.sqlite")
        _ = try Self.populate(path, count: 300)
        try Self.damageMiddlePages(path)

        let server = try CalculatorProcess(store: "sqlite:" + path)
        defer { server.stop() }
        let ready = try server.get("/readyz")
        #expect(ready.status == 200)
        #expect(ready.text.hasPrefix("degraded: the damaged database was moved to \(path).damaged-"))
        let moved = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.contains(".damaged-")
        }
        #expect(moved.contains { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }, "\(moved)")
        // The fresh file answers every key.
        let first = try server.post([("key", "4")])
        #expect(first.status == 200)
        #expect(first.page.display == "4")
        #expect(try SQLiteSessionStore.integrityProblem(at: path) == nil)
        print("damaged at start: moved aside as \(moved.sorted())")
    }

    @Test func pagesDamagedUnderAnOpenStoreGiveFreshCalculatorsNever500() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("calculator.sqlite")
        let cookies = try Self.populate(path, count: 300)
        try Self.damageMiddlePages(path)
        // As if the damage happened while the server ran: no check at open.
        let store = try SQLiteSessionStore(path: path, checkingIntegrity: false)
        let app = makeApp(store: store)
        var statuses: [Int: Int] = [:]
        var notices = 0
        for cookie in cookies {
            let page = app.respond(to: .get(cookie: cookie))
            let key = app.submit(.post([("key", "5"), ("seq", String(page.page.seq ?? 0))], cookie: cookie))
            for response in [page, key] { statuses[response.status.code, default: 0] += 1 }
            if page.page.notice == CalculatorApp.unreadableNotice || key.page.notice == CalculatorApp.unreadableNotice {
                notices += 1
            }
        }
        #expect(statuses[500] == nil, "\(statuses)")
        #expect(statuses[200] == cookies.count * 2, "\(statuses)")
        #expect(notices > 0, "some sessions lived on the damaged pages")
        if case .degraded = store.health(within: .seconds(1)) {
        } else {
            Issue.record("health is \(store.health(within: .seconds(1)))")
        }
        print(
            "damaged while open: \(cookies.count) sessions, answers \(statuses), \(notices) fresh calculators with the notice"
        )
    }

    @Test(arguments: ["delete", "replace"])
    func aDatabaseDeletedOrReplacedUnderTheServerRefusesKeys(change: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("calculator.sqlite")
        let server = try CalculatorProcess(store: "sqlite:" + path)
        defer { server.stop() }
        let first = try server.post([("key", "1")])
        let cookie = try #require(first.sessionCookie)
        #expect(try server.get("/readyz").text == "ready\n")

        if change == "delete" {
            try FileManager.default.removeItem(atPath: path)
        } else {
            let other = folder.path("other.sqlite")
            _ = try SQLiteSessionStore(path: other)
            #expect(rename(other, path) == 0)
        }
        let key = try server.post([("key", "2")], cookie: cookie)
        #expect(key.status == 503)
        #expect(key.text.contains("503 Service Unavailable"))
        let ready = try server.get("/readyz")
        #expect(ready.status == 503)
        #expect(ready.text.contains("was deleted or replaced while the server ran"))
        #expect(try server.get("/healthz").text == "ok")
        #expect(try server.post([("key", "3")], cookie: cookie).status == 503, "still refused")
        #expect(try server.post([("key", "3")]).status == 503, "a new session too")
    }
}
