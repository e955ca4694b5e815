import Foundation
import Testing
@testable import ThemebookCore

/// JSON Pointers into other tokens' values, as the format's own test suite writes them
/// (Fixtures/dtcg-published/pointers-into-values): a colour token taken from a gradient stop or
/// a shadow's colour, a number from a stop's position, a stroke style's whole `dashArray`, and a
/// border whose sub-values point into a gradient and a dash array.
@Suite("Published DTCG: pointers into values")
struct PublishedPointerTests {
    @Test("every pointer reads the part it reaches, with no finding")
    func pointers() throws {
        let result = PublishedFixtures.build("pointers-into-values")
        #expect(PublishedFixtures.lines(result, "pointers-into-values") == [])
        let json = try PublishedFixtures.catalogue(result)
        let expected: [(String, String)] = [
            ("dawnStart", "#ff8000"), ("dawnEnd", "#3300cc"), ("dawnStartAt", "0.2"), ("liftColor", "#00000040"),
            ("dashesSquare", "dashed (3px 1px, square caps)"), ("edge", "1px solid #3300cc"),
        ]
        for (token, shown) in expected {
            #expect(try PublishedFixtures.shown(json, token, "default") == shown, "\(token)")
        }
        // A colour taken from a stop is a colour, not a stop: no position of its own.
        let start = try #require(try PublishedFixtures.token(json, "dawnStart")["values"] as? [String: [String: Any]])
        #expect(start["default"]?["kind"] as? String == "color")
        #expect(start["default"]?["position"] == nil)
    }

    @Test("a colour token pointing at a part that is no colour is a type-mismatch naming what it reached")
    func notAColour() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(URL(fileURLWithPath: PublishedFixtures.folder("pointers-into-values")), to: site.folder.appendingPathComponent("content"))
        let path = "content/tokens/base.tokens.json"
        let text = try #require(try? String(contentsOfFile: site.path(path), encoding: .utf8))
        let marked = MarkedText(text.replacingOccurrences(
            of: ##""liftColor": {"$type": "color", "$ref": "#/lift/$value/color"}"##,
            with: ##""liftColor": {"$type": "color", "$ref": 1️⃣"#/lift/$value/blur"}"##))
        try site.write(path, marked.text)
        let result = PublishedFixtures.build("pointers-into-values", content: site.path("content"))
        #expect(result.diagnosticLines(relativeTo: site.path("content")) == [
            "tokens/base.tokens.json:\(marked[1]): error: '$ref' #/lift/$value/blur of 'liftColor' reaches {\"value\": 6, \"unit\": \"px\"}, which is not a color [type-mismatch]",
        ])
    }
}
