import Foundation
import Markdown
import Testing
@testable import ThemebookCore

@Suite("The guide stage on every core, in bounded memory")
struct GuideStageTests {
    /// Forty guides that link to each other's sections, misspell tokens and guides (so "did you
    /// mean" indexes are asked), and show pictures whose names differ only in letter case from
    /// guide to guide (so which guide copies first decides which ones are errors), plus one
    /// guide that is not UTF-8 and one without a title.
    static func content() -> [String: String] {
        var files = MiniContent.files
        for n in 1...40 {
            let picture = n % 2 == 0 ? "A" : "a"
            files["content/guides/g\(n).md"] = GuideSite.file("Guide \(n)", """
                ## Setup

                Use <token:layer1> and <token:layr\(n % 3)> on [next](guide:g\(n % 40 + 1)#setup), not [gone](guide:gg\(n)).
                See [the next file](g\(n % 40 + 1).md#setup) and ![shot](img/\(picture).png) ![twin](img/b.png).

                ## Do

                - Take `actionPrimary` from <guide:g\(n % 40 + 1)#do>.

                ```swift
                view.backgroundColor = theme.colors.layer1
                ```
                """)
        }
        files["content/guides/img/A.png"] = "A"
        files["content/guides/img/a.png"] = "a"
        files["content/guides/img/b.png"] = "b"
        files["content/guides/img/b_dark.png"] = "b dark"
        files["content/guides/untitled.md"] = "No front matter.\n"
        return files
    }

    func options(_ site: TempSite, workers: Int, checkOnly: Bool = true) -> Build.Options {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = checkOnly ? .memory : .write(output: site.path("site"))
        options.workers = workers
        return options
    }

    @Test("parsing, linking and rendering guides on several threads gives the bytes and diagnostics of one thread")
    func parallelEqualsSerial() throws {
        let site = try TempSite(Self.content())
        defer { site.remove() }
        try site.write("content/guides/latin1.md", bytes: Array("---\ntitle: L\n---\ncaf".utf8) + [0xE9, 0x0A])
        let serial = Build.run(options(site, workers: 1))
        let lines = serial.diagnosticLines(relativeTo: site.path("content"))
        // The case clash is decided in guide order: one of the two pictures is copied, and each
        // guide showing the other one is an error.
        #expect(lines.filter { $0.contains("[duplicate-file]") }.count == 20)
        #expect(serial.files.keys.filter { $0.hasPrefix("files/guides/img/") && $0.lowercased().hasSuffix("/a.png") }.count == 1)
        #expect(lines.contains { $0.contains("did you mean 'layer1'? [unknown-token]") })
        #expect(lines.contains { $0.hasPrefix("guides/g7.md:6:") && $0.contains("did you mean 'g7'? [unknown-guide]") })
        #expect(lines.contains { $0.contains("latin1.md") && $0.contains("[invalid-utf8]") })
        #expect(lines.contains { $0.contains("untitled.md") && $0.contains("[front-matter]") })
        for workers in [2, 4, 7] {
            let parallel = Build.run(options(site, workers: workers))
            #expect(parallel.files == serial.files, "\(workers) workers")
            #expect(parallel.diagnostics == serial.diagnostics, "\(workers) workers")
            #expect(parallel.catalogue?.guides == serial.catalogue?.guides, "\(workers) workers")
        }
    }

    @Test("the guide stage alone gives the same guides, mentions, copies and diagnostics for any number of workers")
    func builderParallelEqualsSerial() throws {
        let site = try TempSite(Self.content())
        defer { site.remove() }
        var loading = Diagnostics()
        let raw = try #require(ContentLoader.load(content: site.path("content"), diagnostics: &loading))
        let catalogue = CatalogueChecker.check(raw, diagnostics: &loading)
        func build(_ workers: Int) -> (GuideBuilder.Output, [Diagnostic]) {
            var diagnostics = Diagnostics()
            let output = GuideBuilder.build(
                raw.guides, catalogue: catalogue, config: raw.config, content: InputFiles(root: site.path("content")),
                workers: workers, diagnostics: &diagnostics)
            return (output, diagnostics.all)
        }
        let (serial, serialDiagnostics) = build(1)
        #expect(serial.guides.count == 40)
        #expect(serial.mentions["layer1"]?.count == 40)
        #expect(serial.files.count == 3)
        for workers in [2, 5] {
            let (parallel, diagnostics) = build(workers)
            #expect(parallel.guides == serial.guides)
            #expect(parallel.mentions == serial.mentions)
            #expect(parallel.files == serial.files)
            #expect(diagnostics == serialDiagnostics)
        }
    }

