import Foundation
import Testing
@testable import ThemebookCore

/// What the search page needs to find a record by the spelling a developer pastes and to find
/// the colours nearest to a hex: the images' constants in the index, the site config's code
/// names and each theme's background on the page (the page's matching runs in Chromium:
/// `Tests/browser/check_search.py`).
@Suite("Search: code spellings and colours in the index and on the page")
struct SearchSpellingTests {
    static let images = """
        {"namespace": "StandardImageIdentifiers", "groups": [
          {"name": "Large", "size": "24x24", "images": [{"name": "bookmark", "value": "bookmarkLarge"}]},
          {"name": "Client assets", "namespace": "ImageIdentifiers", "images": [
            {"name": "foo", "value": "fooImage", "themed": true},
            {"value": "lock_blocked", "themed": true}]}
        ]}
        """

    static func site(config: String? = nil, files: [String: String] = [:]) throws -> TempSite {
        let config = config ?? MiniContent.config.replacingOccurrences(
            of: "}", with: #", "images": "images.json", "code": {"palette": ["FXColors", "UIColor.Photon"], "tokens": "theme.colors"}}"#)
        var all = MiniContent.with(["content/themebook.json": config, "content/images.json": images])
        for (path, text) in files { all[path] = text }
        return try TempSite(all)
    }

    static func record(_ id: String, in site: TempSite) throws -> [String: Any] {
        let records = try SearchIndexTests.records(try #require(site.read("site/search-index.json")))
        return try #require(records.first { $0["id"] as? String == id }, "no record \(id)")
    }

    @Test("an image's constant is in meta.code, its group's own namespace included; an image asked for by its string has none")
    func imageConstants() throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = site.build()
        #expect(result.errorCount == 0, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        let bookmark = try Self.record("image:bookmarkLarge", in: site)
        #expect((bookmark["meta"] as? [String: String])?["code"] == "StandardImageIdentifiers.Large.bookmark")
        #expect(bookmark["text"] as? String == "Large · 24x24")
        let foo = try Self.record("image:fooImage", in: site)
        #expect(foo["meta"] as? [String: String] == ["code": "ImageIdentifiers.foo", "light": "fooImage", "dark": "fooImage_dark"])
        let lock = try Self.record("image:lock_blocked", in: site)
        #expect(lock["meta"] as? [String: String] == ["light": "lock_blocked", "dark": "lock_blocked_dark"])
        #expect(lock["text"] as? String == "Client assets · themed")
    }

    @Test("a theme called 'code' keeps its key: the constant stays in the text")
    func themeCalledCode() throws {
        let site = try Self.site()
        defer { site.remove() }
        let catalogue = try #require(site.build().catalogue)
        var renamed = catalogue
        renamed.themes[1].info.id = "code"
        let record = try #require(SearchIndex.records(renamed).first { $0.id == "image:bookmarkLarge" })
        #expect(record.meta == ["light": "bookmarkLarge", "code": "bookmarkLarge"])
        #expect(record.text == "Large · 24x24 · StandardImageIdentifiers.Large.bookmark")
    }

    @Test("the search page carries the config's code names and each theme's background, escaped")
    func pageData() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = site.build()
        let page = try #require(site.read("site/search.html"))
        #expect(page.contains(#"<div id="search-code" hidden data-tokens="theme.colors" data-palette="FXColors UIColor.Photon">"#))
        // layer1 is the first opaque token: Grey10 in light, Grey90 in dark.
        #expect(page.contains(##"<li data-theme="light" data-image-suffix="" data-background="#f9f9fb">Light</li>"##))
        #expect(page.contains(##"<li data-theme="dark" data-image-suffix="_dark" data-background="#15141a">Dark</li>"##))
        #expect(page.contains(#"<p id="search-status" class="meta" role="status""#))

        let hostile = MiniContent.config.replacingOccurrences(
            of: "}", with: #", "code": {"palette": ["A\"><script>x</script>"], "tokens": "t.c"}}"#)
        let other = try Self.site(config: hostile)
        defer { other.remove() }
        _ = other.build()
        let escaped = try #require(other.read("site/search.html"))
        #expect(!escaped.contains("<script>x</script>"))
        #expect(escaped.contains(#"data-tokens="t.c""#))
    }

    @Test("a theme with no opaque token is seen over its appearance's canvas")
    func canvasBackground() throws {
        let site = try Self.site()
        defer { site.remove() }
        var catalogue = try #require(site.build().catalogue)
        for i in catalogue.themes.indices {
            for name in catalogue.themes[i].values.keys { catalogue.themes[i].values[name] = ResolvedValue.none }
        }
        #expect(SearchIndex.background(of: catalogue.themes[0], in: catalogue).hex == "#ffffff")
        #expect(SearchIndex.background(of: catalogue.themes[1], in: catalogue).hex == "#000000")
    }

    @Test("token and palette records carry every hex the nearest-colour search compares, and nothing per spelling")
    func compactColours() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = site.build()
        let records = try SearchIndexTests.records(try #require(site.read("site/search-index.json")))
        for record in records where record["kind"] as? String == "token" {
            let meta = try #require(record["meta"] as? [String: String])
            #expect(Set(meta.keys.filter { !$0.hasPrefix("contrast:") }) == ["light", "dark"], "\(record)")
            for value in meta.values where !value.isEmpty {
                #expect(value.split(separator: " ").allSatisfy { $0.range(of: "^#[0-9a-f]{6}([0-9a-f]{2})?$", options: .regularExpression) != nil })
            }
        }
        // A palette colour: its hex, and per theme that uses it the names of the tokens taking it.
        let tokens = Set(records.filter { $0["kind"] as? String == "token" }.compactMap { $0["title"] as? String })
        for record in records where record["kind"] as? String == "palette" {
            let meta = try #require(record["meta"] as? [String: String])
            #expect(Set(meta.keys).subtracting(["hex", "code", "uses:light", "uses:dark"]).isEmpty, "\(record)")
            for (key, names) in meta where key.hasPrefix("uses:") {
                #expect(!names.isEmpty && names.split(separator: " ").allSatisfy { tokens.contains(String($0)) }, "\(key): \(names)")
            }
        }
    }
}
