/// The defaults of keeping sessions, named once for the server, the stores and the command line.
public enum SessionDefaults {
    /// Seconds an unused session is kept before it is forgotten: 30 days.
    public static let lifetime = 30 * 24 * 3600
    /// The most sessions a store keeps; the least recently used go first.
    public static let maxSessions = 100_000
}
