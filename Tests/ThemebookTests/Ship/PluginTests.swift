import Foundation
import Testing

/// The SwiftPM command plugin, run as an app's developer runs it: a temporary app package that
/// depends on this one by path, `swift package --allow-writing-to-package-directory themebook …`.
///
/// Slow by nature (SwiftPM builds themebook for the plugin), so it is one test, building once
/// for `build` and `check`, with its build folder kept in `.build/ship-tests/plugin`: after the
/// first run only what changed is rebuilt (the app package itself is new every time).
@Suite("SwiftPM plugin")
struct PluginTests {
    @Test("an app package builds its site with swift package themebook build, and check reports a broken token at its file and line")
    func appPackage() async throws {
        let app = try ScratchFolder("plugin-app")
        defer { app.remove() }
        let repository = Repo.root.path
        try app.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "ShopApp",
                dependencies: [.package(path: "\(repository)")],
                targets: [.target(name: "ShopApp")]
            )

            """)
        try app.write("Sources/ShopApp/Shop.swift", "public let shop = \"shop\"\n")
        #expect(try Themebook.run(["init", "--title", "Shop colours"], in: app.url).status == 0)
        let scratch = Repo.root.appendingPathComponent(".build/ship-tests/plugin").path
        func plugin(_ arguments: [String]) async throws -> Tool.Run {
            try await Tool.run(
                "swift", ["package", "--scratch-path", scratch, "--allow-writing-to-package-directory", "themebook"] + arguments,
                in: app.url)
        }

        let build = try await plugin(["build"])
        #expect(build.status == 0, "\(build.out)\(build.err)")
        #expect(build.out.contains("Built 29 files from 8 colours, 6 tokens, 2 themes, 1 guides, 0 images into site/"), "\(build.out)")
        let index = try #require(app.read("site/index.html"))
        #expect(index.contains("Shop colours"))

        // A broken token: SwiftPM fails, and the diagnostic names the absolute file, line and column.
        let guide = "content/guides/getting-started.md"
        let text = try #require(app.read(guide))
        let broken = text.replacingOccurrences(of: "<token:layer1>", with: "<token:layerOne>")
        try app.write(guide, broken)
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = try #require(lines.firstIndex { $0.contains("<token:layerOne>") }) + 1
        let column = lines[line - 1].utf8.distance(
            from: lines[line - 1].startIndex, to: try #require(lines[line - 1].range(of: "<token:layerOne>")).lowerBound) + 1
        let check = try await plugin(["check"])
        #expect(check.status != 0)
        let file = app.path(guide).standardizedFileURL.path
        #expect(check.err.contains("error: \(file):\(line):\(column): link refers to unknown token 'layerOne' [unknown-token]\n"), "\(check.err)")
        #expect(check.err.contains("error: themebook check failed (exit status 1)"), "\(check.err)")
        // The site of the last good build is still there.
        #expect(app.read("site/index.html") == index)
    }
}
