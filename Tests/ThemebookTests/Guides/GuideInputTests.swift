import Foundation
import Testing
@testable import ThemebookCore

@Suite("Guides: inputs that failed elsewhere, encodings and scheme spelling")
struct GuideInputTests {
    @Test("a scheme is matched whatever its case, like any URL scheme")
    func schemeCase() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", "See [it](TOKEN:layer1) and [x](Palette:Blue99).\n")])
        #expect(site.diagnostics == [
            "guides/a.md:4:28: error: link refers to unknown palette colour 'Blue99'; did you mean 'Blue60'? [unknown-palette-color]",
        ])
        #expect(try site.html("a").contains("href=\"../tokens/layer1.html\""))
    }

    @Test("when the palette fails to load, guide links to colours are not reported on top of it")
    func noCascade() throws {
        let site = try GuideSite(
            ["a.md": GuideSite.file("A", "[blue](palette:Blue50), `FXColors.Blue50` and <token:layer1>.\n")],
            changes: ["content/tokens/palette.tokens.json": ""])
        let ids = site.result.diagnostics.filter { $0.severity == .error }.map(\.id)
        #expect(ids.contains("json-syntax"))
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
    }

    @Test("a guide that is not valid UTF-8 is an error at the first bad byte")
    func invalidUTF8() throws {
        var d = Diagnostics()
        let bytes = Array("---\ntitle: A\n---\nfine\nbad ".utf8) + [0xFF, 0xFE] + Array(" `theme.colors.nope`\n".utf8)
        let output = GuideBuilder.build(
            [SourceFile(path: "guides/a.md", relativePath: "a.md", bytes: bytes)],
            catalogue: Catalogue(title: "t", paletteGroups: [], palette: [], tokens: [], themes: []),
            config: SiteConfig(), diagnostics: &d)
        #expect(output.guides.isEmpty)
        #expect(d.sorted.map { "\($0.location!): \($0.message) [\($0.id)]" } == [
            "guides/a.md:5:5: guide 'a.md' is not valid UTF-8; save it as UTF-8 [invalid-utf8]",
        ])
    }
}

@Suite("How the app's code names colours and tokens")
struct CodeNamesTests {
    @Test("the site config names the palette namespace and the token accessor; guides and token pages follow it")
    func configured() throws {
        let config = """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
             "code": {"palette": "AcmeColors", "tokens": "style.colors"}}
            """
        let site = try GuideSite(
            ["a.md": GuideSite.file("A", "`AcmeColors.Blue50`, `FXColors.Blue50` and `style.colors.layer1`.\n")],
            changes: ["content/themebook.json": config])
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let html = try site.html("a")
        #expect(html.contains("<a href=\"../palette.html#c-Blue50\"><code>AcmeColors.Blue50</code></a>"))
        #expect(html.contains(", <code>FXColors.Blue50</code> and"))
        #expect(html.contains("<a href=\"../tokens/layer1.html\"><code>style.colors.layer1</code></a>"))
        let page = try #require(site.result.file("tokens/layer1.html"))
        #expect(page.contains("<code class=\"code-ref\" data-copy>style.colors.layer1</code>"))
    }

    @Test("with Swift sources the palette namespaces default to the ones the sources declare")
    func fromSwiftSources() throws {
        let loaded = SwiftSourceFixtures.load(SwiftSourceFixtures.folder("swift-acme"))
        #expect(loaded.catalogue?.code.palette == ["AcmeColors", "AcmeBrandColors"])
    }
}

@Suite("The first error is the one to fix")
struct NoCascadeTests {
    @Test("an unreadable resolver is reported once, without guide errors about the palette it would have held")
    func unreadableResolver() throws {
        let site = try GuideSite(
            ["a.md": GuideSite.file("A", "[blue](palette:Blue50) and `FXColors.Blue50`.\n")],
            changes: ["content/tokens/resolver.json": ""])
        #expect(site.result.diagnostics.filter { $0.severity == .error }.map(\.id) == ["json-syntax"])
    }

    @Test("a resolutionOrder item that is not a set reference silences palette references instead of multiplying them")
    func badResolutionOrder() throws {
        let resolver = MiniContent.resolver.replacingOccurrences(
            of: ##"[{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]"##, with: ##"[1, {"$ref": "#/modifiers/theme"}]"##)
        let site = try GuideSite(["a.md": GuideSite.file("A", "[blue](palette:Blue50).\n")], changes: ["content/tokens/resolver.json": resolver])
        #expect(site.result.diagnostics.filter { $0.severity == .error }.map(\.id) == ["invalid-resolver"])
    }

    @Test("a guide that cannot be read is reported once; links to it from other guides are not errors on top")
    func unreadableGuide() throws {
        let site = try GuideSite([
            "a.md": "no front matter here\n",
            "b.md": GuideSite.file("B", "See [a](guide:a).\n"),
        ])
        #expect(site.diagnostics.map { String($0.split(separator: " ").last ?? "") } == ["[front-matter]"])
    }
}

@Suite("Token metadata of the wrong kind")
struct TokenMetadataTests {
    @Test("a $description or $deprecated of the wrong kind is an error, not silently dropped")
    func wrongKinds() throws {
        let list = MiniContent.list.replacingOccurrences(of: #""$description": "Base background""#, with: #""$description": 5, "$deprecated": 7"#)
        let site = try TempSite(MiniContent.with(["content/tokens/list.json": list]))
        defer { site.remove() }
        let lines = site.build(checkOnly: true).diagnosticLines(relativeTo: site.folder.path).filter { $0.contains("error:") }
        #expect(lines == [
            "content/tokens/list.json:3:50: error: '$description' of 'Layers.layer1' must be a string, not a number [invalid-token-file]",
            "content/tokens/list.json:3:68: error: '$deprecated' of 'Layers.layer1' must be true, false or a note, not a number [invalid-token-file]",
        ])
    }
}

@Suite("Guide file names")
struct GuideFileNameTests {
    @Test("two guides whose names differ only in case are an error, since they are one page on many disks")
    func caseClash() throws {
        let site = try GuideSite([
            "Intro.md": GuideSite.file("One", "One.\n"),
            "intro.md": GuideSite.file("Two", "Two.\n"),
        ])
        #expect(site.diagnostics == [
            "guides/intro.md:1:1: error: guide 'intro.md' has the same page as another guide but for letter case; rename one [duplicate-guide]",
        ])
    }
}