    @Test("a one-shot build lists the guides and reads each as it needs it, with the guides, mentions, copies and diagnostics of reading them all first")
    func deferredReading() throws {
        let site = try TempSite(Self.content())
        defer { site.remove() }
        var loading = Diagnostics()
        let raw = try #require(ContentLoader.load(content: site.path("content"), diagnostics: &loading))
        let catalogue = CatalogueChecker.check(raw, diagnostics: &loading)
        let content = InputFiles(root: site.path("content"))
        var listing = Diagnostics()
        let listed = ContentLoader.loadGuides(config: raw.config, files: content, deferred: true, diagnostics: &listing)
        #expect(listing.all.isEmpty)
        #expect(listed.map(\.relativePath) == raw.guides.map(\.relativePath))
        #expect(listed.allSatisfy { $0.bytes.isEmpty && $0.deferredPath != nil }, "a listed guide holds no bytes")
        func build(_ files: [SourceFile], workers: Int) -> (GuideBuilder.Output, [Diagnostic]) {
            var diagnostics = Diagnostics()
            let output = GuideBuilder.build(
                files, catalogue: catalogue, config: raw.config, content: content, workers: workers, diagnostics: &diagnostics)
            return (output, diagnostics.all)
        }
        let (eager, eagerDiagnostics) = build(raw.guides, workers: 1)
        for workers in [1, 3] {
            let (deferred, diagnostics) = build(listed, workers: workers)
            #expect(deferred.guides == eager.guides)
            #expect(deferred.mentions == eager.mentions)
            #expect(deferred.files == eager.files)
            #expect(diagnostics == eagerDiagnostics)
        }
        // A build lists the guides; a long-running process, which compares them with the next
        // edit, reads them.
        var options = options(site, workers: 2)
        options.mode = .write(output: site.path("site"))
        var prepared = Diagnostics()
        let oneShot = try #require(Pipeline(options).prepare(store: .memory, diagnostics: &prepared))
        #expect(!oneShot.guideFiles.isEmpty && oneShot.guideFiles.allSatisfy { $0.bytes.isEmpty && $0.deferredPath != nil })
        let kept = try #require(Pipeline(options).prepare(cache: GuideCache(), diagnostics: &prepared))
        #expect(kept.guideFiles.allSatisfy { !$0.bytes.isEmpty && $0.deferredPath == nil })
        // A guide that went away after it was listed is reported as a guide that cannot be read,
        // once; the others build as before.
        try FileManager.default.removeItem(atPath: site.path("content/guides/g3.md"))
        let (gone, diagnostics) = build(listed, workers: 2)
        #expect(gone.guides.count == eager.guides.count - 1)
        let lines = diagnostics.lines(relativeTo: site.path("content"))
        #expect(lines.filter { $0.contains("g3.md") && !$0.contains("[unknown-") } == ["guides/g3.md:1:1: error: guide 'g3.md' cannot be read [missing-file]"])
    }

