/// The defaults of keeping sessions, named once for the server, the stores and the command line.
public enum SessionDefaults {
    /// Seconds an unused session is kept before it is forgotten: 30 days.
    public static let lifetime = 30 * 24 * 3600
    /// The most sessions a store keeps; the least recently used go first.
    public static let maxSessions = 100_000
    /// The most sessions one sweep step removes: a few milliseconds of work on any store.
    public static let sweepBatch = 500
    /// How often idle sessions are swept out, in seconds.
    public static let sweepInterval = 60
    /// The share of the cap that new sessions may add before the oldest are trimmed again: the cap
    /// holds to within about this fraction (1%).
    public static let capSlack = 0.01
}
