// swift-tools-version:6.0
import PackageDescription

// Where Triglot is. In the repository this package sits in Tests/Fixtures/PluginSample, three
// folders below Triglot's root; Scripts/plugin-check copies it to a temporary folder and names
// the checkout in TRIGLOT_PACKAGE_PATH, so the manifest stays the same in both places.
let triglotPath = Context.environment["TRIGLOT_PACKAGE_PATH"] ?? "../../.."

let package = Package(
    name: "PluginSample",
    products: [
        .library(name: "Greeter", targets: ["Greeter"]),
    ],
    dependencies: [
        // Only for its command plugin: `swift package triglot build`.
        .package(path: triglotPath),
    ],
    targets: [
        .target(name: "Greeter"),
    ]
)
