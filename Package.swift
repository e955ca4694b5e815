// swift-tools-version:6.0
import PackageDescription

/// The suites the thread and address sanitizers run (scripts/test.sh): rendering and the Mustache
/// renderer (the section memo, shared frames and swatches, lazy lists), every stage that runs on
/// several threads (guides, pages, sinks and streams, the parallel map, the incremental build)
/// and the pipeline end to end, with the shared test support. `THEMEBOOK_TESTS=sanitized` makes
/// the test target these alone: the sanitized builds then compile a fifth of the tests, not all.
let sanitizedSuites = [
    "Support", "BuildTests.swift", "Pipeline", "Mustache", "Guides/GuideStageTests.swift",
    "Incremental/IncrementalBuildTests.swift", "AppCode/AppCodeIncrementalTests.swift",
    "Contrast/ContrastBuildTests.swift", "Render/GeneratedFilesTests.swift", "Render/SharedFrameTests.swift",
    "Render/SwatchSharingTests.swift", "Write/SiteFileStreamTests.swift", "Write/SiteSinkTests.swift",
]
let sanitizedOnly = Context.environment["THEMEBOOK_TESTS"] == "sanitized"

let package = Package(
    name: "themebook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "themebook", targets: ["themebook"]),
        .library(name: "ThemebookCore", targets: ["ThemebookCore"]),
        // `swift package themebook build` in a package that depends on this one.
        .plugin(name: "ThemebookPlugin", targets: ["ThemebookPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "Markdown", dependencies: ["CCmark"]),
        .target(name: "ThemebookCore", dependencies: ["Markdown"]),
        .executableTarget(name: "themebook", dependencies: ["ThemebookCore"]),
        .plugin(
            name: "ThemebookPlugin",
            capability: .command(
                intent: .custom(verb: "themebook", description: "Build, check, serve or diff the package's themebook site"),
                permissions: [.writeToPackageDirectory(reason: "themebook writes the site (and init its starter files) into the package folder")]
            ),
            dependencies: ["themebook"]
        ),
        // libFuzzer targets (scripts/fuzz.sh builds them with -sanitize=fuzzer,address).
        .executableTarget(name: "ThemebookFuzz", dependencies: ["ThemebookCore"]),
        .testTarget(
            name: "ThemebookTests", dependencies: ["ThemebookCore", "Markdown"],
            exclude: sanitizedOnly ? [] : ["Invalid", "Fixtures", "FuzzRegressions"],
            sources: sanitizedOnly ? sanitizedSuites : nil
        ),
    ] + (sanitizedOnly ? [] : [
        // The Markdown module's own tests: they need nothing of ThemebookCore.
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
    ])
)