    @Test("a guide's Markdown set aside between the passes is read again only if the file is still what the first pass read")
    func setAsideAndTakeBack() throws {
        let text = GuideSite.file("Aside", "## Setup\n\nUse <token:layer1>.\n")
        let site = try TempSite(["guides/aside.md": text])
        defer { site.remove() }
        let listed = SourceFile(path: "guides/aside.md", relativePath: "aside.md", bytes: [], deferredPath: site.path("guides/aside.md"))
        var diagnostics = Diagnostics()
        let read = try #require(listed.read())
        var source = try #require(GuideSource(read, diagnostics: &diagnostics))
        let body = Array(source.body)
        source.setAside()
        #expect(source.body.isEmpty && source.file.bytes.isEmpty)
        #expect(source.headings.map(\.id) == ["setup"])
        var kept = source
        let tookBack = kept.takeBack(diagnostics: &diagnostics)
        #expect(tookBack)
        #expect(Array(kept.body) == body && kept.file.bytes == Array(text.utf8))
        #expect(diagnostics.all.isEmpty)
        // Changed, even by one byte of the same length, replaced by a link, or gone: reported,
        // and nothing taken back.
        let changes: [(change: () throws -> Void, said: String)] = [
            ({ try site.write("guides/aside.md", text.replacingOccurrences(of: "layer1", with: "layer2")) },
             "changed while the site was being built; build again [input-changed]"),
            ({
                try site.write("guides/other.md", text)
                try FileManager.default.removeItem(atPath: site.path("guides/aside.md"))
                try FileManager.default.createSymbolicLink(atPath: site.path("guides/aside.md"), withDestinationPath: "other.md")
            }, "cannot be read [missing-file]"),
            ({ try FileManager.default.removeItem(atPath: site.path("guides/aside.md")) }, "cannot be read [missing-file]"),
        ]
        for (change, said) in changes {
            try change()
            var changed = source
            var reported = Diagnostics()
            let changedTookBack = changed.takeBack(diagnostics: &reported)
            #expect(!changedTookBack)
            #expect(changed.body.isEmpty)
            #expect(reported.all.lines(relativeTo: site.folder.path) == ["guides/aside.md:1:1: error: guide 'aside.md' \(said)"])
        }
        // A file read when it was listed (a long-running process) keeps its Markdown.
        var eager = try #require(GuideSource(SourceFile(path: "a.md", relativePath: "a.md", bytes: Array(text.utf8)), diagnostics: &diagnostics))
        eager.setAside()
        #expect(Array(eager.body) == body)
    }

