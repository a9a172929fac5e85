import CalcSessions
import Foundation
import GRDB
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// A file's device and inode: what stays the same while it is the same file, whatever its name.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of the file at `path` now, or `nil` when there is none.
    init?(path: String) {
        var info = stat()
        // stat(2): "return information about a file, in the buffer pointed to by statbuf".
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

extension SQLiteSessionStore {
    /// What `PRAGMA quick_check` finds wrong with the file at `path` (at most 5 of its lines), or
    /// `nil` when it says `ok`.
    ///
    /// - Throws: ``CalcStoreError/openFailed(_:)`` when the file cannot be read at all for another
    ///   reason than damage (permissions, a lock held past the busy timeout).
    static func integrityProblem(at path: String) throws(CalcStoreError) -> String? {
        do {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            // https://www.sqlite.org/pragma.html#pragma_quick_check: "returns a single row with the
            // value 'ok'" when it finds no problem; it checks every page in O(N).
            let lines = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(5)") }
            return lines == ["ok"] ? nil : lines.joined(separator: "; ")
        } catch let error as DatabaseError where isCorruption(error) {
            return "\(error.resultCode): \(error.message ?? "damaged")"
        } catch {
            throw .openFailed("\(path) could not be checked: \(error)")
        }
    }

    /// Renames the damaged database at `path` (and its `-wal` and `-shm` files) to
    /// `PATH.damaged-<UTC time>`, logs it at `critical`, and returns the new path.
    static func moveAside(_ path: String, reason: String, logger: Logger) throws(CalcStoreError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let target = "\(path).damaged-\(formatter.string(from: Date()))"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            // rename(2) within the folder: atomic, and the bytes stay for a person to inspect or salvage.
            guard rename(path + suffix, target + suffix) == 0 else {
                throw .openFailed(
                    "\(path) is damaged (\(reason)) and could not be moved aside: \(String(cString: strerror(errno)))")
            }
        }
        logger.critical(
            "The session database \(path) is damaged (\(reason)). It was moved to \(target) and a fresh, empty one created; sessions in it start afresh."
        )
        return target
    }

    /// Whether `error` says a page of the file is damaged (`SQLITE_CORRUPT`) or the file is not a database (`SQLITE_NOTADB`).
    static func isCorruption(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// Logs a damaged page, marks the store degraded, and returns the error its session gets.
    func noteCorruption(_ error: DatabaseError) -> SessionStoreError {
        logger.critical(
            "The session database \(path) has a damaged page (\(error.resultCode)); the session meeting it starts afresh. Stop the server and run PRAGMA integrity_check."
        )
        trouble.withLock { trouble in
            if case .ready = trouble {
                trouble = .degraded(
                    "a damaged page was met in \(path) (\(error.resultCode)); restart to check and move it aside")
            }
        }
        return .corruptRecord("the database page holding it is damaged (\(error.resultCode))")
    }

    /// Fails when the file at the path is no longer the one open: deleted, or replaced by another.
    ///
    /// SQLite keeps writing to an open file after it was unlinked, so without this check every key
    /// would be acknowledged and lost at the next start.
    func checkFile() throws(SessionStoreError) {
        guard FileIdentity(path: path) != identity else { return }
        let reason = "the database file \(path) was deleted or replaced while the server ran; restart the server"
        let first = trouble.withLock { trouble in
            defer { trouble = .down(reason) }
            if case .down = trouble { return false }
            return true
        }
        if first { logger.critical("\(reason). Keys are answered 503 until then.") }
        throw .unavailable(reason)
    }
}
