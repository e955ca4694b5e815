import Foundation
import Testing

@testable import ThemebookCore

/// A catalogue of more themes × tokens than pages can hold (a generated chain of thousands of
/// theme styles, each with thousands of colours) is a `template-too-large` error at the first
/// theme past the limit, found when Check ends, and nothing is rendered: not minutes of
/// rendering that end at a built-in partial.
@Suite("The swatch limit")
struct SwatchLimitTests {
    static func catalogue(themes: Int, tokens: Int) -> Catalogue {
        let themes = (0..<themes).map { index in
            Theme(
                info: ThemeInfo(
                    id: "t\(index)", label: "T\(index)", appearance: .light, imageSuffix: "",
                    location: SourceLocation(file: "themes.xml", line: index + 2, column: 5)),
                values: [:])
        }
        return Catalogue(
            title: "Large", paletteGroups: [], palette: [],
            tokens: (0..<tokens).map { TokenDeclaration(name: "token\($0)", category: "C", type: .color) }, themes: themes)
    }

    @Test("1,000 themes of 501 tokens are past the limit: an error at the 999th theme, the first whose swatches pass it")
    func past() {
        var diagnostics = Diagnostics()
        #expect(!Pipeline.fitsPages(Self.catalogue(themes: 1000, tokens: 501), diagnostics: &diagnostics))
        #expect(diagnostics.all.map(\.id) == ["template-too-large"])
        #expect(diagnostics.all.map(\.message) == [
            "1000 themes of 501 tokens are 501000 swatches, more than the 500000 a site's pages hold (the token list alone would pass 100 MB); nothing is rendered"
        ])
        #expect(diagnostics.all.first?.location == SourceLocation(file: "themes.xml", line: 1000, column: 5))
    }

    @Test("1,000 themes of 500 tokens, and 3,000 themes of two, fit")
    func fits() {
        var diagnostics = Diagnostics()
        #expect(Pipeline.fitsPages(Self.catalogue(themes: 1000, tokens: 500), diagnostics: &diagnostics))
        #expect(Pipeline.fitsPages(Self.catalogue(themes: 3000, tokens: 2), diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
    }

    @Test("a build past the limit renders nothing, writes nothing and keeps the previous site")
    func buildRendersNothing() throws {
        let site = try TempSite(MiniContent.with([:]))
        defer { site.remove() }
        #expect(site.build().wrote)
        let before = site.read("site/index.html")
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .write(output: site.path("site"))
        // The mini catalogue: two themes of three tokens, six swatches.
        options.swatchLimit = 5
        let result = Build.run(options)
        #expect(!result.wrote)
        #expect(result.fileCount == 0)
        #expect(result.diagnosticLines(relativeTo: site.path("content")).filter { $0.contains("template-too-large") } == [
            "tokens/resolver.json:10:5: error: 2 themes of 3 tokens are 6 swatches, more than the 5 a site's pages hold (the token list alone would pass 100 MB); nothing is rendered [template-too-large]"
        ])
        #expect(site.read("site/index.html") == before)
    }
}
