import Foundation
import Testing
@testable import ThemebookCore

/// The generated files (`search-index.json`, `search-index.js`, `catalogue.json`): written
/// record by record and streamed, made of per-guide chunks, and the same bytes as the whole
/// value serialised at once.
@Suite("Generated files, streamed")
struct GeneratedFilesTests {
    static let guides = [
        "themed-images.md": GuideSite.file("Themed images", """
            Naming dark pictures.

            ## The rule

            Dark themes add `_dark`, as in <image:bookmarkLarge>. Use {curly}, "quotes", [brackets]: and commas, too.

            ## Do

            - Name it after the light one
            - Use <token:layer1>

            ## Don't

            - Name it XDark
            """),
        "colours/a#b.md": GuideSite.file("Hash slug", "Its own page.\n\n## Section\n\nText."),
        "colours.md": GuideSite.file("Colours", "## a#b\n\nNot the other guide.\n\n## Do\n\n- Keep it"),
    ]

    static func catalogue() throws -> Catalogue {
        let site = try GuideSite(guides)
        #expect(site.result.errorCount == 0, "\(site.diagnostics)")
        return try #require(site.result.catalogue)
    }

    /// The parsed JSON as a `JSONOutput`, which serialises with sorted keys and its own layout.
    static func reference(_ bytes: [UInt8]) throws -> JSONOutput {
        var diagnostics = Diagnostics()
        let node = try #require(JSONParser.parse(bytes, file: "x.json", into: &diagnostics))
        func convert(_ node: JSONNode) -> JSONOutput {
            switch node.value {
            case .null: .null
            case .bool(let b): .bool(b)
            case .number(let d, _): .double(d)
            case .string(let s): .string(s)
            case .array(let items): .array(items.map(convert))
            case .object(let members): .object(Dictionary(members.map { ($0.key, convert($0.value)) }) { first, _ in first })
            }
        }
        return convert(node)
    }

    @Test("the index and catalogue.json are the bytes of the same JSON serialised whole: sorted keys, the same layout")
    func sameAsWholeSerialisation() throws {
        let catalogue = try Self.catalogue()
        let files = SearchIndex.files(catalogue)
        let json = try #require(files["search-index.json"])
        let script = try #require(files["search-index.js"])
        let whole = try Self.reference(json)
        #expect(json == whole.serializedUTF8())
        #expect(script == Array("window.THEMEBOOK_SEARCH_INDEX = ".utf8) + whole.compactUTF8() + Array(";\n".utf8))
        let catalogueJSON = CatalogueJSON.utf8(catalogue)
        #expect(catalogueJSON == (try Self.reference(catalogueJSON)).serializedUTF8())
        guard case .array(let records) = whole else { Issue.record("not an array"); return }
        #expect(try records.count == SearchIndex.records(catalogue).count)
    }

    @Test("the example site's catalogue.json and index are the whole-value serialisations")
    func exampleSite() throws {
        let site = try TempSite()
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("content"), toPath: site.path("content"))
        let result = site.build()
        #expect(result.wrote)
        for path in ["catalogue.json", "search-index.json"] {
            let bytes = Array(try #require(site.read("site/" + path)).utf8)
            #expect(bytes == (try Self.reference(bytes)).serializedUTF8(), "\(path)")
        }
    }

