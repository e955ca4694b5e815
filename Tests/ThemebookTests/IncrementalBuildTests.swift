import Foundation
import Testing
@testable import ThemebookCore

@Suite("Incremental rebuilds equal fresh full builds")
struct IncrementalBuildTests {
    /// A fresh full build of the site as it is now: its files and diagnostics.
    func fresh(_ site: TempSite) -> (files: [String: [UInt8]], diagnostics: [Diagnostic]) {
        let result = site.build(checkOnly: true)
        return (result.succeeded ? result.files : [:], result.diagnostics)
    }

    func options(_ site: TempSite) -> Build.Options {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.output = site.path("site")
        return options
    }

    func guide(_ n: Int, link: Int, body: String = "Some words.") -> String {
        """
        ---
        title: Generated guide \(n)
        order: \(n)
        ---

        \(body) See [the next page](guide:page-\(link)) and [primary](token:actionPrimary).

        ## Do

        - Use <token:layer1>.

        """
    }

    @Test("over edits, renames, deletions, broken-then-fixed references and token, palette and template changes")
    func scriptedEdits() throws {
        let site = try TempSite(GeneratedGuides.files(12))
        defer { site.remove() }
        let incremental = IncrementalBuild(options: options(site))
        var last = fresh(site)
        let first = incremental.rebuild()
        #expect(first.succeeded && incremental.files == last.files && first.diagnostics == last.diagnostics)
        #expect(first.changed.count == last.files.count)

        // Each step: change the files, rebuild with the paths changed, compare with a fresh build.
        func step(_ name: String, _ changes: [String: String?], rendered: ClosedRange<Int>? = nil, guides: Int? = nil) -> IncrementalBuild.Update {
            for (path, text) in changes {
                if let text { try? site.write(path, text) } else { try? FileManager.default.removeItem(atPath: site.path(path)) }
            }
            let update = incremental.rebuild(changedPaths: changes.keys.map { site.path($0) })
            let now = fresh(site)
            #expect(update.diagnostics == now.diagnostics, "\(name): diagnostics differ")
            if now.diagnostics.contains(where: { $0.severity == .error }) {
                #expect(!update.wrote && incremental.files == last.files, "\(name): a failed rebuild changed the site")
            } else {
                #expect(incremental.files == now.files, "\(name): differs from a fresh build")
                // Exactly the files whose bytes differ from the previous site are reported.
                let expected = Set(now.files.keys.filter { now.files[$0] != last.files[$0] })
                #expect(Set(update.changed) == expected, "\(name): changed \(update.changed), expected \(expected.sorted())")
                #expect(Set(update.removed) == Set(last.files.keys).subtracting(now.files.keys), "\(name): removed")
                if let rendered { #expect(rendered.contains(update.rendered), "\(name): rendered \(update.rendered) pages") }
                if let guides { #expect(update.guidesRebuilt == guides, "\(name): relinked \(update.guidesRebuilt) guides") }
                last = now
            }
            return update
        }

        let words = GeneratedGuides.files(12)["content/guides/page-3.md"]!.replacingOccurrences(of: "carries on from here", with: "goes on")
        // The guide page, and the rules page (which lists its rules).
        let edited = step("a guide's words", ["content/guides/page-3.md": words], rendered: 1...2, guides: 1)
        #expect(edited.changed.contains("guides/page-3.html"))
        _ = step("a guide's title (its neighbours and the lists show it)", ["content/guides/page-3.md": guide(3, link: 4).replacingOccurrences(of: "Generated guide 3", with: "Third")])
        _ = step("a reference broken", ["content/guides/page-4.md": guide(4, link: 99)])
        _ = step("and fixed", ["content/guides/page-4.md": guide(4, link: 5)])
        _ = step("a guide renamed, its referrer broken",
                 ["content/guides/page-5.md": nil, "content/guides/renamed.md": guide(5, link: 6)])
        _ = step("the referrer fixed", ["content/guides/page-4.md": guide(4, link: 5).replacingOccurrences(of: "guide:page-5", with: "guide:renamed")])
        _ = step("a guide deleted, its referrer fixed too",
                 ["content/guides/page-7.md": nil, "content/guides/page-6.md": guide(6, link: 8)])
        let palette = step("a palette colour", ["content/tokens/palette.tokens.json": MiniContent.palette.replacingOccurrences(of: "#0250bb", with: "#0250bc")])
        #expect(!palette.changed.contains { $0.hasPrefix("guides/") }, "a palette change rewrote guide pages: \(palette.changed)")
        _ = step("a token description", ["content/tokens/list.json": MiniContent.list.replacingOccurrences(of: "Base background", with: "Base of it all")])
        _ = step("a theme value broken", ["content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: "Grey90", with: "Grey99")])
        _ = step("and fixed", ["content/tokens/dark.tokens.json": MiniContent.dark])
        _ = step("a guide's front matter broken", ["content/guides/page-2.md": "---\ntitle Two\n---\n"])
        _ = step("and fixed", ["content/guides/page-2.md": guide(2, link: 3)])
        _ = step("nothing at all", [:], rendered: 0...0, guides: 0)
    }

    @Test("a template change re-renders every page from it; the output folder is updated in place")
    func templatesAndFolder() throws {
        let site = try TempSite(GeneratedGuides.files(5))
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("templates"), toPath: site.path("templates"))
        var o = options(site)
        o.templates = site.path("templates")
        let incremental = IncrementalBuild(options: o, output: .folder)
        #expect(incremental.rebuild().wrote)
        func matchesFresh() {
            var onDisk = folderFiles(site.path("site"))
            onDisk[SiteWriter.marker] = nil
            var fresh = o
            fresh.checkOnly = true
            #expect(onDisk == Build.run(fresh).files)
        }
        matchesFresh()
        let template = try #require(site.read("templates/guide.mustache"))
        try site.write("templates/guide.mustache", template.replacingOccurrences(of: "<article class=\"guide\">", with: "<article class=\"guide edited\">"))
        let update = incremental.rebuild(changedPaths: [site.path("templates/guide.mustache")])
        #expect(update.changed.filter { $0.hasPrefix("guides/") }.count == 5)
        matchesFresh()
        try FileManager.default.removeItem(atPath: site.path("content/guides/page-2.md"))
        try site.write("content/guides/page-1.md", guide(1, link: 3))
        let removal = incremental.rebuild(changedPaths: [site.path("content/guides/page-2.md"), site.path("content/guides/page-1.md")])
        #expect(removal.removed == ["guides/page-2.html"])
        matchesFresh()
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path).sorted() == ["content", "site", "templates"])
    }
}
