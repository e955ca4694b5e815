import Foundation
import Testing

@testable import ThemebookCore

/// Two palette namespaces sharing names (`AcmeColors.Blue50`, `UpstreamColors.Blue50`): each is
/// its own colour in pages, links, search, diagnostics and DTCG files.
@Suite("Swift sources: palette colours named by namespace where names collide")
struct SwiftSourceNamespaceTests {
    /// The fork fixture built into a temporary site with the repository's templates.
    func site(guide: String? = nil) throws -> (TempSite, Build.Result) {
        let temp = try TempSite()
        try copyTree(URL(fileURLWithPath: SwiftSourceFixtures.folder("swift-fork")), to: temp.folder.appendingPathComponent("content"))
        if let guide { try temp.write("content/guides/palette.md", guide) }
        return (temp, temp.build())
    }

    @Test("pages, anchors, code lines and search records use the qualified name only for shared names")
    func pages() throws {
        let (temp, result) = try site()
        defer { temp.remove() }
        #expect(result.errorCount == 0)
        let palette = try #require(temp.read("site/palette.html"))
        #expect(palette.contains(#"id="c-AcmeColors~2EBlue50""#) && palette.contains(#"id="c-UpstreamColors~2EBlue50""#))
        #expect(palette.contains(#"id="c-Blue60""#) && !palette.contains(#"id="c-Blue50""#))
        #expect(palette.contains(">AcmeColors.Blue50<") || palette.contains("AcmeColors.Blue50"))
        #expect(!palette.contains("AcmeColors.UpstreamColors"))
        let search = try #require(temp.read("site/search-index.json"))
        #expect(search.contains(#""id": "palette:AcmeColors.Blue50""#) || search.contains(#""id":"palette:AcmeColors.Blue50""#))
        #expect(search.contains("palette:Blue60") && !search.contains("palette:Blue50\""))
        // Guide links in either spelling go to the right colour.
        let guide = try #require(temp.read("site/guides/palette.html"))
        #expect(guide.contains("palette.html#c-AcmeColors~2EBlue50"))
        #expect(guide.contains("palette.html#c-UpstreamColors~2EBlue50"))
        #expect(guide.contains("palette.html#c-Green40"))
    }

    @Test("a bare link to a name several namespaces declare is an error naming the choices, at the link")
    func ambiguousLink() throws {
        let (temp, result) = try site(guide: "---\ntitle: Two palettes\n---\n\nSee <palette:Blue50> and <palette:UpstreamColors.Blue60>.\n")
        defer { temp.remove() }
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.id == "unknown-palette-color")
        #expect(errors.first?.message.contains("'AcmeColors.Blue50'") == true && errors.first?.message.contains("'UpstreamColors.Blue50'") == true)
        #expect(errors.first?.location?.line == 5 && errors.first?.location?.column == 5)
    }

    @Test("convert writes one group per namespace in each family, and reading it back gives the same catalogue")
    func convert() throws {
        let base = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(base) }
        let fork = SwiftSourceFixtures.folder("swift-fork")
        for (content, output) in [(fork, base + "/first"), (base + "/first", base + "/second")] {
            let status = CommandLineTool.run(
                ["convert", "--to", "dtcg", output, "--content", content], environment: [:], stdout: { _ in }, stderr: { _ in })
            #expect(status == 0)
        }
        let palette = SwiftSourceFixtures.read(base + "/first/tokens/palette.tokens.json")
        #expect(palette.contains(#""namespace": "UpstreamColors""#))
        let light = SwiftSourceFixtures.read(base + "/first/tokens/themes/light.tokens.json")
        #expect(light.contains(#""$value": "{Blue.AcmeColors.Blue50}""#))
        #expect(light.contains(##""$ref": "#/Blue/UpstreamColors/Blue50/$value/components""##))
        let swift = SwiftSourceFixtures.load(fork)
        let dtcg = SwiftSourceFixtures.load(base + "/first")
        #expect(dtcg.errors.isEmpty, "\(dtcg.errors.map(\.message))")
        #expect(!swift.catalogueJSON().isEmpty && dtcg.catalogueJSON() == swift.catalogueJSON())
        #expect(dtcg.catalogue?.palette.first { $0.name == "AcmeColors.Blue50" }?.namespace == "AcmeColors")
        for file in ["tokens/palette.tokens.json", "tokens/themes/light.tokens.json", "tokens/themes/dark.tokens.json"] {
            #expect(SwiftSourceFixtures.read(base + "/first/" + file) == SwiftSourceFixtures.read(base + "/second/" + file), "\(file)")
        }
    }

    @Test("two constants with one name in one namespace are still a duplicate")
    func sameNamespaceDuplicate() throws {
        let site = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(site) }
        try copyTree(URL(fileURLWithPath: SwiftSourceFixtures.folder("swift-fork")), to: URL(fileURLWithPath: site))
        let path = "Sources/AcmeColors.swift"
        let (text, line, column) = SwiftSourceFixtures.marked(
            SwiftSourceFixtures.read(site + "/" + path).replacingOccurrences(
                of: "    public static let Grey80", with: "    public static let 1️⃣Blue50 = UIColor(rgb: 0x000001)\n    public static let Grey80"))
        SwiftSourceFixtures.write([path: text], into: site)
        let loaded = SwiftSourceFixtures.load(site)
        let found = loaded.with(id: "duplicate-palette-color")
        #expect(found.count == 1 && found.first?.message == "palette colour 'AcmeColors.Blue50' is defined twice")
        #expect(found.first?.location?.line == line && found.first?.location?.column == column)
    }
}
