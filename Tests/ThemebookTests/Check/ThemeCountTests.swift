import Foundation
import Testing

@testable import ThemebookCore

/// A site shows at most 100 themes: inputs that give more (a chain of thousands of theme styles,
/// each a theme of its own) are an error at the first theme left out, not pages of millions of
/// swatches that end in `template-too-large` at a built-in partial.
@Suite("At most 100 themes")
struct ThemeCountTests {
    /// `count` theme styles, each the parent's child and each setting a colour of its own.
    static func chain(_ count: Int) -> String {
        var xml = "<resources>\n"
        for index in 0..<count {
            let parent = index + 1 < count ? "Theme.App.S\(index + 1)" : "Theme.Material3.Light"
            xml += "    <style name=\"Theme.App.S\(index)\" parent=\"\(parent)\"><item name=\"colorA\(index)\">#1122\(String(format: "%02x", index % 256))</item></style>\n"
        }
        return xml + "</resources>\n"
    }

    @Test("a chain of 150 theme styles is an error at the 101st, and the first 100 are checked")
    func chainOfStyles() throws {
        let (site, result) = try AndroidFixtures.inline([
            "res/values/themes.xml": Self.chain(150), "themebook.json": #"{"android": {"resources": ["res/values/themes.xml"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.places("too-many-themes") == ["themes.xml:102:18"])
        #expect(result.messages("too-many-themes") == [
            "the inputs give more than the 100 themes a site shows; 'Theme.App.S100' is the first left out (name the themes to show in the site config's 'themes')"
        ])
        #expect(result.catalogue?.themes.count == 100)
        #expect(result.errorCount == 1)
    }

    @Test("100 theme styles are a site of 100 themes")
    func hundred() throws {
        let (site, result) = try AndroidFixtures.inline([
            "res/values/themes.xml": Self.chain(100), "themebook.json": #"{"android": {"resources": ["res/values/themes.xml"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.places("too-many-themes").isEmpty)
        #expect(result.catalogue?.themes.count == 100)
    }
}
