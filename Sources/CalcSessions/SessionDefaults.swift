/// The defaults of keeping sessions, named once for the server, the stores and the command line.
///
/// The deadlines bound every wait a request can meet, so no request blocks a handler thread
/// without one (issue 13): a store that stops answering costs a visitor at most a few seconds and
/// a 503 page, never a hang.
public enum SessionDefaults {
    /// Seconds an unused session is kept before it is forgotten: 30 days.
    public static let lifetime = 30 * 24 * 3600
    /// The most sessions a store keeps; the least recently used go first.
    public static let maxSessions = 100_000
    /// The most bytes (by ``SessionRecord/footprint``) the sessions of the memory store hold: past
    /// it the least recently used go, as past ``maxSessions``. A session of a long worksheet holds
    /// tens of times a plain one's bytes, so a count alone would let a few thousand such sessions
    /// take gigabytes.
    /// 3 GiB: more than ``maxSessions`` sessions of full histories take (2.3 GiB), so only stores of
    /// long worksheets meet it first.
    public static let memoryStoreBytes = 3 << 30
    /// The most bytes (by ``SessionRecord/footprint``) the decoded-session cache beside a database
    /// store holds: past it the least recently used are forgotten, as past ``cachedSessions``.
    public static let cachedBytes = 256 << 20
    /// About how many bytes a session holds in memory besides its worksheet: the calculator with a
    /// full history (measured as the resident memory 200 sessions of 50 history lines each add to
    /// a server on the memory store: about 24.5 KB each).
    public static let sessionBytes = 24 * 1024
    /// About how many bytes each character of a worksheet adds to its session in memory: the text,
    /// its lines' results and the names it defines (measured: 100 sessions of a 40,000-character
    /// sheet of definitions add about 141 KB each, 3.5 bytes a character).
    public static let sheetBytesPerCharacter = 4
    /// The most sessions one sweep step removes: a few milliseconds of work on any store.
    public static let sweepBatch = 500
    /// How often idle sessions are swept out, in seconds.
    public static let sweepInterval = 60
    /// The share of the cap that new sessions may add before the oldest are trimmed again (1%): a
    /// flood takes the store about this far past the cap, plus the sessions that come while a
    /// sweep is held up (measured on SQLite under a flood of 32 clients: 101,021 for a cap of
    /// 100,000, about 10,150 for 10,000, 1,040 to 1,380 for 1,000).
    public static let capSlack = 0.01
    /// The longest one store call may wait: a PostgreSQL connection attempt or query (also sent to
    /// the server as its `statement_timeout`), or SQLite's wait for another process's write lock
    /// (its busy timeout). Past it the call fails, a PostgreSQL connection is closed and replaced,
    /// and the request is answered 503.
    ///
    /// It is also a request's deadline, counted from its arrival (``StoreDeadline``): however long
    /// it waited for a store worker, and however many store calls it makes, a request that needs
    /// the store is answered by then, 503 with `Retry-After` if the store has not answered.
    public static let storeTimeout: Duration = .seconds(2)
    /// The longest a request waits for its session's lock while another request of the same session
    /// holds it; past it the request is answered 503 and changes nothing. A request's deadline
    /// (``storeTimeout`` from its arrival) ends the wait sooner; this bound is for waits made with
    /// none bound.
    public static let lockTimeout: Duration = .seconds(3)
    /// The locks the server's requests of one session are serialised by (chosen by session id): a
    /// key of a durable store holds its session's lock until its write is committed, so two busy
    /// sessions sharing one would wait for each other's commits; with this many, 64 sessions busy
    /// at once share a lock about 1.5% of the time.
    public static let sessionLockStripes = 4_096
    /// The threads that wait on a durable store for the requests that need it, while their
    /// connections stay suspended and the HTTP server's few threads serve others: as many keys as
    /// this can wait for the same commit (group commit) or be in flight to PostgreSQL at once.
    /// As many as ``postgresConnections``: on a 2-core machine, 64 threads cost a SQLite key about a
    /// quarter more CPU than 16 (futex wake-ups and context switches), for no more keys per second.
    public static let storeWorkers = 16
    /// The most connections one server opens to PostgreSQL: enough to keep its commits grouped,
    /// few enough that several servers stay within PostgreSQL's default `max_connections` (100).
    public static let postgresConnections = 16
    /// How far, in seconds, PostgreSQL's `last_used` of a session may lag behind its last key: a key
    /// within this of the stored time leaves the indexed column as it is, so PostgreSQL updates the
    /// row in place (a HOT update: no index entry added, none left dead for autovacuum). Against a
    /// session lifetime of ``lifetime`` (30 days) and a sweep that removes the least recently used
    /// beyond the cap, a minute is no loss; the `last_used` index no longer grows by one entry a key.
    public static let lastUsedResolution = 60
    /// The decoded sessions a database store keeps in memory, the most recently used: their keys
    /// read no row and decode nothing. Typical sessions take a few kilobytes each.
    public static let cachedSessions = 4_096
    /// The locks the decoded-session cache is split over (by session id), so that the store's
    /// workers (``storeWorkers``) rarely wait for one another there; each stripe keeps its share of
    /// ``cachedSessions``.
    public static let cacheStripes = 64
    /// The fewest sessions one stripe of that cache keeps: a smaller cache has fewer stripes, so that
    /// a stripe that fills before the others (ids never spread quite evenly) costs little of it.
    public static let cacheStripeSessions = 64
    /// The most writes one group commit takes together (one transaction, one sync to disk).
    public static let commitBatch = 512
    /// The longest `/readyz` waits for the store to answer before it reports it down (503): a free
    /// connection, a connection attempt and the query together. It never waits for a store worker.
    public static let readinessTimeout: Duration = .seconds(1)
}
