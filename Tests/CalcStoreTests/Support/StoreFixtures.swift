import AppTestSupport
import CalcEngine
import CalcServer
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer
import TestSupport

/// A fresh temporary folder per test, deleted when the value goes.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("calc-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// An app over the real `Public/` folder and `store`, with no rate limit.
func makeApp(store: any SessionStore, sessionTTL: Int = 3600, now: @escaping @Sendable () -> Date = { Date() })
    -> CalculatorApp
{
    TestApp.make(rateLimit: .unlimited, sessionTTL: sessionTTL, store: store, now: now)
}

extension HTTPTestResponse {
    /// What the page shows.
    var page: PageScraper { PageScraper(html: text) }

    /// The `name=value` of `Set-Cookie`, or nil.
    var sessionCookie: String? { header("Set-Cookie").map { String($0.prefix { $0 != ";" }) } }
}

/// Runs `body(index)` on `count` threads at once and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    group.wait()
}

/// Presses `1` on session `id` through `store.update`, as the app applies a key and counts it in
/// `seq`; an unknown session starts fresh when `creating`, else the update fails. Whether it worked.
func pressOne(on store: some SessionStore, _ id: SessionID, creating: Bool) -> Bool {
    do {
        try store.update(id) { stored throws(SessionStoreError) -> SessionUpdate<Void> in
            guard var record = try stored.get() ?? (creating ? SessionRecord(lastUsed: Date()) : nil) else {
                throw .unavailable("the row vanished")
            }
            record.state.press(.key(.digit1))
            record.seq += 1
            return SessionUpdate(save: record, value: ())
        }
        return true
    } catch {
        // The test counts failures; the log says which error each one was.
        print("pressOne on session \(id.redacted) failed: \(error)")
        return false
    }
}
