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
        let a = site.build().files
        let b = site.build().files
        #expect(a == b)
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
