import Foundation
import Testing
@testable import ThemebookCore

@Suite("The guide stage's two entry points")
struct GuideBuilderTests {
    @Test("a one-shot build and a long-running rebuild make the same guides, mentions, files and diagnostics")
    func buildEqualsRebuild() throws {
        let site = try TempSite(GuideStageTests.content())
        defer { site.remove() }
        var loading = Diagnostics()
        let raw = try #require(ContentLoader.load(content: site.path("content"), diagnostics: &loading))
        let catalogue = CatalogueChecker.check(raw, diagnostics: &loading)
        let content = InputFiles(root: site.path("content"))
        var listing = Diagnostics()
        let listed = ContentLoader.loadGuides(config: raw.config, files: content, deferred: true, diagnostics: &listing)
        var once = Diagnostics()
        let built = GuideBuilder.build(listed, catalogue: catalogue, config: raw.config, content: content, workers: 2, diagnostics: &once)
        let cache = GuideCache()
        for round in 1...2 {
            cache.beginBuild()
            var again = Diagnostics()
            let rebuilt = GuideBuilder.rebuild(
                raw.guides, catalogue: catalogue, config: raw.config, content: content, workers: 2, cache: cache, diagnostics: &again)
            #expect(rebuilt.guides == built.guides, "round \(round)")
            #expect(rebuilt.mentions == built.mentions, "round \(round)")
            #expect(rebuilt.files == built.files, "round \(round)")
            #expect(again.all == once.all, "round \(round)")
            // The second round takes every guide from the cache.
            #expect(cache.linkedCount == (round == 1 ? built.guides.count : 0), "round \(round)")
        }
        #expect(!once.all.isEmpty && built.guides.count == 40)
    }
}
