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
