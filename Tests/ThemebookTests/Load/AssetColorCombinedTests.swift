import Foundation
import Testing
@testable import ThemebookCore

/// Colour sets read beside other inputs, and the places a token's code spelling reaches: a
/// guide's code span links to the token, the tokens page finds it by its spelling.
@Suite("Asset catalogue colour sets beside other inputs")
struct AssetColorCombinedTests {
    static let set = """
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000"}}},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0xAA", "green": "0xBB", "blue": "0xCC", "alpha": "1.000"}}},
          {"appearances": [{"appearance": "contrast", "value": "high"}],
           "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}}
        ]}
        """

    @Test("beside DTCG themes: each theme takes its appearance's value, names carry the catalogue, high contrast is a variant")
    func besideDTCG() throws {
        let config = MiniContent.config.replacingOccurrences(
            of: "\"themes\"", with: #""colorSets": [{"catalog": "App.xcassets", "code": "swiftgen"}], "themes""#)
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": config,
            "content/App.xcassets/ink.colorset/Contents.json": Self.set,
            "content/App.xcassets/Colors/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "content/App.xcassets/Colors/ink.colorset/Contents.json": Self.set,
        ]))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let raw = try #require(ContentLoader.load(content: site.path("content"), diagnostics: &diagnostics))
        #expect(raw.colorSetTokens == ["ink": "App/ink", "Colors/ink": "Colors/ink"])
        let result = site.build(checkOnly: true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark"])
        for theme in catalogue.themes {
            guard case .color(let c)? = theme.values["App/ink"] else {
                Issue.record("App/ink has no colour in \(theme.info.id)")
                continue
            }
            #expect(c.color.hex == (theme.info.appearance == .dark ? "#aabbcc" : "#112233"))
        }
        let ink = try #require(catalogue.tokens.first { $0.name == "App/ink" })
        #expect(ink.description == "Variants not shown: any · high contrast #000000.")
        #expect(ink.codeSpelling == "Asset.ink.color")
        #expect(catalogue.tokens.first { $0.name == "Colors/ink" }?.codeSpelling == "Asset.Colors.ink.color")
        #expect(catalogue.tokens.contains { $0.name == "layer1" })
    }

    @Test("a guide's code span with a token's spelling links to it, also followed by a member; the tokens page finds it")
    func spellingsInGuides() throws {
        let site = try TempSite([
            "content/themebook.json": #"{"title": "T", "colorSets": [{"catalog": "App.xcassets", "code": "xcode"}]}"#,
            "content/App.xcassets/textPrimary.colorset/Contents.json": Self.set,
            "content/guides/a.md": "---\ntitle: A\n---\nUse `Color(.textPrimary)`, or `Color(.textPrimary).opacity(0.5)`, never `Color(.other)`.\n",
        ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        let guide = try #require(result.file("guides/a.html"))
        #expect(guide.contains(#"<a href="../tokens/textPrimary.html">Color(.textPrimary)</a>"#) || guide.contains(#"href="../tokens/textPrimary.html""#))
        #expect(guide.components(separatedBy: #"href="../tokens/textPrimary.html""#).count == 3)
        #expect(guide.contains("<code>Color(.other)</code>"))
        let tokens = try #require(result.file("tokens.html"))
        #expect(tokens.contains("color(.textprimary)"))
    }

    @Test("paths diagnostics print are taken out of the content folder's way, lexically")
    func normalizedPaths() {
        #expect(InputFiles.normalized("docs/colours/../../Sources/Theme/DarkTheme.swift") == "Sources/Theme/DarkTheme.swift")
        #expect(InputFiles.normalized("./a//b/./c/") == "a/b/c")
        #expect(InputFiles.normalized("content/../../x.json") == "../x.json")
        #expect(InputFiles.normalized("/a/../../b") == "/b")
        #expect(InputFiles.normalized("a/..") == ".")
        // Paths with nothing to take out come back as they are, absolute or not.
        for path in ["a/b.c", "/a/b", "a.b/c..d/e.", "x", "", "é/.\u{301}"] { #expect(InputFiles.normalized(path) == path) }
        #expect(InputFiles.normalized("a/.b/./c") == "a/.b/c" && InputFiles.normalized(".a") == ".a")
        #expect(InputFiles.normalized("a//b") == "a/b" && InputFiles.normalized("/") == "/" && InputFiles.normalized("./") == ".")
        #expect(InputFiles.normalized("content/tokens/a.json") == "content/tokens/a.json")
        #expect(InputFiles(root: "docs/colours").path("../../App/Assets.xcassets") == "App/Assets.xcassets")
    }
}
