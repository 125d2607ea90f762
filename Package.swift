// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Triglot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "triglot", targets: ["triglot"]),
        .library(name: "TriglotMarkup", targets: ["TriglotMarkup"]),
        .library(name: "TriglotModel", targets: ["TriglotModel"]),
        .library(name: "LaunchLifecycle", targets: ["LaunchLifecycle"]),
        .library(name: "TriglotChecks", targets: ["TriglotChecks"]),
        .library(name: "TriglotSite", targets: ["TriglotSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The system cmark library; the package manager suggests the apt package when it is missing.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "TriglotMarkup", dependencies: ["CCmark"]),
        // The executable lifecycle core has no dependencies at all.
        .target(name: "LaunchLifecycle"),
        .target(
            name: "TriglotModel",
            dependencies: [
                "TriglotMarkup",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Resources/section-vocabulary.json")]
        ),
        .target(name: "TriglotChecks", dependencies: ["TriglotModel", "LaunchLifecycle"]),
        .target(
            name: "TriglotSite",
            dependencies: [
                "TriglotModel", "TriglotChecks", "LaunchLifecycle", "TriglotMarkup",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "triglot",
            dependencies: [
                "TriglotModel", "TriglotChecks", "LaunchLifecycle", "TriglotSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TriglotMarkupTests", dependencies: ["TriglotMarkup"]),
        .testTarget(name: "LaunchLifecycleTests", dependencies: ["LaunchLifecycle"], exclude: ["Fixtures"]),
        .testTarget(name: "TriglotModelTests", dependencies: ["TriglotModel"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TriglotChecksTests", dependencies: ["TriglotChecks", "TriglotModel", "LaunchLifecycle"]),
        .testTarget(name: "TriglotSiteTests", dependencies: ["TriglotSite", "LaunchLifecycle", "TriglotModel", "TriglotChecks", "TriglotMarkup"]),
        .testTarget(name: "TriglotReliabilityTests", dependencies: ["TriglotMarkup", "TriglotModel", "TriglotChecks"]),
        // End-to-end: runs the built executable, so it depends on it to have it built first.
        .testTarget(name: "triglotTests", dependencies: ["triglot"]),
    ],
    swiftLanguageModes: [.v6]
)
