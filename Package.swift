// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Triglot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "triglot", targets: ["triglot"]),
        .library(name: "TriglotMarkup", targets: ["TriglotMarkup"]),
        .library(name: "TriglotModel", targets: ["TriglotModel"]),
        .library(name: "TriglotContent", targets: ["TriglotContent"]),
        .library(name: "LaunchLifecycle", targets: ["LaunchLifecycle"]),
        .library(name: "TriglotChecks", targets: ["TriglotChecks"]),
        .library(name: "TriglotSite", targets: ["TriglotSite"]),
        // `swift package triglot build|check|preview|status` in a package that depends on Triglot.
        .plugin(name: "TriglotPlugin", targets: ["TriglotPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
    ],
    targets: [
        // The system cmark library; the package manager suggests the apt package when it is missing.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "TriglotMarkup", dependencies: ["CCmark", "TriglotLowLevel"]),
        // glibc's malloc.h, for the allocator settings the command line makes at start and for
        // handing freed memory back between the steps of a build.
        .systemLibrary(name: "CMalloc"),
        // Everything that works on bytes, pointers and system calls, behind a safe API: the
        // other modules see arrays and strings, never a pointer, and never import Glibc.
        .target(name: "TriglotLowLevel", dependencies: ["CMalloc"]),
        // The executable lifecycle core has no dependencies at all.
        .target(name: "LaunchLifecycle"),
        .target(
            name: "TriglotModel",
            dependencies: [
                "TriglotMarkup", "TriglotLowLevel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            // In the binary itself: it runs wherever it is copied, with no resource bundle to find.
            resources: [.embedInCode("Resources/section-vocabulary.json")]
        ),
        // Content loading: folders, site.yml, glossary, translation lock, git history, setup.
        .target(
            name: "TriglotContent",
            dependencies: [
                "TriglotModel", "TriglotMarkup", "TriglotLowLevel", "TriglotSymbolGraph", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // A compiler's symbol graphs, read with SymbolKit into the model's `SymbolCatalog`.
        .target(
            name: "TriglotSymbolGraph",
            dependencies: ["TriglotModel", .product(name: "SymbolKit", package: "swift-docc-symbolkit")]
        ),
        // `triglot import`: other projects' pages, bilingual text files, symbol graphs and DocC
        // catalogs turned into Content pages.
        .target(name: "TriglotImport", dependencies: ["TriglotModel", "TriglotMarkup", "TriglotSymbolGraph"]),
        .target(name: "TriglotChecks", dependencies: ["TriglotContent", "TriglotModel", "LaunchLifecycle", "TriglotLowLevel"]),
        .target(
            name: "TriglotSite",
            dependencies: [
                "TriglotModel", "TriglotContent", "TriglotChecks", "LaunchLifecycle", "TriglotMarkup", "TriglotLowLevel",
            ],
            // The default look, in the binary: a docs repository needs no Templates/ folder, and
            // one it has overrides these file by file (DefaultTemplates.swift lists them).
            resources: [
                .embedInCode("DefaultTemplates/page.mustache"),
                .embedInCode("DefaultTemplates/language-index.mustache"),
                .embedInCode("DefaultTemplates/root.mustache"),
                .embedInCode("DefaultTemplates/not-found.mustache"),
                .embedInCode("DefaultTemplates/translation-status.mustache"),
                .embedInCode("DefaultTemplates/head.mustache"),
                .embedInCode("DefaultTemplates/header.mustache"),
                .embedInCode("DefaultTemplates/list-parts.mustache"),
                .embedInCode("DefaultTemplates/footer.mustache"),
                .embedInCode("DefaultTemplates/strings.json"),
                .embedInCode("DefaultTemplates/assets/triglot.css"),
                .embedInCode("DefaultTemplates/assets/triglot.js"),
            ]
        ),
        // The preview server: the site from memory, rebuilt as Content/ and Templates/ change.
        .target(
            name: "TriglotPreview",
            dependencies: [
                "TriglotSite", "TriglotModel", "TriglotContent", "TriglotChecks", "TriglotMarkup", "TriglotLowLevel",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "triglot",
            dependencies: [
                "TriglotModel", "TriglotContent", "TriglotImport", "TriglotSymbolGraph", "TriglotChecks", "LaunchLifecycle", "TriglotSite",
                "TriglotPreview",
                "CMalloc", "TriglotLowLevel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command plugin: symbol graphs from SwiftPM, then the triglot executable on them.
        .plugin(
            name: "TriglotPlugin",
            capability: .command(
                intent: .custom(
                    verb: "triglot",
                    description: "Import the package's symbols and DocC articles as English pages, then build, check, preview or report on the translated site."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Triglot writes the English pages of the package's public symbols and articles into its content folder (Triglot/ by default), and site.yml when there is none.")
                ]
            ),
            dependencies: ["triglot"]
        ),
        // What the tests share: the one seeded generator and the one temporary-folder helper.
        .target(name: "TriglotTestSupport", path: "Tests/TriglotTestSupport"),
        .testTarget(name: "TriglotMarkupTests", dependencies: ["TriglotMarkup", "TriglotTestSupport"]),
        .testTarget(name: "TriglotLowLevelTests", dependencies: ["TriglotLowLevel", "TriglotTestSupport"]),
        .testTarget(name: "LaunchLifecycleTests", dependencies: ["LaunchLifecycle"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TriglotModelTests", dependencies: ["TriglotModel", "TriglotContent", "TriglotTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TriglotImportTests", dependencies: ["TriglotImport", "TriglotModel", "TriglotSymbolGraph", "TriglotTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TriglotContentTests", dependencies: ["TriglotContent", "TriglotModel", "TriglotMarkup", "TriglotTestSupport"]
        ),
        .testTarget(
            name: "TriglotChecksTests",
            dependencies: ["TriglotChecks", "TriglotContent", "TriglotImport", "TriglotModel", "LaunchLifecycle", "TriglotTestSupport"]
        ),
        // Adversarial inputs through read → model → checks → HTML (docs: reliability-tests.md, Part B).
        .testTarget(name: "TriglotReliabilityTests", dependencies: [
            "TriglotMarkup", "TriglotModel", "TriglotContent", "TriglotImport", "TriglotChecks", "TriglotTestSupport",
        ]),
        // swift-mustache renders the shipped templates as a reference for Triglot's own renderer.
        .testTarget(
            name: "TriglotSiteTests",
            dependencies: [
                "TriglotSite", "LaunchLifecycle", "TriglotModel", "TriglotContent", "TriglotChecks", "TriglotMarkup", "TriglotTestSupport",
                "TriglotLowLevel",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .testTarget(
            name: "TriglotPreviewTests",
            dependencies: [
                "TriglotPreview", "TriglotSite", "TriglotModel", "TriglotContent", "TriglotTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // End-to-end: runs the built executable, so it depends on it to have it built first.
        .testTarget(name: "triglotTests", dependencies: ["triglot", "TriglotTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
