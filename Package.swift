// swift-tools-version:6.2
import PackageDescription

// Pointer and unsafe code lives at the C boundary (MicroHTTPServer) and in the stored-state codec
// (CalcStore's CompactEncoder): every other library target is checked for it by the compiler.
let safeSwift: [SwiftSetting] = [.strictMemorySafety()]

// Layers, each a target, dependencies pointing one way:
//   CalcEngine  <-  CalcHTML      <-  CalcServer  <-  calculator (CLI)
//   CalcEngine  <-  CalcSessions  <-  {CalcServer, CalcStore}  <-  calculator (CLI)
//   CMicroHTTPD <-  MicroHTTPServer  <-  CalcServer
//
// Traits (SE-0450), none on by default so that `make run` builds only SQLite and plain HTTP(S):
//   PostgreSQL         the postgres:// session store (postgres-nio, hence swift-nio, swift-nio-ssl, BoringSSL)
//   CertificateChecks  `serve --tls-cert` checks the certificate's dates and that the key is its own
//                      (swift-certificates, hence swift-crypto and BoringSSL)
// `swift build --traits PostgreSQL,CertificateChecks`, `--enable-all-traits` (what `make test` uses).
let package = Package(
    name: "calculator",
    products: [
        .executable(name: "calculator", targets: ["calculator"]),
        .executable(name: "calc-bench", targets: ["CalcBenchmarks"]),
        .library(name: "CalcEngine", targets: ["CalcEngine"]),
        .library(name: "CalcHTML", targets: ["CalcHTML"]),
        .library(name: "MicroHTTPServer", targets: ["MicroHTTPServer"]),
        .library(name: "CalcSessions", targets: ["CalcSessions"]),
        .library(name: "CalcServer", targets: ["CalcServer"]),
        .library(name: "CalcStore", targets: ["CalcStore"]),
    ],
    traits: [
        .trait(
            name: "PostgreSQL",
            description: "The postgres:// session store, shared by servers (postgres-nio, swift-nio, BoringSSL)."
        ),
        .trait(
            name: "CertificateChecks",
            description: """
                serve --tls-cert refuses an expired or not yet valid certificate and a key that is not \
                the certificate's, with a message (swift-certificates, swift-crypto, BoringSSL).
                """
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        // `swift package generate-documentation --target CalcServer` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The calculator engine: exact decimal numbers, the expression parser and the keypad
        // state machines. No I/O, no Foundation networking.
        .target(
            name: "CalcEngine",
            dependencies: [.product(name: "BigInt", package: "BigInt")],
            swiftSettings: safeSwift
        ),
        // The HTML layer: calculator pages, error pages, the help page and the stylesheet, built
        // with a small typed builder that escapes by construction; plus the static site generator.
        .target(
            name: "CalcHTML",
            dependencies: ["CalcEngine", .product(name: "HTTPTypes", package: "swift-http-types")],
            swiftSettings: safeSwift
        ),
        // Sessions: their ids, records and the store protocol, with the in-memory store. The server
        // and the durable stores both build on it; neither depends on the other.
        .target(
            name: "CalcSessions",
            dependencies: ["CalcEngine"],
            swiftSettings: safeSwift
        ),
        // The executable: argument parsing only; every subcommand calls into a library.
        .executableTarget(
            name: "calculator",
            dependencies: [
                "CalcEngine",
                "CalcHTML",
                "CalcSessions",
                "CalcServer",
                "CalcStore",
                "MicroHTTPServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "X509", package: "swift-certificates", condition: .when(traits: ["CertificateChecks"])),
            ]
        ),
        // The engine benchmark (Tests/Benchmarks/run.sh builds and runs it in release mode).
        .executableTarget(
            name: "CalcBenchmarks",
            dependencies: [
                "CalcEngine", "CalcHTML", "CalcStore", "CalcServer", "CalcSessions", "MicroHTTPServer",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The system libmicrohttpd, seen through a small C shim (variadic calls, union results).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // A thin Swift HTTP server over libmicrohttpd: value-type requests and responses, with the
        // methods and statuses of apple/swift-http-types (no NIO).
        .target(
            name: "MicroHTTPServer",
            dependencies: ["CMicroHTTPD", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        // The web application: routes, sessions with exactly-once keys, static files, limits, metrics.
        .target(
            name: "CalcServer",
            dependencies: [
                "CalcEngine",
                "CalcHTML",
                "CalcSessions",
                "MicroHTTPServer",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: safeSwift
        ),
        // Durable session stores behind CalcSessions' SessionStore protocol: SQLite (GRDB) and, with
        // the PostgreSQL trait, PostgreSQL (postgres-nio). It knows nothing of the server; the CLI
        // wires it in.
        .target(
            name: "CalcStore",
            dependencies: [
                "CalcSessions",
                "CalcEngine",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // A blocking HTTP/1.1 test client over POSIX sockets, shared by the server test targets.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        // Apps over the real Public/ folder and browser-like requests, for the server and store tests.
        .target(
            name: "AppTestSupport",
            dependencies: [
                "CalcServer", "CalcSessions", "MicroHTTPServer", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/AppTestSupport"
        ),
        .testTarget(
            name: "MicroHTTPServerTests",
            dependencies: ["MicroHTTPServer", "TestSupport"]
        ),
        .testTarget(
            name: "CalcEngineTests",
            dependencies: [
                "CalcEngine",
                "TestSupport",
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CalcSessionsTests",
            dependencies: ["CalcSessions", "CalcEngine"]
        ),
        .testTarget(
            name: "CalcServerTests",
            dependencies: [
                "CalcServer", "CalcSessions", "CalcEngine", "CalcHTML", "MicroHTTPServer", "TestSupport",
                "AppTestSupport",
                "calculator",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "X509", package: "swift-certificates", condition: .when(traits: ["CertificateChecks"])),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["CertificateChecks"])),
            ]
        ),
        .testTarget(
            name: "CalcStoreTests",
            dependencies: [
                "CalcStore", "CalcSessions", "CalcServer", "CalcEngine", "MicroHTTPServer", "TestSupport",
                "AppTestSupport",
                "calculator",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "CalcHTMLTests",
            dependencies: ["CalcHTML", "TestSupport"]
        ),
        .testTarget(
            name: "CalculatorCLITests",
            dependencies: ["calculator"]
        ),
        // Real clients against the real binary: headless Chromium (JavaScript off), lynx, w3m, the Nu HTML checker.
        .testTarget(
            name: "ClientTests",
            dependencies: ["TestSupport", "calculator"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
