import Foundation
import TestSupport

extension HTTPTestResponse {
    /// What the page shows.
    var page: PageScraper { PageScraper(html: text) }
}

/// Runs `body(index)` on `count` threads at once and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    group.wait()
}