    @Test("a file is its header, its chunks and its footer; a guide's chunk depends on that guide alone")
    func chunks() throws {
        let catalogue = try Self.catalogue()
        let script = try #require(SearchIndex.files(catalogue)["search-index.js"])
        var withoutGuides = catalogue
        withoutGuides.guides = []
        let head = try #require(SearchIndex.files(withoutGuides)["search-index.js"])
        // header + catalogue records, then "," + each guide's chunk, then the footer.
        var expected = Array(head.dropLast(3))
        for guide in catalogue.guides { expected += Array(",".utf8) + (try SearchIndex.guideChunk(guide)) }
        expected += Array("];\n".utf8)
        #expect(script == expected)

        // The same guide in another catalogue (other guides, no tokens) gives the same chunk.
        let guide = try #require(catalogue.guides.first { $0.slug == "themed-images" })
        var alone = Catalogue(title: "Other", paletteGroups: [], palette: [], tokens: [], themes: [], guides: [guide])
        #expect(SearchIndex.files(alone)["search-index.js"] == Array("window.THEMEBOOK_SEARCH_INDEX = [".utf8) + (try SearchIndex.guideChunk(guide)) + Array("];\n".utf8))
        alone.guides = []
        #expect(SearchIndex.files(alone)["search-index.js"] == Array("window.THEMEBOOK_SEARCH_INDEX = [];\n".utf8))
        #expect(SearchIndex.files(alone)["search-index.json"] == Array("[]\n".utf8))
        #expect(try CatalogueJSON.guideChunk(guide).count > 0)
    }

