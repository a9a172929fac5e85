import Foundation

/// The files of the public folder, read once at start-up and served from memory.
///
/// Only regular files found by walking the folder are served, looked up by their exact relative
/// path, so no request path can reach outside the folder whatever it contains. Hidden files and
/// symbolic links are skipped; files changed after start-up are seen after a restart.
public struct StaticFiles: Sendable {
    /// One file: its bytes and media type.
    struct File: Sendable {
        let body: [UInt8]
        let contentType: String
    }

    private let files: [String: File]

    /// Files larger than this are not served (the folder holds pages, a stylesheet and small images).
    public static let maximumFileSize = 4 * 1024 * 1024

    /// Reads every regular, visible file under `directory`; a missing folder gives an empty set.
    public init(directory: URL) {
        var files: [String: File] = [:]
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey]
        let base = directory.standardizedFileURL.resolvingSymlinksInPath()
        let walker = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        while let url = walker?.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: Set(keys)),
                values.isRegularFile == true, values.isSymbolicLink != true,
                (values.fileSize ?? 0) <= Self.maximumFileSize,
                let data = try? Data(contentsOf: url)
            else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(base.path.count)
            guard relative.hasPrefix("/") else { continue }
            files[String(relative)] = File(body: [UInt8](data), contentType: Self.contentType(of: url.pathExtension))
        }
        self.files = files
    }

    /// The file at a decoded request path such as `/style.css`, or `nil`.
    func file(at path: String) -> File? {
        files[path]
    }

    /// The request paths served, sorted (for tests and the start-up log).
    public var paths: [String] { files.keys.sorted() }

    /// The `Content-Type` for a file name extension; text types carry `charset=utf-8`.
    static func contentType(of pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "txt": "text/plain; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/vnd.microsoft.icon"
        default: "application/octet-stream"
        }
    }
}
