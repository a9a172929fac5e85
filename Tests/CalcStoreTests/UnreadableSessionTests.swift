import AppTestSupport
import CalcEngine
import CalcServer
import CalcSessions
import Foundation
import GRDB
import TestSupport
import Testing

@testable import CalcStore

/// A stored session the release cannot read (garbage bytes, an older encoding, a wrong column
/// type) gives a fresh calculator with a notice, through the whole app, never a 500.
struct UnreadableSessionTests {
    let folder: TemporaryFolder
    let store: SQLiteSessionStore
    let app: CalculatorApp

    init() throws {
        folder = try TemporaryFolder()
        // The damage is done behind the store's back, as a restart (or an upgrade) finds it; a store
        // that caches would go on serving what it committed itself, so this one caches nothing.
        store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"), cachedSessions: 0)
        app = makeApp(store: store)
    }

    /// A session of three keys (display 12, seq 3) whose row then gets `damage` applied.
    func damagedSession(_ damage: String, _ arguments: StatementArguments = []) throws -> String {
        var response = app.submit(.post([("key", "1"), ("seq", "0")]))
        let cookie = try #require(response.sessionCookie)
        response = app.submit(.post([("key", "2"), ("seq", "1")], cookie: cookie))
        response = app.submit(.post([("key", "+"), ("seq", "2")], cookie: cookie))
        #expect(response.page.seq == 3)
        // The row as an earlier release wrote it, in JSON, so the damages below that edit its text
        // (an older version number) meet what they expect.
        let id = String(cookie.split(separator: "=").last ?? "")
        let sessionID = try #require(SessionID(validating: id))
        let record = try #require(try store.load(sessionID))
        let json = try JSONEncoder().encode(record.state)
        try store.pool.write { db in
            try db.execute(sql: "UPDATE session SET state = ? WHERE id = ?", arguments: [json, id])
            try db.execute(sql: damage, arguments: arguments)
        }
        return cookie
    }

    static let damages: [(String, StatementArguments)] = [
        ("UPDATE session SET state = ?", [Data([0xde, 0xad, 0xbe, 0xef, 0x00, 0xff])]),
        ("UPDATE session SET state = ?", ["{\"version\":1,\"mode\":\"standard\"}"]),
        ("UPDATE session SET state_version = 0", []),
        (
            "UPDATE session SET state = replace(CAST(state AS TEXT), '\"version\":\(CalculatorState.currentVersion)', '\"version\":0')",
            []
        ),
        // A session the previous release wrote (version 1 kept no values beside its keys).
        (
            """
            UPDATE session SET state_version = 1, state = replace(CAST(state AS TEXT), \
            '"version":\(CalculatorState.currentVersion)', '"version":1')
            """,
            []
        ),
        ("UPDATE session SET seq = 'three'", []),
    ]

    @Test(arguments: 0..<damages.count)
    func aGetShowsAFreshCalculatorWithTheNotice(damage: Int) throws {
        let cookie = try damagedSession(Self.damages[damage].0, Self.damages[damage].1)
        let page = app.respond(to: .get(cookie: cookie))
        #expect(page.status == 200)
        #expect(page.page.notice == CalculatorApp.unreadableNotice)
        #expect(page.page.display == "0")
        #expect(page.page.seq == 0)
        #expect(page.sessionCookie == nil, "the session keeps its id")
        // The row was replaced by the fresh calculator: the next key continues without a notice.
        let next = app.submit(.post([("key", "5"), ("seq", "0")], cookie: cookie))
        #expect(next.status == 200)
        #expect(next.page.display == "5")
        #expect(next.page.seq == 1)
        #expect(next.page.notice == nil || next.page.notice == "")
    }

    @Test(arguments: 0..<damages.count)
    func aPostWithTheOldSeqRestartsTheSessionWithTheNotice(damage: Int) throws {
        let cookie = try damagedSession(Self.damages[damage].0, Self.damages[damage].1)
        let response = app.submit(.post([("key", "3"), ("seq", "3")], cookie: cookie))
        #expect(response.status == 200)
        #expect(response.page.notice == CalculatorApp.unreadableNotice)
        #expect(response.page.display == "0", "a key meant for the lost state is not applied")
        #expect(response.page.seq == 0)
        let next = app.submit(.post([("key", "4"), ("seq", "0")], cookie: cookie))
        #expect(next.page.display == "4")
    }

    @Test func aPostWithoutSeqIsAppliedToTheFreshCalculator() throws {
        let cookie = try damagedSession("UPDATE session SET state = x'00'")
        let response = app.submit(.post([("key", "9")], cookie: cookie))
        #expect(response.status == 200)
        #expect(response.page.notice == CalculatorApp.unreadableNotice)
        #expect(response.page.display == "9")
        #expect(response.page.seq == 1)
    }
}
