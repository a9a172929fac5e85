import Foundation

/// One line of the test's nginx access log: who asked, what, and which upstreams answered.
struct ProxiedRequest: Equatable {
    /// The client's address as nginx saw it (`$remote_addr`).
    var client: String
    /// The status nginx answered.
    var status: Int
    /// Every upstream tried, in order (`$upstream_addr`: several when nginx passed the request on).
    var upstreams: [String]
    /// Each upstream's status, in the same order (`$upstream_status`; 502 for a refused connection).
    var upstreamStatuses: [String]
    /// `GET`, `POST`, …
    var method: String
    /// The request target.
    var target: String

    /// The upstream that gave the answer: the last one tried.
    var answeredBy: String? { upstreams.last }

    /// Parses `client | status | upstreams | upstream statuses | METHOD target`; nil for another line.
    init?(line: String) {
        let fields = line.components(separatedBy: " | ")
        guard fields.count == 5, let status = Int(fields[1]) else { return nil }
        let request = fields[4].split(separator: " ", maxSplits: 1).map(String.init)
        guard request.count == 2 else { return nil }
        let list = { (text: String) in text.components(separatedBy: ", ").filter { $0 != "-" } }
        self.client = fields[0]
        self.status = status
        self.upstreams = list(fields[2])
        self.upstreamStatuses = list(fields[3])
        self.method = request[0]
        self.target = request[1]
    }
}
