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

    @Test("the watcher looks at the app's folders outside the content folder")
    func watched() throws {
        let site = try Self.project()
        defer { site.remove() }
        let paths = PreviewInputs.paths(
            content: site.path("content"), templates: "", scope: ReadScope(folders: [site.path("content")]))
        #expect(paths.contains(site.path("App")))
    }
}
