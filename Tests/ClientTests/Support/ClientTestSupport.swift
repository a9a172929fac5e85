import Foundation
import TestSupport

extension HTTPTestResponse {
    /// The text of `<output id="display" …>` (no markup inside it).
    var display: String? {
        guard let start = text.range(of: "<output id=\"display\"") else { return nil }
        let rest = text[start.upperBound...].drop { $0 != ">" }.dropFirst()
        return String(rest.prefix { $0 != "<" })
    }
}

enum ClientTestError: Error {
    case timedOut([String])
    case spawnFailed(String, Int32)
}
