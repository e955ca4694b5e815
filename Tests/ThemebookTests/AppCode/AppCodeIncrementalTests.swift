import Foundation
import Testing
@testable import ThemebookCore

/// A long-running process (serve, build --watch) reads and scans again only the files of the
/// app's code that changed, and every rebuild is byte for byte a fresh build.
@Suite("App code: rebuilds scan only what changed")
struct AppCodeIncrementalTests {
    static func project() throws -> TempSite {
        let site = try TempSite()
        try copyTree(URL(fileURLWithPath: AppCodeFixture.folder), to: site.folder)
        try FileManager.default.createDirectory(atPath: site.path(".git"), withIntermediateDirectories: true)
        return site
    }

    static func fresh(_ site: TempSite) -> [String: [UInt8]] {
        AppCodeFixture.check(content: site.path("content")).files
    }

    @Test("one file edited: only it is scanned again, and the site is what a fresh build makes")
    func oneFileEdited() throws {
        let site = try Self.project()
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .memory
        let build = IncrementalBuild(options: options)
        let cache = try #require(build.appCodeCache)
        #expect(build.rebuild().succeeded)
        #expect(cache.lastScanned == 5)
        #expect(build.files == Self.fresh(site))

        let edited = site.path("App/Misc/LookAlikes.swift")
        var text = try #require(site.read("App/Misc/LookAlikes.swift"))
        text += "\nfunc more(theme: Theme) -> UIColor { theme.colors.iconPrimary }\n"
        try site.write("App/Misc/LookAlikes.swift", text)
        let update = build.rebuild(changedPaths: [edited])
        #expect(update.succeeded)
        #expect(cache.lastScanned == 1)
        #expect(update.changed.contains("tokens/iconPrimary.html") && update.changed.contains("code.html"))
        #expect(build.files["tokens/iconPrimary.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("<code>App/Misc/LookAlikes.swift:38</code>") == true)
        #expect(build.files == Self.fresh(site))

        // Nothing changed: nothing is scanned; a file removed is forgotten.
        _ = build.rebuild(changedPaths: [site.path("content/themebook.json")])
        #expect(cache.lastScanned == 0)
        try FileManager.default.removeItem(atPath: edited)
        #expect(build.rebuild(changedPaths: [edited]).succeeded)
        #expect(cache.lastScanned == 0)
        #expect(build.files == Self.fresh(site))
        #expect(build.files["tokens/iconPrimary.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("No code of the app reads this token") == true)
    }

    @Test("serve: what its watcher reports changed is all that is scanned again, one file edited, one added, a guide edited")
    func serveRescansWhatChanged() throws {
        let site = try Self.project()
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        let builder = IncrementalPreviewBuilder(options: options)
        let roots = builder.watchedPaths()
        var seen = FolderWatcher.scan(roots)
        #expect(builder.build(changedPaths: []).appCode == .init(scanned: 5, files: 5))

        /// The paths the watcher reports since the last call, and the build after them.
        func changed() throws -> (paths: [String], build: PreviewBuild) {
            let now = FolderWatcher.scan(roots)
            let paths = try #require(FolderWatcher.changes(from: seen, to: now)).sorted()
            seen = now
            return (paths, builder.build(changedPaths: paths))
        }

        try site.write("App/Misc/LookAlikes.swift", try #require(site.read("App/Misc/LookAlikes.swift")) + "\nlet more = theme.colors.iconPrimary\n")
        var step = try changed()
        #expect(step.paths == [site.path("App/Misc/LookAlikes.swift")])
        #expect(step.build.appCode == .init(scanned: 1, files: 5))
        #expect(step.build.files == Self.fresh(site))

        try site.write("App/Views/Added.swift", "func added(theme: Theme) { _ = theme.colors.layer2 }\n")
        step = try changed()
        #expect(step.paths == [site.path("App/Views/Added.swift")])
        #expect(step.build.appCode == .init(scanned: 1, files: 6))
        #expect(step.build.files?["tokens/layer2.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("<code>App/Views/Added.swift:1</code>") == true)
        #expect(step.build.files == Self.fresh(site))

        // A guide's Markdown: the app's code is not read at all.
        try site.write("content/guides/colour-rules.md", try #require(site.read("content/guides/colour-rules.md")) + "\nOne more line.\n")
        step = try changed()
        #expect(step.build.appCode == .init(scanned: 0, files: 6))
        #expect(step.build.files == Self.fresh(site))
    }

    @Test("build --watch prints how many of the app's files each rebuild scanned: all first, then the one edited")
    func watchPrintsScannedFiles() throws {
        let site = try Self.project()
        defer { site.remove() }
        let watch = try WatchProcess(in: site.folder)
        defer { watch.stop() }
        #expect(watch.waitFor(timeout: 120) { $0.contains("Watching content/") }, "\(watch.out)\n\(watch.err)")
        func lines() -> [String] { watch.out.components(separatedBy: "\n").filter { $0.hasPrefix("Rebuilt in ") } }
        #expect(lines().first?.contains(", 5 of 5 app files scanned (") == true, "\(watch.out)")

        let text = try #require(site.read("App/Views/HomeView.swift"))
        try WatchSupport.save(site, "App/Views/HomeView.swift", text + "\nlet more = 1\n")
        #expect(watch.waitFor { _ in watch.rebuilt >= 2 }, "\(watch.out)\n\(watch.err)")
        #expect(lines().last?.contains(", 1 of 5 app files scanned (") == true, "\(watch.out)")
        #expect(watch.stop() == 0)
    }

    @Test("the watcher looks at the app's folders outside the content folder")
    func watched() throws {
        let site = try Self.project()
        defer { site.remove() }
        let paths = PreviewInputs.paths(
            content: site.path("content"), templates: "", scope: ReadScope(folders: [site.path("content")]))
        #expect(paths.contains(site.path("App")))
    }
}
