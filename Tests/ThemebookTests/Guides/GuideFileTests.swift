import Foundation
import Testing
@testable import ThemebookCore

@Suite("Guide relative links and pictures")
struct GuideFileTests {
    @Test("relative links to guides become links to their pages, GitHub's section ids included")
    func relativeGuideLinks() throws {
        let guide = GuideSite.file("A", """
            [next](other.md), [its rules](other.md#don-t), [GitHub's id](./other.md#dont),
            [deeper](sub/deep.md#setup), [external](https://example.com/x.md), [here](#top), [mail](mailto:a@b.c)

            ## Don't

            - Skip [the deep one](sub/deep.md).
            """)
        let deep = GuideSite.file("Deep", "## Setup\n\n[back](../a.md#don-t) and [sibling](../other.md)\n")
        let site = try GuideSite(["a.md": guide, "other.md": GuideSite.file("Other", "## Don't\n"), "sub/deep.md": deep])
        #expect(site.diagnostics.isEmpty)
        #expect(try site.html("a").contains("""
            <p><a href="other.html">next</a>, <a href="other.html#don-t">its rules</a>, <a href="other.html#don-t">GitHub's id</a>,
            <a href="sub/deep.html#setup">deeper</a>, <a href="https://example.com/x.md">external</a>, <a href="#top">here</a>, \
            <a href="mailto:a@b.c">mail</a></p>
            """.replacingOccurrences(of: "href=\"other", with: "href=\"../guides/other")
            .replacingOccurrences(of: "href=\"sub/", with: "href=\"../guides/sub/")))
        #expect(try site.html("sub/deep").contains(
            "<a href=\"../../guides/a.html#don-t\">back</a> and <a href=\"../../guides/other.html\">sibling</a>"))
        // The Rules page links from the site root.
        let rules = String(decoding: try #require(site.result.files["rules.html"]), as: UTF8.self)
        #expect(rules.contains("Skip <a href=\"guides/sub/deep.html\">the deep one</a>."))
    }

    @Test("a relative link to a missing guide or section is an error at the link, with the closest one")
    func brokenRelativeLinks() throws {
        let text = MarkedText("""
            ---
            title: Broken links
            ---
            See 1️⃣[it](othr.md) and 2️⃣[this](other.md#dont-s),
            3️⃣[that](sub/nothing.pdf), 4️⃣[up](../../secret.txt) and 5️⃣[a folder](sub).
            """)
        let site = try GuideSite(
            ["a.md": text.text, "other.md": GuideSite.file("Other", "## Don'ts\n"), "sub/x.md": GuideSite.file("X", "")])
        #expect(site.diagnostics == [
            "guides/a.md:\(text[1]): error: link refers to unknown guide 'othr.md'; did you mean 'other.md'? [unknown-guide]",
            "guides/a.md:\(text[2]): error: link refers to unknown section 'dont-s' of guide 'other'; did you mean 'don-ts'? [unknown-anchor]",
            "guides/a.md:\(text[3]): error: link refers to missing file 'sub/nothing.pdf' [missing-file]",
            "guides/a.md:\(text[4]): error: link '../../secret.txt' leads outside the content folder; only its files are copied [outside-content]",
            "guides/a.md:\(text[5]): error: link refers to folder 'sub', not a file [missing-file]",
        ])
    }

    @Test("a suggestion for a guide in another folder is written relative to the linking guide")
    func relativeSuggestion() throws {
        let text = MarkedText("---\ntitle: Deep\n---\n1️⃣[x](../aplying.md)\n")
        let site = try GuideSite(["sub/deep.md": text.text, "applying.md": GuideSite.file("Applying", "")])
        #expect(site.diagnostics == [
            "guides/sub/deep.md:\(text[1]): error: link refers to unknown guide '../aplying.md'; did you mean '../applying.md'? [unknown-guide]",
        ])
    }

    @Test("links to other files of the content folder are copied into the site, names percent-encoded")
    func linkedFilesCopied() throws {
        let guide = GuideSite.file("Files", "[palette](../tokens/palette.tokens.json), [spec](<docs/a spec%231.txt>), [again](docs/a%20spec%231.txt#p2)\n")
        let site = try GuideSite(["f.md": guide], changes: ["content/guides/docs/a spec#1.txt": "spec"])
        #expect(site.diagnostics.isEmpty)
        #expect(try site.html("f").contains("""
            <a href="../files/tokens/palette.tokens.json">palette</a>, <a href="../files/guides/docs/a%20spec%231.txt">spec</a>, \
            <a href="../files/guides/docs/a%20spec%231.txt#p2">again</a>
            """))
        #expect(site.result.files["files/guides/docs/a spec#1.txt"] == Array("spec".utf8))
        #expect(site.result.files["files/tokens/palette.tokens.json"] == Array(MiniContent.palette.utf8))
    }

    @Test("a picture is copied and checked; a missing one is an error at its '!'")
    func pictures() throws {
        let text = MarkedText("""
            ---
            title: Pictures
            ---
            ![A toolbar](img/toolbar.png "The toolbar") and 1️⃣![gone](img/gone.png) and ![remote](https://example.com/x.png)

            2️⃣![up](../../x.png)
            """)
        let site = try GuideSite(["p.md": text.text], changes: ["content/guides/img/toolbar.png": "PNG"])
        #expect(site.diagnostics == [
            "guides/p.md:\(text[1]): error: picture 'img/gone.png' does not exist [missing-file]",
            "guides/p.md:\(text[2]): error: picture '../../x.png' is outside the content folder; only its files are copied [outside-content]",
        ])
        #expect(try site.html("p").contains(
            "<img src=\"../files/guides/img/toolbar.png\" alt=\"A toolbar\" title=\"The toolbar\" /> and <img src=\"img/gone.png\" alt=\"gone\" />"
                + " and <img src=\"https://example.com/x.png\" alt=\"remote\" />"))
        #expect(site.result.files["files/guides/img/toolbar.png"] == Array("PNG".utf8))
    }

    @Test("a picture with a dark twin follows the reader's appearance on its page, and shows both on the Rules page")
    func darkTwin() throws {
        let guide = GuideSite.file("Twins", "## Do\n\n- Keep the toolbar flat. ![Flat toolbar](img/flat.png)\n")
        let site = try GuideSite(
            ["t.md": guide], changes: ["content/guides/img/flat.png": "light", "content/guides/img/flat_dark.png": "dark"])
        #expect(site.diagnostics.isEmpty)
        #expect(try site.html("t").contains(
            "Keep the toolbar flat. <picture><source srcset=\"../files/guides/img/flat_dark.png\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"../files/guides/img/flat.png\" alt=\"Flat toolbar\" /></picture>"))
        let rules = String(decoding: try #require(site.result.files["rules.html"]), as: UTF8.self)
        #expect(rules.contains(
            "Keep the toolbar flat. <span class=\"themed-pictures\"><span class=\"themed-picture\">"
                + "<img src=\"files/guides/img/flat.png\" alt=\"Flat toolbar (Light)\" /><span class=\"themed-picture-label\">Light</span></span>"
                + "<span class=\"themed-picture\"><img src=\"files/guides/img/flat_dark.png\" alt=\"Flat toolbar (Dark)\" />"
                + "<span class=\"themed-picture-label\">Dark</span></span></span>"))
        #expect(site.result.files["files/guides/img/flat_dark.png"] == Array("dark".utf8))
    }

    @Test("a symbolic link out of the project is refused at the link, and nothing outside is copied")
    func symlinkOutside() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-secret-\(UUID().uuidString).txt")
        try Data("secret".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        var files = MiniContent.with(["content/guides/s.md": GuideSite.file("S", "1️⃣[s](secret.txt)\n")])
        files["content/guides/s.md"] = MarkedText(files["content/guides/s.md"]!).text
        let site = try TempSite(files)
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("content/guides/secret.txt"), withDestinationPath: outside.path)
        let result = site.build(checkOnly: true)
        let lines = result.diagnosticLines(relativeTo: site.path("content"))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("guides/s.md:4:1: error: file '") == true)
        #expect(lines.first?.contains("content/guides/secret.txt' is outside the project") == true)
        #expect(lines.first?.hasSuffix("[outside-project]") == true)
        #expect(!result.files.keys.contains { $0.hasPrefix("files/") })
    }

    @Test("twins follow the themes' own image suffixes, and themes sharing a picture share a label")
    func customSuffix() throws {
        let resolver = MiniContent.resolver.replacingOccurrences(
            of: "\"imageSuffix\": \"_dark\"", with: "\"imageSuffix\": \"-night\"")
        let guide = GuideSite.file("Night", "## Don't\n\n- Hard-code a colour. ![A red button](red.png)\n")
        let site = try GuideSite(
            ["n.md": guide],
            changes: ["content/tokens/resolver.json": resolver, "content/guides/red.png": "l", "content/guides/red-night.png": "n",
                      "content/guides/red_dark.png": "not this one"])
        #expect(site.diagnostics.isEmpty)
        #expect(try site.html("n").contains("<source srcset=\"../files/guides/red-night.png\" media=\"(prefers-color-scheme: dark)\" />"))
        #expect(site.result.files["files/guides/red_dark.png"] == nil)
    }

    @Test("without a content folder on disk, guide links are still checked and file links stay as written")
    func noFolder() throws {
        let catalogue = try #require(try GuideSite([:]).result.catalogue)
        let files = [
            SourceFile(path: "g/a.md", relativePath: "a.md", bytes: Array("---\ntitle: A\n---\n[b](b.md) [gone](gone.md) [f](x.pdf) ![p](p.png)\n".utf8)),
            SourceFile(path: "g/b.md", relativePath: "b.md", bytes: Array("---\ntitle: B\n---\n".utf8)),
        ]
        var diagnostics = Diagnostics()
        let output = GuideBuilder.build(files, catalogue: catalogue, config: SiteConfig(), diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == ["link refers to unknown guide 'gone.md'"])
        #expect(output.guides.first { $0.slug == "a" }?.heldContent?.html
            == "<p><a href=\"../guides/b.html\">b</a> <span>gone</span> <a href=\"x.pdf\">f</a> <img src=\"p.png\" alt=\"p\" /></p>\n")
        #expect(output.files.isEmpty)
    }

    @Test("a file a guide shows is read when its copy is written, a block at a time, not held from the guide stage on")
    func copiesReadWhenWritten() throws {
        // Bigger than a block, and not a multiple of one.
        let picture = (0..<(SiteCopy.blockSize * 2 + 123)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var files = MiniContent.files
        files["content/guides/a.md"] = GuideSite.file("A", "![shot](img/shot.png) and [the spec](spec.txt).\n")
        files["content/guides/spec.txt"] = "spec"
        let site = try TempSite(files)
        defer { site.remove() }
        try site.write("content/guides/img/shot.png", bytes: picture)
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .memory
        let result = Build.run(options)
        #expect(result.errorCount == 0)
        #expect(result.files["files/guides/img/shot.png"] == picture)
        #expect(result.files["files/guides/spec.txt"] == Array("spec".utf8))
        // The guide stage hands on where the files are, not their bytes.
        var diagnostics = Diagnostics()
        let raw = try #require(ContentLoader.load(content: site.path("content"), diagnostics: &diagnostics))
        let catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        let output = GuideBuilder.build(
            raw.guides, catalogue: catalogue, config: raw.config, content: InputFiles(root: site.path("content")), diagnostics: &diagnostics)
        let real = try #require(ReadScope.realPath(site.path("content/guides/img/shot.png")))
        #expect(output.files["files/guides/img/shot.png"] == .file(real))
        // A file gone by the time its copy is written fails the write (and so the build, which
        // then swaps nothing in: `BuildTests`).
        try FileManager.default.removeItem(atPath: real)
        #expect(throws: SiteWriter.Failure.self) { try SiteCopy.file(real).write(to: "x.png", into: MemorySink()) }
    }

    @Test("paths: a twin's name, a path relative to another file, a path that climbs out")
    func pathHelpers() {
        #expect(PictureTheme.twin(of: "img/x.png", suffix: "_dark") == "img/x_dark.png")
        #expect(PictureTheme.twin(of: "img.v2/x", suffix: "_dark") == "img.v2/x_dark")
        #expect(PictureTheme.twin(of: ".hidden", suffix: "_dark") == ".hidden_dark")
        #expect(GuideFiles.relative("guides/b.md", from: "guides/sub/a.md") == "../b.md")
        #expect(GuideFiles.relative("guides/sub/c.md", from: "guides/sub/a.md") == "c.md")
        #expect(GuideFiles.resolve("../../x", relativeTo: "guides/a.md") == nil)
        #expect(GuideFiles.resolve("./img/../x.png", relativeTo: "guides/a.md") == "guides/x.png")
        #expect(GuideFiles.resolve("/etc/passwd", relativeTo: "guides/a.md") == nil)
    }

    @Test("two files whose paths differ only in letter case are an error at the second reference, not two copies")
    func caseClash() throws {
        let text = MarkedText("---\ntitle: Case\n---\n![a](img/A.png) [b](img/a.png) 1️⃣![c](img/a.png) ![again](img/A.png)\n")
        let site = try GuideSite(["c.md": text.text], changes: ["content/guides/img/A.png": "A", "content/guides/img/a.png": "a"])
        #expect(site.diagnostics == [
            "guides/c.md:4:17: error: file 'guides/img/a.png' has the same copy as 'guides/img/A.png' but for letter case; rename one [duplicate-file]",
            "guides/c.md:\(text[1]): error: file 'guides/img/a.png' has the same copy as 'guides/img/A.png' but for letter case; rename one [duplicate-file]",
        ])
        #expect(site.result.files.keys.filter { $0.hasPrefix("files/") }.sorted() == ["files/guides/img/A.png"])
    }

    @Test("links between guides work when the guides folder lies beside the content folder")
    func guidesBesideContent() throws {
        let config = MiniContent.config.replacingOccurrences(of: "\"themes\"", with: "\"guides\": \"../docs\", \"themes\"")
        var files = MiniContent.with(["content/themebook.json": config, ".git/HEAD": "ref: refs/heads/main\n"])
        files["docs/a.md"] = GuideSite.file("A", "[b](sub/b.md#setup) [gone](sub/c.md)\n")
        files["docs/sub/b.md"] = GuideSite.file("B", "## Setup\n\n[a](../a.md)\n")
        let site = try TempSite(files)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        // Named by its own path, not through the content folder (`content/../docs/a.md`).
        #expect(result.diagnosticLines(relativeTo: site.folder.path).filter { !$0.contains("warning") } == [
            "docs/a.md:4:21: error: link refers to unknown guide 'sub/c.md'; did you mean 'sub/b.md'? [unknown-guide]",
        ])
        let a = try #require(result.catalogue?.guides.first { $0.slug == "a" })
        #expect(try a.held.html.hasPrefix("<p><a href=\"../guides/sub/b.html#setup\">b</a>"))
    }
}