    @Test("a build to disk keeps no guide content in memory, and each page still shows its body")
    func bodiesOnDisk() throws {
        var files = MiniContent.files
        for n in 1...12 {
            files["content/guides/g\(n).md"] = GuideSite.file("Guide \(n)", "## Setup\n\nUse <token:layer1>, guide \(n).\n\n## Do\n\n- Be kind.\n")
        }
        let site = try TempSite(files)
        defer { site.remove() }
        let result = Build.run(options(site, workers: 2, checkOnly: false))
        #expect(result.wrote)
        guard case .file = result.guides else {
            Issue.record("a build to disk keeps its guides' content in memory")
            return
        }
        let guides = try #require(result.catalogue?.guides)
        #expect(guides.count == 12)
        for guide in guides {
            #expect(guide.heldContent == nil, "\(guide.slug) keeps its content in memory")
            let content = try result.guides.content(of: guide)
            #expect(content.html.contains("guide \(guide.slug.dropFirst()).</p>"))
            let page = try #require(site.read("site/" + guide.page))
            #expect(page.contains(content.html))
            #expect(content.rules.map(\.text) == ["Be kind."])
            #expect(content.sections.map(\.id) == ["setup", "do"] && guide.ruleCount == 1)
            // Each part read alone reads what the whole read.
            let outline = try result.guides.outline(of: guide)
            #expect(outline.sections == content.sections && outline.rules == content.rules)
            #expect(try result.guides.rules(of: guide) == content.rules)
        }
        let rules = try #require(site.read("site/rules.html"))
        #expect(rules.components(separatedBy: "<span class=\"rule-text\">Be kind.</span>").count == 13)
        // A site kept in memory, a long-running process and the guide stage on its own hold
        // their guides' content; it is the content the build's store gives back.
        let checked = Build.run(options(site, workers: 2))
        let held = try #require(checked.catalogue?.guides)
        #expect(held.allSatisfy { $0.heldContent != nil })
        #expect(try held.map { try $0.held } == guides.map { try result.guides.content(of: $0) })
        #expect(held.map(\.slug) == guides.map(\.slug) && held.map(\.ruleCount) == guides.map(\.ruleCount))
        // Nothing is left beside the site: the store's file never had a name.
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.folder.path).sorted()
        #expect(beside == ["content", "site"])
    }

    @Test("a build to disk, its guides' content waiting in its store's file, writes the files check keeps in memory, for any number of workers")
    func storedContentGivesTheSameSite() throws {
        var files = Self.content()
        files["content/guides/big.md"] = GuideSite.file("Big", "![big](img/big.png)\n\n## Do\n\n- Show it.\n")
        let site = try TempSite(files)
        defer { site.remove() }
        // A picture of several copy blocks, not a whole number of them.
        try site.write("content/guides/img/big.png", bytes: (0..<(SiteCopy.blockSize * 3 + 7)).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let checked = Build.run(options(site, workers: 1))
        #expect(checked.files["files/guides/img/big.png"]?.count == SiteCopy.blockSize * 3 + 7)
        for workers in [1, 4] {
            var options = options(site, workers: workers, checkOnly: false)
            options.mode = .write(output: site.path("site-\(workers)"))
            let built = Build.run(options)
            #expect(built.wrote == false, "the content has errors, so nothing is written")
            #expect(built.diagnostics == checked.diagnostics, "\(workers) workers")
        }
        // Without its errors (the guides that fail are dropped) the build writes what check keeps.
        try FileManager.default.removeItem(atPath: site.path("content/guides/untitled.md"))
        for n in 1...40 {
            let path = "content/guides/g\(n).md"
            try site.write(path, try #require(site.read(path)).replacingOccurrences(of: "<token:layr\(n % 3)>", with: "<token:layer1>")
                .replacingOccurrences(of: ", not [gone](guide:gg\(n))", with: "").replacingOccurrences(of: " ![twin](img/b.png)", with: "")
                .replacingOccurrences(of: "img/\(n % 2 == 0 ? "A" : "a").png", with: "img/b.png"))
        }
        let clean = Build.run(options(site, workers: 2))
        #expect(clean.errorCount == 0, "\(clean.diagnosticLines(relativeTo: site.path("content")).prefix(3))")
        var quiet = options(site, workers: 1)
        quiet.mode = .check()
        let discarded = Build.run(quiet)
        #expect(discarded.fileCount == clean.files.count && discarded.diagnostics == clean.diagnostics)
        for workers in [1, 4] {
            var options = options(site, workers: workers, checkOnly: false)
            options.mode = .write(output: site.path("out-\(workers)"))
            let built = Build.run(options)
            #expect(built.wrote)
            #expect(built.catalogue?.guides.allSatisfy { $0.heldContent == nil } == true)
            for (path, bytes) in clean.files {
                #expect(FileManager.default.contents(atPath: site.path("out-\(workers)/" + path)).map(Array.init) == bytes, "\(path), \(workers) workers")
            }
        }
    }

    @Test("a guide's content that cannot be read back fails its page with write-failed; a garbled record reads as none")
    func storeReadFailure() throws {
        let site = try TempSite(MiniContent.files.merging([
            "content/guides/a.md": GuideSite.file("A", "Body.\n\n## Do\n\n- Be kind.\n"),
        ]) { _, new in new })
        defer { site.remove() }
        var options = options(site, workers: 1)
        options.mode = .check()
        let pipeline = Pipeline(options)
        var diagnostics = Diagnostics()
        // The guides' content put in one file, the renderer handed another: every read fails,
        // where it happens (the guide's page, the Rules page, the search index, catalogue.json).
        let file = try #require(GuideStore.File.temporary())
        let other = try #require(GuideStore.File.temporary())
        let prepared = try #require(pipeline.prepare(store: .file(file), diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        let guide = try #require(prepared.catalogue.guides.first)
        let templates = try #require(prepared.templates)
        let renderer = pipeline.renderer(prepared.catalogue, templates, prepared.guides, prepared.checked, store: .file(other))
        let sink = MemorySink()
        var rendered = Diagnostics()
        #expect(pipeline.render(renderer, into: sink, diagnostics: &rendered) == 0)
        #expect(rendered.all.map(\.id) == ["write-failed"])
        #expect(rendered.all.first?.message == "guide 'a' is stored in another build's temporary file")
        #expect(sink.files["guides/a.html"] == nil && sink.files["rules.html"] == nil)
        // Read from its own file, it is what was put there; from memory, it is not there.
        #expect(try GuideStore.file(file).rules(of: guide).map(\.text) == ["Be kind."])
        #expect(throws: SiteWriter.Failure.self) { try GuideStore.memory.content(of: guide) }
        // The Rules page alone, whose guides' rules are read as it reaches each: its page is not
        // kept, and the failure is thrown when it has rendered.
        let rulesPage = try #require(renderer.outputFiles(including: { $0 == "rules.html" }, diagnostics: &rendered).first)
        #expect(throws: SiteWriter.Failure.self) { _ = try renderer.write(rulesPage, into: sink) }
        #expect(sink.files["rules.html"] == nil)
        // Counts past what a record could hold, and records cut short, read as none.
        func record(_ numbers: [Int]) -> [UInt8] { numbers.flatMap { n in withUnsafeBytes(of: UInt64(n).littleEndian) { Array($0) } } }
        var huge = GuideStore.Record.Reader(record([Int.max]))
        #expect(huge.rules() == nil)
        var cut = GuideStore.Record.Reader(record([1, 0, 5]))
        #expect(cut.rules() == nil)
        var empty = GuideStore.Record.Reader(record([0, 0]))
        #expect(empty.rules() == [] && empty.sections() == [] && empty.atEnd)
    }

    @Test("a guide's content stored in the file reads back as it was, whole or in parts")
    func contentRecord() throws {
        let file = try #require(GuideStore.File.create(beside: FileManager.default.temporaryDirectory.appendingPathComponent("site").path))
        let store = GuideStore.file(file)
        let sections = [
            GuideSection(id: "setup", title: "Setup — «ünïcode»", level: 2, text: "Use layer1 on every view."),
            GuideSection(id: "empty", title: "", level: 3, text: ""),
        ]
        let rules = [
            Rule(kind: .do, text: "Take a token.", html: "Take a <code>token</code>.", guide: "a/b", anchor: "do"),
            Rule(kind: .dont, text: "", html: "", guide: "a/b", anchor: "dont"),
        ]
        let content = GuideContent(html: "<p>é</p>\n", sections: sections, rules: rules)
        let handle = store.put(content)
        #expect(handle.held == nil && handle.ruleCount == 2)
        let stored = Guide(slug: "a/b", title: "B", order: 2, summary: nil, sourcePath: "guides/a/b.md", content: handle)
        let inMemory = Guide(
            slug: "a/b", title: "B", order: 2, summary: nil, sourcePath: "guides/a/b.md", html: content.html, sections: sections,
            rules: rules)
        #expect(stored.ruleCount == 2 && inMemory.ruleCount == 2)
        #expect(try store.content(of: stored) == content)
        #expect(try store.outline(of: stored).sections == sections && store.outline(of: stored).rules == rules)
        #expect(try store.rules(of: stored) == rules)
        // A held guide reads the same from any store.
        #expect(try store.content(of: inMemory) == content && GuideStore.memory.content(of: inMemory) == content)
        // Guides compare by their fields and handles, never by reading: the same place is equal,
        // another place (even with the same content) is not, and a held content compares by value.
        let again = Guide(slug: "a/b", title: "B", order: 2, summary: nil, sourcePath: "guides/a/b.md", content: handle)
        #expect(stored == again && stored.hashValue == again.hashValue)
        let elsewhere = Guide(slug: "a/b", title: "B", order: 2, summary: nil, sourcePath: "guides/a/b.md", content: store.put(content))
        #expect(stored != elsewhere && stored != inMemory)
        var renamed = inMemory
        renamed.title = "C"
        #expect(renamed != inMemory && inMemory.title == "B" && renamed.heldContent == content)
        // The record's parts, as the store reads them.
        let record = GuideStore.Record.encode(content)
        var reader = GuideStore.Record.Reader(record.bytes)
        #expect(reader.rules() == rules && reader.sections() == sections && reader.rest() == content.html && reader.atEnd)
        #expect(record.bytes.count == record.rulesLength + record.sectionsLength + record.htmlLength)
    }

    @Test("a parsed guide keeps its heading ids, not its Markdown tree nor the rest of its outline")
    func noDocumentKept() throws {
        var diagnostics = Diagnostics()
        let text = GuideSite.file("Kept", "## Setup\n\nSome *text* with `code`.\n\n## Do\n\n- One.\n- Two.\n")
        let file = SourceFile(path: "guides/kept.md", relativePath: "kept.md", bytes: Array(text.utf8))
        var source = try #require(GuideSource(file, diagnostics: &diagnostics))
        #expect(source.headings.map(\.id) == ["setup", "do"])
        #expect(Self.holdsMarkdownTree(source) == false)
        #expect(Self.holds(GuideOutline.self, source) == false)
        // What linking reads is parsed again from the bytes, and is the same document, outlined.
        let (document, outline) = source.parsed()
        #expect(document == MarkdownDocument.parse(bytes: text.utf8.dropFirst(text.utf8.count - source.body.count)))
        #expect(outline.sections.map(\.id) == ["setup", "do"])
        #expect(outline.ruleItems.count == 2)
        // Once rendered, a one-shot build lets the Markdown go.
        source.releaseMarkdown()
        #expect(source.body.isEmpty && source.file.bytes.isEmpty)
    }

    @Test("the first pass names every heading as the whole outline does: nested, repeated, reserved and empty titles")
    func headingsMatchOutline() {
        let markdown = """
            # Main
            > ## Quoted
            > - ### In a list in a quote
            - item

              ## Main
            1. ## main
            Setext
            ------
            ## Do
            - rule
              > ## Do
            ## ***
            ## Site search q
            ## `code` *and* [link](token:x)
            ```
            ## not a heading
            ```
            """
        let document = MarkdownDocument.parse(bytes: Array(markdown.utf8)[...])
        // As the first pass reads it: without the paragraphs' inlines.
        let headings = GuideOutline.headings(of: MarkdownDocument.parseOutline(bytes: markdown.utf8), reservedIDs: GuideSource.reservedIDs)
        let outline = GuideOutline(document, reservedIDs: GuideSource.reservedIDs)
        #expect(headings.count == 11)
        #expect(headings.map(\.id) == outline.headingTitles.map(\.id))
        #expect(headings.map(\.title) == outline.headingTitles.map(\.title))
        #expect(headings.map(\.id).contains("main-2") && headings.map(\.id).contains("site-search-q-2"))
        // The outline parse is the whole parse's headings, quotes, lists and items, the same
        // values with the same ranges, and nothing else.
        let outlineBlocks = MarkdownDocument.parseOutline(bytes: markdown.utf8).blocks
        #expect(outlineBlocks == Self.headingsOnly(document.blocks))
        #expect(Self.headingsOnly(document.blocks).count < document.blocks.count)
    }

    /// Blocks with everything but headings, quotes, lists and items left out.
    static func headingsOnly(_ blocks: [Block]) -> [Block] {
        blocks.compactMap { block in
            switch block {
            case .heading: return block
            case .blockQuote(let children, let range): return .blockQuote(headingsOnly(children), range)
            case .list(let info, let items, let range):
                return .list(info, items: items.map { ListItem(blocks: headingsOnly($0.blocks), range: $0.range) }, range)
            case .paragraph, .codeBlock, .htmlBlock, .thematicBreak: return nil
            }
        }
    }

    /// Whether a value holds a value of `type` anywhere inside it (its stored properties, walked).
    static func holds(_ type: Any.Type, _ value: Any, depth: Int = 0) -> Bool {
        if Swift.type(of: value) == type { return true }
        guard depth < 8 else { return false }
        return Mirror(reflecting: value).children.contains { holds(type, $0.value, depth: depth + 1) }
    }

    /// Whether a value holds a Markdown tree anywhere inside it (its stored properties, walked).
    static func holdsMarkdownTree(_ value: Any, depth: Int = 0) -> Bool {
        if value is MarkdownDocument || value is Block || value is Inline || value is [Block] { return true }
        guard depth < 8 else { return false }
        return Mirror(reflecting: value).children.contains { holdsMarkdownTree($0.value, depth: depth + 1) }
    }
}
