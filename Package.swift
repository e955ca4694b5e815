// swift-tools-version:6.0
import PackageDescription

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
        .testTarget(name: "ThemebookTests", dependencies: ["ThemebookCore", "Markdown"], exclude: ["Invalid", "Fixtures", "FuzzRegressions"]),
        // The Markdown module's own tests: they need nothing of ThemebookCore.
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
    ]
)
