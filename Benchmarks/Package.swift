// swift-tools-version:6.0
// Per-stage micro-benchmarks for Triglot: a package of its own so the main package's build,
// tests and CI never compile it. Build and run with Scripts/bench --only stages, or:
//   swift run -c release --package-path Benchmarks triglot-stages --content DIR [--runs N]
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, lowercased: whatever the clone is called.
let triglot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "TriglotBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "triglot-stages",
            dependencies: [
                .product(name: "TriglotMarkup", package: triglot),
                .product(name: "TriglotModel", package: triglot),
                .product(name: "TriglotContent", package: triglot),
                .product(name: "TriglotChecks", package: triglot),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
