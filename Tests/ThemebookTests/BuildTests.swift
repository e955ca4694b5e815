import Foundation
import Testing
@testable import ThemebookCore

@Suite("Building a catalogue")
struct BuildTests {
    @Test("aliases, alpha references, token-to-token aliases and gradients resolve")
    func resolves() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let result = site.build()
        #expect(result.errorCount == 0, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        let catalogue = try #require(result.catalogue)
        let light = try #require(catalogue.themes.first { $0.info.id == "light" })
        let dark = try #require(catalogue.themes.first { $0.info.id == "dark" })
        guard case .color(let primary)? = light.values["actionPrimary"] else { Issue.record("not a colour"); return }
        #expect(primary.palette == "Blue50")
        #expect(primary.alpha == 0.3)
        #expect(primary.color.hex == "#0060df4d")
        guard case .color(let darkPrimary)? = dark.values["actionPrimary"] else { Issue.record("not a colour"); return }
        #expect(darkPrimary.palette == "Grey90")
        #expect(darkPrimary.chain.map(\.text) == ["{Layers.layer1}", "{Grey.Grey90}"])
        guard case .gradient(let stops)? = light.values["layerFade"] else { Issue.record("not a gradient"); return }
        #expect(stops.map(\.color.hex) == ["#0060df", "#0060df00"])
    }

    @Test("catalogue.json holds every theme's value with palette, alpha and hex, keys sorted")
    func catalogueJSON() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let result = site.build()
        let json = try #require(site.read("site/catalogue.json"))
        // Values are written with sorted keys, one per line.
        #expect(json.contains("""
                    "light": {
                      "alpha": 0.3,
                      "hex": "#0060df4d",
                      "kind": "color",
                      "palette": "Blue50"
                    }
            """))
        #expect(json.contains("\"imageSuffix\": \"_dark\""))
        #expect(result.succeeded)
    }

    @Test("a token description with <script> reaches the page as text")
    func escapes() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        _ = site.build()
        let page = try #require(site.read("site/tokens/actionPrimary.html"))
        #expect(page.contains("Primary &lt;script&gt;alert(1)&lt;/script&gt; actions"))
        #expect(!page.contains("<script>alert(1)"))
    }

    @Test("a failed build leaves the previous site byte for byte as it was")
    func allOrNothing() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        #expect(site.build().wrote)
        let before = try snapshot(site.path("site"))
        try site.write("content/tokens/dark.tokens.json", MiniContent.dark.replacingOccurrences(of: "Grey90", with: "Grey95"))
        let failed = site.build()
        #expect(!failed.succeeded && !failed.wrote)
        #expect(try snapshot(site.path("site")) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.folder.path).filter { $0.hasPrefix(".site") }
        #expect(leftovers.isEmpty)
    }

    @Test("an unknown palette colour fails the build naming the file and the reference")
    func unknownReference() throws {
        let site = try TempSite(MiniContent.with([
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: "{Grey.Grey90}", with: "{Grey.Grey95}"),
        ]))
        defer { site.remove() }
        let result = site.build()
        #expect(!result.succeeded)
        #expect(result.diagnosticLines(relativeTo: site.folder.path).contains(
            "content/tokens/dark.tokens.json:3:44: error: 'layer1' refers to unknown palette colour 'Grey.Grey95'; did you mean 'Grey.Grey90'? [unknown-palette-color]"))
    }

    @Test("two builds of the same content give identical bytes")
    func deterministic() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let a = site.build(checkOnly: true).files
        let b = site.build(checkOnly: true).files
        #expect(!a.isEmpty && a == b)
    }

    func snapshot(_ folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(atPath: folder)
        while let item = e?.nextObject() as? String {
            out[item] = FileManager.default.contents(atPath: folder + "/" + item)
        }
        return out
    }
}

@Suite("Where a build may write")
struct OutputSafetyTests {
    func build(_ site: TempSite, output: String, templates: String = Repo.path("templates")) -> Build.Result {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = templates
        options.mode = .write(output: output)
        return Build.run(options)
    }

    @Test("an output that is or contains the content or templates folder is refused before anything is written")
    func refusesInputs() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        for output in [site.path("content"), site.folder.path] {
            let result = build(site, output: output)
            #expect(result.diagnostics.map(\.id) == ["invalid-output"])
            #expect(result.diagnostics.first?.message.contains("would replace") == true)
        }
        #expect(site.read("content/themebook.json") == MiniContent.config)
        let templates = build(site, output: Repo.path("templates"))
        #expect(templates.diagnostics.map(\.id) == ["invalid-output"])
    }

    @Test("a folder themebook did not write, or a file, is never replaced")
    func refusesForeignFolders() throws {
        let site = try TempSite(MiniContent.files.merging(["mine/notes.txt": "keep", "file.txt": "keep"]) { a, _ in a })
        defer { site.remove() }
        let folder = build(site, output: site.path("mine"))
        #expect(folder.diagnostics.map(\.message) == [
            "output folder '\(site.path("mine"))' was not written by themebook (it has no .themebook-output); empty it or choose another folder",
        ])
        #expect(site.read("mine/notes.txt") == "keep")
        let file = build(site, output: site.path("file.txt"))
        #expect(file.diagnostics.map(\.message) == ["output '\(site.path("file.txt"))' exists and is not a folder"])
        // A folder it wrote itself carries the marker and is replaced.
        #expect(build(site, output: site.path("site")).wrote)
        #expect(site.read("site/.themebook-output") != nil)
        #expect(build(site, output: site.path("site")).wrote)
    }

    @Test("a write that fails reports write-failed with the reason and leaves nothing behind")
    func writeFailure() throws {
        let site = try TempSite(MiniContent.files.merging(["file.txt": "keep"]) { a, _ in a })
        defer { site.remove() }
        let result = build(site, output: site.path("file.txt/site"))
        #expect(result.diagnostics.map(\.id) == ["write-failed"])
        #expect(result.diagnostics.first?.message.hasPrefix("cannot create folder '\(site.path("file.txt"))'") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path).sorted() == ["content", "file.txt"])
    }

    @Test("staging folders left by a killed build are cleaned up by the next one, marker or not; look-alike folders a user made are kept")
    func leftovers() throws {
        let site = try TempSite(MiniContent.files.merging([
            ".site.themebook-123-4d2/\(SiteWriter.marker)": "", ".site.themebook-123-4d2/index.html": "half",
            // An old site whose removal was killed after its marker went.
            ".site.themebook-123-4d3/tokens/layer1.html": "old, no marker", ".site.themebook-77-ab-old/index.html": "old",
            ".site.tmp-123-456/index.html": "mine", ".site.old-1/index.html": "mine",
            ".site.themebook-12x-4d3/index.html": "mine", ".site.themebook-123-4D3/index.html": "mine",
            ".site.themebook-123-4d3-new/index.html": "mine", ".site2.themebook-123-4d3/index.html": "another output's",
        ]) { a, _ in a })
        defer { site.remove() }
        try "a file, not a staging folder".write(toFile: site.path(".site.themebook-1-a"), atomically: true, encoding: .utf8)
        #expect(build(site, output: site.path("site")).wrote)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path).sorted() == [
            ".site.old-1", ".site.themebook-1-a", ".site.themebook-123-4D3", ".site.themebook-123-4d3-new", ".site.themebook-12x-4d3",
            ".site.tmp-123-456", ".site2.themebook-123-4d3", "content", "site",
        ])
    }
}

@Suite("Template problems beside content problems")
struct TemplateAndContentTests {
    @Test("a broken reference and a template's unknown name are reported in the same run")
    func bothReported() throws {
        let site = try TempSite(MiniContent.with([
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: "Grey90", with: "Grey95"),
        ]))
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("templates"), toPath: site.path("templates"))
        let home = try #require(site.read("templates/home.mustache"))
        try site.write("templates/home.mustache", home.replacingOccurrences(of: "{{site.colorCount}} palette", with: "{{site.colourCount}} palette"))
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = site.path("templates")
        options.mode = .write(output: site.path("site"))
        let result = Build.run(options)
        #expect(Set(result.diagnostics.filter { $0.severity == .error }.map(\.id)) == ["unknown-palette-color", "template-unknown-name"])
        #expect(!result.wrote)
    }
}

@Suite("Template safety")
struct TemplateSafetyTests {
    @Test("the built-in templates name only keys a page context holds, and insert only html unescaped")
    func builtIns() {
        var diagnostics = Diagnostics()
        var templates = TemplateSet.load(from: "", diagnostics: &diagnostics)
        #expect(templates.templates.count > 20 && templates.overrides.isEmpty)
        TemplateNameCheck.check(&templates, only: Set(templates.templates.keys), diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == [])
        #expect(templates.unreadable.isEmpty)
        // The same check does find a name no context holds.
        var misspelt = templates
        misspelt.templates["home"] = try? MustacheTemplate(source: "{{site.colourCount}}", name: "home.mustache")
        TemplateNameCheck.check(&misspelt, only: ["home"], diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.id) == ["template-unknown-name"])
    }

    @Test("inserting a catalogue value without escaping is a warning at the tag")
    func unescaped() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("templates"), toPath: site.path("templates"))
        let token = try #require(site.read("templates/token.mustache"))
        try site.write("templates/token.mustache", token.replacingOccurrences(of: "{{description}}</p>", with: "{{{description}}}</p>"))
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = site.path("templates")
        options.mode = .memory
        let warnings = Build.run(options).diagnostics.filter { $0.id == "template-unescaped" }
        #expect(warnings.map(\.message) == ["'description' is inserted without escaping; only html holds HTML themebook made safe"])
        #expect(warnings.first?.location?.file.hasSuffix("templates/token.mustache") == true)
    }

    @Test("an output inside the content folder is refused")
    func outputInsideContent() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .write(output: site.path("content/site"))
        #expect(Build.run(options).diagnostics.map(\.id) == ["invalid-output"])
        #expect(!FileManager.default.fileExists(atPath: site.path("content/site")))
    }
}

@Suite("Site config values")
struct SiteConfigValueTests {
    @Test("an empty path or title is an error at its value, not the content folder read as guides")
    func emptyValues() throws {
        let config = """
            {"title": "", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "guides": " ", "themes": ["light", "dark"]}
            """
        let site = try TempSite(MiniContent.with(["content/themebook.json": config]))
        defer { site.remove() }
        let lines = site.build(checkOnly: true).diagnosticLines(relativeTo: site.folder.path)
        #expect(lines == [
            "content/themebook.json:1:11: error: 'title' is empty; give a title [invalid-config]",
            "content/themebook.json:1:94: error: 'guides' is empty; give a path, or null to leave it out [invalid-config]",
        ])
    }
}
