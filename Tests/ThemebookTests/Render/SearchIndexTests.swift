import Foundation
import Testing
@testable import ThemebookCore

/// `search-index.json`: its records, their order, and the themed names and hex values in them.
@Suite("The search index")
struct SearchIndexTests {
    static let images = """
        {"namespace": "StandardImageIdentifiers", "groups": [
          {"name": "Large", "size": "24x24", "images": [
            {"name": "reader", "value": "readerLarge"},
            {"name": "bookmark", "value": "bookmarkLarge", "themed": true, "description": "Bookmark icon"}
          ]}
        ]}
        """

    static func site() throws -> TempSite {
        let config = MiniContent.config.replacingOccurrences(of: "}", with: #", "images": "images.json"}"#)
        return try TempSite(MiniContent.with(["content/themebook.json": config, "content/images.json": images]))
    }

    static func records(_ json: String) throws -> [[String: Any]] {
        let data = try #require(json.data(using: .utf8))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test("one record per token, palette colour and image, sorted by id, each with the same six keys")
    func records() throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = site.build()
        #expect(result.errorCount == 0, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        let records = try Self.records(try #require(site.read("site/search-index.json")))
        #expect(records.map { $0["id"] as? String } == [
            "image:bookmarkLarge", "image:readerLarge", "palette:Blue50", "palette:Blue60", "palette:Grey10",
            "palette:Grey90", "token:actionPrimary", "token:layer1", "token:layerFade",
        ])
        for record in records {
            #expect(Set(record.keys) == ["id", "kind", "title", "url", "text", "meta"], "\(record)")
        }
    }

    @Test("an image record holds its themed name in every theme")
    func imageRecord() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = site.build()
        let json = try #require(site.read("site/search-index.json"))
        #expect(json.contains("""
              {
                "id": "image:bookmarkLarge",
                "kind": "image",
                "meta": {
                  "code": "StandardImageIdentifiers.Large.bookmark",
                  "dark": "bookmarkLarge_dark",
                  "light": "bookmarkLarge"
                },
                "text": "Large · 24x24 · themed · Bookmark icon",
                "title": "bookmarkLarge",
                "url": "images.html#c-bookmarkLarge"
              },
            """))
        let reader = try #require(try Self.records(json).first { $0["id"] as? String == "image:readerLarge" })
        #expect(reader["meta"] as? [String: String] == [
            "light": "readerLarge", "dark": "readerLarge", "code": "StandardImageIdentifiers.Large.reader",
        ])
    }

    @Test("a token record holds its hex in every theme; a palette record its hex and anchor")
    func colourRecords() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = site.build()
        let records = try Self.records(try #require(site.read("site/search-index.json")))
        func record(_ id: String) -> [String: Any]? { records.first { $0["id"] as? String == id } }
        let primary = try #require(record("token:actionPrimary"))
        #expect(primary["meta"] as? [String: String] == ["light": "#0060df4d", "dark": "#15141a"])
        #expect(primary["url"] as? String == "tokens/actionPrimary.html")
        #expect(primary["text"] as? String == "Actions · Primary <script>alert(1)</script> actions")
        let fade = try #require(record("token:layerFade"))
        #expect(fade["meta"] as? [String: String] == ["light": "#0060df #0060df00", "dark": "#0250bb #00000000"])
        let blue = try #require(record("palette:Blue50"))
        #expect(blue["url"] as? String == "palette.html#c-Blue50")
        // Its hex, and the tokens taking it in each theme that uses it (layerFade as a gradient stop).
        #expect(blue["meta"] as? [String: String] == ["hex": "#0060df", "uses:light": "layerFade actionPrimary"])
        #expect(blue["text"] as? String == "Blue · palette colour")
    }

    @Test("the same content gives the same bytes, and search-index.js carries the same records")
    func deterministic() throws {
        let first = try Self.site()
        let second = try Self.site()
        defer { first.remove(); second.remove() }
        _ = first.build()
        _ = second.build()
        let json = try #require(first.read("site/search-index.json"))
        let script = try #require(first.read("site/search-index.js"))
        #expect(second.read("site/search-index.json") == json)
        #expect(second.read("site/search-index.js") == script)
        let prefix = "window.THEMEBOOK_SEARCH_INDEX = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let inner = String(script.dropFirst(prefix.count).dropLast(2))
        #expect(!inner.contains("\n") && !inner.contains("<"))
        #expect(NSArray(array: try Self.records(inner)) == NSArray(array: try Self.records(json)))
    }

    @Test("guides give a record per page, per section and per rule, with anchors")
    func guideRecords() throws {
        let guide = Guide(
            slug: "themed-images", title: "Themed images", order: nil, summary: "Naming dark pictures",
            sourcePath: "guides/themed-images.md", html: "",
            sections: [GuideSection(id: "the-rule", title: "The rule", level: 2, text: "Dark themes add _dark.")],
            rules: [Rule(kind: .dont, text: "Don't name it XDark", html: "", guide: "themed-images", anchor: "dont")])
        let catalogue = Catalogue(title: "T", paletteGroups: [], palette: [], tokens: [], themes: [], guides: [guide])
        let records = try SearchIndex.records(catalogue)
        #expect(records.map(\.id) == ["guide:themed-images", "guide:themed-images#the-rule", "rule:themed-images#001"])
        #expect(records.map(\.url) == ["guides/themed-images.html", "guides/themed-images.html#the-rule", "guides/themed-images.html#dont"])
        #expect(records.map(\.title) == ["Themed images", "Themed images › The rule", "Don't name it XDark"])
        #expect(records.map(\.text) == ["Naming dark pictures", "Dark themes add _dark.", "Don't · Themed images"])
        #expect(records.allSatisfy { $0.meta.isEmpty })
    }

    @Test("long text is cut at a word, whitespace collapsed")
    func shortText() {
        let long = Array(repeating: "word", count: 100).joined(separator: "\n  ")
        let cut = SearchIndex.short(long)
        #expect(cut.count <= SearchIndex.textLimit)
        #expect(cut.hasSuffix("word…"))
        #expect(!cut.contains("\n") && !cut.contains("  "))
        #expect(SearchIndex.short("  a\n b ") == "a b")
        // Exactly the limit stays whole; one more character is cut with room for the ellipsis.
        let exact = String(repeating: "abcd ", count: 39) + "abcde"
        #expect(exact.count == SearchIndex.textLimit && SearchIndex.short(exact) == exact)
        #expect(SearchIndex.short(exact + "f") == String(repeating: "abcd ", count: 38) + "abcd…")
        #expect(SearchIndex.short(String(repeating: "x", count: 500)) == String(repeating: "x", count: 199) + "…")
        #expect(SearchIndex.short(String(repeating: "é", count: 500)) == String(repeating: "é", count: 199) + "…")
        #expect(SearchIndex.short(String(repeating: "x", count: 200) + " y") == String(repeating: "x", count: 199) + "…")
        #expect(SearchIndex.short(String(repeating: "\u{00A0}zz", count: 200)) == String(repeating: "zz ", count: 65) + "zz…")
        // Text that is short already comes back as it is; anything to collapse or any
        // character that is not plain is still collapsed.
        for kept in ["", "a", "Primary · the main label · deprecated", "naïve café → “done” — 5 €", "a\u{7}b"] {
            #expect(SearchIndex.short(kept) == kept)
        }
        #expect(SearchIndex.short("a  b") == "a b")
        #expect(SearchIndex.short("a\tb") == "a b")
        #expect(SearchIndex.short(" a") == "a" && SearchIndex.short("a ") == "a")
        #expect(SearchIndex.short("a\u{00A0}b") == "a b")
        #expect(SearchIndex.short("a\u{2003}b") == "a b")
        #expect(SearchIndex.short("e\u{301} x") == "e\u{301} x")
        // Short text is short already: the guide stage keeps it, the index shortens it again.
        for text in [long, exact + "f", String(repeating: "é ", count: 150), String(repeating: "\u{00A0}zz", count: 200)] {
            #expect(SearchIndex.short(SearchIndex.short(text)) == SearchIndex.short(text))
        }
    }
}
