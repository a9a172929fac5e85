// swift-tools-version:6.1
import PackageDescription

// Layers, each a target, dependencies pointing one way:
//   CalcEngine  <-  CalcHTML  <-  CalcServer  <-  calculator (CLI)
//   CMicroHTTPD <-  MicroHTTPServer <- CalcServer
let package = Package(
    name: "calculator",
    products: [
        .executable(name: "calculator", targets: ["calculator"]),
        .executable(name: "calc-bench", targets: ["CalcBenchmarks"]),
        .library(name: "CalcEngine", targets: ["CalcEngine"]),
        .library(name: "CalcHTML", targets: ["CalcHTML"]),
        .library(name: "MicroHTTPServer", targets: ["MicroHTTPServer"]),
        .library(name: "CalcServer", targets: ["CalcServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.0.0"),
    ],
    targets: [
        // The calculator engine: exact decimal numbers, the expression parser and the keypad
        // state machines. No I/O, no Foundation networking.
        .target(
            name: "CalcEngine",
            dependencies: [.product(name: "BigInt", package: "BigInt")]
        ),
        // The HTML layer: calculator pages, error pages, the help page and the stylesheet, built
        // with a small typed builder that escapes by construction; plus the static site generator.
        .target(
            name: "CalcHTML",
            dependencies: ["CalcEngine"]
        ),
        // The executable: argument parsing only; every subcommand calls into a library.
        .executableTarget(
            name: "calculator",
            dependencies: [
                "CalcEngine",
                "CalcHTML",
                "CalcServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The engine benchmark (Tests/Benchmarks/run.sh builds and runs it in release mode).
        .executableTarget(
            name: "CalcBenchmarks",
            dependencies: ["CalcEngine"]
        ),
        // The system libmicrohttpd, seen through a small C shim (variadic calls, union results).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // A thin Swift HTTP server over libmicrohttpd: value-type requests and responses.
        .target(
            name: "MicroHTTPServer",
            dependencies: ["CMicroHTTPD"]
        ),
        // The web application: routes, sessions with exactly-once keys, static files, limits, metrics.
        .target(
            name: "CalcServer",
            dependencies: [
                "CalcEngine",
                "CalcHTML",
                "MicroHTTPServer",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        // A blocking HTTP/1.1 test client over POSIX sockets, shared by the server test targets.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "MicroHTTPServerTests",
            dependencies: ["MicroHTTPServer", "TestSupport"]
        ),
        .testTarget(
            name: "CalcEngineTests",
            dependencies: [
                "CalcEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CalcServerTests",
            dependencies: [
                "CalcServer", "CalcEngine", "CalcHTML", "MicroHTTPServer", "TestSupport", "calculator",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "CalcHTMLTests",
            dependencies: ["CalcHTML"]
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
