import CalcHTML
import MicroHTTPServer
import Prometheus

/// The server's Prometheus metrics: requests by status, request latency, and live sessions.
final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    /// Counters for the statuses the server answers with, made up front so a request only indexes.
    private let requestsByStatus: [HTTPStatus: Counter]
    private let otherRequests: Counter
    private let latency: DurationHistogram
    private let sessions: Gauge

    /// The statuses with their own counter: success and every error page; anything else counts as `other`.
    static let statuses: [HTTPStatus] = [.ok] + ErrorPage.all.map(\.status)

    init() {
        let requests = MetricNameDescriptor(
            namespace: "calculator", metricName: "http_requests", unitName: "total",
            helpText: "HTTP requests answered, by status code.")
        var counters: [HTTPStatus: Counter] = [:]
        for status in Self.statuses {
            counters[status] = registry.makeCounter(descriptor: requests, labels: [("status", String(status.code))])
        }
        requestsByStatus = counters
        otherRequests = registry.makeCounter(descriptor: requests, labels: [("status", "other")])
        latency = registry.makeDurationHistogram(
            descriptor: MetricNameDescriptor(
                namespace: "calculator", metricName: "http_request_duration", unitName: "seconds",
                helpText: "Time from receiving a request to having its response ready."),
            buckets: [
                .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500),
                .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10),
                .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .seconds(1),
            ])
        sessions = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "calculator", metricName: "sessions", unitName: "live",
                helpText: "Sessions held by the session store."))
    }

    /// Counts one answered request and its duration.
    func record(status: HTTPStatus, duration: Duration) {
        (requestsByStatus[status] ?? otherRequests).increment()
        latency.record(duration)
    }

    /// The metrics in the Prometheus text format, with the session gauge set to `liveSessions`.
    func exposition(liveSessions: Int) -> [UInt8] {
        sessions.set(Int64(liveSessions))
        return registry.emitToBuffer()
    }
}
