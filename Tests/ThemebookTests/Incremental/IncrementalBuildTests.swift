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
        options.mode = .memory
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

    /// One change of the scripted series: files written (nil: deleted; bytes for files that are
    /// not text), then what the rebuild is expected to have done.
    struct Change {
        var name: String
        var files: [String: [UInt8]?]
        /// Load, Check and Templates skipped: only guides' Markdown changed.
        var guidesOnly: Bool
        /// Folders the watcher also reports (created or removed).
        var folders: [String] = []
        /// Exactly the pages (template outputs) rendered, when given.
        var rendered: Set<String>? = nil
        /// Exactly the generated files made again, when given.
        var generated: Set<String>? = nil
        /// Exactly the guides linked again, when given.
        var relinked: Int? = nil
    }

    @Test("over edits, renames, deletions, broken-then-fixed references and token, palette and template changes")
    func scriptedEdits() throws {
        let site = try TempSite(GeneratedGuides.files(12))
        defer { site.remove() }
        let incremental = IncrementalBuild(options: options(site))
        var last = fresh(site)
        let first = incremental.rebuild()
        #expect(first.succeeded && incremental.files == last.files && first.diagnostics == last.diagnostics)
        #expect(first.changed.count == last.files.count && first.reloaded)

        // Each step: change the files, rebuild with the paths changed, compare with a fresh build.
        @discardableResult
        func step(_ change: Change) -> IncrementalBuild.Update {
            let name = change.name
            for (path, bytes) in change.files {
                if let bytes { try? site.write(path, bytes: bytes) } else { try? FileManager.default.removeItem(atPath: site.path(path)) }
            }
            let update = incremental.rebuild(changedPaths: (Array(change.files.keys) + change.folders).map { site.path($0) })
            let now = fresh(site)
            #expect(update.diagnostics == now.diagnostics, "\(name): diagnostics differ: \(update.diagnostics.map(\.message)) vs \(now.diagnostics.map(\.message))")
            #expect(update.reloaded == !change.guidesOnly, "\(name): reloaded \(update.reloaded)")
            if now.diagnostics.contains(where: { $0.severity == .error }) {
                #expect(!update.wrote && incremental.files == last.files, "\(name): a failed rebuild changed the site")
                return update
            }
            #expect(incremental.files == now.files, "\(name): differs from a fresh build: \(now.files.keys.filter { incremental.files[$0] != now.files[$0] }.sorted())")
            // Exactly the files whose bytes differ from the previous site are reported.
            let expected = Set(now.files.keys.filter { now.files[$0] != last.files[$0] })
            #expect(Set(update.changed) == expected, "\(name): changed \(update.changed), expected \(expected.sorted())")
            #expect(Set(update.removed) == Set(last.files.keys).subtracting(now.files.keys), "\(name): removed")
            if let rendered = change.rendered {
                #expect(Set(update.renderedPaths) == rendered, "\(name): rendered \(update.renderedPaths), expected \(rendered.sorted())")
            }
            if let generated = change.generated {
                #expect(Set(update.generatedPaths) == generated, "\(name): generated \(update.generatedPaths), expected \(generated.sorted())")
            }
            if let relinked = change.relinked { #expect(update.guidesRebuilt == relinked, "\(name): relinked \(update.guidesRebuilt) guides") }
            last = now
            return update
        }
        func text(_ s: String) -> [UInt8]? { Array(s.utf8) }
        let original = GeneratedGuides.files(12)
        func guide(_ n: Int) -> String { original["content/guides/page-\(n).md"]! }

        let search: Set<String> = ["search-index.js", "search-index.json"]
        // Its page alone: the rules page shows its rules, not its words, and the search index
        // holds no words before its first heading.
        step(Change(name: "a guide's words", files: ["content/guides/page-3.md": text(guide(3).replacingOccurrences(of: "carries on from here", with: "goes on"))],
                    guidesOnly: true, rendered: ["guides/page-3.html"], generated: [], relinked: 1))
        step(Change(name: "a guide's title (its neighbours and the lists show it)",
                    files: ["content/guides/page-3.md": text(guide(3).replacingOccurrences(of: "Generated guide 3", with: "Third"))], guidesOnly: true,
                    rendered: ["guides/page-2.html", "guides/page-3.html", "guides/page-4.html", "guides.html", "index.html", "guide-menu.js",
                               "rules.html", "tokens.html", "tokens/actionPrimary.html", "tokens/layer1.html"],
                    generated: search))
        step(Change(name: "a guide's order (it moves to the front)",
                    files: ["content/guides/page-8.md": text(guide(8).replacingOccurrences(of: "order: 8", with: "order: 0"))], guidesOnly: true))
        step(Change(name: "a new guide", files: ["content/guides/page-13.md": text(self.guide(13, link: 1))], guidesOnly: true))
        step(Change(name: "a new guide in a new folder",
                    files: ["content/guides/more/extra.md": text(self.guide(14, link: 2))], guidesOnly: true, folders: ["content/guides/more"]))
        step(Change(name: "a guide deleted", files: ["content/guides/page-13.md": nil], guidesOnly: true))
        step(Change(name: "a guide renamed, its referrer broken",
                    files: ["content/guides/page-5.md": nil, "content/guides/renamed.md": text(guide(5))], guidesOnly: true))
        step(Change(name: "the referrer fixed",
                    files: ["content/guides/page-4.md": text(guide(4).replacingOccurrences(of: "guide:page-5", with: "guide:renamed"))], guidesOnly: true))
        // The rule count shows on the home page alone.
        step(Change(name: "a rule added",
                    files: ["content/guides/page-9.md": text(guide(9) + "- Mix palette colours into tokens.\n")], guidesOnly: true,
                    rendered: ["guides/page-9.html", "rules.html", "index.html"], generated: search.union(["catalogue.json"])))
        step(Change(name: "a rule removed",
                    files: ["content/guides/page-9.md": text(guide(9).replacingOccurrences(of: "- Hard-code colours.\n", with: ""))], guidesOnly: true))
        step(Change(name: "a token mentioned",
                    files: ["content/guides/page-10.md": text(guide(10) + "\nA fade uses <token:layerFade>.\n")], guidesOnly: true,
                    rendered: ["guides/page-10.html", "tokens/layerFade.html", "tokens.html", "index.html"], generated: search))
        step(Change(name: "the mention removed", files: ["content/guides/page-10.md": text(guide(10))], guidesOnly: true))
        step(Change(name: "a reference broken", files: ["content/guides/page-4.md": text(self.guide(4, link: 99))], guidesOnly: true))
        step(Change(name: "and fixed", files: ["content/guides/page-4.md": text(self.guide(4, link: 5).replacingOccurrences(of: "guide:page-5", with: "guide:renamed"))],
                    guidesOnly: true))
        // The failed rebuild links the edited guide; the next one must still render its page.
        step(Change(name: "a guide's words and another's broken reference",
                    files: ["content/guides/page-11.md": text(guide(11).replacingOccurrences(of: "Hard-code colours.", with: "Hard-code any colour.")),
                            "content/guides/page-12.md": text(guide(12).replacingOccurrences(of: "guide:page-1)", with: "guide:page-99)"))],
                    guidesOnly: true))
        step(Change(name: "the reference fixed", files: ["content/guides/page-12.md": text(guide(12))], guidesOnly: true,
                    rendered: ["guides/page-11.html", "rules.html"], relinked: 1))
        step(Change(name: "a guide that is not UTF-8",
                    files: ["content/guides/page-2.md": Array(guide(2).utf8.prefix(40)) + [0xFF, 0xFE] + Array(guide(2).utf8.dropFirst(40))], guidesOnly: true))
        step(Change(name: "and fixed", files: ["content/guides/page-2.md": text(guide(2))], guidesOnly: true))
        step(Change(name: "a guide's front matter broken", files: ["content/guides/page-2.md": text("---\ntitle Two\n---\n")], guidesOnly: true))
        step(Change(name: "and fixed", files: ["content/guides/page-2.md": text(guide(2))], guidesOnly: true))
        step(Change(name: "a palette colour",
                    files: ["content/tokens/palette.tokens.json": text(MiniContent.palette.replacingOccurrences(of: "#0250bb", with: "#0250bc"))], guidesOnly: false))
        #expect(!incremental.files.isEmpty)
        step(Change(name: "a token description",
                    files: ["content/tokens/list.json": text(MiniContent.list.replacingOccurrences(of: "Base background", with: "Base of it all"))], guidesOnly: false))
        // Warnings of Load and Check, given again by the rebuilds that skip those stages.
        step(Change(name: "a config key unknown, a palette colour unused",
                    files: ["content/themebook.json": text(MiniContent.config.replacingOccurrences(of: "\"title\"", with: "\"colour\": 1, \"title\"")),
                            "content/tokens/palette.tokens.json": text(MiniContent.palette.replacingOccurrences(of: "\"Grey10\": {", with: "\"Grey50\": {\"$value\": \"#808080\"}, \"Grey10\": {"))],
                    guidesOnly: false))
        #expect(last.diagnostics.map(\.id).sorted() == ["unknown-config-key", "unused-palette-color"], "\(last.diagnostics.map(\.message))")
        step(Change(name: "a guide's words with those warnings", files: ["content/guides/page-11.md": text(guide(11) + "\nA word.\n")], guidesOnly: true))
        step(Change(name: "the warnings fixed",
                    files: ["content/themebook.json": text(MiniContent.config), "content/tokens/palette.tokens.json": text(MiniContent.palette)],
                    guidesOnly: false))
        step(Change(name: "a guide's words after the token change",
                    files: ["content/guides/page-6.md": text(guide(6) + "\nMore words.\n")], guidesOnly: true, relinked: 1))
        step(Change(name: "a theme value broken",
                    files: ["content/tokens/dark.tokens.json": text(MiniContent.dark.replacingOccurrences(of: "Grey90", with: "Grey99"))], guidesOnly: false))
        step(Change(name: "a guide edited while the theme is broken", files: ["content/guides/page-6.md": text(guide(6))], guidesOnly: true))
        step(Change(name: "the theme fixed", files: ["content/tokens/dark.tokens.json": text(MiniContent.dark)], guidesOnly: false))
        step(Change(name: "nothing at all", files: [:], guidesOnly: true, rendered: [], generated: [], relinked: 0))

        // What other guides show of a guide (its title, a section's title) and link to (its
        // anchors, by our ids and by GitHub's): the rebuild keeps what guides offer each other
        // while it holds, and must notice when it does not.
        let linker = """
            ---
            title: Linker
            order: 50
            ---

            See <guide:page-3>, <guide:page-3#do>, [its don'ts](page-3.md#dont) and [the page](guide:page-7).

            """
        step(Change(name: "a guide linking to another's title and sections", files: ["content/guides/linker.md": text(linker)], guidesOnly: true))
        step(Change(name: "the linked guide's title", files: ["content/guides/page-3.md": text(guide(3).replacingOccurrences(of: "Generated guide 3", with: "Three"))],
                    guidesOnly: true))
        #expect(String(decoding: incremental.files["guides/linker.html"] ?? [], as: UTF8.self).contains(">Three</a>"))
        step(Change(name: "a linked section's title, its id kept", files: ["content/guides/page-3.md": text(guide(3).replacingOccurrences(of: "## Do\n", with: "## DO\n"))],
                    guidesOnly: true))
        #expect(String(decoding: incremental.files["guides/linker.html"] ?? [], as: UTF8.self).contains(">DO</a>"))
        var broken = step(Change(name: "a linked section renamed: the link breaks",
                    files: ["content/guides/page-3.md": text(guide(3).replacingOccurrences(of: "## Do\n", with: "## Always\n"))], guidesOnly: true))
        #expect(broken.diagnostics.contains { $0.id == "unknown-anchor" && $0.location?.file.hasSuffix("linker.md") == true })
        step(Change(name: "the section back", files: ["content/guides/page-3.md": text(guide(3))], guidesOnly: true))
        broken = step(Change(name: "the GitHub anchor's heading renamed: that link breaks",
                    files: ["content/guides/page-3.md": text(guide(3).replacingOccurrences(of: "## Don't\n", with: "## Never\n"))], guidesOnly: true))
        #expect(broken.diagnostics.contains { $0.id == "unknown-anchor" && $0.location?.file.hasSuffix("linker.md") == true })
        step(Change(name: "and back", files: ["content/guides/page-3.md": text(guide(3))], guidesOnly: true))
        step(Change(name: "the linked guide's words alone", files: ["content/guides/page-3.md": text(guide(3) + "\nMore words.\n")], guidesOnly: true,
                    rendered: ["guides/page-3.html"], relinked: 1))
        broken = step(Change(name: "the linked guide deleted: the links break", files: ["content/guides/page-7.md": nil], guidesOnly: true))
        #expect(broken.diagnostics.contains { $0.id == "unknown-guide" && $0.location?.file.hasSuffix("linker.md") == true })
        step(Change(name: "and restored", files: ["content/guides/page-7.md": text(guide(7))], guidesOnly: true))
    }

    @Test("the search index and catalogue.json made from kept chunks equal a full build's, also with a '#' in a slug")
    func keptRecords() throws {
        // `a#b` is a guide, and `b` a section of guide `a`: their records' ids must stay apart.
        func page(_ title: String, order: Int, body: String) -> String {
            "---\ntitle: \(title)\norder: \(order)\n---\n\n\(body)\n\n## b\n\nWords.\n\n## Do\n\n- Use <token:layer1>.\n"
        }
        let site = try TempSite(MiniContent.with([
            "content/guides/a.md": page("Alpha", order: 1, body: "First."),
            "content/guides/a#b.md": page("Alpha B", order: 2, body: "Second."),
            "content/guides/c.md": page("Gamma", order: 3, body: "Third."),
        ]))
        defer { site.remove() }
        let incremental = IncrementalBuild(options: options(site))
        #expect(incremental.rebuild().succeeded)
        let edits: [(String, String)] = [
            ("content/guides/a.md", page("Alpha", order: 1, body: "First, again.")),
            ("content/guides/a#b.md", page("Alpha B", order: 2, body: "Second, again.")),
            // The other guide now comes first, and its record wins.
            ("content/guides/a#b.md", page("Alpha B", order: 0, body: "Second, again.")),
            ("content/guides/c.md", page("Gamma", order: 3, body: "Third.\n\n## b again\n\nMore.")),
            ("content/guides/c.md", page("Gamma", order: 3, body: "Third, no rules.").replacingOccurrences(of: "## Do\n\n- Use <token:layer1>.\n", with: "")),
        ]
        for (path, text) in edits {
            try site.write(path, text)
            let update = incremental.rebuild(changedPaths: [site.path(path)])
            let now = fresh(site)
            #expect(update.succeeded && !update.reloaded, "\(path): \(update.diagnostics.map(\.message))")
            for file in ["search-index.json", "search-index.js", "catalogue.json"] {
                #expect(incremental.files[file] == now.files[file], "\(path): \(file) differs from a full build's")
            }
            #expect(incremental.files == now.files)
        }
    }

    @Test("a template change re-renders every page from it; the output folder is updated in place")
    func templatesAndFolder() throws {
        let site = try TempSite(GeneratedGuides.files(5))
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("templates"), toPath: site.path("templates"))
        var o = options(site)
        o.templates = site.path("templates")
        o.mode = .write(output: site.path("site"))
        let incremental = IncrementalBuild(options: o)
        #expect(incremental.rebuild().wrote)
        func matchesFresh() {
            var onDisk = folderFiles(site.path("site"))
            onDisk[SiteWriter.marker] = nil
            var fresh = o
            fresh.mode = .memory
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