    @Test("memoized chunk makers give the same site; a changed chunk shows in both index files and catalogue.json")
    func chunkMakers() throws {
        let catalogue = try Self.catalogue()
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(from: Repo.path("templates"), diagnostics: &diagnostics)
        let fresh = MemorySink()
        try SiteRenderer(catalogue: catalogue, templates: templates).render(into: fresh, diagnostics: &diagnostics)
        let memo = Dictionary(uniqueKeysWithValues: try catalogue.guides.map { ($0.slug, try SearchIndex.guideChunk($0)) })
        var renderer = SiteRenderer(catalogue: catalogue, templates: templates)
        renderer.generatedChunks.searchIndex = { memo[$0.slug]! }
        let memoized = MemorySink()
        try renderer.render(into: memoized, diagnostics: &diagnostics)
        #expect(fresh.files == memoized.files)

        renderer.generatedChunks.searchIndex = { guide in
            guide.slug == "colours" ? Array(#"{"id":"x","kind":"guide","meta":{},"text":"","title":"X","url":"x.html"}"#.utf8) : memo[guide.slug]!
        }
        renderer.generatedChunks.catalogueRules = { _ in [] }
        let changed = MemorySink()
        try renderer.render(into: changed, diagnostics: &diagnostics)
        let json = String(decoding: try #require(changed.files["search-index.json"]), as: UTF8.self)
        #expect(json.contains("\"title\": \"X\"") && !json.contains("\"id\": \"guide:colours\""))
        #expect(String(decoding: try #require(changed.files["search-index.js"]), as: UTF8.self).contains(#""title":"X""#))
        #expect(String(decoding: try #require(changed.files["catalogue.json"]), as: UTF8.self).contains("\"rules\": [],"))
    }

    @Test("tokens written straight to bytes are the bytes of their records, and of each value written with nothing cached")
    func tokensWrittenDirectly() throws {
        let example = try Self.catalogue()
        // One palette colour used as it is, with an alpha of its own, and in another notation:
        // only the first may come from the cache of plain palette values.
        let red = Color(red: 1, green: 0, blue: 0)
        let plain = ResolvedValue.color(ResolvedColor(palette: "red", alpha: nil, color: red))
        let faded = ResolvedValue.color(ResolvedColor(palette: "red", alpha: 0.5, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let tokens = ["a", "b", "c", "d"].map { TokenDeclaration(name: $0, category: "Test", type: .color) }
        var values = ["a": plain, "b": faded, "c": plain, "d": faded]
        let light = Theme(info: ThemeInfo(id: "light", label: "Light", appearance: .light, imageSuffix: "", location: nil), values: values)
        values["a"] = faded
        values["b"] = plain
        let dark = Theme(info: ThemeInfo(id: "dark", label: "Dark", appearance: .dark, imageSuffix: "_dark", location: nil), values: values)
        var synthetic = example
        synthetic.tokens += tokens
        synthetic.themes = [light, dark]
        for catalogue in [example, synthetic] {
            var writer = JSONWriter(items: true)
            for record in try SearchIndex.records(catalogue) { SearchIndex.write(record, into: &writer) }
            let script = try #require(SearchIndex.files(catalogue)["search-index.js"])
            #expect(script == Array("window.THEMEBOOK_SEARCH_INDEX = [".utf8) + writer.take() + Array("];\n".utf8))
            // Each token with a cache of its own, where catalogue.json shares one over all tokens.
            for token in catalogue.tokens { CatalogueJSON.write(token, themes: catalogue.themes, into: &writer) }
            let expected = String(decoding: JSONLayout.indented(writer.take(), depth: 2), as: UTF8.self)
            let json = String(decoding: CatalogueJSON.utf8(catalogue), as: UTF8.self)
            #expect(json.contains("\"tokens\": [\n    " + expected + "\n  ]\n}\n"))
        }
        #expect(String(decoding: CatalogueJSON.utf8(synthetic), as: UTF8.self).contains("\"alpha\": 0.5"))
    }

    @Test("a guide's records sit together, ids unique even when a slug has a '#'")
    func guideOrderAndIds() throws {
        let records = try SearchIndex.records(try Self.catalogue())
        let ids = records.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("guide:colours#a-b") || ids.contains("guide:colours#ab"))
        #expect(ids.contains("guide:colours/a%23b") && ids.contains("guide:colours/a%23b#section"))
        // Catalogue records sorted by id first, then each guide followed by its sections and rules.
        let catalogueIDs = ids.prefix { !$0.hasPrefix("guide:") }
        #expect(catalogueIDs.sorted() == Array(catalogueIDs))
        let guideIDs = ids.dropFirst(catalogueIDs.count)
        var slugs: [String] = []
        for id in guideIDs {
            let slug = String(id.drop { $0 != ":" }.dropFirst().prefix { $0 != "#" })
            if slugs.last != slug {
                #expect(!slugs.contains(slug), "\(slug) split")
                slugs.append(slug)
            }
        }
        #expect(slugs.count == 3)
    }

    @Test("compact JSON laid out is JSONOutput's pretty layout, whatever the strings hold")
    func layout() {
        let values: [JSONOutput] = [
            .array([]), .object([:]), .string("a{b}[c],d:e\"f\\g"), .int(-3), .double(0.25), .bool(true), .null,
            .array([.object([:]), .array([]), .object(["k": .array([.string("]"), .object(["x": .null])])])]),
            .object(["b": .string("\\\""), "a": .object(["z": .array([.int(1), .int(2)]), "y": .string("<&>\u{2028}")])]),
        ]
        for value in values {
            var expected = value.serializedUTF8()
            expected.removeLast()
            #expect(JSONLayout.indented(value.compactUTF8(), depth: 0) == expected, "\(value)")
        }
        // Items two levels deep, separated by commas.
        let items = Array(#"{"a":1},[2]"#.utf8)
        #expect(String(decoding: JSONLayout.indented(items, depth: 2), as: UTF8.self) == "{\n      \"a\": 1\n    },\n    [\n      2\n    ]")
    }

    @Test("a page is streamed in blocks as it is rendered; the blocks are the whole page")
    func streamedPage() throws {
        let partial = try MustacheTemplate(source: "  <b>{{name}}</b>\n", name: "item")
        let template = try MustacheTemplate(source: "<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n", name: "page")
        let renderer = MustacheRenderer(partials: ["item": partial], strict: true)
        let context = MustacheValue.object(["items": .array((0..<20_000).map { .object(["name": .string("n\($0) <&>")]) })])
        let whole = try renderer.renderUTF8(template, context: context)
        var blocks: [[UInt8]] = []
        // Each block is lent for the call only: kept as a copy.
        try renderer.render(template, context: context) { blocks.append(Array($0)) }
        #expect(whole.count > 4 * MustacheRendering.spillSize)
        #expect(blocks.count > 4 && blocks.dropLast().allSatisfy { $0.count >= MustacheRendering.spillSize })
        #expect(blocks.flatMap { $0 } == whole)
    }
}
